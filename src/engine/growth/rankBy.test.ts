/**
 * Ranking Compare over the horizon (`growth.rankBy`): a case where this month's cheapest is not
 * the horizon's, worked from the catalog's prices and the growth rules.
 */
import { describe, expect, it } from 'vitest';
import { priceBook } from '../../catalog/prices.ts';
import type { MountTargetType } from '../../catalog/types.ts';
import { compareServices } from '../compare/index.ts';
import { mountTargetEdition } from '../fss/index.ts';
import { rankedAsAsked, rankOnHorizon } from '../compare/ranking.ts';
import { planScenario } from '../plan.ts';
import { parseScenario } from '../scenario/parse.ts';
import { LATEST_SCENARIO_VERSION } from '../scenario/migrations.ts';
import type { CompareRequirement } from '../scenario/schema.ts';
import { planOverTime } from './plan.ts';

// 3,200 MB/s of 1 MiB reads on 50,000 GB; throughput doubles every year, the data does not grow.
const req: CompareRequirement = { readMBps: 3200, ioSizeKiB: 1024, capacityGB: 50_000 };
const growth = { performancePercentPerYear: 100 } as const;

describe('ranking by the horizon', () => {
  const today = compareServices(req);
  const over = planOverTime(req, growth, today);
  const of = (id: string) => over.services.find((s) => s.service === id)!;

  it('File Storage bills the data stored each month while its entitlement is smaller: the horizon total is months × GB × the storage price', () => {
    const fss = of('file-storage');
    // An HPMT bills the larger of its capacity entitlement and the data stored; a standard mount
    // target has no entitlement (S-MT). Every month's design here entitles no more than the
    // 50,000 GB stored (it moves from one HPMT-40 to standard mount targets as the reads grow),
    // so each month bills the data, which does not grow, at the storage price (S-PRICE B89057).
    const edition = mountTargetEdition(today.catalogs.fileStorage)!;
    for (const m of fss.months) {
      const d = m.design as { mountTargetType: MountTargetType; mountTargets: number };
      expect((edition.mountTargets[d.mountTargetType]?.capacityEntitlementGB.value ?? 0) * d.mountTargets).toBeLessThanOrEqual(req.capacityGB!);
    }
    expect(fss.events.some((e) => e.kind === 'add-mount-targets')).toBe(true);
    expect(fss.months.every((m) => m.carries)).toBe(true);
    expect(fss.totalUSD).toBeCloseTo(over.horizonMonths * req.capacityGB! * priceBook.fssStorageGBMonth.usd, 2);
  });

  it('this month Lustre is the cheapest; over 36 months File Storage is, as Lustre grows its capacity for the throughput', () => {
    const lustre = of('lustre');
    const fss = of('file-storage');
    expect(today.cheapest).toBe('lustre');
    expect(lustre.months[0]!.monthlyUSD!).toBeLessThan(fss.months[0]!.monthlyUSD!);
    // Lustre's throughput is its capacity × its tier: a demand that doubles each year grows it,
    // and it bills what it provisions; File Storage adds standard mount targets at no charge.
    expect(lustre.events.some((e) => e.kind === 'grow-capacity')).toBe(true);
    expect(lustre.totalUSD!).toBeGreaterThan(fss.totalUSD!);
    // The services cheaper over the horizon than File Storage do not fit today or stop carrying.
    for (const s of over.services) {
      if (s.service === 'file-storage' || s.totalUSD === null || s.totalUSD >= fss.totalUSD!) continue;
      const fitsToday = today.entries.find((e) => e.service === s.service)!.fits;
      expect(fitsToday && s.months.every((m) => m.carries)).toBe(false);
    }
    expect(over.horizonCheapest).toBe('file-storage');
    expect(rankedAsAsked(today, { ...over, rankBy: 'horizon' }).cheapest).toBe('file-storage');
    expect(rankedAsAsked(today, over).cheapest).toBe('lustre');
  });

  it('the scenario’s rankBy chooses the cheapest of the plan (the command line’s answer); this month’s price by default', () => {
    const doc = (rankBy?: 'month' | 'horizon') => ({
      version: LATEST_SCENARIO_VERSION,
      mode: 'recommend',
      service: 'compare',
      requirement: req,
      growth: { ...growth, ...(rankBy ? { rankBy } : {}) },
    });
    const cheapest = (d: unknown) => {
      const parsed = parseScenario(d);
      if (!parsed.ok) throw new Error('scenario refused');
      const out = planScenario(parsed.value);
      if (!out.ok) throw new Error('not planned');
      return (out.result as { cheapest: string | null }).cheapest;
    };
    expect(cheapest(doc())).toBe('lustre');
    expect(cheapest(doc('month'))).toBe('lustre');
    expect(cheapest(doc('horizon'))).toBe('file-storage');
  });

  it('an unpriced service that carries every month keeps the cheapest from being named; one that stops carrying is left out', () => {
    const entries = today.entries.map((e) => ({ ...e, fits: true }));
    const carries = [{ carries: true }, { carries: true }];
    const stops = [{ carries: true }, { carries: false }];
    const totals = [
      { service: 'file-storage' as const, totalUSD: 200, months: carries },
      { service: 'block-volume' as const, totalUSD: 100, months: stops },
      { service: 'dense-io' as const, totalUSD: 300, months: carries },
      { service: 'lustre' as const, totalUSD: 150, months: carries },
    ];
    expect(rankOnHorizon(entries, totals)).toEqual({ cheapest: 'lustre', unranked: [] });
    const unpriced = totals.map((s) => (s.service === 'dense-io' ? { ...s, totalUSD: null } : s));
    expect(rankOnHorizon(entries, unpriced)).toEqual({ cheapest: null, unranked: ['dense-io'] });
    const noneFit = entries.map((e) => ({ ...e, fits: e.service === 'block-volume' }));
    expect(rankOnHorizon(noneFit, totals).cheapest).toBeNull();
  });
});
