/**
 * Growth on any plan (issue 36, item 8): a one-service recommend takes `growth` and `profile`
 * as a comparison does, and is planned over time by the same months, carry checks and events
 * (`plan.ts`), on that service's own requirement (`own.ts`).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { planScenario, type PlanResult } from '../plan.ts';
import { planDailyProfile } from '../profile/index.ts';
import type { OverTimePlan } from './types.ts';

const growth = { capacityPercentPerYear: 50, performancePercentPerYear: 120, horizonMonths: 24 };
const demand = { readMBps: 1500, writeMBps: 500, ioSizeKiB: 64, capacityGB: 40_000 };

function plan(doc: Record<string, unknown>): PlanResult & { overTime?: OverTimePlan; profile?: unknown } {
  const parsed = parseScenario(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const out = planScenario(parsed.value);
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return out.result as PlanResult & { overTime?: OverTimePlan };
}

const one = (service: string, requirement: Record<string, unknown>, extra: Record<string, unknown> = { growth }) =>
  plan({ mode: 'recommend', service, requirement, ...extra });
const compared = (requirement: Record<string, unknown>, extra: Record<string, unknown> = { growth }) =>
  plan({ mode: 'recommend', service: 'compare', requirement, ...extra }) as PlanResult & { overTime: OverTimePlan };

describe('growth on a one-service plan', () => {
  it('is accepted on every service, and plans its one service over the horizon from today’s design', () => {
    for (const service of ['file-storage', 'block-volume', 'dense-io', 'lustre']) {
      const capacity = service === 'dense-io' ? { usableCapacityGB: 40_000 } : { capacityGB: 40_000 };
      const r = one(service, { totalIops: 20_000, readSharePercent: 70, ioSizeKiB: 64, ...capacity });
      const o = r.overTime!;
      expect(o.horizonMonths).toBe(24);
      expect(o.services.map((s) => s.service)).toEqual([service]);
      // Months 0 (today) to 24, the horizon's end.
      expect(o.services[0]!.months).toHaveLength(25);
      expect(o.services[0]!.months[0]!.design).toEqual((r as { design: unknown }).design);
      // The demand grows by the rule: performance × 2.2 a year compounded monthly, data × 1.5.
      expect(o.demand[12]!.readIops).toBeCloseTo(14_000 * 2.2, 6);
      expect(o.demand[12]!.capacityGB).toBeCloseTo(40_000 * 1.5, 6);
    }
  });

  it('File Storage, Block Volume and Lustre alone have the months the comparison gives them for the same requirement', () => {
    const c = compared(demand).overTime;
    for (const service of ['file-storage', 'block-volume', 'lustre'] as const) {
      const o = one(service, demand).overTime!;
      expect(o.demand).toEqual(c.demand);
      const mine = o.services[0]!;
      const theirs = c.services.find((s) => s.service === service)!;
      expect(mine.months).toEqual(theirs.months);
      expect(mine.events).toEqual(theirs.events);
      expect(mine.runway).toEqual(theirs.runway);
    }
  });

  it('keeps what only the service has every month: a Block Volume level, a Lustre tier', () => {
    const bv = one('block-volume', { ...demand, performanceLevel: 'higher-performance' }).overTime!.services[0]!;
    expect(new Set(bv.months.map((m) => (m.design as { performanceLevel: string }).performanceLevel))).toEqual(new Set(['higher-performance']));
    const lustre = one('lustre', { ...demand, performanceTierMBpsPerTB: 500 }).overTime!.services[0]!;
    expect(new Set(lustre.months.map((m) => (m.design as { performanceTierMBpsPerTB: number }).performanceTierMBpsPerTB))).toEqual(new Set([500]));
  });

  it('takes a daily profile too, costed as the comparison costs it', () => {
    const profile = { peakHours: 8, offPeakLevelPercent: 20 };
    const r = one('file-storage', demand, { profile });
    expect(r.overTime).toBeUndefined();
    expect(r.profile).toEqual(planDailyProfile(demand, profile));
  });

  it('plans no months without growth (the answer is today’s alone, as before)', () => {
    expect('overTime' in one('block-volume', demand, {})).toBe(false);
  });
});
