/**
 * The statistics a workload is derived with: the largest sample (`peak`), the 99th and 95th
 * percentiles (nearest rank: the smallest sample at or above that share of the samples), and
 * the average (`mean`). Empty input gives 0; the result is always finite.
 */
import { statistics, type Statistic } from '../scenario/measured.ts';
import { kthSmallest } from './select.ts';

export { statistics, type Statistic };
export const DEFAULT_STATISTIC: Statistic = 'p95';

const RANK: Readonly<Record<Exclude<Statistic, 'mean'>, number>> = { peak: 1, p99: 0.99, p95: 0.95 };

/**
 * The value at a statistic's nearest rank: the rank-th smallest, selected in a typed-array copy
 * of the values (`kthSmallest`: exactly what sorting them gives, without sorting a million; the
 * copy is this call's own and let go when it returns).
 */
function ranked(values: ArrayLike<number>, statistic: Exclude<Statistic, 'mean'>): { value: number; rank: number } {
  const rank = Math.max(1, Math.ceil(RANK[statistic] * values.length));
  return { value: kthSmallest(values, rank - 1), rank };
}

/**
 * The index of the sample at a statistic's rank (nearest rank over the values sorted up; among
 * equal values the later sample ranks higher); -1 for `mean` or no values.
 */
export function rankIndex(values: ArrayLike<number>, statistic: Statistic): number {
  if (statistic === 'mean' || values.length === 0) return -1;
  const { value, rank } = ranked(values, statistic);
  let below = 0;
  for (let i = 0; i < values.length; i++) if (values[i]! < value) below++;
  // The k-th sample (in time order) of those equal to the value holds the rank.
  let k = rank - below;
  for (let i = 0; i < values.length; i++) if (values[i] === value && --k === 0) return i;
  return values.length - 1;
}

/** The statistic of the values. */
export function statisticOf(values: ArrayLike<number>, statistic: Statistic): number {
  if (values.length === 0) return 0;
  if (statistic === 'mean') {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += values[i]!;
    const m = sum / values.length;
    return Number.isFinite(m) ? m : 0;
  }
  const v = ranked(values, statistic).value;
  return Number.isFinite(v) ? v : 0;
}
