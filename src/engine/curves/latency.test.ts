import { describe, expect, it } from 'vitest';
import { compareOps } from '../compare/index.ts';
import { concurrencyNeeded, serialThroughputMBps } from '../clients/index.ts';
import { kibToBytes } from '../units.ts';
import { makeScenario } from '../../../tests/fixtures/compareScenario.ts';
import { LATENCY_MAX_MS, LATENCY_MIN_MS, latencyCurve } from './latency.ts';

describe('latencyCurve', () => {
  const scenario = makeScenario({ ioSizeKiB: 32, readMBps: 200, writeMBps: 50, maxLatencyMs: 3 });
  const data = latencyCurve(scenario);
  const latencies = data.rows.map((r) => r.latencyMs as number);

  it('spans 0.1 to 10 ms, ascending, with the blog points, the service bounds and the latency asked', () => {
    expect(latencies[0]).toBe(LATENCY_MIN_MS);
    expect(latencies[latencies.length - 1]).toBe(LATENCY_MAX_MS);
    expect([...latencies].sort((a, b) => a - b)).toEqual(latencies);
    expect(latencies).toEqual(expect.arrayContaining([0.6, 2, 5, 1, 3]));
  });

  it('gives one stream transfer size / latency for 4 KiB, 32 KiB, 256 KiB and 1 MiB', () => {
    expect(data.series.map((s) => s.transferKiB)).toEqual([4, 32, 256, 1024]);
    for (const row of data.rows) {
      for (const s of data.series) expect(row[s.key]).toBeCloseTo(serialThroughputMBps(kibToBytes(s.transferKiB), row.latencyMs as number), 9);
    }
  });

  it("needs the requirement's operations x latency in flight (Little's law)", () => {
    const { readOps, writeOps } = compareOps(scenario.requirement);
    expect(data.required.opsPerSecond).toBeCloseTo(readOps + writeOps, 9);
    expect(data.required.throughputMBps).toBeCloseTo(250, 9);
    for (const row of data.rows) {
      expect(row.concurrency).toBeCloseTo(concurrencyNeeded(readOps + writeOps, row.latencyMs as number), 9);
      expect((row.concurrency as number) / ((row.latencyMs as number) / 1000)).toBeCloseTo(readOps + writeOps, 6);
    }
  });

  it("marks the blog's 32 kB points (53, 16 and 6 MB/s at 0.6, 2 and 5 ms), which the model meets within 10%", () => {
    expect(data.blogPoints.map((p) => [p.latencyMs, p.mbps])).toEqual([
      [0.6, 53],
      [2, 16],
      [5, 6],
    ]);
    const marked = data.rows.filter((r) => r.blogMBps !== null);
    expect(marked.map((r) => [r.latencyMs, r.blogMBps])).toEqual([
      [0.6, 53],
      [2, 16],
      [5, 6],
    ]);
    for (const row of marked) expect(Math.abs((row.mbps_32 as number) / (row.blogMBps as number) - 1)).toBeLessThan(0.1);
  });
});
