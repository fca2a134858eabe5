/**
 * The whole bill: storage plus the instances an option needs. On any requirement the schema
 * accepts (and any price book edit), every entry's whole bill is its storage plus its compute,
 * never less than its storage, and "cheapest on the whole bill" is the least whole bill that fits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareServices, type CompareRequirement } from '../../src/engine/index.ts';
import { basisUSD } from '../../src/engine/compare.ts';
import { compareRequirementArb, pricingArb } from '../fixtures/factories.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
const REL = 1e-9;

const cases = fc.tuple(compareRequirementArb({ maxRate: 50_000 }), fc.option(pricingArb, { nil: undefined }));

describe('whole bill', () => {
  it('whole = storage + compute, and whole ≥ storage, for every service', () => {
    fc.assert(
      fc.property(cases, ([r, pricing]) => {
        const result = compareServices(r, {}, pricing);
        for (const e of result.entries) {
          const b = e.bill;
          expect(b.storageMonthlyUSD).toBe(e.monthlyUSD);
          expect(b.computeMonthlyUSD).toBeGreaterThanOrEqual(0);
          if (b.storageMonthlyUSD === null) {
            expect(b.wholeMonthlyUSD).toBeNull();
            continue;
          }
          expect(b.wholeMonthlyUSD).not.toBeNull();
          expect(Math.abs(b.wholeMonthlyUSD! - (b.storageMonthlyUSD + b.computeMonthlyUSD))).toBeLessThanOrEqual(REL * Math.max(1, b.wholeMonthlyUSD!));
          expect(b.wholeMonthlyUSD!).toBeGreaterThanOrEqual(b.storageMonthlyUSD);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("choosing on 'whole' picks the least whole bill among the services that fit", () => {
    fc.assert(
      fc.property(cases, ([r, pricing]) => {
        const req: CompareRequirement = { ...r, billBasis: 'whole' };
        const result = compareServices(req, {}, pricing);
        expect(result.basis).toBe('whole');
        const priced = result.entries.filter((e) => e.fits && e.bill.wholeMonthlyUSD !== null);
        if (priced.length === 0) {
          expect(result.cheapest).toBeNull();
          return;
        }
        const least = Math.min(...priced.map((e) => e.bill.wholeMonthlyUSD!));
        const chosen = result.entries.find((e) => e.service === result.cheapest)!;
        expect(chosen.fits).toBe(true);
        expect(chosen.bill.wholeMonthlyUSD).toBe(least);
      }),
      { numRuns: RUNS },
    );
  });

  it("choosing on 'storage' picks the least storage price among the services that fit", () => {
    fc.assert(
      fc.property(cases, ([r, pricing]) => {
        const result = compareServices({ ...r, billBasis: 'storage' }, {}, pricing);
        const priced = result.entries.filter((e) => e.fits && e.monthlyUSD !== null);
        if (priced.length === 0) return void expect(result.cheapest).toBeNull();
        const chosen = result.entries.find((e) => e.service === result.cheapest)!;
        expect(basisUSD(chosen, 'storage')).toBe(Math.min(...priced.map((e) => e.monthlyUSD!)));
      }),
      { numRuns: RUNS },
    );
  });
});
