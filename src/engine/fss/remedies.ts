/**
 * What would make a File Storage requirement that no design carries fit: each remedy is the
 * same model asked again with one input changed (more clients, larger clients, a higher target
 * utilization, another mount-target type), and its figure is the smallest change that makes a
 * design carry the requirement. Concurrency is Little's law; splitting the workload is what is
 * left when nothing else does.
 */
import { findShape, mountTargetTypes } from '../../catalog/index.ts';
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import { concurrencyNeed } from '../clients/concurrency.ts';
import type { LimitUse, Remedy } from '../results/parts.ts';
import type { FssRequirement, Pricing } from '../scenario/schema.ts';
import { ceilSafe } from '../units.ts';
import { smallest } from '../search.ts';
import { chooseDesign } from './choose.ts';
import { isClientSide } from './limits.ts';
import { loadFigures, loadFromRequirement, type FssLoad } from './load.ts';

/** The most client instances the scenario accepts (`clientFields.clients`). */
const MAX_CLIENTS = 1_000_000;

export interface FssRemedyInput {
  readonly requirement: FssRequirement;
  readonly edition: FssMountTargetEdition;
  readonly types: readonly MountTargetType[];
  /** Target utilization, a fraction. */
  readonly u: number;
  readonly load: FssLoad;
  /** The closest design's limits under the requirement. */
  readonly loads: readonly LimitUse[];
  readonly pricing: Pricing | undefined;
}

/** The design a changed requirement would get, when one carries it. */
function designFor(x: FssRemedyInput, r: FssRequirement, u = x.u, types = x.types): { type: MountTargetType; mountTargets: number } | null {
  const c = chooseDesign(loadFromRequirement(r), x.edition, types, u, r.capacityGB, x.pricing, undefined, r.tenancyLimits?.mountTargetsPerAd);
  return c.feasible ? { type: c.chosen.mountTargetType, mountTargets: c.chosen.mountTargets } : null;
}

/** The smallest count above `from` for which `ok` holds, doubling up to `max` and then halving the gap. */
function fewestAbove(from: number, max: number, ok: (n: number) => boolean): number | null {
  let lo = from + 1;
  let hi = Math.min(max, Math.max(lo, from * 2));
  while (!ok(hi)) {
    if (hi >= max) return null;
    lo = hi + 1;
    hi = Math.min(max, hi * 2);
  }
  return smallest(lo, hi, ok);
}

/**
 * What would make fit a File Storage requirement no design carries (target `u` a fraction 0–1),
 * each found by planning again with one input changed: the fewest more clients; a larger client
 * (MB/s, or a Flex shape's OCPUs); the lowest higher target percent; operations in flight per
 * client (Little's law); another mount-target type; else the parts to split it into. Planner's own.
 */
export function fssRemedies(x: FssRemedyInput): Remedy[] {
  const out: Remedy[] = [];
  const r = x.requirement;
  const over = (id: LimitUse['id']) => x.loads.some((l) => l.id === id && l.utilization > 1 + 1e-9);

  if (r.clients !== undefined) {
    const clients = fewestAbove(r.clients, MAX_CLIENTS, (n) => designFor(x, { ...r, clients: n }) !== null);
    if (clients !== null) {
      const d = designFor(x, { ...r, clients })!;
      out.push({ code: 'more-clients', params: { variant: 'design', clients, type: d.type, mountTargets: d.mountTargets } });
    }
  }

  const networkShort = over('clientNetworkRead') || over('clientNetworkWrite');
  if (networkShort && r.clients !== undefined) {
    const f = loadFigures(x.load, x.edition);
    const mbpsPerClient = Math.max(f.readMBps, f.writeMBps) / r.clients;
    const shape = r.clientShape ? findShape(r.clientShape) : undefined;
    const flex = shape && shape.ocpus === null ? shape : undefined;
    const from = Math.max(flex?.minOcpus ?? 1, Math.ceil(r.clientOcpus ?? flex?.minOcpus ?? 1));
    const ocpus = flex ? smallest(from + 1, Math.floor(flex.maxOcpus), (n) => designFor(x, { ...r, clientOcpus: n }) !== null) : null;
    out.push({
      code: 'larger-client',
      params: ocpus !== null && flex ? { variant: 'shape', mbpsPerClient, shape: flex.id, ocpus } : { variant: 'network', mbpsPerClient },
    });
  }

  const percent = Math.round(x.u * 100);
  const target = smallest(percent + 1, 100, (p) => designFor(x, r, p / 100) !== null);
  if (target !== null) out.push({ code: 'raise-target', params: { targetPercent: target } });

  if (over('concurrency') && r.clients !== undefined) {
    const need = concurrencyNeed(loadFigures(x.load, x.edition).frontEndOps, r.clients, x.load.concurrency);
    out.push({ code: 'more-concurrency', params: { outstanding: need.perClient ?? need.outstanding } });
  }

  if (r.mountTargetType !== undefined) {
    const others = mountTargetTypes.filter((t) => t !== r.mountTargetType && x.edition.mountTargets[t]);
    const d = others.length > 0 ? designFor(x, r, x.u, others) : null;
    if (d) out.push({ code: 'other-type', params: { type: d.type, mountTargets: d.mountTargets } });
  }

  if (out.length === 0) {
    // Every limit is linear in the load: a part of 1 / parts of it is within the target.
    let worst = 1;
    for (const l of x.loads) worst = Math.max(worst, l.utilization / (l.hard || isClientSide(l.id) ? 1 : x.u));
    out.push({ code: 'split-workload', params: { variant: 'parts', parts: ceilSafe(worst) } });
  }
  return out;
}
