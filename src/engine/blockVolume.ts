/**
 * Block Volume planning, both directions: volumes of one performance level striped on one
 * instance, bounded by per-volume and per-instance limits.
 */
import { bvEditions, defaultCatalogs, findShape, latencyFacts } from '../catalog/index.ts';
import type { BvEdition, BvLevel, Cited, SourceId } from '../catalog/types.ts';
import { priceLines, unitPrice } from './cost.ts';
import { instanceLimits, type InstanceLimits } from './bvInstance.ts';
import { printed8KAt, throughputCap, volumeIopsCap, volumeOps, volumeOpsCeiling, volumeSizer, volumeThroughputCap, type Attachment } from './bvVolume.ts';
import { clientConcurrency, concurrencyNeed, type Concurrency, type ConcurrencyInput, type ConcurrencyNeed } from './concurrency.ts';
import { fmt, ioSize, usd } from './format.ts';
import { bindingLimit, limitUse, type Bottleneck, type Cost, type LimitId, type LimitUse, type PlanWarning } from './results.ts';
import type { BvDesign, BvRequirement, BvWorkload, Pricing } from './scenario.ts';
import { ceilSafe, finite, kbpsToMBps, mbpsToOps, opsToMBps } from './units.ts';

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
  /** Can the design carry what is asked (evaluate: any load at all; recommend: the requirement)? */
  readonly feasible: boolean;
  /** The host bound the aggregate meets: the chosen shape's published limits and/or the measured host. */
  readonly hostBound: HostBound;
  /** Operations in flight and the per-operation latency behind the concurrency bound. */
  readonly concurrency: Concurrency;
  readonly limits: readonly LimitUse[];
  readonly bottleneck: LimitId;
  readonly explanation: Bottleneck;
  readonly cost: Cost;
  readonly warnings: readonly PlanWarning[];
  readonly sources: readonly SourceId[];
}

/**
 * What bounds the aggregate of several volumes on one host: the published per-instance limits
 * of the chosen shape, and the edition's measured host maximum (bv-seed: twenty 1 TB volumes
 * gave 400,000 IOPS and 2.1 GB/s on one bare-metal host). The measurement bounds designs of
 * more than one volume (one volume is bounded by its own figures): in bv-seed, whose own figure
 * it is, always; in any edition when no shape is given (it is then the only host figure there
 * is); a shape with published limits in bv-current replaces it.
 */
