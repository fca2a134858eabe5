/**
 * The requirement of a month: today's, grown by the scenario's `growth`. Yearly rates compound
 * and apply monthly as (1 + r)^(m / 12); fixed monthly amounts add m times; a step adds its
 * amounts from its month on. Every figure stays within the scenario's own bounds (zero to the
 * schema's maximum), so a month's requirement is one the planners accept: never NaN, never
 * below zero, and a month held at a bound says so (`clamped`).
 */
import { compareOps, splitDemand } from '../scenario/demand.ts';
import { MAX_CAPACITY_GB, MAX_MBPS, MAX_OPS, MIN_CAPACITY_GB, MIN_MBPS, MIN_OPS } from '../scenario/fields.ts';
import { DEFAULT_HORIZON_MONTHS, type Growth } from '../scenario/growth.ts';
import type { CompareRequirement } from '../scenario/schema.ts';

/** What a month asks, in the requirement's own units (the split way: reads and writes apart). */
export interface MonthDemand {
  readonly month: number;
  readonly capacityGB: number;
  readonly readMBps: number;
  readonly writeMBps: number;
  readonly readIops: number;
  readonly writeIops: number;
  /** Metadata operations per second, all kinds together. */
  readonly metadataOpsPerSecond: number;
  /** True when a figure was held at the schema's bound (zero or its maximum). */
  readonly clamped: boolean;
}

/** The horizon a growth asks for, months (36 when it does not say). */
export function horizonOf(g: Growth | undefined): number {
  return g?.horizonMonths ?? DEFAULT_HORIZON_MONTHS;
}

/** Whether any figure of the growth can change the requirement. */
export function grows(g: Growth | undefined): boolean {
  if (!g) return false;
  return (
    (g.capacityPercentPerYear ?? 0) !== 0 ||
    (g.performancePercentPerYear ?? 0) !== 0 ||
    (g.capacityGBPerMonth ?? 0) !== 0 ||
    (g.mbpsPerMonth ?? 0) !== 0 ||
    (g.iopsPerMonth ?? 0) !== 0 ||
    (g.steps ?? []).some((s) => (s.capacityGB ?? 0) + (s.readMBps ?? 0) + (s.writeMBps ?? 0) + (s.iops ?? 0) > 0)
  );
}

/** (1 + percent / 100)^(month / 12): the compounded factor of a yearly rate after `month` months. */
export function factorAt(percentPerYear: number | undefined, month: number): number {
  return Math.pow(1 + (percentPerYear ?? 0) / 100, month / 12);
}

/** Zero, or from the schema's smallest meaningful figure to its largest (`fields.ts`); a figure held differs from the one given. */
function bound(v: number, max: number, floor: number): number {
  return !Number.isFinite(v) ? max : v <= 0 ? 0 : Math.min(max, Math.max(floor, v));
}

const sum = (o: Readonly<Record<string, number | undefined>> | undefined) => Object.values(o ?? {}).reduce<number>((s, v) => s + (v ?? 0), 0);

/**
 * The demand of every month of a horizon: the capacity factor on the data, the performance
 * factor on every rate, then the fixed monthly amounts and the steps up to the month
 * (throughput and operations split as today's; all reads when today asks none). Today's
 * figures are read once for the whole series.
 */
