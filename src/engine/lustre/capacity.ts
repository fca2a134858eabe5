/**
 * The capacity ladder of a Lustre file system (S-LFSCAP, first paragraph): at least 31.2 TiB;
 * from there to 124.8 TiB in 10.4 TiB steps; from 124.8 TiB up in 41.6 TiB steps. Capacity
 * never shrinks. The rule is in binary TiB; the planner's capacity is decimal GB, so a step of
 * n tenths of a TiB is n / 10 × 1,099.511627776 GB (units.ts), kept to the thousandth of a GB.
 *
 * The arithmetic runs in whole tenths of a TiB so that no float noise moves a step.
 */
import type { LustreEdition } from '../../catalog/lustre.ts';
import { ceilSafe, finite, tibToGB } from '../units.ts';

export interface CapacityStep {
  /** Capacity in binary TiB, as the console offers it (31.2, 41.6, …). */
  readonly capacityTiB: number;
  /** The same capacity in decimal GB (the planner's unit), to the thousandth. */
  readonly capacityGB: number;
  /** 0 for the minimum, 1 for the next step, … */
  readonly index: number;
}

interface Ladder {
  readonly min: number;
  readonly small: number;
  readonly brk: number;
  readonly large: number;
  /** Steps from the minimum to the break point. */
  readonly smallSteps: number;
}

/** The ladder in tenths of a TiB. */
function ladder(e: LustreEdition): Ladder {
  const min = Math.round(e.minCapacityTiB.value * 10);
  const small = Math.round(e.smallStepTiB.value * 10);
  const brk = Math.round(e.stepBreakTiB.value * 10);
  const large = Math.round(e.largeStepTiB.value * 10);
  return { min, small, brk, large, smallSteps: Math.round((brk - min) / small) };
}

function stepOf(tenths: number, index: number): CapacityStep {
  const capacityTiB = tenths / 10;
  return { capacityTiB, capacityGB: Math.round(tibToGB(capacityTiB) * 1000) / 1000, index };
}

/** The step with this index (0 is the minimum). */
export function capacityStepAt(e: LustreEdition, index: number): CapacityStep {
  const l = ladder(e);
  const i = Math.max(0, Math.floor(finite(index)));
  if (i <= l.smallSteps) return stepOf(l.min + i * l.small, i);
  return stepOf(l.brk + (i - l.smallSteps) * l.large, i);
}

/**
 * The smallest valid capacity that holds `gb` decimal GB (the minimum for anything up to it).
 * A capacity within half a thousandth of a GB of a step counts as that step.
 */
export function capacityStepAtLeast(e: LustreEdition, gb: number): CapacityStep {
  const l = ladder(e);
  const tenths = (Math.max(0, finite(gb) - 0.0005) / tibToGB(1)) * 10;
  if (tenths <= l.min) return capacityStepAt(e, 0);
  if (tenths <= l.brk) return capacityStepAt(e, ceilSafe((tenths - l.min) / l.small));
  return capacityStepAt(e, l.smallSteps + ceilSafe((tenths - l.brk) / l.large));
}

/** True when `gb` is a valid capacity (within half a thousandth of a GB). */
export function isCapacityStep(e: LustreEdition, gb: number): boolean {
  return Math.abs(capacityStepAtLeast(e, gb).capacityGB - gb) <= 0.0005;
}

/** The step below, or null at the minimum (a design one step smaller). */
export function previousCapacityStep(e: LustreEdition, step: CapacityStep): CapacityStep | null {
  return step.index === 0 ? null : capacityStepAt(e, step.index - 1);
}

/** The first `count` valid capacities, smallest first. */
export function capacitySteps(e: LustreEdition, count: number): CapacityStep[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => capacityStepAt(e, i));
}
