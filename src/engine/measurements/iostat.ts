/**
 * `iostat -x` from sysstat (with `-k` or `-m`, with or without `-t`, one or many devices): each
 * report's device rows become per-second reads and writes, in operations and bytes. sysstat
 * counts kB as 1,024 bytes and MB as 1,048,576; older versions without `-k` print 512-byte
 * sectors. The first report covers the time since boot and is left out when more follow.
 * Without `-t` the reports carry no time: they are spaced by `intervalSeconds` (the interval
 * the command was run with) from the header's date, and a code says so.
 */
import { cleanPoints, medianStepMs, problem, type RawPoint } from './clean.ts';
import { parseToolTime } from './textTime.ts';
import type { MeasurementProblem, Quantity, ReadResult, Reading, Series } from './types.ts';

export interface TextOptions {
  /** Seconds between reports when the file has no timestamps (the command's interval). */
  readonly intervalSeconds?: number;
}

interface Column {
  readonly index: number;
  readonly quantity: Quantity;
  readonly factor: number;
  readonly reading: Reading;
  readonly name: string;
}

const COLUMNS: Readonly<Record<string, Omit<Column, 'index' | 'name'>>> = {
  'r/s': { quantity: 'readOpsPerSecond', factor: 1, reading: { code: 'perSecondAsGiven' } },
  'w/s': { quantity: 'writeOpsPerSecond', factor: 1, reading: { code: 'perSecondAsGiven' } },
  'rkB/s': { quantity: 'readBytesPerSecond', factor: 1024, reading: { code: 'kibPerSecondToBytes' } },
  'wkB/s': { quantity: 'writeBytesPerSecond', factor: 1024, reading: { code: 'kibPerSecondToBytes' } },
  'rMB/s': { quantity: 'readBytesPerSecond', factor: 1024 * 1024, reading: { code: 'mibPerSecondToBytes' } },
  'wMB/s': { quantity: 'writeBytesPerSecond', factor: 1024 * 1024, reading: { code: 'mibPerSecondToBytes' } },
  'rsec/s': { quantity: 'readBytesPerSecond', factor: 512, reading: { code: 'sectorsPerSecondToBytes' } },
  'wsec/s': { quantity: 'writeBytesPerSecond', factor: 512, reading: { code: 'sectorsPerSecondToBytes' } },
};

/** True when the text looks like iostat's extended report. */
export function looksLikeIostat(text: string): boolean {
  return /^Device:?\s+.*\br\/s\b/m.test(text) && /\bw\/s\b/.test(text);
}

const HEADER_DATE = /\t(\d{2}\/\d{2}\/\d{2,4}|\d{4}-\d{2}-\d{2})\s*\t/;

/** A column's points by device and column (`device\u0000column`), each with the report it came from. */
type RawColumns = Map<string, (RawPoint & { report: number })[]>;

/**
 * The reports of an iostat -x text: each device line's points under the columns its `Device`
 * header names, at the report's time (else the header's date plus a report's `interval`
 * seconds); `report` is the last report's index (−1: none), `timed` whether the reports had times.
 */
function scanReports(lines: readonly string[], interval: number): { raw: RawColumns; report: number; timed: boolean } {
  const raw: RawColumns = new Map();
  let columns: Column[] = [];
  let time = Number.NaN;
  let timed = false;
  let report = -1;
  let inDevices = false;
  const headerDate = HEADER_DATE.exec(lines[0] ?? '');
  const start = headerDate ? parseToolTime(`${headerDate[1]} 00:00:00`) : 0;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const trimmed = line.trim();
    if (trimmed === '') {
      inDevices = false;
      continue;
    }
    const t = parseToolTime(trimmed);
    if (!Number.isNaN(t)) {
      time = t;
      timed = true;
      continue;
    }
    if (/^Device:?\s/.test(trimmed)) {
      const names = trimmed.split(/\s+/);
      columns = names.flatMap((name, index) => (COLUMNS[name] ? [{ ...COLUMNS[name], index, name }] : []));
      report++;
      inDevices = true;
      continue;
    }
    if (!inDevices) continue;
    const cells = trimmed.split(/\s+/);
    const device = cells[0]!;
    const when = timed ? time : start + report * interval * 1000;
    for (const c of columns) {
      const v = Number((cells[c.index] ?? '').replace(',', '.'));
      const key = `${device}\u0000${c.name}`;
      if (!raw.has(key)) raw.set(key, []);
      raw.get(key)!.push({ t: when, v, at: n + 1, report });
    }
  }
  return { raw, report, timed };
}

/** Reads one iostat -x file. Never throws. */
export function readIostat(file: string, text: string, options: TextOptions = {}): ReadResult {
  const problems: MeasurementProblem[] = [];
  const interval = options.intervalSeconds ?? 1;
  const { raw, report, timed } = scanReports(text.split(/\r?\n/), interval);
  if (report < 0)
    return { file, format: null, series: [], problems: [problem('unknownFormat', 'error', file, 1, { expected: 'iostat' })], pointsRead: 0, pointsSkipped: 0 };
  if (!timed) problems.push(problem('noTimestamps', 'info', file, undefined, { intervalSeconds: interval }));
  const series: Series[] = [];
  let pointsRead = 0;
  let pointsSkipped = 0;
  const skipFirst = report >= 1;
  let firstSkipped = 0;
  for (const [key, pts] of raw) {
    const [device, name] = key.split('\u0000') as [string, string];
    const spec = COLUMNS[name]!;
    // The first report is the average since boot, not a sample of the period.
    const first = skipFirst ? pts.filter((p) => p.report > 0) : pts;
    if (skipFirst) firstSkipped += pts.length - first.length;
    const cleaned = cleanPoints(
      first.map((p) => ({ ...p, v: p.v * spec.factor })),
      file,
      device,
    );
    problems.push(...cleaned.problems);
    pointsSkipped += cleaned.skipped;
    if (cleaned.values.length === 0) continue;
    pointsRead += cleaned.values.length;
    series.push({
      file,
      format: 'iostat',
      metric: name,
      quantity: spec.quantity,
      stream: device,
      timesMs: cleaned.timesMs,
      values: cleaned.values,
      resolutionSeconds: timed ? medianStepMs(cleaned.timesMs) / 1000 || null : interval,
      reading: spec.reading,
    });
  }
  if (skipFirst) problems.push(problem('firstReportSkipped', 'info', file, undefined, { skipped: firstSkipped }));
  if (series.length === 0) problems.push(problem('noData', 'error', file, undefined, {}));
  return { file, format: 'iostat', series, problems, pointsRead, pointsSkipped };
}
