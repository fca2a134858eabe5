/**
 * File Storage, choosing a design: each type's smallest count that carries a load at the target
 * utilization, and the design among them (the recommendation in `sizing.ts`, and the remedies
 * in `remedies.ts`, which ask the same question with one input changed).
 */
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import type { LimitId, LimitUse } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { ceilSafe, finite, floorSafe } from '../units.ts';
import { fssCost } from './cost.ts';
import { isClientSide, mountTargetLimits } from './limits.ts';
import type { FssLoad } from './load.ts';
import { quotaInUse, type TenancyMountTargetLimits } from './quota.ts';

export interface FssOption {
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  readonly monthlyUSD: number;
  /** Within the service quota of this type per AD, the tenancy's own or the default (true when none is known). */
  readonly withinServiceQuota: boolean;
  readonly binding: LimitId;
  /** The service quota of this type per AD (the documents' "default limit"), where one is known. */
  readonly serviceQuota: number | null;
  /** False when even one client per mount target is more than a mount target carries. */
  readonly fits: boolean;
  /** The worst ratio of use to target of its limits at this count, percent (at most 100 when it carries the requirement). */
  readonly overTargetPercent: number;
}

/**
 * Smallest count of one type that carries the load. Evenly spread, each limit needs
 * N = ceil(use of one mount target / target utilization), hard limits (connections) at 100%.
 * With a client count, clients are assigned whole: the busiest mount target carries
 * ceil(clients / N) clients' share, which must meet the target on its own; so the largest
 * whole share k = floor(target × clients / use) gives N = ceil(clients / k). When even one
 * client's share is more than a mount target carries at the target, no count fits (`fits`
 * false) and the count is one mount target per client. Client-side limits do not depend on N.
 */
export function mountTargetsNeeded(
  load: FssLoad,
  edition: FssMountTargetEdition,
  type: MountTargetType,
  targetUtilization: number,
): { count: number; binding: LimitId; fits: boolean } {
  // One mount target carries everything: each utilization is the use of one whole mount target.
  const limits = mountTargetLimits(load, edition, type, 1);
  const clients = load.clients;
  let count = 1;
  let binding: LimitId = limits[0]?.id ?? 'backendIops';
  let worst = -1;
  let fits = true;
  for (const l of limits) {
    if (isClientSide(l.id)) continue;
    const target = l.hard ? 1 : targetUtilization;
    const use = l.utilization;
    const need = use / target;
    if (need > worst) {
      worst = need;
      binding = l.id;
    }
    if (clients === undefined) {
      count = Math.max(count, ceilSafe(finite(need, 1)));
      continue;
    }
    if (use <= 0) continue;
    const share = floorSafe((target * clients) / use);
    if (share < 1) {
      fits = false;
      count = Math.max(count, clients);
      continue;
    }
    count = Math.max(count, ceilSafe(clients / share));
  }
  // No upper clamp: a count clamped below the need would be a design that silently falls short.
  // The largest requirement the schema accepts still gives a finite count.
  return { count, binding, fits };
}

/** The ratio of use to target of a limit: soft mount-target limits against the target, hard and client-side ones against 100%. */
function overTarget(l: LimitUse, u: number): number {
  return l.utilization / (l.hard || isClientSide(l.id) ? 1 : u);
}

/**
 * Each type's smallest count, and the design: among those that carry the requirement, the
 * first by `compareOptions`; when none does, the closest (the one least over its limits: the
 * smallest worst ratio of use to target), ties broken the same way. With `count` (a design the
 * user chose), each type is weighed at that count instead of its smallest. `tenancy`: the
 * tenancy's own per-AD limits, in place of the documents' defaults where given.
 */
export function chooseDesign(
  load: FssLoad,
  edition: FssMountTargetEdition,
  types: readonly MountTargetType[],
  u: number,
  capacityGB: number | undefined,
  pricing: Pricing | undefined,
  count?: number,
  tenancy?: TenancyMountTargetLimits,
): { options: FssOption[]; chosen: FssOption; loads: LimitUse[]; feasible: boolean } {
  const sized = types.map((t) => {
    const smallest = mountTargetsNeeded(load, edition, t, u);
    const need = count === undefined ? smallest : { ...smallest, count };
    const quota = quotaInUse(edition, t, tenancy);
    const loads = mountTargetLimits(load, edition, t, need.count);
    let worst = 0;
    let worstMountTarget = 0;
    for (const l of loads) {
      const r = overTarget(l, u);
      worst = Math.max(worst, r);
      if (!isClientSide(l.id)) worstMountTarget = Math.max(worstMountTarget, r);
    }
    const option: FssOption = {
      mountTargetType: t,
      mountTargets: need.count,
      monthlyUSD: fssCost(edition, t, need.count, capacityGB, pricing).monthlyUSD,
      withinServiceQuota: !quota || need.count <= quota.value,
      binding: need.binding,
      serviceQuota: quota ? quota.value : null,
      fits: need.fits,
      overTargetPercent: finite(worst * 100),
    };
    return { option, loads, feasible: need.fits && worst <= 1 + 1e-9, worstMountTarget };
  });
  const anyFeasible = sized.some((s) => s.feasible);
  const pool = anyFeasible ? sized.filter((s) => s.feasible) : sized;
  const best = [...pool].sort((a, b) => {
    if (!anyFeasible) {
      // Within its target on the mount-target side counts as 1: the clients' side is the same for every type.
      const d = Math.max(1, a.worstMountTarget) - Math.max(1, b.worstMountTarget);
      if (Math.abs(d) > 1e-9) return d;
    }
    return compareOptions(a.option, b.option);
  })[0]!;
  return { options: sized.map((s) => s.option), chosen: best.option, loads: best.loads, feasible: best.feasible };
}

/**
 * Within the service quota per AD first; then the cheapest (HPMTs bill their capacity
 * entitlement), then the fewest mount targets. The same order holds when no type fits the
 * quota: the cheapest design is the answer, with the limit increase it needs.
 */
function compareOptions(a: FssOption, b: FssOption): number {
  if (a.fits !== b.fits) return a.fits ? -1 : 1;
  if (a.withinServiceQuota !== b.withinServiceQuota) return a.withinServiceQuota ? -1 : 1;
  if (Math.abs(a.monthlyUSD - b.monthlyUSD) > 0.005) return a.monthlyUSD - b.monthlyUSD;
  return a.mountTargets - b.mountTargets;
}
