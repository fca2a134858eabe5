/**
 * A plain CSV: a `timestamp` column (ISO 8601, or seconds since the epoch) and one column per
 * metric, named `<metric>_<unit>`: `read_MBps`, `write_iops`, `read_bytes_per_s`,
 * `metadata_getattr_iops`, `clients_count`, `capacity_GB` (`csvTemplate` lists them all). Rates
 * are decimal (MB/s = 10^6 B/s) unless the unit says binary (`MiBps`, `KiBps`).
 */
import { metadataOps } from '../scenario/metadataOps.ts';
import { byTime, cleanColumns, problem } from './clean.ts';
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

/** A CSV read piece by piece: each piece of text as it comes (`push`), then the result (`end`). */
export interface CsvReader {
  push(text: string): void;
  end(): ReadResult;
}

interface Column {
  readonly index: number;
  readonly name: string;
  readonly spec: ColumnSpec;
  values: Float64Array;
  present: Uint8Array;
  holes: number;
}

const FIRST_ROWS = 1024;

/**
 * The line each row is on, kept as the rows where the count of lines before them changes (a
 * blank line skipped), not a number per row: a million rows with no blank line hold one entry.
 */
class LineNumbers {
  private readonly rows: number[] = [];
  private readonly shifts: number[] = [];
  /** Row `row` (0-based, rows set in order) is on line `line`. */
  set(row: number, line: number): void {
    if (this.shifts.length === 0 || this.shifts[this.shifts.length - 1] !== line - row) {
      this.rows.push(row);
      this.shifts.push(line - row);
    }
  }
  /** The line of row `row`. */
  of(row: number): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.rows[mid]! <= row) lo = mid + 1;
      else hi = mid;
    }
    return row + (this.shifts[lo - 1] ?? 2);
  }
}

/**
 * The columns a header names that the planner reads (into `columns`, each with its first
 * arrays; a column it does not read is a problem), and the column of each cell by its place
 * (-1: none); null when the first cell is not the time (`timestamp` or `time`).
 */
function headerColumns(header: readonly string[], file: string, columns: Column[], problems: MeasurementProblem[]): Int32Array<ArrayBuffer> | null {
  if (!/^(timestamp|time)$/i.test(header[0] ?? '')) return null;
  header.forEach((name, index) => {
    if (index === 0) return;
    const spec = csvColumn(name);
    if (spec) columns.push({ index, name, spec, values: new Float64Array(FIRST_ROWS), present: new Uint8Array(FIRST_ROWS), holes: 0 });
    else problems.push(problem('unknownColumn', 'warning', file, 1, { column: name, expected: 'readMBps' }));
  });
  const byIndex = new Int32Array(header.length).fill(-1);
  columns.forEach((c, k) => (byIndex[c.index] = k));
  return byIndex;
}

/** The times and every column's arrays made `length` rows long, the rows so far kept; the new times. */
function grownAll(times: Float64Array<ArrayBuffer>, columns: readonly Column[], length: number): Float64Array<ArrayBuffer> {
  for (const c of columns) {
    c.values = grown(c.values, length);
    c.present = grown(c.present, length);
  }
  return grown(times, length);
}

/**
 * The rows a text of `expectedChars` promises, from the first piece (`charsRead` characters
 * over `rows` rows and the header): a little over, and never more than one row per two characters.
 */
function expectedRows(expectedChars: number, charsRead: number, rows: number): number {
  const perRow = charsRead / (rows + 1);
  return Math.min(Math.ceil((expectedChars / perRow) * 1.02) + 16, Math.ceil(expectedChars / 2) + 16);
}

/** The answer for a text that is not a CSV the planner reads. */
const notCsv = (file: string): ReadResult => ({
  file,
  format: null,
  series: [],
  problems: [problem('unknownFormat', 'error', file, 1, { expected: 'csv' })],
  pointsRead: 0,
  pointsSkipped: 0,
});

/**
 * Reads one CSV file in one pass, piece by piece as its text comes (a file never held whole):
 * line by line and cell by cell, each column's points into typed arrays that grow by doubling,
 * no object per row. A line cut between two pieces waits for the rest. `expectedChars`, the
 * text's length when known (a file's size): after the first piece the arrays are sized once for
 * the rows it promises (at the first piece's length per row), so they seldom grow. Never throws.
 */
