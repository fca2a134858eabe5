/**
 * Feasible: a recommended design meets the requirement it was recommended for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bvDemandOps, recommendBlockVolume } from '../../src/engine/bv/index.ts';
import { evaluateMountTargets, loadFromRequirement, mountTargetEdition, recommendFileStorage } from '../../src/engine/fss/index.ts';
import { recommendDenseIo } from '../../src/engine/dio/index.ts';
import { recommendLustre, isCapacityStep, tierThroughputMBps } from '../../src/engine/lustre/index.ts';
import { lustreCurrent } from '../../src/catalog/index.ts';
import { bvRequirementArb, dioRequirementArb, fssCaseArb } from '../fixtures/factories.ts';
import { lustreRequirementArb } from '../fixtures/lustreFactories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);
const REL = 1e-9;

/** a ≥ b within a relative tolerance of 1e-9 (float noise in ops × cost / capacity). */
function atLeast(a: number, b: number, what: string): void {
  expect(a, what).toBeGreaterThanOrEqual(b * (1 - REL) - 1e-12);
}

describe('feasible: File Storage', () => {
  it('N recommended mount targets, planned at utilization u, deliver × u at least the read and write MB/s and ops asked (mount-target limits)', () => {
    fc.assert(
      fc.property(fssCaseArb(), ({ catalog, requirement }) => {
        const rec = recommendFileStorage(catalog, requirement)!;
        const u = rec.targetUtilizationPercent / 100;
        fc.pre(!rec.evaluation.warnings.some((w) => w.id === 'metadata-exceeds' || w.id === 'client-share-exceeds'));
        const load = loadFromRequirement(requirement);
        // What the mount targets carry, whatever the clients' network: the requirement's shape
        // without a client bandwidth (a client limit becomes a warning, not more mount targets).
        const edition = mountTargetEdition(catalog)!;
        const e = evaluateMountTargets(
          edition,
          rec.design.mountTargetType,
          rec.design.mountTargets,
          { ...load, clientMBps: undefined, concurrency: { ...load.concurrency, opsPerClient: null } },
          { clientShapeKnown: false },
        );
        expect(e.feasible).toBe(true);
        atLeast(e.readOpsPerSecond * u, load.readOps, 'read ops');
        atLeast(e.writeOpsPerSecond * u, load.writeOps, 'write ops');
        atLeast(e.readOpsPerSecond * u, requirement.readIops ?? 0, 'read IOPS');
        atLeast(e.writeOpsPerSecond * u, requirement.writeIops ?? 0, 'write IOPS');
        atLeast(e.readMBps * u, requirement.readMBps ?? 0, 'read MB/s');
        atLeast(e.writeMBps * u, requirement.writeMBps ?? 0, 'write MB/s');
        // The recommendation's own evaluation says the same unless the clients' network binds first.
        if (
          rec.evaluation.bottleneck !== 'clientNetworkRead' &&
          rec.evaluation.bottleneck !== 'clientNetworkWrite' &&
          rec.evaluation.bottleneck !== 'concurrency'
        ) {
          atLeast(rec.evaluation.readOpsPerSecond * u, load.readOps, 'evaluation read ops');
          atLeast(rec.evaluation.writeOpsPerSecond * u, load.writeOps, 'evaluation write ops');
        }
        // And under the requirement itself every mount-target limit sits at or below u (hard ones at or below 100%).
        for (const l of rec.loads) {
          if (l.id === 'clientNetworkRead' || l.id === 'clientNetworkWrite' || l.id === 'concurrency') continue;
          expect(l.utilization, l.id).toBeLessThanOrEqual((l.hard ? 1 : u) * (1 + REL));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('feasible: Block Volume', () => {
  for (const catalog of ['bv-seed', 'bv-current'] as const) {
    it(`${catalog}: a feasible recommendation delivers the operations asked (IOPS, or MB/s at the I/O size) and holds the capacity`, () => {
      fc.assert(
        fc.property(bvRequirementArb(catalog), (requirement) => {
          const rec = recommendBlockVolume(catalog, requirement)!;
          if (!rec.feasible) {
            expect(rec.warnings.some((w) => (w.id === 'bv-infeasible' || w.id === 'bv-concurrency') && w.severity === 'critical')).toBe(true);
            return;
          }
          atLeast(rec.evaluation.iops, bvDemandOps(requirement), 'operations per second');
          atLeast(rec.evaluation.throughputMBps, requirement.throughputMBps ?? 0, 'MB/s');
          atLeast(rec.evaluation.iops, requirement.iops ?? 0, 'IOPS');
          expect(rec.evaluation.totalCapacityGB).toBeGreaterThanOrEqual(requirement.capacityGB);
          expect(rec.design.volumes).toBeLessThanOrEqual(bvAttachmentsLimit(rec));
        }),
        { numRuns: RUNS },
      );
    });
  }
});

function bvAttachmentsLimit(rec: NonNullable<ReturnType<typeof recommendBlockVolume>>): number {
  return rec.evaluation.limits.find((l) => l.id === 'attachments')!.capacity;
}

describe('feasible: Dense I/O', () => {
  for (const catalog of ['dio-2019-10', 'dio-current'] as const) {
    it(`${catalog}: a feasible recommendation gives the IOPS asked (after the RAID write penalty) and the usable capacity`, () => {
      fc.assert(
        fc.property(dioRequirementArb(), (requirement) => {
          const rec = recommendDenseIo(catalog, requirement)!;
          if (!rec.feasible) {
            expect(rec.warnings[0]?.id).toBe('dio-infeasible');
            return;
          }
          expect(rec.evaluation.iops).toBeGreaterThanOrEqual(requirement.iops!);
          expect(rec.evaluation.usableCapacityGB).toBeGreaterThanOrEqual(requirement.usableCapacityGB ?? 0);
          expect(rec.evaluation.warnings.some((w) => w.id === 'raid-invalid')).toBe(false);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('feasible: File Storage with Lustre', () => {
  it('the recommended capacity is a valid step, holds the data, and its tier throughput carries the requirement at the target utilization', () => {
    fc.assert(
      fc.property(lustreRequirementArb({ noMetadata: true }), (r) => {
        const rec = recommendLustre(undefined, r);
        const u = rec.targetUtilizationPercent / 100;
        expect(isCapacityStep(lustreCurrent, rec.design.capacityGB)).toBe(true);
        expect(rec.design.capacityGB).toBeGreaterThanOrEqual(r.capacityGB ?? 0);
        const tierMBps = tierThroughputMBps(rec.design.performanceTierMBpsPerTB, rec.design.capacityGB);
        atLeast(tierMBps * u, rec.requiredMBps, 'tier throughput × u');
        if (r.performanceTierMBpsPerTB !== undefined) expect(rec.design.performanceTierMBpsPerTB).toBe(r.performanceTierMBpsPerTB);
        // Feasible means the clients move it too.
        if (rec.feasible) for (const l of rec.loads) if (l.id !== 'sharedBandwidth') expect(l.utilization).toBeLessThanOrEqual(1 + 1e-9);
      }),
      { numRuns: RUNS },
    );
  });
});
