/**
 * Monotonic: more demand never gives a smaller (or, for Dense I/O, a cheaper) design.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BvRequirement, DioRequirement, FssRequirement, MetadataRates, LustreRequirement } from '../../src/engine/index.ts';
import { dioEditions } from '../../src/catalog/index.ts';
import { recommendBlockVolume, tieTolerance } from '../../src/engine/bv/index.ts';
import { recommendDenseIo } from '../../src/engine/dio/index.ts';
import { recommendFileStorage } from '../../src/engine/fss/index.ts';
import { recommendLustre } from '../../src/engine/lustre/index.ts';
import { bvRequirementArb, dioRequirementArb, fssCaseArb } from '../fixtures/factories.ts';
import { lustreRequirementArb } from '../fixtures/lustreFactories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);

/** A factor k ≥ 1: just above 1 (where rounding bites), small, and large. */
const factorArb = fc.oneof(
  fc.double({ min: 1, max: 1 + 1e-6, noNaN: true }),
  fc.double({ min: 1, max: 4, noNaN: true }),
  fc.double({ min: 1, max: 1000, noNaN: true }),
);

const times = (v: number | undefined, k: number) => (v === undefined ? undefined : v * k);

function scaleFss(r: FssRequirement, k: number): FssRequirement {
  const metadata = r.metadataOpsPerSecond
    ? (Object.fromEntries(Object.entries(r.metadataOpsPerSecond).map(([op, v]) => [op, v * k])) as MetadataRates)
    : undefined;
  return {
    ...r,
    readMBps: times(r.readMBps, k),
    writeMBps: times(r.writeMBps, k),
    readIops: times(r.readIops, k),
    writeIops: times(r.writeIops, k),
    metadataOpsPerSecond: metadata,
  };
}

describe('monotonic: File Storage', () => {
  it('scaling read/write MB/s, IOPS and metadata rates by k ≥ 1 never gives fewer mount targets of a fixed type', () => {
    fc.assert(
      fc.property(fssCaseArb({ mountTargetType: true }), factorArb, ({ catalog, requirement }, k) => {
        const base = recommendFileStorage(catalog, requirement)!;
        const more = recommendFileStorage(catalog, scaleFss(requirement, k))!;
        expect(more.design.mountTargetType).toBe(base.design.mountTargetType);
        expect(more.design.mountTargets).toBeGreaterThanOrEqual(base.design.mountTargets);
      }),
      { numRuns: RUNS },
    );
  });
});

const scaleBv = (r: BvRequirement, k: number): BvRequirement => ({ ...r, iops: times(r.iops, k), throughputMBps: times(r.throughputMBps, k) });

describe('monotonic: Block Volume', () => {
  for (const catalog of ['bv-seed', 'bv-current'] as const) {
    // The tie rule lets a design with fewer volumes cost up to max(1¢ × volumes, 0.5%) more than
    // the cheapest, so more demand may come out that much cheaper, never more.
    it(`${catalog}: scaling IOPS and MB/s by k ≥ 1 never gives a cheaper design at a fixed level, beyond the tie tolerance`, () => {
      fc.assert(
        fc.property(bvRequirementArb(catalog, { performanceLevel: true }), factorArb, (requirement, k) => {
          const base = recommendBlockVolume(catalog, requirement)!;
          const more = recommendBlockVolume(catalog, scaleBv(requirement, k))!;
          expect(more.design.performanceLevel).toBe(base.design.performanceLevel);
          const slack = tieTolerance(base.cost.monthlyUSD, 32) + 1e-9;
          expect(more.cost.monthlyUSD).toBeGreaterThanOrEqual(base.cost.monthlyUSD - slack);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

/**
 * Dense I/O. The planner prefers a current-generation shape and, within a generation, the
 * cheapest; more IOPS or capacity only removes shapes from the fitting set, so the choice never
 * moves to an earlier place in that order: never a cheaper shape of the same generation, and
 * never back from a previous-generation shape to a current one.
 */
describe('monotonic: Dense I/O', () => {
  for (const catalog of ['dio-2019-10', 'dio-current'] as const) {
    it(`${catalog}: more IOPS and capacity never give a cheaper choice (generation first, then price)`, () => {
      const generation = new Map(dioEditions[catalog].shapes.map((s) => [s.id, s.generation === 'current' ? 0 : 1]));
      const key = (r: ReturnType<typeof recommendDenseIo>) => ({
        rank: generation.get(r!.design.shape)!,
        usd: r!.cost.complete ? r!.cost.monthlyUSD : Number.MAX_VALUE,
      });
      fc.assert(
        fc.property(dioRequirementArb(), factorArb, factorArb, (requirement, k, kc) => {
          const more: DioRequirement = { ...requirement, iops: requirement.iops! * k, usableCapacityGB: times(requirement.usableCapacityGB, kc) };
          const a = recommendDenseIo(catalog, requirement)!;
          const b = recommendDenseIo(catalog, more)!;
          fc.pre(b.feasible);
          expect(a.feasible).toBe(true);
          const [ka, kb] = [key(a), key(b)];
          expect(kb.rank).toBeGreaterThanOrEqual(ka.rank);
          if (kb.rank === ka.rank) expect(kb.usd).toBeGreaterThanOrEqual(ka.usd);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

function scaleLustre(r: LustreRequirement, k: number, kData: number): LustreRequirement {
  const out: LustreRequirement = { ...r };
  for (const key of ['readMBps', 'writeMBps', 'readIops', 'writeIops'] as const)
    if (r[key] !== undefined) out[key] = Math.min(r[key] * k, key.endsWith('MBps') ? 10_000_000 : 1_000_000_000);
  if (r.capacityGB !== undefined) out.capacityGB = Math.min(r.capacityGB * kData, 8_000_000_000);
  return out;
}

describe('monotonic: File Storage with Lustre', () => {
  it('more throughput or more data never gives a smaller capacity (tier fixed) or a cheaper plan (tier free)', () => {
    fc.assert(
      fc.property(lustreRequirementArb({ noMetadata: true }), factorArb, factorArb, (r, k, kData) => {
        const a = recommendLustre(undefined, r);
        const b = recommendLustre(undefined, scaleLustre(r, k, kData));
        if (r.performanceTierMBpsPerTB !== undefined) expect(b.design.capacityGB).toBeGreaterThanOrEqual(a.design.capacityGB);
        expect(b.cost.monthlyUSD).toBeGreaterThanOrEqual(a.cost.monthlyUSD - 1e-6);
      }),
      { numRuns: RUNS },
    );
  });
});
