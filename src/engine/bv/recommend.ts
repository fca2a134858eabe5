/**
 * Block Volume, recommend mode: the performance level, volume size and count for a
 * requirement, chosen by cost with the tie rule (`options.ts`).
 */
import type { SourceId } from '../../catalog/types.ts';
import { concurrencyNeed, type ConcurrencyNeed } from '../concurrency.ts';
import type { BvReason } from '../reasons.ts';
import type { Cost, LimitUse, PlanWarning } from '../results.ts';
import type { BvRequirement, Pricing } from '../scenario.ts';
import { evaluateSetting, limitsFor, type BvDesignOut, type BvEvaluation } from './evaluate.ts';
import { instanceLimits } from './instance.ts';
import { bvDemandOps, cheaperBeaten, pickByTieRule, planLevel, ruledOutGroups, type BvOption } from './options.ts';
import { bvConcurrency, bvEdition, findLevel, flexWithoutOcpus, hostBoundFor, type BvSetting } from './setting.ts';

export interface BvRecommendation {
  readonly service: 'block-volume';
  readonly mode: 'recommend';
  readonly catalog: string;
  readonly feasible: boolean;
  readonly design: BvDesignOut;
  readonly evaluation: BvEvaluation;
  readonly loads: readonly LimitUse[];
  readonly reason: BvReason;
  readonly alternatives: readonly BvOption[];
  /** What the requirement needs in flight at the Block Volume latency. */
  readonly concurrencyNeeded: ConcurrencyNeed;
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

/** Recommend mode: performance level, volume size and count, chosen by cost. */
export function recommendBlockVolume(catalog: string | undefined, r: BvRequirement, pricing?: Pricing): BvRecommendation | undefined {
  const edition = bvEdition(catalog);
  if (!edition) return undefined;
  const attachment = r.attachment ?? 'iscsi';
  const instance = r.instanceShape ? instanceLimits(r.instanceShape, r.ocpus, attachment, edition.maxAttachmentsPerInstance) : null;
  const levels = r.performanceLevel ? edition.levels.filter((l) => l.id === r.performanceLevel) : edition.levels;
  if (levels.length === 0) return undefined;
  const host = hostBoundFor(edition, instance);
  const concurrency = bvConcurrency(r);
  const options = levels.map((level) => planLevel(edition, level, r, instance, attachment, pricing, host));
  const feasibleOptions = options.filter((o) => o.feasible);
  const beyond = options
    .filter((o) => o.volumes > 0 && (o.reason === 'beyond-instance' || o.reason === 'beyond-host'))
    .sort((a, b) => a.monthlyUSD - b.monthlyUSD);
  const chosen = pickByTieRule(feasibleOptions) ?? beyond[0] ?? [...options].sort((a, b) => b.volumes * b.volumeSizeGB - a.volumes * a.volumeSizeGB)[0]!;
  const level = findLevel(edition, chosen.performanceLevel)!;
  const setting: BvSetting = {
    edition,
    level,
    volumes: Math.max(1, chosen.volumes),
    sizeGB: Math.max(edition.minVolumeGB.value, chosen.volumeSizeGB),
    ioSizeKiB: r.ioSizeKiB,
    attachment,
    instance,
    host,
    concurrency,
    ocpusAssumed: flexWithoutOcpus(r.instanceShape, r.ocpus),
  };
  const extra: PlanWarning[] = [];
  const ops = bvDemandOps(r);
  const concurrencyShort = concurrency.opsPerClient !== null && ops > concurrency.opsPerClient * (1 + 1e-9);
  if (!chosen.feasible) {
    extra.push({
      id: 'bv-infeasible',
      severity: 'critical',
      params: { variant: instance ? 'shape' : 'instance', iops: ops, ioSizeKiB: r.ioSizeKiB, shape: instance?.shapeId ?? '' },
      sources: ['S-BVPERF'],
    });
  }
  const need = concurrencyNeed(ops, 1, concurrency);
  if (concurrencyShort) {
    extra.push({
      id: 'bv-concurrency',
      severity: 'critical',
      params: {
        outstanding: concurrency.outstandingPerClient ?? 0,
        latencyMs: concurrency.latencyMs,
        maxOps: concurrency.opsPerClient ?? 0,
        iops: ops,
        needed: need.outstanding,
      },
      sources: [concurrency.latencySource === 'user' ? 'engineering' : concurrency.latencySource],
    });
  }
  if (edition.aggregateLimitPerAdGB && setting.volumes * setting.sizeGB > edition.aggregateLimitPerAdGB.value) {
    extra.push({
      id: 'bv-aggregate-limit',
      severity: 'warning',
      params: { totalGB: setting.volumes * setting.sizeGB, limitGB: edition.aggregateLimitPerAdGB.value },
      sources: [edition.aggregateLimitPerAdGB.source],
    });
  }
  const feasible = chosen.feasible && !concurrencyShort;
  const evaluation = evaluateSetting(setting, pricing, extra, feasible);
  const cheapestFeasible = cheaperBeaten(chosen, options);
  const reason: BvReason = {
    code: !chosen.feasible ? 'bv-none' : cheapestFeasible ? 'bv-tie' : 'bv-cheapest',
    params: {
      level: level.id,
      volumes: setting.volumes,
      volumeSizeGB: setting.sizeGB,
      opsPerSecond: ops,
      ioSizeKiB: r.ioSizeKiB,
      capacityGB: r.capacityGB,
      tieVolumes: cheapestFeasible?.volumes ?? 0,
      tieMonthlyUSD: cheapestFeasible?.monthlyUSD ?? 0,
      ruledOut: chosen.feasible ? ruledOutGroups(options) : [],
    },
  };
  return {
    service: 'block-volume',
    mode: 'recommend',
    catalog: edition.id,
    feasible,
    design: evaluation.design,
    evaluation,
    loads: limitsFor(setting, ops),
    reason,
    alternatives: options,
    concurrencyNeeded: need,
    warnings: evaluation.warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
}
