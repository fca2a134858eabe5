import { describe, expect, it } from 'vitest';
import { recommendFss2019 } from './edition2019.ts';

describe('the 2019 capacity-scaled figures are floors ("at least"): planned at 100% unless a target is set', () => {
  it('100 MB/s of reads needs 1 TB stored at the floor, 1.25 TB at a target of 80%', () => {
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100 }).design.capacityGB).toBe(1000);
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100, targetUtilizationPercent: 80 }).design.capacityGB).toBe(1250);
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100 }).warnings.some((w) => w.id === 'fss-2019-floor')).toBe(true);
  });
});
