/**
 * Planning on the measurements (fss-2024-11, "Test Results for Read"), beside the documented
 * limits of Table 1. The paper measured random READs on one HPMT-80 with eight clients: at
 * 4 KiB 122K backend IOPS (a third of Table 1's 400K), at 1 MiB 391K and 12.1 GB/s (at or
 * above Table 1). The basis, as Dense I/O has one:
 *
 * - `documented`: Table 1 (the planner's only basis before);
 * - `measured`: the measurements where they exist for the workload's shape;
 * - `lower` (default): each limit the lower of the two.
 *
 * The workload's shape is its READ size: the paper measured reads only, so writes and metadata
 * operations keep the documented figure (note `writes-unmeasured`, `metadata-unmeasured`); so do
 * Standard mount targets (`type-unmeasured`) and an edition without measurements (the 2023
 * paper withholds its tables: `edition-unmeasured`).
 *
 * A measured row within 5% of Table 1's backend IOPS (1 MiB: 391K of 400K, the paper's rows "at
 * the cap") shows no lower ceiling, so it counts as Table 1's figure.
 *
 * Between the measured sizes (the interpolation): the time a mount target spends on one READ is
 * a fixed part plus a part per byte, t(s) = a + b × s, fitted through the measured sizes (the
 * single-mount-target rows: operations per second = backend IOPS per mount target / Table 2's
 * READ cost) and extended along the end segments beyond them. The measured backend IOPS of reads
 * of size s is then (1 / t(s)) × READ cost(s). Label: `measured` at a measured size, `extrapolated`
 * elsewhere; another HPMT type takes the same fraction of its own Table 1 figure, `derived`.
 */
