/**
 * Dense I/O by read/write mix: front-end IOPS of each shape from 0% to 100% read, on the SLA
 * floor and on the typical figures, after the chosen RAID level's write penalty. Each typical
 * point carries its basis (measured, SLA or extrapolated).
 */
import { carriesIn, dioRequirementOf, type CompareResult } from '../compare/index.ts';
import { dioEdition, dioIoFactor, frontEndIops, raidLayout, slaIops, typicalIops, type IopsBasis } from '../dio/index.ts';
import type { CompareScenario, RaidLevel } from '../scenario/schema.ts';
import { seriesKey, type CurveRow } from './grid.ts';

export const READ_PERCENT_STEP = 5;

export interface DioShapeSeries {
  readonly id: string;
  readonly slaKey: string;
  readonly typicalKey: string;
  readonly basisKey: string;
  readonly drives: number;
  readonly writePenalty: number;
  readonly generation: 'current' | 'previous';
}

export interface DioMixCurve {
  readonly catalog: string;
  readonly raid: RaidLevel;
  readonly shapes: readonly DioShapeSeries[];
  /** Shapes the RAID level cannot be built on (too few or an odd number of drives), with their drive count. */
  readonly excluded: readonly { readonly id: string; readonly drives: number }[];
  /** One row per read percent: `readPercent`, then each shape's SLA and typical IOPS and basis. */
  readonly rows: readonly CurveRow[];
  readonly required: { readonly readPercent: number; readonly iops: number };
  /** The workload's I/O size, KiB, and the 4 KiB operations one I/O counts as (`dioIoFactor`): the curves are at that size. */
  readonly ioSizeKiB: number;
  readonly ioFactor: number;
  readonly recommendedShape: string | null;
  /** Whether the planned shape carries the requirement (when not, it is the closest design). */
  readonly recommendedCarries: boolean;
  /** The planned shape is the one the user chose on the chart (weighed in place of the recommendation). */
  readonly recommendedChosen: boolean;
}

/**
 * Dense I/O front-end IOPS by read share, 0 to 100% in steps of `READ_PERCENT_STEP`, for each
 * shape of the edition that the RAID level (the recommended design's, else the requirement's,
 * else RAID 0) can be built on: raw IOPS / (read share + write share x write penalty)
 * (`frontEndIops`), on the SLA floor and on the typical figure with its basis, at the workload's
 * I/O size (over 4 KiB, divided by `dioIoFactor`, as the plan weighs them). Null when the
 * edition is unknown. Sources: the edition's shape table and the RAID catalog.
 */
export function dioMixCurve(scenario: CompareScenario, result?: CompareResult): DioMixCurve | null {
  const edition = dioEdition(result?.catalogs.denseIo ?? scenario.catalogs?.denseIo);
  if (!edition) return null;
  const req = dioRequirementOf(scenario.requirement);
  const raid: RaidLevel = result?.denseIo.design.raid ?? req.raid ?? '0';
  const shapes: DioShapeSeries[] = [];
  const excluded: { id: string; drives: number }[] = [];
  const floors: number[] = [];
  for (const shape of edition.shapes) {
    const layout = raidLayout(raid, shape.drives.value);
    if (!layout.valid) {
      excluded.push({ id: shape.id, drives: shape.drives.value });
      continue;
    }
    floors.push(slaIops(shape).iops);
    shapes.push({
      id: shape.id,
      slaKey: seriesKey('sla', shape.id),
      typicalKey: seriesKey('typical', shape.id),
      basisKey: seriesKey('basis', shape.id),
      drives: shape.drives.value,
      writePenalty: layout.writePenalty,
      generation: shape.generation,
    });
  }
  const byId = new Map(edition.shapes.map((s) => [s.id, s]));
  const rows: CurveRow[] = [];
  // At the workload's I/O size, as the plan weighs them: the 4 KiB figures held to the bytes they move.
  const ioFactor = dioIoFactor(req.ioSizeKiB);
  for (let readPercent = 0; readPercent <= 100; readPercent += READ_PERCENT_STEP) {
    const row: Record<string, number | string> = { readPercent };
    // Front-end IOPS are linear in the raw figure, raw / (read + write x penalty): one factor per penalty.
    const factors = new Map<number, number>();
    shapes.forEach((s, i) => {
      let perRaw = factors.get(s.writePenalty);
      if (perRaw === undefined) {
        perRaw = frontEndIops(1, readPercent, s.writePenalty) / ioFactor;
        factors.set(s.writePenalty, perRaw);
      }
      const typical = typicalIops(byId.get(s.id)!, readPercent);
      row[s.slaKey] = floors[i]! * perRaw;
      row[s.typicalKey] = typical.iops * perRaw;
      row[s.basisKey] = typical.basis satisfies IopsBasis;
    });
    rows.push(row);
  }
  return {
    catalog: edition.id,
    raid,
    shapes,
    excluded,
    rows,
    required: { readPercent: req.readPercent, iops: req.iops },
    ioSizeKiB: req.ioSizeKiB,
    ioFactor,
    recommendedShape: result?.denseIo.design.shape ?? null,
    recommendedCarries: result ? carriesIn(result, 'dense-io') : false,
    recommendedChosen: result?.chosen?.includes('dense-io') ?? false,
  };
}
