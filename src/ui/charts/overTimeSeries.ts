/**
 * The plan over time as chart data (no React): per month, the demand as a multiple of today's
 * and, per service, the demand its design carries at the target, on the same scale: the binding
 * limit's capacity at the target over today's demand of that limit, that is, the month's growth
 * factor of what the limit measures (the data, or the throughput and operations) × 100 / the
 * month's load of the target (`GrowthMonth.loadOfTargetPercent`). Between two changes of design
 * it is flat (a step); it rises at an event; where it falls under the demand, the design no
 * longer carries the month. And the bills: monthly and cumulative, USD, per service.
 */
import type { growth as growthArea, OverTimePlan, ServiceId } from '../../engine/index.ts';
import type { SeriesStyle } from './palette.ts';
import type { XYMark } from './xySpec.ts';

type MonthDemand = growthArea.MonthDemand;

/** Limits that measure the data held: their demand grows with the data, the others with the rates. */
const DATA_LIMITS: ReadonlySet<string> = new Set(['storedCapacity', 'usableCapacity']);
/** Limits whose demand does not grow with the workload (clients, attachments). */
const FIXED_LIMITS: ReadonlySet<string> = new Set(['connections', 'attachments']);
const RATES = ['readMBps', 'writeMBps', 'readIops', 'writeIops', 'metadataOpsPerSecond'] as const;

/** The growth factor of the data from today to `d` (null when today holds none). */
export function dataFactor(d0: MonthDemand, d: MonthDemand): number | null {
  return d0.capacityGB > 0 ? d.capacityGB / d0.capacityGB : null;
}

/** The growth factor of the rates from today to `d`: the largest of the parts today asks (null when it asks none). */
export function rateFactor(d0: MonthDemand, d: MonthDemand): number | null {
  let out: number | null = null;
  for (const k of RATES) if (d0[k] > 0) out = Math.max(out ?? 0, d[k] / d0[k]);
  return out;
}

export interface OverTimeDemandRow {
  readonly month: number;
  readonly data: number | null;
  readonly rates: number | null;
  /** Per service, the demand its design carries at the target, × today's (null where it cannot be told). */
  readonly carried: Readonly<Record<ServiceId, number | null>>;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The demand chart's rows, one a month. */
export function demandRows(p: OverTimePlan): OverTimeDemandRow[] {
  const d0 = p.demand[0]!;
  return p.demand.map((d, m) => {
    const data = dataFactor(d0, d);
    const rates = rateFactor(d0, d);
    const carried = {} as Record<ServiceId, number | null>;
    for (const s of p.services) {
      const month = s.months[m];
      const limit = month?.limit ?? null;
      const factor = limit === null ? null : DATA_LIMITS.has(limit) ? data : FIXED_LIMITS.has(limit) ? 1 : rates;
      const load = month?.loadOfTargetPercent ?? 0;
      const v = factor !== null && load > 0 ? (factor * 100) / load : null;
      carried[s.service] = v !== null && Number.isFinite(v) ? round3(v) : null;
    }
    return { month: m, data: data === null ? null : round3(data), rates: rates === null ? null : round3(rates), carried };
  });
}

/** Whether the data and the rates grow alike over the plan (one demand line tells both). */
export function growsAlike(rows: readonly OverTimeDemandRow[]): boolean {
  return rows.every((r) => r.data === null || r.rates === null || Math.abs(r.data - r.rates) <= 1e-3 * Math.max(r.data, r.rates));
}

/** A service's events by month (their kinds and limits), for marks and the table. */
export function eventsByMonth(p: OverTimePlan, service: ServiceId): Map<number, growthArea.GrowthEvent[]> {
  const out = new Map<number, growthArea.GrowthEvent[]>();
  for (const e of p.services.find((s) => s.service === service)?.events ?? []) {
    const list = out.get(e.month) ?? [];
    list.push(e);
    out.set(e.month, list);
  }
  return out;
}

/** A change of design marked on a service's line over time (demand or bill): a small hollow marker in the service's style. */
export function eventMark(service: ServiceId, month: number, y: number, style: SeriesStyle, title: string): XYMark {
  return {
    key: `${service}:${month}`,
    kind: 'event',
    group: service,
    x: month,
    y,
    shape: style.marker,
    r: 4,
    fill: 'Canvas',
    stroke: style.color,
    strokeWidth: 1.5,
    title,
  };
}
