/**
 * What a Lustre plan must say besides its numbers: the minimum capacity that bills small data
 * sets as 31.2 TiB, a capacity that only grows, the Lustre client on every host, one
 * availability domain, the performance unit the price rests on, and the clients' side.
 */
import type { LustreEdition, LustreTier } from '../../catalog/lustre.ts';
import type { SourceId } from '../../catalog/types.ts';
import { unitPrice } from '../cost/prices.ts';
import type { Cost, LimitUse, PlanWarning, Severity, WarningCode } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { GB_PER_TB } from '../units.ts';
import { holdsGB, toMilliGB, type CapacityStep } from './capacity.ts';
import { performanceUnitsPerGB } from './cost.ts';
import type { LustreClientBounds } from './limits.ts';

export interface LustreWarningInput {
  readonly edition: LustreEdition;
  readonly tier: LustreTier;
  readonly step: CapacityStep;
  /** The capacity asked for, when it was not a step (evaluate) or was set by the data. */
  readonly requestedGB?: number | undefined;
  /** Data stored, GB. */
  readonly dataGB: number;
  /** Tier throughput the requirement needs at the target utilization, MB/s (0 in evaluate). */
  readonly neededMBps: number;
  readonly ioSizeKiB: number;
  readonly cost: Cost;
  readonly bounds: LustreClientBounds;
  /** Metadata operations per second asked (recommend); no Lustre rate is published to check them. */
  readonly metadataOpsPerSecond?: number | undefined;
  /**
   * Throughput is asked at a small I/O size (recommend): only a throughput per TB is published,
   * with no small-I/O rate, so the plan cannot claim to carry it.
   */
  readonly smallIoAsked?: boolean | undefined;
  /** The limits under the requirement (recommend); absent in evaluate. */
  readonly loads?: readonly LimitUse[] | undefined;
  readonly pricing?: Pricing | undefined;
}

/**
 * Below this I/O size a Lustre figure rests on a small-I/O rate, which no source publishes (the
 * planner's own line, not Oracle's: the File Storage paper's small-I/O tests ran at 4 KiB and
 * fell far short of its bandwidth figures, its large-I/O tests at 1 MiB reached them).
 */
export const LUSTRE_SMALL_IO_KIB = 64;

function warn(head: { id: WarningCode; severity: Severity }, params: PlanWarning['params'], sources: readonly SourceId[]): PlanWarning {
  return { id: head.id, severity: head.severity, params, sources };
}

