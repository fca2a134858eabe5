/**
 * Recommend mode: the cheapest tier and capacity that carry the throughput at the target
 * utilization and hold the data. For each tier the capacity is the larger of the data and
 * required MB/s ÷ (tier × target), in decimal TB, rounded up to a valid step; the price is
 * capacity × (storage + tier's performance units). Since the price per GB grows more slowly
 * than the tier, a throughput-bound plan is cheapest at a high tier, a data-bound one at the
 * lowest: the engine prices every tier rather than assume either.
 */
import { splitDemand } from '../scenario/demand.ts';
import type { LustreEdition, LustreTier } from '../../catalog/lustre.ts';
import type { SourceId } from '../../catalog/types.ts';
import { concurrencyNeed, type ConcurrencyNeed } from '../clients/concurrency.ts';
import { clientSideRemedies } from '../results/remedies.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../targetUtilization.ts';
import type { Cost, LimitUse, PlanWarning, Remedy } from '../results/parts.ts';
import type { LustreReason } from '../results/reasons.ts';
import type { LustreRequirement, Pricing } from '../scenario/schema.ts';
import { metadataOpsTotal } from '../fss/index.ts';
import { finite, mbpsToOps, opsToMBps } from '../units.ts';
import { capacityStepAt, capacityStepAtLeast, holdsGB, type CapacityStep } from './capacity.ts';
import { lustreCost, lustreMonthlyUSD } from './cost.ts';
import { designOf, evaluateLustre, lustreEdition, sourcesOf, type LustreDesignOut, type LustreEvaluation } from './evaluate.ts';
import { isLustreClientLimit, lustreClientBounds, lustreLimits, tierThroughputMBps, type LustreDemand } from './limits.ts';
import { LUSTRE_SMALL_IO_KIB, lustreWarnings } from './warnings.ts';

/** Lustre plans its tier throughput to the target every service shares (`targetUtilization.ts`). */
export const LUSTRE_DEFAULT_TARGET_UTILIZATION_PERCENT = DEFAULT_TARGET_UTILIZATION_PERCENT;

/** What set the capacity of a tier's design. */
export type CapacitySetBy = 'minimum' | 'data' | 'throughput';

export interface LustreOption {
  readonly tier: LustreTier;
  readonly capacityGB: number;
  readonly capacityTiB: number;
  readonly setBy: CapacitySetBy;
  readonly throughputMBps: number;
  readonly monthlyUSD: number;
}

export type { LustreReason } from '../results/reasons.ts';

