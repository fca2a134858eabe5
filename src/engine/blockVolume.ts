/**
 * Block Volume planning, both directions: volumes of one performance level striped on one
 * instance, bounded by per-volume and per-instance limits.
 */
import { bvEditions, defaultCatalogs } from '../catalog/index.ts';
import type { BvEdition, BvLevel, SourceId } from '../catalog/types.ts';
import { priceLines, unitPrice } from './cost.ts';
import { instanceLimits, type InstanceLimits } from './bvInstance.ts';
import { throughputCap, volumeIopsCap, volumeOps, volumeOpsCeiling, volumeSizer, volumeThroughputCap, type Attachment } from './bvVolume.ts';
import { fmt, ioSize } from './format.ts';
import { bindingLimit, limitUse, type Bottleneck, type Cost, type LimitId, type LimitUse, type PlanWarning } from './results.ts';
import type { BvDesign, BvRequirement, BvWorkload, Pricing } from './scenario.ts';
import { finite, mbpsToOps, opsToMBps } from './units.ts';

export interface BvDesignOut {
  readonly performanceLevel: string;
  readonly vpusPerGB: number;
  readonly volumes: number;
  readonly volumeSizeGB: number;
  readonly instanceShape?: string;
  readonly attachment: Attachment;
}

export interface BvEvaluation {
  readonly service: 'block-volume';
  readonly catalog: string;
  readonly design: BvDesignOut;
  readonly iops: number;
  readonly throughputMBps: number;
  readonly ioSizeKiB: number;
  readonly perVolumeIops: number;
  readonly perVolumeMBps: number;
  readonly totalCapacityGB: number;
  readonly limits: readonly LimitUse[];
  readonly bottleneck: LimitId;
  readonly explanation: Bottleneck;
  readonly cost: Cost;
  readonly warnings: readonly PlanWarning[];
  readonly sources: readonly SourceId[];
}

export interface BvOption {
  readonly performanceLevel: string;
  readonly vpusPerGB: number;
  readonly volumes: number;
  readonly volumeSizeGB: number;
  readonly monthlyUSD: number;
  readonly feasible: boolean;
  /** Why a level cannot carry the requirement, when it cannot. */
  readonly reason?: string;
}

