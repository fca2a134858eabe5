import { describe, expect, it } from 'vitest';
import { recommendFileStorage } from './index.ts';

describe('recommendFileStorage: the count is what the requirement needs, however large', () => {
  it('a requirement beyond a million Standard mount targets is not clamped to 1,000,000 (which would fall short silently)', () => {
    const requirement = { readIops: 173_864.56718711057, ioSizeKiB: 4, readIoSizeKiB: 7021, targetUtilizationPercent: 1, mountTargetType: 'standard' as const };
    const rec = recommendFileStorage('fss-current', requirement)!;
    expect(rec.design.mountTargets).toBe(1_000_001);
    expect(rec.evaluation.readOpsPerSecond * 0.01).toBeGreaterThanOrEqual(requirement.readIops);
    expect(rec.warnings.map((w) => w.id)).toContain('limit-increase');
  });
});

describe('when nothing fits the default per-AD limits, the cheapest design is chosen (then the fewest)', () => {
  it('chooses the lowest cost among the types and names the limit increase it needs', () => {
    const rec = recommendFileStorage('fss-current', { ioSizeKiB: 1024, readMBps: 60_000, capacityGB: 500_000 })!;
    expect(rec.alternatives.every((o) => !o.withinServiceQuota)).toBe(true);
    const cheapest = Math.min(...rec.alternatives.map((o) => o.monthlyUSD));
    const chosen = rec.alternatives.find((o) => o.mountTargetType === rec.design.mountTargetType)!;
    expect(chosen.monthlyUSD).toBeCloseTo(cheapest, 6);
    expect(rec.reason.code).toBe('fss-over');
    expect(rec.reason.params.mountTargets).toBeGreaterThan(rec.reason.params.serviceQuota);
    expect(rec.warnings.some((w) => w.id === 'limit-increase')).toBe(true);
  });
});
