/**
 * A plain CSV: a `timestamp` column (ISO 8601, or seconds since the epoch) and one column per
 * metric, named `<metric>_<unit>`: `read_MBps`, `write_iops`, `read_bytes_per_s`,
 * `metadata_getattr_iops`, `clients_count`, `capacity_GB` (`csvTemplate` lists them all). Rates
 * are decimal (MB/s = 10^6 B/s) unless the unit says binary (`MiBps`, `KiBps`).
 */
import { metadataOps } from '../scenario/metadataOps.ts';
import { cleanColumns, medianStepMs, problem } from './clean.ts';
import { parseToolTime } from './textTime.ts';
import type { MeasurementProblem, Quantity, ReadResult, Series } from './types.ts';

const BYTE_UNITS: Readonly<Record<string, number>> = {
  bytes_per_s: 1,
  KBps: 1e3,
  KiBps: 1024,
  MBps: 1e6,
  MiBps: 1024 * 1024,
  GBps: 1e9,
  GiBps: 1024 ** 3,
};
const OPS_UNITS = ['iops', 'ops_per_s'];

interface ColumnSpec {
  readonly quantity: Quantity;
  readonly factor: number;
  readonly operation?: string;
}

/** What a column named `<metric>_<unit>` measures, or null when the planner does not know it. */
export function csvColumn(name: string): ColumnSpec | null {
  for (const dir of ['read', 'write'] as const) {
    for (const [unit, factor] of Object.entries(BYTE_UNITS)) if (name === `${dir}_${unit}`) return { quantity: `${dir}BytesPerSecond`, factor };
    for (const unit of OPS_UNITS) if (name === `${dir}_${unit}`) return { quantity: `${dir}OpsPerSecond`, factor: 1 };
  }
  const meta = /^metadata_([a-zA-Z]+)_(iops|ops_per_s)$/.exec(name);
  if (meta && (metadataOps as readonly string[]).includes(meta[1]!)) return { quantity: 'metadataOpsPerSecond', factor: 1, operation: meta[1]! };
  const fixed: Readonly<Record<string, ColumnSpec>> = {
    clients_count: { quantity: 'connections', factor: 1 },
    connections_count: { quantity: 'connections', factor: 1 },
    capacity_GB: { quantity: 'capacityGB', factor: 1 },
    capacity_TB: { quantity: 'capacityGB', factor: 1000 },
    throttled_iops: { quantity: 'throttledIosPerSecond', factor: 1 },
    guaranteed_iops: { quantity: 'guaranteedIops', factor: 1 },
    guaranteed_MBps: { quantity: 'guaranteedMBps', factor: 1 },
  };
  return Object.hasOwn(fixed, name) ? fixed[name]! : null;
}

/** The CSV template the app offers for download: the header and two example rows. */
export function csvTemplate(): string {
  return [
    'timestamp,read_MBps,write_MBps,read_iops,write_iops,metadata_getattr_iops,clients_count,capacity_GB',
    '2026-01-05T09:00:00Z,420.5,120.0,6800,1900,350,24,18000',
    '2026-01-05T09:01:00Z,455.0,98.2,7100,1650,380,24,18000',
    '',
  ].join('\n');
}

/** True when the first line is a CSV header with a timestamp column. */
export function looksLikeCsv(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return /^\s*"?(timestamp|time)"?\s*,/i.test(first);
}

const cell = (s: string) => {
  const t = s.trim();
  return t.length > 1 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
};

function parseTime(text: string): number {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const t = parseToolTime(text);
  return Number.isNaN(t) ? Date.parse(text) : t;
}

/** A typed array twice as long, its first entries copied (the columns grow by doubling). */
function grown<T extends Float64Array | Uint32Array | Uint8Array>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

/**
 * The number in text[from, to) when it is plain digits with at most one point (at most 15
 * digits, so the digits and the power of ten are exact and their quotient is what `Number`
 * gives), read without making a string; NaN for anything else (the caller then asks `Number`).
 */
function plainNumber(text: string, from: number, to: number): number {
  let digits = 0;
  let mantissa = 0;
  let point = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      if (++digits > 15) return Number.NaN;
    } else if (c === 46 && point < 0) point = i;
    else return Number.NaN;
  }
  if (digits === 0) return Number.NaN;
  return point < 0 ? mantissa : mantissa / POW10[to - point - 1]!;
}

/** True when text[from, to) holds only spaces and tabs. */
function blank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/**
 * Reads one CSV file in one pass over its text: line by line and cell by cell without splitting
 * the whole text, each column's points into typed arrays. Never throws.
 */
