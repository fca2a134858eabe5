/**
 * A daily profile costed (issue 25, item 5), over generated comparisons and profiles:
 * - total: every figure finite (no NaN, no infinity), 24 hours, on any profile the schema accepts;
 * - auto-tune never costs more than fixed VPUs at its own maximum for the same volumes (it holds
 *   at most the maximum at every minute, and bills by the time at each level);
 * - auto-tune's mean level lies between its default and its peak level, and every hour's level
 *   is within them;
 * - the HPMT option sized for the peak carries the peak whenever its plan does, and upgrading for
 *   a burst never costs less than the off-peak design alone nor more than the peak's all month.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profile, scenario, type DailyProfile } from '../../src/engine/index.ts';
import { compareRequirementArb } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(40);
const requirementArb = compareRequirementArb({ maxRate: 50_000 });

const profileArb: fc.Arbitrary<DailyProfile> = fc
  .record(
    {
      peakHours: fc.integer({ min: 1, max: 24 }),
      peakStartHour: fc.integer({ min: 0, max: 23 }),
      peakLevelPercent: fc.double({ min: 1, max: 100, noNaN: true }),
      offPeakFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      peakDaysPerMonth: fc.integer({ min: 1, max: 30 }),
    },
    { requiredKeys: ['peakHours', 'offPeakFraction'] },
  )
  .map(({ offPeakFraction, ...p }) => ({ ...p, offPeakLevelPercent: (p.peakLevelPercent ?? 100) * offPeakFraction }));

function allFinite(v: unknown, path = ''): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? null : path;
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const bad = allFinite(x, `${path}.${k}`);
      if (bad) return bad;
    }
  }
  return null;
}

describe('daily profile costs', () => {
  it('schema-valid profiles give finite figures and 24 hours', () => {
    fc.assert(
      fc.property(requirementArb, profileArb, (r, p) => {
        expect(scenario.dailyProfileSchema.safeParse(p).success).toBe(true);
        const plan = profile.planDailyProfile(r, p);
        expect(allFinite(plan)).toBeNull();
        expect(plan.hours).toHaveLength(24);
      }),
      { numRuns: RUNS },
    );
  });

  it('auto-tune never costs more than fixed VPUs at its maximum, and its levels stay within its range', () => {
    fc.assert(
      fc.property(requirementArb, profileArb, (r, p) => {
        const a = profile.planDailyProfile(r, p).autotune;
        if (!a) return;
        expect(a.autotuneMonthlyUSD).toBeLessThanOrEqual(a.fixedAtMaximumMonthlyUSD + 1e-9);
        expect(a.averageVpusPerGB).toBeGreaterThanOrEqual(a.defaultVpusPerGB - 1e-9);
        expect(a.averageVpusPerGB).toBeLessThanOrEqual(a.peakVpusPerGB + 1e-9);
        expect(a.peakVpusPerGB).toBeLessThanOrEqual(a.maximumVpusPerGB);
        for (const h of profile.planDailyProfile(r, p).hours) {
          expect(h.autotuneVpusPerGB!).toBeGreaterThanOrEqual(a.defaultVpusPerGB - 1e-9);
          expect(h.autotuneVpusPerGB!).toBeLessThanOrEqual(a.peakVpusPerGB + 1e-9);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('upgrading for a burst costs between the off-peak design and the peak design all month', () => {
    fc.assert(
      fc.property(requirementArb, profileArb, (r, p) => {
        const options = profile.planDailyProfile(r, p).hpmt;
        const burst = options.find((o) => o.kind === 'upgrade-for-burst');
        const peak = options.find((o) => o.kind === 'peak-all-month');
        const off = options.find((o) => o.kind === 'off-peak-only');
        if (!burst || !peak || !off || burst.monthlyUSD === null || peak.monthlyUSD === null || off.monthlyUSD === null) return;
        const lo = Math.min(peak.monthlyUSD, off.monthlyUSD);
        const hi = Math.max(peak.monthlyUSD, off.monthlyUSD);
        expect(burst.monthlyUSD).toBeGreaterThanOrEqual(lo - 1e-6);
        expect(burst.monthlyUSD).toBeLessThanOrEqual(hi + 1e-6);
      }),
      { numRuns: RUNS },
    );
  });
});
