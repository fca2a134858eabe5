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
  return Math.min(kbpsToMBps(level.kbpsPerGB.value * sizeGB), level.maxMBpsPerVolume.value);
}

/**
 * The printed 8 KB column binds wherever it is lower than the rule (issue 20, item 11): the
 * S-BVBAL and bv-seed tables cap Balanced at 200 MB/s with 8 KB blocks from 500 GB up, where
 * 25,000 IOPS × 8 KiB would be 204.8 MB/s; Lower Cost prints 23 MB/s from 1.5 TB (rule 24.6);
 * UHP at 120 VPUs/GB prints about half the rule at every row (S-BVUHP). A figure at or above
 * the rule changes nothing (Higher Performance repeats its 1 MB column: the IOPS cap, also
 * printed, still holds).
 *
 * Between, and past, the rows a volume of s GB gives the lowest of:
 * - the rule at s;
 * - every printed 8 KB figure of a row that reaches s or beyond (a bigger volume never performs
 *   worse; issue 20, item 12): Balanced's 200 MB/s holds from 417 GB, where the rule reaches it;
 * - the rule at s times the share of the rule the nearest row at or below s prints (held past
 *   the last row): a UHP volume of 201 GB gives half the rule, as the 200 GB row does, not the
 *   400 GB row's figure, and one of 1,201 GB the share of the 1,200 GB row, not the rule.
 * Each is non-decreasing between rows, and at a row the second bound already holds the sizes
 * below it, so the figure never falls as a volume grows. At a row's own size it is the printed
 * figure (or the rule, where that is lower). Taking the printed figure only at a row's own size,
 * as the planner once did, made UHP at 120 VPUs/GB give 150,000 IOPS at 683 GB, 92,773 at 800
 * GB and 183,105 at 833 GB; taking only the first two bounds, 360 MB/s at 201 GB (the 200 GB
 * row prints 180) and 2,162 MB/s at 1,201 GB (the 1,200 GB row prints 1,024).
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

/** A printed 8 KB row's share of the rule at its own size (its upper end for a range), at most 1. */
export interface Printed8KShare {
  readonly fromGB: number;
  readonly toGB: number;
  readonly printed: Cited;
  readonly share: number;
}

const shareCache = new WeakMap<BvLevel, readonly Printed8KShare[]>();

/** Every printed 8 KB row of a level with the share of the rule it prints, by size. */
export function printed8KShares(level: BvLevel): readonly Printed8KShare[] {
  let list = shareCache.get(level);
  if (list) return list;
  list = (level.sizeTable ?? [])
    .map((row) => {
      const toGB = row.sizeToGB ?? row.sizeGB;
      const rule = formulaThroughputAt(level, toGB, PRINTED_8K_KIB);
      return { fromGB: row.sizeGB, toGB, printed: row.mbps8K, share: rule > 0 ? Math.min(1, row.mbps8K.value / rule) : 1 };
    })
    .sort((a, b) => a.fromGB - b.fromGB);
  shareCache.set(level, list);
  return list;
}

/** The row whose share holds a volume of this size: the nearest at or below it (the first, below the table). */
function shareRowAt(level: BvLevel, sizeGB: number): Printed8KShare | null {
  const rows = printed8KShares(level);
  let at: Printed8KShare | null = rows[0] ?? null;
  for (const r of rows) if (r.fromGB <= sizeGB) at = r;
  return at;
}

/**
 * The printed 8 KB row that bounds a volume of this size at this I/O size, if any: of the rows
 * that reach this size or beyond, the one with the lowest figure (the smallest such row on a
 * tie). Whether it binds is for the caller (`volumeThroughputCap` takes the lower).
 */
function bounding8K(level: BvLevel, sizeGB: number): Printed8K | null {
  let best: Printed8K | null = null;
  for (const p of printed8KOverrides(level)) if (p.toGB >= sizeGB && (!best || p.printed.value < best.printed.value)) best = p;
  return best;
}

/**
 * What holds this size and I/O size below the rule, if anything (see above): the printed row,
 * `heldMBps` the figure it holds the volume to (the row's own figure, or the rule times the
 * row's share), `formulaMBps` what the rule gives at this size, `share` set when the share
 * binds rather than a row's own figure.
 */