export interface BvRecommendation {
  readonly service: 'block-volume';
  readonly mode: 'recommend';
  readonly catalog: string;
  readonly feasible: boolean;
  readonly design: BvDesignOut;
  readonly evaluation: BvEvaluation;
  readonly loads: readonly LimitUse[];
  readonly reason: string;
  readonly alternatives: readonly BvOption[];
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

const BEYOND_INSTANCE = 'beyond the instance limits';

export function bvEdition(id: string | undefined): BvEdition | undefined {
  return bvEditions[(id ?? defaultCatalogs.blockVolume) as keyof typeof bvEditions];
}

export function findLevel(edition: BvEdition, id?: string, vpusPerGB?: number): BvLevel | undefined {
  if (id) return edition.levels.find((l) => l.id === id);
  if (vpusPerGB !== undefined) return edition.levels.find((l) => l.vpusPerGB.value === vpusPerGB);
  return edition.levels.find((l) => l.id === edition.defaultLevelId);
}

function bvCost(level: BvLevel, volumes: number, sizeGB: number, pricing?: Pricing): Cost {
  const gb = volumes * sizeGB;
  return priceLines(
    [
      { label: 'Block Volume capacity', key: 'bvStorageGBMonth', quantity: gb, unit: 'GB-month' },
      { label: `Performance units (${level.vpusPerGB.value} VPUs/GB)`, key: 'bvVpuGBMonth', quantity: gb * level.vpusPerGB.value, unit: 'VPU-GB-month' },
    ],
    pricing,
  );
}

/** The same figure as `bvCost(...).monthlyUSD`, without building its lines (the planner's inner loop). */
function bvMonthlyUSD(level: BvLevel, totalGB: number, pricing?: Pricing): number {
  const perGB = unitPrice('bvStorageGBMonth', pricing) + level.vpusPerGB.value * unitPrice('bvVpuGBMonth', pricing);
  return finite(totalGB * perGB * (1 - (pricing?.discountPercent ?? 0) / 100));
}

interface Setting {
  readonly edition: BvEdition;
  readonly level: BvLevel;
  readonly volumes: number;
  readonly sizeGB: number;
  readonly ioSizeKiB: number;
  readonly attachment: Attachment;
  readonly instance: InstanceLimits | null;
}

/** Limits of a design under a demand of `ops` operations per second at the I/O size. */
function limitsFor(s: Setting, ops: number): LimitUse[] {
  const { level } = s;
  const mbps = opsToMBps(ops, s.ioSizeKiB);
  const volIops = volumeIopsCap(level, s.sizeGB, s.attachment) * s.volumes;
  const volMBps = volumeThroughputCap(level, s.sizeGB, s.ioSizeKiB) * s.volumes;
  const out = [
    limitUse('volumeIops', ops, volIops, 'iops', level.iopsPerGB.source, level.iopsPerGB.basis),
    limitUse('volumeThroughput', mbps, volMBps, 'MBps', level.kbpsPerGB.source, level.kbpsPerGB.basis),
  ];
  if (s.instance) {
    out.push(limitUse('instanceIops', ops, s.instance.maxIops, 'iops', s.instance.iopsSource.source, s.instance.iopsSource.basis));
    out.push(limitUse('instanceThroughput', mbps, s.instance.maxMBps, 'MBps', s.instance.mbpsSource.source, s.instance.mbpsSource.basis));
  }
  const maxAttach = s.instance?.maxAttachments ?? s.edition.maxAttachmentsPerInstance.value;
  out.push(limitUse('attachments', s.volumes, maxAttach, 'count', s.instance?.attachmentsSource.source ?? s.edition.maxAttachmentsPerInstance.source, 'documented', true));
  return out;
}

function explain(limit: LimitUse, s: Setting): Bottleneck {
  const params = { level: s.level.name, volumes: s.volumes, sizeGB: s.sizeGB, ioSize: ioSize(s.ioSizeKiB), capacity: limit.capacity };
  const per = s.volumes > 0 ? limit.capacity / s.volumes : 0;
  switch (limit.id) {
    case 'volumeIops':
      return { limit: limit.id, params, sentence: `Each ${s.level.name} volume of ${fmt(s.sizeGB)} GB gives at most ${fmt(per)} IOPS (${s.level.iopsPerGB.value} IOPS per GB, up to ${fmt(s.level.maxIopsPerVolume.value)}).`, lift: 'Grow the volumes, add volumes, or raise the performance level (more VPUs per GB).' };
    case 'volumeThroughput': {
      const cap = throughputCap(s.level, s.ioSizeKiB);
      return { limit: limit.id, params, sentence: `Each ${s.level.name} volume moves at most ${fmt(per)} MB/s at ${ioSize(s.ioSizeKiB)} (${s.level.kbpsPerGB.value} KB/s per GB, capped at ${fmt(cap.mbps)} MB/s for this I/O size).`, lift: 'Grow the volumes, add volumes, or raise the performance level.' };
    }
    case 'instanceIops':
      return { limit: limit.id, params, sentence: `The instance carries at most ${fmt(limit.capacity)} block-volume IOPS.`, lift: 'Choose a larger shape (more network bandwidth) or spread the work over instances.' };
    case 'instanceThroughput':
      return { limit: limit.id, params, sentence: `The instance carries at most ${fmt(limit.capacity)} MB/s of block-volume traffic.`, lift: 'Choose a larger shape (more network bandwidth) or spread the work over instances.' };
    default:
      return { limit: limit.id, params, sentence: `At most ${fmt(limit.capacity)} volumes attach to one instance.`, lift: 'Use larger volumes or more instances.' };
  }
}

function evaluateSetting(s: Setting, pricing: Pricing | undefined, extraWarnings: PlanWarning[] = []): BvEvaluation {
  const perVolumeOps = volumeOps(s.level, s.sizeGB, s.ioSizeKiB, s.attachment);
  let ops = perVolumeOps * s.volumes;
  if (s.instance) ops = Math.min(ops, s.instance.maxIops, mbpsToOps(s.instance.maxMBps, s.ioSizeKiB));
  ops = finite(ops);
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
    limits,
    bottleneck: binding.id,
    explanation: explain(binding, s),
    cost: bvCost(s.level, s.volumes, s.sizeGB, pricing),
    warnings: [...extraWarnings, ...bvWarnings(s)],
    sources: [...new Set<SourceId>([...s.edition.sources, ...limits.map((l) => l.source), 'S-PRICE'])],
  };
}

