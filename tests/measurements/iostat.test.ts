/**
 * The real iostat from Debian's sysstat package, run here, and what it printed read back: the
 * reports after the first, every device, reads and writes in operations and bytes, agreeing
 * with the numbers iostat printed (kB as 1,024 bytes).
 */
import { describe, expect, it } from 'vitest';
import { measurements as m } from '../../src/engine/index.ts';
import { runIostat } from './sysstat.ts';

/** The device rows of the last report, by device: r/s and rkB/s as printed. */
function lastReport(text: string): Map<string, { rs: number; rkb: number; ws: number }> {
  const blocks = text.split(/^Device/m);
  const last = blocks[blocks.length - 1]!.split('\n');
  const head = ('Device' + last[0]!).trim().split(/\s+/);
  const col = (name: string) => head.findIndex((h) => h === name || h === name.replace('kB', 'MB'));
  const out = new Map<string, { rs: number; rkb: number; ws: number }>();
  for (const line of last.slice(1)) {
    const cells = line.trim().split(/\s+/);
    if (cells.length < head.length) continue;
    out.set(cells[0]!, { rs: Number(cells[col('r/s')]), rkb: Number(cells[col('rkB/s')]), ws: Number(cells[col('w/s')]) });
  }
  return out;
}

describe('iostat -x, the real one', () => {
  it('reads iostat -x -k -t (ISO times) back: the first report left out, every device, bytes as 1,024 × kB', () => {
    const text = runIostat(['-x', '-k', '-t', '1', '3'], { S_TIME_FORMAT: 'ISO', TZ: 'UTC' });
    const r = m.readMeasurementFile('iostat.txt', text);
    expect(r.format).toBe('iostat');
    expect(r.problems.map((p) => p.code)).toContain('firstReportSkipped');
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const printed = lastReport(text);
    expect(printed.size).toBeGreaterThan(0);
    for (const [device, row] of printed) {
      const rs = r.series.find((s) => s.stream === device && s.metric === 'r/s')!;
      const rb = r.series.find((s) => s.stream === device && s.metric === 'rkB/s')!;
      // Two reports after the one since boot, one second apart.
      expect(rs.values).toHaveLength(2);
      expect(rs.values[1]).toBeCloseTo(row.rs, 6);
      expect(rb.values[1]).toBeCloseTo(row.rkb * 1024, 3);
      expect(rs.timesMs[1]! - rs.timesMs[0]!).toBeGreaterThanOrEqual(1000);
    }
    const w = m.deriveWorkload(r.series, { statistic: 'peak' });
    expect(Number.isFinite(w.fields.readMBps ?? 0)).toBe(true);
    expect(w.provenance.readIops?.files).toEqual(['iostat.txt']);
  });

  it('reads iostat -x -m without timestamps, spaced by the interval given, and says so', () => {
    const text = runIostat(['-x', '-m', '1', '2']);
    const r = m.readMeasurementFile('iostat-m.txt', text, { intervalSeconds: 1 });
    expect(r.format).toBe('iostat');
    expect(r.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['noTimestamps', 'firstReportSkipped']));
    const rb = r.series.find((s) => s.metric === 'rMB/s')!;
    expect(rb.reading.code).toBe('mibPerSecondToBytes');
    expect(rb.values).toHaveLength(1);
  });

  it('picks one device or adds them up', () => {
    const text = runIostat(['-x', '-k', '-t', '1', '2'], { S_TIME_FORMAT: 'ISO', TZ: 'UTC' });
    const r = m.readMeasurementFile('iostat.txt', text);
    const devices = m.streamsOf(r.series);
    const one = m.deriveWorkload(r.series, { streams: { stream: devices[0]! }, statistic: 'peak' });
    const all = m.deriveWorkload(r.series, { statistic: 'peak' });
    expect(all.fields.readIops ?? 0).toBeGreaterThanOrEqual(one.fields.readIops ?? 0);
  });
});

/** The disks of the last report of sysstat's JSON, by device. */
function lastJsonReport(text: string): Map<string, Record<string, number>> {
  const json = JSON.parse(text) as { sysstat: { hosts: { statistics: { disk: ({ disk_device: string } & Record<string, number>)[] }[] }[] } };
  const stats = json.sysstat.hosts[0]!.statistics;
  return new Map(stats[stats.length - 1]!.disk.map((d) => [d.disk_device, d]));
}

