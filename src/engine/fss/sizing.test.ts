import { describe, expect, it } from 'vitest';
import { fssEditions, type FssMeasurement, type FssMountTargetEdition } from '../../catalog/index.ts';
import { instanceNetwork } from '../clients.ts';
import { evaluateFileStorage, recommendFileStorage } from './index.ts';
import { recommendFss2019 } from './edition2019.ts';
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
      const e = evaluateFileStorage('fss-2024-11', { mountTargetType: 'hpmt-80', mountTargets: r.mountTargets }, { readPercent: 100, ioSizeKiB: 1024, clients: r.clients, clientShape: r.clientShape, clientOcpus: r.clientOcpus })!;
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
      expect(Math.abs(mbpsToOps(measured, 1024) * l.cost / r.iopsPerMountTarget.value - 1), rowName(r)).toBeLessThan(0.05);
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

  it('the 4 KiB rows sit far below the mount-target limits (under 50% of backend IOPS): something else, the clients, binds', () => {
    const l = perMountTargetLimits(4);
    expect(l.cost).toBe(2);
    for (const r of KiB4_ROWS) {
      const measured = r.throughputPerMountTargetMBps.value;
      const backendUse = (mbpsToOps(measured, 4) * l.cost) / hpmt80.backendIops.value;
      expect(backendUse, rowName(r)).toBeLessThan(0.5);
      expect(r.iopsPerMountTarget.value / hpmt80.backendIops.value, rowName(r)).toBeLessThan(0.5);
      expect(measured / l.bandwidthMBps, rowName(r)).toBeLessThan(0.5);
      expect(Math.abs(mbpsToOps(measured, 4) * l.cost / r.iopsPerMountTarget.value - 1), rowName(r)).toBeLessThan(0.05);
      // The model's mount-target ceiling for 4 KiB reads (backend IOPS binds) is more than twice what was measured.
      const e = evaluateFileStorage('fss-2024-11', { mountTargetType: 'hpmt-80', mountTargets: r.mountTargets }, { readPercent: 100, ioSizeKiB: 4 })!;
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

describe('recommendFileStorage: the count is what the requirement needs, however large', () => {
  it('a requirement beyond a million Standard mount targets is not clamped to 1,000,000 (which would fall short silently)', () => {
    const requirement = { readIops: 173_864.56718711057, ioSizeKiB: 4, readIoSizeKiB: 7021, targetUtilizationPercent: 1, mountTargetType: 'standard' as const };
    const rec = recommendFileStorage('fss-current', requirement)!;
    expect(rec.design.mountTargets).toBe(1_000_001);
    expect(rec.evaluation.readOpsPerSecond * 0.01).toBeGreaterThanOrEqual(requirement.readIops);
    expect(rec.warnings.map((w) => w.id)).toContain('limit-increase');
  });
});

// ------------------------------------------------------------------ rules from the fidelity review

describe('encrypted clients (fss-2023-08 Table 1 "クライアント数(TLS)"; S-FSTLS)', () => {
  it('2023: 100 TLS clients with nconnect=16 need 2 mount targets (64 clients each), not 25', () => {
    const rec = recommendFileStorage('fss-2023-08', { ioSizeKiB: 64, readMBps: 10, clients: 100, nconnect: 16, inTransitEncryption: true })!;
    expect(rec.design.mountTargets).toBe(2);
    expect(rec.loads.find((l) => l.id === 'connections')!.demand).toBe(100);
  });

  it('current: Windows clients (stunnel) have 64 per mount target, Linux (oci-fss-utils) 4,096', () => {
    const windows = recommendFileStorage('fss-current', { ioSizeKiB: 64, readMBps: 10, clients: 100, nconnect: 16, inTransitEncryption: true, tlsClient: 'windows', mountTargetType: 'standard' })!;
    const linux = recommendFileStorage('fss-current', { ioSizeKiB: 64, readMBps: 10, clients: 100, nconnect: 16, inTransitEncryption: true, tlsClient: 'linux', mountTargetType: 'standard' })!;
    expect(windows.design.mountTargets).toBe(2);
    expect(linux.design.mountTargets).toBe(1);
    expect(windows.warnings.find((w) => w.id === 'tls')!.params.limit).toBe(64);
  });

  it('2024 gives no TLS figure: the ordinary limit is used, and the plan says so', () => {
    const rec = recommendFileStorage('fss-2024-11', { ioSizeKiB: 64, readMBps: 10, clients: 100, inTransitEncryption: true })!;
    expect(rec.warnings.some((w) => w.id === 'tls-silent')).toBe(true);
  });

  it('unencrypted, a limit printed in connections counts clients × nconnect (current docs: 100,000 connections)', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 64, readMBps: 10, clients: 10_000, nconnect: 16, mountTargetType: 'standard' })!;
    expect(rec.loads.find((l) => l.id === 'connections')!.demand).toBe(160_000);
    expect(rec.design.mountTargets).toBe(2);
  });
});

