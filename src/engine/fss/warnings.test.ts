import { describe, expect, it } from 'vitest';
import { recommendFileStorage } from './index.ts';

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

describe('an empty OCPUs field on a Flex client shape is an assumption the answer states (S-SHAPES-NEW: 1 Gb/s per OCPU)', () => {
  it('says it assumes the smallest size, with the MB/s it gives, as a warning (a caveat of the verdict)', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 8, readIops: 2000, clients: 2, clientShape: 'VM.Standard.E5.Flex' })!;
    const w = rec.warnings.find((x) => x.id === 'client-ocpus-assumed')!;
    expect(w.severity).toBe('warning');
    expect(w.params).toMatchObject({ shape: 'VM.Standard.E5.Flex', ocpus: 1, clientMBps: 114 });
    expect(
      recommendFileStorage('fss-current', { ioSizeKiB: 8, readIops: 2000, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8 })!.warnings.some(
        (x) => x.id === 'client-ocpus-assumed',
      ),
    ).toBe(false);
  });
});
