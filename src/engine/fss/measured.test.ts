import { describe, expect, it } from 'vitest';
import { fssEditions } from '../../catalog/index.ts';
import type { FssMountTargetEdition } from '../../catalog/types.ts';
import { backendIopsCapacity, readBandwidthCapacity } from './limits.ts';
import { loadFromRequirement, readCost } from './load.ts';
import { measuredReadBackendIops, measuredReadMBps } from './measured.ts';
import { evaluateFileStorage, recommendFileStorage } from './index.ts';

const e2024 = fssEditions['fss-2024-11'] as FssMountTargetEdition;
const e2023 = fssEditions['fss-2023-08'] as FssMountTargetEdition;
const figure = (type: 'hpmt-80' | 'hpmt-20' | 'standard', kib: number, edition = e2024) => measuredReadBackendIops(edition, type, kib);

describe('measured figures (fss-2024-11, "Test Results for Read", the single-mount-target rows)', () => {
  it('4 KiB reads on one HPMT-80: the 122K backend IOPS of "Test Results for Read: Small I/O Size (4K)", labelled measured', () => {
    const f = figure('hpmt-80', 4);
    expect(f).toMatchObject({ value: 122_000, cited: { basis: 'measured', source: 'fss-2024-11' } });
  });

  it('1 MiB reads on one HPMT-80: 391K of "Throughput Optimized with Large I/O Size" is the 400K cap reached (within 5%); 12.1 GB/s read bandwidth', () => {
    expect(figure('hpmt-80', 1024)).toMatchObject({ value: 400_000, cited: { basis: 'measured' } });
    expect(measuredReadMBps(e2024, 'hpmt-80')).toMatchObject({ value: 12_100, cited: { basis: 'measured' } });
  });

  it('between the sizes: time per READ = fixed part + part per byte through both rows, labelled extrapolated', () => {
    const t4 = readCost(4, e2024.opCosts) / 122_000;
    const t1m = readCost(1024, e2024.opCosts) / 400_000;
    const t32 = t4 + ((t1m - t4) * (32 - 4)) / (1024 - 4);
    const f = figure('hpmt-80', 32);
    expect(f).toMatchObject({ cited: { basis: 'extrapolated' } });
    expect('value' in f && f.value).toBeCloseTo(readCost(32, e2024.opCosts) / t32, 6);
    // Throughput grows with the READ size (never a smaller answer for bigger reads).
    let last = 0;
    for (const kib of [0.5, 4, 8, 16, 32, 33, 64, 128, 256, 512, 1024, 2048, 16_384]) {
      const g = figure('hpmt-80', kib);
      const mbps = 'value' in g ? (g.value / readCost(kib, e2024.opCosts)) * kib : 0;
      expect(mbps).toBeGreaterThan(last);
      last = mbps;
    }
  });

  it('HPMT-20 takes the same fraction of its own Table 1 figure (100K), labelled derived', () => {
    const f = figure('hpmt-20', 4);
    expect(f).toMatchObject({ cited: { basis: 'derived' } });
    expect('value' in f && f.value).toBeCloseTo(122_000 / 4, 6);
    expect(measuredReadMBps(e2024, 'hpmt-20')).toMatchObject({ value: (12_100 / 10_000) * 2_500, cited: { basis: 'derived' } });
  });

  it('where the paper is silent, a note and no figure: Standard (HPMT-80 only was measured), the 2023 edition (tables withheld)', () => {
    expect(figure('standard', 4)).toEqual({ note: 'type-unmeasured' });
    expect(figure('standard', 4, e2023)).toEqual({ note: 'edition-unmeasured' });
  });
});

describe('the basis of the limits: documented, measured, the lower of the two', () => {
  const load = (fssBasis: 'documented' | 'measured' | 'lower', kib: number, writeIops = 0) =>
    loadFromRequirement({ ioSizeKiB: kib, readIops: 10_000, writeIops, fssBasis });

  it('4 KiB reads: lower = measured 122K; documented = Table 1 400K', () => {
    expect(backendIopsCapacity(load('lower', 4), e2024, 'hpmt-80')).toMatchObject({ value: 122_000, applied: 'measured' });
    expect(backendIopsCapacity(load('documented', 4), e2024, 'hpmt-80')).toMatchObject({ value: 400_000, applied: 'documented' });
  });

  it('1 MiB reads: lower keeps Table 1 read bandwidth (10 GB/s, below the measured 12.1); measured uses 12.1 GB/s', () => {
    expect(readBandwidthCapacity(load('lower', 1024), e2024, 'hpmt-80')).toMatchObject({ value: 10_000, applied: 'documented' });
    expect(readBandwidthCapacity(load('measured', 1024), e2024, 'hpmt-80')).toMatchObject({ value: 12_100, applied: 'measured' });
  });

  it('writes stay on Table 1: a mixed load uses reads / measured + writes / documented of one mount target', () => {
    const l = load('lower', 4, 10_000);
    const c = backendIopsCapacity(l, e2024, 'hpmt-80');
    const reads = 10_000 * 2;
    const writes = 10_000 * 4;
    expect((reads + writes) / c.value).toBeCloseTo(reads / 122_000 + writes / 400_000, 12);
    expect(c.notes).toContain('writes-unmeasured');
    expect(c.cited.basis).toBe('derived');
  });

  it('Standard and the 2023 edition plan on the documented figure whatever the basis, with the note', () => {
    expect(backendIopsCapacity(load('measured', 4), e2024, 'standard')).toMatchObject({ value: 5_000, applied: 'documented', notes: ['type-unmeasured'] });
    expect(backendIopsCapacity(load('measured', 4), e2023, 'standard')).toMatchObject({ value: 50_000, applied: 'documented', notes: ['edition-unmeasured'] });
  });

  it('the plan no longer promises 819 MB/s of 4 KiB reads per HPMT-80: about 250 MB/s, with both figures in a warning', () => {
    const e = evaluateFileStorage('fss-2024-11', { mountTargetType: 'hpmt-80', mountTargets: 1 }, { readPercent: 100, ioSizeKiB: 4 })!;
    expect(e.throughputMBps).toBeCloseTo((122_000 / 2) * 4 * 1.024 * 1e-3, 6);
    const documented = evaluateFileStorage(
      'fss-2024-11',
      { mountTargetType: 'hpmt-80', mountTargets: 1 },
      { readPercent: 100, ioSizeKiB: 4, fssBasis: 'documented' },
    )!;
    expect(documented.throughputMBps).toBeCloseTo(819.2, 6);
    const rec = recommendFileStorage('fss-2024-11', { ioSizeKiB: 4, readMBps: 200, mountTargetType: 'hpmt-80' })!;
    expect(rec.warnings.find((w) => w.id === 'fss-measured-basis')?.params).toMatchObject({
      variant: 'measured',
      documentedBackendIops: 400_000,
      measuredBackendIops: 122_000,
    });
  });

  it('measured asked where there is none says so (fss-measured-silent)', () => {
    const rec = recommendFileStorage('fss-2023-08', { ioSizeKiB: 4, readMBps: 10, fssBasis: 'measured' })!;
    expect(rec.warnings.find((w) => w.id === 'fss-measured-silent')?.params.variant).toBe('edition-unmeasured');
  });
});
