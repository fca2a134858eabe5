/**
 * Latency and concurrency (Little's law): what one serial stream moves per second at each
 * round-trip latency for a few transfer sizes, and how many operations the requirement needs
 * in flight at that latency. The blog's worked 32 kB points are marked on the grid.
 */
import { latencyFacts, nfsSerialTransfer } from '../../catalog/index.ts';
import { compareOps } from '../compare/index.ts';
import { concurrencyNeeded, serialThroughputMBps } from '../clients/latency.ts';
import type { CompareScenario } from '../scenario/schema.ts';
import { kibToBytes, opsToMBps, usToMs } from '../units.ts';
import { logGrid, withPoints, type CurveRow } from './grid.ts';

export const LATENCY_MIN_MS = 0.1;
export const LATENCY_MAX_MS = 10;
/** Transfer sizes drawn, KiB: a 4 KiB page, the blog's 32 KiB rsize, 256 KiB and 1 MiB. */
export const TRANSFER_SIZES_KIB = [4, 32, 256, 1024] as const;

export interface LatencySeries {
  readonly transferKiB: number;
  readonly key: string;
}

export interface BlogPoint {
  readonly latencyMs: number;
  readonly mbps: number;
  readonly transferKiB: number;
}

export interface LatencyCurve {
  readonly series: readonly LatencySeries[];
  /**
   * One row per latency: `latencyMs`, each size's MB/s for one stream, `concurrency` (operations
   * the requirement needs in flight), and `blogMBps` (the blog's published figure, or null).
   */
  readonly rows: readonly CurveRow[];
  readonly required: { readonly opsPerSecond: number; readonly throughputMBps: number; readonly maxLatencyMs: number | null };
  readonly blogPoints: readonly BlogPoint[];
  /** Each service's stated latency bound, ms. */
  readonly serviceLatencyMs: { readonly fileStorage: number; readonly blockVolume: number; readonly denseIo: number };
}

/**
 * Single-stream throughput by round-trip latency, 0.1 to 10 ms on a log grid that includes the
 * blog's points, each service's stated latency and the latency asked: one stream moves one
 * transfer per round trip, MB/s = transfer size / latency (`serialThroughputMBps`), for each
 * size in `TRANSFER_SIZES_KIB`; and the operations the requirement needs in flight, ops/s x
 * latency (Little's law, `concurrencyNeeded`). Sources: nfs-blog, the latency catalog.
 */
export function latencyCurve(scenario: CompareScenario): LatencyCurve {
  const r = scenario.requirement;
  const { readOps, writeOps } = compareOps(r);
  const opsPerSecond = readOps + writeOps;
  const blogPoints: BlogPoint[] = nfsSerialTransfer.examples.map((e) => ({
    latencyMs: usToMs(e.latencyUs.value),
    mbps: e.mbps.value,
    transferKiB: nfsSerialTransfer.transferKiB.value,
  }));
  const serviceLatencyMs = { fileStorage: latencyFacts.fssMs.value, blockVolume: latencyFacts.bvMs.value, denseIo: latencyFacts.nvmeMs.value };
  const maxLatencyMs = r.maxLatencyMs ?? null;
  const grid = withPoints(
    logGrid(LATENCY_MIN_MS, LATENCY_MAX_MS, 6),
    [...blogPoints.map((p) => p.latencyMs), ...Object.values(serviceLatencyMs), ...(maxLatencyMs !== null ? [maxLatencyMs] : [])],
    LATENCY_MIN_MS,
    LATENCY_MAX_MS,
  );
  const series = TRANSFER_SIZES_KIB.map((transferKiB) => ({ transferKiB, key: `mbps_${transferKiB}` }));
  const rows: CurveRow[] = grid.map((latencyMs) => {
    const row: Record<string, number | null> = { latencyMs };
    for (const s of series) row[s.key] = serialThroughputMBps(kibToBytes(s.transferKiB), latencyMs);
    row.concurrency = concurrencyNeeded(opsPerSecond, latencyMs);
    row.blogMBps = blogPoints.find((p) => Math.abs(p.latencyMs - latencyMs) < 1e-9)?.mbps ?? null;
    return row;
  });
  return {
    series,
    rows,
    required: { opsPerSecond, throughputMBps: opsToMBps(readOps, r.ioSizeKiB) + opsToMBps(writeOps, r.ioSizeKiB), maxLatencyMs },
    blogPoints,
    serviceLatencyMs,
  };
}