function designOut(s: Setting): BvDesignOut {
  const d = { performanceLevel: s.level.id, vpusPerGB: s.level.vpusPerGB.value, volumes: s.volumes, volumeSizeGB: s.sizeGB, attachment: s.attachment };
  return s.instance ? { ...d, instanceShape: s.instance.shapeId } : d;
}

function bvWarnings(s: Setting): PlanWarning[] {
  const out: PlanWarning[] = [];
  if (s.volumes > 1) {
    out.push({ id: 'striping', severity: 'info', params: { volumes: s.volumes }, message: `Stripe the ${s.volumes} volumes (LVM or ASM) to add their performance, and put them in a volume group for crash-consistent backups and clones.`, sources: ['oci-2019-10'] });
  }
  if (!s.level.slaApplies) {
    out.push({ id: 'no-sla', severity: 'warning', params: { level: s.level.name }, message: `The IOPS performance SLA does not cover ${s.level.name} volumes, and their latency can be higher and less steady.`, sources: [s.level.iopsPerGB.source] });
  }
  if (s.level.needsMultipath) {
    out.push({ id: 'multipath', severity: 'info', params: {}, message: 'Ultra High Performance needs a multipath-enabled attachment (bare metal, or a VM with at least 16 OCPUs) and the Block Volume Management plugin.', sources: ['S-MPATH', 'S-BVUHP'] });
    if (s.instance && !s.instance.uhpCapable) {
      out.push({ id: 'uhp-shape', severity: 'critical', params: { shape: s.instance.shapeId, ocpus: s.instance.ocpus }, message: `${s.instance.shapeId} with ${s.instance.ocpus} OCPUs cannot use a multipath attachment: UHP volumes would not reach their figures.`, sources: ['S-MPATH'] });
    }
  }
  if (s.attachment === 'paravirtualized') {
    out.push({ id: 'paravirtualized', severity: 'info', params: {}, message: 'Paravirtualized attachments lower the maximum IOPS of large volumes by an amount the documents do not give; the IOPS SLA holds for iSCSI (and for paravirtualized only on larger VMs).', sources: ['bv-seed', 'S-BVPERF'] });
  }
  if (throughputCap(s.level, s.ioSizeKiB).basis === 'interpolated') {
    out.push({ id: 'interpolated-cap', severity: 'info', params: { ioSize: ioSize(s.ioSizeKiB) }, message: `The documents give throughput caps for 8 KB and 1 MB I/O only; at ${ioSize(s.ioSizeKiB)} the planner interpolates between them.`, sources: [s.level.maxMBpsPerVolume.source] });
  }
  if (!s.instance) {
    out.push({ id: 'instance-unknown', severity: 'info', params: {}, message: 'No instance shape given: per-instance IOPS, throughput and VM network limits are not checked.', sources: ['S-BVPERF'] });
  }
  return out;
}

/** Evaluate mode: what a given set of volumes delivers at an I/O size. */
export function evaluateBlockVolume(catalog: string | undefined, design: BvDesign, workload: BvWorkload, pricing?: Pricing): BvEvaluation | undefined {
  const edition = bvEdition(catalog);
  if (!edition) return undefined;
  const level = findLevel(edition, design.performanceLevel, design.vpusPerGB);
  if (!level) return undefined;
  const attachment = design.attachment ?? 'iscsi';
  const instance = design.instanceShape ? instanceLimits(design.instanceShape, design.ocpus, attachment, edition.maxAttachmentsPerInstance) : null;
  const sizeGB = clampSize(edition, design.volumeSizeGB);
  return evaluateSetting({ edition, level, volumes: design.volumes, sizeGB, ioSizeKiB: workload.ioSizeKiB, attachment, instance }, pricing);
}

function clampSize(edition: BvEdition, sizeGB: number): number {
  return Math.min(edition.maxVolumeGB.value, Math.max(edition.minVolumeGB.value, Math.round(sizeGB)));
}

/** Operations per second a requirement asks for: the larger of its IOPS and its MB/s at the I/O size. */
export function bvDemandOps(r: BvRequirement): number {
  return Math.max(r.iops ?? 0, mbpsToOps(r.throughputMBps ?? 0, r.ioSizeKiB));
}

