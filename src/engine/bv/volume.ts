/**
 * One block volume: IOPS and throughput from its size and performance level, at an I/O size.
 *
 * The rule (S-BVPERF "Calculating Volume Performance", bv-seed's performance table): a volume
 * gives IOPS/GB × size up to the level's IOPS maximum, at any I/O size, until IOPS × I/O size
 * reaches its throughput limit (KB/s per GB × size, up to the level's MB/s maximum); the
 * throughput is then the smaller of the two. The "8 KB" column of the size tables is what the
 * IOPS cap gives at 8 KB, not a cap of its own. Where an edition prints an 8 KB figure that
 * the rule does not give (UHP at 120 VPUs/GB prints about half), that printed figure is used
 * at its own size and I/O size, and the result says so.
 */
import type { BvLevel, BvTableRow, Cited } from '../../catalog/types.ts';
import { BYTES_PER_MB, ceilSafe, kbpsToMBps, kibToBytes } from '../units.ts';

export type Attachment = 'iscsi' | 'paravirtualized';

/** Per-volume throughput maximum of a level, decimal MB/s (the same at every I/O size). */
export interface ThroughputCap {
  readonly mbps: number;
  readonly basis: 'formula';
}

/** The I/O size of the tables' 8 KB column, read as 8 KiB (fio's 8k). */
export const PRINTED_8K_KIB = 8;

/** A printed 8 KB figure the rule does not give, with the size range its row covers. */
export interface Printed8K {
  readonly fromGB: number;
  readonly toGB: number;
  readonly printed: Cited;
  /** What the rule gives at the row's own size, decimal MB/s. */
  readonly formulaMBps: number;
}

/** The level's throughput maximum per volume; the I/O size changes nothing (kept for callers). */
export function throughputCap(level: BvLevel, _ioSizeKiB?: number): ThroughputCap {
  return { mbps: level.maxMBpsPerVolume.value, basis: 'formula' };
}

/** IOPS cap of one volume: IOPS/GB x size, up to the level's maximum (lower when paravirtualized, where published). */
export function volumeIopsCap(level: BvLevel, sizeGB: number, attachment: Attachment): number {
  return Math.min(level.iopsPerGB.value * sizeGB, maxIopsOf(level, attachment));
}

function maxIopsOf(level: BvLevel, attachment: Attachment): number {
  return attachment === 'paravirtualized' && level.maxIopsParavirtualized
    ? Math.min(level.maxIopsPerVolume.value, level.maxIopsParavirtualized.value)
    : level.maxIopsPerVolume.value;
}

/** Throughput limit of one volume by the rule: KB/s per GB x size (decimal), up to the level's maximum. */
function formulaThroughput(level: BvLevel, sizeGB: number): number {
  return Math.min((level.kbpsPerGB.value * sizeGB) / 1000, level.maxMBpsPerVolume.value);
}

/** What the rule gives at 8 KiB, MB/s, with the bytes of "8 KB" and the megabyte read as given. */
function rule8K(level: BvLevel, sizeGB: number, bytes: number, megabyte: number): number {
  return Math.min((volumeIopsCap(level, sizeGB, 'iscsi') * bytes) / megabyte, formulaThroughput(level, sizeGB));
}

/**
 * A printed 8 KB figure "disagrees" with the rule when it is more than 5% below what the rule
 * gives under every reading of the units a table may have used (8 KB as 8,192 or 8,000 bytes,
 * MB/s decimal or binary): so Balanced's 200 MB/s (25,000 × 8,000 B) and Lower Cost's 23 MB/s
 * (3,000 × 8 KiB in MiB/s) agree, and UHP's 45 MB/s at 50 GB (the rule: 90) does not. A printed
 * figure above the rule changes nothing: the IOPS cap, also printed, still holds.
 */
const DISAGREEMENT = 0.05;

const printedCache = new WeakMap<BvLevel, readonly Printed8K[]>();

