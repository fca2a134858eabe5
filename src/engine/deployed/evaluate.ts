/**
 * Each design read (`designsOf`) weighed against the requirement, the way the comparison weighs a
 * design the user chose on a chart (`compareServices` with `chosen`: every limit at the target
 * utilization, the capacity, shared access and latency asked), beside the comparison's own
 * recommendation of the same service (the cheapest design that carries). A planner rule:
 * - carries: the design carries the requirement, and nothing of its service that carries is
 *   cheaper by a cent or more a month;
 * - over-provisioned: it carries, and the recommendation carries for less (the saving, USD a month);
 * - short: it does not carry; the change that fixes it is the recommendation, when one carries.
 * With growth, the runway of the design (the first month it no longer carries, `planOverTime`).
 */
import { compareServices, servicePlan, type CompareEntry, type CompareResult, type ServiceId } from '../compare/index.ts';
import { serviceUtilization, type ServiceUtilization } from '../curves/limitUtilization.ts';
import { planOverTime } from '../growth/index.ts';
import type { Runway } from '../growth/types.ts';
import type { Cost, LimitUse, PlanWarning } from '../results/parts.ts';
import type { Catalogs, Chosen, CompareRequirement, Growth, Pricing } from '../scenario/schema.ts';
import type { DeployedDesign, DeployedSet } from './types.ts';

export const deployedVerdicts = ['carries', 'over-provisioned', 'short'] as const;
export type DeployedVerdict = (typeof deployedVerdicts)[number];

/** A design as the comparison's `chosen` names it: one service's part. */
export type SizedDesign =
  | { readonly service: 'file-storage'; readonly design: NonNullable<Chosen['fileStorage']> }
  | { readonly service: 'block-volume'; readonly design: NonNullable<Chosen['blockVolume']> }
  | { readonly service: 'dense-io'; readonly design: NonNullable<Chosen['denseIo']> }
  | { readonly service: 'lustre'; readonly design: NonNullable<Chosen['lustre']> };

/** Another design of the same service, with its price (USD a month; null unpriced). */
export interface OtherDesign {
  readonly sized: SizedDesign;
  readonly monthlyUSD: number | null;
}

export interface DesignEvaluation {
  readonly design: DeployedDesign;
  readonly verdict: DeployedVerdict;
  /** Today's use of each limit of the design, at the requirement. */
  readonly loads: readonly LimitUse[];
  readonly targetUtilizationPercent: number;
  /** The service's bill for the design, lines and total (USD a month). */
  readonly cost: Cost;
  /** The entry's monthly price (storage; Dense I/O its instances), null when unpriced. */
  readonly monthlyUSD: number | null;
  /** The plan's warnings (a critical one is why the design does not fit). */
  readonly warnings: readonly PlanWarning[];
  /** The comparison's entry for the design: why it does not fit, its caveats, its whole bill. */
  readonly entry: CompareEntry;
  /** With growth: the first month the design no longer carries (null month: the whole horizon). */
  readonly runway: Runway | null;
  /** Over-provisioned: the cheapest design that carries, and the saving (USD a month). */
  readonly cheaper?: OtherDesign & { readonly savingUSD: number };
  /** Short: the design that carries (null when no design of the service does). */
  readonly fix?: OtherDesign | null;
}

export interface DeployedEvaluation {
  readonly designs: readonly DesignEvaluation[];
  readonly unmodelled: DeployedSet['unmodelled'];
  /** Every design carries the requirement (and there is at least one). */
  readonly carries: boolean;
  /** The designs' monthly prices added up, USD (null when one is unpriced). */
  readonly monthlyUSD: number | null;
}

/** What the requirement is weighed with: catalogs, pricing, growth (all optional). */
export interface EvaluateOptions {
  readonly catalogs?: Catalogs;
  readonly pricing?: Pricing;
  readonly growth?: Growth;
}

/** A read design as the comparison's `chosen`. */
export function sizedOf(d: DeployedDesign): SizedDesign {
  switch (d.service) {
    case 'file-storage':
      return { service: d.service, design: { mountTargetType: d.mountTargetType, mountTargets: d.mountTargets } };
    case 'block-volume':
      return { service: d.service, design: { performanceLevel: d.performanceLevel, volumeSizeGB: d.volumeSizeGB, volumes: d.volumes } };
    case 'dense-io':
      return { service: d.service, design: { shape: d.shape } };
    case 'lustre':
      return { service: d.service, design: { performanceTierMBpsPerTB: d.performanceTierMBpsPerTB, capacityGB: d.capacityGB } };
  }
}

