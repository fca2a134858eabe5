/**
 * Latency and concurrency (Little's law): what one serial stream moves per second at each
 * round-trip latency for a few transfer sizes, and how many operations the requirement needs
 * in flight at that latency. The blog's worked 32 kB points are marked on the grid.
 */
import {
  compareOps,
  concurrencyNeeded,
  kibToBytes,
  latencyFacts,
  nfsSerialTransfer,
  opsToMBps,
  serialThroughputMBps,
  type CompareScenario,
} from '../../../engine/index.ts';
import { logGrid, withPoints, type ChartRow } from './grid.ts';

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

export interface LatencyData {
  readonly series: readonly LatencySeries[];
  /**
   * One row per latency: `latencyMs`, each size's MB/s for one stream, `concurrency` (operations
   * the requirement needs in flight), and `blogMBps` (the blog's published figure, or null).
   */
  readonly rows: readonly ChartRow[];
  readonly required: { readonly opsPerSecond: number; readonly throughputMBps: number; readonly maxLatencyMs: number | null };
  readonly blogPoints: readonly BlogPoint[];
  /** Each service's stated latency bound, ms. */
  readonly serviceLatencyMs: { readonly fileStorage: number; readonly blockVolume: number; readonly denseIo: number };
}

export function latency(scenario: CompareScenario): LatencyData {
  const r = scenario.requirement;
  const { readOps, writeOps } = compareOps(r);
  const opsPerSecond = readOps + writeOps;
  const blogPoints: BlogPoint[] = nfsSerialTransfer.examples.map((e) => ({
    latencyMs: e.latencyUs.value / 1000,
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
  const rows: ChartRow[] = grid.map((latencyMs) => {
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
