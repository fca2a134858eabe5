/**
 * What a design carries at its target: the measured load scaled until the busiest rate limit
 * reaches the target; hard limits and capacity left out. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { cite } from '../../catalog/types.ts';
import { compareServices } from '../compare/index.ts';
import { limitUse, limitUsesOf } from '../results/parts.ts';
import { carriedAtTarget } from './carried.ts';

const figure = cite(100, 'backendIops', 'fss-2024-11', 'Table 1');

describe('carriedAtTarget', () => {
  it('scales the load to the target of the busiest rate limit', () => {
    // Read bandwidth 400 of 1,000 MB/s (40%), back-end IOPS 30,000 of 50,000 (60%): at 80%
    // the back-end binds first, at 80/60 of today's load: 300 → 400 MB/s, 6,000 → 8,000 IOPS.
    const limits = [limitUse('readBandwidth', 400, 1000, 'MBps', figure), limitUse('backendIops', 30_000, 50_000, 'backendIops', figure)];
    const c = carriedAtTarget(limits, { mbps: 300, iops: 6000 }, 80)!;
    expect(c.binding).toBe('backendIops');
    expect(c.mbps).toBeCloseTo(400, 9);
    expect(c.iops).toBeCloseTo(8000, 9);
    expect(c.targetPercent).toBe(80);
  });

  it('leaves out hard limits and capacity, which do not grow with the load', () => {
    const limits = [
      limitUse('connections', 95, 100, 'connections', figure, true),
      limitUse('storedCapacity', 900, 1000, 'GB', figure),
      limitUse('volumeThroughput', 100, 500, 'MBps', figure),
    ];
    const c = carriedAtTarget(limits, { mbps: 100, iops: 1600 }, 80)!;
    expect(c.binding).toBe('volumeThroughput');
    expect(c.mbps).toBeCloseTo(400, 9);
  });

  it('a design already past its target carries less than the load', () => {
    const c = carriedAtTarget([limitUse('volumeIops', 1200, 1000, 'iops', figure)], { mbps: 10, iops: 1200 }, 80)!;
    expect(c.iops).toBeCloseTo(800, 9);
  });

  it('gives nothing when no rate limit carries any load', () => {
    expect(carriedAtTarget([limitUse('volumeIops', 0, 1000, 'iops', figure)], { mbps: 0, iops: 0 }, 80)).toBeNull();
    expect(carriedAtTarget([], { mbps: 5, iops: 5 }, 80)).toBeNull();
  });

  it('on a real comparison, the carried load puts the binding limit of Block Volume at its target', () => {
    const result = compareServices({ readMBps: 200, writeMBps: 100, ioSizeKiB: 64, capacityGB: 2000 });
    const bv = result.blockVolume;
    const load = { mbps: 300, iops: (300e6 / 65_536) | 0 };
    const c = carriedAtTarget(limitUsesOf(bv), load, bv.targetUtilizationPercent)!;
    const binding = limitUsesOf(bv).find((l) => l.id === c.binding)!;
    // Scaled by the same factor, the binding limit's demand reaches the target exactly.
    expect(((binding.demand * (c.mbps / load.mbps)) / binding.capacity) * 100).toBeCloseTo(bv.targetUtilizationPercent, 6);
  });
});
