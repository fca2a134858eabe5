/**
 * Reading a price file is total: any JSON value, any page list, any currency code answers a
 * reading (ok with a book whose every price the scenario schema accepts, or problems), never
 * a throw, NaN or Infinity (issue 43).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cost, parseScenario } from '../../src/engine/index.ts';

const price = fc.record(
  {
    model: fc.constantFrom('PAY_AS_YOU_GO', 'MONTHLY_COMMIT', undefined),
    value: fc.oneof(fc.double(), fc.integer()),
    rangeMin: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true })),
  },
  { requiredKeys: ['value'] },
);
const item = fc.record(
  {
    partNumber: fc.constantFrom('B89057', 'B109546', 'B91961', 'B91962', 'B97384', 'B111091', 'X1'),
    metricName: fc.constantFrom(
      'Gigabyte Storage Capacity Per Month',
      'Performance Units Per Gigabyte Per Month',
      'OCPU Per Hour',
      'Gigabytes Per Hour',
      'Each',
    ),
    currencyCodeLocalizations: fc.array(fc.record({ currencyCode: fc.constantFrom('USD', 'JPY', 'EUR'), prices: fc.array(price, { maxLength: 4 }) }), {
      maxLength: 3,
    }),
    prices: fc.array(price, { maxLength: 3 }),
  },
  { requiredKeys: ['partNumber'] },
);
const page = fc.oneof(
  fc.record({ lastUpdated: fc.option(fc.constantFrom('2026-12-01T00:00:00Z', 'yesterday', '2026-01-05')), items: fc.array(item, { maxLength: 8 }) }),
  fc.jsonValue(),
);

describe('price file reading (property)', () => {
  it('never throws; a good reading is a book the scenario schema accepts', () => {
    fc.assert(
      fc.property(fc.array(page, { maxLength: 3 }), fc.constantFrom('USD', 'JPY', 'EUR'), (pages, currency) => {
        const reading = cost.readPriceFile(pages, currency);
        if (!reading.ok) {
          expect(reading.problems.length).toBeGreaterThan(0);
          return;
        }
        for (const p of Object.values(reading.book.prices)) {
          const values = typeof p === 'number' ? [p] : p!.flat();
          for (const v of values) expect(Number.isFinite(v) && v >= 0).toBe(true);
        }
        const parsed = parseScenario({
          mode: 'recommend',
          service: 'compare',
          requirement: { ioSizeKiB: 8, readIops: 1000, capacityGB: 500 },
          pricing: { book: reading.book },
        });
        expect(parsed.ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
