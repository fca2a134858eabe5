/** The design a run was for, read back from its design key into the scenario's `chosen`. */
import { describe, expect, it } from 'vitest';
import { designKey } from '../calibration/index.ts';
import { compareServices } from '../compare/index.ts';
import { chosenFromRun } from './runDesign.ts';

describe('chosenFromRun', () => {
  it('reads back every key the planner writes, to a design planned as that key again', () => {
    const req = { ioSizeKiB: 64, readMBps: 1_500, writeMBps: 500, clients: 2, capacityGB: 8_000 };
    const keys = {
      'file-storage': designKey({ service: 'file-storage', fss: { mountTargetType: 'hpmt-40', mountTargets: 3 } }),
      'block-volume': designKey({ service: 'block-volume', bv: { volumes: 4, volumeSizeGB: 1000, performanceLevel: 'higher-performance' } as never }),
      'dense-io': designKey({ service: 'dense-io', dio: { shape: 'BM.DenseIO.E5.128', raid: '10' } }),
      lustre: designKey({ service: 'lustre', lustre: { performanceTierMBpsPerTB: 250, capacityTiB: 41.6 } as never }),
    } as const;
    expect(chosenFromRun('file-storage', keys['file-storage'])).toEqual({ fileStorage: { mountTargetType: 'hpmt-40', mountTargets: 3 } });
    expect(chosenFromRun('block-volume', keys['block-volume'])).toEqual({
      blockVolume: { volumes: 4, volumeSizeGB: 1000, performanceLevel: 'higher-performance' },
    });
    expect(chosenFromRun('dense-io', keys['dense-io'])).toEqual({ denseIo: { shape: 'BM.DenseIO.E5.128', raid: '10' } });
    const lustre = chosenFromRun('lustre', keys.lustre)!;
    // Planned again, each is the design the key names.
    const r = compareServices(req, {}, undefined, null, {
      ...chosenFromRun('block-volume', keys['block-volume'])!,
      ...chosenFromRun('dense-io', keys['dense-io'])!,
      ...lustre,
    });
    expect(designKey({ service: 'block-volume', bv: r.blockVolume.design })).toBe(keys['block-volume']);
    expect(designKey({ service: 'dense-io', dio: r.denseIo.design })).toBe(keys['dense-io']);
    expect(designKey({ service: 'lustre', lustre: r.lustre.design })).toBe(keys.lustre);
  });

  it('is null for what the planner never writes, a design out of bounds, or a service that is not one', () => {
    expect(chosenFromRun('file-storage', 'capacity-scaled')).toBeNull();
    expect(chosenFromRun('file-storage', 'hpmt-99x2')).toBeNull();
    expect(chosenFromRun('block-volume', '0x1000GB@balanced')).toBeNull();
    expect(chosenFromRun('dense-io', 'BM.DenseIO.E5.128/raid7')).toBeNull();
    expect(chosenFromRun('lustre', '300MBps/TBx31.2TiB')).toBeNull();
    expect(chosenFromRun('toString', 'x')).toBeNull();
    expect(chosenFromRun('__proto__', 'x')).toBeNull();
    expect(chosenFromRun('lustre', '-')).toBeNull();
  });
});
