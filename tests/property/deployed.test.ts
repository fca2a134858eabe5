/**
 * What is deployed, read back (issue 42): total on anything. Any JSON document is read without a
 * throw (a design or a code); any resources of the five modelled types with any values become
 * designs or listed resources, never dropped; every design read is weighed against any accepted
 * comparison without a throw and without NaN or Infinity.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designsOf, evaluateDeployed, readDeployedJson, rightSizeChange, type ReadResource } from '../../src/deployed/index.ts';
import { compareScenarioArb, nonFiniteNumbers } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(40);
const types = [
  'oci_file_storage_mount_target',
  'oci_file_storage_file_system',
  'oci_core_volume',
  'oci_core_instance',
  'oci_lustre_file_storage_lustre_file_system',
  'oci_core_subnet',
];
const value = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('1', '20', '40', '80', '50', '4000', '10', '120', 'MBPS_PER_TB_125', 'MBPS_PER_TB_1000', '31200', 'VM.DenseIO.E5.Flex', 'BM.DenseIO.E5.128'),
);
const resourceArb: fc.Arbitrary<ReadResource> = fc.record({
  address: fc.string({ maxLength: 20 }),
  type: fc.constantFrom(...types),
  name: fc.string({ maxLength: 10 }),
  values: fc.record(
    {
      availability_domain: fc.constantFrom('AD-1', 'AD-2'),
      requested_throughput: value,
      observed_throughput: value,
      size_in_gbs: value,
      vpus_per_gb: value,
      shape: value,
      shape_config: fc.oneof(fc.constant([{ ocpus: 16 }]), fc.jsonValue()),
      performance_tier: value,
      capacity_in_gbs: value,
      autotune_policies: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
});

describe('what is deployed: total', () => {
  it('any JSON document: read or refused with a code, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (doc) => {
        const r = readDeployedJson(doc);
        if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('any resources: each is in a design or listed; every design weighed without a throw, NaN or Infinity', () => {
    fc.assert(
      fc.property(fc.array(resourceArb, { maxLength: 6 }), compareScenarioArb, (resources, scenario) => {
        const set = designsOf(resources);
        const placed = set.designs.reduce((n, d) => n + d.resources.length, 0) + set.unmodelled.length;
        // File systems exported through a design's mount targets are in its file systems, not its resources.
        const fileSystems = set.designs.reduce((n, d) => n + (d.service === 'file-storage' ? d.fileSystems.length : 0), 0);
        expect(placed + fileSystems).toBe(resources.length);
        if (scenario.service !== 'compare') return;
        const e = evaluateDeployed(set, scenario.requirement, { ...(scenario.pricing ? { pricing: scenario.pricing } : {}) });
        expect(nonFiniteNumbers(e)).toEqual([]);
        for (const d of e.designs) {
          const target = d.cheaper?.sized ?? d.fix?.sized;
          if (target) rightSizeChange(d.design, target);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
