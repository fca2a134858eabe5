/**
 * A plan of several workloads, worked by hand from the sources' rules (issue 26): what File
 * Storage workloads share, the per-AD limits counted once, the HPMT entitlement against the
 * data of the whole AD. Every figure is computed from the catalog, never typed in.
 */
import { describe, expect, it } from 'vitest';
import { fssEditions } from '../../catalog/index.ts';
import type { FssMountTargetEdition } from '../../catalog/types.ts';
import { compareServices } from '../compare/index.ts';
import { loadFromRequirement, mountTargetLimits, serviceQuotaFor, type FssRecommendation } from '../fss/index.ts';
import { fssRequirementOf } from '../compare/index.ts';
import type { CompareRequirement, WorkloadsScenario } from '../scenario/schema.ts';
import { planWorkloads } from './plan.ts';

const edition = fssEditions['fss-current'] as FssMountTargetEdition;
const hpmt40 = edition.mountTargets['hpmt-40']!;

type W = WorkloadsScenario['workloads'][number];
const plan = (workloads: W[]): ReturnType<typeof planWorkloads> => planWorkloads({ version: 7, mode: 'recommend', service: 'workloads', workloads });
const fss = (name: string, requirement: CompareRequirement, extra: Partial<W> = {}): W => ({ name, service: 'file-storage', requirement, ...extra });

/** A file system that needs `share` of an HPMT-40's read bandwidth (Table 1's figure: the documented basis). */
function readShare(share: number, target: number): CompareRequirement {
  return { readMBps: share * hpmt40.readMBps.value, ioSizeKiB: 1024, fssBasis: 'documented', targetUtilizationPercent: target };
}

describe('File Storage workloads share mount targets', () => {
  it('the hand-worked case: read bandwidth binds, at 45% of an HPMT-40 each', () => {
    const r = readShare(0.45, 80);
    const limits = mountTargetLimits(loadFromRequirement(fssRequirementOf(r)), edition, 'hpmt-40', 1);
    const read = limits.find((l) => l.id === 'readBandwidth')!;
    expect(read.utilization).toBeCloseTo(0.45, 9);
    for (const l of limits) expect(l.utilization).toBeLessThanOrEqual(read.utilization);
  });

  it('two file systems at 45% each do not share one mount target at an 80% target', () => {
    const p = plan([fss('a', readShare(0.45, 80)), fss('b', readShare(0.45, 80))]);
    expect(p.feasible).toBe(true);
    expect(p.fileStorage.mountTargets.some((g) => g.workloads.length === 2 && g.mountTargets === 1)).toBe(false);
    for (const g of p.fileStorage.mountTargets) expect(g.peakUtilizationPercent).toBeLessThanOrEqual(80 + 1e-9);
  });

  it('the docs’ rule (docs/scenario.md): a shared mount target takes only a type within the default limits or one a member used alone, never an HPMT-80 neither needed', () => {
    const p = plan([fss('a', readShare(0.45, 80)), fss('b', readShare(0.45, 80))]);
    // Together they would fit one HPMT-80 at 45%; its default limit is 0 and neither was planned on it alone.
    expect(serviceQuotaFor(edition, 'hpmt-80')!.value).toBe(0);
    expect(p.fileStorage.mountTargets.map((g) => g.mountTargetType)).not.toContain('hpmt-80');
    expect(p.fileStorage.mountTargets.flatMap((g) => g.workloads).sort()).toEqual(['a', 'b']);
  });

  it('and do share one HPMT-40 at 100%, their loads added on it', () => {
    const p = plan([fss('a', readShare(0.45, 100)), fss('b', readShare(0.45, 100))]);
    expect(p.fileStorage.mountTargets).toHaveLength(1);
    const [g] = p.fileStorage.mountTargets;
    expect(g).toMatchObject({ mountTargetType: 'hpmt-40', mountTargets: 1, workloads: ['a', 'b'], bindingLimit: 'readBandwidth' });
    expect(g!.peakUtilizationPercent).toBeCloseTo(90, 6);
  });

  it('a shared group keeps the strictest target of its workloads', () => {
    const p = plan([fss('a', readShare(0.45, 100)), fss('b', readShare(0.45, 80))]);
    expect(p.fileStorage.mountTargets.some((g) => g.workloads.length === 2 && g.mountTargets === 1)).toBe(false);
  });

  it('a workload that asks for dedicated mount targets shares with none', () => {
    const p = plan([fss('a', readShare(0.45, 100)), fss('b', readShare(0.45, 100), { dedicatedMountTargets: true })]);
    expect(p.fileStorage.mountTargets).toHaveLength(2);
    expect(p.fileStorage.mountTargets.find((g) => g.workloads.includes('b'))).toMatchObject({ workloads: ['b'], dedicated: true });
  });

  it('the HPMT entitlement is billed against the data of both workloads together', () => {
    const a = fss('a', { readMBps: 100, ioSizeKiB: 1024, capacityGB: 10_000, mountTargetType: 'hpmt-40' });
    const b = fss('b', { readMBps: 10, ioSizeKiB: 1024, capacityGB: 20_000, mountTargetType: 'standard' });
    const p = plan([a, b]);
    const entitlement = p.fileStorage.mountTargets.reduce(
      (s, g) => s + edition.mountTargets[g.mountTargetType]!.capacityEntitlementGB.value * g.mountTargets,
      0,
    );
    const stored = a.requirement.capacityGB! + b.requirement.capacityGB!;
    const entitlementLines = p.billOfMaterials.lines.filter((l) => l.code === 'hpmtEntitlementGroup');
    const line = { quantity: entitlementLines.reduce((s, l) => s + l.quantity, 0) };
    expect(line.quantity).toBeCloseTo(entitlement - stored, 6);
    // Each workload billed alone would pay for the entitlement above its own data only.
    const alone = [a, b].map((w) => compareServices(w.requirement).fileStorage as FssRecommendation);
    const aloneAbove = alone
      .flatMap((r) => r.cost.lines)
      .filter((l) => l.code === 'hpmtEntitlement')
      .reduce((s, l) => s + l.quantity, 0);
    expect(aloneAbove).toBe(hpmt40.capacityEntitlementGB.value - a.requirement.capacityGB!);
    expect(line!.quantity).toBeLessThan(aloneAbove);
    expect(p.assumptions).toContain('one-availability-domain');
  });
});

