import { describe, expect, it } from 'vitest';
import { fssEditions, mountTargetTypes, type FssMountTargetEdition } from '../../catalog/index.ts';
import { mountTargetLimits } from './limits.ts';
import { loadFromRequirement } from './load.ts';
import { serviceQuotaFor, withinServiceQuota } from './quota.ts';
import { fssWarnings } from './warnings.ts';
import { fssCost } from './cost.ts';

const mountTargetEditions = Object.values(fssEditions).filter((e): e is FssMountTargetEdition => e.kind === 'mount-target');
const current = fssEditions['fss-current'] as FssMountTargetEdition;

describe("the service quota (mount targets per AD) is the tenancy's, not a mount target's performance limit", () => {
  it('an edition that states a quota uses its own figure, per type where it gives one, else per edition', () => {
    for (const e of mountTargetEditions) {
      for (const t of mountTargetTypes) {
        const spec = e.mountTargets[t];
        if (!spec) continue;
        const own = spec.defaultLimitPerAd ?? e.defaultMountTargetsPerAd;
        if (own) expect(serviceQuotaFor(e, t)).toBe(own);
      }
    }
  });

  it("an edition silent on quotas (the 2024 paper) takes today's, since a quota belongs to the tenancy", () => {
    const silent = mountTargetEditions.filter(
      (e) => e.defaultMountTargetsPerAd === null && mountTargetTypes.every((t) => !e.mountTargets[t]?.defaultLimitPerAd),
    );
    expect(silent.length).toBeGreaterThan(0);
    for (const e of silent) {
      for (const t of mountTargetTypes) {
        if (!e.mountTargets[t]) continue;
        expect(serviceQuotaFor(e, t)).toBe(current.mountTargets[t]?.defaultLimitPerAd ?? null);
      }
    }
  });

  it('within the quota up to its figure, not one above', () => {
    const quota = serviceQuotaFor(current, 'standard')!;
    expect(withinServiceQuota(current, 'standard', quota.value)).toBe(true);
    expect(withinServiceQuota(current, 'standard', quota.value + 1)).toBe(false);
  });

  it('the quota never appears among the limits a design is sized by; going over it is a warning (limit-increase) citing it', () => {
    const quota = serviceQuotaFor(current, 'standard')!;
    const load = loadFromRequirement({ ioSizeKiB: 4, readIops: 1000, clients: 4 });
    const over = quota.value + 1;
    const limits = mountTargetLimits(load, current, 'standard', over);
    expect(limits.some((l) => l.cited === quota)).toBe(false);
    const warnings = fssWarnings({
      edition: current,
      type: 'standard',
      mountTargets: over,
      load,
      capacityGB: undefined,
      cost: fssCost(current, 'standard', over, undefined),
      clientShapeKnown: false,
      targetUtilization: 0.8,
    });
    expect(warnings.find((w) => w.id === 'limit-increase')).toMatchObject({ params: { limit: quota.value, mountTargets: over }, sources: [quota.source] });
    const within = fssWarnings({
      edition: current,
      type: 'standard',
      mountTargets: quota.value,
      load,
      capacityGB: undefined,
      cost: fssCost(current, 'standard', quota.value, undefined),
      clientShapeKnown: false,
      targetUtilization: 0.8,
    });
    expect(within.some((w) => w.id === 'limit-increase')).toBe(false);
  });
});
