/**
 * Each service planned for one month, the way the service can change from the design it has:
 * File Storage adds or removes mount targets and changes their type; Block Volume grows or adds
 * volumes and retunes their VPUs; Lustre grows by its capacity steps at the tier it has and
 * never shrinks; Dense I/O cannot grow in place (a bigger shape is a migration that copies the
 * data). The plans are the services' own recommendations (`compare/`), run on the month's
 * requirement; only the constraints here are this module's.
 */
import { bvCost, bvEdition, findLevel, recommendBlockVolume, type BvRecommendation } from '../bv/index.ts';
import { bvRequirementOf, dioPlanOf, dioRequirementOf, fssRequirementOf, lustreRequirementOf } from '../compare/index.ts';
import type { CompareResult, ServiceId } from '../compare/types.ts';
import { recommendDenseIo, type DioRecommendation } from '../dio/index.ts';
import {
  designFileStorage,
  fssCost,
  mountTargetEdition,
  recommendFileStorage,
  recommendFss2019,
  type Fss2019Recommendation,
  type FssDesignPlan,
  type FssRecommendation,
} from '../fss/index.ts';
import { recommendLustre, toMilliGB, type LustreRecommendation } from '../lustre/index.ts';
import { limitUsesOf, type LimitUse } from '../results/parts.ts';
import { BV_MAX_CAPACITY_GB } from '../scenario/fields.ts';
import type { Catalogs, CompareRequirement, Pricing } from '../scenario/schema.ts';
import type { GrowthEventKind } from './types.ts';
import { ownAt, type OwnRequirement } from './own.ts';
import { ceilSafe } from '../units.ts';

/** A design as planning over time holds it: a service's recommendation, or File Storage's design alone (`designFileStorage`). */
export type Planned = FssRecommendation | FssDesignPlan | Fss2019Recommendation | BvRecommendation | DioRecommendation | LustreRecommendation;

/** What the carry check reads of a limit (`carry.ts`). */
export type LimitFigures = Pick<LimitUse, 'id' | 'unit' | 'hard' | 'demand' | 'capacity'>;

/** The plan's limits, with the data the design must hold where the model leaves it out (Block Volume's volumes, Lustre's capacity). */
export function limitsOf(service: ServiceId, p: Planned, capacityGB: number): LimitFigures[] {
  const out: LimitFigures[] = [...limitUsesOf(p)];
  if (service === 'block-volume') {
    const d = (p as BvRecommendation).design;
    out.push({ id: 'storedCapacity', unit: 'GB', hard: true, demand: Math.min(capacityGB, BV_MAX_CAPACITY_GB), capacity: d.volumes * d.volumeSizeGB });
  }
  if (service === 'lustre')
    // Read to the thousandth of a GB a capacity step is held to (`holdsGB`): a step holds what it holds.
    out.push({ id: 'storedCapacity', unit: 'GB', hard: true, demand: toMilliGB(capacityGB) / 1000, capacity: (p as LustreRecommendation).design.capacityGB });
  return out;
}

const designKeys = new WeakMap<object, string>();

/** A key of the design alone: two months with equal keys have the same design (remembered per design object). */
export function designKeyOf(p: Planned): string {
  let key = designKeys.get(p.design);
  if (key === undefined) designKeys.set(p.design, (key = JSON.stringify(p.design)));
  return key;
}

/**
 * The service's monthly price of a design as a function of the data it holds, GB → USD (null
 * where a price is not published). File Storage bills the data stored each month, and an HPMT
 * the larger of its entitlement and the data (`fssCost`: linear on each side of the
 * entitlement, so two prices of it give every month's); the 2019 edition bills the data, so
 * its price scales with it; the other services bill what they provision, whatever the data.
 */
