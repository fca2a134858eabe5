/**
 * The capacity ladder of a Lustre file system (S-LFSCAP, first paragraph): at least 31.2 TiB;
 * from there to 124.8 TiB in 10.4 TiB steps; from 124.8 TiB up in 41.6 TiB steps. Capacity
 * never shrinks. The rule is in binary TiB; the planner's capacity is decimal GB, so a step of
 * n tenths of a TiB is n / 10 × 1,099.511627776 GB (units.ts), kept to the thousandth of a GB.
 *
 * One precision for every comparison: a step is held as whole thousandths of a GB, computed
 * exactly (n × 2^40 bytes / 10, rounded half up to 10^6 bytes, in integers), and a capacity
 * asked is read to the same thousandth (`toMilliGB`) before it is compared with a step
 * (`holdsGB`). So the step printed as 137,219.051 GB (124.8 TiB) holds 137,219.0511 GB, as the
 * console's 124.8 TiB does, and every step of the ladder is that step, never the next one.
 */
import type { LustreEdition } from '../../catalog/lustre.ts';
import { finite, tibToGB } from '../units.ts';

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

const BYTES_PER_TIB = 2n ** 40n;
/** Bytes in a thousandth of a decimal GB. */
const BYTES_PER_MILLI_GB = 1_000_000n;

/**
 * A capacity of `tenths` tenths of a TiB in whole thousandths of a decimal GB, exactly:
 * tenths × 2^40 / 10 bytes, rounded half up to 10^6 bytes (integer arithmetic, no float noise).
 */
export function tenthsTiBToMilliGB(tenths: number): number {
  const bytesTimesTen = BigInt(tenths) * BYTES_PER_TIB;
  const unit = BYTES_PER_MILLI_GB * 10n;
  return Number((bytesTimesTen * 2n + unit) / (unit * 2n));
}

/** A capacity asked, decimal GB, read to the thousandth of a GB that a step is held to (half up). */
export function toMilliGB(gb: number): number {
  return Math.round(Math.max(0, finite(gb)) * 1000);
}

/** The tenths of a TiB of the step with this index. */
function tenthsAt(l: Ladder, i: number): number {
  return i <= l.smallSteps ? l.min + i * l.small : l.brk + (i - l.smallSteps) * l.large;
}

function stepOf(tenths: number, index: number): CapacityStep {
  return { capacityTiB: tenths / 10, capacityGB: tenthsTiBToMilliGB(tenths) / 1000, index };
}

/** The step with this index (0 is the minimum). */
export function capacityStepAt(e: LustreEdition, index: number): CapacityStep {
  const l = ladder(e);
  const i = Math.max(0, Math.floor(finite(index)));
  return stepOf(tenthsAt(l, i), i);
}

/**
 * True when a step holds `gb` decimal GB: the capacity asked, read to the thousandth of a GB,
 * is no more than the step's (both in the same unit and precision, `toMilliGB`).
 */
export function holdsGB(step: CapacityStep, gb: number): boolean {
  return toMilliGB(gb) <= toMilliGB(step.capacityGB);
}

/**
 * The smallest valid capacity that holds `gb` decimal GB (the minimum for anything up to it),
 * by `holdsGB`: a first guess from the rule, then checked against the exact steps on either
 * side, so no rounding moves it a step.
 */
export function capacityStepAtLeast(e: LustreEdition, gb: number): CapacityStep {
  const l = ladder(e);
  const need = toMilliGB(gb);
  const tenths = (need / 1000 / tibToGB(1)) * 10;
  let i = tenths <= l.min ? 0 : tenths <= l.brk ? Math.ceil((tenths - l.min) / l.small) : l.smallSteps + Math.ceil((tenths - l.brk) / l.large);
  i = Math.max(0, i);
  while (tenthsTiBToMilliGB(tenthsAt(l, i)) < need) i++;
  while (i > 0 && tenthsTiBToMilliGB(tenthsAt(l, i - 1)) >= need) i--;
  return stepOf(tenthsAt(l, i), i);
}

/** True when `gb` is a valid capacity (read to the thousandth of a GB, as `holdsGB` reads it). */
export function isCapacityStep(e: LustreEdition, gb: number): boolean {
  return toMilliGB(capacityStepAtLeast(e, gb).capacityGB) === toMilliGB(gb);
}

/** The step below, or null at the minimum (a design one step smaller). */
export function previousCapacityStep(e: LustreEdition, step: CapacityStep): CapacityStep | null {
  return step.index === 0 ? null : capacityStepAt(e, step.index - 1);
}

/** The first `count` valid capacities, smallest first. */
export function capacitySteps(e: LustreEdition, count: number): CapacityStep[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => capacityStepAt(e, i));
}
