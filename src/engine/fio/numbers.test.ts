import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fmt } from './numbers.ts';

describe('fio bundle number formatting (cached formatters, same text as toLocaleString)', () => {
  it('fmt: whole numbers from 100, one decimal from 10, two below', () => {
    expect([12_712.4, 62.5, 0.4242, 1_000_000, -1234.5, 0].map(fmt)).toEqual(['12,712', '62.5', '0.42', '1,000,000', '-1,235', '0']);
    for (const v of [3.14159, 42.42, 999.5, 123_456.789]) {
      const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
      expect(fmt(v)).toBe(v.toLocaleString('en-US', { maximumFractionDigits: digits }));
    }
  });

  it('fmt: the fast path for whole numbers writes what Intl writes, halves and negatives too', () => {
    const intl = (v: number) => {
      const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
      return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(v);
    };
    for (const v of [100, 99.995, 100.5, 999.5, 1000, 1499.5, -100.5, -2500.5, 1e14 + 0.5, 999_999_999_999_999, 1e15, 2.5e20]) expect(fmt(v)).toBe(intl(v));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e16, max: 1e16, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((i) => i + 0.5),
        ),
        (v) => {
          expect(fmt(v)).toBe(intl(v));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
