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
import { bindingLimit, limitUse, type Bottleneck, type Cost, type LimitId, type LimitUse, type PlanWarning } from './results.ts';
import type { BvDesign, BvRequirement, BvWorkload, Pricing } from './scenario.ts';
import type { BvReason, BvRuledOutCode, BvRuledOutGroup } from './reasons.ts';
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
  /** Why a level cannot carry the requirement, when it cannot (`volumes` is then the count tried). */
  readonly reason?: BvRuledOutCode;
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
  readonly reason: BvReason;
  readonly alternatives: readonly BvOption[];
  /** What the requirement needs in flight at the Block Volume latency. */
  readonly concurrencyNeeded: ConcurrencyNeed;
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}


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
      { code: 'bvCapacity', params: {}, key: 'bvStorageGBMonth', quantity: gb, unit: 'GB-month' },
      { code: 'bvPerformanceUnits', params: { vpusPerGB: level.vpusPerGB.value }, key: 'bvVpuGBMonth', quantity: gb * level.vpusPerGB.value, unit: 'VPU-GB-month' },
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

/**
 * The binding limit with the figures its words need: the design, the share of one volume,
 * the level's per-GB rates and caps, the instance's or the host's figure, the concurrency.
 */
function explain(limit: LimitUse, s: Setting): Bottleneck {
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
  if (limit.id === 'concurrency') {
    return { model: 'bv', limit: limit.id, params: { ...params, outstanding: s.concurrency.outstandingPerClient ?? 0, latencyMs: s.concurrency.latencyMs } };
  }
  return { model: 'bv', limit: limit.id, params };
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
    out.push({ id: 'striping', severity: 'info', params: { volumes: s.volumes }, sources: ['oci-2019-10'] });
  }
  if (!s.level.slaApplies) {
    out.push({ id: 'no-sla', severity: 'warning', params: { level: s.level.id }, sources: [s.level.iopsPerGB.source] });
  }
  if (s.level.needsMultipath) {
    out.push({ id: 'multipath', severity: 'info', params: {}, sources: ['S-MPATH', 'S-BVUHP'] });
    if (s.instance && !s.instance.uhpCapable) {
      out.push({ id: 'uhp-shape', severity: 'critical', params: { shape: s.instance.shapeId, ocpus: s.instance.ocpus }, sources: ['S-MPATH'] });
    }
  }
  if (s.attachment === 'paravirtualized') {
    out.push({ id: 'paravirtualized', severity: 'info', params: {}, sources: ['bv-seed', 'S-BVPERF'] });
  }
  const printed = printed8KAt(s.level, s.sizeGB, s.ioSizeKiB);
  if (printed) {
    out.push({
      id: 'bv-printed-8k',
      severity: 'info',
      params: { level: s.level.id, sizeGB: s.sizeGB, printedMBps: printed.printed.value, formulaMBps: Math.round(printed.formulaMBps * 10) / 10 },
      sources: [printed.printed.source],
    });
  }
  if (s.instance && s.ocpusAssumed) {
    out.push({
      id: 'instance-ocpus-assumed',
      severity: 'warning',
      params: { shape: s.instance.shapeId, ocpus: s.instance.ocpus, iops: s.instance.maxIops, mbps: s.instance.maxMBps },
      sources: [s.instance.iopsSource.source],
    });
  }
  if (!s.instance) {
    out.push({ id: 'instance-unknown', severity: 'info', params: {}, sources: ['S-BVPERF'] });
  }
  const m = measuredFor(s.host, s.volumes);
  if (m) {
    out.push({
      id: 'bv-host-measured',
      severity: 'info',
      params: { iops: m.iops.value, mbps: m.mbps.value, volumes: m.volumes },
      sources: [m.iops.source],
    });
  }
  if (s.concurrency.opsPerClient === null) {
    out.push({ id: 'bv-concurrency-unknown', severity: 'info', params: { latencyMs: s.concurrency.latencyMs }, sources: [latencyFacts.bvMs.source] });
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
  const option = (volumes: number, volumeSizeGB: number, monthlyUSD: number, feasible: boolean, reason?: BvRuledOutCode): BvOption =>
    reason === undefined
      ? { performanceLevel: level.id, vpusPerGB: level.vpusPerGB.value, volumes, volumeSizeGB, monthlyUSD, feasible }
      : { performanceLevel: level.id, vpusPerGB: level.vpusPerGB.value, volumes, volumeSizeGB, monthlyUSD, feasible, reason };
  if (level.needsMultipath && instance && !instance.uhpCapable) {
    return option(0, 0, 0, false, 'needs-multipath');
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
    return option(maxAttach, maxGB, bvMonthlyUSD(level, maxAttach * maxGB, pricing), false, 'too-many-volumes');
  }
  const mbps = opsToMBps(ops, r.ioSizeKiB);
  if (instance && (ops > instance.maxIops * (1 + 1e-9) || mbps > instance.maxMBps * (1 + 1e-9))) return option(pick.volumes, pick.sizeGB, pick.monthlyUSD, false, 'beyond-instance');
  const m = measuredFor(host, pick.volumes);
  if (m && (ops > m.iops.value * (1 + 1e-9) || mbps > m.mbps.value * (1 + 1e-9))) return option(pick.volumes, pick.sizeGB, pick.monthlyUSD, false, 'beyond-host');
  const chosen = option(pick.volumes, pick.sizeGB, pick.monthlyUSD, true);
  return cheapest && cheapest !== pick && cheapest.monthlyUSD < pick.monthlyUSD ? { ...chosen, cheapest: { volumes: cheapest.volumes, monthlyUSD: cheapest.monthlyUSD } } : chosen;
}

