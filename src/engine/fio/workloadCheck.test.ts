import { describe, expect, it } from 'vitest';
import type { FioPlan } from './plan.ts';
import { fioJob } from '../../../tests/fixtures/fioJobs.ts';
import { checkFioWorkload, optionReadPercent } from './workloadCheck.ts';

const plan = { readPercent: 70, readIoSizeKiB: 4, writeIoSizeKiB: 4 } as FioPlan;

describe('results from the planned workload', () => {
  it('reads the mix from rw and rwmixread as fio defaults them', () => {
    expect(optionReadPercent({ rw: 'randread' })).toBe(100);
    expect(optionReadPercent({ rw: 'randrw' })).toBe(50);
    expect(optionReadPercent({ rw: 'rw', rwmixwrite: '20' })).toBe(80);
    expect(optionReadPercent({})).toBeNull();
  });

  it('accepts the plan’s own workload', () => {
    expect(checkFioWorkload(plan, [fioJob({ host: 'a' }), fioJob({ host: 'b' })])).toEqual([]);
  });

  it('refuses a block size other than planned, and mixed block sizes', () => {
    const big = fioJob({ bytes: 8192, options: { rw: 'randrw', rwmixread: '70', bs: '8k' }, readBlockBytes: 8192, writeBlockBytes: 8192 });
    expect(checkFioWorkload(plan, [big])).toMatchObject([{ code: 'fio-workload-block-size', params: { measured: '8k', planned: '4k' } }]);
    expect(checkFioWorkload(plan, [fioJob({ host: 'a' }), { ...big, host: 'b' }])).toMatchObject([
      { code: 'fio-mixed-block-sizes', params: { sizes: ['4k', '8k'] } },
    ]);
  });

  it('without options, counts the operations, within the tolerance', () => {
    const near = fioJob({ options: {}, readIops: 720, writeIops: 280 });
    const far = fioJob({ options: {}, readIops: 900, writeIops: 100 });
    expect(checkFioWorkload(plan, [near])).toEqual([]);
    expect(checkFioWorkload(plan, [far])).toMatchObject([{ code: 'fio-workload-mix', params: { measuredReadPercent: 90, plannedReadPercent: 70 } }]);
  });
});
