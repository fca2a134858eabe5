/**
 * Any file of what is deployed, told by its shape and read into resources: `terraform show
 * -json` (plan or state), hcl2json's output of Resource Discovery `.tf` files, or an OCI CLI
 * listing. Several files make one reading (`combineReads`): a plan's two sides, with the
 * resources of the other files on both. Never throws; a file that cannot be read says why.
 */
import { looksLikeHclJson, readHclJson } from './resourceDiscovery.ts';
import { looksLikeOciListing, readOciListing } from './ociListing.ts';
import { looksLikeTerraformShow, readTerraformShow } from './terraformJson.ts';
import type { DeployedSide, DeployedSourceKind, ReadOutcome, ReadResource } from './types.ts';

/** The largest file of what is deployed any reader takes, bytes (a large state is a few MB). */
export const MAX_DEPLOYED_BYTES = 32 * 1024 * 1024;

/** One parsed JSON document read by its shape. */
export function readDeployedJson(json: unknown): ReadOutcome {
  if (looksLikeTerraformShow(json)) return readTerraformShow(json);
  if (looksLikeOciListing(json)) return readOciListing(json);
  if (looksLikeHclJson(json)) return readHclJson(json);
  return { ok: false, problems: [{ code: 'unknown-format', params: {} }] };
}

/** One file's text read by its shape (JSON only: `.tf` files go through hcl2json first). */
export function readDeployedText(text: string): ReadOutcome {
  if (text.length > MAX_DEPLOYED_BYTES) return { ok: false, problems: [{ code: 'too-large', params: { maxBytes: MAX_DEPLOYED_BYTES } }] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ code: 'not-json', params: {} }] };
  }
  return readDeployedJson(json);
}

/** What several files read together give: the sides, and each file's kind. */
export interface CombinedReading {
  readonly sources: readonly DeployedSourceKind[];
  /** `before` and `after` when a plan was read, else `current`. */
  readonly sides: Readonly<Partial<Record<DeployedSide, readonly ReadResource[]>>>;
}

/** Files read one by one, put together (the good ones; a bad file is the caller's to report). */
export function combineReads(outcomes: readonly ReadOutcome[]): CombinedReading {
  const good = outcomes.flatMap((o) => (o.ok ? [o] : []));
  const current = good.flatMap((o) => o.sides.current ?? []);
  const plans = good.filter((o) => o.sides.before || o.sides.after);
  const sources = [...new Set(good.map((o) => o.source))];
  if (plans.length === 0) return { sources, sides: { current } };
  return {
    sources,
    sides: {
      before: [...plans.flatMap((o) => o.sides.before ?? []), ...current],
      after: [...plans.flatMap((o) => o.sides.after ?? []), ...current],
    },
  };
}