const chosenOf = (s: SizedDesign): Chosen =>
  s.service === 'file-storage'
    ? { fileStorage: s.design }
    : s.service === 'block-volume'
      ? { blockVolume: s.design }
      : s.service === 'dense-io'
        ? { denseIo: s.design }
        : { lustre: s.design };

/** The design a comparison's plan of a service holds, as `chosen` would name it. */
export function sizedOfPlan(result: CompareResult, service: ServiceId): SizedDesign {
  switch (service) {
    case 'file-storage': {
      const p = result.fileStorage;
      const e = 'evaluation' in p ? p.evaluation : p;
      const d = 'mountTargetType' in e ? e : { mountTargetType: 'standard' as const, mountTargets: 1 };
      return { service, design: { mountTargetType: d.mountTargetType, mountTargets: d.mountTargets } };
    }
    case 'block-volume': {
      const d = result.blockVolume.design;
      return { service, design: { performanceLevel: d.performanceLevel, volumeSizeGB: d.volumeSizeGB, volumes: d.volumes } };
    }
    case 'dense-io':
      return { service, design: { shape: result.denseIo.design.shape, raid: result.denseIo.design.raid } };
    case 'lustre': {
      const d = result.lustre.design;
      return { service, design: { performanceTierMBpsPerTB: d.performanceTierMBpsPerTB, capacityGB: d.capacityGB } };
    }
  }
}

const entryOf = (r: CompareResult, s: ServiceId): CompareEntry => r.entries.find((e) => e.service === s)!;

/** One design weighed against the requirement, beside the recommendation of its service (`recommended`). */
export function evaluateDesign(design: DeployedDesign, req: CompareRequirement, recommended: CompareResult, o: EvaluateOptions = {}): DesignEvaluation {
  const sized = sizedOf(design);
  const weighed = compareServices(req, o.catalogs, o.pricing, undefined, chosenOf(sized));
  const plan = servicePlan(weighed, design.service);
  const entry = entryOf(weighed, design.service);
  const runway = o.growth ? (planOverTime(req, o.growth, weighed, o.pricing).services.find((s) => s.service === design.service)?.runway ?? null) : null;
  const rec = entryOf(recommended, design.service);
  const other: OtherDesign = { sized: sizedOfPlan(recommended, design.service), monthlyUSD: rec.monthlyUSD };
  const base = {
    design,
    loads: plan.loads,
    targetUtilizationPercent: plan.targetUtilizationPercent,
    cost: plan.cost,
    monthlyUSD: entry.monthlyUSD,
    warnings: plan.warnings,
    entry,
    runway,
  };
  if (!entry.fits) return { ...base, verdict: 'short', fix: rec.fits ? other : null };
  const saving = entry.monthlyUSD !== null && rec.monthlyUSD !== null ? entry.monthlyUSD - rec.monthlyUSD : 0;
  if (rec.fits && saving >= 0.01) return { ...base, verdict: 'over-provisioned', cheaper: { ...other, savingUSD: saving } };
  return { ...base, verdict: 'carries' };
}

/** Every design of a side weighed against the requirement. */
export function evaluateDeployed(set: DeployedSet, req: CompareRequirement, o: EvaluateOptions = {}): DeployedEvaluation {
  const recommended = compareServices(req, o.catalogs, o.pricing);
  const designs = set.designs.map((d) => evaluateDesign(d, req, recommended, o));
  const prices = designs.map((d) => d.monthlyUSD);
  return {
    designs,
    unmodelled: set.unmodelled,
    carries: designs.length > 0 && designs.every((d) => d.verdict !== 'short'),
    monthlyUSD: prices.some((p) => p === null) ? null : prices.reduce<number>((s, p) => s + p!, 0),
  };
}

/** A design's limits as the limit-utilization chart draws them (percent, the binding one marked, `bindingIndex`). */
export function designUtilization(e: DesignEvaluation): ServiceUtilization {
  return serviceUtilization(e.design.service, e.loads, e.targetUtilizationPercent);
}
