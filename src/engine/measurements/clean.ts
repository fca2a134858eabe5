/**
 * Checks one stream's raw points and keeps what can be used: timestamps in order (sorted, with
 * the disorder reported), repeated timestamps dropped, values that are no number or negative
 * dropped, gaps reported. Problems are one code per kind with a count and the first place it
 * was seen, never one per point.
 */
import { selectInPlace } from './select.ts';
import type { MeasurementProblem, ProblemCode } from './types.ts';

export interface RawPoint {
  readonly t: number;
  readonly v: number;
  /** Where the point is: a line number or a JSON path. */
  readonly at: number | string;
}

export interface Cleaned {
  readonly timesMs: Float64Array;
  readonly values: Float64Array;
  readonly problems: MeasurementProblem[];
  readonly skipped: number;
  /** The median step between the kept times, ms (`medianStepMs`); 0 when there are none. */
  readonly stepMs: number;
}

/** A problem at a line (number) or a JSON path (string). */
export function problem(
  code: ProblemCode,
  severity: MeasurementProblem['severity'],
  file: string,
  at: number | string | undefined,
  params: Record<string, string | number> = {},
): MeasurementProblem {
  if (typeof at === 'number') return { code, severity, file, line: at, params };
  if (typeof at === 'string') return { code, severity, file, path: at, params };
  return { code, severity, file, params };
}

/** The median of the steps between sorted times (the upper one of an even count), ms; 0 when there are none. */
export function medianStepMs(timesMs: ArrayLike<number>): number {
  if (timesMs.length < 2) return 0;
  const steps = new Float64Array(timesMs.length - 1);
  for (let i = 1; i < timesMs.length; i++) steps[i - 1] = timesMs[i]! - timesMs[i - 1]!;
  return selectInPlace(steps, steps.length >> 1);
}

/**
 * The indices in order of their times, equal times in the order given: a stable sort without
 * a comparator (the times sorted as numbers, each index then placed after the equal ones
 * before it, found by a binary search), quick at a million. The times are finite.
 */
export function byTime(indices: Uint32Array, times: ArrayLike<number>): Uint32Array {
  const n = indices.length;
  const sorted = new Float64Array(n);
  for (let k = 0; k < n; k++) sorted[k] = times[indices[k]!]!;
  sorted.sort();
  const placed = new Uint32Array(n);
  const out = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    const t = times[indices[k]!]!;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    out[lo + placed[lo]!++] = indices[k]!;
  }
  return out;
}

/**
 * Cleans a stream (`stream` names it in the problems). No quantity the planner reads is
 * negative. `locate` turns a point's `at` into the line or JSON path a problem names (a JSON
 * reader keeps the index and builds the path only for the points a problem names).
 */
export function cleanPoints(points: readonly RawPoint[], file: string, stream: string, locate: (at: number | string) => number | string = (at) => at): Cleaned {
  const times = new Float64Array(points.length);
  const values = new Float64Array(points.length);
  for (let i = 0; i < points.length; i++) {
    times[i] = points[i]!.t;
    values[i] = points[i]!.v;
  }
  return cleanColumns(times, values, points.length, file, stream, (i) => locate(points[i]!.at));
}

/** The first n entries: the array itself when it holds n, else a copy (so the longer buffer is let go). */
function cut(a: Float64Array, n: number): Float64Array {
  return n === a.length ? a : a.slice(0, n);
}

/** Counts a problem at row `index` (the first such row is the one the problem names). */
type Note = (code: ProblemCode, index: number) => void;

