/**
 * File Storage metrics (the unit from the file's metadata, the I/O size from the size buckets,
 * the metadata mix by operation, the clients from the connections), growth from four weeks of
 * history, and a stream that cannot be used beside others that can. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { deriveWorkload, fitTrends, readMeasurementFile, scenarioFromWorkload } from './index.ts';

const T = ['2026-01-05T09:00:00Z', '2026-01-05T09:01:00Z'];
const item = (name: string, values: number[], dims: Record<string, string> = {}, unit: string | null = 'count') => ({
  namespace: 'oci_filestorage',
  name,
  dimensions: { resourceId: 'ocid1.filesystem.oc1..f', ...dims },
  metadata: unit === null ? {} : { unit },
  resolution: '1m',
  'aggregated-datapoints': values.map((value, i) => ({ timestamp: T[i], value })),
});
const file = JSON.stringify({
  data: [
    item('FileSystemReadThroughput', [600e6, 1200e6], {}, 'bytes'),
    item('FileSystemWriteThroughput', [300e6, 60e6], {}, 'bytes'),
    item('FileSystemReadRequestsbySize', [6000, 3000], { size: '4K' }),
    item('FileSystemReadRequestsbySize', [60, 120], { size: '1M' }),
    item('MetadataIOPS', [1200, 2400], { operation: 'GETATTR' }),
    item('MetadataIOPS', [600, 600], { operation: 'LOOKUP' }),
    item('MetadataIOPS', [60, 60], { operation: 'FANCYOP' }),
    item('MountTargetConnections', [12, 16], {}, 'count'),
    item('FileSystemWriteRequestsbySize', [60, 60], { size: '8K' }, null),
    item('VolumeGuaranteedThroughput', [1, 1]),
  ],
});

describe('File Storage metrics', () => {
  const r = readMeasurementFile('fss.json', file);
  it('uses what it can; a stream of no decidable unit, an unknown operation and a metric out of place are left out and counted', () => {
    expect(r.problems.map((p) => [p.code, p.severity])).toEqual([
      ['unknownOperation', 'warning'],
      ['unitUndecidable', 'warning'],
      ['unknownMetric', 'warning'],
    ]);
    // Two points each: FANCYOP, the write sizes without a unit, and a Block Volume metric in oci_filestorage.
    expect(r.pointsSkipped).toBe(6);
  });
  it('derives the peak: MB/s at the busiest minute, size from the buckets, metadata mix, clients', () => {
    const w = deriveWorkload(r.series, { statistic: 'peak' });
    // Read 600e6 and 1200e6 bytes a minute: 10 and 20 MB/s; write 5 and 1. Combined 15, 21: minute two.
    expect(w.fields.readMBps).toBe(20);
    expect(w.fields.writeMBps).toBe(1);
    // Reads by size: 4 KiB at 100 and 50 a second, 1 MiB at 1 and 2: (150 × 4 + 3 × 1024) / 153 = 24 KiB.
    expect(w.fields.readIoSizeKiB).toBe(24);
    expect(w.fields.ioSizeKiB).toBe(24);
    // GETATTR 20 and 40 a second, LOOKUP 10 and 10: each its own peak.
    expect(w.metadataOpsPerSecond).toEqual({ getattr: 40, lookup: 10 });
    expect(w.fields.clients).toBe(16);
    const built = scenarioFromWorkload(w, 'file-storage');
    expect(built.ok && built.scenario.service === 'file-storage' && built.scenario.mode === 'recommend' && built.scenario.requirement).toEqual({
      readMBps: 20,
      writeMBps: 1,
      ioSizeKiB: 24,
      readIoSizeKiB: 24,
      metadataOpsPerSecond: { getattr: 40, lookup: 10 },
      clients: 16,
    });
  });
});

describe('growth from history', () => {
  it('four weeks of daily capacity: 10 GB a day on 1,270 GB at the end is 287% a year, no spread', () => {
    const rows = Array.from({ length: 28 }, (_, d) => `${new Date(Date.UTC(2026, 0, 1 + d)).toISOString()},${1000 + 10 * d},100`);
    const r = readMeasurementFile('history.csv', ['timestamp,capacity_GB,read_MBps', ...rows].join('\n'));
    const [capacity, throughput] = fitTrends(r.series);
    expect(capacity).toMatchObject({ quantity: 'capacityGB', spanDays: 27, samples: 28, slopePerDay: 10, endValue: 1270, spreadPercent: 0 });
    expect(capacity!.growthPercentPerYear).toBeCloseTo(((10 * 365) / 1270) * 100, 9);
    expect(throughput).toMatchObject({ quantity: 'throughputMBps', growthPercentPerYear: 0 });
  });
  it('less than two weeks gives no trend', () => {
    const rows = Array.from({ length: 10 }, (_, d) => `${new Date(Date.UTC(2026, 0, 1 + d)).toISOString()},${1000 + d}`);
    expect(fitTrends(readMeasurementFile('short.csv', ['timestamp,capacity_GB', ...rows].join('\n')).series)).toEqual([]);
  });
});
