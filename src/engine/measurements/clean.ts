/**
 * Checks one stream's raw points and keeps what can be used: timestamps in order (sorted, with
 * the disorder reported), repeated timestamps dropped, values that are no number or negative
 * dropped, gaps reported. Problems are one code per kind with a count and the first place it
 * was seen, never one per point.
 */
import type { MeasurementProblem, ProblemCode } from './types.ts';

export interface RawPoint {
  readonly t: number;
  readonly v: number;
  /** Where the point is: a line number or a JSON path. */
  readonly at: number | string;
}

export interface Cleaned {
  readonly timesMs: number[];
  readonly values: number[];
  readonly problems: MeasurementProblem[];
  readonly skipped: number;
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

/** The median of the positive steps between sorted times, ms; 0 when there are none. */
export function medianStepMs(timesMs: readonly number[]): number {
  const steps: number[] = [];
  for (let i = 1; i < timesMs.length; i++) steps.push(timesMs[i]! - timesMs[i - 1]!);
  if (steps.length === 0) return 0;
  steps.sort((a, b) => a - b);
  return steps[steps.length >> 1]!;
}

/**
 * Cleans a stream (`stream` names it in the problems). No quantity the planner reads is
 * negative. `locate` turns a point's `at` into the line or JSON path a problem names (a JSON
 * reader keeps the index and builds the path only for the points a problem names).
 */
export function cleanPoints(points: readonly RawPoint[], file: string, stream: string, locate: (at: number | string) => number | string = (at) => at): Cleaned {
  const problems: MeasurementProblem[] = [];
  const counts = new Map<ProblemCode, { n: number; at: number | string }>();
  const note = (code: ProblemCode, at: number | string) => {
    const c = counts.get(code);
    if (c) c.n++;
    else counts.set(code, { n: 1, at });
  };
  const good: RawPoint[] = [];
  let outOfOrder = false;
  for (const p of points) {
    if (!Number.isFinite(p.t)) note('badTimestamp', p.at);
    else if (!Number.isFinite(p.v)) note('notANumber', p.at);
    else if (p.v < 0) note('negativeValue', p.at);
    else {
      if (good.length > 0 && p.t < good[good.length - 1]!.t) {
        if (!outOfOrder) note('timestampsOutOfOrder', p.at);
        outOfOrder = true;
      }
      good.push(p);
    }
  }
  if (outOfOrder) good.sort((a, b) => a.t - b.t);
  const timesMs: number[] = [];
  const values: number[] = [];
  for (const p of good) {
    if (timesMs.length > 0 && p.t === timesMs[timesMs.length - 1]) {
      note('timestampRepeated', p.at);
      continue;
    }
    timesMs.push(p.t);
    values.push(p.v);
  }
  let skipped = 0;
  for (const [code, { n, at }] of counts) {
    const counted = code !== 'timestampsOutOfOrder';
    if (counted) skipped += n;
    problems.push(problem(code, 'warning', file, locate(at), { stream, ...(counted ? { skipped: n } : {}) }));
  }
  const step = medianStepMs(timesMs);
  if (step > 0) {
    let gaps = 0;
    let longest = 0;
    let first = -1;
    for (let i = 1; i < timesMs.length; i++) {
      const d = timesMs[i]! - timesMs[i - 1]!;
      if (d > 2 * step) {
        gaps++;
        if (first < 0) first = i;
        longest = Math.max(longest, d);
      }
    }
    if (gaps > 0)
      problems.push(
        problem('gap', 'info', file, undefined, {
          stream,
          gaps,
          longestSeconds: longest / 1000,
          expectedSeconds: step / 1000,
          from: new Date(timesMs[first - 1]!).toISOString(),
        }),
      );
  }
  return { timesMs, values, problems, skipped };
}

/**
 * True when the values look like a running total: apart from a few drops (restarts, or a
 * counter going backwards: at most one in ten steps), they rise or hold at every step, and
 * rise at least once.
 * A per-interval figure goes up and down.
 */
export function looksCumulative(values: readonly number[]): boolean {
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
  timesMs: readonly number[],
  values: readonly number[],
  file: string,
  stream: string,
): { timesMs: number[]; values: number[]; problems: MeasurementProblem[]; skipped: number } {
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
  return { timesMs: outT, values: outV, problems, skipped: backwards };
}
