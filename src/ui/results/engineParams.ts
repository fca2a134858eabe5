/**
 * What a translation of the engine's sentences needs beyond the engine's params: figures the
 * engine writes into its English text but does not pass on (the RAID write penalty, a level's
 * IOPS per GB, the cheaper options it names), and which variant of a sentence it chose. All
 * of it is read from the recommendation itself, never parsed out of the English text, except
 * where the engine leaves no other trace (noted below).
 *
 * English never uses these: without `results.engine.*` keys the engine's own sentence shows.
 */
import {
  bvEditions,
  cheaperBeaten,
  dioEditions,
  mountTargetLabels,
  ruledOutGroups,
  throughputCap,
  type BvEditionId,
  type BvRecommendation,
  type DioEditionId,
  type DioRecommendation,
  type LimitId,
  type LimitUse,
} from '../../engine/index.ts';
import { isCapacityScaled, type AnyFssRecommendation } from './designText.ts';
import { phraseText, type TextExtra, type WarningExtras } from './engineText.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

function demandOf(loads: readonly LimitUse[], id: LimitId): number {
  return loads.find((l) => l.id === id)?.demand ?? 0;
}

function listOf(t: Translate, items: readonly string[]): string {
  return items.join(t('results.engine.listSeparator', { defaultValue: '; ' }));
}

// ------------------------------------------------------------------ File Storage

/**
 * The backend-IOPS bottleneck names the read and/or write cost (context `read`, `write` or
 * `mixed`, as the saturated load has reads, writes or both) and the metadata share, if any.
 */
export function fssExplanationExtra(t: Translate, f: Formatters, rec: AnyFssRecommendation): TextExtra | undefined {
  if (isCapacityScaled(rec)) return undefined;
  const e = rec.evaluation;
  if (e.explanation.limit !== 'backendIops') return undefined;
  const reads = e.readOpsPerSecond > 0;
  const writes = e.writeOpsPerSecond > 0;
  const data = e.readOpsPerSecond * e.backendIopsPerReadOp + e.writeOpsPerSecond * e.backendIopsPerWriteOp;
  const meta = e.backendIops - data;
  const metadata = meta > 1e-9 * Math.max(1, e.backendIops) ? t('results.engine.bottleneck.fss.backendIops.metadata', { iops: f.num(meta), defaultValue: '' }) : '';
  return { context: reads && writes ? 'mixed' : writes ? 'write' : 'read', params: { metadata } };
}

/**
 * Why this type and count: which limit sets the count at which target utilization, and why
 * this type (context `fixed`: the user chose it; `only`: the edition has one type; `within`:
 * the cheapest within the default limits; `over`: none fits the default limits), with the
 * cheaper types that need a limit increase. Whether the user fixed the type shows only in the
 * engine's sentence ("(type chosen by you)"), so that one is read from it.
 */
export function fssReasonParams(t: Translate, f: Formatters, rec: AnyFssRecommendation): Record<string, unknown> {
  if (isCapacityScaled(rec)) return { capacityGB: f.int(rec.design.capacityGB), percent: f.num(Math.round(rec.targetUtilizationPercent)) };
  const chosen = rec.alternatives.find((o) => o.mountTargetType === rec.design.mountTargetType && o.mountTargets === rec.design.mountTargets);
  const others = rec.alternatives.filter((o) => o !== chosen);
  const fixed = rec.reason.endsWith('(type chosen by you).');
  const cheaper = chosen ? others.filter((o) => o.monthlyUSD < chosen.monthlyUSD - 0.005) : [];
  const items = cheaper.map((o) =>
    t('results.engine.reason.fssCheaperItem', { n: f.int(o.mountTargets), type: phraseText(t, 'mountTarget', mountTargetLabels[o.mountTargetType]), cost: f.usd(o.monthlyUSD), defaultValue: '' }),
  );
  return {
    context: fixed ? 'fixed' : others.length === 0 ? 'only' : chosen?.withinDefaultLimit ? 'within' : 'over',
    n: f.int(rec.design.mountTargets),
    type: phraseText(t, 'mountTarget', mountTargetLabels[rec.design.mountTargetType]),
    limit: t(`results.limit.${chosen?.binding ?? rec.evaluation.bottleneck}`),
    percent: f.num(Math.round(rec.targetUtilizationPercent)),
    cost: chosen ? f.usd(chosen.monthlyUSD) : '',
    from: chosen ? f.int(chosen.defaultLimit ?? 0) : '',
    cheaper: items.length > 0 ? t('results.engine.reason.fssCheaper', { items: listOf(t, items), defaultValue: '' }) : '',
  };
}

// ------------------------------------------------------------------ Block Volume

