/**
 * Block Volume scaling: what one volume of each performance level delivers at the
 * requirement's I/O size, by volume size, on a log-spaced grid that includes each level's
 * knees (where the IOPS cap and the throughput cap start).
 */
import {
  bvEdition,
  bvRequirementOf,
  mbpsToOps,
  opsToMBps,
  throughputCap,
  volumeIopsCap,
  volumeOps,
  type CompareResult,
  type CompareScenario,
} from '../../../engine/index.ts';
import { roundSig, seriesKey, withPoints, type ChartRow } from './grid.ts';

export interface BvLevelSeries {
  readonly id: string;
  readonly name: string;
  readonly iopsKey: string;
  readonly mbpsKey: string;
  /** Size at which this level's IOPS and throughput stop growing at this I/O size, GB. */
  readonly kneeGB: number;
  /** Per-volume IOPS and MB/s from the knee on. */
  readonly ceilingIops: number;
  readonly ceilingMBps: number;
}

export interface BvScalingData {
  readonly catalog: string;
  readonly ioSizeKiB: number;
  readonly minGB: number;
  readonly maxGB: number;
  readonly levels: readonly BvLevelSeries[];
  /** One row per volume size: `sizeGB`, then each level's per-volume IOPS and MB/s. */
  readonly rows: readonly ChartRow[];
  /** The whole requirement (every volume together). */
  readonly required: { readonly iops: number; readonly throughputMBps: number };
  /** The recommended design, and its per-volume figures at its size. */
  readonly recommended: {
    readonly levelId: string;
    readonly volumes: number;
    readonly sizeGB: number;
    readonly perVolumeIops: number;
    readonly perVolumeMBps: number;
  } | null;
}

/** Sizes doubling from the minimum (50, 100, 200 ... GB) up to the maximum, both included. */
function doublingGrid(minGB: number, maxGB: number): number[] {
  const out: number[] = [];
  for (let s = minGB; s < maxGB; s *= 2) out.push(s);
  out.push(maxGB);
  return out;
}

export function bvScaling(scenario: CompareScenario, result?: CompareResult): BvScalingData | null {
  const edition = bvEdition(result?.catalogs.blockVolume ?? scenario.catalogs?.blockVolume);
  if (!edition) return null;
  const req = bvRequirementOf(scenario.requirement);
  const io = req.ioSizeKiB;
  const minGB = edition.minVolumeGB.value;
  const maxGB = edition.maxVolumeGB.value;

  const levels: BvLevelSeries[] = edition.levels.map((level) => {
    const capMBps = throughputCap(level, io).mbps;
    const maxIops = volumeIopsCap(level, Number.MAX_SAFE_INTEGER, 'iscsi');
    const ceilingOps = Math.min(maxIops, mbpsToOps(capMBps, io));
    // KB/s per GB is decimal: 480 KB/s per GB is 0.48 MB/s per GB.
    const opsPerGB = Math.min(level.iopsPerGB.value, mbpsToOps(level.kbpsPerGB.value / 1000, io));
    return {
      id: level.id,
      name: level.name,
      iopsKey: seriesKey('iops', level.id),
      mbpsKey: seriesKey('mbps', level.id),
      kneeGB: opsPerGB > 0 ? ceilingOps / opsPerGB : maxGB,
      ceilingIops: ceilingOps,
      ceilingMBps: opsToMBps(ceilingOps, io),
    };
  });
  const knees = edition.levels.flatMap((level, i) => [
    level.maxIopsPerVolume.value / level.iopsPerGB.value,
    (throughputCap(level, io).mbps * 1000) / level.kbpsPerGB.value,
    levels[i]!.kneeGB,
  ]);
  const rec = result?.blockVolume.design;
  const sizes = withPoints(doublingGrid(minGB, maxGB), [...knees.map((k) => roundSig(k, 6)), ...(rec ? [rec.volumeSizeGB] : [])], minGB, maxGB);

  const rows: ChartRow[] = sizes.map((sizeGB) => {
    const row: Record<string, number> = { sizeGB };
    edition.levels.forEach((level, i) => {
      const ops = volumeOps(level, sizeGB, io, 'iscsi');
      row[levels[i]!.iopsKey] = ops;
      row[levels[i]!.mbpsKey] = opsToMBps(ops, io);
    });
    return row;
  });

  const evaluation = result?.blockVolume.evaluation;
  return {
    catalog: edition.id,
    ioSizeKiB: io,
    minGB,
    maxGB,
    levels,
    rows,
    required: { iops: req.iops ?? 0, throughputMBps: opsToMBps(req.iops ?? 0, io) },
    recommended: rec && evaluation
      ? { levelId: rec.performanceLevel, volumes: rec.volumes, sizeGB: rec.volumeSizeGB, perVolumeIops: evaluation.perVolumeIops, perVolumeMBps: evaluation.perVolumeMBps }
      : null,
  };
}
