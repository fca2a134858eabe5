/**
 * File Storage, the design alone: the type and count a recommendation would choose, whether it
 * carries the requirement, its limits and its bill, without the rest of a recommendation (the
 * delivery at saturation, warnings, remedies, the clients' assignment). Planning over time asks
 * it once a month for every month a design stops carrying (`growth/services.ts`); the answer is
 * the recommendation's own (`recommendFileStorage` shares `fssTypesFor` and `chooseDesign`).
 */
import { splitDemand } from '../scenario/demand.ts';
import { mountTargetTypes } from '../../catalog/index.ts';
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import type { Cost, LimitUse } from '../results/parts.ts';
import type { FssRequirement, Pricing } from '../scenario/schema.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../targetUtilization.ts';
import { chooseDesign } from './choose.ts';
import { fssCost } from './cost.ts';
import { mountTargetEdition } from './evaluate.ts';
import { loadFromRequirement } from './load.ts';
import { deliverMountTargets } from './saturation.ts';

/** A File Storage design with what planning over time reads of it (a recommendation's fields of the same names). */
export interface FssDesignPlan {
  readonly service: 'file-storage';
  readonly design: { readonly mountTargetType: MountTargetType; readonly mountTargets: number };
  readonly loads: readonly LimitUse[];
  readonly targetUtilizationPercent: number;
  readonly feasible: boolean;
  readonly cost: Cost;
}

/**
 * The types a recommendation weighs: the one the user pinned (`pinnedType`), or every type the
 * edition has, narrowed to the requirement's own type when it names one.
 */
export function fssTypesFor(edition: FssMountTargetEdition, requirementType: MountTargetType | undefined, pinnedType?: MountTargetType): MountTargetType[] {
  return mountTargetTypes.filter((t) => (pinnedType ? pinnedType === t : edition.mountTargets[t] && (!requirementType || requirementType === t)));
}

/**
 * The recommendation's design for a requirement (mount-target editions; undefined for the 2019
 * one or when the edition has no type the requirement allows): `chooseDesign` at the target
 * utilization (percent, 70 unless the requirement says), feasible when the choice is and the
 * design's delivery breaks no hard limit (`deliverMountTargets`), billed by `fssCost`.
 */
export function designFileStorage(catalog: string | undefined, stated: FssRequirement, pricing?: Pricing): FssDesignPlan | undefined {
  const edition = mountTargetEdition(catalog);
  if (!edition) return undefined;
  const requirement = splitDemand(stated);
  const u = (requirement.targetUtilizationPercent ?? DEFAULT_TARGET_UTILIZATION_PERCENT) / 100;
  const load = loadFromRequirement(requirement);
  const types = fssTypesFor(edition, requirement.mountTargetType);
  if (types.length === 0) return undefined;
  const choice = chooseDesign(load, edition, types, u, requirement.capacityGB, pricing, undefined, requirement.tenancyLimits?.mountTargetsPerAd);
  const { mountTargetType, mountTargets } = choice.chosen;
  const feasible = choice.feasible && deliverMountTargets(load, edition, mountTargetType, mountTargets).feasible;
  return {
    service: 'file-storage',
    design: { mountTargetType, mountTargets },
    loads: choice.loads,
    targetUtilizationPercent: u * 100,
    feasible,
    cost: fssCost(edition, mountTargetType, mountTargets, requirement.capacityGB, pricing),
  };
}