export function printed8KAt(level: BvLevel, sizeGB: number, ioSizeKiB: number): (Printed8K & { readonly heldMBps: number; readonly share?: number }) | null {
  // The figure is `held8KMBps`'s; this only names the row behind it, for the result's words.
  const heldMBps = held8KMBps(level, sizeGB, ioSizeKiB);
  if (!Number.isFinite(heldMBps)) return null;
  const formulaMBps = formulaThroughputAt(level, sizeGB, ioSizeKiB);
  const above = bounding8K(level, sizeGB);
  if (above && above.printed.value <= heldMBps) return { ...above, formulaMBps, heldMBps };
  const below = shareRowAt(level, sizeGB)!;
  return { fromGB: below.fromGB, toGB: below.toGB, printed: below.printed, formulaMBps, heldMBps, share: below.share };
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
  const held = held8KMBps(level, sizeGB, ioSizeKiB);
  return Number.isFinite(held) ? held : formulaThroughput(level, sizeGB);
}

/**
 * `printed8KAt(...).heldMBps` without building the object (Infinity where nothing holds the
 * volume below the rule): `volumeOps` asks it for every size of every level a plan weighs.
 */
function held8KMBps(level: BvLevel, sizeGB: number, ioSizeKiB: number): number {
  if (ioSizeKiB !== PRINTED_8K_KIB) return Number.POSITIVE_INFINITY;
  const h = heldTables(level);
  if (!h) return Number.POSITIVE_INFINITY;
  let byRow = Number.POSITIVE_INFINITY;
  for (let i = 0; i < h.rowTo.length; i++) if (h.rowTo[i]! >= sizeGB && h.rowMBps[i]! < byRow) byRow = h.rowMBps[i]!;
  let share = h.share[0]!;
  for (let i = 1; i < h.shareFrom.length && h.shareFrom[i]! <= sizeGB; i++) share = h.share[i]!;
  if (byRow === Number.POSITIVE_INFINITY && share >= 1) return Number.POSITIVE_INFINITY;
  const formulaMBps = formulaThroughputAt(level, sizeGB, ioSizeKiB);
  const held = Math.min(byRow, share < 1 ? formulaMBps * share : Number.POSITIVE_INFINITY);
  return held < formulaMBps * (1 - 1e-12) ? held : Number.POSITIVE_INFINITY;
}

interface HeldTables {
  readonly rowTo: readonly number[];
  readonly rowMBps: readonly number[];
  readonly shareFrom: readonly number[];
  readonly share: readonly number[];
}

const heldCache = new WeakMap<BvLevel, HeldTables | null>();

/** The two 8 KB bounds of a level as plain numbers, once: null where it prints no table. */
function heldTables(level: BvLevel): HeldTables | null {
  let h = heldCache.get(level);
  if (h !== undefined) return h;
  const shares = printed8KShares(level);
  const rows = printed8KOverrides(level);
  h =
    shares.length === 0
      ? null
      : {
          rowTo: rows.map((r) => r.toGB),
          rowMBps: rows.map((r) => r.printed.value),
          shareFrom: shares.map((r) => r.fromGB),
          share: shares.map((r) => r.share),
        };
  heldCache.set(level, h);
  return h;
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
  const at8K = ioSizeKiB === PRINTED_8K_KIB;
  const overrides = at8K ? printed8KOverrides(level) : [];
  const shares = at8K ? printed8KShares(level) : [];
  const opsAt = (sizeGB: number) => Math.min(Math.min(iopsPerGB * sizeGB, maxIops), (Math.min(kbpsToMBps(kbpsPerGB * sizeGB), capMBps) * BYTES_PER_MB) / bytes);
  /** The smallest whole size at which the rule alone gives `ops`, or Infinity. */
  const byRule = (ops: number) => {
    if (ops > ceiling * (1 + 1e-12)) return Number.POSITIVE_INFINITY;
    const raw = Math.max(ops / iopsPerGB, (ops * bytes) / BYTES_PER_MB / kbpsToMBps(kbpsPerGB));
    const whole = ceilSafe(raw);
    return opsAt(whole) >= ops * (1 - 1e-12) ? whole : whole + 1;
  };
  return (ops) => {
    if (ops <= 0) return 0;
    let size = byRule(ops);
    if (!Number.isFinite(size)) return size;
    const mbps = (ops * bytes) / BYTES_PER_MB;
    for (const p of overrides) if (p.printed.value < mbps * (1 - 1e-12)) size = Math.max(size, p.toGB + 1);
    // The share of the rule the row at or below holds (see above): from the row the size falls in, on.
    for (let i = 0; i < shares.length; i++) {
      const next = shares[i + 1];
      if (next && size >= next.fromGB) continue;
      const share = shares[i]!.share;
      const need = share >= 1 ? size : byRule(ops / share);
      if (!next || need < next.fromGB) {
        size = Math.max(size, need);
        break;
      }
      // This row's share cannot carry it below the next row: from the next row on.
      size = next.fromGB;
    }
    return size;
  };
}
