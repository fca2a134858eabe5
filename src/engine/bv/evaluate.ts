/**
 * Block Volume, evaluate mode: what volumes of one performance level, striped on one instance,
 * deliver at an I/O size, bounded by per-volume, per-instance and host limits and by concurrency.
 */
import type { SourceId } from '../../catalog/types.ts';
import type { Concurrency } from '../clients/concurrency.ts';
import { latencyFacts } from '../../catalog/index.ts';
import { latencyCited } from '../clients/concurrency.ts';
import { bindingLimit, limitUse, type Bottleneck, type BvVolumeLever, type EvaluationBase, type LimitUse, type PlanWarning } from '../results/parts.ts';
import type { BvDesign, BvWorkload, Pricing } from '../scenario/schema.ts';
import { finite, mbpsToOps, opsToMBps } from '../units.ts';
import { bvCost } from './cost.ts';
import { instanceLimits } from './instance.ts';
import {
  attachmentFor,
  bvConcurrency,
  bvEdition,
  clampSize,
  findLevel,
  flexWithoutOcpus,
  hostBoundFor,
  measuredFor,
  type BvSetting,
  type HostBound,
} from './setting.ts';
import { throughputCap, volumeIopsCap, volumeOps, volumeThroughputCap, type Attachment } from './volume.ts';
import { bvWarnings } from './warnings.ts';

export interface BvDesignOut {
  readonly performanceLevel: string;
  readonly vpusPerGB: number;
  readonly volumes: number;
  readonly volumeSizeGB: number;
  readonly instanceShape?: string;
  readonly attachment: Attachment;
}

export interface BvEvaluation extends EvaluationBase<'block-volume'> {
  readonly design: BvDesignOut;
  readonly iops: number;
  readonly throughputMBps: number;
  readonly ioSizeKiB: number;
  readonly perVolumeIops: number;
  readonly perVolumeMBps: number;
  readonly totalCapacityGB: number;
  /** Can the design carry what is asked (evaluate: any load at all; recommend: the requirement)? */
  readonly feasible: boolean;
  /** The host bound the aggregate meets: the chosen shape's published limits and/or the measured host. */
  readonly hostBound: HostBound;
  /** Operations in flight and the per-operation latency behind the concurrency bound. */
  readonly concurrency: Concurrency;
}

/** Limits of a design under a demand of `ops` operations per second at the I/O size. */
export function limitsFor(s: BvSetting, ops: number): LimitUse[] {
  const { level } = s;
  const mbps = opsToMBps(ops, s.ioSizeKiB);
  const volIops = volumeIopsCap(level, s.sizeGB, s.attachment) * s.volumes;
  const volMBps = volumeThroughputCap(level, s.sizeGB, s.ioSizeKiB) * s.volumes;
  const out = [limitUse('volumeIops', ops, volIops, 'iops', level.iopsPerGB), limitUse('volumeThroughput', mbps, volMBps, 'MBps', level.kbpsPerGB)];
  if (s.instance) {
    out.push(limitUse('instanceIops', ops, s.instance.maxIops, 'iops', s.instance.iopsSource));
    out.push(limitUse('instanceThroughput', mbps, s.instance.maxMBps, 'MBps', s.instance.mbpsSource));
  }
  const m = measuredFor(s.host, s.volumes);
  if (m) {
    out.push(limitUse('hostIops', ops, m.iops.value, 'iops', { ...m.iops, basis: 'measured' }));
    out.push(limitUse('hostThroughput', mbps, m.mbps.value, 'MBps', { ...m.mbps, basis: 'measured' }));
  }
  if (s.concurrency.opsPerClient !== null) {
    out.push(limitUse('concurrency', ops, s.concurrency.opsPerClient, 'iops', latencyCited(s.concurrency, latencyFacts.bvMs)));
  }
  const maxAttach = s.instance?.maxAttachments ?? s.edition.maxAttachmentsPerInstance.value;
  out.push(
    limitUse(
      'attachments',
      s.volumes,
      maxAttach,
      'count',
      { ...(s.instance?.attachmentsSource ?? s.edition.maxAttachmentsPerInstance), basis: 'documented' },
      true,
    ),
  );
  return out;
}

/**
 * The binding limit with the figures its words need: the design, the share of one volume,
 * the level's per-GB rates and caps, the instance's or the host's figure, the concurrency.
 */
function explain(limit: LimitUse, s: BvSetting): Bottleneck {
  const params = {
    level: s.level.id,
    volumes: s.volumes,
    sizeGB: s.sizeGB,
    ioSizeKiB: s.ioSizeKiB,
    capacity: limit.capacity,
    perVolume: s.volumes > 0 ? limit.capacity / s.volumes : 0,
    iopsPerGB: s.level.iopsPerGB.value,
    maxIops: s.level.maxIopsPerVolume.value,
    kbpsPerGB: s.level.kbpsPerGB.value,
    capMBps: throughputCap(s.level, s.ioSizeKiB).mbps,
  };
  if (limit.id === 'volumeIops' || limit.id === 'volumeThroughput') return { model: 'bv', limit: limit.id, params: { ...params, lever: volumeLever(s) } };
  if (limit.id === 'concurrency') {
    return { model: 'bv', limit: limit.id, params: { ...params, outstanding: s.concurrency.outstandingPerClient ?? 0, latencyMs: s.concurrency.latencyMs } };
  }
  return { model: 'bv', limit: limit.id, params };
}

/**
 * What would lift a per-volume limit of this design (`BvVolumeLever`): growing the volumes only
 * below the size past which the level gives no more at this I/O size (its IOPS or throughput
 * cap, or a printed 8 KB figure that holds every size); adding volumes only while fewer are
 * attached than the instance allows; raising the level only to one that gives more at this size
 * and can be attached (UHP needs a multipath-capable instance).
 */
