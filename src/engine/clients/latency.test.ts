import { describe, expect, it } from 'vitest';
import { nfsSerialTransfer } from '../../catalog/index.ts';
import { concurrencyNeeded, serialThroughputMBps } from './latency.ts';

describe('nfs-blog single-thread numbers (comment 7: one 32 kB transfer per round trip)', () => {
  // The blog's arithmetic uses 32,000 B per transfer (32,000 B / 600 µs = 53.3 MB/s).
  const TRANSFER_BYTES = 32_000;

  it('0.6 ms gives about 53 MB/s, 2 ms about 16, 5 ms about 6 ("about": within rounding to a whole MB/s, 6.4 for 5 ms)', () => {
    expect(nfsSerialTransfer.examples).toHaveLength(3);
    for (const ex of nfsSerialTransfer.examples) {
      const mbps = serialThroughputMBps(TRANSFER_BYTES, ex.latencyUs.value / 1000);
      expect(Math.round(mbps), `${ex.latencyUs.value} µs`).toBe(ex.mbps.value);
    }
    expect(serialThroughputMBps(TRANSFER_BYTES, 0.6)).toBeCloseTo(53.33, 2);
    expect(serialThroughputMBps(TRANSFER_BYTES, 2)).toBeCloseTo(16, 6);
    expect(serialThroughputMBps(TRANSFER_BYTES, 5)).toBeCloseTo(6.4, 6);
  });

  it("Little's law the other way: 53 MB/s of 32 kB transfers at 0.6 ms keeps one transfer in flight", () => {
    const opsPerSecond = (53.33 * 1e6) / TRANSFER_BYTES;
    expect(concurrencyNeeded(opsPerSecond, 0.6)).toBeCloseTo(1, 3);
  });
});