export interface LustreRecommendation {
  readonly service: 'lustre';
  readonly mode: 'recommend';
  readonly catalog: LustreEdition['id'];
  readonly design: LustreDesignOut;
  /** What the design delivers at saturation for the requirement's read/write split. */
  readonly evaluation: LustreEvaluation;
  /** Every limit of the design under the requirement. */
  readonly loads: readonly LimitUse[];
  readonly targetUtilizationPercent: number;
  /** Total MB/s asked (reads and writes, the larger of MB/s and IOPS × I/O size each). */
  readonly requiredMBps: number;
  readonly dataGB: number;
  /** Capacity the requirement needs before rounding up to a step, GB. */
  readonly neededGB: number;
  /**
   * False when the clients (network or concurrency) cannot move the requirement, or when it asks
   * for metadata operations (no Lustre metadata rate is published to check them against).
   */
  readonly feasible: boolean;
  /**
   * What would make it carry the requirement, when it does not (empty when it does). The
   * capacity ladder has no top, so only the clients can keep a Lustre design from carrying
   * throughput; metadata operations have no published Lustre rate to plan against.
   */
  readonly remedies: readonly Remedy[];
  readonly reason: LustreReason;
  /** One option per tier considered, cheapest first. */
  readonly alternatives: readonly LustreOption[];
  readonly concurrencyNeeded: ConcurrencyNeed;
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

/** Reads and writes asked, MB/s: each the larger of the MB/s and the IOPS at the I/O size. */
export function lustreDemandOf(stated: LustreRequirement): LustreDemand {
  const r = splitDemand(stated);
  return {
    readMBps: Math.max(r.readMBps ?? 0, opsToMBps(r.readIops ?? 0, r.ioSizeKiB)),
    writeMBps: Math.max(r.writeMBps ?? 0, opsToMBps(r.writeIops ?? 0, r.ioSizeKiB)),
    ioSizeKiB: r.ioSizeKiB,
  };
}

/** Capacity one tier needs: GB = max(data, MB/s × 1000 / (tier × u)), up to the next step that holds it. */
export function capacityNeeded(
  edition: LustreEdition,
  tier: LustreTier,
  requiredMBps: number,
  dataGB: number,
  u: number,
): { step: CapacityStep; neededGB: number; setBy: CapacitySetBy } {
  const forThroughput = finite((requiredMBps * 1000) / (tier * u));
  const neededGB = Math.max(dataGB, forThroughput);
  const step = capacityStepAtLeast(edition, neededGB);
  const minimum = capacityStepAt(edition, 0);
  const setBy: CapacitySetBy = neededGB <= minimum.capacityGB ? 'minimum' : forThroughput > dataGB ? 'throughput' : 'data';
  return { step, neededGB, setBy };
}

function byCost(a: LustreOption, b: LustreOption): number {
  if (Math.abs(a.monthlyUSD - b.monthlyUSD) > 0.005) return a.monthlyUSD - b.monthlyUSD;
  if (a.capacityGB !== b.capacityGB) return a.capacityGB - b.capacityGB;
  return a.tier - b.tier;
}

/** A design the user chose (on the chart) to weigh against the requirement in place of the recommendation. */
export interface LustreChosen {
  readonly performanceTierMBpsPerTB: LustreTier;
  /** Decimal GB; rounded up to a valid capacity step. */
  readonly capacityGB: number;
}

/** What the requirement asks of any design: the demand split, its total MB/s, the data (GB) and the target (0–1). */
interface Asked {
  readonly r: LustreRequirement;
  readonly edition: LustreEdition;
  readonly u: number;
  readonly demand: LustreDemand;
  readonly required: number;
  readonly dataGB: number;
  readonly pricing: Pricing | undefined;
}

type Sized = ReturnType<typeof capacityNeeded> & { readonly tier: LustreTier };

/** Every tier considered (all, or the one asked) at the capacity it needs, priced; options cheapest first. */
function tierOptions({ r, edition, u, required, dataGB, pricing }: Asked): { sized: Sized[]; options: LustreOption[] } {
  const tiers = edition.tiers.map((t) => t.tier).filter((t) => r.performanceTierMBpsPerTB === undefined || t === r.performanceTierMBpsPerTB);
  const sized = tiers.map((tier) => ({ tier, ...capacityNeeded(edition, tier, required, dataGB, u) }));
  const options: LustreOption[] = sized
    .map((s) => ({
      tier: s.tier,
      capacityGB: s.step.capacityGB,
      capacityTiB: s.step.capacityTiB,
      setBy: s.setBy,
      throughputMBps: tierThroughputMBps(s.tier, s.step.capacityGB),
      monthlyUSD: lustreMonthlyUSD(edition, s.tier, s.step.capacityGB, pricing),
    }))
    .sort(byCost);
  return { sized, options };
}

/** The design weighed: the user's (`byUser`, when the edition has its tier), else the cheapest option. */
function chooseDesign(a: Asked, sized: readonly Sized[], options: readonly LustreOption[], byUser: LustreChosen | undefined) {
  const pinnedTier = byUser && a.edition.tiers.some((t) => t.tier === byUser.performanceTierMBpsPerTB) ? byUser : undefined;
  const pinned = pinnedTier && chosenOption(a.edition, pinnedTier, a.required, a.dataGB, a.u, a.pricing);
  const chosen = pinned?.option ?? options[0]!;
  const pick = pinned?.sized ?? sized.find((s) => s.tier === chosen.tier)!;
  return { chosen, pick, pinned: pinned !== undefined };
}

/** What the chosen design delivers at saturation for the workload asked (evaluate mode's figures). */
function deliveredBy({ r, edition, demand, required, dataGB, pricing }: Asked, chosen: LustreOption): LustreEvaluation {
  const readPercent = required > 0 ? (100 * demand.readMBps) / required : 100;
  const {
    metadataOpsPerSecond: _m,
    readMBps: _r,
    writeMBps: _w,
    readIops: _ri,
    writeIops: _wi,
    performanceTierMBpsPerTB: _t,
    targetUtilizationPercent: _u,
    ...workload
  } = r;
  return evaluateLustre(
    edition.id,
    { performanceTierMBpsPerTB: chosen.tier, capacityGB: chosen.capacityGB },
    { ...workload, readPercent, capacityGB: dataGB },
    pricing,
  );
}

/**
 * Recommend mode: the cheapest tier (or the one asked) and the capacity for a requirement.
 * With `byUser` (a tier the edition has), that tier at that capacity (rounded up to a valid
 * step) is weighed instead (reason `lustre-chosen`): it carries the requirement when its tier
 * throughput at the target utilization carries the MB/s and it holds the data, besides what
 * any design must (clients, metadata).
 */
export function recommendLustre(catalog: string | undefined, stated: LustreRequirement, pricing?: Pricing, byUser?: LustreChosen): LustreRecommendation {
  // Totals and a read share, or reads and writes: planned alike (`splitDemand`).
  const r = splitDemand(stated);
  const edition = lustreEdition(catalog);
  const u = (r.targetUtilizationPercent ?? LUSTRE_DEFAULT_TARGET_UTILIZATION_PERCENT) / 100;
  const demand = lustreDemandOf(r);
  const required = demand.readMBps + demand.writeMBps;
  const dataGB = r.capacityGB ?? 0;
  const asked: Asked = { r, edition, u, demand, required, dataGB, pricing };
  const { sized, options } = tierOptions(asked);
  const { chosen, pick, pinned } = chooseDesign(asked, sized, options, byUser);
  const bounds = lustreClientBounds(edition, r);
  const loads = lustreLimits(edition, chosen.tier, chosen.capacityGB, demand, bounds);
  const cost = lustreCost(edition, chosen.tier, chosen.capacityGB, pricing);
  const minimumGB = capacityStepAt(edition, 0).capacityGB;
  const metadataOps = metadataOpsTotal(r.metadataOpsPerSecond);
  // Throughput at a small I/O size rests on a small-I/O rate no source publishes: not claimed, as metadata is not.
  const smallIoAsked = required > 0 && r.ioSizeKiB < LUSTRE_SMALL_IO_KIB;
  const warnings = lustreWarnings({
    edition,
    tier: chosen.tier,
    step: pick.step,
    requestedGB: !pinned && pick.neededGB > minimumGB ? pick.neededGB : undefined,
    dataGB,
    neededMBps: required / u,
    ioSizeKiB: r.ioSizeKiB,
    cost,
    bounds,
    loads,
    pricing,
    metadataOpsPerSecond: metadataOps,
    smallIoAsked,
  });
  const delivered = deliveredBy(asked, chosen);
  const clientsShort = loads.some((l) => isLustreClientLimit(l) && l.utilization > 1 + 1e-9);
  // A design the user chose may be short of the throughput at the target, which a planned one never is.
  const throughputShort = pinned && loads.some((l) => l.id === 'sharedBandwidth' && l.utilization > u * (1 + 1e-9));
  const feasible = !clientsShort && !throughputShort && metadataOps === 0 && !smallIoAsked && delivered.feasible;
  // One plan, one answer: the evaluation of a recommendation states the plan's feasibility.
  const evaluation = { ...delivered, warnings, feasible };
  const concurrencyNeeded = concurrencyNeed(mbpsToOps(required, r.ioSizeKiB), r.clients, bounds.concurrency);
  return {
    service: 'lustre',
    mode: 'recommend',
    catalog: edition.id,
    design: designOf(chosen.tier, pick.step),
    evaluation,
    loads,
    targetUtilizationPercent: u * 100,
    requiredMBps: required,
    dataGB,
    neededGB: pick.neededGB,
    feasible,
    remedies: feasible ? [] : clientSideRemedies(loads, r.clients, isLustreClientLimit, concurrencyNeeded),
    reason: pinned
      ? { code: 'lustre-chosen', params: reasonFor(chosen, [], false, required, dataGB, u).params }
      : reasonFor(chosen, options, r.performanceTierMBpsPerTB !== undefined, required, dataGB, u),
    alternatives: options,
    concurrencyNeeded,
    warnings,
    cost,
    sources: sourcesOf(loads, warnings),
  };
}

/** The user's tier at the capacity step that holds the capacity asked (GB), as an option. */
function chosenOption(edition: LustreEdition, c: LustreChosen, requiredMBps: number, dataGB: number, u: number, pricing: Pricing | undefined) {
  const step = capacityStepAtLeast(edition, c.capacityGB);
  const needed = capacityNeeded(edition, c.performanceTierMBpsPerTB, requiredMBps, dataGB, u);
  const option: LustreOption = {
    tier: c.performanceTierMBpsPerTB,
    capacityGB: step.capacityGB,
    capacityTiB: step.capacityTiB,
    setBy: needed.setBy,
    throughputMBps: tierThroughputMBps(c.performanceTierMBpsPerTB, step.capacityGB),
    monthlyUSD: lustreMonthlyUSD(edition, c.performanceTierMBpsPerTB, step.capacityGB, pricing),
  };
  return { option, sized: { tier: c.performanceTierMBpsPerTB, step, neededGB: needed.neededGB, setBy: needed.setBy } };
}

function reasonFor(chosen: LustreOption, options: readonly LustreOption[], fixed: boolean, requiredMBps: number, dataGB: number, u: number): LustreReason {
  const base = {
    tier: chosen.tier,
    capacityGB: chosen.capacityGB,
    capacityTiB: chosen.capacityTiB,
    throughputMBps: chosen.throughputMBps,
    requiredMBps,
    dataGB,
    targetPercent: u * 100,
    monthlyUSD: chosen.monthlyUSD,
  };
  if (fixed) return { code: 'tier-fixed', params: { ...base, setBy: chosen.setBy } };
  const runnerUp = options[1];
  const next = runnerUp ? { nextTier: runnerUp.tier, nextCapacityGB: runnerUp.capacityGB, nextMonthlyUSD: runnerUp.monthlyUSD } : {};
  switch (chosen.setBy) {
    case 'minimum':
      return { code: 'minimum-capacity', params: { ...base, ...next } };
    case 'data':
      return { code: 'capacity-carries', params: { ...base, ...next } };
    case 'throughput':
      return { code: 'throughput-sets-capacity', params: { ...base, ...next } };
  }
}

/**
 * Whether one of a recommendation's alternatives (a tier at its capacity step) carries the
 * requirement: the recommendation's own design carries as the plan says (`feasible`); another
 * holds the data (`holdsGB`), carries the MB/s at the target utilization, and meets what no
 * tier or capacity changes: no metadata rate or small-I/O rate asked (no source publishes one:
 * the plan's critical warnings say so), and clients within their own limits.
 */
export function optionCarries(rec: LustreRecommendation, o: LustreOption): boolean {
  if (o.tier === rec.design.performanceTierMBpsPerTB && o.capacityGB === rec.design.capacityGB) return rec.feasible;
  const everyDesign = rec.warnings.some((w) => w.id === 'lustre-metadata-unchecked' || w.id === 'lustre-small-io-unchecked');
  const clientsShort = rec.loads.some((l) => isLustreClientLimit(l) && l.utilization > 1 + 1e-9);
  const holds = holdsGB({ capacityGB: o.capacityGB, capacityTiB: o.capacityTiB, index: 0 }, rec.dataGB);
  return !everyDesign && !clientsShort && holds && o.throughputMBps * (rec.targetUtilizationPercent / 100) * (1 + 1e-9) >= rec.requiredMBps;
}