export function volumeLever(s: BvSetting): BvVolumeLever {
  const now = volumeOps(s.level, s.sizeGB, s.ioSizeKiB, s.attachment);
  const more = (x: number) => x > now * (1 + 1e-9);
  const grow = more(volumeOps(s.level, s.edition.maxVolumeGB.value, s.ioSizeKiB, s.attachment));
  const add = s.volumes < (s.instance?.maxAttachments ?? s.edition.maxAttachmentsPerInstance.value);
  const raise = s.edition.levels.some(
    (l) =>
      l.vpusPerGB.value > s.level.vpusPerGB.value &&
      (!l.needsMultipath || !s.instance || s.instance.uhpCapable) &&
      more(volumeOps(l, s.sizeGB, s.ioSizeKiB, s.attachment)),
  );
  const code = `${grow ? 'grow' : ''}${add ? (grow ? 'Add' : 'add') : ''}${raise ? (grow || add ? 'Raise' : 'raise') : ''}`;
  return (code || 'spread') as BvVolumeLever;
}

/** What the host and the concurrency let through of `ops` (the aggregate of the volumes). */
function hostCeiling(s: BvSetting, ops: number): number {
  let out = ops;
  if (s.instance) out = Math.min(out, s.instance.maxIops, mbpsToOps(s.instance.maxMBps, s.ioSizeKiB));
  const m = measuredFor(s.host, s.volumes);
  if (m) out = Math.min(out, m.iops.value, mbpsToOps(m.mbps.value, s.ioSizeKiB));
  if (s.concurrency.opsPerClient !== null) out = Math.min(out, s.concurrency.opsPerClient);
  return out;
}

/** A design's delivery at saturation, its limits, bill and warnings (`extraWarnings` first). */
export function evaluateSetting(s: BvSetting, pricing: Pricing | undefined, extraWarnings: PlanWarning[] = [], feasible = true): BvEvaluation {
  const perVolumeOps = volumeOps(s.level, s.sizeGB, s.ioSizeKiB, s.attachment);
  const ops = finite(hostCeiling(s, perVolumeOps * s.volumes));
  const limits = limitsFor(s, ops);
  const binding = bindingLimit(limits.filter((l) => !l.hard)) ?? limits[0]!;
  return {
    service: 'block-volume',
    catalog: s.edition.id,
    design: designOut(s),
    iops: ops,
    throughputMBps: finite(opsToMBps(ops, s.ioSizeKiB)),
    ioSizeKiB: s.ioSizeKiB,
    perVolumeIops: finite(perVolumeOps),
    perVolumeMBps: finite(opsToMBps(perVolumeOps, s.ioSizeKiB)),
    totalCapacityGB: s.volumes * s.sizeGB,
    feasible: feasible && !limits.some((l) => l.hard && l.utilization > 1),
    hostBound: s.host,
    concurrency: s.concurrency,
    limits,
    bottleneck: binding.id,
    explanation: explain(binding, s),
    cost: bvCost(s.level, s.volumes, s.sizeGB, pricing),
    warnings: [...extraWarnings, ...bvWarnings(s)],
    sources: [...new Set<SourceId>([...s.edition.sources, ...limits.map((l) => l.source), 'S-PRICE'])],
  };
}

function designOut(s: BvSetting): BvDesignOut {
  const d = { performanceLevel: s.level.id, vpusPerGB: s.level.vpusPerGB.value, volumes: s.volumes, volumeSizeGB: s.sizeGB, attachment: s.attachment };
  return s.instance ? { ...d, instanceShape: s.instance.shapeId } : d;
}

/** Evaluate mode: what a given set of volumes delivers at an I/O size. */
export function evaluateBlockVolume(catalog: string | undefined, design: BvDesign, workload: BvWorkload, pricing?: Pricing): BvEvaluation | undefined {
  const edition = bvEdition(catalog);
  if (!edition) return undefined;
  const level = findLevel(edition, design.performanceLevel, design.vpusPerGB);
  if (!level) return undefined;
  const { attachment, forced } = attachmentFor(design.attachment, design.instanceShape);
  const instance = design.instanceShape ? instanceLimits(design.instanceShape, design.ocpus, attachment, edition.maxAttachmentsPerInstance) : null;
  const sizeGB = clampSize(edition, design.volumeSizeGB);
  const concurrency = bvConcurrency({ threads: workload.threads, queueDepth: workload.queueDepth, latencyMs: workload.latencyMs });
  const evaluation = evaluateSetting(
    {
      edition,
      level,
      volumes: design.volumes,
      sizeGB,
      ioSizeKiB: workload.ioSizeKiB,
      attachment,
      instance,
      host: hostBoundFor(edition, instance),
      concurrency,
      ocpusAssumed: flexWithoutOcpus(design.instanceShape, design.ocpus),
      shapeName: design.instanceShape,
      attachmentForced: forced,
    },
    pricing,
  );
  if (sizeGB === design.volumeSizeGB) return evaluation;
  // A size the edition cannot create (the schema takes 32 × 1,024 GB; an edition may stop at 32,000): said, not silently changed.
  const resized: PlanWarning = {
    id: 'bv-size-clamped',
    severity: 'warning',
    params: { askedGB: design.volumeSizeGB, sizeGB, minGB: edition.minVolumeGB.value, maxGB: edition.maxVolumeGB.value },
    sources: [edition.maxVolumeGB.source],
  };
  return { ...evaluation, warnings: [resized, ...evaluation.warnings] };
}