export function csvReader(file: string, expectedChars?: number): CsvReader {
  const problems: MeasurementProblem[] = [];
  let header: string[] | null = null;
  let refused = false;
  const columns: Column[] = [];
  // The column each cell goes to, by its place in the row (-1: a column the planner does not read).
  let byIndex = new Int32Array(0);
  // One time per row, shared by the columns; a value and whether the cell held one per column.
  let times = new Float64Array(FIRST_ROWS);
  const lines = new LineNumbers();
  let rows = 0;
  let line = 0;
  let carry = '';
  /** Characters pushed so far. */
  let read = 0;

  /** The arrays made `length` rows long, the rows so far kept. */
  function size(length: number): void {
    times = grownAll(times, columns, length);
  }

  function start(first: string): void {
    header = first.replace(/\r$/, '').split(',').map(cell);
    const found = headerColumns(header, file, columns, problems);
    if (found === null) refused = true;
    else byIndex = found;
  }

  /** One row: text[pos, end), line `line`. */
  function row(text: string, pos: number, end: number): void {
    if (end > pos && text.charCodeAt(end - 1) === 13) end--;
    const lead = text.charCodeAt(pos);
    if (end === pos || ((lead <= 32 || lead > 126) && (blank(text, pos, end) || text.slice(pos, end).trim() === ''))) return;
    if (rows === times.length) size(rows * 2);
    lines.set(rows, line);
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
        } else c.present[rows] = 0;
      }
      at = stop + 1;
    }
    for (const c of columns) if (c.present[rows] === 0) c.holes++;
    rows++;
  }

  /** Every whole line of the text; what follows the last line break waits for the next piece. */
  function lines_(text: string): void {
    let pos = 0;
    for (;;) {
      if (refused) return;
      const end = text.indexOf('\n', pos);
      if (end < 0) break;
      line++;
      if (header === null) start(text.slice(pos, end));
      else row(text, pos, end);
      pos = end + 1;
    }
    carry = pos === 0 ? text : text.slice(pos);
  }

  return {
    push(text) {
      if (refused || text === '') return;
      const first = read === 0;
      read += text.length;
      lines_(carry === '' ? text : carry + text);
      if (first && expectedChars !== undefined && rows > 0) {
        const expected = expectedRows(expectedChars, read - carry.length, rows);
        if (expected > times.length) size(expected);
      }
    },
    end() {
      // The last line, ended as if by a line break.
      if (!refused && carry !== '') lines_(`${carry}\n`);
      if (refused || header === null) return notCsv(file);
      return seriesOf(file, columns, times, lines, rows, problems);
    },
  };
}

/** Reads one CSV file's whole text (`csvReader` given it in one piece). Never throws. */
export function readCsv(file: string, text: string): ReadResult {
  const reader = csvReader(file);
  reader.push(text);
  return reader.end();
}

/** The columns read, each checked (`cleanColumns`) into a series. */
function seriesOf(file: string, columns: Column[], times: Float64Array, lines: LineNumbers, rows: number, problems: MeasurementProblem[]): ReadResult {
  const series: Series[] = [];
  let pointsRead = 0;
  let pointsSkipped = 0;
  let sharedTimes: { timesMs: Float64Array; stepMs: number } | null = null;
  // Rows out of time order are put in order once for all the columns that hold every row.
  let order: Uint32Array | null = null;
  const rowOrder = () => {
    if (order) return order;
    const timed = new Uint32Array(rows);
    let n = 0;
    for (let i = 0; i < rows; i++) if (Number.isFinite(times[i]!)) timed[n++] = i;
    order = byTime(timed.subarray(0, n), times);
    return order;
  };
  for (const c of columns) {
    // A column with empty cells is checked on the rows that hold a value.
    let t: Float64Array = times;
    let v: Float64Array = c.values;
    let where = (i: number) => lines.of(i);
    if (c.holes > 0) {
      const kept = new Uint32Array(rows - c.holes);
      for (let i = 0, k = 0; i < rows; i++) if (c.present[i]) kept[k++] = i;
      t = Float64Array.from(kept, (i) => times[i]!);
      v = Float64Array.from(kept, (i) => c.values[i]!);
      where = (i) => lines.of(kept[i]!);
    }
    c.present = new Uint8Array(0);
    const cleaned = cleanColumns(t, v, rows - c.holes, file, c.name, where, sharedTimes ?? undefined, c.holes === 0 ? rowOrder : undefined);
    c.values = new Float64Array(0);
    problems.push(...cleaned.problems);
    pointsSkipped += cleaned.skipped;
    if (cleaned.values.length === 0) continue;
    pointsRead += cleaned.values.length;
    // Columns measured at the same times share one array of times.
    const timesMs = cleaned.timesMs;
    sharedTimes ??= cleaned;
    const step = cleaned.stepMs / 1000;
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
