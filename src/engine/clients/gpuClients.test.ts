import { describe, expect, it } from 'vitest';
import { evaluateFileStorage, recommendFileStorage } from '../fss/index.ts';
import { instanceNetwork } from './network.ts';

describe('GPU bare metal shapes plan as clients (S-SHAPES-GPU front-end network)', () => {
  it('BM.GPU.H100.8 brings 100 Gb/s per client, cited to the GPU shapes table', () => {
    const net = instanceNetwork('BM.GPU.H100.8')!;
    expect(net.gbps).toBe(100);
    expect(net.mbps).toBe(12_500);
    expect(net.source.source).toBe('S-SHAPES-GPU');
  });

  it('one H100 node moves more than one 1 Gb/s client: its network binds far higher', () => {
    const design = { mountTargetType: 'hpmt-80', mountTargets: 1 } as const;
    const workload = { readPercent: 100, ioSizeKiB: 1024, clients: 1 } as const;
    const h100 = evaluateFileStorage('fss-current', design, { ...workload, clientShape: 'BM.GPU.H100.8' })!;
    const small = evaluateFileStorage('fss-current', design, { ...workload, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1 })!;
    expect(small.bottleneck).toBe('clientNetworkRead');
    expect(h100.readMBps).toBeGreaterThan(small.readMBps * 50);
    const limit = h100.limits.find((l) => l.id === 'clientNetworkRead')!;
    expect(limit.cited?.source).toBe('S-SHAPES-GPU');
  });

  it('eight B200 nodes reading 20 GB/s get a File Storage plan that fits', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 1024, readMBps: 20_000, clients: 8, clientShape: 'BM.GPU.B200.8' })!;
    expect(rec.feasible).toBe(true);
    expect(rec.design.mountTargets).toBeGreaterThan(0);
  });
});
