/**
 * Block Volume scaling: what one volume of each performance level delivers at the
 * requirement's I/O size, by volume size, on a log-spaced grid that includes each level's
 * knees (where the IOPS cap and the throughput cap start).
 */
import { bvEdition } from '../bv/index.ts';
import { PRINTED_8K_KIB, printed8KAt, printed8KOverrides, printed8KShares, sizeForOps, throughputCap, volumeOps } from '../bv/index.ts';
import { bvRequirementOf, carriesIn, type CompareResult } from '../compare/index.ts';
import type { CompareScenario } from '../scenario/schema.ts';
import { kbpsToMBps, mbpsToOps, opsToMBps } from '../units.ts';
import { roundSig, seriesKey, withPoints, type CurveRow } from './grid.ts';

export interface BvLevelSeries {
  /** The performance level's catalog id (`balanced`, `higher-performance`, `uhp-30` …). */
  readonly id: string;
  readonly iopsKey: string;
  readonly mbpsKey: string;
  /** Size at which this level's IOPS and throughput stop growing at this I/O size, GB. */
  readonly kneeGB: number;
  /** Per-volume IOPS and MB/s from the knee on. */
  readonly ceilingIops: number;
  readonly ceilingMBps: number;
}

export interface BvScalingCurve {
  readonly catalog: string;
  readonly ioSizeKiB: number;
  readonly minGB: number;
  readonly maxGB: number;
  readonly levels: readonly BvLevelSeries[];
  /** One row per volume size: `sizeGB`, then each level's per-volume IOPS and MB/s. */
  readonly rows: readonly CurveRow[];
  /** The whole requirement (every volume together). */
  readonly required: { readonly iops: number; readonly throughputMBps: number };
  /** The recommended design, and its per-volume figures at its size. */
  readonly recommended: {
    readonly levelId: string;
    readonly volumes: number;
    readonly sizeGB: number;
    readonly perVolumeIops: number;
    readonly perVolumeMBps: number;
    /** Whether it carries the requirement (when not, it is the closest design). */
    readonly carries: boolean;
    /** The user chose it on the chart (weighed in place of the recommendation). */
    readonly chosen: boolean;
  } | null;
}

/** Sizes doubling from the minimum (50, 100, 200 ... GB) up to the maximum, both included (the catalog's sizes; at most 64 points). */
function doublingGrid(minGB: number, maxGB: number): number[] {
  const out: number[] = [];
  for (let s = minGB; s > 0 && s < maxGB && out.length < 64; s *= 2) out.push(s);
  out.push(maxGB);
  return out;
}

/**
 * Block Volume performance by volume size, one series per performance level of the edition
 * (the result's, else the scenario's), at the requirement's I/O size over iSCSI. Per volume:
 * IOPS = min(size GB x IOPS per GB, IOPS cap, throughput cap / I/O size) (`volumeOps`), at
 * 8 KiB held to the edition's printed 8 KB figures where they are lower (at the row's size and
 * every smaller one: a bigger volume never performs worse); MB/s = IOPS x I/O size. Null when
 * the edition is unknown. Source: the edition's level table and size tables.
 */
export function bvScalingCurve(scenario: CompareScenario, result?: CompareResult): BvScalingCurve | null {
  const edition = bvEdition(result?.catalogs.blockVolume ?? scenario.catalogs?.blockVolume);
  if (!edition) return null;
  const req = bvRequirementOf(scenario.requirement);
  const io = req.ioSizeKiB;
  const minGB = edition.minVolumeGB.value;
  const maxGB = edition.maxVolumeGB.value;

  const levels: BvLevelSeries[] = edition.levels.map((level) => {
    // What the largest volume gives (a bigger volume never gives less), and the smallest size
    // that gives it: at 8 KiB a printed 8 KB figure can hold the ceiling lower (`volumeOps`).
    const ceilingOps = volumeOps(level, maxGB, io, 'iscsi');
    const opsPerGB = Math.min(level.iopsPerGB.value, mbpsToOps(kbpsToMBps(level.kbpsPerGB.value), io));
    const held = io === PRINTED_8K_KIB ? printed8KOverrides(level).filter((p) => mbpsToOps(p.printed.value, io) < ceilingOps * (1 - 1e-12)) : [];
    // Held to a share of the rule at the largest size, the curve stops growing where the rule does.
    const ruleCeilingOps = Math.min(level.maxIopsPerVolume.value, mbpsToOps(level.maxMBpsPerVolume.value, io));
    const byShare = printed8KAt(level, maxGB, io)?.share !== undefined && opsPerGB > 0 ? ruleCeilingOps / opsPerGB : 0;
    const reach = Math.max(opsPerGB > 0 ? ceilingOps / opsPerGB : maxGB, byShare, ...held.map((p) => p.toGB + 1));
    // A row whose share holds the sizes below it moves the knee to that row (the planner's own inverse says where).
    const whole = ceilingOps > 0 ? sizeForOps(level, ceilingOps * (1 - 1e-9), io, 'iscsi') : reach;
    const knee = whole > Math.ceil(reach - 1e-9) ? whole : reach;
    return {
      id: level.id,
      iopsKey: seriesKey('iops', level.id),
      mbpsKey: seriesKey('mbps', level.id),
      kneeGB: Math.min(maxGB, knee),
      ceilingIops: ceilingOps,
      ceilingMBps: opsToMBps(ceilingOps, io),
    };
  });
  // Each printed 8 KB row that holds a level lower is a step: its upper end and the next GB; and
  // where a row's share of the rule starts to hold, the GB before it and the row itself.
  const steps =
    io === PRINTED_8K_KIB
      ? edition.levels.flatMap((level) => [
          ...printed8KOverrides(level).flatMap((p) => [p.toGB, p.toGB + 1]),
          ...printed8KShares(level).flatMap((p) => (p.share < 1 ? [p.fromGB - 1, p.fromGB] : [])),
        ])
      : [];
  const knees = edition.levels.flatMap((level, i) => [
    level.maxIopsPerVolume.value / level.iopsPerGB.value,
    throughputCap(level, io).mbps / kbpsToMBps(level.kbpsPerGB.value),
    levels[i]!.kneeGB,
    ...steps,
  ]);
  const rec = result?.blockVolume.design;
  const sizes = withPoints(doublingGrid(minGB, maxGB), [...knees.map((k) => roundSig(k, 6)), ...(rec ? [rec.volumeSizeGB] : [])], minGB, maxGB);

  const rows: CurveRow[] = sizes.map((sizeGB) => {
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
    recommended:
      rec && evaluation
        ? {
            levelId: rec.performanceLevel,
            volumes: rec.volumes,
            sizeGB: rec.volumeSizeGB,
            perVolumeIops: evaluation.perVolumeIops,
            perVolumeMBps: evaluation.perVolumeMBps,
            carries: result ? carriesIn(result, 'block-volume') : false,
            chosen: result?.chosen?.includes('block-volume') ?? false,
          }
        : null,
  };
}
