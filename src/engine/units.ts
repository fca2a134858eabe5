/**
 * Units, said once for the whole engine.
 *
 * - Throughput is decimal: 1 MB/s = 10^6 B/s, 1 GB/s = 10^9 B/s. Network: 1 Gb/s = 125 MB/s.
 * - I/O sizes are binary, as fio means them: 1 KiB = 1,024 B, 1 MiB = 1,048,576 B.
 * - Capacity is decimal, as OCI bills it: 1 TB = 1,000 GB. File Storage with Lustre states
 *   its capacity rule in binary TiB (1 TiB = 2^40 B); `tibToGB` converts, here only.
 * - A month is 730 hours (OCI's price lists).
 *
 * Numbers in the engine are plain `number`s whose unit is in their name (`readMBps`,
 * `ioSizeKiB`, `capacityGB`); the helpers below are the only place units are converted.
 */

export const BYTES_PER_KIB = 1024;
export const KIB_PER_MIB = 1024;
export const BYTES_PER_MIB = BYTES_PER_KIB * KIB_PER_MIB;
export const BYTES_PER_MB = 1_000_000;
/** Decimal kilobytes in a megabyte (Block Volume's "KB/s per GB" is decimal). */
export const KB_PER_MB = 1000;
export const MB_PER_GB = 1000;
export const NS_PER_US = 1000;
export const MS_PER_SECOND = 1000;
export const US_PER_MS = 1000;
export const MBPS_PER_GBPS_NETWORK = 125;
export const GB_PER_TB = 1000;
/** Binary capacity, as the Lustre pages state it: 1 TiB = 2^40 B = 1,099.511627776 GB. */
export const GB_PER_TIB = 2 ** 40 / 1e9;
export const HOURS_PER_MONTH = 730;

/** Network gigabits per second to decimal megabytes per second (1 Gb/s = 125 MB/s). */
export function gbpsToMBps(gbps: number): number {
  return gbps * MBPS_PER_GBPS_NETWORK;
}

/** Decimal megabytes per second to network gigabits per second. */
export function mbpsToGbps(mbps: number): number {
  return mbps / MBPS_PER_GBPS_NETWORK;
}

/** Binary KiB to bytes. */
export function kibToBytes(kib: number): number {
  return kib * BYTES_PER_KIB;
}

/** Operations per second at an I/O size in KiB to decimal MB/s. */
export function opsToMBps(opsPerSecond: number, ioSizeKiB: number): number {
  return (opsPerSecond * kibToBytes(ioSizeKiB)) / BYTES_PER_MB;
}

/** Decimal MB/s at an I/O size in KiB to operations per second. */
export function mbpsToOps(mbps: number, ioSizeKiB: number): number {
  return (mbps * BYTES_PER_MB) / kibToBytes(ioSizeKiB);
}

/** Decimal KB/s to MB/s: 480 KB/s is 0.48 MB/s. */
export function kbpsToMBps(kbps: number): number {
  return kbps / KB_PER_MB;
}

/** Microseconds to milliseconds. */
export function usToMs(us: number): number {
  return us / US_PER_MS;
}

/** Milliseconds to microseconds. */
export function msToUs(ms: number): number {
  return ms * US_PER_MS;
}

/** An I/O size as people write it: whole MiB from 1 MiB up (1024 → 1 MiB), else KiB (4 → 4 KiB, 1536 → 1536 KiB). */
export function ioSizeUnit(kib: number): { readonly value: number; readonly unit: 'KiB' | 'MiB' } {
  return kib >= KIB_PER_MIB && kib % KIB_PER_MIB === 0 ? { value: kib / KIB_PER_MIB, unit: 'MiB' } : { value: kib, unit: 'KiB' };
}

/** Decimal TB to GB. */
export function tbToGB(tb: number): number {
  return tb * GB_PER_TB;
}

/** Binary TiB to decimal GB. */
export function tibToGB(tib: number): number {
  return tib * GB_PER_TIB;
}

/** Decimal GB to binary TiB. */
export function gbToTiB(gb: number): number {
  return gb / GB_PER_TIB;
}

/** A finite number, or the fallback: the engine never returns NaN or Infinity. */
export function finite(value: number, fallback = 0): number {
  return Number.isFinite(value) ? value : fallback;
}

/** How far from a whole number a result of floating-point arithmetic may be and still count as that number. */
export const WHOLE_TOLERANCE = 1e-9;

/** Ceiling that tolerates floating-point noise (3.0000000001 stays 3). */
export function ceilSafe(value: number): number {
  const rounded = Math.round(value);
  return Math.abs(value - rounded) < WHOLE_TOLERANCE ? rounded : Math.ceil(value);
}

/** Floor that tolerates floating-point noise (2.9999999999 is 3). */
export function floorSafe(value: number): number {
  const rounded = Math.round(value);
  return Math.abs(value - rounded) < WHOLE_TOLERANCE ? rounded : Math.floor(value);
}
