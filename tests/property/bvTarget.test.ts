/**
 * Block Volume headroom: a recommended design that carries its requirement keeps every
 * performance limit (per-volume IOPS and throughput, the instance's IOPS and throughput, the
 * measured host) at or below the target utilization (80% unless the requirement says); hard
 * limits (attachments) at or below 100%; concurrency is the client's and is not planned to a
 * target. A design that does not carry it says what would (`remedies`), and one that does says
 * nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendBlockVolume } from '../../src/engine/bv/index.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from '../../src/engine/targetUtilization.ts';
import { bvRequirementArb } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);

describe('Block Volume plans every performance limit to the target utilization', () => {
  for (const catalog of ['bv-seed', 'bv-current'] as const) {
    it(`${catalog}: no performance limit of a feasible recommended design is above its target; remedies exactly when it does not fit`, () => {
      fc.assert(
        fc.property(bvRequirementArb(catalog), fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }), (base, target) => {
          const requirement = target === undefined ? base : { ...base, targetUtilizationPercent: target };
          const rec = recommendBlockVolume(catalog, requirement)!;
          expect(rec.targetUtilizationPercent).toBe(target ?? DEFAULT_TARGET_UTILIZATION_PERCENT);
          expect(rec.remedies.length > 0).toBe(!rec.feasible);
          if (!rec.feasible) return;
          for (const l of rec.loads) {
            if (l.id === 'concurrency') continue;
            const limit = l.hard ? 1 : rec.targetUtilizationPercent / 100;
            expect(l.utilization, `${l.id} at ${rec.targetUtilizationPercent}%`).toBeLessThanOrEqual(limit * (1 + 1e-9));
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});