describe('clients are assigned to mount targets (fss-2023-08: 100 instances on 4 mount targets, 25 each)', () => {
  // fss-2024-11 Standard: 5,000 backend IOPS; a 4 KiB read costs 2 (Table 2). 5,000 reads/s is
  // 2.5 mount targets evenly, 3 at 80%. With 7 clients, 3 mount targets put 3 clients (2,143
  // reads/s, 86%) on the busiest: it takes 4 (2, 2, 2, 1).
  const base = { ioSizeKiB: 4, readIops: 5000, mountTargetType: 'standard' as const };

  it('without a client count the load spreads evenly: 3', () => {
    expect(recommendFileStorage('fss-2024-11', base)!.design.mountTargets).toBe(3);
  });

  it('7 clients: the busiest mount target must meet 80% on its own, so 4, assigned 2, 2, 2 and 1', () => {
    const rec = recommendFileStorage('fss-2024-11', { ...base, clients: 7 })!;
    expect(rec.design.mountTargets).toBe(4);
    expect(rec.assignment).toMatchObject({ busiest: 2, busiestCount: 3, others: 1, othersCount: 1, idle: 0 });
    for (const l of rec.loads.filter((x) => x.id === 'backendIops')) expect(l.utilization).toBeLessThanOrEqual(0.8 + 1e-9);
  });

  it('evaluate: 4 mount targets with 6 clients carry what 3 evenly loaded ones do (ceil(6 / 4) = 2 on the busiest)', () => {
    const four = evaluateFileStorage('fss-2024-11', { mountTargetType: 'standard', mountTargets: 4 }, { readPercent: 100, ioSizeKiB: 4, clients: 6 })!;
    const three = evaluateFileStorage('fss-2024-11', { mountTargetType: 'standard', mountTargets: 3 }, { readPercent: 100, ioSizeKiB: 4 })!;
    expect(four.opsPerSecond).toBeCloseTo(three.opsPerSecond, 6);
  });

  it('one client\'s share above a mount target is not feasible, and says to add clients', () => {
    const rec = recommendFileStorage('fss-2024-11', { ...base, readIops: 50_000, clients: 2 })!;
    expect(rec.feasible).toBe(false);
    expect(rec.warnings.some((w) => w.id === 'client-share-exceeds' && w.severity === 'critical')).toBe(true);
  });
});

describe('client networks carry payload, not line rate (nfs-blog: about 114 MB/s of payload on GbE)', () => {
  it('a 1 Gb/s client moves 114 MB/s of NFS data', () => {
    const e = evaluateFileStorage('fss-current', { mountTargetType: 'hpmt-20', mountTargets: 1 }, { readPercent: 100, ioSizeKiB: 1024, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1 })!;
    expect(e.bottleneck).toBe('clientNetworkRead');
    expect(e.readMBps).toBeCloseTo(114, 6);
  });

  it('a requirement the clients cannot move is not feasible, with what to change', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 1024, readMBps: 1000, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 4 })!;
    expect(rec.feasible).toBe(false);
    expect(rec.warnings.find((w) => w.id === 'clients-too-small')!.severity).toBe('critical');
  });
});

