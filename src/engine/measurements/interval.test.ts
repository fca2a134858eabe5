import { describe, expect, it } from 'vitest';
import { intervalSecondsSchema, MAX_INTERVAL_SECONDS } from './interval.ts';

describe('the interval between samples', () => {
  it('takes seconds above 0 up to a day, and nothing else', () => {
    for (const ok of [0.5, 1, 60, MAX_INTERVAL_SECONDS]) expect(intervalSecondsSchema.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, -1, MAX_INTERVAL_SECONDS + 1, Number.NaN, Number.POSITIVE_INFINITY, '60'])
      expect(intervalSecondsSchema.safeParse(bad).success, String(bad)).toBe(false);
  });
});