describe('per-AD limits are counted over every workload', () => {
  it('twenty Standard mount targets across three workloads give one limit-increase line', () => {
    const standard = edition.mountTargets.standard!;
    // Each needs n Standard mount targets for its reads (at 100%, Table 1): 7 + 7 + 6 = 20.
    const needing = (n: number): CompareRequirement => ({
      readMBps: (n - 0.5) * standard.readMBps.value,
      ioSizeKiB: 1024,
      fssBasis: 'documented',
      targetUtilizationPercent: 100,
      mountTargetType: 'standard',
    });
    const p = plan([fss('a', needing(7)), fss('b', needing(7)), fss('c', needing(6))]);
    const counts = p.workloads.map((w) => (w.plan as FssRecommendation).design.mountTargets);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(20);
    const lines = p.limits.filter((l) => l.limit.startsWith('fss-mount-targets'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      limit: 'fss-mount-targets:standard',
      used: 20,
      allowed: serviceQuotaFor(edition, 'standard')!.value,
      increaseNeeded: true,
    });
    expect(lines[0]!.workloads).toEqual(['a', 'b', 'c']);
    expect(p.limits.filter((l) => l.increaseNeeded)).toHaveLength(1);
  });
});

describe('hosts and Lustre file systems shared by name', () => {
  const db = (name: string, host?: string): W => ({
    name,
    service: 'block-volume',
    requirement: { readIops: 20_000, writeIops: 5_000, ioSizeKiB: 8, capacityGB: 1000 },
    ...(host ? { host } : {}),
  });

  it('Block Volume workloads on the same host are planned once on their summed demand', () => {
    const apart = plan([db('a'), db('b')]);
    const together = plan([db('a', 'h1'), db('b', ' H1 ')]);
    const bvLimit = (p: ReturnType<typeof plan>) => p.limits.find((l) => l.limit === 'bv-capacity-per-ad')!;
    expect(bvLimit(apart).used).toBeGreaterThanOrEqual(2000);
    expect(together.workloads.every((w) => w.notes.some((n) => n.code === 'shared-host'))).toBe(true);
    const bvLines = together.billOfMaterials.lines.filter((l) => l.service === 'block-volume');
    expect(bvLines.every((l) => l.workloads.length === 2)).toBe(true);
  });

  it('Lustre workloads naming one file system get one, carrying their sum', () => {
    const train = (name: string): W => ({
      name,
      service: 'lustre',
      requirement: { readMBps: 2000, ioSizeKiB: 1024, capacityGB: 50_000 },
      lustreFileSystem: 'fs1',
    });
    const p = plan([train('a'), train('b')]);
    expect(p.limits.find((l) => l.limit === 'lustre-file-systems')).toMatchObject({ used: 1, allowed: null, increaseNeeded: false });
    const capacity = p.billOfMaterials.lines.find((l) => l.code === 'lustreCapacity')!;
    expect(capacity.quantity).toBeGreaterThanOrEqual(100_000);
    expect(capacity.workloads).toEqual(['a', 'b']);
  });
});

describe('the bill and each answer', () => {
  it('the total is the sum of the lines, and a fixed service plans that service only', () => {
    const p = plan([
      fss('home', { readMBps: 200, ioSizeKiB: 64, capacityGB: 5000 }),
      { name: 'any', service: 'cheapest', requirement: { readMBps: 500, ioSizeKiB: 1024, capacityGB: 2000 } },
    ]);
    const sum = p.billOfMaterials.lines.reduce((s, l) => s + l.monthlyUSD!, 0);
    expect(p.billOfMaterials.totalMonthlyUSD).toBeCloseTo(sum, 6);
    expect(p.workloads[0]!.compare).toBeNull();
    expect(p.workloads[1]!.compare?.cheapest).toBe(p.workloads[1]!.service);
    for (const l of p.billOfMaterials.lines) expect(l.sources.length).toBeGreaterThan(0);
  });

  it('a workload with growth gets its plan over time', () => {
    const growth = { capacityPercentPerYear: 40, performancePercentPerYear: 40, horizonMonths: 12 };
    const p = plan([fss('a', { readMBps: 200, ioSizeKiB: 64, capacityGB: 5000 }, { growth }), fss('b', { readMBps: 20, ioSizeKiB: 64, capacityGB: 500 })]);
    expect(p.workloads[0]!.overTime?.horizonMonths).toBe(12);
    expect(p.workloads[1]!.overTime).toBeUndefined();
  });
});
