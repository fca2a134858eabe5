import { describe, expect, it } from 'vitest';
import { recommendBlockVolume, ruledOutGroups } from './blockVolume.ts';

describe('recommendBlockVolume: the cheapest count at a level tries every count', () => {
  // Whole-GB rounding of capacity / n and demand / n can make a larger count a few GB smaller in
  // total. Only trying the fewest counts that fit missed these, and made more demand come out smaller.
  it.each([
    // bv-seed Balanced, 1,920 MB/s of large I/O and 7,837 GB: the first counts that fit give 7,840 GB
    // (7 × 1,120), but 17 × 461 GB is exactly the 7,837 GB asked.
    ['bv-seed', { iops: 576, ioSizeKiB: 3254.656434028355, capacityGB: 7837, performanceLevel: 'balanced' }, 17, 461],
    // bv-current UHP 90 VPUs/GB, paravirtualized 0.5 KiB: 14 × 930 GB = 13,020 GB, but 18 × 723 GB = 13,014 GB.
    ['bv-current', { iops: 1_950_001, ioSizeKiB: 0.5, capacityGB: 13_009, attachment: 'paravirtualized' as const, performanceLevel: 'uhp-90' }, 18, 723],
  ])('%s: %j → %i volumes of %i GB', (catalog, requirement, volumes, sizeGB) => {
    const rec = recommendBlockVolume(catalog, requirement)!;
    expect(rec.feasible).toBe(true);
    expect([rec.design.volumes, rec.design.volumeSizeGB]).toEqual([volumes, sizeGB]);
  });

  it('fewer volumes win ties in total GB', () => {
    const rec = recommendBlockVolume('bv-current', { iops: 0, ioSizeKiB: 4, capacityGB: 1000, performanceLevel: 'balanced' })!;
    expect([rec.design.volumes, rec.design.volumeSizeGB]).toEqual([1, 1000]);
  });
});

describe('the reason names ruled-out levels once per reason', () => {
  it('groups runs of the same reason', () => {
    const items = [
      { name: 'A', reason: 'x' },
      { name: 'B', reason: 'x' },
      { name: 'C', reason: 'y' },
      { name: 'D', reason: 'x' },
    ];
    expect(ruledOutGroups(items)).toEqual([
      { names: ['A', 'B'], reason: 'x' },
      { names: ['C'], reason: 'y' },
      { names: ['D'], reason: 'x' },
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
    expect(rec.reason).toContain(`${uhp.length} levels from `);
    // Each UHP level name appears at most at the ends of the range.
    const names = rec.reason.match(/Ultra High Performance \(\d+ VPUs\/GB\)/g) ?? [];
    expect(names.length).toBe(2);
  });
});
