/**
 * Every compare requirement the schema accepts splits into one requirement per service that
 * the service's own schema accepts: a service's view, its fio bundle and a one-service link
 * are planned from that split, so a field of the comparison alone (the whole bill's basis,
 * the client memory it prices) must not leak into it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bvRequirementOf, dioRequirementOf, fssRequirementOf, lustreRequirementOf } from '../../src/engine/compare/index.ts';
import { parseScenario, SCENARIO_VERSION } from '../../src/engine/scenario/index.ts';
import { compareRequirementArb } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);

describe('a compare requirement splits into valid service requirements', () => {
  it('File Storage, Block Volume, Dense I/O and Lustre each parse their share', () => {
    fc.assert(
      fc.property(compareRequirementArb(), (r) => {
        const compare = parseScenario({ version: SCENARIO_VERSION, mode: 'recommend', service: 'compare', requirement: r });
        fc.pre(compare.ok);
        const split = {
          'file-storage': fssRequirementOf(r),
          'block-volume': bvRequirementOf(r),
          'dense-io': dioRequirementOf(r),
          lustre: lustreRequirementOf(r),
        };
        for (const [service, requirement] of Object.entries(split)) {
          const parsed = parseScenario({ version: SCENARIO_VERSION, mode: 'recommend', service, requirement });
          expect(parsed.ok ? [] : parsed.issues.map((i) => `${service}: ${i.path} ${i.code} ${JSON.stringify(i.params)}`)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
