import { describe, expect, it } from 'vitest';
import { basisUSD, compareServices, LIMIT_POLICY_FACTOR, beyondPolicy, limitIncreasesOf, limitPolicyFor } from './index.ts';

/** Issue 36's OLTP meeting: 150,000 IOPS of 8 KiB at 70% reads, 10 TB. */
const oltp = { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 10_000 };

describe('designs a customer can get (issue 36 item 6): a limit raised beyond our policy', () => {
  it('the policy: more than LIMIT_POLICY_FACTOR × a default, or any above a default of 0', () => {
    expect(beyondPolicy({ limit: 'x', used: 2 * LIMIT_POLICY_FACTOR, allowed: 2 })).toBe(false);
    expect(beyondPolicy({ limit: 'x', used: 2 * LIMIT_POLICY_FACTOR + 1, allowed: 2 })).toBe(true);
    expect(beyondPolicy({ limit: 'x', used: 1, allowed: 0 })).toBe(true);
  });

  it('98 × Standard mount targets (2 by default): File Storage is beyond the policy, and beside it the cheapest within the defaults with the difference', () => {
    const c = compareServices(oltp);
    const fss = c.fileStorage;
    if (!('alternatives' in fss) || !('mountTargetType' in fss.design)) throw new Error('a mount-target design');
    expect(fss.design.mountTargetType).toBe('standard');
    const increases = limitIncreasesOf(fss.warnings);
    expect(increases).toEqual([{ limit: 'fss-mount-targets:standard', used: fss.design.mountTargets, allowed: 2 }]);
    const answer = limitPolicyFor(c, 'file-storage')!;
    expect(answer.increase.used).toBeGreaterThan(LIMIT_POLICY_FACTOR * answer.increase.allowed);
    // The alternative: the cheapest on the basis of every design that fits with no increase at all:
    // File Storage's own designs within the defaults, and the other services' recommendations.
    const ownFss = fss.alternatives.filter((o) => o.fits && o.withinServiceQuota && o.overTargetPercent <= 100).map((o) => o.monthlyUSD);
    const others = c.entries
      .filter((e) => e.fits && e.service !== 'file-storage')
      .filter(
        (e) =>
          limitIncreasesOf(({ 'block-volume': c.blockVolume, 'dense-io': c.denseIo, lustre: c.lustre } as const)[e.service as 'block-volume'].warnings)
            .length === 0,
      )
      .map((e) => basisUSD(e, c.basis)!);
    const least = Math.min(...ownFss, ...others);
    expect(answer.alternative?.monthlyUSD).toBeCloseTo(least, 6);
    const own = basisUSD(
      c.entries.find((e) => e.service === 'file-storage')!,
      c.basis,
    )!;
    expect(answer.alternative!.differenceUSD).toBeCloseTo(least - own, 6);
    expect(answer.alternative!.service).toBe('block-volume');
  });

  it('a type the user fixed beyond the policy: File Storage’s own design within the defaults is weighed too', () => {
    const c = compareServices({ readMBps: 3_000, ioSizeKiB: 1024, capacityGB: 1_000, mountTargetType: 'standard', billBasis: 'storage' });
    const answer = limitPolicyFor(c, 'file-storage');
    if (!('alternatives' in c.fileStorage)) throw new Error('a mount-target plan');
    const within = c.fileStorage.alternatives.filter((o) => o.fits && o.withinServiceQuota && o.overTargetPercent <= 100);
    expect(answer).not.toBeNull();
    const cheapestOther = Math.min(...c.entries.filter((e) => e.fits && e.service !== 'file-storage').map((e) => e.monthlyUSD ?? Infinity));
    const cheapestOwn = Math.min(...within.map((o) => o.monthlyUSD));
    expect(answer!.alternative!.monthlyUSD).toBeCloseTo(Math.min(cheapestOwn, cheapestOther), 6);
    if (cheapestOwn < cheapestOther) expect(answer!.alternative!.mountTargets).toBeDefined();
  });

  it('a design within the defaults has no answer', () => {
    const c = compareServices({ readMBps: 100, ioSizeKiB: 64, capacityGB: 1_000 });
    expect(limitPolicyFor(c, 'file-storage')).toBeNull();
  });
});