/** The warnings of a Lustre design, most severe first. */
export function lustreWarnings(x: LustreWarningInput): PlanWarning[] {
  const { edition: e, step } = x;
  const out: PlanWarning[] = [...clientWarnings(x)];
  if (!holdsGB(step, x.dataGB)) {
    out.push(
      warn({ id: 'lustre-data-exceeds', severity: 'critical' }, { dataGB: x.dataGB, capacityGB: step.capacityGB, capacityTiB: step.capacityTiB }, [
        e.stepBreakTiB.source,
      ]),
    );
  }
  if ((x.metadataOpsPerSecond ?? 0) > 0) {
    out.push(warn({ id: 'lustre-metadata-unchecked', severity: 'critical' }, { ops: x.metadataOpsPerSecond ?? 0 }, [e.tiers[0]!.mbpsPerTB.source]));
  }
  const smallIo = x.ioSizeKiB < LUSTRE_SMALL_IO_KIB;
  if (smallIo && x.smallIoAsked === true) {
    out.push(warn({ id: 'lustre-small-io-unchecked', severity: 'critical' }, { ioSizeKiB: x.ioSizeKiB }, [e.tiers[0]!.mbpsPerTB.source]));
  }
  if (x.requestedGB !== undefined && toMilliGB(x.requestedGB) !== toMilliGB(step.capacityGB)) {
    out.push(
      warn({ id: 'lustre-capacity-rounded', severity: 'info' }, { requestedGB: x.requestedGB, capacityGB: step.capacityGB, capacityTiB: step.capacityTiB }, [
        e.smallStepTiB.source,
        e.minCapacityTiB.source,
      ]),
    );
  }
  const minimumOnly = step.index === 0 && x.dataGB < step.capacityGB / 2 && x.neededMBps * GB_PER_TB < x.tier * step.capacityGB;
  if (minimumOnly) {
    out.push(
      warn(
        { id: 'lustre-minimum-dominates', severity: 'warning' },
        { minTiB: e.minCapacityTiB.value, capacityGB: step.capacityGB, dataGB: x.dataGB, monthlyUSD: x.cost.monthlyUSD },
        [e.minCapacityTiB.source, 'S-PRICE'],
      ),
    );
  }
  // Capacity only grows, and no source gives a largest file system or a service limit: one note, with the size planned.
  out.push(
    warn(
      { id: 'lustre-grow-only', severity: 'info' },
      { smallStepTiB: e.smallStepTiB.value, stepBreakTiB: e.stepBreakTiB.value, largeStepTiB: e.largeStepTiB.value, capacityTiB: step.capacityTiB },
      [e.cannotShrink.source, e.fileSystemQuota.source],
    ),
  );
  out.push(warn({ id: 'lustre-client-required', severity: 'info' }, {}, [e.clientRequired.source]));
  out.push(
    warn({ id: 'lustre-single-ad', severity: 'info' }, { availabilityDomains: e.availabilityDomains.value }, [
      e.availabilityDomains.source,
      e.fileSystemQuota.source,
    ]),
  );
  const perUnit = unitPrice('lustrePerformanceUnitGBMonth', x.pricing);
  const units = performanceUnitsPerGB(e, x.tier);
  out.push(
    warn({ id: 'lustre-performance-unit-inferred', severity: 'info' }, { units, tier: x.tier, unitPriceUSD: perUnit, perGBMonthUSD: units * perUnit }, [
      e.performanceUnitMBpsPerTB.source,
    ]),
  );
  if (smallIo && x.smallIoAsked !== true) {
    out.push(warn({ id: 'lustre-small-io', severity: 'warning' }, { ioSizeKiB: x.ioSizeKiB }, [e.tiers[0]!.mbpsPerTB.source]));
  }
  const rank: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };
  return out.sort((a, b) => rank[a.severity] - rank[b.severity]);
}

function clientWarnings(x: LustreWarningInput): PlanWarning[] {
  const { bounds: b, edition: e } = x;
  if (b.clients === null) {
    return [warn({ id: 'lustre-clients-unknown', severity: 'info' }, {}, [e.latencyMs.source])];
  }
  const out: PlanWarning[] = [];
  for (const l of x.loads ?? []) {
    if (l.utilization <= 1 + 1e-9) continue;
    if (l.id === 'clientNetworkRead' || l.id === 'clientNetworkWrite') {
      const direction = l.id === 'clientNetworkRead' ? 'read' : 'write';
      out.push(
        warn(
          { id: 'lustre-client-network-short', severity: 'critical' },
          { variant: direction, clients: b.clients, clientMBps: b.clientMBps ?? 0, capacityMBps: l.capacity, demandMBps: l.demand },
          [l.source],
        ),
      );
    }
    if (l.id === 'concurrency') {
      out.push(
        warn(
          { id: 'lustre-concurrency-short', severity: 'critical' },
          { clients: b.clients, outstanding: b.concurrency.outstandingPerClient ?? 0, latencyMs: b.concurrency.latencyMs, maxOps: l.capacity, ops: l.demand },
          [l.source],
        ),
      );
    }
  }
  if (b.concurrency.outstandingPerClient === null) {
    out.push(warn({ id: 'lustre-concurrency-unknown', severity: 'info' }, { latencyMs: b.concurrency.latencyMs }, [e.latencyMs.source]));
  }
  return out;
}
