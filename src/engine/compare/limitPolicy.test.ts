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
    if (!('mountTargetType' in fss.design)) throw new Error('a mount-target design');
    expect(fss.design.mountTargetType).toBe('standard');
    const increases = limitIncreasesOf(fss.warnings);
    expect(increases).toEqual([{ limit: 'fss-mount-targets:standard', used: fss.design.mountTargets, allowed: 2 }]);
    const answer = limitPolicyFor(c, 'file-storage')!;
    expect(answer.increase.used).toBeGreaterThan(LIMIT_POLICY_FACTOR * answer.increase.allowed);
    // The alternative: a service that fits with no increase at all, the cheapest of those on the basis.
    const within = c.entries.filter(
      (e) =>
        e.fits &&
        e.service !== 'file-storage' &&
        limitIncreasesOf(({ 'block-volume': c.blockVolume, 'dense-io': c.denseIo, lustre: c.lustre } as const)[e.service as 'block-volume'].warnings).length ===
          0,
    );
    const cheapest = within.sort((a, b) => basisUSD(a, c.basis)! - basisUSD(b, c.basis)!)[0]!;
    expect(answer.alternative?.service).toBe(cheapest.service);
    const own = basisUSD(
      c.entries.find((e) => e.service === 'file-storage')!,
      c.basis,
    )!;
    expect(answer.alternative!.differenceUSD).toBeCloseTo(basisUSD(cheapest, c.basis)! - own, 6);
  });

  it('a design within the defaults has no answer', () => {
    const c = compareServices({ readMBps: 100, ioSizeKiB: 64, capacityGB: 1_000 });
    expect(limitPolicyFor(c, 'file-storage')).toBeNull();
  });
});
