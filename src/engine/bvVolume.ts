/**
 * One block volume: IOPS and throughput from its size and performance level, at an I/O size.
 */
import type { BvLevel } from '../catalog/types.ts';
import { BYTES_PER_MB, kibToBytes } from './units.ts';

export type Attachment = 'iscsi' | 'paravirtualized';

/** Per-volume throughput cap at an I/O size, decimal MB/s, and how it was found. */
export interface ThroughputCap {
  readonly mbps: number;
  /** 'small' at or below 8 KiB, 'large' at or above 1 MiB, 'interpolated' between. */
  readonly basis: 'small' | 'large' | 'interpolated';
}

const SMALL_KIB = 8;
const LARGE_KIB = 1024;

/**
 * The sources give a cap for 8 KB I/O and one for 1 MB I/O (bv-seed: 200 and 320 MB/s).
 * At or below 8 KiB the small cap applies, at or above 1 MiB the large one; between them
 * the sources are silent and the planner interpolates on a log2 scale of I/O size.
 */
export function throughputCap(level: BvLevel, ioSizeKiB: number): ThroughputCap {
  const large = level.maxMBpsPerVolume.value;
  const small = level.maxMBps8KPerVolume?.value ?? large;
  if (ioSizeKiB <= SMALL_KIB || small === large) return { mbps: ioSizeKiB <= SMALL_KIB ? small : large, basis: ioSizeKiB <= SMALL_KIB ? 'small' : 'large' };
  if (ioSizeKiB >= LARGE_KIB) return { mbps: large, basis: 'large' };
  const t = Math.log2(ioSizeKiB / SMALL_KIB) / Math.log2(LARGE_KIB / SMALL_KIB);
  return { mbps: small + (large - small) * t, basis: 'interpolated' };
}

/** IOPS cap of one volume: IOPS/GB x size, up to the level's maximum (lower when paravirtualized, where published). */
export function volumeIopsCap(level: BvLevel, sizeGB: number, attachment: Attachment): number {
  const max = attachment === 'paravirtualized' && level.maxIopsParavirtualized
    ? Math.min(level.maxIopsPerVolume.value, level.maxIopsParavirtualized.value)
    : level.maxIopsPerVolume.value;
  return Math.min(level.iopsPerGB.value * sizeGB, max);
}

/** Throughput cap of one volume: KB/s per GB x size (decimal), up to the cap at this I/O size. */
export function volumeThroughputCap(level: BvLevel, sizeGB: number, ioSizeKiB: number): number {
  return Math.min((level.kbpsPerGB.value * sizeGB) / 1000, throughputCap(level, ioSizeKiB).mbps);
}

/** Operations per second one volume delivers at an I/O size: the lower of its IOPS and throughput caps. */
export function volumeOps(level: BvLevel, sizeGB: number, ioSizeKiB: number, attachment: Attachment): number {
  const byThroughput = (volumeThroughputCap(level, sizeGB, ioSizeKiB) * BYTES_PER_MB) / kibToBytes(ioSizeKiB);
  return Math.min(volumeIopsCap(level, sizeGB, attachment), byThroughput);
}

/** The most one volume of this level can deliver at an I/O size, at any size. */
export function volumeOpsCeiling(level: BvLevel, ioSizeKiB: number, attachment: Attachment): number {
  const byThroughput = (throughputCap(level, ioSizeKiB).mbps * BYTES_PER_MB) / kibToBytes(ioSizeKiB);
  return Math.min(volumeIopsCap(level, Number.MAX_SAFE_INTEGER, attachment), byThroughput);
}

/**
 * Smallest size (whole GB) at which one volume delivers `ops` at this I/O size, or
 * Infinity when no size does. Both caps grow linearly with size until their maxima.
 */
export function sizeForOps(level: BvLevel, ops: number, ioSizeKiB: number, attachment: Attachment): number {
  return volumeSizer(level, ioSizeKiB, attachment)(ops);
}

/**
 * `sizeForOps` for one level, I/O size and attachment, with the caps worked out once: the
 * planner asks it for every volume count of every level, the hot loop of a Block Volume plan.
 * Same arithmetic as volumeOps / volumeOpsCeiling, in the same order.
 */
export function volumeSizer(level: BvLevel, ioSizeKiB: number, attachment: Attachment): (ops: number) => number {
  const iopsPerGB = level.iopsPerGB.value;
  const kbpsPerGB = level.kbpsPerGB.value;
  const maxIops = attachment === 'paravirtualized' && level.maxIopsParavirtualized
    ? Math.min(level.maxIopsPerVolume.value, level.maxIopsParavirtualized.value)
    : level.maxIopsPerVolume.value;
  const capMBps = throughputCap(level, ioSizeKiB).mbps;
  const bytes = kibToBytes(ioSizeKiB);
  const ceiling = Math.min(Math.min(iopsPerGB * Number.MAX_SAFE_INTEGER, maxIops), (capMBps * BYTES_PER_MB) / bytes);
  const opsAt = (sizeGB: number) => Math.min(Math.min(iopsPerGB * sizeGB, maxIops), (Math.min((kbpsPerGB * sizeGB) / 1000, capMBps) * BYTES_PER_MB) / bytes);
  return (ops) => {
    if (ops <= 0) return 0;
    if (ops > ceiling * (1 + 1e-12)) return Number.POSITIVE_INFINITY;
    const mbps = (ops * bytes) / BYTES_PER_MB;
    const raw = Math.max(ops / iopsPerGB, (mbps * 1000) / kbpsPerGB);
    const whole = Math.ceil(raw - 1e-9);
    return opsAt(whole) >= ops * (1 - 1e-12) ? whole : whole + 1;
  };
}
