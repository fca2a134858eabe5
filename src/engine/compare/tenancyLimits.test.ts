import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/index.ts';
import { planWorkloads } from '../workloads/index.ts';
import { compareServices, limitIncreasesOf, limitPolicyFor } from './index.ts';

/** Issue 36's OLTP meeting: 150,000 IOPS of 8 KiB at 70% reads, 10 TB (98 × Standard on the defaults). */
const oltp = { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 10_000 };

function mountTargetPlan(c: ReturnType<typeof compareServices>) {
  const fss = c.fileStorage;
  if (!('alternatives' in fss) || !('mountTargetType' in fss.design)) throw new Error('a mount-target design');
  return { fss, design: fss.design };
}

describe("the tenancy's own limits (issue 36 item 6) in place of the documents' defaults", () => {
  it('with its own Standard limit entered at or above the design, the Standard design needs no increase and is not flagged', () => {
    const before = mountTargetPlan(compareServices(oltp));
    expect(before.design.mountTargetType).toBe('standard');
    const n = before.design.mountTargets;
    expect(limitIncreasesOf(before.fss.warnings)).toHaveLength(1);

    const c = compareServices({ ...oltp, tenancyLimits: { mountTargetsPerAd: { standard: n } } });
    const after = mountTargetPlan(c);
    expect(after.design).toEqual(before.design);
    expect(limitIncreasesOf(after.fss.warnings)).toEqual([]);
    expect(limitPolicyFor(c, 'file-storage')).toBeNull();
    expect(after.fss.alternatives.find((o) => o.mountTargetType === 'standard')).toMatchObject({ withinServiceQuota: true, serviceQuota: n });
  });

  it('one short of the design: the increase is measured against the tenancy’s limit and the warning says whose', () => {
    const n = mountTargetPlan(compareServices(oltp)).design.mountTargets;
    const c = compareServices({ ...oltp, mountTargetType: 'standard', tenancyLimits: { mountTargetsPerAd: { standard: n - 1 } } });
    const { fss } = mountTargetPlan(c);
    expect(limitIncreasesOf(fss.warnings)).toEqual([{ limit: 'fss-mount-targets:standard', used: n, allowed: n - 1 }]);
    expect(fss.warnings.find((w) => w.id === 'limit-increase')!.params.tenancy).toBe(true);
    // n is within 4 × (n − 1): no policy flag.
    expect(limitPolicyFor(c, 'file-storage')).toBeNull();
  });

  it('a type left out keeps its default; a limit of 0 rules a type out like the HPMT-80 default does', () => {
    const c = compareServices({ ...oltp, tenancyLimits: { mountTargetsPerAd: { 'hpmt-20': 0 } } });
    const { fss } = mountTargetPlan(c);
    expect(fss.alternatives.find((o) => o.mountTargetType === 'hpmt-20')).toMatchObject({ serviceQuota: 0, withinServiceQuota: false });
    expect(fss.alternatives.find((o) => o.mountTargetType === 'standard')!.serviceQuota).toBe(2);
    expect(fss.alternatives.find((o) => o.mountTargetType === 'hpmt-80')!.serviceQuota).toBe(0);
  });

  it('without the field, the plan is the same as with an empty one (the defaults)', () => {
    expect(compareServices({ ...oltp, tenancyLimits: {} })).toEqual(compareServices(oltp));
    expect(compareServices({ ...oltp, tenancyLimits: { mountTargetsPerAd: {} } })).toEqual(compareServices(oltp));
  });

  it('a plan of workloads: the tenancy’s limits apply to every workload and to the mount targets they share', () => {
    const doc = (extra: object) => ({
      version: 6,
      mode: 'recommend',
      service: 'workloads',
      workloads: [{ name: 'oltp', service: 'file-storage', requirement: oltp }],
      ...extra,
    });
    const plan = (extra: object) => {
      const p = parseScenario(doc(extra));
      if (!p.ok || p.value.service !== 'workloads') throw new Error(JSON.stringify(p));
      return planWorkloads(p.value);
    };
    const standard = (r: ReturnType<typeof planWorkloads>) => r.limits.find((l) => l.limit === 'fss-mount-targets:standard')!;
    const before = standard(plan({}));
    expect(before).toMatchObject({ allowed: 2, increaseNeeded: true });
    const after = standard(plan({ tenancyLimits: { mountTargetsPerAd: { standard: before.used } } }));
    expect(after).toMatchObject({ used: before.used, allowed: before.used, increaseNeeded: false });
  });
});

describe('tenancyLimits in the scenario schema', () => {
  const doc = (mountTargetsPerAd: unknown) => ({
    version: 6,
    mode: 'recommend',
    service: 'compare',
    requirement: { ...oltp, tenancyLimits: { mountTargetsPerAd } },
  });
  it.each([
    [{ standard: -1 }, 'requirement.tenancyLimits.mountTargetsPerAd.standard'],
    [{ standard: 2.5 }, 'requirement.tenancyLimits.mountTargetsPerAd.standard'],
    [{ 'hpmt-40': 10_001 }, 'requirement.tenancyLimits.mountTargetsPerAd.hpmt-40'],
    [{ 'hpmt-80': '3' }, 'requirement.tenancyLimits.mountTargetsPerAd.hpmt-80'],
    [{ premium: 3 }, 'requirement.tenancyLimits.mountTargetsPerAd'],
  ])('refuses %j, naming %s', (bad, path) => {
    const p = parseScenario(doc(bad));
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.issues.map((i) => i.path)).toContain(path);
  });
  it('takes whole numbers from 0 to 10,000', () => {
    expect(parseScenario(doc({ standard: 0, 'hpmt-20': 10_000 })).ok).toBe(true);
  });
});
