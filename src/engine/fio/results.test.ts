import { describe, expect, it } from 'vitest';
import { checkFioResultSize, MAX_FIO_RESULT_BYTES, parseFioResult } from './results.ts';

const dir = (iops: number) => ({
  io_bytes: iops * 8192,
  bw_bytes: iops * 4096,
  iops,
  total_ios: iops * 2,
  runtime: 2000,
  clat_ns: { mean: 900, percentile: { '99.000000': 5000 } },
  lat_ns: { mean: 1000 },
});
const doc = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    'fio version': 'fio-3.36',
    jobs: [{ jobname: 'j', error: 0, 'job options': { bs: '4k', numjobs: '2', iodepth: '8', direct: '1' }, read: dir(100), write: dir(50), ...over }],
  });

describe('reading one fio result', () => {
  it('reads figures, block size and concurrency from a fio 3.x document', () => {
    const p = parseFioResult('f.json', doc());
    if (!p.ok) throw new Error(JSON.stringify(p.problems));
    expect(p.jobs[0]).toMatchObject({ file: 'f.json', host: null, jobName: 'j', readBlockBytes: 4096, inFlight: 16, direct: true });
    expect(p.jobs[0]!.read).toEqual({ ios: 200, bytes: 819200, bwBytesPerSecond: 409600, iops: 100, meanLatencyNs: 1000, p99Ns: 5000 });
  });

  it('takes the block size from bytes per operation when bs is not among the options', () => {
    const p = parseFioResult('f.json', doc({ 'job options': {} }));
    expect(p.ok && p.jobs[0]!.readBlockBytes).toBe(4096);
  });

  it('checks the size before anything else', () => {
    expect(checkFioResultSize('f.json', MAX_FIO_RESULT_BYTES)).toBeNull();
    expect(checkFioResultSize('f.json', MAX_FIO_RESULT_BYTES + 1)?.code).toBe('fio-file-too-large');
  });

  it('names every schema problem with its path', () => {
    const p = parseFioResult('f.json', doc({ jobname: 7, read: { ...dir(1), iops: -1 } }));
    expect(!p.ok && p.problems.map((x) => [x.code, x.params.path])).toEqual([
      ['fio-wrong-type', 'jobs.0.jobname'],
      ['fio-bad-number', 'jobs.0.read.iops'],
    ]);
  });

  it('tells a truncated document from one that is not JSON', () => {
    expect(parseFioResult('f.json', doc().slice(0, 60))).toMatchObject({ ok: false, problems: [{ code: 'fio-truncated' }] });
    expect(parseFioResult('f.json', 'x{')).toMatchObject({ ok: false, problems: [{ code: 'fio-not-json' }] });
    expect(parseFioResult('f.json', '[]')).toMatchObject({ ok: false, problems: [{ code: 'fio-not-fio-output' }] });
  });
});