describe('iostat -x -o JSON, the real one (issue 36)', () => {
  it('reads -x -k -t -o JSON as the text form: the first report left out, every device, bytes as 1,024 × kB, the reports’ times', () => {
    const text = runIostat(['-x', '-k', '-t', '-o', 'JSON', '1', '3'], { S_TIME_FORMAT: 'ISO', TZ: 'UTC' });
    const r = m.readMeasurementFile('iostat.json', text);
    expect(r.format).toBe('iostat');
    expect(r.problems.map((p) => p.code)).toContain('firstReportSkipped');
    expect(r.problems.map((p) => p.code)).not.toContain('noTimestamps');
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const printed = lastJsonReport(text);
    expect(printed.size).toBeGreaterThan(0);
    for (const [device, row] of printed) {
      const rs = r.series.find((s) => s.stream === device && s.metric === 'r/s')!;
      const rb = r.series.find((s) => s.stream === device && s.metric === 'rkB/s')!;
      expect(rs.values).toHaveLength(2);
      expect(rs.values[1]).toBeCloseTo(row['r/s']!, 6);
      expect(rb.values[1]).toBeCloseTo(row['rkB/s']! * 1024, 3);
      expect(rs.timesMs[1]! - rs.timesMs[0]!).toBeGreaterThanOrEqual(1000);
    }
    expect(m.deriveWorkload(r.series, { statistic: 'peak' }).provenance.readIops?.files).toEqual(['iostat.json']);
  });

  it('reads -x -m -o JSON without -t, spaced by the interval given, and says so', () => {
    const text = runIostat(['-x', '-m', '-o', 'JSON', '1', '2']);
    const r = m.readMeasurementFile('iostat-m.json', text, { intervalSeconds: 1 });
    expect(r.format).toBe('iostat');
    expect(r.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['noTimestamps', 'firstReportSkipped']));
    const rb = r.series.find((s) => s.metric === 'rMB/s')!;
    expect(rb.reading.code).toBe('mibPerSecondToBytes');
    expect(rb.values).toHaveLength(1);
    expect(rb.values[0]).toBeCloseTo(lastJsonReport(text).get(rb.stream)!['rMB/s']! * 1024 * 1024, 0);
  });

  it('gives the same series as the text form of the same reports (a fixture of both spellings)', () => {
    const json = {
      sysstat: {
        hosts: [
          {
            nodename: 'db1',
            date: '2026-01-05',
            statistics: [0, 1, 2].map((i) => ({
              timestamp: `2026-01-05T09:00:0${i}+0000`,
              disk: [{ disk_device: 'sda', 'r/s': 100 + i, 'w/s': 50, 'rkB/s': 800 + i, 'wkB/s': 400, util: 3 }],
            })),
          },
        ],
      },
    };
    const textForm = ['Linux 6.1 (db1) \t2026-01-05 \t_x86_64_\t(2 CPU)', '']
      .concat(...[0, 1, 2].map((i) => [`2026-01-05T09:00:0${i}+0000`, 'Device r/s w/s rkB/s wkB/s %util', `sda ${100 + i} 50 ${800 + i} 400 3`, '']))
      .join('\n');
    const fromJson = m.readMeasurementFile('a.json', JSON.stringify(json));
    const fromText = m.readMeasurementFile('a.txt', textForm);
    expect(fromText.format).toBe('iostat');
    const strip = (r: m.ReadResult) => r.series.map(({ file: _f, ...s }) => s);
    expect(strip(fromJson)).toEqual(strip(fromText));
    expect([...fromJson.series.find((s) => s.metric === 'r/s')!.values]).toEqual([101, 102]);
  });

  it('refuses sysstat JSON with no device report as an iostat it cannot read', () => {
    const r = m.readMeasurementFile('cpu.json', JSON.stringify({ sysstat: { hosts: [{ date: '01/05/26', statistics: [{ 'avg-cpu': { user: 1 } }] }] } }));
    expect(r.problems[0]).toMatchObject({ code: 'unknownFormat', severity: 'error', params: { expected: 'iostat' } });
  });
});
