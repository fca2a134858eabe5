/**
 * One way to state demand everywhere (issue 36, item 9): every service's recommend takes the
 * comparison's demand fields, totals with a read share or reads and writes apart, and plans
 * them identically; Block Volume and Dense I/O also in their own terms (IOPS and a read share),
 * and a comparison plans the same design for the same demand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, compareServices, parseScenario, planScenario, type CompareRequirement } from '../../src/engine/index.ts';
import { ioSizeKiBArb, rateArb, readPercentArb } from '../fixtures/factories.ts';

const services = ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const;
type Service = (typeof services)[number];

const totalsArb = fc
  .record({
    totalIops: fc.option(rateArb(2_000_000), { nil: undefined }),
    totalMBps: fc.option(rateArb(50_000), { nil: undefined }),
    readSharePercent: readPercentArb,
    ioSizeKiB: ioSizeKiBArb,
    capacityGB: fc.oneof(fc.constantFrom(50, 1000, 137_219.0511), fc.integer({ min: 1, max: 400_000 })),
  })
  .filter((t) => t.totalIops !== undefined || t.totalMBps !== undefined);

type Totals = typeof totalsArb extends fc.Arbitrary<infer T> ? T : never;

/** The same demand the other way: reads and writes apart, split by the share as the rule says (total × share / 100, total × (100 − share) / 100). */
function splitOf(t: Totals): Partial<CompareRequirement> {
  const out: Partial<CompareRequirement> = { ioSizeKiB: t.ioSizeKiB, capacityGB: t.capacityGB };
  if (t.totalIops !== undefined)
    Object.assign(out, { readIops: (t.totalIops * t.readSharePercent) / 100, writeIops: (t.totalIops * (100 - t.readSharePercent)) / 100 });
  if (t.totalMBps !== undefined)
    Object.assign(out, { readMBps: (t.totalMBps * t.readSharePercent) / 100, writeMBps: (t.totalMBps * (100 - t.readSharePercent)) / 100 });
  return out;
}

/** A service's recommend document with this requirement (Dense I/O names its capacity `usableCapacityGB`). */
function doc(service: Service, r: Record<string, unknown>) {
  const { capacityGB, ...rest } = r;
  const requirement = service === 'dense-io' ? { ...rest, usableCapacityGB: capacityGB } : r;
  return { mode: 'recommend', service, requirement };
}

function planned(d: unknown) {
  const parsed = parseScenario(d);
  if (!parsed.ok) return null;
  const out = planScenario(parsed.value);
  return out.ok ? out.result : null;
}

describe('one way to state demand everywhere (property)', () => {
  it.each(services)('%s: totals with a read share plan exactly as the same reads and writes', (service) => {
    fc.assert(
      fc.property(totalsArb, (t) => {
        const split = splitOf(t);
        // A share that leaves a side below one operation a day is refused either way (the schema's floor).
        fc.pre(parseScenario(doc(service, split)).ok);
        const byTotals = planned(doc(service, t));
        expect(byTotals).not.toBeNull();
        expect(byTotals).toEqual(planned(doc(service, split)));
      }),
      { numRuns: 40 },
    );
  });

  it.each(['block-volume', 'dense-io'] as const)('%s: its own IOPS and read share plan as the same demand stated the comparison way', (service) => {
    fc.assert(
      fc.property(totalsArb, (t) => {
        fc.pre(t.totalMBps === undefined && (t.totalIops ?? 0) > 0);
        const split = splitOf(t);
        fc.pre(parseScenario(doc(service, split)).ok);
        const reads = split.readIops ?? 0;
        const iops = reads + (split.writeIops ?? 0);
        const own = { ioSizeKiB: t.ioSizeKiB, capacityGB: t.capacityGB, iops, readPercent: Math.min(100, (100 * reads) / iops) };
        expect(planned(doc(service, own))).toEqual(planned(doc(service, t)));
      }),
      { numRuns: 40 },
    );
  });

  it('File Storage, Block Volume and Lustre plan in Compare the design their own recommend plans, from the same totals', () => {
    fc.assert(
      fc.property(totalsArb, (t) => {
        fc.pre(parseScenario(doc('block-volume', splitOf(t))).ok);
        const c = compareServices(t as CompareRequirement);
        const design = (s: Service) => (planned(doc(s, t)) as { design: unknown }).design;
        expect(design('file-storage')).toEqual(c.fileStorage.design);
        expect(design('block-volume')).toEqual(c.blockVolume.design);
        expect(design('lustre')).toEqual(c.lustre.design);
      }),
      { numRuns: 25 },
    );
  });

  it("the issue's case: 150,000 IOPS at 70% reads plans a Block Volume design, as 105,000 reads and 45,000 writes do", () => {
    const r = { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 10_000 };
    expect(compare.splitTotal(150_000, 70)).toEqual({ read: 105_000, write: 45_000 });
    const byTotals = planned(doc('block-volume', r));
    expect(byTotals).not.toBeNull();
    expect(byTotals).toEqual(planned(doc('block-volume', { readIops: 105_000, writeIops: 45_000, ioSizeKiB: 8, capacityGB: 10_000 })));
    expect(byTotals).toEqual(planned(doc('block-volume', { iops: 150_000, readPercent: 70, ioSizeKiB: 8, capacityGB: 10_000 })));
  });
});
