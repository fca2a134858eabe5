/**
 * Growth from history: where the data spans two weeks or more, a least-squares line through
 * the capacity and through the total throughput (read + write), as a growth rate per year
 * relative to the fitted value at the end, with how far to trust it: the span in days, the
 * samples, and the spread (the residuals' standard deviation over the fitted end value, %).
 */
import { finite } from '../units.ts';
import { addAtTimes, combineSeries, type StreamChoice } from './combine.ts';
import type { Series } from './types.ts';

export const MIN_TREND_DAYS = 14;
const DAY_MS = 86_400_000;

export interface Trend {
  readonly quantity: 'capacityGB' | 'throughputMBps';
  readonly spanDays: number;
  readonly samples: number;
  readonly slopePerDay: number;
  readonly endValue: number;
  readonly growthPercentPerYear: number;
  readonly spreadPercent: number;
}

/** The least-squares line y = a + b·x; zeros when x does not vary. */
export function leastSquares(xs: readonly number[], ys: readonly number[]): { a: number; b: number } {
  return leastSquaresOf((i) => xs[i]!, ys.length === xs.length ? ys : ys.slice(0, xs.length));
}

/** The least-squares line through (x(i), ys[i]) for every i. */
function leastSquaresOf(x: (i: number) => number, ys: ArrayLike<number>): { a: number; b: number } {
  const n = ys.length;
  if (n === 0) return { a: 0, b: 0 };
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += x(i);
    sy += ys[i]!;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (x(i) - mx) ** 2;
    sxy += (x(i) - mx) * (ys[i]! - my);
  }
  const b = sxx > 0 ? sxy / sxx : 0;
  return { a: finite(my - b * mx), b: finite(b) };
}

function fit(quantity: Trend['quantity'], timesMs: ArrayLike<number>, values: ArrayLike<number>): Trend | null {
  if (timesMs.length < 3) return null;
  const t0 = timesMs[0]!;
  const spanDays = (timesMs[timesMs.length - 1]! - t0) / DAY_MS;
  if (spanDays < MIN_TREND_DAYS) return null;
  // Days since the first sample, computed where used rather than kept in an array of their own.
  const x = (i: number) => (timesMs[i]! - t0) / DAY_MS;
  const { a, b } = leastSquaresOf(x, values);
  const end = a + b * spanDays;
  let ss = 0;
  for (let i = 0; i < timesMs.length; i++) ss += (values[i]! - (a + b * x(i))) ** 2;
  const sd = Math.sqrt(ss / timesMs.length);
  return {
    quantity,
    spanDays: Math.round(spanDays * 10) / 10,
    samples: timesMs.length,
    slopePerDay: finite(b),
    endValue: finite(end),
    growthPercentPerYear: end > 0 ? finite(((b * 365) / end) * 100) : 0,
    spreadPercent: end > 0 ? finite((sd / end) * 100) : 0,
  };
}

/** The trends the series allow (none when they span less than two weeks). */
export function fitTrends(series: readonly Series[], streams: StreamChoice = 'sum'): Trend[] {
  const { combined } = combineSeries(series, streams);
  const out: Trend[] = [];
  const cap = combined.find((c) => c.quantity === 'capacityGB');
  if (cap) {
    const t = fit('capacityGB', cap.timesMs, cap.values);
    if (t) out.push(t);
  }
  const r = combined.find((c) => c.quantity === 'readBytesPerSecond');
  const w = combined.find((c) => c.quantity === 'writeBytesPerSecond');
  if (r || w) {
    const sums = addAtTimes(r, w);
    for (let i = 0; i < sums.values.length; i++) sums.values[i] = sums.values[i]! / 1e6;
    const t = fit('throughputMBps', sums.timesMs, sums.values);
    if (t) out.push(t);
  }
  return out;
}
