/**
 * The shared generators produce only inputs the scenario schema accepts (each also checks
 * itself with `accepted`; this says so once, in one place, for every generator).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/index.ts';
import { bvRequirementArb, compareRequirementArb, dioRequirementArb, fssCaseArb, scenarioArbs } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(100);
const accepts = (doc: unknown): void => {
  const parsed = parseScenario(JSON.parse(JSON.stringify(doc)) as unknown);
  expect(parsed.ok, parsed.ok ? '' : JSON.stringify(parsed.issues)).toBe(true);
};

describe('factories: every generated document is accepted by parseScenario, also after a JSON round trip', () => {
  for (const [name, arb] of Object.entries(scenarioArbs)) {
    it(name, () => fc.assert(fc.property(arb, accepts), { numRuns: RUNS }));
  }

  it('requirements: File Storage (every mount-target edition), Block Volume (both editions), Dense I/O, compare', () => {
    fc.assert(
      fc.property(fssCaseArb(), ({ catalog, requirement }) => accepts({ mode: 'recommend', service: 'file-storage', catalog, requirement })),
      { numRuns: RUNS },
    );
    for (const catalog of ['bv-seed', 'bv-current'] as const) {
      fc.assert(
        fc.property(bvRequirementArb(catalog), (requirement) => accepts({ mode: 'recommend', service: 'block-volume', catalog, requirement })),
        { numRuns: RUNS },
      );
    }
    fc.assert(
      fc.property(dioRequirementArb(), (requirement) => accepts({ mode: 'recommend', service: 'dense-io', requirement })),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(compareRequirementArb(), (requirement) => accepts({ mode: 'recommend', service: 'compare', requirement })),
      { numRuns: RUNS },
    );
  });
});
