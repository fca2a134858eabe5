/**
 * `iostat -x -o JSON` (sysstat's own JSON, with `-k` or `-m`, with or without `-t`): read as
 * the text form is (iostat.ts), report by report, so both spellings of one run give the same
 * series: each report's devices become the rows of a text report, its `timestamp` (with `-t`)
 * the report's time, the host's `date` the day reports without one are spaced from.
 */
import { looksLikeIostat, readIostat, type TextOptions } from './iostat.ts';
import type { ReadResult } from './types.ts';

/** True when a parsed JSON document is sysstat's (`{"sysstat": {"hosts": [...]}}`). */
export function looksLikeIostatJson(json: unknown): boolean {
  const sysstat = (json as { sysstat?: { hosts?: unknown } } | null)?.sysstat;
  return typeof sysstat === 'object' && sysstat !== null && Array.isArray(sysstat.hosts);
}

const cellOf = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v).replace(/\s+/g, '') || 'NaN' : 'NaN');

/** The text iostat -x would have printed for the same reports (null when the JSON holds no device report). */
export function iostatJsonToText(json: unknown): string | null {
  const hosts = (json as { sysstat: { hosts: unknown[] } }).sysstat.hosts;
  const lines: string[] = [];
  for (const host of hosts) {
    const h = (host ?? {}) as { date?: unknown; statistics?: unknown };
    const date = typeof h.date === 'string' ? h.date : '';
    lines.push(`sysstat\t${date}\t`, '');
    for (const stat of Array.isArray(h.statistics) ? h.statistics : []) {
      const s = (stat ?? {}) as { timestamp?: unknown; disk?: unknown };
      const disks = Array.isArray(s.disk) ? (s.disk as Record<string, unknown>[]) : [];
      if (disks.length === 0) continue;
      if (typeof s.timestamp === 'string') lines.push(s.timestamp);
      const columns = Object.keys(disks[0] ?? {}).filter((k) => k !== 'disk_device');
      lines.push(['Device', ...columns].join(' '));
      for (const d of disks) lines.push([String(d?.disk_device ?? '').replace(/\s+/g, '_') || '?', ...columns.map((c) => cellOf(d?.[c]))].join(' '));
      lines.push('');
    }
  }
  const text = lines.join('\n');
  return looksLikeIostat(text) ? text : null;
}

/** Reads sysstat's JSON as its text form; null when it holds no device report. */
export function readIostatJson(file: string, json: unknown, options: TextOptions = {}): ReadResult | null {
  const text = iostatJsonToText(json);
  return text === null ? null : readIostat(file, text, options);
}
