import { describe, expect, it } from 'vitest';
import { profile, type DailyProfilePlan } from '../../../engine/index.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { dailyProfileColumns, dailyProfileRows, dailyProfileSpec } from './dailyProfile.ts';

const plan = profile.planDailyProfile({ readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 }, { peakHours: 8, offPeakLevelPercent: 20 });

describe('dailyProfileSpec (the day hour by hour, built without rendering)', () => {
  it('draws the demand on the left axis and the two VPUs/GB levels on the right, as steps to the end of hour 23', () => {
    expect(plan.autotune).not.toBeNull();
    const spec = dailyProfileSpec(plan, enT, enFormat);
    expect(spec.series.map((s) => [s.key, !!s.right, s.step])).toEqual([
      ['demandPercent', false, true],
      ['autotuneVpusPerGB', true, true],
      ['fixedVpusPerGB', true, true],
    ]);
    const demand = spec.series[0]!.points;
    expect(demand).toHaveLength(25);
    expect(demand[24]).toEqual({ x: 24, y: plan.hours[23]!.demandPercent });
    const top = Math.max(...plan.hours.map((h) => Math.max(h.autotuneVpusPerGB ?? 0, h.fixedVpusPerGB ?? 0)));
    expect(spec.right!.domain[1]).toBeGreaterThanOrEqual(top);
    expect(spec.legend.map((l) => l.toggles)).toEqual(spec.series.map((s) => s.key));
    expectWordsFound(spec);
  });

  it('leaves out a line with no value all day, its legend entry with it, and the right axis when nothing uses it', () => {
    const bare: DailyProfilePlan = { ...plan, hours: plan.hours.map((h) => ({ ...h, autotuneVpusPerGB: null, fixedVpusPerGB: null })) };
    const spec = dailyProfileSpec(bare, enT, enFormat);
    expect(spec.series.map((s) => s.key)).toEqual(['demandPercent']);
    expect(spec.legend).toHaveLength(1);
    expect(spec.right).toBeUndefined();
  });

  it('tables the 24 hours with four columns', () => {
    expect(
      dailyProfileRows(plan)
        .slice(0, 24)
        .map((r) => r.hour),
    ).toEqual(plan.hours.map((h) => h.hour));
    expect(dailyProfileColumns(enT).map((c) => c.key)).toEqual(['hour', 'demandPercent', 'autotuneVpusPerGB', 'fixedVpusPerGB']);
  });
});
