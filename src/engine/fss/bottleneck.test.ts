import { describe, expect, it } from 'vitest';
import { evaluateFileStorage } from './index.ts';

describe("the bottleneck names one mount target's own figure, whatever the assignment", () => {
  it('11 HPMT-20 mount targets with 32 clients: each is limited by its 2,500 MB/s (20 Gb/s) of reads', () => {
    const e = evaluateFileStorage(
      'fss-current',
      { mountTargetType: 'hpmt-20', mountTargets: 11 },
      { readPercent: 100, ioSizeKiB: 1024, clients: 32, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 64 },
    )!;
    expect(e.bottleneck).toBe('readBandwidth');
    expect(e.explanation.params.perMountTarget).toBeCloseTo(2500, 6);
  });
});
