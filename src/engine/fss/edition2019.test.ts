import { describe, expect, it } from 'vitest';
import { recommendFss2019 } from './edition2019.ts';

describe('the 2019 capacity-scaled figures are floors ("at least"): planned at 100% unless a target is set', () => {
  it('100 MB/s of reads needs 1 TB stored at the floor, 1.25 TB at a target of 80%', () => {
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100 }).design.capacityGB).toBe(1000);
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100, targetUtilizationPercent: 80 }).design.capacityGB).toBe(1250);
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100 }).warnings.some((w) => w.id === 'fss-2019-floor')).toBe(true);
  });
});

describe('fss-2019-10: more capacity never buys fewer reads as they grow', () => {
  it('the same read IOPS at a larger I/O size needs at least as much capacity (the 8 KiB rate holds at every size)', () => {
    // 5,000 reads a second: 2,000 GB at 8 KiB (2,500 per TB); at 16 KiB the bandwidth alone would need 820 GB.
    const at = (ioSizeKiB: number) => recommendFss2019({ ioSizeKiB, readIops: 5000 }).design.capacityGB;
    expect(at(8)).toBe(2000);
    expect(at(16)).toBe(2000);
    let previous = 0;
    for (const io of [1, 4, 8, 12, 16, 32, 39, 40, 64, 128, 1024]) {
      expect(at(io), `${io} KiB`).toBeGreaterThanOrEqual(previous);
      previous = at(io);
    }
  });
});
