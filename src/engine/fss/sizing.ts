/**
 * File Storage, recommend mode: how many mount targets of which type carry a requirement at
 * the target utilization, chosen within the service quota first, then by cost.
 */
import { mountTargetTypes } from '../../catalog/index.ts';
import type { FssMountTargetEdition, MountTargetType, SourceId } from '../../catalog/types.ts';
import { concurrencyNeed, type ConcurrencyNeed } from '../concurrency.ts';
import type { FssReason } from '../reasons.ts';
import type { Cost, LimitId, LimitUse, PlanWarning } from '../results.ts';
import type { FssRequirement, Pricing } from '../scenario.ts';
import { ceilSafe, finite, floorSafe } from '../units.ts';
import { assignClients, assumedClientOcpus, type ClientAssignment } from './clients.ts';
import { fssCost } from './cost.ts';
import { evaluateMountTargets, mountTargetEdition, type FssEvaluation } from './evaluate.ts';
import { isClientSide, mountTargetLimits } from './limits.ts';
import { loadFigures, loadFromRequirement, type FssLoad } from './load.ts';
import { serviceQuotaFor } from './quota.ts';
import { fssWarnings } from './warnings.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../targetUtilization.ts';

/** The utilization designs are planned to unless the requirement sets its own (shared by every service). */
export { DEFAULT_TARGET_UTILIZATION_PERCENT };

export interface FssOption {
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  readonly monthlyUSD: number;
  /** Within the tenancy's service quota of this type per AD (true when none is known). */
  readonly withinServiceQuota: boolean;
  readonly binding: LimitId;
  /** The service quota of this type per AD (the documents' "default limit"), where one is known. */
  readonly serviceQuota: number | null;
  /** False when even one client per mount target is more than a mount target carries. */
  readonly fits: boolean;
}

export interface FssRecommendation {
  readonly service: 'file-storage';
  readonly mode: 'recommend';
  readonly catalog: string;
  readonly design: { readonly mountTargetType: MountTargetType; readonly mountTargets: number };
  /** What the design delivers at saturation for the requirement's shape. */
  readonly evaluation: FssEvaluation;
  /** Every limit of the design under the requirement itself (utilization, not saturation). */
  readonly loads: readonly LimitUse[];
  readonly targetUtilizationPercent: number;
  /**
   * Can the design carry the requirement? False when the clients (network or concurrency)
   * cannot move it, a hard limit is exceeded, or one client's share is more than a mount
   * target carries; the critical warnings say what to change.
   */
  readonly feasible: boolean;
  /** How the clients sit on the recommended mount targets, when the number of clients is known. */
  readonly assignment: ClientAssignment | null;
  /** What the requirement needs in flight at the File Storage latency, and what the clients have. */
  readonly concurrencyNeeded: ConcurrencyNeed;
  /** Why this type and count, as a code with its figures. */
  readonly reason: FssReason;
  readonly alternatives: readonly FssOption[];
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
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

/** Recommend mode: the mount-target type and count for a requirement. */
export function recommendFileStorage(catalog: string | undefined, requirement: FssRequirement, pricing?: Pricing): FssRecommendation | undefined {
  const edition = mountTargetEdition(catalog);
  if (!edition) return undefined;
  const u = (requirement.targetUtilizationPercent ?? DEFAULT_TARGET_UTILIZATION_PERCENT) / 100;
  const load = loadFromRequirement(requirement);
  const types = mountTargetTypes.filter((t) => edition.mountTargets[t] && (!requirement.mountTargetType || requirement.mountTargetType === t));
  if (types.length === 0) return undefined;
  const options: FssOption[] = types.map((t) => {
    const need = mountTargetsNeeded(load, edition, t, u);
    const quota = serviceQuotaFor(edition, t);
    return {
      mountTargetType: t,
      mountTargets: need.count,
      monthlyUSD: fssCost(edition, t, need.count, requirement.capacityGB, pricing).monthlyUSD,
      withinServiceQuota: !quota || need.count <= quota.value,
      binding: need.binding,
      serviceQuota: quota ? quota.value : null,
      fits: need.fits,
    };
  });
  const chosen = [...options].sort(compareOptions)[0]!;
  const cost = fssCost(edition, chosen.mountTargetType, chosen.mountTargets, requirement.capacityGB, pricing);
  const loads = mountTargetLimits(load, edition, chosen.mountTargetType, chosen.mountTargets);
  const need = concurrencyNeed(loadFigures(load, edition).frontEndOps, load.clients, load.concurrency);
  // The plan's warnings concern the requirement itself, not the design at saturation.
  const warnings = fssWarnings({
    edition,
    type: chosen.mountTargetType,
    mountTargets: chosen.mountTargets,
    load,
    capacityGB: requirement.capacityGB,
    cost,
    clientShapeKnown: requirement.clientShape !== undefined,
    targetUtilization: u,
    loads,
    shareFits: chosen.fits,
    concurrencyNeeded: need,
    assumedOcpus: assumedClientOcpus(requirement),
  });
  const evaluation = evaluateMountTargets(edition, chosen.mountTargetType, chosen.mountTargets, load, {
    capacityGB: requirement.capacityGB,
    pricing,
    clientShapeKnown: requirement.clientShape !== undefined,
    targetUtilization: u,
    warnings,
  });
  const clientsShort = loads.some((l) => isClientSide(l.id) && l.utilization > 1 + 1e-9);
  const hardBroken = loads.some((l) => l.hard && l.utilization > 1 + 1e-9);
  return {
    service: 'file-storage',
    mode: 'recommend',
    catalog: edition.id,
    design: { mountTargetType: chosen.mountTargetType, mountTargets: chosen.mountTargets },
    evaluation,
    loads,
    targetUtilizationPercent: u * 100,
    feasible: chosen.fits && !clientsShort && !hardBroken && evaluation.feasible,
    assignment: load.clients !== undefined ? assignClients(load.clients, chosen.mountTargets) : null,
    concurrencyNeeded: need,
    reason: explainChoice(chosen, options, requirement.mountTargetType !== undefined, u),
    alternatives: options,
    warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
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

/**
 * Why this type and count: the limit that sets the count at the target utilization, and why
 * this type (the user fixed it; the edition has one; the cheapest within the service quota;
 * none fits it), with the cheaper types that need a limit increase.
 */
function explainChoice(chosen: FssOption, options: readonly FssOption[], fixed: boolean, u: number): FssReason {
  const others = options.filter((o) => o !== chosen);
  const code = fixed ? 'fss-fixed' : others.length === 0 ? 'fss-only' : chosen.withinServiceQuota ? 'fss-within' : 'fss-over';
  const cheaper = fixed ? [] : others.filter((o) => o.fits && o.monthlyUSD < chosen.monthlyUSD - 0.005);
  return {
    code,
    params: {
      type: chosen.mountTargetType,
      mountTargets: chosen.mountTargets,
      binding: chosen.binding,
      targetPercent: Math.round(u * 100),
      monthlyUSD: chosen.monthlyUSD,
      serviceQuota: chosen.serviceQuota ?? 0,
      cheaper: cheaper.map((o) => ({ type: o.mountTargetType, mountTargets: o.mountTargets, monthlyUSD: o.monthlyUSD })),
    },
  };
}
