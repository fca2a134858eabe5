import { describe, expect, it } from 'vitest';
import { evaluateBlockVolume, pickByTieRule, recommendBlockVolume, ruledOutGroups, tieTolerance, type BvOption } from './index.ts';
import { bvEditions } from '../../catalog/index.ts';
import { compareServices } from '../compare/index.ts';

describe('recommendBlockVolume: count and size at a level, with the tie rule', () => {
  it('prefers fewer volumes within a cent a month per volume or 0.5% of the cheapest (bv-seed, 1,920 MB/s of large I/O, 7,837 GB)', () => {
    // Planned to 100% (the tie rule is the point here). 17 × 461 GB is exactly the 7,837 GB asked; 6 × 1,307 GB (the fewest that carry 1,920 MB/s at
    // 320 MB/s each) holds 5 GB more, $0.21 a month at Balanced prices: within 0.5% of $333.
    const rec = recommendBlockVolume('bv-seed', {
      iops: 576,
      ioSizeKiB: 3254.656434028355,
      capacityGB: 7837,
      performanceLevel: 'balanced',
      targetUtilizationPercent: 100,
    })!;
    expect(rec.feasible).toBe(true);
    expect([rec.design.volumes, rec.design.volumeSizeGB]).toEqual([6, 1307]);
    expect(rec.reason.code).toBe('bv-tie');
    expect(rec.reason.params.tieVolumes).toBeGreaterThan(6);
  });

  it('pickByTieRule: fewest volumes within max(1¢ × volumes, 0.5%) of the cheapest, else the cheapest', () => {
    expect(
      pickByTieRule([
        { monthlyUSD: 100, volumes: 10 },
        { monthlyUSD: 100.4, volumes: 2 },
      ]),
    ).toEqual({ monthlyUSD: 100.4, volumes: 2 });
    expect(
      pickByTieRule([
        { monthlyUSD: 100, volumes: 10 },
        { monthlyUSD: 100.6, volumes: 2 },
      ]),
    ).toEqual({ monthlyUSD: 100, volumes: 10 });
    // A cent per volume of the cheapest: 30 volumes at $1 allow $0.30 more.
    expect(
      pickByTieRule([
        { monthlyUSD: 1, volumes: 30 },
        { monthlyUSD: 1.29, volumes: 3 },
      ]),
    ).toEqual({ monthlyUSD: 1.29, volumes: 3 });
    expect(tieTolerance(1000, 4)).toBe(5);
    expect(tieTolerance(1, 30)).toBeCloseTo(0.3, 9);
  });

  it('fewer volumes win ties in total GB', () => {
    const rec = recommendBlockVolume('bv-current', { iops: 0, ioSizeKiB: 4, capacityGB: 1000, performanceLevel: 'balanced' })!;
    expect([rec.design.volumes, rec.design.volumeSizeGB]).toEqual([1, 1000]);
  });
});

describe('the aggregate of many volumes is bounded by the host (bv-seed host test: 20 × 1 TB, 400,000 IOPS, 2.1 GB/s)', () => {
  it('bv-seed: 32 × 1 TB Balanced at 4 KiB deliver the measured 400,000 IOPS, not 32 × 25,000, and the host binds', () => {
    const e = evaluateBlockVolume('bv-seed', { volumes: 32, volumeSizeGB: 1000 }, { ioSizeKiB: 4 })!;
    expect(e.iops).toBe(400_000);
    expect(e.bottleneck).toBe('hostIops');
    expect(e.hostBound.measured?.iops.basis).toBe('measured');
  });

  it('bv-seed at 1 MiB: 20 × 1 TB would move 6,400 MB/s by the per-volume rule; the host measured 2,100', () => {
    const e = evaluateBlockVolume('bv-seed', { volumes: 20, volumeSizeGB: 1000 }, { ioSizeKiB: 1024 })!;
    expect(e.throughputMBps).toBeCloseTo(2100, 6);
    expect(e.bottleneck).toBe('hostThroughput');
  });

  it('bv-current without a shape is held to the measurement; with a shape, to its published limits', () => {
    const none = evaluateBlockVolume('bv-current', { volumes: 32, volumeSizeGB: 1000 }, { ioSizeKiB: 4 })!;
    expect(none.iops).toBe(400_000);
    const bm = evaluateBlockVolume('bv-current', { volumes: 32, volumeSizeGB: 1000, instanceShape: 'BM.Standard.E5.192' }, { ioSizeKiB: 4 })!;
    expect(bm.iops).toBe(800_000);
    expect(bm.hostBound.measured).toBeNull();
    const small = evaluateBlockVolume('bv-current', { volumes: 32, volumeSizeGB: 1000, instanceShape: 'BM.DenseIO2.52' }, { ioSizeKiB: 4 })!;
    expect(small.iops).toBe(625_000);
    expect(small.bottleneck).toBe('instanceIops');
  });

  it('recommend: beyond the host maximum is not feasible, and says why', () => {
    const rec = recommendBlockVolume('bv-current', { iops: 500_000, ioSizeKiB: 4, capacityGB: 1000 })!;
    expect(rec.feasible).toBe(false);
    expect(rec.alternatives.some((o) => o.reason === 'beyond-host')).toBe(true);
  });
});

