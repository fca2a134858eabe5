/**
 * Plans over time worked by hand from the sources' rules.
 */
import { describe, expect, it } from 'vitest';
import { compareServices } from '../compare/index.ts';
import type { CompareRequirement } from '../scenario/schema.ts';
import { planOverTime } from './plan.ts';

const plan = (req: CompareRequirement, growth: Parameters<typeof planOverTime>[1]) => planOverTime(req, growth, compareServices(req));
const serviceOf = (p: ReturnType<typeof planOverTime>, id: string) => p.services.find((s) => s.service === id)!;

describe('File Storage over time', () => {
  it('an HPMT-40 at 80% of its target runs out of read bandwidth in month 8 under 40% a year (worked by hand)', () => {
    // fss-current HPMT-40: read 40 Gb/s = 5,000 MB/s (Table 1 / S-MT); at the 80% target it may
    // carry 4,000 MB/s. Today: 3,200 MB/s of 1 MiB reads = 80% of that (64% of the limit);
    // backend IOPS 3,200e6 / 1,048,576 = 3,051.8 reads/s × 33 (2 + 31 further 32 KiB) = 100,708
    // of 200,000 (50%): read bandwidth binds.
    // Month m asks 3,200 × 1.4^(m/12) MB/s: month 7 → 1.4^(7/12) = 1.2169 → 3,894 MB/s (97.4% of
    // the target, carries); month 8 → 1.4^(8/12) = 1.2515 → 4,004.9 MB/s, over 4,000: the runway
    // ends in month 8, on read bandwidth, and a second HPMT-40 is added (50% of the target).
    const p = plan({ readMBps: 3200, ioSizeKiB: 1024, capacityGB: 50_000, mountTargetType: 'hpmt-40' }, { performancePercentPerYear: 40 });
    const fss = serviceOf(p, 'file-storage');
    expect(fss.months[0]!.design).toEqual({ mountTargetType: 'hpmt-40', mountTargets: 1 });
    expect(fss.months[0]!.loadOfTargetPercent).toBeCloseTo(80, 6);
    expect(fss.months[7]!.loadOfTargetPercent).toBeCloseTo(97.35, 1);
    expect(fss.runway).toEqual({ month: 8, limit: 'readBandwidth' });
    expect(fss.months[8]!.design).toEqual({ mountTargetType: 'hpmt-40', mountTargets: 2 });
    // The bill: 50,000 GB stored × $0.30 = $15,000 (above one entitlement of 40,000 GB); two
    // HPMT-40s entitle 80,000 GB, billed as the larger: 80,000 × $0.30 = $24,000 (+$9,000).
    expect(fss.events[0]).toEqual({ month: 8, service: 'file-storage', kind: 'add-mount-targets', limit: 'readBandwidth', monthlyUSDDelta: 9000 });
    expect(fss.months[7]!.monthlyUSD).toBe(15_000);
    expect(fss.months[8]!.monthlyUSD).toBe(24_000);
    expect(fss.months[8]!.cumulativeUSD).toBe(8 * 15_000 + 24_000);
    expect(fss.notes.map((n) => n.code)).toContain('hpmt-commitment');
  });

  it('a falling load lets File Storage give back a mount target (an HPMT downgrade takes effect at the end of its cycle)', () => {
    const p = plan({ readMBps: 7000, ioSizeKiB: 1024, capacityGB: 50_000, mountTargetType: 'hpmt-40' }, { performancePercentPerYear: -60 });
    const fss = serviceOf(p, 'file-storage');
    expect(fss.months[0]!.design).toEqual({ mountTargetType: 'hpmt-40', mountTargets: 2 });
    expect(fss.events.some((e) => e.kind === 'remove-mount-targets' && e.limit === null && (e.monthlyUSDDelta ?? 0) < 0)).toBe(true);
    expect(fss.runway.month).toBeNull();
  });
});

