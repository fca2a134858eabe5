/**
 * A workload from measurements: for a window and a statistic, the read and write MB/s and
 * IOPS, the I/O sizes, the metadata mix and the clients, each with where it came from.
 *
 * Reads and writes peak at different times, so the default (`coincident`) takes the sample at
 * the statistic's rank of the combined load (read + write at the same timestamp) and splits it
 * into reads and writes as they were at that sample; `separate` takes each quantity's own
 * statistic (their sum is what the peaks would be if they came together: larger, or equal).
 * I/O sizes are bytes over operations across the window (binary KiB), or the size buckets'
 * operations-weighted average where only those are measured.
 */
import { BYTES_PER_KIB, BYTES_PER_MB, finite } from '../units.ts';
import { combineSeries, type Combined, type StreamChoice } from './combine.ts';
import { rankIndex, statisticOf, DEFAULT_STATISTIC, type Statistic } from './stats.ts';
import type { MeasurementFormat, MeasurementProblem, Quantity, Reading, Series } from './types.ts';

export type DemandBasis = 'coincident' | 'separate';

export interface DeriveOptions {
  readonly statistic?: Statistic;
  readonly fromMs?: number;
  readonly toMs?: number;
  readonly streams?: StreamChoice;
  readonly basis?: DemandBasis;
}

export const derivedFields = [
  'readMBps',
  'writeMBps',
  'readIops',
  'writeIops',
  'ioSizeKiB',
  'readIoSizeKiB',
  'writeIoSizeKiB',
  'clients',
  'capacityGB',
] as const;
export type DerivedField = (typeof derivedFields)[number];

/** Where a derived figure came from. */
export interface Provenance {
  readonly files: readonly string[];
  readonly metrics: readonly string[];
  readonly statistic: Statistic | 'ratio' | 'last';
  readonly basis?: DemandBasis;
  readonly fromMs: number;
  readonly toMs: number;
  readonly resolutionSeconds: number | null;
  readonly samples: number;
  readonly readings: readonly Reading['code'][];
}

export interface DerivedDemand {
  readonly readMBps?: number;
  readonly writeMBps?: number;
  readonly readIops?: number;
  readonly writeIops?: number;
}

export interface DerivedWorkload {
  readonly statistic: Statistic;
  readonly basis: DemandBasis;
  readonly fromMs: number;
  readonly toMs: number;
  readonly fields: Partial<Record<DerivedField, number>>;
  readonly metadataOpsPerSecond: Readonly<Record<string, number>>;
  readonly provenance: Partial<Record<DerivedField | 'metadataOpsPerSecond', Provenance>>;
  /** The other basis' demand, offered as the alternative. */
  readonly alternative: { readonly basis: DemandBasis; readonly demand: DerivedDemand };
  readonly problems: readonly MeasurementProblem[];
  /** Every file the figures came from, with its format. */
  readonly files: readonly { readonly name: string; readonly format: MeasurementFormat }[];
}

const round2 = (v: number) => Math.round(finite(v) * 100) / 100;
const roundOps = (v: number) => Math.round(finite(v));