import type { Basis, Cited, FssMeasurement, FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import { finite } from '../units.ts';
import { refigured } from '../results/parts.ts';
import { readCost } from './load.ts';

export { fssBases, DEFAULT_FSS_BASIS, type FssBasis } from '../scenario/fields.ts';

/** Why a figure stayed documented although the basis asked for measurements (the source is silent). */
export const fssBasisNotes = ['edition-unmeasured', 'type-unmeasured', 'writes-unmeasured', 'metadata-unmeasured'] as const;
export type FssBasisNote = (typeof fssBasisNotes)[number];

/** How close to Table 1's backend IOPS a measured row reads as the row reaching it (the model check's 5%). */
const AT_CAP = 0.05;

/** One measured anchor: READ size, its operations per second on one mount target, and the figures behind it. */
interface Anchor {
  readonly ioSizeKiB: number;
  readonly opsPerSecond: number;
  readonly iops: Cited;
  readonly mbps: Cited;
}

/** The single-mount-target, all-read rows of the edition's measurements, by READ size. */
function anchorsOf(edition: FssMountTargetEdition): { type: MountTargetType; anchors: Anchor[] } | null {
  const rows = edition.measurements.filter((m: FssMeasurement) => m.mountTargets === 1 && m.readPercent === 100);
  if (rows.length === 0) return null;
  const type = rows[0]!.mountTargetType;
  const cap = edition.mountTargets[type]?.backendIops;
  const anchors = rows
    .filter((m) => m.mountTargetType === type)
    .map((m) => {
      // A row within AT_CAP of Table 1 reached the cap (1 MiB: 391K against 400K): it shows no
      // lower ceiling than Table 1, so it anchors the fit at Table 1's figure.
      const atCap = cap !== undefined && m.iopsPerMountTarget.value >= cap.value * (1 - AT_CAP);
      const iops = atCap ? cap.value : m.iopsPerMountTarget.value;
      return {
        ioSizeKiB: m.ioSizeKiB,
        opsPerSecond: iops / readCost(m.ioSizeKiB, edition.opCosts),
        iops: atCap ? { ...m.iopsPerMountTarget, value: iops } : m.iopsPerMountTarget,
        mbps: m.throughputPerMountTargetMBps,
      };
    })
    .sort((a, b) => a.ioSizeKiB - b.ioSizeKiB);
  return { type, anchors };
}

const cache = new WeakMap<FssMountTargetEdition, ReturnType<typeof anchorsOf>>();

function measuredOf(edition: FssMountTargetEdition): ReturnType<typeof anchorsOf> {
  if (!cache.has(edition)) cache.set(edition, anchorsOf(edition));
  return cache.get(edition)!;
}

/** Seconds one READ of `ioSizeKiB` takes a mount target of the measured type: t = a + b × s, piecewise between anchors. */
function secondsPerRead(anchors: readonly Anchor[], ioSizeKiB: number): number {
  if (anchors.length === 1) return 1 / anchors[0]!.opsPerSecond;
  let i = 0;
  while (i < anchors.length - 2 && ioSizeKiB > anchors[i + 1]!.ioSizeKiB) i++;
  const lo = anchors[i]!;
  const hi = anchors[i + 1]!;
  const tLo = 1 / lo.opsPerSecond;
  const tHi = 1 / hi.opsPerSecond;
  const slope = (tHi - tLo) / (hi.ioSizeKiB - lo.ioSizeKiB);
  // Never below the fixed part: a smaller READ than the smallest measured never costs less than nothing.
  return Math.max(tLo + slope * (ioSizeKiB - lo.ioSizeKiB), Math.min(tLo, tHi) * 1e-3);
}

/** A measured figure for one mount target of `type`: the value, and the catalog figure it is built from with its basis. */
export interface MeasuredFigure {
  readonly value: number;
  readonly cited: Cited;
}

/**
 * The measured backend IOPS one mount target of `type` carries for READs of `readIoSizeKiB`, or
 * the note saying why the source gives none (Standard, an edition without measurements).
 */
export function measuredReadBackendIops(edition: FssMountTargetEdition, type: MountTargetType, readIoSizeKiB: number): MeasuredFigure | { note: FssBasisNote } {
  // Every count and type a plan tries asks the same figure: remember the latest few per edition.
  let byKey = figureCache.get(edition);
  if (!byKey) figureCache.set(edition, (byKey = new Map()));
  const key = `${type}|${readIoSizeKiB}`;
  const known = byKey.get(key);
  if (known) return known;
  if (byKey.size >= FIGURE_CACHE_SIZE) byKey.clear();
  const figure = readBackendIopsOf(edition, type, readIoSizeKiB);
  byKey.set(key, figure);
  return figure;
}

/** How many measured figures each edition remembers (types × READ sizes typed lately). */
const FIGURE_CACHE_SIZE = 64;
const figureCache = new WeakMap<FssMountTargetEdition, Map<string, MeasuredFigure | { note: FssBasisNote }>>();

function readBackendIopsOf(edition: FssMountTargetEdition, type: MountTargetType, readIoSizeKiB: number): MeasuredFigure | { note: FssBasisNote } {
  const m = measuredOf(edition);
  if (!m || m.anchors.length === 0) return { note: 'edition-unmeasured' };
  const spec = edition.mountTargets[type];
  const measuredSpec = edition.mountTargets[m.type];
  if (!spec || !measuredSpec || type === 'standard') return { note: 'type-unmeasured' };
  const exact = m.anchors.find((a) => a.ioSizeKiB === readIoSizeKiB);
  // At a measured size, the printed figure itself; elsewhere the fitted time per READ.
  const onMeasured = exact ? exact.iops.value : finite(readCost(readIoSizeKiB, edition.opCosts) / secondsPerRead(m.anchors, readIoSizeKiB));
  const base = exact?.iops ?? m.anchors[0]!.iops;
  if (type === m.type) {
    const basis: Basis = exact ? 'measured' : 'extrapolated';
    return { value: onMeasured, cited: refigured(base, onMeasured, basis) };
  }
  // Another HPMT type: the same fraction of its own Table 1 figure.
  const value = finite((onMeasured / measuredSpec.backendIops.value) * spec.backendIops.value);
  return { value, cited: refigured(base, value, 'derived') };
}

/**
 * The measured read bandwidth of one mount target of `type` (the largest measured READ size's
 * throughput per mount target; another HPMT type by the same fraction of its Table 1 figure), or
 * null where the source gives none.
 */
export function measuredReadMBps(edition: FssMountTargetEdition, type: MountTargetType): MeasuredFigure | null {
  let byType = mbpsCache.get(edition);
  if (!byType) mbpsCache.set(edition, (byType = new Map()));
  if (!byType.has(type)) byType.set(type, readMBpsOf(edition, type));
  return byType.get(type)!;
}

const mbpsCache = new WeakMap<FssMountTargetEdition, Map<MountTargetType, MeasuredFigure | null>>();

function readMBpsOf(edition: FssMountTargetEdition, type: MountTargetType): MeasuredFigure | null {
  const m = measuredOf(edition);
  const spec = edition.mountTargets[type];
  const measuredSpec = m ? edition.mountTargets[m.type] : undefined;
  if (!m || m.anchors.length === 0 || !spec || !measuredSpec || type === 'standard') return null;
  const largest = m.anchors[m.anchors.length - 1]!;
  if (type === m.type) return { value: largest.mbps.value, cited: largest.mbps };
  const value = finite((largest.mbps.value / measuredSpec.readMBps.value) * spec.readMBps.value);
  return { value, cited: refigured(largest.mbps, value, 'derived') };
}
