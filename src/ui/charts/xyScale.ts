/**
 * The arithmetic of the plain XY drawing (`XYDrawing.tsx`): scales from values to pixels,
 * linear ticks, and line paths. A value that has no place on an axis (zero or less on a log
 * axis, not a number) maps to NaN, and whatever would be drawn there is left out, so no
 * attribute of the drawing is ever NaN.
 */

export type ScaleKind = 'linear' | 'log';

/** From a value to a pixel; NaN where the value has no place on the axis. */
export type Scale = (value: number) => number;

/** A domain that can be drawn: finite, increasing, and positive on a log axis. */
export function cleanDomain(kind: ScaleKind, domain: readonly [number, number]): [number, number] {
  let [lo, hi] = domain;
  if (kind === 'log') {
    if (!(Number.isFinite(lo) && lo > 0)) lo = Number.isFinite(hi) && hi > 0 ? hi / 10 : 1;
    if (!(Number.isFinite(hi) && hi > lo)) hi = lo * 10;
  } else {
    if (!Number.isFinite(lo)) lo = 0;
    if (!(Number.isFinite(hi) && hi > lo)) hi = lo + 1;
  }
  return [lo, hi];
}

/** The scale of an axis from `domain` onto the pixels `from`..`to` (to < from for a y axis). */
export function makeScale(kind: ScaleKind, domain: readonly [number, number], from: number, to: number): Scale {
  const [lo, hi] = cleanDomain(kind, domain);
  if (kind === 'log') {
    const a = Math.log10(lo);
    const span = Math.log10(hi) - a;
    return (v) => (Number.isFinite(v) && v > 0 ? from + ((Math.log10(v) - a) / span) * (to - from) : NaN);
  }
  return (v) => (Number.isFinite(v) ? from + ((v - lo) / (hi - lo)) * (to - from) : NaN);
}

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

export interface Pixel {
  readonly x: number;
  readonly y: number;
}

/** Whether a pixel can be drawn. */
export const drawable = (p: Pixel | null | undefined): p is Pixel => !!p && Number.isFinite(p.x) && Number.isFinite(p.y);

/**
 * An SVG path through the points in order. A point that is missing (or has no place on the
 * axes) breaks the line, unless `connect` joins the points on either side of it.
 */
export function linePath(points: readonly (Pixel | null)[], connect = false): string {
  let d = '';
  let open = false;
  for (const p of points) {
    if (!drawable(p)) {
      if (!connect) open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${p.x.toFixed(2)},${p.y.toFixed(2)}`;
    open = true;
  }
  return d;
}

/** The index of the value in the sorted `values` whose pixel is nearest `px`; -1 when there is none. */
export function nearestIndex(values: readonly number[], scale: Scale, px: number): number {
  let best = -1;
  let bestDistance = Infinity;
  values.forEach((v, i) => {
    const d = Math.abs(scale(v) - px);
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}
