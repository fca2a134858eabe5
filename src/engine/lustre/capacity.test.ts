import { describe, expect, it } from 'vitest';
import { lustreCurrent as e } from '../../catalog/lustre.ts';
import { capacityStepAt, capacityStepAtLeast, capacitySteps, isCapacityStep, previousCapacityStep } from './capacity.ts';

describe('Lustre capacity ladder (S-LFSCAP "Increasing File System Capacity", first paragraph)', () => {
  it("computes the page's steps from the rule: 31.2 TiB, then 10.4 TiB steps to 124.8, then 41.6 TiB steps", () => {
    const tib = capacitySteps(e, 13).map((s) => s.capacityTiB);
    expect(tib).toEqual([31.2, 41.6, 52, 62.4, 72.8, 83.2, 93.6, 104, 114.4, 124.8, 166.4, 208, 249.6]);
  });

  it('converts TiB to decimal GB (1 TiB = 1,099.511627776 GB)', () => {
    expect(capacityStepAt(e, 0).capacityGB).toBe(34_304.763);
    expect(capacityStepAt(e, 9).capacityGB).toBe(137_219.051);
  });

  it('rounds a capacity up to the next step, and keeps a step as it is', () => {
    expect(capacityStepAtLeast(e, 0).capacityTiB).toBe(31.2);
    expect(capacityStepAtLeast(e, 34_304.763).capacityTiB).toBe(31.2);
    expect(capacityStepAtLeast(e, 34_305).capacityTiB).toBe(41.6);
    expect(capacityStepAtLeast(e, 100_000).capacityTiB).toBe(93.6);
    expect(capacityStepAtLeast(e, 137_219.052).capacityTiB).toBe(166.4);
    expect(capacityStepAtLeast(e, 500_000).capacityTiB).toBe(457.6);
  });

  it('knows a step when it sees one, and steps back down to the minimum', () => {
    expect(isCapacityStep(e, 34_304.763)).toBe(true);
    expect(isCapacityStep(e, 100_000)).toBe(false);
    const s = capacityStepAtLeast(e, 200_000);
    const prev = previousCapacityStep(e, s)!;
    expect(prev.capacityGB).toBeLessThan(200_000);
    expect(previousCapacityStep(e, capacityStepAt(e, 0))).toBeNull();
  });

  it('stays finite on the largest capacity the schema accepts', () => {
    const s = capacityStepAtLeast(e, 8_000_000_000);
    expect(Number.isFinite(s.capacityGB)).toBe(true);
    expect(s.capacityGB).toBeGreaterThanOrEqual(8_000_000_000);
  });
});
