/**
 * Grids for the curves: log-spaced points, merged with exact points of interest (knees, the
 * recommended design, published measurements), and the row type every curve returns.
 */

/**
 * One point of a curve: numbers, ids and flags only (no words), so it serialises to CSV and
 * JSON as is. Which keys a row has is stated by the curve that returns it.
 */
export type CurveRow = Readonly<Record<string, number | string | boolean | null>>;

/** The most points one grid has, whatever its range: no grid is sized from an input without a bound. */
export const MAX_GRID_POINTS = 1_000;

/** `perDecade` log-spaced points from `min` to `max`, both included (min, max > 0), at most `MAX_GRID_POINTS`. */
export function logGrid(min: number, max: number, perDecade: number): number[] {
  if (!(min > 0) || !(max > min) || !Number.isFinite(max)) return min > 0 && Number.isFinite(min) ? [min] : [];
  const lo = Math.log10(min);
  const hi = Math.log10(max);
  const steps = Math.min(MAX_GRID_POINTS - 1, Math.max(1, Math.ceil((hi - lo) * perDecade)));
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) out.push(roundSig(10 ** (lo + ((hi - lo) * i) / steps)));
  out[0] = min;
  out[out.length - 1] = max;
  return out;
}

/** The values, plus extras that fall within [min, max], sorted ascending without near-duplicates. */
export function withPoints(values: readonly number[], extras: readonly number[], min: number, max: number): number[] {
  const all = [...values, ...extras.filter((v) => Number.isFinite(v) && v >= min && v <= max)].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of all) {
    const last = out[out.length - 1];
    if (last === undefined || Math.abs(v - last) > 1e-9 * Math.max(1, Math.abs(v))) out.push(v);
  }
  return out;
}

/** Rounded to four significant digits, so grid values read cleanly in tables and CSV. */
export function roundSig(value: number, digits = 4): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

/** A row key for one series, made from an id: letters, digits, `_` and `-` only (no dots, which chart libraries read as a path). */
export function seriesKey(prefix: string, id: string): string {
  return `${prefix}_${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