describe('concurrency (Little\'s law; fss-2024-11 "I/O Latency": under 1 ms for most operations)', () => {
  it('8 clients × 16 outstanding 4 KiB reads at 1.1 ms are bound by concurrency: 8 × 16 / 1.1 ms (under the HPMT-80\'s 400K backend IOPS)', () => {
    const e = evaluateFileStorage('fss-current', { mountTargetType: 'hpmt-80', mountTargets: 1 }, { readPercent: 100, ioSizeKiB: 4, clients: 8, threadsPerClient: 1, queueDepth: 16, latencyMs: 1.1 })!;
    expect(e.bottleneck).toBe('concurrency');
    expect(e.opsPerSecond).toBeCloseTo((8 * 16) / 0.0011, 3);
    expect(e.explanation).toMatchObject({ model: 'fss', limit: 'concurrency', params: { variant: 'read', clients: 8, outstanding: 16, latencyMs: 1.1, readIoSizeKiB: 4 } });
  });

  it('recommend says the concurrency the requirement needs, per client, at the service latency', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 4, readIops: 40_000, clients: 4 })!;
    expect(rec.concurrencyNeeded).toMatchObject({ latencyMs: 1, outstanding: 40, perClient: 10, available: null });
    expect(rec.warnings.some((w) => w.id === 'concurrency-needed')).toBe(true);
    const short = recommendFileStorage('fss-current', { ioSizeKiB: 4, readIops: 40_000, clients: 4, threadsPerClient: 2, queueDepth: 4 })!;
    expect(short.feasible).toBe(false);
    expect(short.warnings.some((w) => w.id === 'concurrency-short')).toBe(true);
  });
});

describe('when nothing fits the default per-AD limits, the cheapest design is chosen (then the fewest)', () => {
  it('chooses the lowest cost among the types and names the limit increase it needs', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 1024, readMBps: 60_000, capacityGB: 500_000 })!;
    expect(rec.alternatives.every((o) => !o.withinServiceQuota)).toBe(true);
    const cheapest = Math.min(...rec.alternatives.map((o) => o.monthlyUSD));
    const chosen = rec.alternatives.find((o) => o.mountTargetType === rec.design.mountTargetType)!;
    expect(chosen.monthlyUSD).toBeCloseTo(cheapest, 6);
    expect(rec.reason.code).toBe('fss-over');
    expect(rec.reason.params.mountTargets).toBeGreaterThan(rec.reason.params.serviceQuota);
    expect(rec.warnings.some((w) => w.id === 'limit-increase')).toBe(true);
  });
});

describe('the HPMT capacity requirement is a performance need and a bill (fss-2024-11 Table 1 notes; S-MT)', () => {
  it('says both when less is stored than the mount targets need', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 1024, readMBps: 2000, capacityGB: 5000, mountTargetType: 'hpmt-20' })!;
    const w = rec.warnings.find((x) => x.id === 'hpmt-commitment')!;
    expect(w.severity).toBe('warning');
    expect(w.params.perMountTargetGB).toBe(20_000);
    expect(w.params.variant).toBe('short');
    expect(w.params.entitlementGB).toBeGreaterThan(Number(w.params.storedGB));
  });
});

describe('the 2019 capacity-scaled figures are floors ("at least"): planned at 100% unless a target is set', () => {
  it('100 MB/s of reads needs 1 TB stored at the floor, 1.25 TB at a target of 80%', () => {
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100 }).design.capacityGB).toBe(1000);
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100, targetUtilizationPercent: 80 }).design.capacityGB).toBe(1250);
    expect(recommendFss2019({ ioSizeKiB: 1024, readMBps: 100 }).warnings.some((w) => w.id === 'fss-2019-floor')).toBe(true);
  });
});

describe('an empty OCPUs field on a Flex client shape is an assumption the answer states (S-SHAPES-NEW: 1 Gb/s per OCPU)', () => {
  it('says it assumes the smallest size, with the MB/s it gives, as a warning (a caveat of the verdict)', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 8, readIops: 2000, clients: 2, clientShape: 'VM.Standard.E5.Flex' })!;
    const w = rec.warnings.find((x) => x.id === 'client-ocpus-assumed')!;
    expect(w.severity).toBe('warning');
    expect(w.params).toMatchObject({ shape: 'VM.Standard.E5.Flex', ocpus: 1, clientMBps: 114 });
    expect(recommendFileStorage('fss-current', { ioSizeKiB: 8, readIops: 2000, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8 })!.warnings.some((x) => x.id === 'client-ocpus-assumed')).toBe(false);
  });
});

describe('the bottleneck names one mount target\'s own figure, whatever the assignment', () => {
  it('11 HPMT-20 mount targets with 32 clients: each is limited by its 2,500 MB/s (20 Gb/s) of reads', () => {
    const e = evaluateFileStorage('fss-current', { mountTargetType: 'hpmt-20', mountTargets: 11 }, { readPercent: 100, ioSizeKiB: 1024, clients: 32, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 64 })!;
    expect(e.bottleneck).toBe('readBandwidth');
    expect(e.explanation.params.perMountTarget).toBeCloseTo(2500, 6);
  });
});
