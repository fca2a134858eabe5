import { describe, expect, it } from 'vitest';
import { blockBytes, bsText, jobConcurrency, rwFor } from './shape.ts';

describe('fio job shape', () => {
  it('writes block sizes as fio reads them: KiB as k, else bytes in whole sectors', () => {
    expect(bsText(blockBytes(4))).toBe('4k');
    expect(bsText(blockBytes(1024))).toBe('1024k');
    expect(bsText(blockBytes(0.5))).toBe('512');
    expect(blockBytes(0.7)).toBe(512);
    expect(blockBytes(1.6)).toBe(1536);
  });

  it('picks rw and rwmixread from the read share and pattern', () => {
    expect(rwFor(100, 'random')).toEqual({ rw: 'randread', rwmixread: null });
    expect(rwFor(0, 'sequential')).toEqual({ rw: 'write', rwmixread: null });
    expect(rwFor(70, 'random')).toEqual({ rw: 'randrw', rwmixread: 70 });
    expect(rwFor(33.4, 'sequential')).toEqual({ rw: 'rw', rwmixread: 33 });
  });

  it('keeps at least the operations the plan needs in flight (numjobs × iodepth)', () => {
    for (const need of [1, 7, 16, 17, 50, 1000]) {
      const c = jobConcurrency({ outstandingPerClient: need, threads: null, queueDepth: null });
      expect(c.numjobs * c.iodepth).toBeGreaterThanOrEqual(need);
      expect(c.numjobs).toBeLessThanOrEqual(16);
      expect(c.numjobs * (c.iodepth - 1)).toBeLessThan(need);
    }
  });

  it('uses the scenario’s threads and queue depth, raising the depth when they fall short', () => {
    expect(jobConcurrency({ outstandingPerClient: 8, threads: 4, queueDepth: 32 })).toEqual({ numjobs: 4, iodepth: 32 });
    expect(jobConcurrency({ outstandingPerClient: 64, threads: 4, queueDepth: 2 })).toEqual({ numjobs: 4, iodepth: 16 });
  });
});
