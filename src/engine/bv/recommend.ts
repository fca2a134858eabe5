/**
 * Block Volume, recommend mode: the performance level, volume size and count for a
 * requirement, chosen by cost with the tie rule (`options.ts`).
 */
import { bvDemandOf } from '../scenario/demand.ts';
import type { BvLevel, SourceId } from '../../catalog/types.ts';
import { concurrencyNeed, type Concurrency, type ConcurrencyNeed } from '../clients/concurrency.ts';
import type { BvReason } from '../results/reasons.ts';
import { bindingLimit, type Cost, type LimitUse, type PlanWarning, type Remedy } from '../results/parts.ts';
import { recommendWarnings } from './recommendWarnings.ts';
import type { BvRequirement, Pricing } from '../scenario/schema.ts';
import { evaluateSetting, limitsFor, type BvDesignOut, type BvEvaluation } from './evaluate.ts';
import { instanceLimits } from './instance.ts';
import { bvDemandOps, cheaperBeaten, ruledOutGroups, type BvOption } from './options.ts';
import { NO_REMEDIES, withRemedies } from '../results/lazyRemedies.ts';
import { closestDesign, pickFeasible, planLevels, remediesFor, worstRatio, type BvPlanContext } from './closest.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../targetUtilization.ts';
import { attachmentFor, bvConcurrency, bvEdition, findLevel, flexWithoutOcpus, hostBoundFor, type BvSetting } from './setting.ts';

