import { describe, expect, it } from 'vitest';
import { fssEditions, type FssMeasurement, type FssMountTargetEdition } from '../../catalog/index.ts';
import { instanceNetwork } from '../clients/network.ts';
import { evaluateFileStorage } from './index.ts';
import { readCost } from './load.ts';
import { mbpsToOps, opsToMBps } from '../units.ts';

const edition = fssEditions['fss-2024-11'] as FssMountTargetEdition;
const hpmt80 = edition.mountTargets['hpmt-80']!;
const rows = edition.measurements;
const MiB_ROWS = rows.filter((r) => r.ioSizeKiB === 1024);
const KiB4_ROWS = rows.filter((r) => r.ioSizeKiB === 4);

/** The rules, from the catalog: what one HPMT-80 mount target allows for reads of this size. */
function perMountTargetLimits(ioSizeKiB: number) {
  const cost = readCost(ioSizeKiB, edition.opCosts);
  const backendOps = hpmt80.backendIops.value / cost;
  return { cost, bandwidthMBps: hpmt80.readMBps.value, backendCapMBps: opsToMBps(backendOps, ioSizeKiB), backendOps };
}

const rowName = (r: FssMeasurement) => `${r.ioSizeKiB === 1024 ? '1 MiB' : '4 KiB'}, ${r.mountTargets} MT, ${r.clients} clients`;
const perClient = (r: FssMeasurement) => r.totalThroughputMBps.value / r.clients;
const eightClientRow = (ioSizeKiB: number) => rows.find((r) => r.ioSizeKiB === ioSizeKiB && r.clients === 8)!;

describe('fss-2024-11 HPMT-80 tables (Test Results for Read: 1 MiB and 4 KiB)', () => {
  it('the tables are the ones the paper prints: HPMT-80, 100% reads, 16-OCPU E5.Flex clients, 1 MiB and 4 KiB', () => {
    expect(MiB_ROWS).toHaveLength(4);
    expect(KiB4_ROWS).toHaveLength(4);
    for (const r of rows) {
      expect(r.mountTargetType).toBe('hpmt-80');
      expect(r.readPercent).toBe(100);
      expect(instanceNetwork(r.clientShape, r.clientOcpus)!.gbps).toBe(16);
    }
  });

  it('the model: at 1 MiB the documented read bandwidth binds each mount target, below the backend-IOPS ceiling (400K / 33 per read)', () => {
    const l = perMountTargetLimits(1024);
    expect(l.cost).toBe(33);
    expect(l.bandwidthMBps).toBeLessThan(l.backendCapMBps);
    expect(l.backendCapMBps).toBeCloseTo(opsToMBps(400_000 / 33, 1024), 6); // ≈ 12,710 MB/s
    for (const r of MiB_ROWS) {
      const e = evaluateFileStorage(
        'fss-2024-11',
        { mountTargetType: 'hpmt-80', mountTargets: r.mountTargets },
        { readPercent: 100, ioSizeKiB: 1024, clients: r.clients, clientShape: r.clientShape, clientOcpus: r.clientOcpus },
      )!;
      expect(e.bottleneck, rowName(r)).toBe('readBandwidth');
      expect(e.throughputMBps, rowName(r)).toBeCloseTo(r.mountTargets * l.bandwidthMBps, 6);
    }
  });

  it('the 1 MiB rows measure 12.1 GB/s per mount target: that exceeds the documented 10 GB/s, but not the backend-IOPS ceiling', () => {
    const l = perMountTargetLimits(1024);
    for (const r of MiB_ROWS) {
      const measured = r.throughputPerMountTargetMBps.value;
      expect(measured, rowName(r)).toBeGreaterThan(l.bandwidthMBps);
      expect(measured, rowName(r)).toBeLessThan(l.backendCapMBps);
      // The printed "Read IOPS" are backend IOPS: at or below the 400K cap, and what Table 2 makes of the measured MB/s (within 5%).
      expect(r.iopsPerMountTarget.value, rowName(r)).toBeLessThanOrEqual(hpmt80.backendIops.value);
      expect(Math.abs((mbpsToOps(measured, 1024) * l.cost) / r.iopsPerMountTarget.value - 1), rowName(r)).toBeLessThan(0.05);
    }
  });

  for (const ioSizeKiB of [1024, 4]) {
    it(`the 24-client row (${ioSizeKiB === 1024 ? '1 MiB' : '4 KiB'}) is bound by the clients: 24 × the per-client rate of the 8-client row explains it within 2%`, () => {
      const row24 = rows.find((r) => r.ioSizeKiB === ioSizeKiB && r.clients === 24)!;
      const predicted = 24 * perClient(eightClientRow(ioSizeKiB));
      expect(Math.abs(row24.totalThroughputMBps.value / predicted - 1)).toBeLessThan(0.02);
      // Its 4 mount targets could carry more: the 32-client row on the same 4 moves a third more.
      const row32 = rows.find((r) => r.ioSizeKiB === ioSizeKiB && r.clients === 32 && r.mountTargets === row24.mountTargets)!;
      expect(row24.totalThroughputMBps.value).toBeLessThan(0.8 * row32.totalThroughputMBps.value);
      // And each client moves less than its 16 Gb/s network: the clients' own rate binds, not their NIC.
      expect(perClient(row24)).toBeLessThan(instanceNetwork(row24.clientShape, row24.clientOcpus)!.mbps);
    });
  }

  it('the 4 KiB rows sit far below the documented mount-target limits (under 50% of Table 1 backend IOPS): on Table 1 alone the ceiling is more than twice the measurement', () => {
    const l = perMountTargetLimits(4);
    expect(l.cost).toBe(2);
    for (const r of KiB4_ROWS) {
      const measured = r.throughputPerMountTargetMBps.value;
      const backendUse = (mbpsToOps(measured, 4) * l.cost) / hpmt80.backendIops.value;
      expect(backendUse, rowName(r)).toBeLessThan(0.5);
      expect(r.iopsPerMountTarget.value / hpmt80.backendIops.value, rowName(r)).toBeLessThan(0.5);
      expect(measured / l.bandwidthMBps, rowName(r)).toBeLessThan(0.5);
      expect(Math.abs((mbpsToOps(measured, 4) * l.cost) / r.iopsPerMountTarget.value - 1), rowName(r)).toBeLessThan(0.05);
      // The model's mount-target ceiling for 4 KiB reads (backend IOPS binds) is more than twice what was measured.
      const e = evaluateFileStorage(
        'fss-2024-11',
        { mountTargetType: 'hpmt-80', mountTargets: r.mountTargets },
        { readPercent: 100, ioSizeKiB: 4, fssBasis: 'documented' },
      )!;
      expect(e.bottleneck).toBe('backendIops');
      expect(r.totalThroughputMBps.value, rowName(r)).toBeLessThan(0.5 * e.throughputMBps);
    }
  });

  it('throughput scales with mount targets: the 8-clients-per-mount-target rows grow linearly (within 2%)', () => {
    for (const ioSizeKiB of [1024, 4]) {
      const one = eightClientRow(ioSizeKiB);
      for (const r of rows.filter((x) => x.ioSizeKiB === ioSizeKiB && x.clients === 8 * x.mountTargets)) {
        expect(Math.abs(r.totalThroughputMBps.value / (r.mountTargets * one.totalThroughputMBps.value) - 1), rowName(r)).toBeLessThan(0.02);
      }
    }
  });
});
