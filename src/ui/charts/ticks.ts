/**
 * Round tick values for linear axes (recharts draws the ticks it is given; log axes take
 * `logTicks` from format.ts): every chart of a view gets the same kind of steps, and the
 * printed chart the same ticks as the screen.
 */

/** A step of 1, 2, 2.5 or 5 times a power of ten giving about `count` steps over `span`. */
export function niceStep(span: number, count = 5): number {
  if (!(Number.isFinite(span) && span > 0)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 2.5 ? 2.5 : m <= 5 ? 5 : 10) * power;
}

/** The smallest round number at or above `max` (a linear axis from zero). */
export function niceMax(max: number, count = 5): number {
  if (!(Number.isFinite(max) && max > 0)) return 1;
  const step = niceStep(max, count);
  return Number((Math.ceil(max / step - 1e-9) * step).toPrecision(12));
}

/** Round ticks inside [lo, hi] for a linear axis; whole numbers only where `integer`. */
export function linearTicks(lo: number, hi: number, count = 5, integer = false): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  if (hi <= lo) return [lo];
  const nice = niceStep(hi - lo, count);
  const step = integer ? Math.max(1, Math.ceil(nice)) : nice;
  const out: number[] = [];
  for (let i = Math.ceil(lo / step - 1e-9); i * step <= hi + step * 1e-9 && out.length < 100; i++) out.push(Number((i * step).toPrecision(12)));
  return out;
}
