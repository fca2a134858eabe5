import { describe, expect, it } from 'vitest';
import { rankIndex, statisticOf } from './stats.ts';

describe('statistics by nearest rank', () => {
  // 20 samples 1…20: p95 is the 19th smallest (ceil(0.95 × 20) = 19), p99 the 20th.
  const values = Array.from({ length: 20 }, (_, i) => 20 - i);
  it('peak, p99, p95 and mean', () => {
    expect(statisticOf(values, 'peak')).toBe(20);
    expect(statisticOf(values, 'p99')).toBe(20);
    expect(statisticOf(values, 'p95')).toBe(19);
    expect(statisticOf(values, 'mean')).toBe(10.5);
  });
  it('the index of the sample at the rank; the later of equal samples ranks higher', () => {
    expect(rankIndex(values, 'p95')).toBe(1);
    expect(rankIndex([5, 5, 1], 'peak')).toBe(1);
    expect(rankIndex([5, 5, 1], 'p95')).toBe(1);
    expect(rankIndex([1, 5, 5, 5], 'p95')).toBe(3);
    expect(rankIndex([], 'p95')).toBe(-1);
    expect(statisticOf([], 'peak')).toBe(0);
  });
});
