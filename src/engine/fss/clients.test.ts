import { describe, expect, it } from 'vitest';
import { evaluateFileStorage, recommendFileStorage } from './index.ts';

describe('clients are assigned to mount targets (fss-2023-08: 100 instances on 4 mount targets, 25 each)', () => {
  // fss-2024-11 Standard: 5,000 backend IOPS; a 4 KiB read costs 2 (Table 2). 5,000 reads/s is
  // 2.5 mount targets evenly, 3 at 80%. With 7 clients, 3 mount targets put 3 clients (2,143
  // reads/s, 86%) on the busiest: it takes 4 (2, 2, 2, 1).
  const base = { ioSizeKiB: 4, readIops: 5000, mountTargetType: 'standard' as const };

  it('without a client count the load spreads evenly: 3', () => {
    expect(recommendFileStorage('fss-2024-11', base)!.design.mountTargets).toBe(3);
  });

  it('7 clients: the busiest mount target must meet 80% on its own, so 4, assigned 2, 2, 2 and 1', () => {
    const rec = recommendFileStorage('fss-2024-11', { ...base, clients: 7 })!;
    expect(rec.design.mountTargets).toBe(4);
    expect(rec.assignment).toMatchObject({ busiest: 2, busiestCount: 3, others: 1, othersCount: 1, idle: 0 });
    for (const l of rec.loads.filter((x) => x.id === 'backendIops')) expect(l.utilization).toBeLessThanOrEqual(0.8 + 1e-9);
  });

  it('evaluate: 4 mount targets with 6 clients carry what 3 evenly loaded ones do (ceil(6 / 4) = 2 on the busiest)', () => {
    const four = evaluateFileStorage('fss-2024-11', { mountTargetType: 'standard', mountTargets: 4 }, { readPercent: 100, ioSizeKiB: 4, clients: 6 })!;
    const three = evaluateFileStorage('fss-2024-11', { mountTargetType: 'standard', mountTargets: 3 }, { readPercent: 100, ioSizeKiB: 4 })!;
    expect(four.opsPerSecond).toBeCloseTo(three.opsPerSecond, 6);
  });

  it("one client's share above a mount target is not feasible, and says to add clients", () => {
    const rec = recommendFileStorage('fss-2024-11', { ...base, readIops: 50_000, clients: 2 })!;
    expect(rec.feasible).toBe(false);
    expect(rec.warnings.some((w) => w.id === 'client-share-exceeds' && w.severity === 'critical')).toBe(true);
  });
});
