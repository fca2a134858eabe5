/**
 * The comparison's requirement at a level of the day: every rate (throughput, operations,
 * metadata) times `percent / 100`, the data unchanged. A rate that the level makes smaller than
 * the schema's smallest meaningful figure is held at it (or zero at 0%), so the requirement is
 * one the planners accept.
 */
import { demandAt, requirementAt } from '../growth/grow.ts';
import { MIN_MBPS, MIN_OPS } from '../scenario/fields.ts';
import type { CompareRequirement } from '../scenario/schema.ts';

/** Today's requirement with its rates at `percent` (0 to 100) of today's. */
export function requirementAtLevel(r: CompareRequirement, percent: number): CompareRequirement {
  const f = Math.min(1, Math.max(0, Number.isFinite(percent) ? percent / 100 : 1));
  if (f === 1) return r;
  const d = demandAt(r, undefined, 0);
  const scale = (v: number, floor: number) => (v <= 0 || f === 0 ? 0 : Math.max(floor, v * f));
  const scaled = {
    ...d,
    readMBps: scale(d.readMBps, MIN_MBPS),
    writeMBps: scale(d.writeMBps, MIN_MBPS),
    readIops: scale(d.readIops, MIN_OPS),
    writeIops: scale(d.writeIops, MIN_OPS),
  };
  const out = requirementAt(r, undefined, scaled) as CompareRequirement & { metadataOpsPerSecond?: Record<string, number | undefined> };
  if (!out.metadataOpsPerSecond) return out;
  const meta = Object.fromEntries(Object.entries(out.metadataOpsPerSecond).map(([k, v]) => [k, scale(v ?? 0, MIN_OPS)]));
  return { ...out, metadataOpsPerSecond: meta } as CompareRequirement;
}