/**
 * The cheapest volume count and size of one level: for each count n, the per-volume size is
 * the largest of the minimum size, capacity / n and the size that carries demand / n. At one
 * level the monthly cost is total GB x (storage + VPUs x VPU price), so the cheapest count is
 * the one with the fewest total GB. Fewer volumes win ties.
 */
export function planLevel(edition: BvEdition, level: BvLevel, r: BvRequirement, instance: InstanceLimits | null, attachment: Attachment, pricing?: Pricing): BvOption {
  const ops = bvDemandOps(r);
  const maxAttach = instance?.maxAttachments ?? edition.maxAttachmentsPerInstance.value;
  // Options are built as plain literals of one shape: spreading a shared base object made
  // this function the costliest part of a full compare.
  const option = (volumes: number, volumeSizeGB: number, monthlyUSD: number, feasible: boolean, reason?: string): BvOption =>
    reason === undefined
      ? { performanceLevel: level.id, vpusPerGB: level.vpusPerGB.value, volumes, volumeSizeGB, monthlyUSD, feasible }
      : { performanceLevel: level.id, vpusPerGB: level.vpusPerGB.value, volumes, volumeSizeGB, monthlyUSD, feasible, reason };
  if (level.needsMultipath && instance && !instance.uhpCapable) {
    return option(0, 0, 0, false, 'needs a multipath attachment this instance cannot make');
  }
  const minGB = edition.minVolumeGB.value;
  const perVolumeCeiling = volumeOpsCeiling(level, r.ioSizeKiB, attachment);
  const minVolumes = Math.max(1, Math.ceil(ops / perVolumeCeiling - 1e-9), Math.ceil(r.capacityGB / edition.maxVolumeGB.value - 1e-9));
  // No count can hold fewer GB in total than the capacity asked, nor than the demand needs
  // at the per-GB rates (per-volume caps only add to that).
  const demandMBps = opsToMBps(ops, r.ioSizeKiB);
  const floorGB = Math.ceil(Math.max(r.capacityGB, ops / level.iopsPerGB.value, (demandMBps * 1000) / level.kbpsPerGB.value) - 1e-9);
  const sizeFor = volumeSizer(level, r.ioSizeKiB, attachment);
  const maxGB = edition.maxVolumeGB.value;
  let fitVolumes = 0;
  let fitSize = 0;
  for (let n = Math.min(minVolumes, maxAttach); n <= maxAttach; n++) {
    // n volumes hold at least n x the minimum size: once that reaches the best total, stop;
    // and a total at the floor cannot be beaten (fewer volumes win ties).
    if (fitVolumes > 0 && (n * minGB >= fitVolumes * fitSize || fitVolumes * fitSize <= floorGB)) break;
    const size = Math.max(minGB, Math.ceil(r.capacityGB / n - 1e-9), sizeFor(ops / n));
    if (!Number.isFinite(size) || size > maxGB) continue;
    // Every count is tried (not only the first few that fit): whole-GB rounding of capacity / n
    // and demand / n can make a larger count a few GB smaller in total.
    if (fitVolumes === 0 || n * size < fitVolumes * fitSize) {
      fitVolumes = n;
      fitSize = size;
    }
  }
  if (fitVolumes === 0) {
    return option(maxAttach, maxGB, bvMonthlyUSD(level, maxAttach * maxGB, pricing), false, `${maxAttach} volumes of this level cannot carry it`);
  }
  const monthly = bvMonthlyUSD(level, fitVolumes * fitSize, pricing);
  if (instance && (ops > instance.maxIops || opsToMBps(ops, r.ioSizeKiB) > instance.maxMBps)) return option(fitVolumes, fitSize, monthly, false, BEYOND_INSTANCE);
  return option(fitVolumes, fitSize, monthly, true);
}

/** Recommend mode: performance level, volume size and count, chosen by cost. */

/**
 * Levels ruled out, grouped by reason: runs of three or more levels with the same reason are
 * named by their first and last ("10 levels from … to …"), so ten UHP levels that all need a
 * multipath attachment take one clause, not ten.
 */
