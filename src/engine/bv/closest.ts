/**
 * Block Volume when no design carries the requirement: the closest design (the one least over
 * its performance limits at the target utilization) and what would make the requirement fit
 * (`Remedy` codes with their figures).
 */
import { smallest } from '../search.ts';
import { flexVmBlockVolumeRule } from '../../catalog/index.ts';
import type { BvEdition, BvLevel } from '../../catalog/types.ts';
import type { Remedy } from '../results/parts.ts';
import type { BvRequirement, Pricing } from '../scenario/schema.ts';
import { ceilSafe, finite, opsToMBps } from '../units.ts';
import { bvMonthlyUSD } from './cost.ts';
import { limitsFor } from './evaluate.ts';
import type { InstanceLimits } from './instance.ts';
import { bvDemandOps, pickByTieRule, planLevel, type BvOption } from './options.ts';
import type { BvSetting, HostBound } from './setting.ts';
import { volumeOps, volumeSizer, type Attachment } from './volume.ts';

/** What every plan of one requirement shares: the edition, the levels allowed, the instance and host. */
export interface BvPlanContext {
  readonly edition: BvEdition;
  readonly levels: readonly BvLevel[];
  readonly instance: InstanceLimits | null;
  readonly attachment: Attachment;
  readonly host: HostBound;
  readonly pricing: Pricing | undefined;
}

/** Each allowed level's option for a requirement at a target utilization (0..1). */
export function planLevels(c: BvPlanContext, r: BvRequirement, targetUtilization: number): BvOption[] {
  return c.levels.map((level) => planLevel(c.edition, level, r, c.instance, c.attachment, c.pricing, c.host, targetUtilization));
}

/** The design the tie rule picks among the options that carry the requirement, if any. */
export function pickFeasible(options: readonly BvOption[]): BvOption | undefined {
  return pickByTieRule(options.filter((o) => o.feasible));
}

/** A design of one level: its count and size, and its bill. */
export interface BvCandidate {
  readonly level: BvLevel;
  readonly volumes: number;
  readonly sizeGB: number;
  readonly monthlyUSD: number;
}

/**
 * The worst ratio of use to target over a design's performance limits (per-volume, instance
 * and host; not concurrency, the client's own, nor the hard limits): above 1, the design is
 * over its target by that factor.
 */
export function worstRatio(s: BvSetting, demandOps: number, targetUtilization: number): number {
  let worst = 0;
  for (const l of limitsFor(s, demandOps)) if (!l.hard && l.id !== 'concurrency') worst = Math.max(worst, l.utilization / targetUtilization);
  return finite(worst);
}

/**
 * Each level's nearest design: the option the planner found when only the instance or the host
 * falls short (its volumes carry the demand at the target); when no count of volumes does, as
 * many volumes as attach, each at the smallest size that gives the most one volume of the
 * level gives (and holds its share of the capacity). Levels that cannot be used on the
 * instance (multipath) are left out.
 */
function candidates(c: BvPlanContext, r: BvRequirement, options: readonly BvOption[]): BvCandidate[] {
  const maxGB = c.edition.maxVolumeGB.value;
  const minGB = c.edition.minVolumeGB.value;
  const maxAttach = c.instance?.maxAttachments ?? c.edition.maxAttachmentsPerInstance.value;
  const out: BvCandidate[] = [];
  options.forEach((o, i) => {
    const level = c.levels[i]!;
    if (o.reason === 'needs-multipath') return;
    if (o.volumes > 0 && o.reason !== 'too-many-volumes') {
      out.push({ level, volumes: o.volumes, sizeGB: o.volumeSizeGB, monthlyUSD: o.monthlyUSD });
      return;
    }
    const ceiling = volumeOps(level, maxGB, r.ioSizeKiB, c.attachment);
    const full = volumeSizer(level, r.ioSizeKiB, c.attachment)(ceiling);
    const sizeGB = Math.min(maxGB, Math.max(minGB, ceilSafe(r.capacityGB / maxAttach), Number.isFinite(full) ? full : maxGB));
    out.push({ level, volumes: maxAttach, sizeGB, monthlyUSD: bvMonthlyUSD(level, maxAttach * sizeGB, c.pricing) });
  });
  return out;
}

/**
 * The closest design: of every level's nearest design, the smallest worst ratio of use to
 * target (`worstRatio`), the cheaper on a tie. Undefined when no level can be used at all.
 */
