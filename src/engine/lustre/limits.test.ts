import { describe, expect, it } from 'vitest';
import { lustreCurrent as e } from '../../catalog/lustre.ts';
import { lustreClientBounds, lustreLimits, tierThroughputMBps } from './limits.ts';

describe('Lustre limits', () => {
  it('tier throughput is MB/s per decimal TB × capacity (S-LFSCLI: "125 megabytes per second per terabyte")', () => {
    expect(tierThroughputMBps(125, 503_136.521)).toBeCloseTo(62_892.065, 3);
    expect(tierThroughputMBps(1000, 34_304.763)).toBeCloseTo(34_304.763, 6);
  });

  it('without clients, only the tier is checked', () => {
    const b = lustreClientBounds(e, {});
    const l = lustreLimits(e, 250, 100_000, { readMBps: 10_000, writeMBps: 5_000, ioSizeKiB: 1024 }, b);
    expect(l.map((x) => x.id)).toEqual(['sharedBandwidth']);
    expect(l[0]!.utilization).toBeCloseTo(15_000 / 25_000, 12);
  });

  it("with clients, their network each way and their concurrency (Little's law at 1 ms, carried from File Storage)", () => {
    const b = lustreClientBounds(e, { clients: 4, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8, threadsPerClient: 4, queueDepth: 2 });
    expect(b.concurrency.latencyMs).toBe(1);
    const l = lustreLimits(e, 125, 100_000, { readMBps: 3_000, writeMBps: 0, ioSizeKiB: 1024 }, b);
    expect(l.map((x) => x.id)).toEqual(['sharedBandwidth', 'clientNetworkRead', 'clientNetworkWrite', 'concurrency']);
    const net = l.find((x) => x.id === 'clientNetworkRead')!;
    expect(net.capacity).toBeCloseTo(4 * b.clientMBps!, 9);
    const conc = l.find((x) => x.id === 'concurrency')!;
    expect(conc.capacity).toBe(4 * 8 * 1000);
  });
});
