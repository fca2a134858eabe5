/**
 * A plain CSV: a `timestamp` column (ISO 8601, or seconds since the epoch) and one column per
 * metric, named `<metric>_<unit>`: `read_MBps`, `write_iops`, `read_bytes_per_s`,
 * `metadata_getattr_iops`, `clients_count`, `capacity_GB` (`csvTemplate` lists them all). Rates
 * are decimal (MB/s = 10^6 B/s) unless the unit says binary (`MiBps`, `KiBps`).
 */
import { metadataOps } from '../scenario/metadataOps.ts';
import { cleanPoints, medianStepMs, problem, type RawPoint } from './clean.ts';
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

/** Reads one CSV file. Never throws. */
export function readCsv(file: string, text: string): ReadResult {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map(cell);
  const problems: MeasurementProblem[] = [];
  if (!/^(timestamp|time)$/i.test(header[0] ?? ''))
    return { file, format: null, series: [], problems: [problem('unknownFormat', 'error', file, 1, { expected: 'csv' })], pointsRead: 0, pointsSkipped: 0 };
  const columns: { index: number; name: string; spec: ColumnSpec; points: RawPoint[] }[] = [];
  header.forEach((name, index) => {
    if (index === 0) return;
    const spec = csvColumn(name);
    if (spec) columns.push({ index, name, spec, points: [] });
    else problems.push(problem('unknownColumn', 'warning', file, 1, { column: name, expected: 'readMBps' }));
  });
  let rows = 0;
  for (let n = 1; n < lines.length; n++) {
    if (lines[n]!.trim() === '') continue;
    rows++;
    const cells = lines[n]!.split(',').map(cell);
    const t = parseTime(cells[0] ?? '');
    for (const c of columns) {
      const raw = cells[c.index] ?? '';
      if (raw === '') continue;
      c.points.push({ t, v: Number(raw) * c.spec.factor, at: n + 1 });
    }
  }
  const series: Series[] = [];
  let pointsRead = 0;
  let pointsSkipped = 0;
  for (const c of columns) {
    const cleaned = cleanPoints(c.points, file, c.name);
    problems.push(...cleaned.problems);
    pointsSkipped += cleaned.skipped;
    if (cleaned.values.length === 0) continue;
    pointsRead += cleaned.values.length;
    const step = medianStepMs(cleaned.timesMs) / 1000;
    series.push({
      file,
      format: 'csv',
      metric: c.name,
      quantity: c.spec.quantity,
      stream: '',
      ...(c.spec.operation ? { operation: c.spec.operation } : {}),
      timesMs: cleaned.timesMs,
      values: cleaned.values,
      resolutionSeconds: step > 0 ? step : null,
      reading: { code: c.spec.quantity === 'connections' || c.spec.quantity === 'capacityGB' ? 'levelAsGiven' : 'csvColumnUnit' },
    });
  }
  if (series.length === 0) problems.push(problem('noData', 'error', file, rows === 0 ? 1 : 2, {}));
  return { file, format: 'csv', series, problems, pointsRead, pointsSkipped };
}
