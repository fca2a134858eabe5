/**
 * File Storage scaling: what 1..N mount targets of each type deliver at saturation for the
 * requirement's workload shape, the requirement, the recommended design and the paper's
 * published measurements. For the 2019 capacity-scaled edition, throughput against stored TB.
 */
import { fssEditions, mountTargetTypes, type MountTargetType } from '../../catalog/index.ts';
import { carriesIn, fssRequirementOf, type CompareResult } from '../compare/index.ts';
import { evaluateFss2019 } from '../fss/index.ts';
import { deliverMountTargets } from '../fss/index.ts';
import { loadFigures } from '../fss/index.ts';
import { loadFromRequirement, mountTargetEdition } from '../fss/index.ts';
import type { CompareScenario } from '../scenario/schema.ts';
import { GB_PER_TB, opsToMBps } from '../units.ts';
import { logGrid, roundSig, seriesKey, withPoints, type CurveRow } from './grid.ts';

/**
 * Up to this many mount targets every count is drawn; beyond it, 1..8 and a log-spaced subset.
 * Delivery is piecewise linear in the count (affine limits, constant client limits), so
 * straight lines between the points drawn lose nothing but the exact corner.
 */
const DENSE_COUNT_LIMIT = 16;

export interface FssTypeSeries {
  readonly type: MountTargetType;
  /** Row keys of this type's delivered throughput (MB/s) and backend IOPS. */
  readonly throughputKey: string;
  readonly iopsKey: string;
}

export interface FssMeasuredPoint {
  readonly type: MountTargetType;
  readonly mountTargets: number;
  readonly ioSizeKiB: number;
  readonly readPercent: number;
  readonly clients: number;
  readonly throughputMBps: number;
  readonly backendIops: number;
}

export interface FssMountTargetCurve {
  readonly kind: 'mount-target';
  readonly catalog: string;
  readonly types: readonly FssTypeSeries[];
  /** One row per mount-target count: `mountTargets`, then each type's throughput and backend IOPS. */
  readonly rows: readonly CurveRow[];
  readonly maxMountTargets: number;
  /** What the requirement asks: read + write MB/s and backend IOPS (data and metadata). */
  readonly required: { readonly throughputMBps: number; readonly backendIops: number };
  /** The design planned (`carries`: whether it carries the requirement; when not, it is the closest design). */
  readonly recommended: {
    readonly type: MountTargetType;
    readonly mountTargets: number;
    readonly throughputMBps: number;
    readonly backendIops: number;
    readonly carries: boolean;
    /** The user chose it on the chart (it is weighed in place of the recommendation). */
    readonly chosen: boolean;
  } | null;
  /** The edition's measurements of this workload's shape (I/O size and mostly reads), drawn on the chart. */
  readonly measurements: readonly FssMeasuredPoint[];
  /** Whether the edition publishes measurements at all (of any shape). */
  readonly publishesMeasurements: boolean;
}

export interface FssDeckRow {
  readonly capacityTB: number;
  readonly readMBps: number;
  readonly writeMBps: number;
  readonly readIops: number;
}

export interface FssCapacityCurve {
  readonly kind: 'capacity-scaled';
  readonly catalog: 'fss-2019-10';
  /** One row per stored capacity: `capacityTB`, `throughputMBps`, `readMBps`, `writeMBps`. */
  readonly rows: readonly CurveRow[];
  readonly required: { readonly throughputMBps: number };
  readonly recommended: { readonly capacityTB: number; readonly throughputMBps: number; readonly carries: boolean } | null;
  /** The deck's table (1, 10, 100 TB), per direction. */
  readonly deckRows: readonly FssDeckRow[];
}

export type FssScalingCurve = FssMountTargetCurve | FssCapacityCurve;

/** Mount-target counts to draw: every count up to 16, a log-spaced subset beyond, always `must`. */
export function mountTargetCounts(max: number, must: readonly number[]): number[] {
  if (max <= DENSE_COUNT_LIMIT) return Array.from({ length: max }, (_, i) => i + 1);
  const dense = Array.from({ length: 8 }, (_, i) => i + 1);
  const sparse = logGrid(8, max, 4).map((v) => Math.round(v));
  return withPoints([...dense, ...sparse], must, 1, max);
}

/**
 * File Storage delivery by mount-target count, one series per mount-target type of the
 * result's edition, for the requirement's workload shape: throughput (MB/s) and backend IOPS
 * that N mount targets deliver at saturation (`deliverMountTargets`, the model the planner
 * sizes with), from 1 to max(8, 2 x the recommended count). With the requirement, the
 * recommended design and the edition's measurements of the same shape. For the capacity-scaled
 * fss-2019-10 edition, throughput by stored TB instead. Sources: the edition's limit table,
 * Table 2 (operation costs), the measurement tables.
 */
