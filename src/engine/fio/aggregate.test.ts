import { describe, expect, it } from 'vitest';
import { aggregateFio } from './aggregate.ts';
import { direction, fioJob } from '../../../tests/fixtures/fioJobs.ts';

describe('adding fio results up', () => {
  it('sums IOPS and decimal MB/s of reads and writes over jobs and clients', () => {
    const agg = aggregateFio([fioJob({ host: 'a:1' }), fioJob({ host: 'b:1', readIops: 1400, writeIops: 600 })]);
    expect(agg.total.iops).toBe(3000);
    expect(agg.total.throughputMBps).toBeCloseTo((3000 * 4096) / 1e6, 9);
    expect(agg.clients).toBe(2);
    expect(agg.jobs.map((j) => j.iops)).toEqual([1000, 2000]);
  });

  it('weights mean latency by operations, and takes the highest p99', () => {
    const job = fioJob({ read: direction(100, 4096, 100, 400), write: direction(300, 4096, 300, 900) });
    const agg = aggregateFio([job, fioJob({ read: direction(100, 4096, 1000, 2000), write: direction(0, 4096, 0, null) })]);
    expect(agg.total.latencyUs.mean).toBeCloseTo((200 * 100 + 600 * 300 + 200 * 1000) / 1000, 9);
    expect(agg.total.latencyUs.p99).toBe(2000);
  });

  it('gives zeros, not NaN, with no jobs', () => {
    expect(aggregateFio([]).total).toEqual({ iops: 0, throughputMBps: 0, latencyUs: { mean: 0, p99: null }, ios: 0, readPercent: 0 });
  });
});
