/**
 * Block Volume options, one per performance level: the volume count and size of each, the tie
 * rule that prefers fewer volumes at nearly the same cost, and the levels ruled out.
 */
import type { BvEdition, BvLevel } from '../../catalog/types.ts';
import type { BvRuledOutCode, BvRuledOutGroup } from '../results/reasons.ts';
import type { BvRequirement, Pricing } from '../scenario/schema.ts';
import { ceilSafe, kbpsToMBps, mbpsToOps, opsToMBps } from '../units.ts';
import { bvMonthlyUSD } from './cost.ts';
import type { InstanceLimits } from './instance.ts';
import { hostBoundFor, measuredFor, type HostBound } from './setting.ts';
import { volumeOpsCeiling, volumeSizer, type Attachment } from './volume.ts';

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
  for (const d of designs)
    if (!cheapest || d.monthlyUSD < cheapest.monthlyUSD || (d.monthlyUSD === cheapest.monthlyUSD && d.volumes < cheapest.volumes)) cheapest = d;
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

/** Operations per second a requirement asks for: the larger of its IOPS and its MB/s at the I/O size. */
export function bvDemandOps(r: BvRequirement): number {
  return Math.max(r.iops ?? 0, mbpsToOps(r.throughputMBps ?? 0, r.ioSizeKiB));
}

/**
 * The volume count and size of one level at a target utilization `targetUtilization` (0..1):
 * each performance limit (per-volume IOPS and throughput, the instance's IOPS and throughput,
 * the measured host) carries the demand at the target, the hard limits (attachments, volume
 * size) at 100%. For each count n, the per-volume size is the largest of the minimum size,
 * capacity / n and the size that carries demand / (n x target). At one level the monthly cost
 * is total GB x (storage + VPUs x VPU price), so cost follows total GB; of the counts, the tie
 * rule picks (fewer volumes within a cent a month per volume, or 0.5%, of the cheapest).
 */
export function planLevel(
  edition: BvEdition,
  level: BvLevel,
  r: BvRequirement,
  instance: InstanceLimits | null,
  attachment: Attachment,
  pricing?: Pricing,
  host: HostBound = hostBoundFor(edition, instance),
  targetUtilization = 1,
): BvOption {
  const demand = bvDemandOps(r);
  // What the performance limits must offer for the demand to use no more than the target.
  const ops = demand / targetUtilization;
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
  const perVolumeCeiling = volumeOpsCeiling(level, r.ioSizeKiB, attachment, edition.maxVolumeGB.value);
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
  if (instance && (ops > instance.maxIops * (1 + 1e-9) || mbps > instance.maxMBps * (1 + 1e-9)))
    return option(pick.volumes, pick.sizeGB, pick.monthlyUSD, false, 'beyond-instance');
  // `ops` is already the demand over the target: the instance and the host carry it at the target too.
  const m = measuredFor(host, pick.volumes);
  if (m && (ops > m.iops.value * (1 + 1e-9) || mbps > m.mbps.value * (1 + 1e-9)))
    return option(pick.volumes, pick.sizeGB, pick.monthlyUSD, false, 'beyond-host');
  const chosen = option(pick.volumes, pick.sizeGB, pick.monthlyUSD, true);
  return cheapest && cheapest !== pick && cheapest.monthlyUSD < pick.monthlyUSD
    ? { ...chosen, cheapest: { volumes: cheapest.volumes, monthlyUSD: cheapest.monthlyUSD } }
    : chosen;
}

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
