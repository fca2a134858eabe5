/**
 * A day minute by minute: which minutes are in the peak (the profile), and the VPUs/GB a
 * volume with performance-based auto-tune holds through it. The rule (S-AUTOTUNE): tuned up
 * when the load needs it, within tens of seconds (taken as immediate: assumed); tuned down
 * once the load has fallen, the first step after the documented lag (60 minutes), later steps
 * within minutes (assumed: one 10-VPU/GB setting every 5 minutes, `autotuneAssumed`), never
 * below the default.
 */
import { DEFAULT_PEAK_LEVEL_PERCENT, DEFAULT_PEAK_START_HOUR, type DailyProfile } from '../scenario/profile.ts';
import { HOURS_PER_MONTH } from '../units.ts';

export const MINUTES_PER_DAY = 1440;
/** Days in the 730-hour month the price list bills by. */
export const DAYS_PER_MONTH = HOURS_PER_MONTH / 24;

/** For each minute of the day (0 = midnight), whether it is in the peak; a peak past midnight wraps to the morning. */
export function peakMinutes(p: DailyProfile): boolean[] {
  const start = (p.peakStartHour ?? DEFAULT_PEAK_START_HOUR) * 60;
  const length = Math.min(24, Math.max(0, p.peakHours)) * 60;
  const out = new Array<boolean>(MINUTES_PER_DAY).fill(false);
  for (let i = 0; i < length; i++) out[(start + i) % MINUTES_PER_DAY] = true;
  return out;
}

/** The demand each hour (0 to 23), percent of the requirement: the peak's level in peak hours, the off-peak level in the rest. */
export function demandByHour(p: DailyProfile): number[] {
  const peak = peakMinutes(p);
  const high = p.peakLevelPercent ?? DEFAULT_PEAK_LEVEL_PERCENT;
  return Array.from({ length: 24 }, (_, h) => {
    let sum = 0;
    for (let m = 0; m < 60; m++) sum += peak[h * 60 + m] ? high : p.offPeakLevelPercent;
    return sum / 60;
  });
}

export interface Ramp {
  /** The level the peak needs, VPUs/GB. */
  readonly peakVpusPerGB: number;
  /** The default (floor), VPUs/GB. */
  readonly defaultVpusPerGB: number;
  /** Minutes at the tuned-up level after the load falls, before the first step down. */
  readonly lagMinutes: number;
  /** Minutes between later steps down. */
  readonly stepMinutes: number;
  /** VPUs/GB each step takes off. */
  readonly stepVpusPerGB: number;
}

/**
 * The level held each minute of a day that repeats (the steady state: three days are run from
 * the default and the last kept, so a ramp down that crosses midnight is counted). Up at once
 * in the peak; `lagMinutes` after it the first step down, then one step every `stepMinutes`.
 */
export function autotuneMinutes(peak: readonly boolean[], r: Ramp): number[] {
  const top = Math.max(r.peakVpusPerGB, r.defaultVpusPerGB);
  const step = r.stepVpusPerGB > 0 ? r.stepVpusPerGB : top - r.defaultVpusPerGB || 1;
  const every = Math.max(1, r.stepMinutes);
  let level = r.defaultVpusPerGB;
  let sinceLoad = Number.POSITIVE_INFINITY;
  const out = new Array<number>(MINUTES_PER_DAY).fill(r.defaultVpusPerGB);
  for (let day = 0; day < 3; day++) {
    for (let m = 0; m < MINUTES_PER_DAY; m++) {
      if (peak[m]) {
        level = top;
        sinceLoad = 0;
      } else {
        sinceLoad += 1;
        const past = sinceLoad - r.lagMinutes;
        if (past > 0 && level > r.defaultVpusPerGB && (past - 1) % every === 0) level = Math.max(r.defaultVpusPerGB, level - step);
      }
      if (day === 2) out[m] = level;
    }
  }
  return out;
}

/** The mean of each hour's 60 minutes. */
export function hourlyMeans(minutes: readonly number[]): number[] {
  return Array.from({ length: 24 }, (_, h) => {
    let sum = 0;
    for (let m = 0; m < 60; m++) sum += minutes[h * 60 + m] ?? 0;
    return sum / 60;
  });
}

/** The mean of a day's minutes. */
export function dayMean(minutes: readonly number[]): number {
  let sum = 0;
  for (const v of minutes) sum += v;
  return minutes.length > 0 ? sum / minutes.length : 0;
}

/** Days a month with the peak: the profile's, or every day of the 730-hour month. */
export function peakDaysOf(p: DailyProfile): number {
  return p.peakDaysPerMonth === undefined ? DAYS_PER_MONTH : Math.min(DAYS_PER_MONTH, p.peakDaysPerMonth);
}
