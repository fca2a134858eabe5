/**
 * One plan, one answer, the same headroom everywhere (issue 20): over generated comparisons,
 * - a service's design that carries its requirement keeps every limit of the design within the
 *   target utilization it was planned to (hard limits within 100%); only the clients' own limits
 *   (their network and their concurrency) are what they are;
 * - every field that states whether it carries says the same (the plan, its evaluation, the
 *   comparison's entry and its verdict), and a design that carries names no remedy;
 * - "cheapest" is a service that carries, with a complete bill; "closest" is named exactly when
 *   none carries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareServices, servicePlan, type ServiceId } from '../../src/engine/index.ts';
import { compareRequirementArb, mountTargetCatalogIds } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);
const SERVICES: readonly ServiceId[] = ['file-storage', 'block-volume', 'dense-io', 'lustre'];
/** The clients' own limits: the plan does not size them, it reports them. */
const CLIENT_SIDE = new Set(['clientNetworkRead', 'clientNetworkWrite', 'concurrency']);

const caseArb = fc.record({
  requirement: compareRequirementArb(),
  fileStorage: fc.constantFrom(...mountTargetCatalogIds),
});

describe('one plan, one answer, one headroom (every service of a comparison)', () => {
  it('a design that carries keeps each of its limits within its target; every field agrees on whether it carries', () => {
    fc.assert(
      fc.property(caseArb, ({ requirement, fileStorage }) => {
        const result = compareServices(requirement, { fileStorage });
        for (const service of SERVICES) {
          const plan = servicePlan(result, service);
          const entry = result.entries.find((e) => e.service === service)!;
          if ('evaluation' in plan && 'feasible' in plan.evaluation) expect(plan.evaluation.feasible, `${service} evaluation`).toBe(plan.feasible);
          expect(entry.verdict === 'does-not', `${service} verdict`).toBe(!entry.fits);
          if (entry.fits) expect(plan.feasible, `${service} fits only if its plan does`).toBe(true);
          if (entry.verdict === 'carries') expect(entry.caveats).toEqual([]);
          if (plan.feasible) expect(plan.remedies, `${service} remedies`).toEqual([]);
          if (!plan.feasible) continue;
          const target = plan.targetUtilizationPercent / 100;
          for (const l of plan.loads) {
            if (CLIENT_SIDE.has(l.id)) continue;
            const allowed = l.hard ? 1 : target;
            expect(l.utilization, `${service} ${l.id} at ${plan.targetUtilizationPercent}%`).toBeLessThanOrEqual(allowed * (1 + 1e-9) + 1e-12);
          }
        }
        if (result.cheapest !== null) {
          const winner = result.entries.find((e) => e.service === result.cheapest)!;
          expect(winner.fits).toBe(true);
          expect(result.basis === 'whole' ? winner.bill.complete : winner.monthlyUSD !== null).toBe(true);
        }
        expect(result.closest !== null).toBe(!result.entries.some((e) => e.fits));
        expect(result.feasible).toBe(result.entries.some((e) => e.fits));
      }),
      { numRuns: RUNS },
    );
  });
});