export interface BvRecommendation {
  readonly service: 'block-volume';
  readonly mode: 'recommend';
  readonly catalog: string;
  readonly feasible: boolean;
  /** The cheapest design that carries the requirement; when none does, the closest (`closest.ts`). */
  readonly design: BvDesignOut;
  readonly evaluation: BvEvaluation;
  readonly loads: readonly LimitUse[];
  /** What every performance limit was planned to (hard limits: 100%); concurrency is the client's, at 100%. */
  readonly targetUtilizationPercent: number;
  readonly reason: BvReason;
  readonly alternatives: readonly BvOption[];
  /** What the requirement needs in flight at the Block Volume latency. */
  readonly concurrencyNeeded: ConcurrencyNeed;
  /** What would make the requirement fit, when it does not (empty when it does). */
  readonly remedies: readonly Remedy[];
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

/** A design the user chose (on the chart) to weigh against the requirement in place of the recommendation. */
export interface BvChosen {
  readonly performanceLevel: string;
  readonly volumeSizeGB: number;
  readonly volumes: number;
}

/**
 * Recommend mode: performance level, volume size and count, chosen by cost, with every
 * performance limit at the target utilization (default `DEFAULT_TARGET_UTILIZATION_PERCENT`).
 * With `byUser` (a level the edition has; size in GB held to the edition's smallest and
 * largest volume), that design is weighed instead (reason `bv-chosen`): it carries the
 * requirement when every performance limit is within the target, the attachments within the
 * instance's, the volumes hold the capacity and the level can be attached.
 */
export function recommendBlockVolume(
  catalog: string | undefined,
  stated: BvRequirement,
  pricing?: Pricing,
  byUser?: BvChosen,
  capacityAskedGB?: number,
): BvRecommendation | undefined {
  const s = recommendSetup(catalog, stated, pricing);
  if (!s) return undefined;
  const choice = chooseDesign(s, byUser);
  const { setting } = choice;
  const ops = bvDemandOps(s.r);
  const concurrency = s.concurrency;
  const concurrencyShort = concurrency.opsPerClient !== null && ops > concurrency.opsPerClient * (1 + 1e-9);
  const need = concurrencyNeed(ops, 1, concurrency);
  const extra = recommendWarnings({
    edition: s.context.edition,
    instance: s.context.instance,
    requirement: s.r,
    setting,
    picked: choice.picked !== undefined,
    ops,
    concurrency,
    need,
    concurrencyShort,
    capacityAskedGB,
  });
  const feasible = choice.fits && !concurrencyShort;
  const evaluation = evaluateSetting(setting, pricing, extra, feasible);
  const loads = limitsFor(setting, ops);
  const remedies = lazyRemedies(s, choice, loads, concurrencyShort ? need.outstanding : null);
  const plan: BvRecommendation = {
    service: 'block-volume',
    mode: 'recommend',
    catalog: s.context.edition.id,
    feasible,
    design: evaluation.design,
    evaluation,
    loads,
    targetUtilizationPercent: s.targetPercent,
    reason: recommendReason(s, choice, ops, feasible),
    alternatives: choice.options,
    remedies: NO_REMEDIES,
    concurrencyNeeded: need,
    warnings: evaluation.warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
  return withRemedies(plan, feasible, remedies);
}

type SettingOf = (d: { readonly level: BvLevel; readonly volumes: number; readonly sizeGB: number }) => BvSetting;

/** What a recommendation plans with, worked out once: the requirement as demand, the context, the target, the client's concurrency. */
interface RecommendSetup {
  readonly r: BvRequirement;
  readonly context: BvPlanContext;
  readonly targetPercent: number;
  /** The target utilization, a fraction 0–1. */
  readonly u: number;
  readonly concurrency: Concurrency;
  /** A design as a setting: at least one volume, each at least the edition's smallest. */
  readonly settingOf: SettingOf;
}

/** The edition, the requirement (its own way or the comparison's), the instance and attachment, the levels in play; none without an edition or a level. */
function recommendSetup(catalog: string | undefined, stated: BvRequirement, pricing: Pricing | undefined): RecommendSetup | undefined {
  const edition = bvEdition(catalog);
  if (!edition) return undefined;
  // Its own way (IOPS, MB/s, a read share) or the comparison's (`bvDemandOf`): one plan either way.
  const r = bvDemandOf(stated);
  const { attachment, forced } = attachmentFor(r.attachment, r.instanceShape);
  const instance = r.instanceShape ? instanceLimits(r.instanceShape, r.ocpus, attachment, edition.maxAttachmentsPerInstance) : null;
  const levels = r.performanceLevel ? edition.levels.filter((l) => l.id === r.performanceLevel) : edition.levels;
  if (levels.length === 0) return undefined;
  const targetPercent = r.targetUtilizationPercent ?? DEFAULT_TARGET_UTILIZATION_PERCENT;
  const host = hostBoundFor(edition, instance);
  const concurrency = bvConcurrency(r);
  const settingOf: SettingOf = (d) => ({
    edition,
    level: d.level,
    volumes: Math.max(1, d.volumes),
    sizeGB: Math.max(edition.minVolumeGB.value, d.sizeGB),
    ioSizeKiB: r.ioSizeKiB,
    attachment,
    instance,
    host,
    concurrency,
    ocpusAssumed: flexWithoutOcpus(r.instanceShape, r.ocpus),
    shapeName: r.instanceShape,
    attachmentForced: forced,
  });
  const context: BvPlanContext = { edition, levels, instance, attachment, host, pricing };
  return { r, context, targetPercent, u: targetPercent / 100, concurrency, settingOf };
}

/** The design weighed, and how it was found. */
interface DesignChoice {
  /** Every level's option at the target (the alternatives). */
  readonly options: readonly BvOption[];
  /** The cheapest option that carries the requirement, if any does. */
  readonly picked: BvOption | undefined;
  /** The design the user chose, when one was given and its level exists. */
  readonly pinned: { readonly setting: BvSetting; readonly fits: boolean } | undefined;
  /** Every level needs a multipath attachment the instance cannot make. */
  readonly multipathOnly: boolean;
  readonly setting: BvSetting;
  /** The design carries the requirement (before the client's concurrency is weighed). */
  readonly fits: boolean;
}

/** The user's design, else the cheapest that carries the requirement, else the closest (`closestDesign`). */
function chooseDesign(s: RecommendSetup, byUser: BvChosen | undefined): DesignChoice {
  const { context, r, u, settingOf } = s;
  const { edition, levels, instance } = context;
  const options = planLevels(context, r, u);
  const picked = pickFeasible(options);
  const pinnedLevel = byUser ? edition.levels.find((l) => l.id === byUser.performanceLevel) : undefined;
  const pinned = pinnedLevel && byUser ? chosenDesign(context, r, u, pinnedLevel, byUser, settingOf) : undefined;
  // No level carries it: the closest design, or (every level needs a multipath attachment the
  // instance cannot make) the cheapest level planned as if it could.
  const multipathOnly = !picked && options.every((o) => o.reason === 'needs-multipath');
  const asIfMultipath: BvPlanContext = { ...context, instance: instance && { ...instance, uhpCapable: true } };
  const closest =
    picked || pinned
      ? undefined
      : multipathOnly
        ? closestDesign(asIfMultipath, r, planLevels(asIfMultipath, r, u), u, settingOf)
        : closestDesign(context, r, options, u, settingOf);
  const chosenLevel = picked ? findLevel(edition, picked.performanceLevel)! : (closest?.design.level ?? levels[0]!);
  const setting =
    pinned?.setting ??
    settingOf(
      picked
        ? { level: chosenLevel, volumes: picked.volumes, sizeGB: picked.volumeSizeGB }
        : (closest?.design ?? { level: chosenLevel, volumes: 1, sizeGB: edition.minVolumeGB.value }),
    );
  return { options, picked, pinned, multipathOnly, setting, fits: pinned ? pinned.fits : picked !== undefined };
}

/** What would make the requirement fit, worked out only when asked (`withRemedies`). */
function lazyRemedies(s: RecommendSetup, choice: DesignChoice, loads: readonly LimitUse[], outstandingNeeded: number | null): () => Remedy[] {
  const { context, r, u } = s;
  const binding = bindingLimit(loads.filter((l) => !l.hard && l.id !== 'concurrency'));
  return () =>
    remediesFor({
      context,
      requirement: r,
      targetUtilization: u,
      instanceBound: !!binding && binding.utilization > u * (1 + 1e-9) && (binding.id === 'instanceIops' || binding.id === 'instanceThroughput'),
      multipathOnly: choice.multipathOnly,
      outstandingNeeded,
      opsPerInstance: s.concurrency.opsPerClient,
      otherLevels: r.performanceLevel ? { ...context, levels: context.edition.levels.filter((l) => l.id !== r.performanceLevel) } : null,
    });
}

/** Why this design: the user's, none carries it, the tie rule, or the cheapest. */
function recommendReason(s: RecommendSetup, choice: DesignChoice, ops: number, feasible: boolean): BvReason {
  const { r } = s;
  const { picked, pinned, options, setting } = choice;
  const cheapestFeasible = picked && !pinned ? cheaperBeaten(picked, options) : undefined;
  return {
    code: pinned ? 'bv-chosen' : !feasible ? 'bv-none' : cheapestFeasible ? 'bv-tie' : 'bv-cheapest',
    params: {
      level: setting.level.id,
      volumes: setting.volumes,
      volumeSizeGB: setting.sizeGB,
      opsPerSecond: ops,
      ioSizeKiB: r.ioSizeKiB,
      capacityGB: r.capacityGB,
      tieVolumes: cheapestFeasible?.volumes ?? 0,
      tieMonthlyUSD: cheapestFeasible?.monthlyUSD ?? 0,
      ruledOut: feasible && !pinned ? ruledOutGroups(options) : [],
    },
  };
}

/**
 * The design the user chose, as a setting, and whether it carries the requirement: every
 * performance limit within the target (`worstRatio`), every hard limit within 100%, the
 * volumes hold the capacity (GB), and the level can be attached (not multipath-only on an
 * instance that cannot make one).
 */
function chosenDesign(
  c: BvPlanContext,
  r: BvRequirement,
  u: number,
  level: BvLevel,
  d: BvChosen,
  settingOf: SettingOf,
): { readonly setting: BvSetting; readonly fits: boolean } {
  const sizeGB = Math.min(c.edition.maxVolumeGB.value, d.volumeSizeGB);
  const setting = settingOf({ level, volumes: d.volumes, sizeGB });
  const ops = bvDemandOps(r);
  const hardOk = limitsFor(setting, ops).every((l) => !l.hard || l.utilization <= 1 + 1e-9);
  const holds = setting.volumes * setting.sizeGB >= r.capacityGB * (1 - 1e-9);
  const attachable = planLevels({ ...c, levels: [level] }, r, u)[0]?.reason !== 'needs-multipath';
  return { setting, fits: worstRatio(setting, ops, u) <= 1 + 1e-9 && hardOk && holds && attachable };
}
