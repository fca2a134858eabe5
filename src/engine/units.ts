/**
 * Units, said once for the whole engine: the conversions live in `catalog/units.ts`, a leaf the
 * catalog imports too (so a catalog figure printed in Gb/s is converted by the same rule), and
 * are re-exported here with the engine's own rounding helpers. Decimal throughput and capacity,
 * binary I/O sizes, 1 Gb/s = 125 MB/s, a 730-hour month: see that module.
 */

export * from '../catalog/units.ts';

/** A finite number, or the fallback: the engine never returns NaN or Infinity. */
export function finite(value: number, fallback = 0): number {
  return Number.isFinite(value) ? value : fallback;
}

/** How far from a whole number a result of floating-point arithmetic may be and still count as that number. */
export const WHOLE_TOLERANCE = 1e-9;

/** Ceiling that tolerates floating-point noise (3.0000000001 stays 3). */
export function ceilSafe(value: number): number {
  const rounded = Math.round(value);
  return Math.abs(value - rounded) < WHOLE_TOLERANCE ? rounded : Math.ceil(value);
}

/** Floor that tolerates floating-point noise (2.9999999999 is 3). */
export function floorSafe(value: number): number {
  const rounded = Math.round(value);
  return Math.abs(value - rounded) < WHOLE_TOLERANCE ? rounded : Math.floor(value);
}