export function fssScalingCurve(scenario: CompareScenario, result: CompareResult): FssScalingCurve {
  const catalog = result.catalogs.fileStorage;
  const requirement = fssRequirementOf(scenario.requirement);
  const edition = mountTargetEdition(catalog);
  if (!edition) return capacityScaling(scenario, result);

  const load = loadFromRequirement(requirement);
  const need = loadFigures(load, edition);
  const design = 'mountTargetType' in result.fileStorage.design ? result.fileStorage.design : null;
  const evaluation = result.fileStorage.evaluation;
  const recommended = design
    ? {
        type: design.mountTargetType,
        mountTargets: design.mountTargets,
        throughputMBps: evaluation.throughputMBps,
        backendIops: 'backendIops' in evaluation ? evaluation.backendIops : 0,
        carries: carriesIn(result, 'file-storage'),
        chosen: result.chosen?.includes('file-storage') ?? false,
      }
    : null;
  const maxMountTargets = Math.max(8, 2 * (recommended?.mountTargets ?? 0));
  const counts = mountTargetCounts(maxMountTargets, recommended ? [recommended.mountTargets] : []);
  const types: FssTypeSeries[] = mountTargetTypes
    .filter((t) => edition.mountTargets[t])
    .map((type) => ({
      type,
      throughputKey: seriesKey('mbps', type),
      iopsKey: seriesKey('iops', type),
    }));
  const rows: CurveRow[] = counts.map((n) => {
    const row: Record<string, number> = { mountTargets: n };
    for (const s of types) {
      const d = deliverMountTargets(load, edition, s.type, n);
      row[s.throughputKey] = d.throughputMBps;
      row[s.iopsKey] = d.backendIops;
    }
    return row;
  });
  // A measurement sits beside a workload of its shape only: the same read I/O size, and (like
  // the paper's tests) reads at least 90% of the data operations.
  const dataOps = load.readOps + load.writeOps;
  const readShare = dataOps > 0 ? load.readOps / dataOps : 1;
  const sameShape = (m: (typeof edition.measurements)[number]) => m.ioSizeKiB === load.readIoSizeKiB && Math.abs(readShare * 100 - m.readPercent) <= 10;
  const measurements: FssMeasuredPoint[] = edition.measurements
    .filter((m) => edition.mountTargets[m.mountTargetType] && sameShape(m))
    .map((m) => ({
      type: m.mountTargetType,
      mountTargets: m.mountTargets,
      ioSizeKiB: m.ioSizeKiB,
      readPercent: m.readPercent,
      clients: m.clients,
      throughputMBps: m.totalThroughputMBps.value,
      backendIops: m.totalIops.value,
    }));
  return {
    kind: 'mount-target',
    catalog: edition.id,
    types,
    rows,
    maxMountTargets,
    required: { throughputMBps: need.readMBps + need.writeMBps, backendIops: need.backendIops },
    recommended,
    measurements,
    publishesMeasurements: edition.measurements.length > 0,
  };
}

/** The 2019 model: performance grows with the data stored; throughput against stored TB. */
function capacityScaling(scenario: CompareScenario, result: CompareResult): FssCapacityCurve {
  const requirement = fssRequirementOf(scenario.requirement);
  const load = loadFromRequirement(requirement);
  const totalOps = load.readOps + load.writeOps;
  const workload = {
    readPercent: totalOps > 0 ? (100 * load.readOps) / totalOps : 100,
    ioSizeKiB: requirement.ioSizeKiB,
    readIoSizeKiB: load.readIoSizeKiB,
    writeIoSizeKiB: load.writeIoSizeKiB,
  };
  const design = 'capacityGB' in result.fileStorage.design ? result.fileStorage.design : null;
  const recommended = design
    ? { capacityTB: design.capacityGB / GB_PER_TB, throughputMBps: result.fileStorage.evaluation.throughputMBps, carries: carriesIn(result, 'file-storage') }
    : null;
  const minTB = Math.min(1, recommended ? recommended.capacityTB / 2 : 1);
  const maxTB = Math.max(100, recommended ? recommended.capacityTB * 2 : 0);
  const deck = fssEditions['fss-2019-10'];
  const deckRows: FssDeckRow[] =
    deck.kind === 'capacity-scaled'
      ? deck.rows.map((r) => ({ capacityTB: r.capacityTB, readMBps: r.readMBps.value, writeMBps: r.writeMBps.value, readIops: r.readIops.value }))
      : [];
  const grid = withPoints(logGrid(minTB, maxTB, 4), [...deckRows.map((r) => r.capacityTB), ...(recommended ? [recommended.capacityTB] : [])], minTB, maxTB);
  const rows: CurveRow[] = grid.map((tb) => {
    const e = evaluateFss2019(tb * GB_PER_TB, workload);
    return { capacityTB: roundSig(tb, 6), throughputMBps: e.throughputMBps, readMBps: e.readMBps, writeMBps: e.writeMBps };
  });
  return {
    kind: 'capacity-scaled',
    catalog: 'fss-2019-10',
    rows,
    required: { throughputMBps: opsToMBps(load.readOps, load.readIoSizeKiB) + opsToMBps(load.writeOps, load.writeIoSizeKiB) },
    recommended,
    deckRows,
  };
}
