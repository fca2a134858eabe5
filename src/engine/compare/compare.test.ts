import { describe, expect, it } from 'vitest';
import { caveatsOf, compareServices, verdictOf } from './index.ts';
import type { WarningCode } from '../results/parts.ts';

describe('compareServices', () => {
  it('a mount-target type the File Storage edition lacks: no throw; planned with the types it has, and the entry says why it does not fit', () => {
    // Before the fix this threw "Cannot read properties of undefined (reading 'design')".
    const r = compareServices({ ioSizeKiB: 4, readMBps: 50, mountTargetType: 'hpmt-40' }, { fileStorage: 'fss-2023-08' });
    const fss = r.entries[0]!;
    expect(fss.service).toBe('file-storage');
    expect(fss.fits).toBe(false);
    expect(fss.why[0]).toEqual({ code: 'type-missing', params: { edition: 'fss-2023-08', type: 'hpmt-40' } });
    expect('mountTargetType' in r.fileStorage.design && r.fileStorage.design.mountTargetType).toBe('standard');
  });

  it('gives one entry per service, and the cheapest that fits', () => {
    const r = compareServices({
      readMBps: 800,
      writeMBps: 200,
      ioSizeKiB: 64,
      capacityGB: 5000,
      clients: 8,
      clientShape: 'VM.Standard.E5.Flex',
      clientOcpus: 8,
      clientMemoryGB: 128,
      sharedAccess: true,
    });
    expect(r.entries.map((e) => e.service)).toEqual(['file-storage', 'block-volume', 'dense-io', 'lustre']);
    // Shared by 8 clients: only File Storage and Lustre share their data. 1,000 MB/s fits an
    // HPMT-20 on Table 1 ($6,000), but its 64 KiB reads are planned on the lower of Table 1 and
    // the 2024 measurements (fss-2024-11: one HPMT-20 carries about 37K backend IOPS of them),
    // so it takes an HPMT-40, billed on its 40,000 GB entitlement ($12,000); Lustre's 31.2 TiB
    // minimum at the 125 tier costs 34,304.763 GB × $0.1485 = $5,094.26 a month.
    expect(r.entries.filter((e) => e.fits).map((e) => e.service)).toEqual(['file-storage', 'lustre']);
    expect(r.entries.find((e) => e.service === 'file-storage')!.monthlyUSD).toBeCloseTo(12000, 6);
    expect(r.entries.find((e) => e.service === 'lustre')!.monthlyUSD).toBeCloseTo(5094.2573, 3);
    expect(r.cheapest).toBe('lustre');
  });

  it('the AI/ML case: 20,000 MB/s of 1 MiB reads over 500,000 GB shared by many clients is cheapest on Lustre', () => {
    const r = compareServices({ readMBps: 20_000, ioSizeKiB: 1024, capacityGB: 500_000, targetUtilizationPercent: 80, sharedAccess: true, clients: 64 });
    expect(r.catalogs.lustre).toBe('lustre-current');
    expect(r.lustre.design).toEqual({ performanceTierMBpsPerTB: 125, capacityGB: 503_136.521, capacityTiB: 457.6 });
    expect(r.cheapest).toBe('lustre');
    const lustre = r.entries.find((e) => e.service === 'lustre')!;
    const fss = r.entries.find((e) => e.service === 'file-storage')!;
    expect(lustre.monthlyUSD!).toBeLessThan(fss.monthlyUSD!);
  });

  it('a small-I/O requirement never names Lustre cheapest: no Lustre small-I/O rate is published, so it is not claimed', () => {
    // 300,000 reads of 4 KiB a second shared by 16 clients: on its tier figure alone Lustre's 31.2 TiB minimum would be the cheapest.
    const r = compareServices({
      readIops: 300_000,
      ioSizeKiB: 4,
      capacityGB: 2_000,
      clients: 16,
      clientShape: 'VM.Standard.E5.Flex',
      clientOcpus: 16,
      clientMemoryGB: 64,
      sharedAccess: true,
    });
    const lustre = r.entries.find((e) => e.service === 'lustre')!;
    expect(lustre.fits).toBe(false);
    expect(lustre.why).toContainEqual({ code: 'critical-warning', params: { warning: 'lustre-small-io-unchecked' } });
    expect(r.cheapest).not.toBe('lustre');
  });

  it('a latency ceiling under the figure Lustre borrows from File Storage cannot be confirmed; File Storage is above it', () => {
    const r = compareServices({ readMBps: 1_000, ioSizeKiB: 1024, maxLatencyMs: 0.5 });
    const why = (service: string) => r.entries.find((e) => e.service === service)!.why;
    expect(why('lustre')).toContainEqual({ code: 'latency-unpublished', params: { latencyMs: 1, maxLatencyMs: 0.5 } });
    expect(why('file-storage')).toContainEqual({ code: 'latency-above', params: { latencyMs: 1, maxLatencyMs: 0.5 } });
    // A ceiling above the carried figure: nothing to say for either.
    const loose = compareServices({ readMBps: 1_000, ioSizeKiB: 1024, maxLatencyMs: 5 });
    expect(loose.entries.flatMap((e) => e.why).filter((w) => w.code.startsWith('latency'))).toEqual([]);
  });
});

describe('one verdict per service: carries, carries with caveats, or does not', () => {
  it("a File Storage limit above the target utilization is a caveat: the clients' network at 91% against 80%", () => {
    // Two 1-OCPU clients move 2 × 114 MB/s of payload; 208 MB/s of reads is 91% of that.
    const r = compareServices({ ioSizeKiB: 1024, readMBps: 208, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1 });
    const fss = r.entries.find((e) => e.service === 'file-storage')!;
    expect(fss.verdict).toBe('caveats');
    expect(fss.caveats).toContainEqual({ code: 'above-target', limit: 'clientNetworkRead', utilizationPercent: 91.2, targetPercent: 80 });
  });

  it('shared access with several clients: Block Volume and Dense I/O do not carry it, whatever their own plans say', () => {
    const r = compareServices({ ioSizeKiB: 8, readIops: 1000, capacityGB: 100, clients: 3, sharedAccess: true });
    for (const service of ['block-volume', 'dense-io'] as const) {
      const e = r.entries.find((x) => x.service === service)!;
      expect(e.verdict).toBe('does-not');
      expect(e.caveats).toEqual([]);
    }
  });

  it('verdictOf and caveatsOf: warnings (not notes) are caveats; no caveat and fits is "carries"', () => {
    expect(verdictOf(true, [])).toBe('carries');
    expect(verdictOf(false, [{ code: 'warning', warning: 'raid0' }])).toBe('does-not');
    const w = (id: WarningCode, severity: 'info' | 'warning' | 'critical') => ({ id, severity, params: {}, sources: [] });
    expect(caveatsOf([], [w('alarm', 'info'), w('raid0', 'warning')], 80)).toEqual([{ code: 'warning', warning: 'raid0' }]);
  });
});
