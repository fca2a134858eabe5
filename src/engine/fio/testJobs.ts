/**
 * Test helper (imported by the fio module's tests only): a parsed fio job with the figures given.
 */
import type { FioDirectionResult, FioJobResult } from './results.ts';

export function direction(iops: number, blockBytes: number, meanLatencyUs: number, p99Us: number | null = null, seconds = 2): FioDirectionResult {
  const ios = Math.round(iops * seconds);
  return {
    ios,
    bytes: ios * blockBytes,
    bwBytesPerSecond: iops * blockBytes,
    iops,
    meanLatencyNs: meanLatencyUs * 1000,
    p99Ns: p99Us === null ? null : p99Us * 1000,
  };
}

export function fioJob(over: Partial<FioJobResult> & { readIops?: number; writeIops?: number; bytes?: number; latencyUs?: number }): FioJobResult {
  const bytes = over.bytes ?? 4096;
  const { readIops = 700, writeIops = 300, latencyUs = 500, bytes: _b, ...rest } = over;
  return {
    file: 'a.json',
    host: null,
    jobName: 'job',
    options: { rw: 'randrw', rwmixread: '70', bs: '4k', direct: '1', numjobs: '4', iodepth: '8' },
    readBlockBytes: bytes,
    writeBlockBytes: bytes,
    inFlight: 32,
    direct: true,
    read: direction(readIops, bytes, latencyUs, latencyUs * 3),
    write: direction(writeIops, bytes, latencyUs * 2, latencyUs * 5),
    ...rest,
  };
}
