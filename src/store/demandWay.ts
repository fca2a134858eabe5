/**
 * The demand one way or the other: read and write fields, or totals and a read share (the
 * engine's `demand.ts` defines both and plans them the same). Switching converts the figures;
 * a split whose MB/s and IOPS have different read shares has no single share, and stays split.
 */
import { compare, type CompareRequirement } from '../engine/index.ts';
import type { DemandWay } from './contract.ts';
import { cleanFloat } from './fieldText.ts';

export const SPLIT_DEMAND_FIELDS = ['readMBps', 'writeMBps', 'readIops', 'writeIops'] as const;
export const TOTAL_DEMAND_FIELDS = ['totalMBps', 'totalIops', 'readSharePercent'] as const;

/** The demand fields the form shows for a way. */
export function demandFieldsOf(way: DemandWay): readonly string[] {
  return way === 'total' ? TOTAL_DEMAND_FIELDS : SPLIT_DEMAND_FIELDS;
}

export type Converted =
  | { readonly ok: true; readonly requirement: CompareRequirement }
  | { readonly ok: false; readonly mbpsSharePercent: number; readonly iopsSharePercent: number };

interface Pair {
  readonly total: number;
  readonly sharePercent: number | undefined;
}

function pair(read: number | undefined, write: number | undefined): Pair | undefined {
  if (read === undefined && write === undefined) return undefined;
  const total = (read ?? 0) + (write ?? 0);
  return { total, sharePercent: total > 0 ? (100 * (read ?? 0)) / total : undefined };
}

/** A requirement with its demand stated `way`; the same figures, never a lost one. */
export function convertDemand(r: CompareRequirement, way: DemandWay): Converted {
  if (way === 'split') {
    const split = compare.splitDemand(r);
    if (split === r) return { ok: true, requirement: r };
    const out: Record<string, unknown> = { ...split };
    for (const k of SPLIT_DEMAND_FIELDS) if (typeof out[k] === 'number') out[k] = cleanFloat(out[k] as number);
    return { ok: true, requirement: out as CompareRequirement };
  }
  if (compare.demandWayOf(r) === 'total') return { ok: true, requirement: r };
  const { readMBps, writeMBps, readIops, writeIops, ...rest } = r;
  const mbps = pair(readMBps, writeMBps);
  const iops = pair(readIops, writeIops);
  const a = mbps?.sharePercent;
  const b = iops?.sharePercent;
  if (a !== undefined && b !== undefined && Math.abs(a - b) > 1e-9) {
    return { ok: false, mbpsSharePercent: cleanFloat(a), iopsSharePercent: cleanFloat(b) };
  }
  // Nothing asked: no total, and no share to keep. A total of nothing reads 100% (any share splits 0 into 0 and 0).
  const share = a ?? b ?? (mbps || iops ? 100 : undefined);
  return {
    ok: true,
    requirement: {
      ...rest,
      ...(mbps ? { totalMBps: cleanFloat(mbps.total) } : {}),
      ...(iops ? { totalIops: cleanFloat(iops.total) } : {}),
      ...(share !== undefined ? { readSharePercent: share } : {}),
    },
  };
}
