import { describe, expect, it } from 'vitest';
import { evaluateFileStorage, recommendFileStorage } from './index.ts';

describe('encrypted clients (fss-2023-08 Table 1 "クライアント数(TLS)"; S-FSTLS)', () => {
  it('2023: 100 TLS clients with nconnect=16 need 2 mount targets (64 clients each), not 25', () => {
    const rec = recommendFileStorage('fss-2023-08', { ioSizeKiB: 64, readMBps: 10, clients: 100, nconnect: 16, inTransitEncryption: true })!;
    expect(rec.design.mountTargets).toBe(2);
    expect(rec.loads.find((l) => l.id === 'connections')!.demand).toBe(100);
  });

  it('current: Windows clients (stunnel) have 64 per mount target, Linux (oci-fss-utils) 4,096', () => {
    const windows = recommendFileStorage('fss-current', {
      ioSizeKiB: 64,
      readMBps: 10,
      clients: 100,
      nconnect: 16,
      inTransitEncryption: true,
      tlsClient: 'windows',
      mountTargetType: 'standard',
    })!;
    const linux = recommendFileStorage('fss-current', {
      ioSizeKiB: 64,
      readMBps: 10,
      clients: 100,
      nconnect: 16,
      inTransitEncryption: true,
      tlsClient: 'linux',
      mountTargetType: 'standard',
    })!;
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

describe('client networks carry payload, not line rate (nfs-blog: about 114 MB/s of payload on GbE)', () => {
  it('a 1 Gb/s client moves 114 MB/s of NFS data', () => {
    const e = evaluateFileStorage(
      'fss-current',
      { mountTargetType: 'hpmt-20', mountTargets: 1 },
      { readPercent: 100, ioSizeKiB: 1024, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1 },
    )!;
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
  it("8 clients × 16 outstanding 4 KiB reads at 1.1 ms are bound by concurrency: 8 × 16 / 1.1 ms (under the HPMT-80's 400K backend IOPS)", () => {
    const e = evaluateFileStorage(
      'fss-current',
      { mountTargetType: 'hpmt-80', mountTargets: 1 },
      { readPercent: 100, ioSizeKiB: 4, clients: 8, threadsPerClient: 1, queueDepth: 16, latencyMs: 1.1, fssBasis: 'documented' },
    )!;
    expect(e.bottleneck).toBe('concurrency');
    expect(e.opsPerSecond).toBeCloseTo((8 * 16) / 0.0011, 3);
    expect(e.explanation).toMatchObject({
      model: 'fss',
      limit: 'concurrency',
      params: { variant: 'read', clients: 8, outstanding: 16, latencyMs: 1.1, readIoSizeKiB: 4 },
    });
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
