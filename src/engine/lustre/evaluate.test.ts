import { describe, expect, it } from 'vitest';
import { evaluateLustre } from './evaluate.ts';

describe('evaluateLustre', () => {
  it("the issue's example: 500 MB/s per TB at 100,000 GB is rounded up to 93.6 TiB and delivers 51,457 MB/s, bound by the tier", () => {
    const r = evaluateLustre('lustre-current', { performanceTierMBpsPerTB: 500, capacityGB: 100_000 }, { readPercent: 100, ioSizeKiB: 1024 });
    expect(r.design).toEqual({ performanceTierMBpsPerTB: 500, capacityGB: 102_914.288, capacityTiB: 93.6 });
    expect(r.throughputMBps).toBeCloseTo(51_457.144, 6);
    expect(r.bottleneck).toBe('sharedBandwidth');
    expect(r.explanation).toEqual({ limit: 'sharedBandwidth', params: { tier: 500, capacityGB: 102_914.288, capacityTiB: 93.6, throughputMBps: 51_457.144 } });
    expect(r.warnings.map((w) => w.id)).toContain('lustre-capacity-rounded');
  });

  it("the clients' network binds when they cannot move what the tier gives", () => {
    const r = evaluateLustre(
      undefined,
      { performanceTierMBpsPerTB: 1000, capacityGB: 34_304.763 },
      { readPercent: 100, ioSizeKiB: 1024, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1 },
    );
    expect(r.bottleneck).toBe('clientNetworkRead');
    expect(r.throughputMBps).toBeLessThan(300);
    expect(r.warnings.map((w) => w.id)).not.toContain('lustre-capacity-rounded');
  });

  it('data beyond the capacity is not feasible', () => {
    const r = evaluateLustre(undefined, { performanceTierMBpsPerTB: 125, capacityGB: 1 }, { readPercent: 50, ioSizeKiB: 64, capacityGB: 50_000 });
    expect(r.feasible).toBe(false);
    expect(r.warnings[0]!.id).toBe('lustre-data-exceeds');
  });
});
