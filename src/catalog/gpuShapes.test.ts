import { describe, expect, it } from 'vitest';
import { findShape, instanceShapes, sources } from './index.ts';
import { gpuShapes } from './gpuShapes.ts';

describe('GPU client shapes (S-SHAPES-GPU, bare metal GPU shapes table, column "Max Network Bandwidth")', () => {
  // The front-end network as the table prints it; RDMA cluster networks are not counted.
  const frontEndGbps: Record<string, number> = {
    'BM.GPU.B200.8': 400,
    'BM.GPU.GB200.4': 400,
    'BM.GPU.H200.8': 200,
    'BM.GPU.H100.8': 100,
    'BM.GPU.MI300X.8': 100,
    'BM.GPU.A100-v2.8': 100,
    'BM.GPU4.8': 50,
    'BM.GPU.L40S.4': 200,
    'BM.GPU.A10.4': 100,
  };

  it.each(Object.entries(frontEndGbps))('%s is a client shape with %d Gb/s of front-end network, cited', (id, gbps) => {
    const shape = findShape(id)!;
    expect(shape, id).toBeDefined();
    expect(instanceShapes).toContain(shape);
    expect(shape.kind).toBe('bm');
    expect(shape.gpus).toBeTruthy();
    expect(shape.networkGbps).toMatchObject({ value: gbps, unit: 'Gbps', source: 'S-SHAPES-GPU', basis: 'documented' });
    expect(shape.networkGbps!.where).toContain(id);
    expect(shape.networkGbps!.note).toMatch(/^Printed .*Gbps/);
  });

  it('lists no shape whose bandwidth was not found (no VM GPU shape)', () => {
    expect(gpuShapes.map((s) => s.id).sort()).toEqual(Object.keys(frontEndGbps).sort());
    expect(instanceShapes.filter((s) => s.id.startsWith('VM.GPU'))).toEqual([]);
  });

  it('cites a source with title, public URL, the day it was seen, and how the copy reached the catalog', () => {
    const s = sources['S-SHAPES-GPU'];
    expect(s.url).toBe('https://docs.oracle.com/en-us/iaas/Content/Compute/References/computeshapes.htm');
    expect(s.date).toBeNull();
    expect(s.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.via).toBeTruthy();
  });
});
