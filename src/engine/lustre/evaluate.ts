/**
 * Evaluate mode: what a tier and capacity deliver for a workload shape. The capacity is
 * rounded up to a valid step first (and the answer says so). At saturation the throughput is
 * the largest total T, split by the read percent, that no limit refuses:
 * T = min(tier × TB, clients' network / read or write share, concurrency × I/O size).
 */
import { ownEntry } from '../../catalog/own.ts';
import { lustreEditions, type LustreEdition, type LustreTier } from '../../catalog/lustre.ts';
import type { SourceId } from '../../catalog/types.ts';
import type { Concurrency } from '../clients/concurrency.ts';
import { bindingLimit, type EvaluationBase, type LimitId, type LimitUse, type PlanWarning } from '../results/parts.ts';
import type { LustreDesign, LustreWorkload, Pricing } from '../scenario/schema.ts';
import { finite, mbpsToOps } from '../units.ts';
import { capacityStepAtLeast, holdsGB, type CapacityStep } from './capacity.ts';
import { lustreCost } from './cost.ts';
import { lustreClientBounds, lustreLimits, tierThroughputMBps, type LustreClientBounds, type LustreDemand } from './limits.ts';
import { lustreWarnings } from './warnings.ts';

/** A design as the engine answers it: a tier and a valid capacity. */
export interface LustreDesignOut {
  readonly performanceTierMBpsPerTB: LustreTier;
  readonly capacityGB: number;
  readonly capacityTiB: number;
}

/** The binding limit as a code with its figures (no English). */
export interface LustreBottleneck {
  readonly limit: LimitId;
  readonly params: Readonly<Record<string, number | string>>;
}

export interface LustreEvaluation extends EvaluationBase<'lustre', LustreBottleneck> {
  readonly mode: 'evaluate';
  readonly catalog: LustreEdition['id'];
  readonly design: LustreDesignOut;
  /** Total throughput at saturation, MB/s, and its read and write parts. */
  readonly throughputMBps: number;
  readonly readMBps: number;
  readonly writeMBps: number;
  /** Operations per second at the I/O size. */
  readonly opsPerSecond: number;
  /** What the tier and capacity alone give, MB/s. */
  readonly tierThroughputMBps: number;
  /** False when the stored data does not fit the capacity. */
  readonly feasible: boolean;
  readonly concurrency: Concurrency;
}

/** Whether the edition's latency is carried from another service (no Lustre latency is published): a ceiling under it cannot be confirmed. */
export function lustreLatencyCarried(catalog: string | undefined): boolean {
  return lustreEdition(catalog).latencyMs.basis === 'carried';
}

/**
 * The Lustre catalog edition of an id; `lustre-current` (S-LFSCAP, S-LFSCLI, S-PRICE) when none
 * is given, and also for an id it does not know (the only edition there is).
 */
export function lustreEdition(id: string | undefined): LustreEdition {
  return ownEntry<LustreEdition>(lustreEditions, id ?? 'lustre-current') ?? lustreEditions['lustre-current'];
}

/** A Lustre design as answered: the performance tier (MB/s per TB) and a valid capacity step, in decimal GB and binary TiB (S-LFSCAP). */
export function designOf(tier: LustreTier, step: CapacityStep): LustreDesignOut {
  return { performanceTierMBpsPerTB: tier, capacityGB: step.capacityGB, capacityTiB: step.capacityTiB };
}

/** The largest total throughput, split `readShare` : 1 − `readShare`, that every limit allows. */
export function saturate(
  edition: LustreEdition,
  tier: LustreTier,
  capacityGB: number,
  readShare: number,
  ioSizeKiB: number,
  bounds: LustreClientBounds,
): { demand: LustreDemand; limits: LimitUse[] } {
  const unit = lustreLimits(edition, tier, capacityGB, { readMBps: readShare, writeMBps: 1 - readShare, ioSizeKiB }, bounds);
  const worst = Math.max(...unit.map((l) => l.utilization));
  const total = worst > 0 ? finite(1 / worst) : tierThroughputMBps(tier, capacityGB);
  const demand = { readMBps: total * readShare, writeMBps: total * (1 - readShare), ioSizeKiB };
  return { demand, limits: lustreLimits(edition, tier, capacityGB, demand, bounds) };
}

/** The binding limit's figures, for the words the UI gives it. */
export function explain(limit: LimitUse, tier: LustreTier, step: CapacityStep, bounds: LustreClientBounds): LustreBottleneck {
  switch (limit.id) {
    case 'sharedBandwidth':
      return { limit: limit.id, params: { tier, capacityGB: step.capacityGB, capacityTiB: step.capacityTiB, throughputMBps: limit.capacity } };
    case 'concurrency':
      return {
        limit: limit.id,
        params: {
          clients: bounds.clients ?? 0,
          outstanding: bounds.concurrency.outstandingPerClient ?? 0,
          latencyMs: bounds.concurrency.latencyMs,
          maxOps: limit.capacity,
        },
      };
    default:
      return { limit: limit.id, params: { clients: bounds.clients ?? 0, clientMBps: bounds.clientMBps ?? 0, networkMBps: limit.capacity } };
  }
}

/** The documents an answer rests on: the tier and capacity pages, the price feed, each limit's and warning's source. */
export function sourcesOf(limits: readonly LimitUse[], warnings: readonly PlanWarning[]): SourceId[] {
  const set = new Set<SourceId>(['S-LFSCLI', 'S-LFSCAP', 'S-PRICE']);
  for (const l of limits) set.add(l.source);
  for (const w of warnings) for (const s of w.sources) set.add(s);
  return [...set];
}

/** Evaluate mode: a tier and capacity (rounded up to a step) for a workload shape. */
export function evaluateLustre(catalog: string | undefined, design: LustreDesign, workload: LustreWorkload, pricing?: Pricing): LustreEvaluation {
  const edition = lustreEdition(catalog);
  const tier = design.performanceTierMBpsPerTB;
  const step = capacityStepAtLeast(edition, design.capacityGB);
  const bounds = lustreClientBounds(edition, workload);
  const { demand, limits } = saturate(edition, tier, step.capacityGB, workload.readPercent / 100, workload.ioSizeKiB, bounds);
  const binding = bindingLimit(limits)!;
  const cost = lustreCost(edition, tier, step.capacityGB, pricing);
  const dataGB = workload.capacityGB ?? 0;
  const warnings = lustreWarnings({
    edition,
    tier,
    step,
    requestedGB: design.capacityGB,
    dataGB,
    neededMBps: 0,
    ioSizeKiB: workload.ioSizeKiB,
    cost,
    bounds,
    pricing,
  });
  const throughputMBps = demand.readMBps + demand.writeMBps;
  return {
    service: 'lustre',
    mode: 'evaluate',
    catalog: edition.id,
    design: designOf(tier, step),
    throughputMBps,
    readMBps: demand.readMBps,
    writeMBps: demand.writeMBps,
    opsPerSecond: finite(mbpsToOps(throughputMBps, workload.ioSizeKiB)),
    tierThroughputMBps: tierThroughputMBps(tier, step.capacityGB),
    bottleneck: binding.id,
    explanation: explain(binding, tier, step, bounds),
    limits,
    feasible: holdsGB(step, dataGB),
    concurrency: bounds.concurrency,
    cost,
    warnings,
    sources: sourcesOf(limits, warnings),
  };
}