export function monthlyPriceOf(
  service: ServiceId,
  p: Planned,
  plannedCapacityGB: number,
  ids: Required<Catalogs>,
  pricing?: Pricing,
): (capacityGB: number) => number | null {
  if (!p.cost.complete) return () => null;
  const flat = p.cost.monthlyUSD;
  if (service !== 'file-storage') return () => flat;
  const d = (p as FssRecommendation).design;
  const edition = mountTargetEdition(ids.fileStorage);
  if (edition && 'mountTargetType' in d) {
    const entitlement = (edition.mountTargets[d.mountTargetType]?.capacityEntitlementGB.value ?? 0) * d.mountTargets;
    const unit = entitlement > 0 ? entitlement : 1;
    const perStoredGB = fssCost(edition, d.mountTargetType, d.mountTargets, unit, pricing).monthlyUSD / unit;
    const perEntitledGB = entitlement > 0 ? fssCost(edition, d.mountTargetType, d.mountTargets, 0, pricing).monthlyUSD / entitlement : 0;
    return (gb) => perStoredGB * gb + perEntitledGB * Math.max(0, entitlement - gb);
  }
  return (gb) => (plannedCapacityGB > 0 ? (flat * gb) / plannedCapacityGB : flat);
}

/** Today's plan of a service in a comparison. */
export function todayOf(today: CompareResult, service: ServiceId): Planned {
  switch (service) {
    case 'file-storage':
      return today.fileStorage;
    case 'block-volume':
      return today.blockVolume;
    case 'dense-io':
      return today.denseIo;
    case 'lustre':
      return today.lustre;
  }
}

/**
 * The service's recommendation for a month's requirement, starting from the design it has.
 * Lustre keeps its tier and at least its capacity (the file system is grown, never shrunk, and
 * no tier change in place is documented: assumed); when no capacity at that tier carries the
 * month and another tier would, it is a new file system (`migrate-file-system`).
 */
export function planMonth(service: ServiceId, r: CompareRequirement, from: Planned, ids: Required<Catalogs>, pricing?: Pricing, own?: OwnRequirement): Planned {
  // A one-service plan: the month's demand in that service's own requirement (`own.ts`).
  switch (service) {
    case 'file-storage': {
      const req = own?.service === 'file-storage' ? ownAt(own, r) : fssRequirementOf(r);
      const edition = mountTargetEdition(ids.fileStorage);
      if (!edition) return recommendFss2019(req, pricing);
      const type = req.mountTargetType && edition.mountTargets[req.mountTargetType] ? req.mountTargetType : undefined;
      // The recommendation's design alone: the months read nothing else of it.
      return designFileStorage(ids.fileStorage, { ...req, mountTargetType: type }, pricing)!;
    }
    case 'block-volume':
      return recommendBlockVolume(ids.blockVolume, own?.service === 'block-volume' ? ownAt(own, r) : bvRequirementOf(r), pricing)!;
    case 'dense-io':
      // One service: planned as its own recommend plans it (no comparison's hosts or RAID rule).
      if (own?.service === 'dense-io') return recommendDenseIo(ids.denseIo, ownAt(own, r), pricing)!;
      return recommendDenseIo(ids.denseIo, dioRequirementOf(r), pricing, dioPlanOf(r))!;
    case 'lustre': {
      const held = (from as LustreRecommendation).design;
      const req = own?.service === 'lustre' ? ownAt(own, r) : lustreRequirementOf(r);
      const grown = recommendLustre(
        ids.lustre,
        { ...req, capacityGB: Math.max(req.capacityGB ?? 0, held.capacityGB), performanceTierMBpsPerTB: held.performanceTierMBpsPerTB },
        pricing,
      );
      if (grown.feasible) return grown;
      const anew = recommendLustre(ids.lustre, req, pricing);
      return anew.feasible ? anew : grown;
    }
  }
}

/**
 * The same design weighed against a month's requirement, when the service can weigh a fixed
 * design: File Storage's planner takes a design chosen in place of its recommendation; Lustre
 * at the design's tier and at least its capacity keeps that capacity exactly when it carries.
 * Block Volume and Dense I/O: the month's plan from this design, which is this design only when
 * it is still the cheapest that carries (null when it is another).
 */