export interface HostBound {
  readonly shape: 'published' | 'none';
  readonly measured: { readonly iops: Cited; readonly mbps: Cited; readonly volumes: number; readonly volumeSizeGB: number } | null;
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
  /** When the tie rule chose fewer volumes: the cheapest count of this level and its cost. */
  readonly cheapest?: { readonly volumes: number; readonly monthlyUSD: number };
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
  /** What the requirement needs in flight at the Block Volume latency. */
  readonly concurrencyNeeded: ConcurrencyNeed;
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

const BEYOND_INSTANCE = 'beyond the instance limits';
const BEYOND_HOST = 'beyond the measured host maximum';

/**
 * Ties: a design with fewer volumes is the better answer when it costs no more than a cent a
 * month per volume of the cheapest design, or 0.5% of its cost, above the cheapest.
 */
export const TIE_USD_PER_VOLUME = 0.01;
export const TIE_FRACTION = 0.005;

/** How much more than the cheapest a design with fewer volumes may cost and still be chosen. */
export function tieTolerance(cheapestUSD: number, cheapestVolumes: number): number {
  return Math.max(TIE_USD_PER_VOLUME * cheapestVolumes, TIE_FRACTION * cheapestUSD);
}

/** Of designs (cost, volumes), the one the tie rule picks: fewest volumes within the tolerance of the cheapest, then cheapest. */
export function pickByTieRule<T extends { readonly monthlyUSD: number; readonly volumes: number }>(designs: readonly T[]): T | undefined {
  let cheapest: T | undefined;
  for (const d of designs) if (!cheapest || d.monthlyUSD < cheapest.monthlyUSD || (d.monthlyUSD === cheapest.monthlyUSD && d.volumes < cheapest.volumes)) cheapest = d;
  if (!cheapest) return undefined;
  const limit = cheapest.monthlyUSD + tieTolerance(cheapest.monthlyUSD, cheapest.volumes) + 1e-9;
  let best = cheapest;
  for (const d of designs) {
    if (d.monthlyUSD > limit) continue;
    if (d.volumes < best.volumes || (d.volumes === best.volumes && d.monthlyUSD < best.monthlyUSD)) best = d;
  }
  return best;
}

/**
 * The cheaper design the tie rule passed over for `chosen` (fewer volumes won), across levels
 * or within its level, or undefined when `chosen` is the cheapest (or does not fit).
 */
export function cheaperBeaten(chosen: BvOption, options: readonly BvOption[]): { readonly volumes: number; readonly monthlyUSD: number } | undefined {
  if (!chosen.feasible) return undefined;
  let across: BvOption | undefined;
  for (const o of options) if (o.feasible && (!across || o.monthlyUSD < across.monthlyUSD)) across = o;
  return across && across !== chosen && across.monthlyUSD < chosen.monthlyUSD ? { volumes: across.volumes, monthlyUSD: across.monthlyUSD } : chosen.cheapest;
}

/** The measured host bound where it applies: to designs of more than one volume. */
function measuredFor(host: HostBound, volumes: number): HostBound['measured'] {
  return volumes > 1 ? host.measured : null;
}

/** The bound on the aggregate: see `HostBound`. */
export function hostBoundFor(edition: BvEdition, instance: InstanceLimits | null): HostBound {
  const m = edition.hostMeasurement;
  const measured = m && (edition.id === 'bv-seed' || !instance) ? { iops: m.iops, mbps: m.mbps, volumes: m.volumes, volumeSizeGB: m.volumeSizeGB } : null;
  return { shape: instance ? 'published' : 'none', measured };
}

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
  readonly host: HostBound;
  readonly concurrency: Concurrency;
  /** A Flex instance shape given without OCPUs (its smallest size is assumed). */
  readonly ocpusAssumed?: boolean;
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
  const m = measuredFor(s.host, s.volumes);
  if (m) {
    out.push(limitUse('hostIops', ops, m.iops.value, 'iops', m.iops.source, 'measured', false, m.iops));
    out.push(limitUse('hostThroughput', mbps, m.mbps.value, 'MBps', m.mbps.source, 'measured', false, m.mbps));
  }
  if (s.concurrency.opsPerClient !== null) {
    out.push(limitUse('concurrency', ops, s.concurrency.opsPerClient, 'iops', s.concurrency.latencySource === 'user' ? 'engineering' : s.concurrency.latencySource, s.concurrency.latencySource === 'user' ? 'inferred' : 'documented'));
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
      return { limit: limit.id, params, sentence: `Each ${s.level.name} volume moves at most ${fmt(per)} MB/s at ${ioSize(s.ioSizeKiB)} (${s.level.kbpsPerGB.value} KB/s per GB, up to ${fmt(cap.mbps)} MB/s).`, lift: 'Grow the volumes, add volumes, or raise the performance level.' };
    }
    case 'instanceIops':
      return { limit: limit.id, params, sentence: `The instance carries at most ${fmt(limit.capacity)} block-volume IOPS.`, lift: 'Choose a larger shape (more network bandwidth) or spread the work over instances.' };
    case 'instanceThroughput':
      return { limit: limit.id, params, sentence: `The instance carries at most ${fmt(limit.capacity)} MB/s of block-volume traffic.`, lift: 'Choose a larger shape (more network bandwidth) or spread the work over instances.' };
    case 'hostIops':
      return { limit: limit.id, params, sentence: `One host reached ${fmt(limit.capacity)} IOPS from many volumes together in the published host test; the design is held to that.`, lift: 'Name the instance shape to plan on its published limits, or spread the work over instances.' };
    case 'hostThroughput':
      return { limit: limit.id, params, sentence: `One host reached ${fmt(limit.capacity)} MB/s from many volumes together in the published host test; the design is held to that.`, lift: 'Name the instance shape to plan on its published limits, or spread the work over instances.' };
    case 'concurrency':
      return {
        limit: limit.id,
        params: { ...params, outstanding: s.concurrency.outstandingPerClient ?? 0, latencyMs: s.concurrency.latencyMs },
        sentence: `Bound by concurrency: ${fmt(s.concurrency.outstandingPerClient ?? 0)} I/Os in flight at ${fmt(s.concurrency.latencyMs)} ms each complete at most ${fmt(limit.capacity)} per second.`,
        lift: 'Run more threads or a deeper queue (fio numjobs and iodepth), or spread the work over instances.',
      };
    default:
      return { limit: limit.id, params, sentence: `At most ${fmt(limit.capacity)} volumes attach to one instance.`, lift: 'Use larger volumes or more instances.' };
  }
}

