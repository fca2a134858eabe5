/**
 * What the import panel shows, computed where the measurements are (the worker, or this thread
 * where there is none): the files read (without their points), and for a statistic, basis,
 * stream and window the derived workload, the chart's rows, today's design against today's
 * load and the growth trends. The points stay where they were read; only these answers travel.
 */
import { measurements as m } from '../../engine/index.ts';

/** A file read, without its points (they stay with the reader). */
export type ReadSummary = Omit<m.ReadResult, 'series'>;

export type Metric = 'mbps' | 'iops';

/** At most this many points are drawn. */
export const MAX_DRAWN = 600;

export interface Row {
  readonly t: number;
  /** The last measured time the row stands for (a stretch of samples when thinned). */
  readonly to: number;
  readonly read?: number;
  readonly write?: number;
  readonly total?: number;
}

export interface AnalysisRequest {
  readonly statistic: m.Statistic;
  readonly basis: m.DemandBasis;
  /** One stream, or '' for all added up. */
  readonly stream: string;
  readonly fromMs?: number;
  readonly toMs?: number;
}

export interface Analysis {
  readonly request: AnalysisRequest;
  readonly derived: m.DerivedWorkload | null;
  /** The derived figures the scenario schema refuses (`measurements.outOfBounds`): named beside the figure, and "Use this workload" held. */
  readonly outOfBounds: readonly m.OutOfBounds[];
  readonly rows: Readonly<Record<Metric, readonly Row[]>>;
  readonly today: m.Today | null;
  readonly trends: readonly m.Trend[];
  /** The load by hour of day on the reader's clock (`measurements.hourlyProfile`), or why there is none. */
  readonly profile: m.MeasuredProfile;
  /** The first and last measured times of the chart's series (0 when there are none). */
  readonly firstMs: number;
  readonly lastMs: number;
}

const QUANTITY: Readonly<Record<Metric, readonly [m.Quantity, m.Quantity, number]>> = {
  mbps: ['readBytesPerSecond', 'writeBytesPerSecond', 1e6],
  iops: ['readOpsPerSecond', 'writeOpsPerSecond', 1],
};

/** Rows by time for one metric, thinned to MAX_DRAWN by each stretch's highest (a peak is never lost). */
export function rowsOf(combined: readonly m.Combined[], metric: Metric): Row[] {
  const [rq, wq, scale] = QUANTITY[metric];
  const r = combined.find((c) => c.quantity === rq);
  const w = combined.find((c) => c.quantity === wq);
  const rt = r?.timesMs ?? [];
  const wt = w?.timesMs ?? [];
  let count = 0;
  for (let i = 0, j = 0; i < rt.length || j < wt.length; count++) {
    const t = Math.min(i < rt.length ? rt[i]! : Infinity, j < wt.length ? wt[j]! : Infinity);
    if (rt[i] === t) i++;
    if (wt[j] === t) j++;
  }
  const step = Math.max(1, Math.ceil(count / MAX_DRAWN));
  // One walk over both series in time order; each stretch of `step` rows keeps its highest.
  const out: Row[] = [];
  let top: Row | null = null;
  let first = 0;
  let inStretch = 0;
  for (let i = 0, j = 0; i < rt.length || j < wt.length;) {
    const ta = i < rt.length ? rt[i]! : Infinity;
    const tb = j < wt.length ? wt[j]! : Infinity;
    const t = Math.min(ta, tb);
    const read = ta === t ? r!.values[i++]! / scale : undefined;
    const write = tb === t ? w!.values[j++]! / scale : undefined;
    const total = (read ?? 0) + (write ?? 0);
    if (inStretch === 0) first = t;
    if (!top || total > top.total!) top = { t, to: t, ...(read !== undefined ? { read } : {}), ...(write !== undefined ? { write } : {}), total };
    if (++inStretch === step) {
      out.push(step === 1 ? top : { ...top, t: first, to: t });
      top = null;
      inStretch = 0;
    }
    if (inStretch > 0 && i >= rt.length && j >= wt.length) out.push(step === 1 ? top! : { ...top!, t: first, to: t });
  }
  return out;
}

/** What does not move with the statistic or the window: the rows and the trends of one stream choice. */
interface Fixed {
  readonly rows: Analysis['rows'];
  readonly trends: readonly m.Trend[];
  readonly profile: m.MeasuredProfile;
  readonly firstMs: number;
  readonly lastMs: number;
}

function fixedOf(series: readonly m.Series[], choice: m.StreamChoice): Fixed {
  const { combined } = m.combineSeries(series, choice);
  const rows = { mbps: rowsOf(combined, 'mbps'), iops: rowsOf(combined, 'iops') };
  const drawn = rows.mbps.length > 0 ? rows.mbps : rows.iops;
  // A worker keeps the page's time zone, so its hours are the reader's.
  const profile = m.hourlyProfile(series, { streams: choice, utcOffsetMinutes: -new Date().getTimezoneOffset() });
  return { rows, trends: m.fitTrends(series, choice), profile, firstMs: drawn[0]?.t ?? 0, lastMs: drawn[drawn.length - 1]?.to ?? 0 };
}

/** The analyses of one set of series; the stream choice's fixed part is computed once. */
export function analyzer(series: readonly m.Series[]): (request: AnalysisRequest) => Analysis {
  const fixed = new Map<string, Fixed>();
  return (request) => {
    const choice: m.StreamChoice = request.stream ? { stream: request.stream } : 'sum';
    let f = fixed.get(request.stream);
    if (!f) fixed.set(request.stream, (f = fixedOf(series, choice)));
    if (series.length === 0) return { request, derived: null, outOfBounds: [], today: null, ...f };
    const window = request.fromMs !== undefined && request.toMs !== undefined ? { fromMs: request.fromMs, toMs: request.toMs } : {};
    const derived = m.deriveWorkload(series, { statistic: request.statistic, basis: request.basis, streams: choice, ...window });
    const today = m.todayAgainstLoad(series, request.statistic, derived.fromMs, derived.toMs, choice);
    const hasToday = today.uses.length > 0 || today.throttleMeasured || today.guaranteedVpusPerGB !== null;
    return { request, derived, outOfBounds: m.outOfBounds(derived), today: hasToday ? today : null, ...f };
  };
}
