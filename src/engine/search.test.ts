import { describe, expect, it } from 'vitest';
import { smallest } from './search.ts';

describe('smallest', () => {
  it('finds the smallest n in range for which a monotone test holds, for every answer in a range', () => {
    for (let answer = 2; answer <= 300; answer++) {
      const asked: number[] = [];
      const found = smallest(2, 1024, (n) => {
        asked.push(n);
        return n >= answer;
      });
      expect(found).toBe(answer);
      // Galloping from the start: a handful of plans for small answers, never the whole range.
      expect(asked.length).toBeLessThanOrEqual(2 + 2 * Math.ceil(Math.log2(answer)) + 1);
    }
  });

  it('is null when even the end of the range does not hold, after asking once', () => {
    let asked = 0;
    expect(
      smallest(2, 1024, () => {
        asked++;
        return false;
      }),
    ).toBeNull();
    expect(asked).toBe(1);
    expect(smallest(5, 4, () => true)).toBeNull();
  });
});
