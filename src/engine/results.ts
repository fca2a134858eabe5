/**
 * Result types shared by every service: the use of each limit, warnings, costs.
 */
import type { Basis, Cited, SourceId } from '../catalog/types.ts';

export type LimitId =
  | 'backendIops'
  | 'readBandwidth'
  | 'writeBandwidth'
  | 'sharedBandwidth'
  | 'connections'
  | 'clientNetworkRead'
  | 'clientNetworkWrite'
  | 'storedCapacity'
  | 'volumeIops'
  | 'volumeThroughput'
  | 'instanceIops'
  | 'instanceThroughput'
  | 'attachments'
  | 'hostIops'
  | 'hostThroughput'
  | 'concurrency'
  | 'deviceIops'
  | 'usableCapacity';

/** How much of one limit a design uses. */
export interface LimitUse {
  readonly id: LimitId;
  /** What is asked of the limit, in `unit`. */
  readonly demand: number;
  /** What the whole design offers, in `unit`. */
  readonly capacity: number;
  readonly unit: 'MBps' | 'backendIops' | 'iops' | 'connections' | 'GB' | 'count';
  /** demand / capacity (0 when capacity is 0 and there is no demand). */
  readonly utilization: number;
  /** Hard limits (connections, attachments) cannot be planned to a target utilization. */
  readonly hard: boolean;
  readonly source: SourceId;
  readonly basis: Basis;
  /** The catalog figure behind the limit, where and how its source gives it. */
  readonly cited?: Cited;
}

export type Severity = 'info' | 'warning' | 'critical';

export interface PlanWarning {
  readonly id: string;
  readonly severity: Severity;
  /** English text; the UI translates from `id` and `params`. */
  readonly message: string;
  readonly params: Readonly<Record<string, number | string>>;
  readonly sources: readonly SourceId[];
}

export interface CostLine {
  readonly label: string;
  readonly sku: string;
  readonly quantity: number;
  readonly unit: string;
  readonly unitPriceUSD: number;
  readonly monthlyUSD: number;
}

export interface Cost {
  /** After the discount. */
  readonly monthlyUSD: number;
  readonly listMonthlyUSD: number;
  readonly discountPercent: number;
  readonly lines: readonly CostLine[];
  /** Date of the price book the prices come from. */
  readonly priceDate: string;
  /** False where a price is not published (the figure then leaves it out). */
  readonly complete: boolean;
  readonly note?: string;
}

/** The limit that stops a design, in words a customer understands, and how to lift it. */
export interface Bottleneck {
  readonly limit: LimitId;
  /** English text; the UI translates from `limit` and `params`. */
  readonly sentence: string;
  readonly lift: string;
  readonly params: Readonly<Record<string, number | string>>;
}

export function limitUse(
  id: LimitId,
  demand: number,
  capacity: number,
  unit: LimitUse['unit'],
  source: SourceId,
  basis: Basis,
  hard = false,
  cited?: Cited,
): LimitUse {
  const utilization = capacity > 0 ? demand / capacity : demand > 0 ? Number.MAX_SAFE_INTEGER : 0;
  return cited ? { id, demand, capacity, unit, utilization, hard, source, basis, cited } : { id, demand, capacity, unit, utilization, hard, source, basis };
}

/** The limit with the highest utilization (the first one on ties). */
export function bindingLimit(limits: readonly LimitUse[]): LimitUse | undefined {
  let best: LimitUse | undefined;
  for (const l of limits) if (!best || l.utilization > best.utilization) best = l;
  return best;
}
