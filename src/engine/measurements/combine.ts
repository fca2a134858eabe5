/**
 * Many series into one per quantity: the streams of one metric picked (`stream`) or added up
 * at each timestamp (`sum`, the default), timestamps that not every stream has left out and
 * counted. Where two metrics measure the same quantity (a file system's throughput and its
 * mount target's), the one with more samples is used, never both.
 */
import { problem } from './clean.ts';
import type { MeasurementProblem, Quantity, Series } from './types.ts';

export interface Combined {
  readonly key: string;
  readonly quantity: Quantity;
  readonly operation?: string;
  readonly bucketKiB?: number;
  /** The series it was made from (their files, metrics, streams, readings). */
  readonly from: readonly Series[];
  readonly timesMs: Float64Array;
  readonly values: Float64Array;
}

/** `sum` adds every stream; a stream id keeps that stream alone. */
export type StreamChoice = 'sum' | { readonly stream: string };

const keyOf = (s: Series) => `${s.quantity}|${s.operation ?? ''}|${s.bucketKiB ?? ''}`;

function addUp(key: string, list: readonly Series[], problems: MeasurementProblem[]): Combined {
  const first = list[0]!;
  if (list.length === 1)
    return {
      key,
      quantity: first.quantity,
      ...(first.operation ? { operation: first.operation } : {}),
      ...(first.bucketKiB ? { bucketKiB: first.bucketKiB } : {}),
      from: list,
      timesMs: first.timesMs,
      values: first.values,
    };
  const sums = new Map<number, { n: number; v: number }>();
  for (const s of list)
    for (let i = 0; i < s.timesMs.length; i++) {
      const e = sums.get(s.timesMs[i]!);
      if (e) {
        e.n++;
        e.v += s.values[i]!;
      } else sums.set(s.timesMs[i]!, { n: 1, v: s.values[i]! });
    }
  const sorted = [...sums].sort((a, b) => a[0] - b[0]);
  const times = new Float64Array(sorted.length);
  const values = new Float64Array(sorted.length);
  let n = 0;
  let skipped = 0;
  for (const [t, e] of sorted) {
    if (e.n === list.length) {
      times[n] = t;
      values[n++] = e.v;
    } else skipped += e.n;
  }
  if (skipped > 0 || new Set(list.map((s) => s.values.length)).size > 1)
    problems.push(
      problem('streamLengthsDiffer', 'warning', first.file, undefined, {
        metric: first.metric,
        streams: list.length,
        skipped,
        lengths: list.map((s) => s.values.length).join('/'),
      }),
    );
  return {
    key,
    quantity: first.quantity,
    ...(first.operation ? { operation: first.operation } : {}),
    ...(first.bucketKiB ? { bucketKiB: first.bucketKiB } : {}),
    from: list,
    timesMs: times.slice(0, n),
    values: values.slice(0, n),
  };
}

/** The series combined per quantity (and operation, and size bucket). */
export function combineSeries(series: readonly Series[], choice: StreamChoice = 'sum'): { combined: Combined[]; problems: MeasurementProblem[] } {
  const problems: MeasurementProblem[] = [];
  const picked = choice === 'sum' ? series : series.filter((s) => s.stream === choice.stream || s.stream === '');
  const byKey = new Map<string, Map<string, Series[]>>();
  for (const s of picked) {
    const k = keyOf(s);
    if (!byKey.has(k)) byKey.set(k, new Map());
    const metrics = byKey.get(k)!;
    const m = `${s.file}|${s.metric}`;
    if (!metrics.has(m)) metrics.set(m, []);
    metrics.get(m)!.push(s);
  }
  const combined: Combined[] = [];
  for (const [k, metrics] of byKey) {
    const ranked = [...metrics.values()].sort((a, b) => b.reduce((n, s) => n + s.values.length, 0) - a.reduce((n, s) => n + s.values.length, 0));
    combined.push(addUp(k, ranked[0]!, problems));
  }
  return { combined, problems };
}

/** The streams a set of series has (for the user to pick one), in order of first sight. */
export function streamsOf(series: readonly Series[]): string[] {
  return [...new Set(series.map((s) => s.stream).filter((s) => s !== ''))];
}

/**
 * Two combined series added at each timestamp either has (a timestamp only one has counts
 * that one alone), within [fromMs, toMs]: one walk over both, in time order, without a map.
 */
export function addAtTimes(
  a: Combined | undefined,
  b: Combined | undefined,
  fromMs = -Infinity,
  toMs = Infinity,
): { readonly timesMs: Float64Array; readonly values: Float64Array } {
  const none = new Float64Array(0);
  const at = a?.timesMs ?? none;
  const av = a?.values ?? none;
  const bt = b?.timesMs ?? none;
  const bv = b?.values ?? none;
  // Measured at the same times (one array of times, as a CSV's columns share): added by index.
  if (a && b && at === bt && fromMs <= (at[0] ?? 0) && toMs >= (at[at.length - 1] ?? 0)) {
    const sum = new Float64Array(at.length);
    for (let k = 0; k < at.length; k++) sum[k] = av[k]! + bv[k]!;
    return { timesMs: at, values: sum };
  }
  // Sized once for the most there can be and cut to what there is: no copies as they grow.
  const timesMs = new Float64Array(at.length + bt.length);
  const values = new Float64Array(at.length + bt.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < at.length || j < bt.length) {
    const ta = i < at.length ? at[i]! : Infinity;
    const tb = j < bt.length ? bt[j]! : Infinity;
    const t = Math.min(ta, tb);
    let v = 0;
    if (ta === t) v += av[i++]!;
    if (tb === t) v += bv[j++]!;
    if (t >= fromMs && t <= toMs) {
      timesMs[n] = t;
      values[n++] = v;
    }
  }
  return { timesMs: timesMs.subarray(0, n), values: values.subarray(0, n) };
}
