/**
 * The whole bill: storage plus the instances an option needs. On any requirement the schema
 * accepts (and any price book edit), every entry's whole bill is its storage plus its compute,
 * never less than its storage, and "cheapest on the whole bill" is the least whole bill that fits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareServices, type BillBasis, type CompareRequirement, type CompareResult } from '../../src/engine/index.ts';
import { basisUSD, completeOn } from '../../src/engine/compare/index.ts';
import { compareRequirementArb, pricingArb } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(60);
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

  /**
   * Only a complete figure is ranked: the cheapest is the least complete figure among the
   * services that fit, unless a service that fits with an incomplete figure might be cheaper
   * (its known part is below, or unknown): then none is named. An incomplete bill is never it.
   */
  const checkRanking = (result: CompareResult, basis: BillBasis) => {
    const fitting = result.entries.filter((e) => e.fits);
    const complete = fitting.filter((e) => completeOn(e, basis));
    const incomplete = fitting.filter((e) => !completeOn(e, basis));
    expect(result.unranked).toEqual(incomplete.map((e) => e.service));
    if (result.cheapest !== null) {
      const chosen = result.entries.find((e) => e.service === result.cheapest)!;
      expect(chosen.fits).toBe(true);
      expect(completeOn(chosen, basis)).toBe(true);
      expect(basisUSD(chosen, basis)).toBe(Math.min(...complete.map((e) => basisUSD(e, basis)!)));
      for (const e of incomplete) expect(basisUSD(e, basis)).not.toBeNull();
      for (const e of incomplete) expect(basisUSD(e, basis)!).toBeGreaterThanOrEqual(basisUSD(chosen, basis)!);
    } else if (complete.length > 0) {
      const least = Math.min(...complete.map((e) => basisUSD(e, basis)!));
      expect(incomplete.some((e) => (basisUSD(e, basis) ?? -1) < least)).toBe(true);
    }
    if (incomplete.length > 0) expect(result.missingPrices.length).toBeGreaterThan(0);
  };

  it("choosing on 'whole' picks the least complete whole bill among the services that fit, never an incomplete one", () => {
    fc.assert(
      fc.property(cases, ([r, pricing]) => {
        const req: CompareRequirement = { ...r, billBasis: 'whole' };
        const result = compareServices(req, {}, pricing);
        expect(result.basis).toBe('whole');
        checkRanking(result, 'whole');
      }),
      { numRuns: RUNS },
    );
  });

  it("choosing on 'storage' picks the least storage price among the services that fit, never an unpriced one", () => {
    fc.assert(
      fc.property(cases, ([r, pricing]) => {
        checkRanking(compareServices({ ...r, billBasis: 'storage' }, {}, pricing), 'storage');
      }),
      { numRuns: RUNS },
    );
  });
});
