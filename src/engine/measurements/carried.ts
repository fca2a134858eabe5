/**
 * What a recommended design carries at its target utilization, in the measured chart's terms
 * (issue 24): the measured load at the chosen statistic, scaled up (or down) with its mix of
 * reads, writes and I/O size kept, until the busiest performance limit of the design reaches
 * the target. The factor is the smallest target ÷ utilization over the design's rate limits
 * (MB/s, IOPS, back-end IOPS); hard limits (connections, attachments, capacity) do not scale
 * with the load and are left out. A planner rule on the plan's own limits
 * (`results/parts.ts` LimitUse), no catalog figure; the target is the plan's
 * (DEFAULT_TARGET_UTILIZATION_PERCENT, fss-2024-11 "Headroom", unless the requirement sets one).
 */
import type { LimitId, LimitUse } from '../results/parts.ts';
import { finite } from '../units.ts';

export interface Carried {
  /** The total (read + write) MB/s of the measured mix the design carries at the target. */
  readonly mbps: number;
  /** The total IOPS of the measured mix the design carries at the target. */
  readonly iops: number;
  /** The limit that reaches the target first. */
  readonly binding: LimitId;
  readonly targetPercent: number;
}

const RATE_UNITS: readonly LimitUse['unit'][] = ['MBps', 'iops', 'backendIops'];

/**
 * The measured load (`mbps` and `iops`, totals at the statistic) scaled to the target
 * utilization of the design's busiest rate limit (`limits`: the plan's LimitUse list,
 * utilization a fraction; `targetPercent`, percent). Null when no rate limit carries any of the
 * load, so there is nothing to scale.
 */
export function carriedAtTarget(limits: readonly LimitUse[], load: { readonly mbps: number; readonly iops: number }, targetPercent: number): Carried | null {
  let factor = Number.POSITIVE_INFINITY;
  let binding: LimitId | null = null;
  for (const l of limits) {
    if (l.hard || l.id === 'concurrency' || !RATE_UNITS.includes(l.unit) || !(l.utilization > 0) || !(l.capacity > 0)) continue;
    const k = targetPercent / 100 / l.utilization;
    if (k < factor) {
      factor = k;
      binding = l.id;
    }
  }
  if (binding === null || !Number.isFinite(factor)) return null;
  return { mbps: finite(load.mbps * factor), iops: finite(load.iops * factor), binding, targetPercent };
}
