/**
 * File Storage with Lustre: aggregate throughput against capacity, one series per performance
 * tier, over the capacities the service allows (the catalog's minimum and step rules), with
 * the requirement and the recommended design.
 */
import type { LustreTier } from '../../catalog/lustre.ts';
import { carriesIn, type CompareResult } from '../compare/index.ts';
import { capacityStepAt, capacityStepAtLeast, lustreEdition, tierThroughputMBps } from '../lustre/index.ts';
import { tibToGB } from '../units.ts';
import { seriesKey, type CurveRow } from './grid.ts';

export interface LustreTierSeries {
  readonly tier: LustreTier;
  /** Row key of this tier's MB/s. */
  readonly mbpsKey: string;
}

export interface LustreTierCurve {
  readonly catalog: string;
  readonly tiers: readonly LustreTierSeries[];
  /**
   * One row per capacity drawn: `capacityGB` (decimal), `capacityTiB` (as the console offers
   * it), `step` (its index on the ladder), then each tier's MB/s.
   */
  readonly rows: readonly CurveRow[];
  /** Every `stride`-th step is drawn (1 = all); the recommended step is always drawn. */
  readonly stride: number;
  /** MB/s asked (reads and writes), and the same divided by the target utilization. */
  readonly required: { readonly mbps: number; readonly atTargetMBps: number; readonly targetUtilizationPercent: number };
  /** The design planned (`carries`: whether it carries the requirement; when not, it is the closest design). */
  readonly recommended: {
    readonly tier: LustreTier;
    readonly capacityGB: number;
    readonly capacityTiB: number;
    readonly mbps: number;
    readonly carries: boolean;
    /** The user chose it on the chart (weighed in place of the recommendation). */
    readonly chosen: boolean;
  };
}

/** At most this many capacities are drawn; longer ladders are thinned to every n-th step. */
export const LUSTRE_CURVE_MAX_ROWS = 60;
/** Steps beyond the recommended one, so the chart shows what growing would bring. */
const STEPS_BEYOND = 4;

/**
 * Throughput of each tier at each valid capacity: tier MB/s per TB × capacity in decimal TB
 * (`tierThroughputMBps`; the tiers as the API names them, S-LFSCLI), on the capacity ladder
 * (S-LFSCAP, `capacityStepAt`) from the minimum to a few steps past the larger of the
 * recommended capacity and the largest small step. Pure: numbers and ids only.
 */
export function lustreTierCurve(result: CompareResult): LustreTierCurve {
  const edition = lustreEdition(result.catalogs.lustre);
  const plan = result.lustre;
  const rec = plan.design;
  const recStep = capacityStepAtLeast(edition, rec.capacityGB);
  const breakStep = capacityStepAtLeast(edition, tibToGB(edition.stepBreakTiB.value));
  const lastIndex = Math.max(recStep.index, breakStep.index) + STEPS_BEYOND;
  const stride = Math.max(1, Math.ceil((lastIndex + 1) / LUSTRE_CURVE_MAX_ROWS));
  const indices = new Set<number>();
  for (let i = 0; i <= lastIndex; i += stride) indices.add(i);
  indices.add(lastIndex);
  indices.add(recStep.index);
  const tiers: LustreTierSeries[] = edition.tiers.map((t) => ({ tier: t.tier, mbpsKey: seriesKey('mbps', String(t.tier)) }));
  const rows: CurveRow[] = [...indices]
    .sort((a, b) => a - b)
    .map((i) => {
      const step = capacityStepAt(edition, i);
      const row: Record<string, number> = { capacityGB: step.capacityGB, capacityTiB: step.capacityTiB, step: i };
      for (const s of tiers) row[s.mbpsKey] = tierThroughputMBps(s.tier, step.capacityGB);
      return row;
    });
  const u = plan.targetUtilizationPercent;
  return {
    catalog: edition.id,
    tiers,
    rows,
    stride,
    required: { mbps: plan.requiredMBps, atTargetMBps: plan.requiredMBps / (u / 100), targetUtilizationPercent: u },
    recommended: {
      tier: rec.performanceTierMBpsPerTB,
      capacityGB: rec.capacityGB,
      capacityTiB: rec.capacityTiB,
      mbps: tierThroughputMBps(rec.performanceTierMBpsPerTB, rec.capacityGB),
      carries: carriesIn(result, 'lustre'),
      chosen: result.chosen?.includes('lustre') ?? false,
    },
  };
}