export function weighDesign(
  service: ServiceId,
  r: CompareRequirement,
  held: Planned,
  ids: Required<Catalogs>,
  pricing?: Pricing,
  own?: OwnRequirement,
): Planned | null {
  if (service === 'file-storage') {
    const d = held.design;
    if (!('mountTargetType' in d)) return null;
    const req = own?.service === 'file-storage' ? ownAt(own, r) : fssRequirementOf(r);
    return recommendFileStorage(ids.fileStorage, req, pricing, { mountTargetType: d.mountTargetType, mountTargets: d.mountTargets }) ?? null;
  }
  const again = planMonth(service, r, held, ids, pricing, own);
  return again.feasible && designKeyOf(again) === designKeyOf(held) ? again : null;
}

/**
 * Block Volume grown in place when only the data has outgrown it: the same volumes at the same
 * level, each made larger (ceil(data / volumes) GB, up to the edition's largest volume). A
 * volume's performance rises with its size (the per-GB rule, S-BVPERF) and the instance's
 * limits do not depend on it, so every limit that held still holds; the price is the edition's
 * per GB at that level (`bvCost`). Null when the volumes would pass the largest size (the
 * service is then planned again).
 */
export function growBvInPlace(p: BvRecommendation, capacityGB: number, ids: Required<Catalogs>, pricing?: Pricing): BvRecommendation | null {
  const edition = bvEdition(ids.blockVolume);
  const level = edition && findLevel(edition, p.design.performanceLevel, p.design.vpusPerGB);
  if (!edition || !level) return null;
  // Whole GB as the recommendation reads them (`ceilSafe`, bv/options.ts): float noise never adds a GB.
  const sizeGB = ceilSafe(Math.min(capacityGB, BV_MAX_CAPACITY_GB) / p.design.volumes);
  if (sizeGB > edition.maxVolumeGB.value || sizeGB <= p.design.volumeSizeGB) return null;
  return { ...p, design: { ...p.design, volumeSizeGB: sizeGB }, cost: bvCost(level, p.design.volumes, sizeGB, pricing) };
}

/** A design's figure, or 0 where it has none. */
function num(o: Record<string, unknown>, k: string): number {
  return typeof o[k] === 'number' ? (o[k] as number) : 0;
}

/** How a design changed from one month to the next, as the kinds of change the service makes. */
export function changesOf(service: ServiceId, from: Planned, to: Planned): GrowthEventKind[] {
  const kinds: GrowthEventKind[] = [];
  const a = from.design as unknown as Record<string, unknown>;
  const b = to.design as unknown as Record<string, unknown>;
  switch (service) {
    case 'file-storage':
      if ('model' in b) {
        if (num(b, 'capacityGB') !== num(a, 'capacityGB')) kinds.push('grow-capacity');
        break;
      }
      if (a.mountTargetType !== b.mountTargetType) kinds.push('change-mount-target-type');
      if (num(b, 'mountTargets') > num(a, 'mountTargets')) kinds.push('add-mount-targets');
      if (num(b, 'mountTargets') < num(a, 'mountTargets')) kinds.push('remove-mount-targets');
      break;
    case 'block-volume':
      if (num(b, 'volumes') < num(a, 'volumes') || num(b, 'volumeSizeGB') < num(a, 'volumeSizeGB')) kinds.push('rebuild-volumes');
      else {
        if (num(b, 'volumeSizeGB') > num(a, 'volumeSizeGB')) kinds.push('grow-volumes');
        if (num(b, 'volumes') > num(a, 'volumes')) kinds.push('add-volumes');
      }
      if (a.performanceLevel !== b.performanceLevel || num(a, 'vpusPerGB') !== num(b, 'vpusPerGB')) kinds.push('retune-vpus');
      if (a.instanceShape !== b.instanceShape || a.attachment !== b.attachment) kinds.push('change-instance');
      break;
    case 'dense-io':
      kinds.push('migrate-shape');
      break;
    case 'lustre':
      if (a.performanceTierMBpsPerTB !== b.performanceTierMBpsPerTB || num(b, 'capacityGB') < num(a, 'capacityGB')) kinds.push('migrate-file-system');
      else kinds.push('grow-capacity');
      break;
  }
  return kinds.length > 0 ? kinds : ['redesign'];
}
