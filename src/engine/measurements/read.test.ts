/**
 * The text formats and bad input: every problem a code with the file, the line or JSON path,
 * and what was expected; what can be used is used, what was skipped is counted.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvTemplate, deriveWorkload, readMeasurementFile } from './index.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/measurements/${name}`, import.meta.url), 'utf8');
const codes = (r: { problems: readonly { code: string }[] }) => r.problems.map((p) => p.code);

describe('nfsiostat', () => {
  // Written to the format nfs-utils' nfsiostat prints (its __print_rpc_op_stats: "read:" and
  // "write:" rows of ops/s, kB/s with kB = bytes / 1024, kB/op; the mount's total ops/s above).
  const r = readMeasurementFile('nfsiostat.txt', fixture('nfsiostat.txt'), { intervalSeconds: 60 });
  it('reads reads and writes per mount, the first report (since the mount) left out', () => {
    expect(r.format).toBe('nfsiostat');
    expect(codes(r)).toEqual(expect.arrayContaining(['noTimestamps', 'firstReportSkipped']));
    const read = r.series.find((s) => s.quantity === 'readBytesPerSecond')!;
    // 16,000 and 9,600 kB/s, kB = 1,024 B.
    expect([...read.values]).toEqual([16_000 * 1024, 9_600 * 1024]);
    expect([...read.timesMs]).toEqual([60_000, 120_000]);
  });
  it('derives the peak of reads and writes together', () => {
    // Read + write ops: 500 + 100 = 600, 300 + 400 = 700: the second report.
    const w = deriveWorkload(r.series, { statistic: 'peak' });
    expect(w.fields).toMatchObject({ readIops: 300, writeIops: 400, readIoSizeKiB: 32, writeIoSizeKiB: 32 });
  });
});

describe('CSV', () => {
  it('the template reads back with every column known', () => {
    const r = readMeasurementFile('template.csv', csvTemplate());
    expect(r.problems).toEqual([]);
    const w = deriveWorkload(r.series, { statistic: 'peak' });
    // Combined MB/s: 540.5 and 553.2: the second row. Clients 24, capacity the last row's.
    expect(w.fields).toMatchObject({ readMBps: 455, writeMBps: 98.2, clients: 24, capacityGB: 18000 });
    expect(w.metadataOpsPerSecond).toEqual({ getattr: 380 });
  });
  it('reads units from the column names: bytes per second, MiB/s, operations', () => {
    const text = 'timestamp,read_bytes_per_s,write_MiBps,read_ops_per_s\n1767603600,1000000,1,10\n1767603660,3000000,2,30\n';
    const w = deriveWorkload(readMeasurementFile('u.csv', text).series, { statistic: 'mean' });
    // Read (1 + 3) / 2 = 2 MB/s; write (1 + 2) / 2 MiB/s = 1.5 × 1.048576 = 1.57 MB/s.
    expect(w.fields).toMatchObject({ readMBps: 2, writeMBps: 1.57, readIops: 20 });
  });
});

describe('bad input', () => {
  it('a file in no known format', () => {
    const r = readMeasurementFile('notes.txt', 'hello\nworld\n');
    expect(r.problems).toEqual([{ code: 'unknownFormat', severity: 'error', file: 'notes.txt', line: 1, params: { expected: 'oci|iostat|nfsiostat|csv' } }]);
  });
  it('JSON that does not parse names the line', () => {
    expect(readMeasurementFile('x.json', '{"data": [\n  {"name": }\n]}').problems[0]).toMatchObject({
      code: 'invalidJson',
      file: 'x.json',
      line: 2,
      params: { expected: 'json' },
    });
    expect(readMeasurementFile('x.json', '{\n"a": 1,\n"b": [1, 2,, 3]\n}').problems[0]).toMatchObject({ line: 3 });
    expect(readMeasurementFile('x.json', '[\n1,\n2\n]\n]').problems[0]).toMatchObject({ line: 5 });
    expect(readMeasurementFile('x.json', '{"a": 1').problems[0]).toMatchObject({ code: 'invalidJson', line: 1 });
  });
  it('an unknown metric is skipped and counted; a point of the wrong shape is named by its path', () => {
    const doc = {
      data: [
        { namespace: 'oci_blockstore', name: 'VolumeMystery', dimensions: {}, 'aggregated-datapoints': [{ timestamp: '2026-01-05T09:00:00Z', value: 1 }] },
        {
          namespace: 'oci_blockstore',
          name: 'VolumeReadOps',
          dimensions: { resourceId: 'v' },
          resolution: '1m',
          'aggregated-datapoints': [
            { timestamp: '2026-01-05T09:00:00Z', value: 60 },
            { timestamp: '2026-01-05T09:01:00Z', value: 'x' },
            { timestamp: '2026-01-05T09:02:00Z', value: 120 },
          ],
        },
      ],
    };
    const r = readMeasurementFile('m.json', JSON.stringify(doc));
    expect(r.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'unknownMetric', path: '$.data[0].name', params: expect.objectContaining({ metric: 'VolumeMystery', skipped: 1 }) }),
        expect.objectContaining({ code: 'schemaMismatch', path: '$.data[1].aggregated-datapoints[1]' }),
      ]),
    );
    expect(r.pointsSkipped).toBe(2);
    // 60 and 120 reads per 1-minute interval (the stated resolution), the bad point between them left out.
    expect([...r.series[0]!.values]).toEqual([1, 2]);
    expect(r.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'resolutionDiffers', params: expect.objectContaining({ statedSeconds: 60, dataSeconds: 120 }) }),
      ]),
    );
  });
  it('timestamps out of order are sorted, repeated ones dropped, negative values dropped, gaps reported', () => {
    const text = [
      'timestamp,read_iops',
      '2026-01-05T09:02:00Z,30',
      '2026-01-05T09:00:00Z,10',
      '2026-01-05T09:01:00Z,20',
      '2026-01-05T09:01:00Z,25',
      '2026-01-05T09:03:00Z,-5',
      '2026-01-05T09:10:00Z,40',
      'not a time,50',
      '2026-01-05T09:11:00Z,abc',
    ].join('\n');
    const r = readMeasurementFile('bad.csv', text);
    expect(codes(r).sort()).toEqual(['badTimestamp', 'gap', 'negativeValue', 'notANumber', 'timestampRepeated', 'timestampsOutOfOrder'].sort());
    expect(r.problems.find((p) => p.code === 'negativeValue')).toMatchObject({ line: 6, params: { skipped: 1 } });
    expect([...r.series[0]!.values]).toEqual([10, 20, 30, 40]);
    expect(r.pointsSkipped).toBe(4);
  });
  it('streams of different lengths are added where all have a sample, and the rest counted', () => {
    const item = (id: string, n: number) => ({
      namespace: 'oci_blockstore',
      name: 'VolumeReadOps',
      dimensions: { resourceId: id },
      resolution: '1m',
      aggregatedDatapoints: Array.from({ length: n }, (_, i) => ({ timestamp: new Date(Date.UTC(2026, 0, 5, 9, i)).toISOString(), value: 60 })),
    });
    const r = readMeasurementFile('s.json', JSON.stringify([item('a', 3), item('b', 2)]));
    const w = deriveWorkload(r.series, { statistic: 'peak' });
    expect(w.problems[0]).toMatchObject({ code: 'streamLengthsDiffer', params: { streams: 2, skipped: 1, lengths: '3/2' } });
    expect(w.fields.readIops).toBe(2);
  });
  it('a counter going backwards a little is left out, not read as a restart', () => {
    const pts = [0, 600, 1200, 1100, 1800, 2400].map((value, i) => ({ timestamp: new Date(Date.UTC(2026, 0, 5, 9, i)).toISOString(), value }));
    const r = readMeasurementFile(
      'c.json',
      JSON.stringify({
        data: [{ namespace: 'oci_computeagent', name: 'DiskIopsRead', dimensions: { resourceId: 'i' }, resolution: '1m', 'aggregated-datapoints': pts }],
      }),
    );
    expect(codes(r)).toContain('counterBackwards');
  });
});