export function closestDesign(
  c: BvPlanContext,
  r: BvRequirement,
  options: readonly BvOption[],
  targetUtilization: number,
  settingOf: (d: BvCandidate) => BvSetting,
): { readonly design: BvCandidate; readonly ratio: number } | undefined {
  const ops = bvDemandOps(r);
  let best: { design: BvCandidate; ratio: number } | undefined;
  for (const d of candidates(c, r, options)) {
    const ratio = worstRatio(settingOf(d), ops, targetUtilization);
    if (!best || ratio < best.ratio - 1e-9 || (Math.abs(ratio - best.ratio) <= 1e-9 && d.monthlyUSD < best.design.monthlyUSD)) best = { design: d, ratio };
  }
  return best;
}

/** The most instances `more-instances` looks at: past this, the remedy is to split the workload. */
const MAX_INSTANCES = 1024;

/** A requirement's share on one of n instances: the demand and the capacity divided evenly. */
function shareOf(r: BvRequirement, n: number): BvRequirement {
  const share: BvRequirement = { ...r, capacityGB: r.capacityGB / n };
  if (r.iops !== undefined) Object.assign(share, { iops: r.iops / n });
  if (r.throughputMBps !== undefined) Object.assign(share, { throughputMBps: r.throughputMBps / n });
  return share;
}

export interface RemedyInput {
  readonly context: BvPlanContext;
  readonly requirement: BvRequirement;
  readonly targetUtilization: number;
  /** The closest design's binding performance limit is the instance's own. */
  readonly instanceBound: boolean;
  /** Every allowed level needs a multipath attachment the instance cannot make. */
  readonly multipathOnly: boolean;
  /** The concurrency shortfall, when the client has too few I/Os in flight: what it needs. */
  readonly outstandingNeeded: number | null;
  /** Operations per second one instance's concurrency completes (null: not known). */
  readonly opsPerInstance: number | null;
  /** The requirement names its level: the edition's other levels, for `higher-level`. */
  readonly otherLevels: BvPlanContext | null;
}

/**
 * What would make the requirement fit, each on its own, with its figures:
 * - `more-concurrency`: the I/Os in flight the client needs (Little's law);
 * - `higher-level`: the level the planner would choose if the requirement did not name one;
 * - `larger-client`: a multipath-capable instance (`ocpus`, variant `multipath`), or one whose
 *   block-volume limits carry the demand at the target (`iops`, `mbps`, variant `bv`);
 * - `more-instances`: the fewest instances, each with its own volumes and an even share of the
 *   demand and the capacity, that carry it at the target (concurrency per instance included);
 * - `raise-target`: the lowest whole target utilization (at most 100%) at which a design fits;
 * - `split-workload` when none of these would.
 */
export function remediesFor(x: RemedyInput): Remedy[] {
  const { context: c, requirement: r, targetUtilization: u } = x;
  const out: Remedy[] = [];
  const ops = bvDemandOps(r);
  if (x.outstandingNeeded !== null) out.push({ code: 'more-concurrency', params: { outstanding: x.outstandingNeeded } });
  if (x.otherLevels) {
    const pick = pickFeasible(planLevels(x.otherLevels, r, u));
    if (pick && x.outstandingNeeded === null) out.push({ code: 'higher-level', params: { level: pick.performanceLevel } });
  }
  if (x.multipathOnly) {
    out.push({ code: 'larger-client', params: { variant: 'multipath', ocpus: flexVmBlockVolumeRule.uhpMinOcpus.value } });
    return out;
  }
  if (x.instanceBound && c.instance) {
    out.push({ code: 'larger-client', params: { variant: 'bv', iops: finite(ops / u), mbps: finite(opsToMBps(ops, r.ioSizeKiB) / u) } });
  }
  const fitsOn = (n: number) => {
    const share = shareOf(r, n);
    if (x.opsPerInstance !== null && bvDemandOps(share) > x.opsPerInstance * (1 + 1e-9)) return false;
    return pickFeasible(planLevels(c, share, u)) !== undefined;
  };
  const instances = smallest(2, MAX_INSTANCES, fitsOn);
  if (instances !== null) out.push({ code: 'more-instances', params: { instances } });
  if (u < 1 && x.outstandingNeeded === null) {
    const lo = Math.max(1, Math.floor(u * 100) + 1);
    const target = smallest(lo, 100, (t) => pickFeasible(planLevels(c, r, t / 100)) !== undefined);
    if (target !== null) out.push({ code: 'raise-target', params: { targetPercent: target } });
  }
  if (out.length === 0) out.push({ code: 'split-workload', params: {} });
  return out;
}
