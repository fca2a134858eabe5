/**
 * The closest design when nothing fits: how far a design is over its limits, and which
 * service of a comparison comes nearest to carrying its requirement.
 */
import type { LimitUse } from './parts.ts';

/**
 * How far a design is over its limits: the largest use ÷ allowance over its limits, where a
 * soft limit allows the target utilization (percent) and a hard one 100% (1 or less: within all).
 */
export function overage(loads: readonly LimitUse[], targetPercent: number): number {
  let worst = 0;
  for (const l of loads) {
    const allowed = l.hard ? 1 : targetPercent / 100;
    const ratio = allowed > 0 ? l.utilization / allowed : 0;
    if (Number.isFinite(ratio) && ratio > worst) worst = ratio;
  }
  return worst;
}

/** What `closestService` reads of a comparison entry. */
export interface EntryFit<S extends string> {
  readonly service: S;
  readonly fits: boolean;
  /** Why it does not fit: a critical warning of its own plan, or something a design cannot change. */
  readonly why: readonly { readonly code: string }[];
}

/**
 * When no service fits, the one to show as closest: services kept out only by their own
 * limits before those kept out by something a design cannot change (shared access, latency, a
 * missing type), then the least over its limits (`overage` at the target each plan was made
 * to), then the first listed. Null when one fits.
 */
export function closestService<S extends string>(
  entries: readonly EntryFit<S>[],
  plans: Readonly<Record<S, { readonly loads: readonly LimitUse[]; readonly targetUtilizationPercent: number }>>,
): S | null {
  if (entries.length === 0 || entries.some((e) => e.fits)) return null;
  const unchangeable = (e: EntryFit<S>) => e.why.some((w) => w.code !== 'critical-warning');
  const over = (e: EntryFit<S>) => overage(plans[e.service].loads, plans[e.service].targetUtilizationPercent);
  const ranked = [...entries].sort((a, b) => Number(unchangeable(a)) - Number(unchangeable(b)) || over(a) - over(b));
  return ranked[0]!.service;
}
