import { describe, expect, it } from 'vitest';
import { fssEditions } from './fss.ts';
import { instanceShapes } from './shapes.ts';
import { BITS_PER_BYTE, MB_PER_GB, MBPS_PER_GBPS_NETWORK, gbpsToMBps, mbitpsToMBps, mbpsToGbps } from './units.ts';

describe('network units (decimal bits, 8 to a byte)', () => {
  it('1 Gb/s is 1,000 Mb/s ÷ 8 = 125 MB/s, and 500 Mb/s is 62.5 MB/s', () => {
    expect(MBPS_PER_GBPS_NETWORK).toBe(MB_PER_GB / BITS_PER_BYTE);
    expect(gbpsToMBps(1)).toBe(125);
    expect(mbitpsToMBps(500)).toBe(62.5);
    expect(mbpsToGbps(gbpsToMBps(40))).toBe(40);
  });

  it('the catalog converts its printed Gb/s by the same rule (fss-2024-11 Table 1, fss-current mount target table)', () => {
    for (const id of ['fss-2024-11', 'fss-current'] as const) {
      const e = fssEditions[id];
      if (e.kind !== 'mount-target') throw new Error(id);
      const printedGbps = Number(/^(\d+) Gb/.exec(e.mountTargets['hpmt-40']!.readMBps.note ?? '')?.[1]);
      expect(e.mountTargets['hpmt-40']!.readMBps.value).toBe(gbpsToMBps(printedGbps));
    }
    const standard = fssEditions['fss-2024-11'];
    if (standard.kind !== 'mount-target') throw new Error('fss-2024-11');
    expect(standard.mountTargets.standard!.writeMBps.value).toBe(mbitpsToMBps(500));
  });

  it('bare metal block-volume limits printed in GB/s become decimal MB/s (BM.Standard.E5.192: 12 GB/s)', () => {
    expect(instanceShapes.find((s) => s.id === 'BM.Standard.E5.192')?.bvMaxMBps?.value).toBe(12 * MB_PER_GB);
  });
});
