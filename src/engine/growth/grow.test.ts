import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { demandSeries, factorAt, grows, requirementAt } from './grow.ts';

describe("a month's demand", () => {
  it('compounds a yearly rate monthly: (1 + r)^(m/12), a year of 40% is 1.4', () => {
    expect(factorAt(40, 12)).toBeCloseTo(1.4, 12);
    expect(factorAt(40, 6)).toBeCloseTo(Math.sqrt(1.4), 12);
    expect(factorAt(undefined, 30)).toBe(1);
  });

  it('adds fixed monthly amounts and steps from their month on, split as today', () => {
    const d = demandSeries(
      { readMBps: 300, writeMBps: 100, ioSizeKiB: 64, capacityGB: 1000 },
      { capacityGBPerMonth: 10, mbpsPerMonth: 4, steps: [{ month: 4, capacityGB: 200_000, writeMBps: 2000 }] },
      6,
    );
    expect(d[3]).toMatchObject({ capacityGB: 1030, readMBps: 309, writeMBps: 103 });
    expect(d[4]).toMatchObject({ capacityGB: 201_040, readMBps: 312, writeMBps: 2104 });
  });

  it('totals and a read share are split before they grow', () => {
    const d = demandSeries({ totalMBps: 1000, readSharePercent: 70, ioSizeKiB: 1024 }, { performancePercentPerYear: 100 }, 13);
    expect(d[12]!.readMBps).toBeCloseTo(1400, 9);
    expect(d[12]!.writeMBps).toBeCloseTo(600, 9);
  });

  it('never falls below zero nor rises above the schema, and says when it was held', () => {
    const d = demandSeries({ readMBps: 10, ioSizeKiB: 4, capacityGB: 100 }, { capacityGBPerMonth: -50, performancePercentPerYear: 1000 }, 60);
    expect(d[1]!).toMatchObject({ capacityGB: 50, clamped: false });
    expect(d[5]!).toMatchObject({ capacityGB: 0, clamped: true });
    for (const m of d) for (const v of Object.values(m)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
  });

  it("a month's requirement is one the scenario schema accepts", () => {
    const req = { readMBps: 10, writeIops: 5, ioSizeKiB: 4, capacityGB: 100, metadataOpsPerSecond: { getattr: 10 } };
    const g = { performancePercentPerYear: -90, capacityPercentPerYear: 1000 };
    for (const d of demandSeries(req, g, 60)) {
      const doc = { version: 5, mode: 'recommend', service: 'compare', requirement: requirementAt(req, g, d) };
      expect(parseScenario(doc).ok).toBe(true);
    }
  });

  it('knows a growth that changes nothing', () => {
    expect(grows(undefined)).toBe(false);
    expect(grows({ horizonMonths: 48 })).toBe(false);
    expect(grows({ steps: [{ month: 3, iops: 10 }] })).toBe(true);
  });
});

describe('growth in the scenario', () => {
  const doc = (growth: unknown) => ({ version: 5, mode: 'recommend', service: 'compare', requirement: { readMBps: 100, ioSizeKiB: 1024 }, growth });

  it('takes the documented fields, and a document without growth as before', () => {
    expect(
      parseScenario(
        doc({ capacityPercentPerYear: 40, performancePercentPerYear: -20, horizonMonths: 60, steps: [{ month: 4, capacityGB: 200_000, readMBps: 2000 }] }),
      ).ok,
    ).toBe(true);
    const { growth: _g, ...none } = doc(undefined);
    expect(parseScenario(none).ok).toBe(true);
  });

  it('refuses out-of-bounds figures with a code and the field', () => {
    const issues = (g: unknown) => {
      const r = parseScenario(doc(g));
      return r.ok ? [] : r.issues.map((i) => `${i.path} ${i.code}`);
    };
    expect(issues({ horizonMonths: 6 })).toEqual(['growth.horizonMonths tooSmall']);
    expect(issues({ horizonMonths: 61 })).toEqual(['growth.horizonMonths tooBig']);
    expect(issues({ capacityPercentPerYear: -95 })).toEqual(['growth.capacityPercentPerYear tooSmall']);
    expect(issues({ performancePercentPerYear: 1001 })).toEqual(['growth.performancePercentPerYear tooBig']);
    expect(issues({ steps: [{ month: 0 }] })).toEqual(['growth.steps.0.month stepOutsideHorizon']);
    expect(issues({ steps: Array.from({ length: 25 }, () => ({ month: 1 })) })).toEqual(['growth.steps tooBig']);
    expect(issues({ rate: 3 })).toEqual(['growth unknownFields']);
  });
});
