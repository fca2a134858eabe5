/**
 * Scenario documents of earlier versions, upgraded one version step at a time before they are
 * validated (as tldraw's schema migrations do): share links, exported files and saved
 * scenarios of every earlier version keep opening. The versions are named in `versions.ts`;
 * what each one changed is written on the step that upgrades to it (`migrateV1ToV2` records
 * version 2, and so on). A document that states no version is read as the latest
 * (`migrateScenario` says why); one that states version 1 is the first format.
 */

import { MAX_WORKLOAD_NAME, workloadNameKey } from './workloads.ts';
import { LATEST_VERSION, Versions } from './versions.ts';

/** The newest version this module upgrades to (the same as `SCENARIO_VERSION`, tested). */
export const LATEST_SCENARIO_VERSION = LATEST_VERSION;

/**
 * Version 1 (`version: 1`): the first format. A document that states no version is not
 * version 1 but the latest (`migrateScenario`).
 * A version-1 document as it was written: the fields version 2 added are absent.
 */
export interface ScenarioDocumentV1 {
  readonly version?: 1;
  readonly [field: string]: unknown;
}

export interface ScenarioDocumentV2 {
  readonly version: 2;
  readonly [field: string]: unknown;
}

export interface ScenarioDocumentV3 {
  readonly version: 3;
  readonly [field: string]: unknown;
}

export interface ScenarioDocumentV4 {
  readonly version: 4;
  readonly [field: string]: unknown;
}

/**
 * Version 2: concurrency and latency. File Storage and compare requirements may say
 * `threadsPerClient` and `queueDepth`; File Storage `latencyMs`, compare `fssLatencyMs` and
 * `bvLatencyMs`; Block Volume `threads`, `queueDepth` and `latencyMs`. A version-1 document says
 * none of them, and a scenario without them is planned without a concurrency bound (the result
 * says so), as version 1 was; nothing else in the document changes meaning.
 *
 * The step, version 1 to 2: only the version changes; the new fields stay absent.
 */
export function migrateV1ToV2(doc: ScenarioDocumentV1): ScenarioDocumentV2 {
  return { ...doc, version: 2 };
}

/**
 * Version 3: the whole bill. Compare requirements may say `clientMemoryGB` and `billBasis`. A
 * version-2 document says neither; without `billBasis` the comparison picks its basis as it says
 * (the whole bill when clients and their shape are entered, else storage alone), so an old link
 * may now name a different cheapest service, and the answer says which basis chose it.
 *
 * The step, version 2 to 3: only the version changes; `clientMemoryGB` and `billBasis` stay
 * absent.
 */
export function migrateV2ToV3(doc: ScenarioDocumentV2): ScenarioDocumentV3 {
  return { ...doc, version: 3 };
}

export interface ScenarioDocumentV5 {
  readonly version: 5;
  readonly [field: string]: unknown;
}

/**
 * Version 4: the fio calibration. Any scenario may carry `calibration`, the user's fio run
 * adopted for the design it tested (`calibration.ts`). A version-3 document has none and plans
 * as it did.
 *
 * The step, version 3 to 4: only the version changes; `calibration` stays absent.
 */
export function migrateV3ToV4(doc: ScenarioDocumentV3): ScenarioDocumentV4 {
  return { ...doc, version: 4 };
}

/**
 * Version 5: one target utilization for every service. Block Volume and Dense I/O requirements
 * may say `targetUtilizationPercent`, and a comparison's applies to all four services (version 4
 * applied it to File Storage and Lustre only, and planned Block Volume and Dense I/O to 100%). A
 * version-4 Block Volume or Dense I/O requirement is given the 100% it was planned with, so it
 * plans as it did. A version-4 comparison keeps its field: its File Storage and Lustre plans are
 * unchanged, and its Block Volume and Dense I/O plans now keep the same headroom as the others,
 * which is the point of the change. A comparison may also state its demand as totals and a read
 * share (`totalMBps`, `totalIops`, `readSharePercent`, `demand.ts`); a version-4 document has
 * none of them and plans as before. File Storage documents may say `fssBasis` (Table 1, the 2024
 * measurements, or the lower of the two); an older document without it plans on the lower, so
 * its small reads on HPMTs plan on the measurement (the point of that change: Table 1 alone
 * promised three times what was measured). A comparison may also say `scratchData` (Dense I/O
 * may then be RAID 0); without it, and without `raid`, Dense I/O is planned protected (RAID 10 /
 * RAID 1), and on the whole bill as many hosts as clients. Older comparisons get this too: no
 * field of theirs changes meaning. A comparison may also carry `chosen`: designs picked on a
 * chart, weighed in place of a service's recommendation. Older documents have none and plan as
 * before.
 *
 * The step, version 4 to 5: a Block Volume or Dense I/O requirement without a target
 * utilization gets the 100% version 4 planned it to; every other document changes only its
 * version.
 */
export function migrateV4ToV5(doc: ScenarioDocumentV4): ScenarioDocumentV5 {
  const requirement = doc.requirement;
  const plannedToFull = (doc.service === 'block-volume' || doc.service === 'dense-io') && doc.mode === 'recommend';
  if (plannedToFull && typeof requirement === 'object' && requirement !== null && !Array.isArray(requirement)) {
    const r = requirement as Record<string, unknown>;
    if (r.targetUtilizationPercent === undefined) return { ...doc, version: 5, requirement: { ...r, targetUtilizationPercent: 100 } };
  }
  return { ...doc, version: 5 };
}