/** The rows with a finite time and a finite, non-negative value, in the file's order; `outOfOrder` when a time went back. */
function validRows(times: ArrayLike<number>, values: ArrayLike<number>, length: number, note: Note): { order: Uint32Array; outOfOrder: boolean } {
  const good = new Uint32Array(length);
  let kept = 0;
  let outOfOrder = false;
  let last = -Infinity;
  for (let i = 0; i < length; i++) {
    const t = times[i]!;
    const v = values[i]!;
    if (!Number.isFinite(t)) note('badTimestamp', i);
    else if (!Number.isFinite(v)) note('notANumber', i);
    else if (v < 0) note('negativeValue', i);
    else {
      if (t < last && !outOfOrder) {
        note('timestampsOutOfOrder', i);
        outOfOrder = true;
      }
      last = Math.max(last, t);
      good[kept++] = i;
    }
  }
  return { order: good.subarray(0, kept), outOfOrder };
}

/** The rows kept in time order: a stable sort by time (equal times keep the file's order, so the first of a repeat is kept). */
function inTimeOrder(order: Uint32Array, length: number, times: ArrayLike<number>, rowOrder?: () => Uint32Array): Uint32Array {
  if (!rowOrder) return byTime(order, times);
  // The file's order of rows by time, kept to the rows this column keeps.
  const kept = order.length;
  const keep = new Uint8Array(length);
  for (let k = 0; k < kept; k++) keep[order[k]!] = 1;
  const ordered = new Uint32Array(kept);
  let m = 0;
  for (const i of rowOrder()) if (keep[i]) ordered[m++] = i;
  return ordered;
}

/**
 * The rows' times and values, a repeated time left out. Sized once, filled in place and cut to
 * what is kept (a view, not a copy). Times the same as `sameAs` (another column of the same
 * rows) are that array, not a copy.
 */
function withoutRepeats(
  order: Uint32Array,
  times: ArrayLike<number>,
  values: ArrayLike<number>,
  sameAs: { readonly timesMs: Float64Array } | undefined,
  note: Note,
): { timesMs: Float64Array; values: Float64Array } {
  let timesMs: Float64Array | null = sameAs && sameAs.timesMs.length <= order.length ? null : new Float64Array(order.length);
  const kept2 = new Float64Array(order.length);
  let n = 0;
  let lastTime = Number.NaN;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const t = times[i]!;
    if (n > 0 && t === lastTime) {
      note('timestampRepeated', i);
      continue;
    }
    if (timesMs === null && sameAs!.timesMs[n] !== t) {
      timesMs = new Float64Array(order.length);
      timesMs.set(sameAs!.timesMs.subarray(0, n));
    }
    if (timesMs !== null) timesMs[n] = t;
    lastTime = t;
    kept2[n++] = values[i]!;
  }
  const keptTimes = timesMs === null ? (n === sameAs!.timesMs.length ? sameAs!.timesMs : sameAs!.timesMs.subarray(0, n)) : cut(timesMs, n);
  return { timesMs: keptTimes, values: cut(kept2, n) };
}

/** The gaps in the kept times (a step over twice the usual `step`), as one `gap` problem; null when none. */
function gapProblem(keptTimes: Float64Array, step: number, file: string, stream: string): MeasurementProblem | null {
  let gaps = 0;
  let longest = 0;
  let first = -1;
  for (let i = 1; i < keptTimes.length; i++) {
    const d = keptTimes[i]! - keptTimes[i - 1]!;
    if (d > 2 * step) {
      gaps++;
      if (first < 0) first = i;
      longest = Math.max(longest, d);
    }
  }
  if (gaps === 0) return null;
  return problem('gap', 'info', file, undefined, {
    stream,
    gaps,
    longestSeconds: longest / 1000,
    expectedSeconds: step / 1000,
    from: new Date(keptTimes[first - 1]!).toISOString(),
  });
}

/**
 * Cleans a stream held as columns (the first `length` entries of `times` and `values`), without
 * an object per point: a million-row file is checked in a few arrays of numbers. `at(i)` is
 * where point i is (a line or a JSON path), asked only for the points a problem names.
 * `sameAs`: times another column kept; when this one keeps the same, it answers that array.
 * `rowOrder`: when the times are out of order, every row with a finite time in time order
 * (`byTime`), asked for once and shared by the columns of one file.
 */