/** The printed 8 KB figures of a level that the rule does not give, worked out once. */
export function printed8KOverrides(level: BvLevel): readonly Printed8K[] {
  let list = printedCache.get(level);
  if (list) return list;
  const rows: readonly BvTableRow[] = level.sizeTable ?? [];
  list = rows.flatMap((row) => {
    const size = row.sizeGB;
    const readings = [rule8K(level, size, 8192, BYTES_PER_MB), rule8K(level, size, 8000, BYTES_PER_MB), rule8K(level, size, 8192, 1024 * 1024)];
    const printed = row.mbps8K.value;
    const disagrees = readings.every((r) => printed < r * (1 - DISAGREEMENT));
    return disagrees ? [{ fromGB: size, toGB: row.sizeToGB ?? size, printed: row.mbps8K, formulaMBps: readings[0]! }] : [];
  });
  printedCache.set(level, list);
  return list;
}

/** The printed 8 KB figure that replaces the rule for this size and I/O size, if any. */
export function printed8KAt(level: BvLevel, sizeGB: number, ioSizeKiB: number): Printed8K | null {
  if (ioSizeKiB !== PRINTED_8K_KIB) return null;
  for (const p of printed8KOverrides(level)) if (sizeGB >= p.fromGB && sizeGB <= p.toGB) return p;
  return null;
}

/**
 * Throughput limit of one volume at an I/O size: KB/s per GB x size up to the level's maximum,
 * or the edition's printed 8 KB figure where it replaces the rule.
 */
export function volumeThroughputCap(level: BvLevel, sizeGB: number, ioSizeKiB: number): number {
  const printed = printed8KAt(level, sizeGB, ioSizeKiB);
  return printed ? printed.printed.value : formulaThroughput(level, sizeGB);
}

/** Operations per second one volume delivers at an I/O size: the lower of its IOPS and throughput caps. */
export function volumeOps(level: BvLevel, sizeGB: number, ioSizeKiB: number, attachment: Attachment): number {
  const byThroughput = (volumeThroughputCap(level, sizeGB, ioSizeKiB) * BYTES_PER_MB) / kibToBytes(ioSizeKiB);
  return Math.min(volumeIopsCap(level, sizeGB, attachment), byThroughput);
}

/** The most one volume of this level can deliver at an I/O size, at any size. */
export function volumeOpsCeiling(level: BvLevel, ioSizeKiB: number, attachment: Attachment): number {
  const byThroughput = (level.maxMBpsPerVolume.value * BYTES_PER_MB) / kibToBytes(ioSizeKiB);
  return Math.min(maxIopsOf(level, attachment), byThroughput);
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
 * The closed form follows the rule; a printed figure that replaces the rule at some sizes
 * (lower than the rule) moves the answer past the sizes it covers.
 */
export function volumeSizer(level: BvLevel, ioSizeKiB: number, attachment: Attachment): (ops: number) => number {
  const iopsPerGB = level.iopsPerGB.value;
  const kbpsPerGB = level.kbpsPerGB.value;
  const maxIops = maxIopsOf(level, attachment);
  const capMBps = level.maxMBpsPerVolume.value;
  const bytes = kibToBytes(ioSizeKiB);
  const ceiling = Math.min(maxIops, (capMBps * BYTES_PER_MB) / bytes);
  const overrides = ioSizeKiB === PRINTED_8K_KIB ? printed8KOverrides(level) : [];
  const opsAt = (sizeGB: number) => Math.min(Math.min(iopsPerGB * sizeGB, maxIops), (Math.min((kbpsPerGB * sizeGB) / 1000, capMBps) * BYTES_PER_MB) / bytes);
  return (ops) => {
    if (ops <= 0) return 0;
    if (ops > ceiling * (1 + 1e-12)) return Number.POSITIVE_INFINITY;
    const mbps = (ops * bytes) / BYTES_PER_MB;
    const raw = Math.max(ops / iopsPerGB, mbps / kbpsToMBps(kbpsPerGB));
    const whole = ceilSafe(raw);
    let size = opsAt(whole) >= ops * (1 - 1e-12) ? whole : whole + 1;
    // A printed figure below the rule covers a few sizes: step past each one that falls short.
    for (const p of overrides) {
      if (size >= p.fromGB && size <= p.toGB && (p.printed.value * BYTES_PER_MB) / bytes < ops * (1 - 1e-12)) size = p.toGB + 1;
    }
    return size;
  };
}