export interface ScenarioDocumentV6 {
  readonly version: 6;
  readonly [field: string]: unknown;
}

/**
 * Version 6: several workloads in one plan. A new kind, `service: 'workloads'` (mode
 * `recommend`), holds 1 to 50 named workloads, each a comparison's requirement with the service
 * that carries it (or `cheapest`), planned together (`workloads.ts`, `engine/workloads/`). Every
 * earlier kind is unchanged: a version-5 document changes only its version, and plans exactly as
 * before. Within version 6, File Storage requirements, comparisons and plans of workloads may
 * say `tenancyLimits` (the tenancy's own per-AD mount-target limits); a document without it
 * plans on the defaults, as before.
 *
 * The step, version 5 to 6: only the version changes; a version-5 document is never a plan of
 * several workloads.
 */
export function migrateV5ToV6(doc: ScenarioDocumentV5): ScenarioDocumentV6 {
  return { ...doc, version: 6 };
}

export interface ScenarioDocumentV7 {
  readonly version: 7;
  readonly [field: string]: unknown;
}

/** A name made unique under `workloadNameKey` by a number after it, shortened to fit the longest name. */
function numberedName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const chars = Array.from(name);
    while (chars.join('').length + suffix.length > MAX_WORKLOAD_NAME) chars.pop();
    const candidate = chars.join('') + suffix;
    if (!taken.has(workloadNameKey(candidate))) return candidate;
  }
}

/**
 * Version 7: the price book in force. `pricing` may carry `book` (a price file's currency, its
 * `lastUpdated` day and the prices it gave, `priceBook.ts`) and `commitment` (the Annual
 * Universal Credits term). Overrides are then in the book's currency. A version-6 document has
 * neither: its overrides were US dollars and it is priced from the built-in USD book, as before.
 * Version 7 also compares workload names in Unicode NFKC (full-width "ｄｂ" is "db"), where
 * version 6 ignored only case and surrounding spaces: a version-6 plan of workloads that named
 * two of them apart by width alone keeps opening, the later one numbered ("db (2)").
 *
 * The step, version 6 to 7: with no `pricing.book`, prices stay the built-in USD book. In a
 * plan of workloads, a name version 6 told apart from an earlier one (by case and spaces) but
 * version 7 does not (by NFKC as well) is numbered, so that the document still opens.
 */
export function migrateV6ToV7(doc: ScenarioDocumentV6): ScenarioDocumentV7 {
  if (doc.service !== 'workloads' || !Array.isArray(doc.workloads)) return { ...doc, version: 7 };
  const oldKeys = new Set<string>();
  const keys = new Set<string>();
  const workloads = doc.workloads.map((w: unknown) => {
    if (typeof w !== 'object' || w === null || typeof (w as { name?: unknown }).name !== 'string') return w;
    const name = (w as { name: string }).name;
    const oldKey = name.trim().toLowerCase();
    const clash = keys.has(workloadNameKey(name)) && !oldKeys.has(oldKey);
    const kept = clash ? numberedName(name.trim(), keys) : name;
    oldKeys.add(oldKey);
    keys.add(workloadNameKey(kept));
    return clash ? { ...(w as object), name: kept } : w;
  });
  return { ...doc, version: 7, workloads };
}

/** One step per version: `steps[n]` upgrades a version-n document to version n + 1. */
const steps: Readonly<Record<number, (doc: Record<string, unknown>) => Record<string, unknown>>> = {
  [Versions.First]: (doc) => migrateV1ToV2(doc as ScenarioDocumentV1),
  [Versions.Concurrency]: (doc) => migrateV2ToV3(doc as ScenarioDocumentV2),
  [Versions.WholeBill]: (doc) => migrateV3ToV4(doc as ScenarioDocumentV3),
  [Versions.Calibration]: (doc) => migrateV4ToV5(doc as ScenarioDocumentV4),
  [Versions.OneTarget]: (doc) => migrateV5ToV6(doc as ScenarioDocumentV5),
  [Versions.Workloads]: (doc) => migrateV6ToV7(doc as ScenarioDocumentV6),
};

export type Migration =
  | { readonly ok: true; readonly doc: Record<string, unknown>; readonly from: number }
  /** `version`: the version asked, as the document wrote it. */
  | { readonly ok: false; readonly version: string };

/**
 * A document of any supported version, upgraded to the latest. A missing version is the latest:
 * every document the app or the command line ever wrote states its version (version-1 exports
 * and links included), so one without it was written by hand, against today's documentation,
 * and means today's defaults (a version-1 file read as version 1 would plan Block Volume and
 * Dense I/O to 100%, against the 80% the field's documentation promises). A version that is not
 * a whole number from 1 to the latest is refused (the caller words it).
 */
export function migrateScenario(doc: Record<string, unknown>): Migration {
  const version = doc.version === undefined ? LATEST_SCENARIO_VERSION : doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > LATEST_SCENARIO_VERSION) {
    return { ok: false, version: String(doc.version) };
  }
  let out: Record<string, unknown> = doc.version === undefined ? { ...doc, version } : doc;
  for (let v = version; v < LATEST_SCENARIO_VERSION; v++) out = steps[v]!(out);
  return { ok: true, doc: out, from: version };
}
