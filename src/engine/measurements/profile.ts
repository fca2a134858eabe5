/**
 * The hour-of-day profile read from the same samples a workload is derived from: the load
 * (read + write bytes per second where measured, else read + write operations) averaged by hour
 * of the day across every day the samples cover, the peak hours those whose mean is at least
 * `threshold` of the busiest hour's, and the off-peak level the other hours' mean as a percent
 * of the peak hours' mean. The peak is the shortest run of hours (past midnight if need be) that
 * holds every hour above the threshold. Needs at least a day of samples and every hour of the
 * day measured; otherwise a reason code. Never throws; every figure finite.
 */
import type { DailyProfile } from '../scenario/profile.ts';
import { finite } from '../units.ts';
import { addAtTimes, combineSeries, type Combined, type StreamChoice } from './combine.ts';
import type { Series } from './types.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A peak hour's mean load is at least half the busiest hour's unless the caller says otherwise. */
export const DEFAULT_PEAK_THRESHOLD = 0.5;

export interface ProfileOptions {
  /** Share of the busiest hour's mean a peak hour reaches, 0 to 1 (0.5 by default). */
  readonly threshold?: number;
  /** Minutes the local clock is ahead of UTC (Tokyo: 540), so hours are the user's; 0 by default. */
  readonly utcOffsetMinutes?: number;
  readonly streams?: StreamChoice;
}

export type MeasuredProfile =
  | {
      readonly ok: true;
      readonly profile: DailyProfile;
      /** Mean load of each hour of the day, in the measured unit (`unit`). */
      readonly hourlyMeans: readonly number[];
      readonly unit: 'bytesPerSecond' | 'opsPerSecond';
      readonly days: number;
      readonly threshold: number;
    }
  | { readonly ok: false; readonly reason: 'noLoad' | 'lessThanADay' | 'hoursMissing'; readonly params: Readonly<Record<string, number>> };

/** Read + write at each timestamp both (or either) have, in time order. */
function loadOf(r: Combined | undefined, w: Combined | undefined): { timesMs: Float64Array; values: Float64Array } {
  const load = addAtTimes(r, w);
  return { timesMs: load.timesMs, values: load.values.map((v) => finite(v)) };
}

/** The shortest circular run of hours holding every flagged hour: its start and length. */
function coveringRun(flags: readonly boolean[]): { start: number; length: number } {
  let best = { start: 0, length: 24 };
  for (let start = 0; start < 24; start++) {
    if (!flags[start]) continue;
    let last = 0;
    for (let k = 0; k < 24; k++) if (flags[(start + k) % 24]) last = k;
    if (last + 1 < best.length) best = { start, length: last + 1 };
  }
  return best;
}

/** The profile of the samples' load by hour of day (`ProfileOptions`), or why there is none. */
export function hourlyProfile(series: readonly Series[], options: ProfileOptions = {}): MeasuredProfile {
  const { combined } = combineSeries(series, options.streams ?? 'sum');
  const find = (q: string) => combined.find((c) => c.quantity === q);
  const bytes = loadOf(find('readBytesPerSecond'), find('writeBytesPerSecond'));
  const unit = bytes.timesMs.length > 0 ? 'bytesPerSecond' : 'opsPerSecond';
  const load = bytes.timesMs.length > 0 ? bytes : loadOf(find('readOpsPerSecond'), find('writeOpsPerSecond'));
  if (load.timesMs.length === 0) return { ok: false, reason: 'noLoad', params: {} };
  const times = load.timesMs;
  const spanMs = times[times.length - 1]! - times[0]!;
  if (spanMs < DAY_MS) return { ok: false, reason: 'lessThanADay', params: { hours: Math.round((spanMs / HOUR_MS) * 10) / 10 } };
  const offsetMs = finite(options.utcOffsetMinutes ?? 0) * 60_000;
  const sum = new Array<number>(24).fill(0);
  const count = new Array<number>(24).fill(0);
  for (let i = 0; i < times.length; i++) {
    const hour = Math.floor(((((times[i]! + offsetMs) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
    sum[hour]! += load.values[i]!;
    count[hour]! += 1;
  }
  const missing = count.filter((n) => n === 0).length;
  if (missing > 0) return { ok: false, reason: 'hoursMissing', params: { hours: missing } };
  const means = sum.map((s, h) => s / count[h]!);
  const top = Math.max(...means);
  if (!(top > 0)) return { ok: false, reason: 'noLoad', params: {} };
  const threshold = Math.min(1, Math.max(0, finite(options.threshold ?? DEFAULT_PEAK_THRESHOLD, DEFAULT_PEAK_THRESHOLD)));
  const run = coveringRun(means.map((m) => m >= threshold * top));
  const inPeak = (h: number) => (h - run.start + 24) % 24 < run.length;
  const avg = (hs: number[]) => (hs.length > 0 ? hs.reduce((s, h) => s + means[h]!, 0) / hs.length : 0);
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const peakMean = avg(hours.filter(inPeak));
  const offMean = avg(hours.filter((h) => !inPeak(h)));
  const off = run.length === 24 || peakMean <= 0 ? 100 : Math.min(100, Math.max(0, (offMean / peakMean) * 100));
  return {
    ok: true,
    profile: { peakHours: run.length, peakStartHour: run.start, peakLevelPercent: 100, offPeakLevelPercent: Math.round(off * 10) / 10, from: 'measured' },
    hourlyMeans: means,
    unit,
    days: Math.round((spanMs / DAY_MS) * 10) / 10,
    threshold,
  };
}
