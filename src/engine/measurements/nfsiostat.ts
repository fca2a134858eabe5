/**
 * `nfsiostat` (nfs-utils) output for an NFS client: for each mount, every report prints the
 * mount's total operations per second, then a `read:` and a `write:` row of operations per
 * second, kB/s (kibibytes: the tool divides bytes by 1,024) and kB per operation. The first
 * report covers the time since the mount and is left out when more follow; reports carry no
 * time, so they are spaced by `intervalSeconds` and a code says so.
 */
import { cleanPoints, problem, type RawPoint } from './clean.ts';
import type { TextOptions } from './iostat.ts';
import type { MeasurementProblem, Quantity, ReadResult, Reading, Series } from './types.ts';

/** True when the text looks like nfsiostat's report. */
export function looksLikeNfsiostat(text: string): boolean {
  return /mounted on .*:\s*$/m.test(text) && /^\s*read:\s+ops\/s/m.test(text);
}

interface Pending {
  readonly t: number;
  readonly v: number;
  readonly at: number;
  readonly report: number;
}

/** Reads one nfsiostat file. Never throws. */
export function readNfsiostat(file: string, text: string, options: TextOptions = {}): ReadResult {
  const lines = text.split(/\r?\n/);
  const interval = options.intervalSeconds ?? 1;
  const raw = new Map<string, Pending[]>();
  const reports = new Map<string, number>();
  let mount = '';
  let expect: 'total' | 'read' | 'write' | null = null;
  const push = (quantity: Quantity, v: number, at: number) => {
    const report = reports.get(mount) ?? 0;
    const key = `${mount}\u0000${quantity}`;
    if (!raw.has(key)) raw.set(key, []);
    raw.get(key)!.push({ t: report * interval * 1000, v, at, report });
  };
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    const m = /^(.+) mounted on (.+):$/.exec(line);
    if (m) {
      mount = m[2]!;
      reports.set(mount, (reports.get(mount) ?? -1) + 1);
      continue;
    }
    if (/^ops\/s\s+rpc bklog$/.test(line)) expect = 'total';
    else if (/^read:\s+ops\/s/.test(line)) expect = 'read';
    else if (/^write:\s+ops\/s/.test(line)) expect = 'write';
    else if (expect !== null && line !== '') {
      const cells = line.split(/\s+/).map((c) => Number(c));
      if (expect === 'total') push('allOpsPerSecond', cells[0]!, n + 1);
      else {
        const ops = expect === 'read' ? 'readOpsPerSecond' : 'writeOpsPerSecond';
        const bytes = expect === 'read' ? 'readBytesPerSecond' : 'writeBytesPerSecond';
        push(ops, cells[0]!, n + 1);
        push(bytes, cells[1]! * 1024, n + 1);
      }
      expect = null;
    }
  }
  const problems: MeasurementProblem[] = [];
  if (raw.size === 0)
    return {
      file,
      format: null,
      series: [],
      problems: [problem('unknownFormat', 'error', file, 1, { expected: 'nfsiostat' })],
      pointsRead: 0,
      pointsSkipped: 0,
    };
  problems.push(problem('noTimestamps', 'info', file, undefined, { intervalSeconds: interval }));
  const series: Series[] = [];
  let pointsRead = 0;
  let pointsSkipped = 0;
  let firstSkipped = 0;
  for (const [key, pts] of raw) {
    const [stream, quantity] = key.split('\u0000') as [string, Quantity];
    const many = (reports.get(stream) ?? 0) >= 1;
    const kept: RawPoint[] = many ? pts.filter((p) => p.report > 0) : pts;
    firstSkipped += pts.length - kept.length;
    const cleaned = cleanPoints(kept, file, stream);
    problems.push(...cleaned.problems);
    pointsSkipped += cleaned.skipped;
    if (cleaned.values.length === 0) continue;
    pointsRead += cleaned.values.length;
    const reading: Reading = quantity.endsWith('BytesPerSecond') ? { code: 'kibPerSecondToBytes' } : { code: 'perSecondAsGiven' };
    series.push({
      file,
      format: 'nfsiostat',
      metric: quantity,
      quantity,
      stream,
      timesMs: cleaned.timesMs,
      values: cleaned.values,
      resolutionSeconds: interval,
      reading,
    });
  }
  if (firstSkipped > 0) problems.push(problem('firstReportSkipped', 'info', file, undefined, { skipped: firstSkipped }));
  if (series.length === 0) problems.push(problem('noData', 'error', file, undefined, {}));
  return { file, format: 'nfsiostat', series, problems, pointsRead, pointsSkipped };
}
