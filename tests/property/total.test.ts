/**
 * Total: on any input the schema accepts, every service and mode returns (never throws), and
 * no number anywhere in the JSON result is NaN or infinite.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareServices, planScenario } from '../../src/engine/index.ts';
import { compareScenarioArb, nonFiniteNumbers, scenarioArbs } from '../fixtures/factories.ts';
import { compareShape } from '../../src/engine/calibration/workloadShape.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);

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

/** A calibration the schema takes, for the plan's own design (so that it applies) or a made-up one. */
const calibrationArb = fc.record({
  service: fc.constantFrom('file-storage', 'block-volume', 'dense-io', 'lustre'),
  latencyUs: fc.double({ min: 1, max: 10_000_000, noNaN: true }),
  ownDesign: fc.boolean(),
  iops: fc.double({ min: 0, max: 1e9, noNaN: true }),
  throughputMBps: fc.double({ min: 0, max: 1e7, noNaN: true }),
});

describe('total: with a fio calibration', () => {
  it('compareServices with any calibration: no throw, no NaN or Infinity, and it is applied to its own design and workload', () => {
    fc.assert(
      fc.property(compareScenarioArb, calibrationArb, (scenario, c) => {
        if (scenario.service !== 'compare') return;
        const r = scenario.requirement;
        const plain = compareServices(r, scenario.catalogs, scenario.pricing);
        const family = ({ 'file-storage': 'fileStorage', 'block-volume': 'blockVolume', 'dense-io': 'denseIo', lustre: 'lustre' } as const)[c.service];
        const probe = {
          service: c.service,
          catalog: plain.catalogs[family],
          design: 'made-up',
          ...compareShape(r),
          latencyUs: c.latencyUs,
          iops: c.iops,
          throughputMBps: c.throughputMBps,
        };
        const design = c.ownDesign ? compareServices(r, scenario.catalogs, scenario.pricing, probe).calibration!.currentDesign! : 'made-up';
        const result = compareServices(r, scenario.catalogs, scenario.pricing, { ...probe, design });
        expect(nonFiniteNumbers(result)).toEqual([]);
        const own = (family === 'fileStorage' ? r.fssLatencyMs : family === 'blockVolume' ? r.bvLatencyMs : undefined) !== undefined;
        expect(result.calibration!.status).toBe(own ? 'latency-entered' : c.ownDesign ? 'applied' : 'other-design');
      }),
      { numRuns: RUNS },
    );
  });
});
