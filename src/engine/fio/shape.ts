/**
 * The fio options that reproduce a planned workload's shape: `rw` and `rwmixread` from the
 * read share, `bs` from the I/O sizes (fio's `k` is KiB, as the engine's I/O sizes are), and
 * `numjobs` × `iodepth` from the operations each client needs in flight.
 */
import { BYTES_PER_KIB, ceilSafe } from '../units.ts';
import { note, type FioNote } from './codes.ts';
import type { FioPlan } from './plan.ts';

export type FioPattern = 'random' | 'sequential';
export type FioRw = 'randrw' | 'randread' | 'randwrite' | 'rw' | 'read' | 'write';

/** fio with direct=1 needs whole sectors: block sizes are rounded to 512 bytes. */
export const SECTOR_BYTES = 512;
/** Jobs per client before the rest of the concurrency goes into each job's queue depth. */
export const DEFAULT_MAX_JOBS = 16;

export interface FioShape {
  readonly rw: FioRw;
  /** Whole percent of reads, for `randrw`/`rw` only. */
  readonly rwmixread: number | null;
  readonly readBytes: number;
  readonly writeBytes: number;
  /** The `bs=` value: `4k`, or `64k,32k` (read, write) when the sizes differ. */
  readonly bs: string;
  readonly numjobs: number;
  readonly iodepth: number;
  readonly notes: readonly FioNote[];
}

/** Bytes of an I/O size in KiB, rounded to whole sectors (at least one). */
export function blockBytes(ioSizeKiB: number): number {
  return Math.max(SECTOR_BYTES, Math.round((ioSizeKiB * BYTES_PER_KIB) / SECTOR_BYTES) * SECTOR_BYTES);
}

/** fio's spelling of a size in bytes: `4k` for whole KiB, plain bytes otherwise. */
export function bsText(bytes: number): string {
  return bytes % BYTES_PER_KIB === 0 ? `${bytes / BYTES_PER_KIB}k` : String(bytes);
}

/** `rw=` and `rwmixread=` for a read share (0 to 100) and an access pattern. */
export function rwFor(readPercent: number, pattern: FioPattern): { rw: FioRw; rwmixread: number | null } {
  const r = Math.min(100, Math.max(0, Math.round(readPercent)));
  const random = pattern === 'random';
  if (r === 100) return { rw: random ? 'randread' : 'read', rwmixread: null };
  if (r === 0) return { rw: random ? 'randwrite' : 'write', rwmixread: null };
  return { rw: random ? 'randrw' : 'rw', rwmixread: r };
}

/**
 * Jobs and queue depth per client: the scenario's threads and queue depth where it gives them,
 * with the queue depth raised until numjobs × iodepth reaches what the plan needs in flight (the
 * run tests the storage, not a client short of concurrency); otherwise up to `maxJobs` jobs and
 * the rest as queue depth.
 */
export function jobConcurrency(
  plan: Pick<FioPlan, 'outstandingPerClient' | 'threads' | 'queueDepth'>,
  maxJobs = DEFAULT_MAX_JOBS,
): { numjobs: number; iodepth: number } {
  const need = Math.max(1, plan.outstandingPerClient);
  const numjobs = plan.threads ?? Math.max(1, Math.min(need, maxJobs));
  const iodepth = Math.max(plan.queueDepth ?? 1, ceilSafe(need / numjobs));
  return { numjobs, iodepth };
}

/** The whole shape for a plan, with a note for each value rounded or assumed. */
export function fioShape(plan: FioPlan, pattern: FioPattern | undefined, maxJobs = DEFAULT_MAX_JOBS): FioShape {
  const notes: FioNote[] = [];
  if (pattern === undefined) notes.push(note('fio-assumed-random'));
  const { rw, rwmixread } = rwFor(plan.readPercent, pattern ?? 'random');
  const used = rwmixread ?? (rw.endsWith('read') ? 100 : 0);
  if (Math.abs(used - plan.readPercent) > 1e-9) notes.push(note('fio-rounded-read-percent', { plannedReadPercent: plan.readPercent, readPercent: used }));
  const readBytes = blockBytes(plan.readIoSizeKiB);
  const writeBytes = blockBytes(plan.writeIoSizeKiB);
  for (const kib of new Set([plan.readIoSizeKiB, plan.writeIoSizeKiB])) {
    const bytes = blockBytes(kib);
    if (Math.abs(bytes - kib * BYTES_PER_KIB) > 1e-6) notes.push(note('fio-rounded-block-size', { plannedBytes: kib * BYTES_PER_KIB, bytes }));
  }
  const bs = readBytes === writeBytes ? bsText(readBytes) : `${bsText(readBytes)},${bsText(writeBytes)}`;
  return { rw, rwmixread, readBytes, writeBytes, bs, ...jobConcurrency(plan, maxJobs), notes };
}