/** Recommend mode: performance level, volume size and count, chosen by cost. */

/**
 * Levels ruled out, grouped by reason: consecutive levels (in catalog order) with the same
 * reason and count share a group, so ten UHP levels that all need a multipath attachment take
 * one clause, not ten.
 */
export function ruledOutGroups(options: readonly BvOption[]): BvRuledOutGroup[] {
  const groups: { levels: string[]; reason: BvRuledOutCode; volumes: number }[] = [];
  for (const o of options) {
    if (o.feasible || !o.reason) continue;
    const volumes = o.reason === 'too-many-volumes' ? o.volumes : 0;
    const last = groups[groups.length - 1];
    if (last && last.reason === o.reason && last.volumes === volumes) last.levels.push(o.performanceLevel);
    else groups.push({ levels: [o.performanceLevel], reason: o.reason, volumes });
  }
  return groups;
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
  const beyond = options.filter((o) => o.volumes > 0 && (o.reason === 'beyond-instance' || o.reason === 'beyond-host')).sort((a, b) => a.monthlyUSD - b.monthlyUSD);
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
    extra.push({ id: 'bv-infeasible', severity: 'critical', params: { variant: instance ? 'shape' : 'instance', iops: ops, ioSizeKiB: r.ioSizeKiB, shape: instance?.shapeId ?? '' }, sources: ['S-BVPERF'] });
  }
  const need = concurrencyNeed(ops, 1, concurrency);
  if (concurrencyShort) {
    extra.push({
      id: 'bv-concurrency',
      severity: 'critical',
      params: { outstanding: concurrency.outstandingPerClient ?? 0, latencyMs: concurrency.latencyMs, maxOps: concurrency.opsPerClient ?? 0, iops: ops, needed: need.outstanding },
      sources: [concurrency.latencySource === 'user' ? 'engineering' : concurrency.latencySource],
    });
  }
  if (edition.aggregateLimitPerAdGB && setting.volumes * setting.sizeGB > edition.aggregateLimitPerAdGB.value) {
    extra.push({ id: 'bv-aggregate-limit', severity: 'warning', params: { totalGB: setting.volumes * setting.sizeGB, limitGB: edition.aggregateLimitPerAdGB.value }, sources: [edition.aggregateLimitPerAdGB.source] });
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
