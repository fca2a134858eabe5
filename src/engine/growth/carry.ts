/**
 * Whether a design planned for one month still carries a later month's demand, without
 * planning again: each limit's demand grows with the part of the workload it measures.
 * Every limit of the four models is linear in the demand (bandwidth in MB/s, operations, the
 * backend IOPS of Table 2, Little's law's operations in flight), so a demand made of one part
 * scales exactly; one made of several parts is scaled by the largest of their ratios, an upper
 * bound (the runway it gives is never later than the true one). A part that was zero and is
 * not any more cannot be scaled: the design is planned again (`unscalable`).
 */
import type { LimitId, LimitUse } from '../results/parts.ts';
import type { MonthDemand } from './grow.ts';

/** Limits whose demand is one side only. */
const READ_LIMITS: ReadonlySet<LimitId> = new Set(['readBandwidth', 'clientNetworkRead']);
const WRITE_LIMITS: ReadonlySet<LimitId> = new Set(['writeBandwidth', 'clientNetworkWrite']);

/**
 * The clients' own limits (their network, their concurrency): the planners do not size them to
 * the target (no change of the storage design moves them), but a design carries only while
 * they hold, so they count at 100% (tests/property/oneAnswer.test.ts).
 */
export const CLIENT_SIDE_LIMITS: ReadonlySet<LimitId> = new Set(['clientNetworkRead', 'clientNetworkWrite', 'concurrency']);

const ratio = (now: number, then: number) => (then > 0 ? now / then : now > 0 ? Infinity : 1);

/** The factor by which a limit's demand grows from the month `from` to the month `to`. */
export function demandRatio(l: Pick<LimitUse, 'id' | 'unit'>, from: MonthDemand, to: MonthDemand): number {
  if (l.unit === 'GB') return ratio(to.capacityGB, from.capacityGB);
  // Clients and attachments are the design's and the requirement's, not the growth's.
  if (l.unit === 'connections' || l.unit === 'count') return 1;
  const read = Math.max(ratio(to.readMBps, from.readMBps), ratio(to.readIops, from.readIops));
  const write = Math.max(ratio(to.writeMBps, from.writeMBps), ratio(to.writeIops, from.writeIops));
  if (READ_LIMITS.has(l.id)) return read;
  if (WRITE_LIMITS.has(l.id)) return write;
  return Math.max(read, write, ratio(to.metadataOpsPerSecond, from.metadataOpsPerSecond));
}

/** The share of a limit a plan may use: the target for a performance limit, all of a hard limit, a capacity or a client's own limit. */
export function thresholdOf(l: Pick<LimitUse, 'id' | 'hard' | 'unit'>, targetPercent: number): number {
  return l.hard || l.unit === 'GB' || CLIENT_SIDE_LIMITS.has(l.id) ? 1 : targetPercent / 100;
}

/** How a design stands in a month: the limit nearest its threshold and how far along it is. */
export interface CarryCheck {
  /** The largest use of a limit over its threshold (1 = exactly at the target); 0 with no limit. */
  readonly loadOfTarget: number;
  /** The limit with that use, or null. */
  readonly limit: LimitId | null;
  /** True when a part of the demand appeared from nothing: the limits cannot say, plan again. */
  readonly unscalable: boolean;
  /** The limits over their threshold. */
  readonly over: readonly LimitId[];
}

/** Tolerance on the comparison with the threshold, as the planners keep it (a design exactly at target carries). */
export const CARRY_EPSILON = 1e-9;

/**
 * The limits of a design planned for `from`, grown to `to`: the use of each over its threshold
 * (utilization × ratio / threshold), and the largest.
 */
export function carryCheck(
  limits: readonly Pick<LimitUse, 'id' | 'unit' | 'hard' | 'demand' | 'capacity'>[],
  targetPercent: number,
  from: MonthDemand,
  to: MonthDemand,
): CarryCheck {
  let loadOfTarget = 0;
  let limit: LimitId | null = null;
  let unscalable = false;
  const over: LimitId[] = [];
  for (const l of limits) {
    const r = demandRatio(l, from, to);
    if (r === Infinity) {
      unscalable = true;
      continue;
    }
    const used = l.capacity > 0 ? (l.demand * r) / l.capacity : l.demand * r > 0 ? Infinity : 0;
    const load = used / thresholdOf(l, targetPercent);
    if (load > 1 + CARRY_EPSILON) over.push(l.id);
    if (limit === null || load > loadOfTarget) {
      loadOfTarget = load;
      limit = l.id;
    }
  }
  return { loadOfTarget: Number.isFinite(loadOfTarget) ? loadOfTarget : Number.MAX_VALUE, limit, unscalable, over };
}

/** Whether a check says the design carries the month at its target. */
export function carries(c: CarryCheck): boolean {
  return !c.unscalable && c.loadOfTarget <= 1 + CARRY_EPSILON;
}