/** What the host and the concurrency let through of `ops` (the aggregate of the volumes). */
function hostCeiling(s: Setting, ops: number): number {
  let out = ops;
  if (s.instance) out = Math.min(out, s.instance.maxIops, mbpsToOps(s.instance.maxMBps, s.ioSizeKiB));
  const m = measuredFor(s.host, s.volumes);
  if (m) out = Math.min(out, m.iops.value, mbpsToOps(m.mbps.value, s.ioSizeKiB));
  if (s.concurrency.opsPerClient !== null) out = Math.min(out, s.concurrency.opsPerClient);
  return out;
}

function evaluateSetting(s: Setting, pricing: Pricing | undefined, extraWarnings: PlanWarning[] = [], feasible = true): BvEvaluation {
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
  const printed = printed8KAt(s.level, s.sizeGB, s.ioSizeKiB);
  if (printed) {
    out.push({
      id: 'bv-printed-8k',
      severity: 'info',
      params: { level: s.level.name, sizeGB: s.sizeGB, printedMBps: printed.printed.value, formulaMBps: Math.round(printed.formulaMBps * 10) / 10 },
      message: `At 8 KiB the ${s.level.name} table prints ${fmt(printed.printed.value)} MB/s for a ${fmt(s.sizeGB)} GB volume, where the per-GB rule gives ${fmt(printed.formulaMBps)} MB/s: the planner uses the printed figure.`,
      sources: [printed.printed.source],
    });
  }
  if (s.instance && s.ocpusAssumed) {
    out.push({
      id: 'instance-ocpus-assumed',
      severity: 'warning',
      params: { shape: s.instance.shapeId, ocpus: s.instance.ocpus, iops: s.instance.maxIops, mbps: s.instance.maxMBps },
      message: `No OCPUs given for ${s.instance.shapeId}: assuming ${s.instance.ocpus} OCPU, which allows ${fmt(s.instance.maxIops)} IOPS and ${fmt(s.instance.maxMBps)} MB/s of block volumes; enter the OCPUs the instance runs to check.`,
      sources: [s.instance.iopsSource.source],
    });
  }
  if (!s.instance) {
    out.push({ id: 'instance-unknown', severity: 'info', params: {}, message: 'No instance shape given: per-instance IOPS, throughput and VM network limits are not checked.', sources: ['S-BVPERF'] });
  }
  const m = measuredFor(s.host, s.volumes);
  if (m) {
    out.push({
      id: 'bv-host-measured',
      severity: 'info',
      params: { iops: m.iops.value, mbps: m.mbps.value, volumes: m.volumes },
      message: `The aggregate is held to what one host measured with ${m.volumes} volumes together: ${fmt(m.iops.value)} IOPS and ${fmt(m.mbps.value)} MB/s.`,
      sources: [m.iops.source],
    });
  }
  if (s.concurrency.opsPerClient === null) {
    out.push({ id: 'bv-concurrency-unknown', severity: 'info', params: { latencyMs: s.concurrency.latencyMs }, message: `No threads or queue depth given: concurrency is not checked (at ${fmt(s.concurrency.latencyMs)} ms per I/O).`, sources: [latencyFacts.bvMs.source] });
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
  const concurrency = bvConcurrency({ threads: workload.threads, queueDepth: workload.queueDepth, latencyMs: workload.latencyMs });
  return evaluateSetting({ edition, level, volumes: design.volumes, sizeGB, ioSizeKiB: workload.ioSizeKiB, attachment, instance, host: hostBoundFor(edition, instance), concurrency, ocpusAssumed: flexWithoutOcpus(design.instanceShape, design.ocpus) }, pricing);
}

function flexWithoutOcpus(shapeId: string | undefined, ocpus: number | undefined): boolean {
  return shapeId !== undefined && ocpus === undefined && findShape(shapeId)?.ocpus === null;
}

/** The instance's concurrency at the Block Volume latency (sub-millisecond at P95: 1 ms as the bound). */
export function bvConcurrency(input: ConcurrencyInput): Concurrency {
  return clientConcurrency(input, latencyFacts.bvMs);
}

function clampSize(edition: BvEdition, sizeGB: number): number {
  return Math.min(edition.maxVolumeGB.value, Math.max(edition.minVolumeGB.value, Math.round(sizeGB)));
}

/** Operations per second a requirement asks for: the larger of its IOPS and its MB/s at the I/O size. */
export function bvDemandOps(r: BvRequirement): number {
  return Math.max(r.iops ?? 0, mbpsToOps(r.throughputMBps ?? 0, r.ioSizeKiB));
}

/**
 * The volume count and size of one level: for each count n, the per-volume size is the largest
 * of the minimum size, capacity / n and the size that carries demand / n. At one level the
 * monthly cost is total GB x (storage + VPUs x VPU price), so cost follows total GB; of the
 * counts, the tie rule picks (fewer volumes within a cent a month per volume, or 0.5%, of the
 * cheapest).
 */
export function planLevel(edition: BvEdition, level: BvLevel, r: BvRequirement, instance: InstanceLimits | null, attachment: Attachment, pricing?: Pricing, host: HostBound = hostBoundFor(edition, instance)): BvOption {
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
  const minVolumes = Math.max(1, ceilSafe(ops / perVolumeCeiling), ceilSafe(r.capacityGB / edition.maxVolumeGB.value));
  // No count can hold fewer GB in total than the capacity asked, nor than the demand needs
  // at the per-GB rates (per-volume caps only add to that).
  const demandMBps = opsToMBps(ops, r.ioSizeKiB);
  const floorGB = ceilSafe(Math.max(r.capacityGB, ops / level.iopsPerGB.value, demandMBps / kbpsToMBps(level.kbpsPerGB.value)));
  const sizeFor = volumeSizer(level, r.ioSizeKiB, attachment);
  const maxGB = edition.maxVolumeGB.value;
  const perGB = bvMonthlyUSD(level, 1, pricing);
  const fits: { volumes: number; sizeGB: number; monthlyUSD: number }[] = [];
  let bestTotal = Number.POSITIVE_INFINITY;
  for (let n = Math.min(minVolumes, maxAttach); n <= maxAttach; n++) {
    // n volumes hold at least n x the minimum size: once that is past the best total by more
    // than any tie, stop; and a total at the floor cannot be beaten.
    if (fits.length > 0 && (n * minGB * perGB > bestTotal * perGB + tieTolerance(bestTotal * perGB, n) || bestTotal <= floorGB)) break;
    const size = Math.max(minGB, ceilSafe(r.capacityGB / n), sizeFor(ops / n));
    if (!Number.isFinite(size) || size > maxGB) continue;
    // Every count is tried (not only the first few that fit): whole-GB rounding of capacity / n
    // and demand / n can make a larger count a few GB smaller in total.
    fits.push({ volumes: n, sizeGB: size, monthlyUSD: bvMonthlyUSD(level, n * size, pricing) });
    bestTotal = Math.min(bestTotal, n * size);
  }
  const pick = pickByTieRule(fits);
  const cheapest = fits.reduce<(typeof fits)[number] | undefined>((a, d) => (!a || d.monthlyUSD < a.monthlyUSD ? d : a), undefined);
  if (!pick) {
    return option(maxAttach, maxGB, bvMonthlyUSD(level, maxAttach * maxGB, pricing), false, `${maxAttach} volumes of this level cannot carry it`);
  }
  const mbps = opsToMBps(ops, r.ioSizeKiB);
  if (instance && (ops > instance.maxIops * (1 + 1e-9) || mbps > instance.maxMBps * (1 + 1e-9))) return option(pick.volumes, pick.sizeGB, pick.monthlyUSD, false, BEYOND_INSTANCE);
  const m = measuredFor(host, pick.volumes);
  if (m && (ops > m.iops.value * (1 + 1e-9) || mbps > m.mbps.value * (1 + 1e-9))) return option(pick.volumes, pick.sizeGB, pick.monthlyUSD, false, BEYOND_HOST);
  const chosen = option(pick.volumes, pick.sizeGB, pick.monthlyUSD, true);
  return cheapest && cheapest !== pick && cheapest.monthlyUSD < pick.monthlyUSD ? { ...chosen, cheapest: { volumes: cheapest.volumes, monthlyUSD: cheapest.monthlyUSD } } : chosen;
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
  const host = hostBoundFor(edition, instance);
  const concurrency = bvConcurrency(r);
  const options = levels.map((level) => planLevel(edition, level, r, instance, attachment, pricing, host));
  const feasibleOptions = options.filter((o) => o.feasible);
  const beyond = options.filter((o) => o.volumes > 0 && (o.reason === BEYOND_INSTANCE || o.reason === BEYOND_HOST)).sort((a, b) => a.monthlyUSD - b.monthlyUSD);
  const chosen = pickByTieRule(feasibleOptions) ?? beyond[0] ?? [...options].sort((a, b) => b.volumes * b.volumeSizeGB - a.volumes * a.volumeSizeGB)[0]!;
  const level = findLevel(edition, chosen.performanceLevel)!;
  const setting: Setting = {
    edition, level, volumes: Math.max(1, chosen.volumes), sizeGB: Math.max(edition.minVolumeGB.value, chosen.volumeSizeGB), ioSizeKiB: r.ioSizeKiB, attachment, instance, host, concurrency,
    ocpusAssumed: flexWithoutOcpus(r.instanceShape, r.ocpus),
  };
  const extra: PlanWarning[] = [];
  const ops = bvDemandOps(r);
  const concurrencyShort = concurrency.opsPerClient !== null && ops > concurrency.opsPerClient * (1 + 1e-9);
  if (!chosen.feasible) {
    extra.push({ id: 'bv-infeasible', severity: 'critical', params: { iops: ops }, message: `No set of volumes on one ${instance ? instance.shapeId : 'instance'} carries ${fmt(ops)} operations per second at ${ioSize(r.ioSizeKiB)}: spread the work over instances, or consider File Storage or Dense I/O.`, sources: ['S-BVPERF'] });
  }
  const need = concurrencyNeed(ops, 1, concurrency);
  if (concurrencyShort) {
    extra.push({
      id: 'bv-concurrency',
      severity: 'critical',
      params: { outstanding: concurrency.outstandingPerClient ?? 0, latencyMs: concurrency.latencyMs, maxOps: concurrency.opsPerClient ?? 0, iops: ops, needed: need.outstanding },
      message: `Bound by concurrency: ${fmt(concurrency.outstandingPerClient ?? 0)} I/Os in flight at ${fmt(concurrency.latencyMs)} ms complete at most ${fmt(concurrency.opsPerClient ?? 0)} per second; ${fmt(ops)} per second need about ${fmt(need.outstanding)} in flight.`,
      sources: [concurrency.latencySource === 'user' ? 'engineering' : concurrency.latencySource],
    });
  }
  if (edition.aggregateLimitPerAdGB && setting.volumes * setting.sizeGB > edition.aggregateLimitPerAdGB.value) {
    extra.push({ id: 'bv-aggregate-limit', severity: 'warning', params: { totalGB: setting.volumes * setting.sizeGB, limitGB: edition.aggregateLimitPerAdGB.value }, message: `${fmt(setting.volumes * setting.sizeGB)} GB of block volumes exceeds the default ${fmt(edition.aggregateLimitPerAdGB.value)} GB per availability domain: request a limit increase.`, sources: [edition.aggregateLimitPerAdGB.source] });
  }
  const feasible = chosen.feasible && !concurrencyShort;
  const evaluation = evaluateSetting(setting, pricing, extra, feasible);
  const cheaperBlocked = options.filter((o) => !o.feasible && o.reason);
  const cheapestFeasible = cheaperBeaten(chosen, options);
  const tie = cheapestFeasible !== undefined;
  const reason = chosen.feasible
    ? `${setting.volumes} × ${fmt(setting.sizeGB)} GB ${level.name} is the ${tie ? 'best' : 'cheapest'} design that carries ${fmt(ops)} operations per second at ${ioSize(r.ioSizeKiB)} with ${fmt(r.capacityGB)} GB` +
      (tie && cheapestFeasible ? `; fewer volumes win within a cent a month per volume or 0.5% of the cheapest, so it is chosen over ${cheapestFeasible.volumes} volumes at ${usd(cheapestFeasible.monthlyUSD)} a month` : '') +
      `${cheaperBlocked.length ? `; ruled out: ${ruledOutText(cheaperBlocked.map((o) => ({ name: findLevel(edition, o.performanceLevel)?.name ?? o.performanceLevel, reason: o.reason ?? '' })))}` : ''}.`
    : `No design fits; the largest is shown.`;
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