export function demandSeries(r: CompareRequirement, g: Growth | undefined, months: number): MonthDemand[] {
  const s = splitDemand(r);
  const ops = compareOps(s);
  const mb0 = (s.readMBps ?? 0) + (s.writeMBps ?? 0);
  const mbReadShare = mb0 > 0 ? (s.readMBps ?? 0) / mb0 : 1;
  const ops0 = (s.readIops ?? 0) + (s.writeIops ?? 0);
  const opsAll = ops.readOps + ops.writeOps;
  const opsReadShare = ops0 > 0 ? (s.readIops ?? 0) / ops0 : opsAll > 0 ? ops.readOps / opsAll : 1;
  const meta0 = sum(s.metadataOpsPerSecond);
  const base = {
    capacityGB: s.capacityGB ?? 0,
    readMBps: s.readMBps ?? 0,
    writeMBps: s.writeMBps ?? 0,
    readIops: s.readIops ?? 0,
    writeIops: s.writeIops ?? 0,
  };
  const steps = g?.steps ?? [];
  const out: MonthDemand[] = [];
  for (let month = 0; month < months; month++) {
    const fc = factorAt(g?.capacityPercentPerYear, month);
    const fp = factorAt(g?.performancePercentPerYear, month);
    let stepCap = 0;
    let stepRead = 0;
    let stepWrite = 0;
    let stepOps = 0;
    for (const x of steps) {
      if (x.month > month) continue;
      stepCap += x.capacityGB ?? 0;
      stepRead += x.readMBps ?? 0;
      stepWrite += x.writeMBps ?? 0;
      stepOps += x.iops ?? 0;
    }
    const mbpsAdded = (g?.mbpsPerMonth ?? 0) * month;
    const opsAdded = (g?.iopsPerMonth ?? 0) * month + stepOps;
    const rawCapacityGB = base.capacityGB * fc + (g?.capacityGBPerMonth ?? 0) * month + stepCap;
    const rawReadMBps = base.readMBps * fp + mbpsAdded * mbReadShare + stepRead;
    const rawWriteMBps = base.writeMBps * fp + mbpsAdded * (1 - mbReadShare) + stepWrite;
    const rawReadIops = base.readIops * fp + opsAdded * opsReadShare;
    const rawWriteIops = base.writeIops * fp + opsAdded * (1 - opsReadShare);
    const rawMeta = meta0 * fp;
    const capacityGB = bound(rawCapacityGB, MAX_CAPACITY_GB, MIN_CAPACITY_GB);
    const readMBps = bound(rawReadMBps, MAX_MBPS, MIN_MBPS);
    const writeMBps = bound(rawWriteMBps, MAX_MBPS, MIN_MBPS);
    const readIops = bound(rawReadIops, MAX_OPS, MIN_OPS);
    const writeIops = bound(rawWriteIops, MAX_OPS, MIN_OPS);
    const metadataOpsPerSecond = bound(rawMeta, MAX_OPS, MIN_OPS);
    const clamped =
      capacityGB !== rawCapacityGB ||
      readMBps !== rawReadMBps ||
      writeMBps !== rawWriteMBps ||
      readIops !== rawReadIops ||
      writeIops !== rawWriteIops ||
      metadataOpsPerSecond !== rawMeta;
    out.push({ month, capacityGB, readMBps, writeMBps, readIops, writeIops, metadataOpsPerSecond, clamped });
  }
  return out;
}

/** One month's demand (`demandSeries` for that month alone). */
export function demandAt(r: CompareRequirement, g: Growth | undefined, month: number): MonthDemand {
  return demandSeries(r, g, month + 1)[month]!;
}

/**
 * The comparison's requirement for a month: today's with the month's demand in place of its
 * own (the split way), metadata rates scaled by the performance factor, the rest unchanged.
 */
export function requirementAt(r: CompareRequirement, g: Growth | undefined, d: MonthDemand): CompareRequirement {
  const s = splitDemand(r);
  const fp = factorAt(g?.performancePercentPerYear, d.month);
  const meta = s.metadataOpsPerSecond;
  const grownMeta = meta
    ? Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, (v ?? 0) > 0 ? Math.min(MAX_OPS, Math.max(MIN_OPS, (v ?? 0) * fp)) : 0]))
    : undefined;
  const { readMBps: _r, writeMBps: _w, readIops: _ri, writeIops: _wi, capacityGB: _c, metadataOpsPerSecond: _m, ...rest } = s;
  const out: Record<string, unknown> = { ...rest };
  if (s.readMBps !== undefined || d.readMBps > 0) out.readMBps = d.readMBps;
  if (s.writeMBps !== undefined || d.writeMBps > 0) out.writeMBps = d.writeMBps;
  if (s.readIops !== undefined || d.readIops > 0) out.readIops = d.readIops;
  if (s.writeIops !== undefined || d.writeIops > 0) out.writeIops = d.writeIops;
  if (s.capacityGB !== undefined || d.capacityGB > 0) out.capacityGB = d.capacityGB;
  if (grownMeta) out.metadataOpsPerSecond = grownMeta;
  return out as CompareRequirement;
}
