/**
 * Units, said once for the catalog and the engine (the engine's `units.ts` re-exports this
 * leaf, which imports nothing, so the catalog's figures are converted by the same rules).
 *
 * - Throughput is decimal: 1 MB/s = 10^6 B/s, 1 GB/s = 10^9 B/s. Network bits are decimal
 *   too, 8 to a byte: 1 Gb/s = 1,000 Mb/s = 125 MB/s, 1 Mb/s = 0.125 MB/s.
 * - I/O sizes are binary, as fio means them: 1 KiB = 1,024 B, 1 MiB = 1,048,576 B.
 * - Capacity is decimal, as OCI bills it: 1 TB = 1,000 GB. File Storage with Lustre states
 *   its capacity rule in binary TiB (1 TiB = 2^40 B); `tibToGB` converts, here only.
 * - A month is 730 hours (OCI's price lists).
 *
 * Numbers are plain `number`s whose unit is in their name (`readMBps`, `ioSizeKiB`,
 * `capacityGB`); the helpers below are the only place units are converted.
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
/** Bits in a byte, for network rates printed in bits per second. */
export const BITS_PER_BYTE = 8;
/** Decimal megabytes per second in one network gigabit per second: 1,000 Mb/s ÷ 8 = 125 MB/s. */
export const MBPS_PER_GBPS_NETWORK = MB_PER_GB / BITS_PER_BYTE;
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

/** Network megabits per second to decimal megabytes per second (500 Mb/s = 62.5 MB/s). */
export function mbitpsToMBps(mbitps: number): number {
  return mbitps / BITS_PER_BYTE;
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