/** Per-volume figures of the bottleneck: its share of the limit, the level's IOPS and throughput rules. */
export function bvExplanationExtra(f: Formatters, rec: BvRecommendation): TextExtra {
  const e = rec.evaluation;
  const level = bvEditions[rec.catalog as BvEditionId]?.levels.find((l) => l.id === rec.design.performanceLevel);
  const volumes = Number(e.explanation.params.volumes ?? rec.design.volumes);
  const capacity = Number(e.explanation.params.capacity ?? 0);
  return {
    params: {
      perVolume: volumes > 0 ? capacity / volumes : 0,
      ioSize: f.ioSize(e.ioSizeKiB),
      ...(level
        ? { iopsPerGB: level.iopsPerGB.value, maxIops: level.maxIopsPerVolume.value, kbpsPerGB: level.kbpsPerGB.value, capMBps: throughputCap(level, e.ioSizeKiB).mbps }
        : {}),
    },
  };
}

/** Why this level, count and size; context `ruledOut` when levels were ruled out, `none` when nothing fits. */
export function bvReasonParams(t: Translate, f: Formatters, rec: BvRecommendation): Record<string, unknown> {
  if (!rec.feasible) return { context: 'none' };
  const edition = bvEditions[rec.catalog as BvEditionId];
  const name = (id: string) => edition?.levels.find((l) => l.id === id)?.name ?? id;
  const blocked = rec.alternatives.filter((o) => !o.feasible && o.reason);
  const groups = ruledOutGroups(blocked.map((o) => ({ name: phraseText(t, 'level', name(o.performanceLevel)), reason: o.reason ?? '' })));
  const ruledOut = groups.map((g) => {
    const reason = phraseText(t, 'optionReason', g.reason);
    return g.names.length > 2
      ? t('results.engine.reason.bvRuledOutRange', { count: g.names.length, first: g.names[0], last: g.names[g.names.length - 1], reason, defaultValue: '' })
      : t('results.engine.reason.bvRuledOutItem', { level: g.names.join(t('results.engine.listSeparator', { defaultValue: '; ' })), reason, defaultValue: '' });
  });
  // The design the tie rule passed over, as the engine's own reason finds it.
  const chosen = rec.alternatives.find((o) => o.performanceLevel === rec.design.performanceLevel && o.feasible);
  const cheapest = chosen ? cheaperBeaten(chosen, rec.alternatives) : undefined;
  const list = listOf(t, ruledOut);
  if (cheapest) {
    return {
      context: 'tie',
      volumes: f.int(rec.design.volumes),
      size: f.int(rec.design.volumeSizeGB),
      level: phraseText(t, 'level', name(rec.design.performanceLevel)),
      ops: f.num(demandOf(rec.loads, 'volumeIops')),
      ioSize: f.ioSize(rec.evaluation.ioSizeKiB),
      cheapestVolumes: f.int(cheapest.volumes),
      cheapestCost: f.usd(cheapest.monthlyUSD),
      ruledOut: blocked.length > 0 ? t('results.engine.reason.bvRuledOutTail', { list, defaultValue: '' }) : '',
    };
  }
  return {
    ...(blocked.length > 0 ? { context: 'ruledOut' } : {}),
    volumes: f.int(rec.design.volumes),
    size: f.int(rec.design.volumeSizeGB),
    level: phraseText(t, 'level', name(rec.design.performanceLevel)),
    ops: f.num(demandOf(rec.loads, 'volumeIops')),
    ioSize: f.ioSize(rec.evaluation.ioSizeKiB),
    ruledOut: list,
  };
}

// ------------------------------------------------------------------ Dense I/O

/** The mix, RAID level, write penalty and basis behind the IOPS bottleneck. */
export function dioExplanationExtra(t: Translate, rec: DioRecommendation): TextExtra {
  const e = rec.evaluation;
  return { params: { read: e.readPercent, raid: rec.design.raid, penalty: e.writePenalty, basis: t(`results.engine.iopsBasis.${e.iopsBasis}`, { defaultValue: e.iopsBasis }) } };
}

/** Why this shape; context `previous` for a previous-generation shape, `none` when no shape fits. */
export function dioReasonParams(t: Translate, f: Formatters, rec: DioRecommendation): Record<string, unknown> {
  if (!rec.feasible) return { context: 'none' };
  const e = rec.evaluation;
  const shape = dioEditions[rec.catalog as DioEditionId]?.shapes.find((s) => s.id === rec.design.shape);
  return {
    ...(shape?.generation === 'previous' ? { context: 'previous' } : {}),
    shape: rec.design.shape,
    iops: f.num(demandOf(rec.loads, 'deviceIops')),
    read: f.num(e.readPercent),
    capacity: f.num(demandOf(rec.loads, 'usableCapacity')),
    raid: rec.design.raid,
    basis: t(`results.engine.plannedOn.${e.iopsBasis === 'sla' ? 'sla' : 'typical'}`, { defaultValue: '' }),
  };
}

/** The guaranteed IOPS and the promised NVMe latency, which the engine states only in words. */
export function dioWarningExtras(rec: DioRecommendation): WarningExtras {
  const e = rec.evaluation;
  const edition = dioEditions[rec.catalog as DioEditionId];
  return {
    'typical-not-guaranteed': { context: e.typicalBasis === 'sla' ? 'sla' : 'extrapolated', params: { guaranteed: e.guaranteedIops } },
    ...(edition ? { latency: { params: { promisedUs: edition.latencyUs.value } } } : {}),
  };
}
