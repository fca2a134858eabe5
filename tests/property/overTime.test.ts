/**
 * Planning over time (issue 25), over generated comparisons and growth:
 * - the runway month is the first month today's design is over its target: up to it the months
 *   keep today's design and it carries; File Storage's own planner, weighing today's design
 *   against each month's requirement, agrees (uniform growth, where every limit grows alike);
 * - Lustre's capacity never decreases, whatever the growth;
 * - with growth that lowers nothing, each month's design carries at least the previous month's
 *   load (File Storage's planner and Lustre's capacity rule say so) and the running total never
 *   decreases;
 * - with no growth every month is today's plan;
 * - no NaN, no infinity, on any growth the schema accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareServices, compare, fss, growth as overTime, lustre, type CompareRequirement, type Growth } from '../../src/engine/index.ts';
import { compareRequirementArb } from '../fixtures/factories.ts';
import { growthArb, nonNegativeGrowthArb, uniformGrowthArb } from '../fixtures/growthFactories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(60);
const requirementArb = compareRequirementArb({ maxRate: 50_000 });

const planOf = (r: CompareRequirement, g: Growth) => {
  const today = compareServices(r);
  return { today, plan: overTime.planOverTime(r, g, today) };
};
const byService = (p: overTime.OverTimePlan, id: string) => p.services.find((s) => s.service === id)!;
const fssDesign = (d: unknown) => d as { mountTargetType: 'standard' | 'hpmt-20' | 'hpmt-40' | 'hpmt-80'; mountTargets: number };

describe('plans over time', () => {
  it('the runway month is the first month the design is over its target', () => {
    fc.assert(
      fc.property(requirementArb, nonNegativeGrowthArb, (r, g) => {
        const { plan } = planOf(r, g);
        for (const s of plan.services) {
          const end = s.runway.month ?? s.months.length;
          for (const m of s.months.slice(0, end)) {
            expect(m.design, `${s.service} month ${m.month}`).toEqual(s.months[0]!.design);
            expect(m.carries, `${s.service} month ${m.month}`).toBe(true);
          }
          if (s.runway.month !== null) {
            const at = s.months[s.runway.month]!;
            expect(JSON.stringify(at.design) !== JSON.stringify(s.months[0]!.design) || !at.carries, `${s.service} at its runway`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("File Storage's planner agrees: today's design carries each month before the runway and not the runway month (uniform growth)", () => {
    fc.assert(
      fc.property(requirementArb, uniformGrowthArb, (r, g) => {
        const { today, plan } = planOf(r, g);
        const s = byService(plan, 'file-storage');
        if (!today.fileStorage.feasible || !('mountTargetType' in today.fileStorage.design)) return;
        const design = fssDesign(today.fileStorage.design);
        const weigh = (m: number) =>
          fss.recommendFileStorage(today.catalogs.fileStorage, compare.fssRequirementOf(overTime.requirementAt(r, g, plan.demand[m]!)), undefined, design)!;
        if (s.runway.month === null) expect(weigh(s.months.length - 1).feasible).toBe(true);
        else {
          expect(weigh(s.runway.month).feasible, `month ${s.runway.month}`).toBe(false);
          if (s.runway.month > 0) expect(weigh(s.runway.month - 1).feasible, `month ${s.runway.month - 1}`).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('Lustre capacity never decreases', () => {
    fc.assert(
      fc.property(requirementArb, growthArb, (r, g) => {
        const months = byService(planOf(r, g).plan, 'lustre').months;
        for (let m = 1; m < months.length; m++) {
          const gb = (i: number) => (months[i]!.design as { capacityGB: number }).capacityGB;
          expect(gb(m)).toBeGreaterThanOrEqual(gb(m - 1));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("with growth that lowers nothing, each month's design carries the previous month's load, and the running total never decreases", () => {
    fc.assert(
      fc.property(requirementArb, nonNegativeGrowthArb, (r, g) => {
        const { today, plan } = planOf(r, g);
        const fs = byService(plan, 'file-storage');
        const lfs = byService(plan, 'lustre');
        const edition = lustre.lustreEdition(today.catalogs.lustre);
        for (let m = 1; m < plan.horizonMonths; m++) {
          const before = overTime.requirementAt(r, g, plan.demand[m - 1]!);
          if (fs.months[m]!.carries && 'mountTargetType' in (fs.months[m]!.design as object)) {
            const weighed = fss.recommendFileStorage(today.catalogs.fileStorage, compare.fssRequirementOf(before), undefined, fssDesign(fs.months[m]!.design))!;
            expect(weighed.feasible, `File Storage month ${m}`).toBe(true);
          }
          if (lfs.months[m]!.carries) {
            const d = lfs.months[m]!.design as { performanceTierMBpsPerTB: number; capacityGB: number };
            const need = lustre.recommendLustre(edition.id, {
              ...compare.lustreRequirementOf(before),
              performanceTierMBpsPerTB: d.performanceTierMBpsPerTB as 125,
            });
            expect(d.capacityGB, `Lustre month ${m}`).toBeGreaterThanOrEqual(need.design.capacityGB - 1e-6);
          }
          for (const s of plan.services) {
            const [a, b] = [s.months[m - 1]!.cumulativeUSD, s.months[m]!.cumulativeUSD];
            if (a !== null && b !== null) expect(b).toBeGreaterThanOrEqual(a);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("with no growth every month is today's plan", () => {
    fc.assert(
      fc.property(requirementArb, fc.constantFrom<Growth>({}, { horizonMonths: 12 }, { capacityPercentPerYear: 0, performancePercentPerYear: 0 }), (r, g) => {
        const { today, plan } = planOf(r, g);
        for (const s of plan.services) {
          const first = { 'file-storage': today.fileStorage, 'block-volume': today.blockVolume, 'dense-io': today.denseIo, lustre: today.lustre }[s.service];
          expect(s.events).toEqual([]);
          expect(s.runway.month).toBe(first.feasible ? null : 0);
          for (const m of s.months) {
            expect(m.design).toEqual(first.design);
            expect(m.carries).toBe(first.feasible);
            // Rounded to the cent.
            if (first.cost.complete) expect(Math.abs(m.monthlyUSD! - first.cost.monthlyUSD)).toBeLessThanOrEqual(0.005 + 1e-9);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('is total: no NaN, no infinity, on any growth the schema accepts', () => {
    fc.assert(
      fc.property(requirementArb, growthArb, (r, g) => {
        const text = JSON.stringify(planOf(r, g).plan);
        expect(text).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: RUNS },
    );
  });
});
