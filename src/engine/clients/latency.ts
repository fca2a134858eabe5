/**
 * Latency and concurrency by Little's law: operations per second = outstanding / latency.
 */
import { BYTES_PER_MB, finite } from '../units.ts';

/**
 * Throughput of one serial stream that moves `transferBytes` per round trip of `latencyMs`:
 * bytes / latency, in decimal MB/s. The blog's 32 kB at 0.6 ms gives about 53 MB/s.
 */
export function serialThroughputMBps(transferBytes: number, latencyMs: number): number {
  if (latencyMs <= 0) return 0;
  return finite(transferBytes / (latencyMs / 1000) / BYTES_PER_MB);
}

/** Operations in flight needed to sustain `opsPerSecond` at `latencyMs` each. */
export function concurrencyNeeded(opsPerSecond: number, latencyMs: number): number {
  return finite(opsPerSecond * (latencyMs / 1000));
}

/**
 * Time for one application I/O split into transfers of `transferBytes` (rsize): a client
 * that waits for each transfer takes one round trip per transfer; one that pipelines them
 * (Linux, Direct NFS) overlaps them up to `pipelineDepth` at a time.
 */
export function applicationIoMs(ioBytes: number, transferBytes: number, latencyMs: number, pipelineDepth = 1): number {
  if (transferBytes <= 0) return 0;
  const transfers = Math.ceil(ioBytes / transferBytes);
  return finite(Math.ceil(transfers / Math.max(1, pipelineDepth)) * latencyMs);
}

/** Throughput of `streams` independent serial streams, each moving `ioBytes` per `ioMs`. */
export function streamsThroughputMBps(ioBytes: number, ioMs: number, streams: number): number {
  return finite(serialThroughputMBps(ioBytes, ioMs) * streams);
}
