/**
 * File Storage, recommend mode: how many mount targets of which type carry a requirement at
 * the target utilization, chosen within the service quota first, then by cost.
 */
import { splitDemand } from '../scenario/demand.ts';
import type { MountTargetType, SourceId } from '../../catalog/types.ts';
import { concurrencyNeed, type ConcurrencyNeed } from '../clients/concurrency.ts';
import type { FssReason } from '../results/reasons.ts';
import type { Cost, LimitUse, PlanWarning, Remedy } from '../results/parts.ts';
import type { FssRequirement, Pricing } from '../scenario/schema.ts';
import { assignClients, assumedClientOcpus, type ClientAssignment } from './clients.ts';
import { fssCost } from './cost.ts';
import { evaluateMountTargets, mountTargetEdition, type FssEvaluation } from './evaluate.ts';
import { loadFigures, loadFromRequirement } from './load.ts';
import { chooseDesign, type FssOption } from './choose.ts';
import { fssTypesFor } from './designOnly.ts';
import { NO_REMEDIES, withRemedies } from '../results/lazyRemedies.ts';
import { fssRemedies } from './remedies.ts';
import { fssWarnings } from './warnings.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../targetUtilization.ts';

export { mountTargetsNeeded, type FssOption } from './choose.ts';

/** The utilization designs are planned to unless the requirement sets its own (shared by every service). */
export { DEFAULT_TARGET_UTILIZATION_PERCENT };

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
  /** Why this type and count, as a code with its figures (`fss-none`: nothing fits, this is the closest). */
  readonly reason: FssReason;
  /** What would make the design carry the requirement, with figures from the model; empty when it does. */
  readonly remedies: readonly Remedy[];
  readonly alternatives: readonly FssOption[];
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

/** A design the user chose (on the chart) to weigh against the requirement in place of the recommendation. */
export interface FssChosen {
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
}

/**
 * Recommend mode: the mount-target type and count for a requirement. With `byUser` (a type the
 * edition has), that design is weighed instead, with everything a recommendation says of it:
 * its limits at the target, whether it carries the requirement, warnings, remedies and cost.
 */
export function recommendFileStorage(
  catalog: string | undefined,
  stated: FssRequirement,
  pricing?: Pricing,
  byUser?: FssChosen,
): FssRecommendation | undefined {
  const edition = mountTargetEdition(catalog);
  if (!edition) return undefined;
  // Totals and a read share, or reads and writes: planned alike (`splitDemand`).
  const requirement = splitDemand(stated);
  const u = (requirement.targetUtilizationPercent ?? DEFAULT_TARGET_UTILIZATION_PERCENT) / 100;
  const load = loadFromRequirement(requirement);
  const pinned = byUser && edition.mountTargets[byUser.mountTargetType] ? byUser : undefined;
  const types = fssTypesFor(edition, requirement.mountTargetType, pinned?.mountTargetType);
  if (types.length === 0) return undefined;
  const tenancy = requirement.tenancyLimits?.mountTargetsPerAd;
  const choice = chooseDesign(load, edition, types, u, requirement.capacityGB, pricing, pinned?.mountTargets, tenancy);
  const chosen = choice.chosen;
  const cost = fssCost(edition, chosen.mountTargetType, chosen.mountTargets, requirement.capacityGB, pricing);
  const loads = choice.loads;
  const need = concurrencyNeed(loadFigures(load, edition).frontEndOps, load.clients, load.concurrency);
  // The plan's warnings concern the requirement itself, not the design at saturation.
  const warnings = fssWarnings({
    edition,
    type: chosen.mountTargetType,
    mountTargets: chosen.mountTargets,
    tenancy,
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
  const delivered = evaluateMountTargets(edition, chosen.mountTargetType, chosen.mountTargets, load, {
    capacityGB: requirement.capacityGB,
    pricing,
    clientShapeKnown: requirement.clientShape !== undefined,
    targetUtilization: u,
    warnings,
  });
  const feasible = choice.feasible && delivered.feasible;
  // One plan, one answer: the evaluation of a recommendation states the plan's feasibility.
  const evaluation: FssEvaluation = delivered.feasible === feasible ? delivered : { ...delivered, feasible };
  const plan: FssRecommendation = {
    service: 'file-storage',
    mode: 'recommend',
    catalog: edition.id,
    design: { mountTargetType: chosen.mountTargetType, mountTargets: chosen.mountTargets },
    evaluation,
    loads,
    targetUtilizationPercent: u * 100,
    feasible,
    assignment: load.clients !== undefined ? assignClients(load.clients, chosen.mountTargets) : null,
    concurrencyNeeded: need,
    remedies: NO_REMEDIES,
    reason: explainChoice(chosen, choice.options, requirement.mountTargetType !== undefined, u, feasible, pinned !== undefined),
    alternatives: choice.options,
    warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
  return withRemedies(plan, feasible, () => fssRemedies({ requirement, edition, types, u, load, loads, pricing }));
}

/**
 * Why this type and count: the limit that sets the count at the target utilization, and why
 * this type (the user fixed it; the edition has one; the cheapest within the service quota;
 * none fits it; nothing carries the requirement and this is the closest), with the cheaper
 * types that need a limit increase.
 */
function explainChoice(chosen: FssOption, options: readonly FssOption[], fixed: boolean, u: number, feasible: boolean, byUser: boolean): FssReason {
  const others = options.filter((o) => o !== chosen);
  const code = byUser
    ? 'fss-chosen'
    : !feasible
      ? 'fss-none'
      : fixed
        ? 'fss-fixed'
        : others.length === 0
          ? 'fss-only'
          : chosen.withinServiceQuota
            ? 'fss-within'
            : 'fss-over';
  const cheaper =
    fixed || byUser || !feasible ? [] : others.filter((o) => o.fits && o.overTargetPercent <= 100 + 1e-7 && o.monthlyUSD < chosen.monthlyUSD - 0.005);
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
      // Rounded up: a design over its target never reads as 100%.
      overTargetPercent: Math.ceil(chosen.overTargetPercent - 1e-9),
    },
  };
}