describe("Block Volume concurrency (Little's law at the sub-millisecond bound, 1 ms)", () => {
  it('8 threads × 4 in flight at 1 ms complete at most 32,000 IOPS: evaluate is bound by concurrency', () => {
    const e = evaluateBlockVolume('bv-current', { volumes: 4, volumeSizeGB: 1000 }, { ioSizeKiB: 4, threads: 8, queueDepth: 4 })!;
    expect(e.iops).toBe(32_000);
    expect(e.bottleneck).toBe('concurrency');
  });

  it('recommend says how many I/Os in flight the requirement needs, and is not feasible with fewer', () => {
    const rec = recommendBlockVolume('bv-current', { iops: 50_000, ioSizeKiB: 4, capacityGB: 1000, threads: 1, queueDepth: 16, latencyMs: 0.5 })!;
    expect(rec.concurrencyNeeded.outstanding).toBe(25);
    expect(rec.feasible).toBe(false);
    expect(rec.warnings.some((w) => w.id === 'bv-concurrency')).toBe(true);
    // One plan, one answer: the reason does not call a design that concurrency cannot drive "the cheapest that carries".
    expect(rec.reason.code).toBe('bv-none');
    const enough = recommendBlockVolume('bv-current', { iops: 50_000, ioSizeKiB: 4, capacityGB: 1000, threads: 2, queueDepth: 16, latencyMs: 0.5 })!;
    expect(enough.feasible).toBe(true);
  });
});

describe('the reason names ruled-out levels once per reason', () => {
  it('groups runs of the same reason (and count), in catalog order, leaving out levels that fit', () => {
    const o = (performanceLevel: string, reason: BvOption['reason'], volumes = 0): BvOption =>
      reason === undefined
        ? { performanceLevel, vpusPerGB: 10, volumes: 1, volumeSizeGB: 50, monthlyUSD: 1, feasible: true }
        : { performanceLevel, vpusPerGB: 10, volumes, volumeSizeGB: 50, monthlyUSD: 1, feasible: false, reason };
    expect(
      ruledOutGroups([
        o('a', 'needs-multipath'),
        o('b', 'needs-multipath'),
        o('c', undefined),
        o('d', 'too-many-volumes', 32),
        o('e', 'too-many-volumes', 16),
        o('f', 'needs-multipath'),
      ]),
    ).toEqual([
      { levels: ['a', 'b'], reason: 'needs-multipath', volumes: 0 },
      { levels: ['d'], reason: 'too-many-volumes', volumes: 32 },
      { levels: ['e'], reason: 'too-many-volumes', volumes: 16 },
      { levels: ['f'], reason: 'needs-multipath', volumes: 0 },
    ]);
    expect(ruledOutGroups([])).toEqual([]);
  });

  it('a small VM rules out every UHP level in one clause', () => {
    // A VM with 8 OCPUs cannot make a multipath attachment, so each UHP level is ruled out for that reason.
    const rec = recommendBlockVolume('bv-current', { iops: 5_000, ioSizeKiB: 16, capacityGB: 5_000, instanceShape: 'VM.Standard.E4.Flex', ocpus: 8 })!;
    const uhp = rec.alternatives.filter((o) => !o.feasible && o.performanceLevel.startsWith('uhp'));
    expect(uhp.length).toBeGreaterThan(2);
    const reasons = new Set(uhp.map((o) => o.reason));
    expect(reasons.size).toBe(1);
    const groups = rec.reason.params.ruledOut.filter((g) => g.reason === 'needs-multipath');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.levels).toEqual(uhp.map((x) => x.performanceLevel));
  });
});

describe('more data than one instance attaches', () => {
  it('says the capacity is the reason, with the most one instance attaches worked from the catalog', () => {
    const edition = bvEditions['bv-current'];
    const maxGB = edition.maxAttachmentsPerInstance.value * edition.maxVolumeGB.value;
    const over = recommendBlockVolume('bv-current', { iops: 1760, ioSizeKiB: 64, readPercent: 90, capacityGB: maxGB + 1 })!;
    expect(over.feasible).toBe(false);
    const infeasible = over.warnings.find((w) => w.id === 'bv-infeasible')!;
    expect(infeasible.params).toMatchObject({ variant: 'capacity', capacityGB: maxGB + 1, maxGB });
    // The same performance with the data that fits: a plan, and no capacity reason.
    const under = recommendBlockVolume('bv-current', { iops: 1760, ioSizeKiB: 64, readPercent: 90, capacityGB: maxGB })!;
    expect(under.feasible).toBe(true);
    expect(under.warnings.some((w) => w.id === 'bv-infeasible')).toBe(false);
  });

  it('in a comparison, the refusal names the capacity asked, not the schema bound the requirement is capped to', () => {
    const result = compareServices({ readMBps: 100, writeMBps: 10, ioSizeKiB: 64, capacityGB: 3_000_000 });
    expect(result.blockVolume.warnings.find((w) => w.id === 'bv-infeasible')?.params).toMatchObject({ variant: 'capacity', capacityGB: 3_000_000 });
    expect(result.entries.find((e) => e.service === 'block-volume')!.fits).toBe(false);
  });
});
