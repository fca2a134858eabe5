/**
 * Minimal: one unit less than the recommended design does not carry the requirement (or, for
 * Block Volume, costs more).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bvDemandOps, findLevel, recommendBlockVolume, sizeForOps, volumeOps } from '../../src/engine/bv/index.ts';
import { tieTolerance } from '../../src/engine/bv/options.ts';
import { bvEditions, dioEditions, lustreCurrent, lustreTiers } from '../../src/catalog/index.ts';
import { loadFromRequirement, mountTargetEdition, mountTargetLimits, recommendFileStorage } from '../../src/engine/fss/index.ts';
import { recommendDenseIo } from '../../src/engine/dio/index.ts';
import {
  recommendLustre,
  previousCapacityStep,
  capacityStepAtLeast,
  tierThroughputMBps,
  lustreMonthlyUSD,
  capacityNeeded,
} from '../../src/engine/lustre/index.ts';
import { bvRequirementArb, dioRequirementArb, fssCaseArb } from '../fixtures/factories.ts';
import { lustreRequirementArb } from '../fixtures/lustreFactories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);

describe('minimal: File Storage', () => {
  it('with the type fixed, N − 1 mount targets break a limit: some mount-target limit above u, or a hard limit above 100%', () => {
    fc.assert(
      fc.property(fssCaseArb({ mountTargetType: true }), ({ catalog, requirement }) => {
        const rec = recommendFileStorage(catalog, requirement)!;
        expect(rec.design.mountTargetType).toBe(requirement.mountTargetType);
        const n = rec.design.mountTargets;
        fc.pre(n > 1);
        const u = rec.targetUtilizationPercent / 100;
        const limits = mountTargetLimits(loadFromRequirement(requirement), mountTargetEdition(catalog)!, rec.design.mountTargetType, n - 1)
          // The clients' own network does not change with the mount targets, so it cannot be what needs N.
          .filter((l) => l.id !== 'clientNetworkRead' && l.id !== 'clientNetworkWrite');
        const broken = limits.filter((l) => (l.hard ? l.utilization : l.utilization / u) > 1);
        expect(broken.map((l) => l.id)).toContain(rec.alternatives[0]!.binding);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * Block Volume, one level fixed. The planner tries volume counts from the fewest that can carry
 * the demand upward, sizes each volume as small as it may be (whole GB, at least the minimum),
 * and keeps a count only when it is strictly cheaper; at one level the monthly cost is
 * proportional to the total GB. So for the chosen n volumes of s GB:
 * - the same n volumes one GB smaller fail: below the minimum size, below the capacity, or short of the operations;
 * - n − 1 volumes cannot carry it even at the maximum volume size, or (sized as small as they may be)
 *   they fail or hold strictly more GB in total (equal GB would have won: fewer volumes win ties).
 */
