/**
 * One block volume: IOPS and throughput from its size and performance level, at an I/O size.
 *
 * The rule (S-BVPERF "Calculating Volume Performance", bv-seed's performance table): a volume
 * gives IOPS/GB × size up to the level's IOPS maximum, at any I/O size, until IOPS × I/O size
 * reaches its throughput limit (KB/s per GB × size, up to the level's MB/s maximum); the
 * throughput is then the smaller of the two. At 8 KiB, the edition's printed "8 KB" column
 * holds a volume lower where it prints less than the rule, at its own size and, since a bigger
 * volume never performs worse, at every smaller size (`printed8KOverrides`); the result says so.
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

/** A printed 8 KB figure below the rule, with the size range its row covers. */
export interface Printed8K {
  readonly fromGB: number;
  readonly toGB: number;
  readonly printed: Cited;
  /** What the rule gives, decimal MB/s: at the row's upper end, or (`printed8KAt`) at the size asked. */
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

/**
 * The printed 8 KB column binds wherever it is lower than the rule (issue 20, item 11): the
 * S-BVBAL and bv-seed tables cap Balanced at 200 MB/s with 8 KB blocks from 500 GB up, where
 * 25,000 IOPS × 8 KiB would be 204.8 MB/s; Lower Cost prints 23 MB/s from 1.5 TB (rule 24.6);
 * UHP at 120 VPUs/GB prints about half the rule at every row (S-BVUHP). A figure at or above
 * the rule changes nothing (Higher Performance repeats its 1 MB column: the IOPS cap, also
 * printed, still holds).
 *
 * Between and before the rows (issue 20, item 12): a bigger volume of the same level never
 * performs worse, so a volume of s GB gives no more than any printed row of s GB or more
 * shows. The figure at s is therefore the lower of the rule at s and the smallest printed
 * 8 KB figure of the rows that reach s or beyond (a range row reaches its upper end). This is
 * the largest figure that is non-decreasing in size and exceeds neither the rule nor a printed
 * row at its own size; past the last row the rule alone holds (UHP's table stops at 1,200 GB).
 * Taking the printed figure only at a row's own size, as the planner once did, made UHP at
 * 120 VPUs/GB give 150,000 IOPS at 683 GB, 92,773 at 800 GB and 183,105 at 833 GB.
 */
const printedCache = new WeakMap<BvLevel, readonly Printed8K[]>();

/** The printed 8 KB rows of a level that are lower than the rule at their own size, worked out once. */
export function printed8KOverrides(level: BvLevel): readonly Printed8K[] {
  let list = printedCache.get(level);
  if (list) return list;
  const rows: readonly BvTableRow[] = level.sizeTable ?? [];
  list = rows
    .flatMap((row) => {
      const formulaMBps = formulaThroughputAt(level, row.sizeToGB ?? row.sizeGB, PRINTED_8K_KIB);
      return row.mbps8K.value < formulaMBps ? [{ fromGB: row.sizeGB, toGB: row.sizeToGB ?? row.sizeGB, printed: row.mbps8K, formulaMBps }] : [];
    })
    .sort((a, b) => a.toGB - b.toGB);
  printedCache.set(level, list);
  return list;
}

/**
 * The printed 8 KB row that bounds a volume of this size at this I/O size, if any: of the rows
 * that reach this size or beyond, the one with the lowest figure (the smallest such row on a
 * tie). Whether it binds is for the caller (`volumeThroughputCap` takes the lower).
 */
function bounding8K(level: BvLevel, sizeGB: number, ioSizeKiB: number): Printed8K | null {
  if (ioSizeKiB !== PRINTED_8K_KIB) return null;
  let best: Printed8K | null = null;
  for (const p of printed8KOverrides(level)) if (p.toGB >= sizeGB && (!best || p.printed.value < best.printed.value)) best = p;
  return best;
}

/**
 * The printed 8 KB figure that holds this size and I/O size below the rule, if any (see above),
 * with `formulaMBps` what the rule gives at this size.
 */
export function printed8KAt(level: BvLevel, sizeGB: number, ioSizeKiB: number): Printed8K | null {
  const p = bounding8K(level, sizeGB, ioSizeKiB);
  if (!p) return null;
  const formulaMBps = formulaThroughputAt(level, sizeGB, ioSizeKiB);
  return p.printed.value < formulaMBps ? { ...p, formulaMBps } : null;
}

/** The rule's throughput of one volume at an I/O size: the lower of its throughput limit and IOPS cap × I/O size. */
function formulaThroughputAt(level: BvLevel, sizeGB: number, ioSizeKiB: number): number {
  return Math.min(formulaThroughput(level, sizeGB), (volumeIopsCap(level, sizeGB, 'iscsi') * kibToBytes(ioSizeKiB)) / BYTES_PER_MB);
}

/**
 * Throughput limit of one volume at an I/O size: KB/s per GB x size up to the level's maximum,
 * or the edition's printed 8 KB figure where it holds the volume lower (see above).
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

/**
 * The most one volume of this level can deliver at an I/O size, at any size up to `maxGB` (the
 * edition's largest volume): what it delivers at that size, since a bigger volume never
 * delivers less.
 */
export function volumeOpsCeiling(level: BvLevel, ioSizeKiB: number, attachment: Attachment, maxGB: number): number {
  return volumeOps(level, maxGB, ioSizeKiB, attachment);
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
 * The closed form follows the rule; a printed 8 KB figure below what is asked holds every size
 * up to its row's upper end (see `printed8KOverrides`), so the answer is past the last such row.
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
    for (const p of overrides) if (p.printed.value < mbps * (1 - 1e-12)) size = Math.max(size, p.toGB + 1);
    return size;
  };
}
