import { describe, expect, it } from 'vitest';
import { recommendFileStorage } from './index.ts';

const host = { ioSizeKiB: 8, readIops: 105_000, writeIops: 45_000, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16 } as const;

describe('nothing fits: the closest design, and what would make it fit', () => {
  it('one database host on Table 1 (fssBasis documented): 1 × HPMT-80 at 122% of its 80% target, not 1 × Standard at 9,750%', () => {
    const rec = recommendFileStorage('fss-current', { ...host, fssBasis: 'documented' })!;
    expect(rec.feasible).toBe(false);
    expect(rec.evaluation.feasible).toBe(false);
    expect(rec.design).toEqual({ mountTargetType: 'hpmt-80', mountTargets: 1 });
    // 105,000 × 2 + 45,000 × 4 = 390,000 backend IOPS on one HPMT-80 (Table 1: 400K) = 97.5%, / 80%.
    expect(rec.reason).toMatchObject({ code: 'fss-none', params: { overTargetPercent: 122 } });
    const standard = rec.alternatives.find((o) => o.mountTargetType === 'standard')!;
    expect(standard.overTargetPercent).toBeCloseTo((390_000 / 5_000 / 0.8) * 100, 6);
  });

  it('its remedies come from the model: two clients (one HPMT-80 each), or a 98% target', () => {
    const rec = recommendFileStorage('fss-current', { ...host, fssBasis: 'documented' })!;
    expect(rec.remedies).toEqual([
      { code: 'more-clients', params: { variant: 'design', clients: 2, type: 'hpmt-80', mountTargets: 2 } },
      { code: 'raise-target', params: { targetPercent: 98 } },
    ]);
    expect(recommendFileStorage('fss-current', { ...host, fssBasis: 'documented', targetUtilizationPercent: 98 })!.feasible).toBe(true);
    expect(recommendFileStorage('fss-current', { ...host, fssBasis: 'documented', targetUtilizationPercent: 97 })!.feasible).toBe(false);
  });

  it('on the default basis the 8 KiB reads count at the measured rate: three clients, and no target up to 100% fits', () => {
    const rec = recommendFileStorage('fss-current', host)!;
    expect(rec.design).toEqual({ mountTargetType: 'hpmt-80', mountTargets: 1 });
    expect(rec.remedies.map((r) => r.code)).toEqual(['more-clients']);
    expect(rec.remedies[0]!.params.clients).toBe(3);
    expect(recommendFileStorage('fss-current', { ...host, clients: 2 })!.feasible).toBe(false);
  });

  it('concurrency short: the operations each client needs in flight (Little’s law at 1 ms)', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 4, readIops: 100_000, clients: 4, threadsPerClient: 1, queueDepth: 2 })!;
    expect(rec.feasible).toBe(false);
    expect(rec.remedies.find((r) => r.code === 'more-concurrency')?.params.outstanding).toBe(25);
  });

  it('a fixed type that cannot carry it: another type that does', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 4, readIops: 100_000, clients: 4, mountTargetType: 'standard' })!;
    expect(rec.feasible).toBe(false);
    expect(rec.remedies.find((r) => r.code === 'other-type')?.params).toEqual({ type: 'hpmt-80', mountTargets: 4 });
  });

  it('a feasible plan has no remedies', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 1024, readMBps: 500 })!;
    expect(rec.feasible).toBe(true);
    expect(rec.remedies).toEqual([]);
    expect(rec.reason.code).not.toBe('fss-none');
  });
});
