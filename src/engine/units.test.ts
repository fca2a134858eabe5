import { describe, expect, it } from 'vitest';
import { bvEditions } from '../catalog/index.ts';
import {
  BYTES_PER_KIB,
  BYTES_PER_MB,
  KIB_PER_MIB,
  ceilSafe,
  floorSafe,
  ioSizeUnit,
  kbpsToMBps,
  kibToBytes,
  msToUs,
  opsToMBps,
  tbToGB,
  usToMs,
} from './units.ts';
import { bvRequirementOf } from './compare/index.ts';
import { BV_MAX_CAPACITY_GB } from './scenario/schema.ts';

describe('units', () => {
  it('reads Block Volume KB/s per GB as decimal: 480 KB/s per GB x 50 GB is 24 MB/s', () => {
    expect(kbpsToMBps(480) * 50).toBeCloseTo(24, 12);
    expect(kbpsToMBps(480 * 50) * BYTES_PER_MB).toBeCloseTo(480 * 50 * 1000, 6);
  });

  it('reads I/O sizes as binary: 32 KiB is 32,768 B; 1 MiB of 4 KiB operations is 256 of them', () => {
    expect(kibToBytes(32)).toBe(32 * BYTES_PER_KIB);
    expect(BYTES_PER_KIB).toBe(2 ** 10);
    expect(KIB_PER_MIB * BYTES_PER_KIB).toBe(2 ** 20);
    expect(opsToMBps(256, 4)).toBeCloseTo(opsToMBps(1, 1024), 12);
  });

  it('converts milliseconds and microseconds both ways, and TB to GB as OCI bills them', () => {
    for (const ms of [0.1, 0.6, 2, 5]) expect(usToMs(msToUs(ms))).toBeCloseTo(ms, 12);
    expect(usToMs(600)).toBeCloseTo(0.6, 12);
    expect(tbToGB(1.5)).toBe(1500);
  });

  it('writes whole MiB as MiB and everything else as KiB', () => {
    expect(ioSizeUnit(4)).toEqual({ value: 4, unit: 'KiB' });
    expect(ioSizeUnit(KIB_PER_MIB)).toEqual({ value: 1, unit: 'MiB' });
    expect(ioSizeUnit(3 * KIB_PER_MIB)).toEqual({ value: 3, unit: 'MiB' });
    expect(ioSizeUnit(KIB_PER_MIB + 512)).toEqual({ value: KIB_PER_MIB + 512, unit: 'KiB' });
  });

  it('rounds up and down past floating-point noise only', () => {
    const three = (0.1 + 0.2) * 10; // 3.0000000000000004
    expect(Math.ceil(three)).toBe(4);
    expect(ceilSafe(three)).toBe(3);
    expect(ceilSafe(3.001)).toBe(4);
    const almost = 0.7 / 0.1; // 6.999999999999999
    expect(Math.floor(almost)).toBe(6);
    expect(floorSafe(almost)).toBe(7);
    expect(floorSafe(6.999)).toBe(6);
  });
});

describe('Block Volume capacity bound', () => {
  it('is at least what the largest volume of every edition, attached as many times as allowed, holds', () => {
    for (const e of Object.values(bvEditions)) expect(BV_MAX_CAPACITY_GB).toBeGreaterThanOrEqual(e.maxVolumeGB.value * e.maxAttachmentsPerInstance.value);
  });

  it('caps the capacity the comparison asks of Block Volume', () => {
    const req = (capacityGB: number) => bvRequirementOf({ readMBps: 100, writeMBps: 0, ioSizeKiB: 64, capacityGB });
    expect(req(2 * BV_MAX_CAPACITY_GB).capacityGB).toBe(BV_MAX_CAPACITY_GB);
    expect(req(1000).capacityGB).toBe(1000);
  });
});
