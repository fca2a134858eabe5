/**
 * Total: on any input the schema accepts, every service and mode returns (never throws), and
 * no number anywhere in the JSON result is NaN or infinite.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareServices, planScenario } from '../../src/engine/index.ts';
import { compareScenarioArb, nonFiniteNumbers, scenarioArbs } from '../fixtures/factories.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);

describe('total: planScenario on accepted scenarios', () => {
  for (const [name, arb] of Object.entries(scenarioArbs)) {
    it(`${name}: no throw, and no NaN or Infinity anywhere in the result`, () => {
      fc.assert(
        fc.property(arb, (scenario) => {
          const outcome = planScenario(scenario);
          if (!outcome.ok) {
            // A reference the schema cannot check (a type the edition lacks): a specific issue, not a throw.
            expect(outcome.issues.length).toBeGreaterThan(0);
            for (const issue of outcome.issues) expect(issue.code.length).toBeGreaterThan(0);
            return;
          }
          // Every number, at any depth (JSON would print a NaN or an Infinity as null).
          expect(nonFiniteNumbers(outcome.result)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('total: the engine functions the app calls directly', () => {
  it('compareServices (called by the store without planScenario): no throw, no NaN or Infinity, four entries', () => {
    fc.assert(
      fc.property(compareScenarioArb, (scenario) => {
        if (scenario.service !== 'compare') return;
        const result = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing);
        expect(result.entries.map((e) => e.service)).toEqual(['file-storage', 'block-volume', 'dense-io', 'lustre']);
        expect(nonFiniteNumbers(result)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