export function ruledOutGroups<T extends { readonly name: string; readonly reason: string }>(items: readonly T[]): { readonly names: readonly string[]; readonly reason: string }[] {
  const groups: { names: string[]; reason: string }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.reason === item.reason) last.names.push(item.name);
    else groups.push({ names: [item.name], reason: item.reason });
  }
  return groups;
}

function ruledOutText(items: readonly { readonly name: string; readonly reason: string }[]): string {
  return ruledOutGroups(items)
    .map((g) => (g.names.length > 2 ? `${g.names.length} levels from ${g.names[0]} to ${g.names[g.names.length - 1]}` : g.names.join(' and ')) + ` (${g.reason})`)
    .join(', ');
}

export function recommendBlockVolume(catalog: string | undefined, r: BvRequirement, pricing?: Pricing): BvRecommendation | undefined {
  const edition = bvEdition(catalog);
  if (!edition) return undefined;
  const attachment = r.attachment ?? 'iscsi';
  const instance = r.instanceShape ? instanceLimits(r.instanceShape, r.ocpus, attachment, edition.maxAttachmentsPerInstance) : null;
  const levels = r.performanceLevel ? edition.levels.filter((l) => l.id === r.performanceLevel) : edition.levels;
  if (levels.length === 0) return undefined;
  const options = levels.map((level) => planLevel(edition, level, r, instance, attachment, pricing));
  const feasible = options.filter((o) => o.feasible).sort((a, b) => a.monthlyUSD - b.monthlyUSD || a.volumes - b.volumes);
  const beyondInstance = options.filter((o) => o.volumes > 0 && o.reason === BEYOND_INSTANCE).sort((a, b) => a.monthlyUSD - b.monthlyUSD);
  const chosen = feasible[0] ?? beyondInstance[0] ?? [...options].sort((a, b) => b.volumes * b.volumeSizeGB - a.volumes * a.volumeSizeGB)[0]!;
  const level = findLevel(edition, chosen.performanceLevel)!;
  const setting: Setting = { edition, level, volumes: Math.max(1, chosen.volumes), sizeGB: Math.max(edition.minVolumeGB.value, chosen.volumeSizeGB), ioSizeKiB: r.ioSizeKiB, attachment, instance };
  const extra: PlanWarning[] = [];
  const ops = bvDemandOps(r);
  if (!chosen.feasible) {
    extra.push({ id: 'bv-infeasible', severity: 'critical', params: { iops: ops }, message: `No set of volumes on one ${instance ? instance.shapeId : 'instance'} carries ${fmt(ops)} operations per second at ${ioSize(r.ioSizeKiB)}: spread the work over instances, or consider File Storage or Dense I/O.`, sources: ['S-BVPERF'] });
  }
  if (edition.aggregateLimitPerAdGB && setting.volumes * setting.sizeGB > edition.aggregateLimitPerAdGB.value) {
    extra.push({ id: 'bv-aggregate-limit', severity: 'warning', params: { totalGB: setting.volumes * setting.sizeGB, limitGB: edition.aggregateLimitPerAdGB.value }, message: `${fmt(setting.volumes * setting.sizeGB)} GB of block volumes exceeds the default ${fmt(edition.aggregateLimitPerAdGB.value)} GB per availability domain: request a limit increase.`, sources: [edition.aggregateLimitPerAdGB.source] });
  }
  const evaluation = evaluateSetting(setting, pricing, extra);
  const cheaperBlocked = options.filter((o) => !o.feasible && o.reason);
  const reason = chosen.feasible
    ? `${setting.volumes} × ${fmt(setting.sizeGB)} GB ${level.name} is the cheapest design that carries ${fmt(ops)} operations per second at ${ioSize(r.ioSizeKiB)} with ${fmt(r.capacityGB)} GB${cheaperBlocked.length ? `; ruled out: ${ruledOutText(cheaperBlocked.map((o) => ({ name: findLevel(edition, o.performanceLevel)?.name ?? o.performanceLevel, reason: o.reason ?? '' })))}` : ''}.`
    : `No design fits; the largest is shown.`;
  return {
    service: 'block-volume',
    mode: 'recommend',
    catalog: edition.id,
    feasible: chosen.feasible,
    design: evaluation.design,
    evaluation,
    loads: limitsFor(setting, ops),
    reason,
    alternatives: options,
    warnings: evaluation.warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
}