describe('minimal: Block Volume', () => {
  for (const catalog of ['bv-seed', 'bv-current'] as const) {
    it(`${catalog}: with the level fixed, one GB less per volume or one volume fewer does not carry it at the target utilization, or costs more`, () => {
      const edition = bvEditions[catalog];
      const minGB = edition.minVolumeGB.value;
      const maxGB = edition.maxVolumeGB.value;
      fc.assert(
        fc.property(bvRequirementArb(catalog, { performanceLevel: true }), (requirement) => {
          const rec = recommendBlockVolume(catalog, requirement)!;
          fc.pre(rec.feasible);
          const level = findLevel(edition, requirement.performanceLevel)!;
          const { volumes: n, volumeSizeGB: s, attachment } = rec.design;
          const io = requirement.ioSizeKiB;
          // What the volumes must offer for the demand to use no more than the target.
          const ops = bvDemandOps(requirement) / (rec.targetUtilizationPercent / 100);
          const carries = (count: number, sizeGB: number) =>
            sizeGB >= minGB &&
            sizeGB <= maxGB &&
            count * sizeGB >= requirement.capacityGB &&
            count * volumeOps(level, sizeGB, io, attachment) >= ops * (1 - 1e-12);

          expect(carries(n, s)).toBe(true);
          expect(carries(n, s - 1)).toBe(false);
          if (n > 1) {
            const m = n - 1;
            const atMaximum = carries(m, maxGB);
            const smallest = Math.max(minGB, Math.ceil(requirement.capacityGB / m - 1e-9), sizeForOps(level, ops / m, io, attachment));
            const fitsSmallest = Number.isFinite(smallest) && carries(m, smallest);
            expect(!atMaximum || !fitsSmallest || m * smallest > n * s).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('bv-current: no feasible alternative level is cheaper than the one chosen, but by the tie rule', () => {
    fc.assert(
      fc.property(bvRequirementArb('bv-current', { performanceLevel: false }), (requirement) => {
        const rec = recommendBlockVolume('bv-current', requirement)!;
        fc.pre(rec.feasible);
        for (const o of rec.alternatives.filter((a) => a.feasible)) {
          if (o.monthlyUSD >= rec.cost.monthlyUSD - 1e-9) continue;
          // Cheaper, so passed over by the tie rule (options.ts): it takes more volumes, and the
          // chosen design costs no more than the tolerance above it (a random run found Balanced
          // 1 × 902 GB at $38.335 chosen over Lower Cost 2 × 751 GB at $38.301: the rule at work).
          expect(o.volumes).toBeGreaterThan(rec.design.volumes);
          expect(rec.cost.monthlyUSD).toBeLessThanOrEqual(o.monthlyUSD + tieTolerance(o.monthlyUSD, o.volumes) + 1e-9);
          expect(rec.reason.code).toBe('bv-tie');
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('minimal: Dense I/O', () => {
  for (const catalog of ['dio-2019-10', 'dio-current'] as const) {
    it(`${catalog}: no fitting, priced shape of the same or a newer generation is cheaper than the one chosen`, () => {
      const generation = new Map(dioEditions[catalog].shapes.map((s) => [s.id, s.generation === 'current' ? 0 : 1]));
      fc.assert(
        fc.property(dioRequirementArb(), (requirement) => {
          const rec = recommendDenseIo(catalog, requirement)!;
          fc.pre(rec.feasible && rec.cost.complete);
          const rank = generation.get(rec.design.shape)!;
          for (const o of rec.alternatives) {
            if (!o.fits || o.monthlyUSD === null || generation.get(o.shape)! > rank) continue;
            expect(o.monthlyUSD, o.shape).toBeGreaterThanOrEqual(rec.cost.monthlyUSD);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('minimal: File Storage with Lustre', () => {
  it('with the tier fixed, one capacity step less does not hold the data or does not carry the throughput at u', () => {
    fc.assert(
      fc.property(
        lustreRequirementArb({ noMetadata: true }).filter((r) => r.performanceTierMBpsPerTB !== undefined),
        (r) => {
          const rec = recommendLustre(undefined, r);
          const step = capacityStepAtLeast(lustreCurrent, rec.design.capacityGB);
          const prev = previousCapacityStep(lustreCurrent, step);
          if (prev === null) return; // the minimum capacity: nothing smaller exists
          const u = rec.targetUtilizationPercent / 100;
          const holds = prev.capacityGB >= (r.capacityGB ?? 0);
          const carries = tierThroughputMBps(rec.design.performanceTierMBpsPerTB, prev.capacityGB) * u >= rec.requiredMBps * (1 + 1e-9);
          expect(holds && carries).toBe(false);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('with the tier free, no tier at its own smallest capacity is cheaper than the one chosen', () => {
    fc.assert(
      fc.property(lustreRequirementArb({ noMetadata: true, tier: false }), (r) => {
        const rec = recommendLustre(undefined, r);
        const u = rec.targetUtilizationPercent / 100;
        for (const tier of lustreTiers) {
          const { step } = capacityNeeded(lustreCurrent, tier, rec.requiredMBps, r.capacityGB ?? 0, u);
          expect(rec.cost.monthlyUSD).toBeLessThanOrEqual(lustreMonthlyUSD(lustreCurrent, tier, step.capacityGB) + 0.005);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