export function readCsv(file: string, text: string): ReadResult {
  const firstEnd = text.indexOf('\n');
  const header = text
    .slice(0, firstEnd < 0 ? text.length : firstEnd)
    .replace(/\r$/, '')
    .split(',')
    .map(cell);
  const problems: MeasurementProblem[] = [];
  if (!/^(timestamp|time)$/i.test(header[0] ?? ''))
    return { file, format: null, series: [], problems: [problem('unknownFormat', 'error', file, 1, { expected: 'csv' })], pointsRead: 0, pointsSkipped: 0 };
  const columns: { index: number; name: string; spec: ColumnSpec; values: Float64Array; present: Uint8Array; holes: number }[] = [];
  header.forEach((name, index) => {
    if (index === 0) return;
    const spec = csvColumn(name);
    if (spec) columns.push({ index, name, spec, values: new Float64Array(0), present: new Uint8Array(0), holes: 0 });
    else problems.push(problem('unknownColumn', 'warning', file, 1, { column: name, expected: 'readMBps' }));
  });
  // The column each cell goes to, by its place in the row (-1: a column the planner does not read).
  const byIndex = new Int32Array(header.length).fill(-1);
  columns.forEach((c, k) => (byIndex[c.index] = k));
  // One time and one line number per row, shared by the columns; a value and whether the cell
  // held one per column: a million rows in a few typed arrays, no object per point.
  // Sized once for every line of the file (a count of its line breaks): the arrays never grow.
  let capacity = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) capacity++;
  for (const c of columns) {
    c.values = new Float64Array(capacity);
    c.present = new Uint8Array(capacity);
  }
  let times = new Float64Array(capacity);
  let lines = new Uint32Array(capacity);
  let rows = 0;
  let line = 1;
  let pos = firstEnd < 0 ? text.length : firstEnd + 1;
  while (pos < text.length) {
    line++;
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    const next = end + 1;
    if (end > pos && text.charCodeAt(end - 1) === 13) end--;
    const lead = text.charCodeAt(pos);
    if (end === pos || ((lead <= 32 || lead > 126) && (blank(text, pos, end) || text.slice(pos, end).trim() === ''))) {
      pos = next;
      continue;
    }
    if (rows === times.length) {
      times = grown(times, rows * 2);
      lines = grown(lines, rows * 2);
      for (const c of columns) {
        c.values = grown(c.values, rows * 2);
        c.present = grown(c.present, rows * 2);
      }
    }
    lines[rows] = line;
    for (let index = 0, at = pos; at <= end; index++) {
      let stop = text.indexOf(',', at);
      if (stop < 0 || stop > end) stop = end;
      if (index === 0) {
        const seconds = plainNumber(text, at, stop);
        times[rows] = Number.isNaN(seconds) ? parseTime(cell(text.slice(at, stop))) : seconds * 1000;
      } else if (index < byIndex.length && byIndex[index]! >= 0) {
        const c = columns[byIndex[index]!]!;
        const plain = plainNumber(text, at, stop);
        const raw = Number.isNaN(plain) ? cell(text.slice(at, stop)) : null;
        if (raw !== '') {
          c.values[rows] = (raw === null ? plain : Number(raw)) * c.spec.factor;
          c.present[rows] = 1;
        }
      }
      at = stop + 1;
    }
    for (const c of columns) if (c.present[rows] === 0) c.holes++;
    rows++;
    pos = next;
  }
  const series: Series[] = [];
  let pointsRead = 0;
  let pointsSkipped = 0;
  let sharedTimes: readonly number[] | null = null;
  for (const c of columns) {
    // A column with empty cells is checked on the rows that hold a value.
    let t: Float64Array = times;
    let v: Float64Array = c.values;
    let where = (i: number) => lines[i]!;
    if (c.holes > 0) {
      const kept = new Uint32Array(rows - c.holes);
      for (let i = 0, k = 0; i < rows; i++) if (c.present[i]) kept[k++] = i;
      t = Float64Array.from(kept, (i) => times[i]!);
      v = Float64Array.from(kept, (i) => c.values[i]!);
      where = (i) => lines[kept[i]!]!;
    }
    const cleaned = cleanColumns(t, v, rows - c.holes, file, c.name, where, sharedTimes ?? undefined);
    c.values = new Float64Array(0);
    problems.push(...cleaned.problems);
    pointsSkipped += cleaned.skipped;
    if (cleaned.values.length === 0) continue;
    pointsRead += cleaned.values.length;
    // Columns measured at the same times share one array of times.
    const timesMs = cleaned.timesMs;
    sharedTimes ??= timesMs;
    const step = medianStepMs(timesMs) / 1000;
    series.push({
      file,
      format: 'csv',
      metric: c.name,
      quantity: c.spec.quantity,
      stream: '',
      ...(c.spec.operation ? { operation: c.spec.operation } : {}),
      timesMs,
      values: cleaned.values,
      resolutionSeconds: step > 0 ? step : null,
      reading: { code: c.spec.quantity === 'connections' || c.spec.quantity === 'capacityGB' ? 'levelAsGiven' : 'csvColumnUnit' },
    });
  }
  if (series.length === 0) problems.push(problem('noData', 'error', file, rows === 0 ? 1 : 2, {}));
  return { file, format: 'csv', series, problems, pointsRead, pointsSkipped };
}
