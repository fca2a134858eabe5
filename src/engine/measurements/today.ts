/**
 * Today's design against today's load, where the metrics say what runs (Block Volume's
 * guaranteed IOPS and throughput): the demand at the chosen statistic over the guaranteed
 * figure, as a utilization; and whether the volumes throttled (`VolumeThrottledIOs` above zero
 * means today's volumes are too small for the load).
 */
import { finite } from '../units.ts';
import { addAtTimes, combineSeries, type StreamChoice } from './combine.ts';
import { statisticOf, type Statistic } from './stats.ts';
import type { Series } from './types.ts';

export interface TodayUse {
  readonly limit: 'guaranteedIops' | 'guaranteedMBps';
  readonly demand: number;
  readonly guaranteed: number;
  readonly utilizationPercent: number;
}

export interface TodayFinding {
  readonly code: 'throttled';
  readonly params: { readonly samples: number; readonly throttledIos: number; readonly files: string };
}

export interface Today {
  readonly uses: readonly TodayUse[];
  readonly findings: readonly TodayFinding[];
  readonly guaranteedVpusPerGB: number | null;
  /** Whether the files carry `VolumeThrottledIOs` at all (so "no throttling" is a reading, not a silence). */
  readonly throttleMeasured: boolean;
}

const inside = (t: Float64Array, v: Float64Array, from: number, to: number) => v.filter((_, i) => t[i]! >= from && t[i]! <= to);

/** Today's utilization and throttling in the window, at the statistic. */
export function todayAgainstLoad(series: readonly Series[], statistic: Statistic, fromMs: number, toMs: number, streams: StreamChoice = 'sum'): Today {
  const { combined } = combineSeries(series, streams);
  const get = (q: string) => combined.find((c) => c.quantity === q);
  const w = (q: string) => {
    const c = get(q);
    return c ? inside(c.timesMs, c.values, fromMs, toMs) : [];
  };
  const total = (a: string, b: string) => addAtTimes(get(a), get(b), fromMs, toMs).values;
  const uses: TodayUse[] = [];
  const gi = w('guaranteedIops');
  if (gi.length > 0) {
    const guaranteed = statisticOf(gi, 'mean');
    const demand = statisticOf(total('readOpsPerSecond', 'writeOpsPerSecond'), statistic);
    if (guaranteed > 0) uses.push({ limit: 'guaranteedIops', demand: finite(demand), guaranteed, utilizationPercent: finite((demand / guaranteed) * 100) });
  }
  const gt = w('guaranteedMBps');
  if (gt.length > 0) {
    const guaranteed = statisticOf(gt, 'mean');
    const demand = statisticOf(total('readBytesPerSecond', 'writeBytesPerSecond'), statistic) / 1e6;
    if (guaranteed > 0) uses.push({ limit: 'guaranteedMBps', demand: finite(demand), guaranteed, utilizationPercent: finite((demand / guaranteed) * 100) });
  }
  const findings: TodayFinding[] = [];
  const th = get('throttledIosPerSecond');
  if (th) {
    let samples = 0;
    let ios = 0;
    let prev = -1;
    th.timesMs.forEach((t, i) => {
      if (t < fromMs || t > toMs) return;
      const v = th.values[i]!;
      const seconds = prev >= 0 ? (t - prev) / 1000 : (th.from[0]?.resolutionSeconds ?? 0);
      prev = t;
      if (v > 0) {
        samples++;
        ios += v * seconds;
      }
    });
    if (samples > 0)
      findings.push({
        code: 'throttled',
        params: { samples, throttledIos: Math.round(finite(ios)), files: [...new Set(th.from.map((s) => s.file))].join(', ') },
      });
  }
  const vpus = w('guaranteedVpusPerGB');
  return { uses, findings, guaranteedVpusPerGB: vpus.length > 0 ? statisticOf(vpus, 'mean') : null, throttleMeasured: th !== undefined };
}
