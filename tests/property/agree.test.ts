/**
 * Evaluate and recommend are one model run both ways: asking for what N mount targets of a
 * type deliver at saturation, times the target utilization, gives back exactly N of that type.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FssRequirement, MetadataRates } from '../../src/engine/index.ts';
import { evaluateFileStorage, recommendFileStorage } from '../../src/engine/fss/index.ts';
import { evaluateLustre, recommendLustre } from '../../src/engine/lustre/index.ts';
import { fssWorkloadArb, mountTargetCatalogIds, targetUtilizationPercentArb, typesOf } from '../fixtures/factories.ts';
import { lustreDesignArb, lustreWorkloadArb } from '../fixtures/lustreFactories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);
/** Just under u, so that float rounding cannot push the requirement over a count boundary. */
const UNDER = 1 - 1e-9;

const caseArb = fc.constantFrom(...mountTargetCatalogIds).chain((catalog) =>
  fc.record({
    catalog: fc.constant(catalog),
    type: fc.constantFrom(...typesOf(catalog)),
    mountTargets: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 1000 })),
    workload: fssWorkloadArb(),
    targetUtilizationPercent: targetUtilizationPercentArb,
  }),
);

describe('evaluate and recommend agree: File Storage', () => {
  it('recommend(what N × type deliver at saturation × u) = N × type', () => {
    fc.assert(
      fc.property(caseArb, ({ catalog, type, mountTargets, workload, targetUtilizationPercent }) => {
        const e = evaluateFileStorage(catalog, { mountTargetType: type, mountTargets }, workload)!;
        // Only where the mount targets are what binds: not the clients' network, and no hard limit
        // (connections) or metadata beyond what N carry.
        fc.pre(e.feasible && e.bottleneck !== 'clientNetworkRead' && e.bottleneck !== 'clientNetworkWrite' && e.bottleneck !== 'concurrency');
        // Clients are assigned whole: N mount targets with c clients do the work of the fewest
        // that give the busiest the same ceil(c / N) clients, so only that N comes back.
        const c = workload.clients;
        fc.pre(c === undefined || mountTargets === Math.ceil(c / Math.ceil(c / mountTargets)));
        const f = (targetUtilizationPercent / 100) * UNDER;
        const metadata = workload.metadataOpsPerSecond
          ? (Object.fromEntries(Object.entries(workload.metadataOpsPerSecond).map(([op, v]) => [op, v * f])) as MetadataRates)
          : undefined;
        const { readPercent: _r, capacityGB: _c, metadataOpsPerSecond: _m, ...rest } = workload;
        const requirement: FssRequirement = {
          ...rest,
          readIops: e.readOpsPerSecond * f,
          writeIops: e.writeOpsPerSecond * f,
          ...(metadata ? { metadataOpsPerSecond: metadata } : {}),
          mountTargetType: type,
          targetUtilizationPercent,
        };
        const rec = recommendFileStorage(catalog, requirement)!;
        expect(rec.design).toEqual({ mountTargetType: type, mountTargets });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('evaluate and recommend agree: File Storage with Lustre', () => {
  it('recommend(what a tier and capacity deliver at saturation × u, with the tier fixed and data that fits) = that tier and capacity', () => {
    fc.assert(
      fc.property(
        lustreDesignArb(),
        lustreWorkloadArb(),
        targetUtilizationPercentArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (design, workload, pct, dataShare) => {
          const e = evaluateLustre(undefined, design, workload);
          // Only where the tier is what binds, not the clients.
          fc.pre(e.bottleneck === 'sharedBandwidth');
          const f = (pct / 100) * UNDER;
          const { readPercent: _r, capacityGB: _c, ...rest } = workload;
          const rec = recommendLustre(undefined, {
            ...rest,
            readMBps: e.readMBps * f,
            writeMBps: e.writeMBps * f,
            capacityGB: e.design.capacityGB * dataShare,
            performanceTierMBpsPerTB: design.performanceTierMBpsPerTB,
            targetUtilizationPercent: pct,
          });
          expect(rec.design).toEqual(e.design);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
