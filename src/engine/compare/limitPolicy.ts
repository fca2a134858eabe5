/**
 * Designs a customer can get (issue 36 item 6). A design that needs a per-availability-domain
 * limit raised far above its default (98 Standard mount targets where 2 are the default) is
 * cheapest on paper only: OCI grants an increase on request, not by right. Our own policy, not
 * OCI's: a design that needs more than `LIMIT_POLICY_FACTOR` times a default limit (or any of a
 * limit whose default is 0) is shown beside the cheapest design within the default limits, with
 * what the difference costs a month.
 */
import type { PlanWarning } from '../results/parts.ts';
import { basisUSD } from './ranking.ts';
import type { CompareResult, ServiceId } from './types.ts';

/** One service's plan of a comparison (as `servicePlan`, kept here so that the face imports this module one way). */
function planOf(result: CompareResult, service: ServiceId): { readonly warnings: readonly PlanWarning[] } {
  return service === 'file-storage'
    ? result.fileStorage
    : service === 'block-volume'
      ? result.blockVolume
      : service === 'dense-io'
        ? result.denseIo
        : result.lustre;
}

/** The planner's policy: more than this many times a default per-AD limit is "many times" (a planner rule). */
export const LIMIT_POLICY_FACTOR = 4;

/** A per-AD limit a design needs raised: `limit` as the workloads plan codes it, the figure used and the default. */
export interface LimitIncrease {
  readonly limit: string;
  readonly used: number;
  readonly allowed: number;
}

/** The limit increases a plan's warnings name (File Storage mount targets, Block Volume capacity per AD). */
export function limitIncreasesOf(warnings: readonly PlanWarning[]): LimitIncrease[] {
  const out: LimitIncrease[] = [];
  for (const w of warnings) {
    const p = w.params as Record<string, number | string>;
    if (w.id === 'limit-increase') out.push({ limit: `fss-mount-targets:${String(p.type)}`, used: Number(p.mountTargets), allowed: Number(p.limit) });
    if (w.id === 'bv-aggregate-limit') out.push({ limit: 'bv-capacity-per-ad', used: Number(p.totalGB), allowed: Number(p.limitGB) });
  }
  return out;
}

/** Whether an increase is beyond the policy: more than `LIMIT_POLICY_FACTOR` × the default, or any above a default of 0. */
export function beyondPolicy(i: LimitIncrease): boolean {
  return i.allowed <= 0 ? i.used > 0 : i.used > LIMIT_POLICY_FACTOR * i.allowed;
}

export interface LimitPolicyAnswer {
  readonly service: ServiceId;
  /** The increase beyond the policy that the design needs (the largest factor). */
  readonly increase: LimitIncrease;
  readonly policyFactor: number;
  /** The cheapest service that fits within every default limit, on the comparison's basis; null when none does. */
  readonly alternative: {
    readonly service: ServiceId;
    readonly monthlyUSD: number;
    readonly differenceUSD: number;
    /** A File Storage design other than the recommended one (its type and count within the default limits). */
    readonly mountTargets?: { readonly mountTargetType: string; readonly mountTargets: number };
  } | null;
}

/**
 * For one service of a comparison (USD on the comparison's basis): when its design needs a
 * limit raised beyond the policy, the cheapest service whose design fits with no increase at all,
 * and what it costs a month more (or less) than this one. Null when the design is within policy.
 */
export function limitPolicyFor(result: CompareResult, service: ServiceId): LimitPolicyAnswer | null {
  const over = limitIncreasesOf(planOf(result, service).warnings)
    .filter(beyondPolicy)
    .sort((a, b) => b.used / Math.max(b.allowed, 1e-9) - a.used / Math.max(a.allowed, 1e-9))[0];
  if (!over) return null;
  const own = basisUSD(
    result.entries.find((e) => e.service === service)!,
    result.basis,
  );
  let best: { service: ServiceId; monthlyUSD: number; mountTargets?: { mountTargetType: string; mountTargets: number } } | null = null;
  // File Storage's own designs within the default limits (the sizer weighed every type), at the
  // same client instances as its recommendation on the whole bill.
  const fss = result.fileStorage;
  if ('alternatives' in fss && fss.feasible && result.entries.find((e) => e.service === 'file-storage')!.fits) {
    const entry = result.entries.find((e) => e.service === 'file-storage')!;
    const clientsUSD = result.basis === 'whole' ? entry.bill.computeMonthlyUSD : 0;
    for (const o of fss.alternatives) {
      if (!o.fits || !o.withinServiceQuota || o.overTargetPercent > 100) continue;
      const usd = o.monthlyUSD + clientsUSD;
      if (best === null || usd < best.monthlyUSD)
        best = { service: 'file-storage', monthlyUSD: usd, mountTargets: { mountTargetType: o.mountTargetType, mountTargets: o.mountTargets } };
    }
  }
  for (const e of result.entries) {
    if (!e.fits || e.service === service) continue;
    if (limitIncreasesOf(planOf(result, e.service).warnings).length > 0) continue;
    const usd = basisUSD(e, result.basis);
    if (usd === null) continue;
    if (best === null || usd < best.monthlyUSD) best = { service: e.service, monthlyUSD: usd };
  }
  return {
    service,
    increase: over,
    policyFactor: LIMIT_POLICY_FACTOR,
    alternative: best ? { ...best, differenceUSD: own === null ? best.monthlyUSD : best.monthlyUSD - own } : null,
  };
}
