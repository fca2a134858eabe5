/**
 * Figures no real run produces are refused, naming the job, the figure and why; a sane
 * result reads as before (issue 27 item 4).
 */
import { describe, expect, it } from 'vitest';
import { parseFioResult } from './results.ts';
import { MAX_JOB_BYTES_PER_SECOND, MAX_JOB_IOPS } from './sanity.ts';

/** One direction of a 2-second run at `iops` operations per second of 4 KiB. */
const dir = (iops: number, over: Record<string, unknown> = {}) => ({
  io_bytes: iops * 2 * 4096,
  bw_bytes: iops * 4096,
  iops,
  total_ios: iops * 2,
  runtime: 2000,
  clat_ns: { mean: 900 },
  lat_ns: { mean: 1000 },
  ...over,
});
const doc = (read: object, write: object = dir(0)) =>
  JSON.stringify({ 'fio version': 'fio-3.36', jobs: [{ jobname: 'j', error: 0, 'job options': { bs: '4k' }, read, write }] });

const problemOf = (text: string) => {
  const p = parseFioResult('r.json', text);
  if (p.ok) throw new Error('accepted');
  return p.problems[0];
};

describe('fio figures no run produces', () => {
  it('a sane run reads as before', () => {
    expect(parseFioResult('r.json', doc(dir(5000), dir(2000))).ok).toBe(true);
  });

  it('IOPS of 1e308 and 2e9, and a bandwidth beyond any host, are refused naming the figure and the limit', () => {
    expect(problemOf(doc(dir(5000, { iops: 1e308 })))).toMatchObject({
      code: 'fio-figure-too-large',
      file: 'r.json',
      params: { job: 'j', path: 'read.iops', value: '1e+308', limit: MAX_JOB_IOPS },
    });
    expect(problemOf(doc(dir(5000), dir(5000, { iops: 2e9 })))).toMatchObject({ code: 'fio-figure-too-large', params: { path: 'write.iops' } });
    expect(problemOf(doc(dir(5000, { bw_bytes: 2e12 })))).toMatchObject({
      code: 'fio-figure-too-large',
      params: { path: 'read.bw_bytes', limit: MAX_JOB_BYTES_PER_SECOND },
    });
    expect(problemOf(doc(dir(5000, { lat_ns: { mean: 1e308 } })))).toMatchObject({ code: 'fio-figure-too-large', params: { path: 'read.lat_ns.mean' } });
  });

  it('a rate below one operation a day with operations done (5e-324) is refused', () => {
    expect(problemOf(doc(dir(5000, { iops: 5e-324 })))).toMatchObject({ code: 'fio-rate-below-one-a-day', params: { path: 'read.iops', value: '5e-324' } });
  });

  it('operations done in no time are refused', () => {
    expect(problemOf(doc(dir(5000, { runtime: 0 })))).toMatchObject({ code: 'fio-zero-runtime', params: { path: 'read.runtime', ios: 10000 } });
  });

  it('a rate that does not follow from the count and the runtime is refused', () => {
    expect(problemOf(doc(dir(5000, { iops: 50_000 })))).toMatchObject({ code: 'fio-rate-inconsistent', params: { path: 'read.iops', counted: 5000 } });
  });

  it('bytes per operation far from the block size are refused', () => {
    expect(problemOf(doc(dir(5000, { io_bytes: 10_000 * 1_048_576 })))).toMatchObject({
      code: 'fio-bytes-per-op',
      params: { path: 'read.io_bytes', perOp: 1_048_576, bs: 4096 },
    });
  });

  it('a rate without any operation is refused', () => {
    expect(problemOf(doc(dir(5000), dir(0, { iops: 300 })))).toMatchObject({ code: 'fio-rate-without-io', params: { path: 'write.iops' } });
  });
});