describe('Lustre over time', () => {
  it('a file system at 124.8 TiB grows into the 41.6 TiB steps: 166.4 TiB in month 5 at 10% a year (worked by hand)', () => {
    // Lustre capacity: 10.4 TiB steps from 31.2 to 124.8 TiB, then 41.6 TiB steps (reference
    // section 4, file-system-capacity.htm). 124.8 TiB = 124.8 × 1.099511627776 TB = 137,219.05 GB.
    // Data today 131,941.4 GB (120 TiB): the 124.8 TiB step. Month m holds 131,941.4 × 1.1^(m/12):
    // month 4 → 1.1^(4/12) = 1.0323 → 136,206 GB (fits); month 5 → 1.1^(5/12) = 1.0405 →
    // 137,286 GB, over 137,219.05: the next step, 124.8 + 41.6 = 166.4 TiB.
    const p = plan({ readMBps: 100, ioSizeKiB: 1024, capacityGB: 131_941.4 }, { capacityPercentPerYear: 10 });
    const lfs = serviceOf(p, 'lustre');
    expect(lfs.months[4]!.design).toMatchObject({ capacityTiB: 124.8 });
    expect(lfs.months[5]!.design).toMatchObject({ capacityTiB: 166.4 });
    expect(lfs.runway).toEqual({ month: 5, limit: 'storedCapacity' });
    expect(lfs.events[0]).toMatchObject({ month: 5, kind: 'grow-capacity', limit: 'storedCapacity' });
    expect(lfs.events[0]!.monthlyUSDDelta).toBeGreaterThan(0);
  });

  it('never shrinks, and says so, when the data falls', () => {
    const p = plan({ readMBps: 100, ioSizeKiB: 1024, capacityGB: 300_000 }, { capacityPercentPerYear: -50 });
    const lfs = serviceOf(p, 'lustre');
    expect(new Set(lfs.months.map((m) => JSON.stringify(m.design))).size).toBe(1);
    expect(lfs.notes.find((n) => n.code === 'lustre-never-shrinks')).toMatchObject({ basis: 'documented', params: { month: 1 } });
  });
});

describe('Dense I/O and Block Volume over time', () => {
  it('Dense I/O moves to another shape as a migration when its drives run out', () => {
    const p = plan({ readIops: 100_000, ioSizeKiB: 4, capacityGB: 5_000 }, { capacityPercentPerYear: 200, horizonMonths: 60 });
    const dio = serviceOf(p, 'dense-io');
    expect(dio.events.length).toBeGreaterThan(0);
    expect(dio.events.every((e) => e.kind === 'migrate-shape' || e.kind === 'beyond-any-design')).toBe(true);
    expect(dio.notes.map((n) => n.code)).toContain('dio-no-growth-in-place');
  });

  it('Block Volume grows its volumes with the data', () => {
    const p = plan({ readIops: 2_000, ioSizeKiB: 8, capacityGB: 2_000 }, { capacityPercentPerYear: 100 });
    const bv = serviceOf(p, 'block-volume');
    expect(bv.runway.limit).toBe('storedCapacity');
    // Only the data outgrows the volumes: the same volumes, each larger (never rebuilt smaller),
    // priced per GB at the same level.
    const designs = bv.months.map((m) => m.design as { volumes: number; volumeSizeGB: number; performanceLevel: string });
    expect(bv.events.every((e) => e.kind === 'grow-volumes')).toBe(true);
    for (let m = 1; m < designs.length; m++) {
      expect(designs[m]!.volumes).toBe(designs[0]!.volumes);
      expect(designs[m]!.performanceLevel).toBe(designs[0]!.performanceLevel);
      expect(designs[m]!.volumeSizeGB).toBeGreaterThanOrEqual(designs[m - 1]!.volumeSizeGB);
      expect(designs[m]!.volumes * designs[m]!.volumeSizeGB).toBeGreaterThanOrEqual(p.demand[m]!.capacityGB);
    }
  });
});