export function cleanColumns(
  times: ArrayLike<number>,
  values: ArrayLike<number>,
  length: number,
  file: string,
  stream: string,
  at: (index: number) => number | string,
  sameAs?: { readonly timesMs: Float64Array; readonly stepMs: number },
  rowOrder?: () => Uint32Array,
): Cleaned {
  const problems: MeasurementProblem[] = [];
  const counts = new Map<ProblemCode, { n: number; at: number }>();
  const note: Note = (code, index) => {
    const c = counts.get(code);
    if (c) c.n++;
    else counts.set(code, { n: 1, at: index });
  };
  const valid = validRows(times, values, length, note);
  const order = valid.outOfOrder ? inTimeOrder(valid.order, length, times, rowOrder) : valid.order;
  const kept = withoutRepeats(order, times, values, sameAs, note);
  const keptTimes = kept.timesMs;
  let skipped = 0;
  for (const [code, c] of counts) {
    const counted = code !== 'timestampsOutOfOrder';
    if (counted) skipped += c.n;
    problems.push(problem(code, 'warning', file, at(c.at), { stream, ...(counted ? { skipped: c.n } : {}) }));
  }
  // Times another column kept have its step.
  const step = sameAs && keptTimes === sameAs.timesMs ? sameAs.stepMs : medianStepMs(keptTimes);
  const gap = step > 0 ? gapProblem(keptTimes, step, file, stream) : null;
  if (gap) problems.push(gap);
  return { timesMs: keptTimes, values: kept.values, problems, skipped, stepMs: step };
}

/**
 * True when the values look like a running total: apart from a few drops (restarts, or a
 * counter going backwards: at most one in ten steps), they rise or hold at every step, and
 * rise at least once.
 * A per-interval figure goes up and down.
 */
export function looksCumulative(values: ArrayLike<number>): boolean {
  if (values.length < 3) return false;
  const steps = values.length - 1;
  let restarts = 0;
  let rises = 0;
  for (let i = 1; i < values.length; i++) {
    const now = values[i]!;
    const before = values[i - 1]!;
    if (now > before) rises++;
    else if (now < before) restarts++;
  }
  return rises > 0 && restarts <= Math.max(1, Math.floor(steps / 10));
}

/**
 * A running total into a per-second rate between samples. A drop to half or less of the last
 * total is a restart from zero (the instance rebooted): the new total is what was counted since.
 * A smaller drop is a counter going backwards: that sample is left out.
 */
export function differenceCounter(
  timesMs: ArrayLike<number>,
  values: ArrayLike<number>,
  file: string,
  stream: string,
): { timesMs: Float64Array; values: Float64Array; problems: MeasurementProblem[]; skipped: number } {
  const outT: number[] = [];
  const outV: number[] = [];
  const problems: MeasurementProblem[] = [];
  let resets = 0;
  let backwards = 0;
  let firstReset = '';
  let firstBack = '';
  let prev = 0;
  for (let i = 1; i < values.length; i++) {
    const seconds = (timesMs[i]! - timesMs[prev]!) / 1000;
    const now = values[i]!;
    const before = values[prev]!;
    let increment: number;
    if (now >= before) increment = now - before;
    else if (now <= before / 2) {
      increment = now;
      resets++;
      if (!firstReset) firstReset = new Date(timesMs[i]!).toISOString();
    } else {
      backwards++;
      if (!firstBack) firstBack = new Date(timesMs[i]!).toISOString();
      continue;
    }
    outT.push(timesMs[i]!);
    outV.push(seconds > 0 ? increment / seconds : 0);
    prev = i;
  }
  if (resets > 0) problems.push(problem('counterReset', 'info', file, undefined, { stream, resets, at: firstReset }));
  if (backwards > 0) problems.push(problem('counterBackwards', 'warning', file, undefined, { stream, skipped: backwards, at: firstBack }));
  return { timesMs: Float64Array.from(outT), values: Float64Array.from(outV), problems, skipped: backwards };
}
