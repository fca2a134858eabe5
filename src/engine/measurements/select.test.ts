import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthSmallest, selectInPlace } from './select.ts';
import { byTime } from './clean.ts';

describe('the k-th smallest without a full sort', () => {
  it('is what a sort puts at k, for any numbers (NaN and infinities too) and any k', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 1, maxLength: 300 }), fc.nat(), (xs, k0) => {
        const k = k0 % xs.length;
        const before = xs.slice();
        const got = kthSmallest(xs, k);
        const sorted = Float64Array.from(xs).sort()[k]!;
        // The same value (−0 and 0 are one; NaN is NaN), and never −0.
        expect(got === sorted || (Number.isNaN(got) && Number.isNaN(sorted))).toBe(true);
        expect(Object.is(got, -0)).toBe(false);
        // The values given are left as they were.
        expect(xs).toEqual(before);
      }),
    );
  });

  it('stays exact on orders that defeat a median-of-three pivot (sorted, reversed, organ pipe, all equal)', () => {
    const n = 20_001;
    const shapes = [
      Float64Array.from({ length: n }, (_, i) => i),
      Float64Array.from({ length: n }, (_, i) => n - i),
      Float64Array.from({ length: n }, (_, i) => Math.min(i, n - i)),
      new Float64Array(n).fill(7),
      Float64Array.from({ length: n }, (_, i) => i % 3),
    ];
    for (const a of shapes)
      for (const k of [0, n >> 1, Math.ceil(0.95 * n) - 1, n - 1]) expect(selectInPlace(Float64Array.from(a), k)).toBe(Float64Array.from(a).sort()[k]);
  });
});

describe('rows in order of time', () => {
  it('sorts by time and keeps equal times in the order given (a stable sort)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), (ts) => {
        const times = Float64Array.from(ts);
        const indices = Uint32Array.from(ts.keys());
        const expected = [...ts.keys()].sort((a, b) => ts[a]! - ts[b]! || a - b);
        expect([...byTime(indices, times)]).toEqual(expected);
      }),
    );
  });
});