describe('the horizon and absurd growth', () => {
  it('plans 36 months by default, and 60 of 1,000% a year without NaN: the months beyond any design say so', () => {
    expect(plan({ readMBps: 100, ioSizeKiB: 1024 }, {}).horizonMonths).toBe(36);
    const p = plan(
      { readMBps: 1000, writeMBps: 1000, ioSizeKiB: 1024, capacityGB: 1_000_000 },
      { capacityPercentPerYear: 1000, performancePercentPerYear: 1000, horizonMonths: 60 },
    );
    expect(JSON.stringify(p)).not.toMatch(/NaN|Infinity/);
    expect(JSON.stringify(p)).not.toContain('null,"monthlyUSD"');
    for (const s of p.services) expect(s.months).toHaveLength(61);
    // Block Volume and Dense I/O carry nothing of it even today; the plan says from when.
    expect(serviceOf(p, 'dense-io').notes).toContainEqual({ code: 'beyond-any-design', basis: 'input', params: { month: 0 } });
    expect(p.notes).toContainEqual(expect.objectContaining({ code: 'demand-clamped' }));
    // 1,000,000 GB × 11^5 = 161 EB, held at the schema's 8 EB (the File Storage file-system limit).
    expect(p.demand[59]!.capacityGB).toBe(8_000_000_000);
  });
});

describe('a part from nothing', () => {
  it('data first stored after today is weighed by the planner, not taken as the end of the runway (found by the property test)', () => {
    // No demand but the I/O size, and 1 GB more data each month: every design of today holds it.
    const r = { ioSizeKiB: 0.5 } as CompareRequirement;
    const today = compareServices(r);
    const plan = planOverTime(r, { capacityGBPerMonth: 1 }, today);
    const bv = plan.services.find((s) => s.service === 'block-volume')!;
    expect(bv.runway.month).toBeNull();
    expect(bv.months.every((m) => m.carries)).toBe(true);
  });
});

describe('a service that does not carry today', () => {
  // 3,000 MB/s of 64 KiB reads: over the 2,100 MB/s one host moved in the published host test
  // (bv-current), so no Block Volume design on one instance carries it.
  const req: CompareRequirement = { readMBps: 3000, writeMBps: 200, readIops: 20_000, writeIops: 5_000, ioSizeKiB: 64, capacityGB: 20_000 };
  const today = compareServices(req);
  const p = planOverTime(req, { capacityPercentPerYear: 40, performancePercentPerYear: 60, horizonMonths: 36 }, today);
  const bv = serviceOf(p, 'block-volume');

  it('says what would make it carry: the limit most over, by how much, and the plan’s own remedies', () => {
    expect(today.blockVolume.feasible).toBe(false);
    expect(bv.runway.month).toBe(0);
    const fix = bv.runway.fix!;
    // The month-0 check of the closest design, as the months' table shows it.
    expect(fix.limit).toBe(bv.months[0]!.limit);
    expect(fix.loadOfTargetPercent).toBe(bv.months[0]!.loadOfTargetPercent);
    expect(fix.loadOfTargetPercent).toBeGreaterThan(100);
    expect(fix.remedies.length).toBeGreaterThan(0);
    expect(fix.remedies).toEqual(today.blockVolume.remedies);
    // A service that carries today has nothing to fix.
    expect(serviceOf(p, 'lustre').runway.fix).toBeUndefined();
  });

  it('its volumes still grow with the data, so the bill follows the data it holds', () => {
    // 20,000 GB × 1.4^(35/12) = 53,350 GB in month 35: more than the closest design's volumes held.
    for (const [i, m] of bv.months.entries()) {
      const d = m.design as { volumes: number; volumeSizeGB: number };
      expect(d.volumes * d.volumeSizeGB, `month ${m.month}`).toBeGreaterThanOrEqual(Math.floor(p.demand[i]!.capacityGB));
    }
    // Lower Cost volumes bill by the GB alone: the last month's bill is the first's times the GB grown.
    const gb = (m: (typeof bv.months)[number]) => (m.design as { volumes: number }).volumes * (m.design as { volumeSizeGB: number }).volumeSizeGB;
    const [first, last] = [bv.months[0]!, bv.months[35]!];
    expect((first.design as { performanceLevel: string }).performanceLevel).toBe('lower-cost');
    expect(gb(last)).toBeGreaterThan(gb(first) * 1.6);
    expect(last.monthlyUSD! / first.monthlyUSD!).toBeCloseTo(gb(last) / gb(first), 2);
    expect(bv.events.filter((e) => e.kind === 'grow-volumes').every((e) => e.limit === 'storedCapacity' && (e.monthlyUSDDelta ?? 0) > 0)).toBe(true);
  });
});