/** The first index whose time is at least `t` (times sorted up). */
function lowerBound(times: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The part of a combined series inside [from, to] (the series itself when the window holds it all). */
function inWindow(c: Combined, fromMs: number, toMs: number): { t: Float64Array; v: Float64Array } {
  const times = c.timesMs;
  const first = lowerBound(times, fromMs);
  let last = lowerBound(times, toMs);
  if (last < times.length && times[last] === toMs) last++;
  if (first === 0 && last === times.length) return { t: times, v: c.values };
  return { t: times.subarray(first, last), v: c.values.subarray(first, last) };
}

function provenanceOf(
  cs: readonly (Combined | undefined)[],
  statistic: Provenance['statistic'],
  fromMs: number,
  toMs: number,
  samples: number,
  basis?: DemandBasis,
): Provenance {
  const from: Series[] = cs.flatMap((c) => (c ? [...c.from] : []));
  const res = from.map((s) => s.resolutionSeconds).find((r) => r !== null) ?? null;
  return {
    files: [...new Set(from.map((s) => s.file))],
    metrics: [...new Set(from.map((s) => s.metric))],
    statistic,
    ...(basis ? { basis } : {}),
    fromMs,
    toMs,
    resolutionSeconds: res,
    samples,
    readings: [...new Set(from.map((s) => s.reading.code))],
  };
}

/** Read and write figures of one kind (bytes or operations) at the statistic, both ways. */
function pair(r: { t: Float64Array; v: Float64Array } | undefined, w: { t: Float64Array; v: Float64Array } | undefined, statistic: Statistic) {
  const separate = { read: statisticOf(r?.v ?? [], statistic), write: statisticOf(w?.v ?? [], statistic) };
  if (!r || !w || statistic === 'mean') return { coincident: separate, separate, samples: Math.max(r?.v.length ?? 0, w?.v.length ?? 0) };
  // Both are in time order: walk them together and keep the timestamps they share (all of them
  // when both were measured at the same times).
  let rv: ArrayLike<number> = r.v;
  let wv: ArrayLike<number> = w.v;
  if (r.t !== w.t) {
    const rs: number[] = [];
    const ws: number[] = [];
    for (let i = 0, j = 0; i < r.t.length && j < w.t.length;) {
      if (r.t[i]! < w.t[j]!) i++;
      else if (r.t[i]! > w.t[j]!) j++;
      else {
        rs.push(r.v[i++]!);
        ws.push(w.v[j++]!);
      }
    }
    rv = rs;
    wv = ws;
  }
  const total = new Float64Array(rv.length);
  for (let i = 0; i < total.length; i++) total[i] = rv[i]! + wv[i]!;
  const at = rankIndex(total, statistic);
  const coincident = at < 0 ? separate : { read: rv[at]!, write: wv[at]! };
  return { coincident, separate, samples: total.length };
}

type Window = { t: Float64Array; v: Float64Array };

/** One derivation under way: the combined series, the window and statistic, and the fields found so far with their provenance. */
interface Derivation {
  readonly combined: readonly Combined[];
  readonly statistic: Statistic;
  readonly fromMs: number;
  readonly toMs: number;
  readonly fields: Partial<Record<DerivedField, number>>;
  readonly provenance: DerivedWorkload['provenance'];
  /** The series of one quantity (the first). */
  readonly one: (q: Quantity) => Combined | undefined;
  /** A series' samples within the window (each cut once). */
  readonly win: (c: Combined | undefined) => Window | undefined;
  /** Sets a field and its provenance. */
  readonly put: (field: DerivedField, value: number, from: (Combined | undefined)[], stat: Provenance['statistic'], samples: number, b?: DemandBasis) => void;
}

/** A derivation of `combined` over the window the options give (else the data's first to last time). */
function derivation(combined: readonly Combined[], options: DeriveOptions, statistic: Statistic): Derivation {
  const filled = combined.filter((c) => c.timesMs.length > 0);
  const fromMs = options.fromMs ?? (filled.length ? Math.min(...filled.map((c) => c.timesMs[0]!)) : 0);
  const toMs = options.toMs ?? (filled.length ? Math.max(...filled.map((c) => c.timesMs[c.timesMs.length - 1]!)) : 0);
  const windows = new Map<Combined, Window>();
  const win = (c: Combined | undefined) => {
    if (!c) return undefined;
    if (!windows.has(c)) windows.set(c, inWindow(c, fromMs, toMs));
    return windows.get(c)!;
  };
  const fields: Partial<Record<DerivedField, number>> = {};
  const provenance: DerivedWorkload['provenance'] = {};
  const put: Derivation['put'] = (field, value, from, stat, samples, b) => {
    fields[field] = value;
    provenance[field] = provenanceOf(from, stat, fromMs, toMs, samples, b);
  };
  const one = (q: Quantity) => combined.find((c) => c.quantity === q);
  return { combined, statistic, fromMs, toMs, fields, provenance, one, win, put };
}

/** Throughput and IOPS, read and write, on the basis asked (into the fields) and on the other (returned: the alternative). */
function deriveRates(d: Derivation, basis: DemandBasis, other: DemandBasis): Record<string, number> {
  const { one, win, put, statistic } = d;
  const alt: Record<string, number> = {};
  const rb = one('readBytesPerSecond');
  const wb = one('writeBytesPerSecond');
  const ro = one('readOpsPerSecond');
  const wo = one('writeOpsPerSecond');
  const bytes = pair(win(rb), win(wb), statistic);
  const ops = pair(win(ro), win(wo), statistic);
  if (rb) put('readMBps', round2(bytes[basis].read / BYTES_PER_MB), [rb, wb], statistic, bytes.samples, basis);
  if (wb) put('writeMBps', round2(bytes[basis].write / BYTES_PER_MB), [rb, wb], statistic, bytes.samples, basis);
  if (ro) put('readIops', roundOps(ops[basis].read), [ro, wo], statistic, ops.samples, basis);
  if (wo) put('writeIops', roundOps(ops[basis].write), [ro, wo], statistic, ops.samples, basis);
  if (rb) alt.readMBps = round2(bytes[other].read / BYTES_PER_MB);
  if (wb) alt.writeMBps = round2(bytes[other].write / BYTES_PER_MB);
  if (ro) alt.readIops = roundOps(ops[other].read);
  if (wo) alt.writeIops = roundOps(ops[other].write);
  return alt;
}

/** I/O sizes: bytes over operations across the window; else the size buckets' weighted average. */
function deriveIoSizes(d: Derivation): void {
  const { one, win, put, combined, provenance } = d;
  const sum = (w: { v: Float64Array } | undefined) => {
    let total = 0;
    for (const v of w?.v ?? []) total += v;
    return total;
  };
  const size = (b: Combined | undefined, o: Combined | undefined, bucketQ: Quantity) => {
    const ob = sum(win(o));
    if (b && o && ob > 0) return { kib: sum(win(b)) / ob / BYTES_PER_KIB, from: [b, o], ops: ob };
    const buckets = combined.filter((c) => c.quantity === bucketQ && c.bucketKiB);
    const n = buckets.reduce((a, c) => a + sum(win(c)), 0);
    if (n > 0) return { kib: buckets.reduce((a, c) => a + sum(win(c)) * c.bucketKiB!, 0) / n, from: buckets, ops: n };
    return null;
  };
  const clampKiB = (k: number) => Math.min(16_384, Math.max(0.5, round2(k)));
  const rs = size(one('readBytesPerSecond'), one('readOpsPerSecond'), 'readOpsBySize');
  const ws = size(one('writeBytesPerSecond'), one('writeOpsPerSecond'), 'writeOpsBySize');
  if (rs) put('readIoSizeKiB', clampKiB(rs.kib), rs.from, 'ratio', rs.from[0] ? win(rs.from[0])!.v.length : 0);
  if (ws) put('writeIoSizeKiB', clampKiB(ws.kib), ws.from, 'ratio', ws.from[0] ? win(ws.from[0])!.v.length : 0);
  if (rs || ws) {
    const n = (rs?.ops ?? 0) + (ws?.ops ?? 0);
    const kib = ((rs?.kib ?? 0) * (rs?.ops ?? 0) + (ws?.kib ?? 0) * (ws?.ops ?? 0)) / n;
    put(
      'ioSizeKiB',
      clampKiB(finite(kib, 0.5)),
      [...(rs?.from ?? []), ...(ws?.from ?? [])],
      'ratio',
      provenance.readIoSizeKiB?.samples ?? provenance.writeIoSizeKiB?.samples ?? 0,
    );
  }
}

/** Clients (the connections at the statistic, at least one) and capacity (the window's last reading). */
function deriveClientsAndCapacity(d: Derivation): void {
  const { one, win, put, statistic } = d;
  const conn = one('connections');
  const cw = win(conn);
  if (conn && cw && cw.v.length > 0) put('clients', Math.max(1, Math.ceil(statisticOf(cw.v, statistic))), [conn], statistic, cw.v.length);
  const cap = one('capacityGB');
  const capw = win(cap);
  if (cap && capw && capw.v.length > 0) put('capacityGB', round2(capw.v[capw.v.length - 1]!), [cap], 'last', capw.v.length);
}

/** Metadata operations per second by operation (its series' statistics added up), and their provenance. */
function deriveMetadata(d: Derivation): Record<string, number> {
  const { win, statistic } = d;
  const metadataOpsPerSecond: Record<string, number> = {};
  const meta = d.combined.filter((c) => c.quantity === 'metadataOpsPerSecond' && c.operation);
  for (const c of meta) {
    const w = win(c)!;
    const op = c.operation!.toLowerCase();
    metadataOpsPerSecond[op] = roundOps((metadataOpsPerSecond[op] ?? 0) + statisticOf(w.v, statistic));
  }
  if (meta.length > 0) d.provenance.metadataOpsPerSecond = provenanceOf(meta, statistic, d.fromMs, d.toMs, win(meta[0])!.v.length);
  return metadataOpsPerSecond;
}

/** Derives the workload from read series. Never throws; every figure is finite. */
export function deriveWorkload(series: readonly Series[], options: DeriveOptions = {}): DerivedWorkload {
  const statistic = options.statistic ?? DEFAULT_STATISTIC;
  const basis = options.basis ?? 'coincident';
  const { combined, problems } = combineSeries(series, options.streams ?? 'sum');
  const d = derivation(combined, options, statistic);
  const other: DemandBasis = basis === 'coincident' ? 'separate' : 'coincident';
  const alt = deriveRates(d, basis, other);
  deriveIoSizes(d);
  deriveClientsAndCapacity(d);
  const metadataOpsPerSecond = deriveMetadata(d);
  return {
    statistic,
    basis,
    fromMs: finite(d.fromMs),
    toMs: finite(d.toMs),
    fields: d.fields,
    metadataOpsPerSecond,
    provenance: d.provenance,
    alternative: { basis: other, demand: alt },
    problems,
    files: [...new Map(combined.flatMap((c) => c.from.map((x) => [x.file, { name: x.file, format: x.format }] as const))).values()],
  };
}
