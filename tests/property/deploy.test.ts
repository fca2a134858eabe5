/**
 * Deploy (issue 41), over generated plans of every service and mode, comparisons and plans of
 * several workloads the schema accepts:
 * - the model is built (never throws), every number in it is finite;
 * - every generated file parses (HCL by HashiCorp's parser, YAML by `yaml`) and names only
 *   resource types, blocks and arguments the provider documents;
 * - the counts and sizes are the plan's (mount targets, volumes and their size and VPUs, hosts,
 *   Lustre capacity step and tier).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deployPlan, stackFiles } from '../../src/deploy/index.ts';
import type { DeployModel, DeployResource } from '../../src/engine/deploy/index.ts';
import { parseScenario, planScenario, type Scenario } from '../../src/engine/index.ts';
import { checkFiles } from '../fixtures/deployCheck.ts';
import { compareRequirementArb, mountTargetCatalogIds } from '../fixtures/factories.ts';
import { generatedScenarios } from '../fixtures/planScenarios.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);

function finiteNumbers(x: unknown, path = ''): string[] {
  if (typeof x === 'number') return Number.isFinite(x) ? [] : [path];
  if (Array.isArray(x)) return x.flatMap((v, i) => finiteNumbers(v, `${path}[${i}]`));
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => finiteNumbers(v, `${path}.${k}`));
  return [];
}

const numberArg = (r: DeployResource | undefined, k: string) => {
  const v = r?.args.find(([n]) => n === k)?.[1];
  return v?.kind === 'number' ? v.value : v?.kind === 'choose' && v.whenTrue.kind === 'number' ? v.whenTrue.value : undefined;
};

/** The plan's own figures, set against the model's (a single-service plan). */
function matchesDesign(result: Record<string, unknown>, m: DeployModel): void {
  const d = result.design as Record<string, unknown> | undefined;
  const first = (type: string) => m.resources.find((r) => r.type === type && r.mode === 'resource');
  switch (result.service) {
    case 'file-storage': {
      const n = (d?.mountTargets ?? result.mountTargets ?? 1) as number;
      expect(first('oci_file_storage_mount_target')?.count ?? 1).toBe(n);
      break;
    }
    case 'block-volume': {
      const v = first('oci_core_volume');
      expect([v?.count ?? 1, numberArg(v, 'size_in_gbs'), numberArg(v, 'vpus_per_gb')]).toEqual([d!.volumes, d!.volumeSizeGB, d!.vpusPerGB]);
      break;
    }
    case 'dense-io':
      expect(first('oci_core_instance')?.count ?? 1).toBe((result.instances as number | undefined) ?? 1);
      break;
    case 'lustre':
      expect(numberArg(first('oci_lustre_file_storage_lustre_file_system'), 'capacity_in_gbs')).toBe(Math.round((d!.capacityTiB as number) * 10) * 100);
      break;
  }
}

async function check(s: Scenario): Promise<void> {
  const o = planScenario(s);
  if (!o.ok) return;
  const m = deployPlan(o.result, { name: 'generated plan', ...(s.service === 'workloads' ? { scenario: s } : {}) });
  if (m === null) return;
  expect(finiteNumbers(m)).toEqual([]);
  const { problems } = await checkFiles(stackFiles(m));
  expect(problems).toEqual([]);
  if (s.service !== 'compare' && s.service !== 'workloads') matchesDesign(o.result as unknown as Record<string, unknown>, m);
}

describe('every plan deploys to files that parse and name only documented arguments', () => {
  it('single-service plans of every service and mode (generated)', async () => {
    for (const s of generatedScenarios(RUNS, 41)) await check(s);
  }, 120_000);

  it('comparisons, deployed as their cheapest (or closest) service', async () => {
    await fc.assert(
      fc.asyncProperty(compareRequirementArb({ maxRate: 50_000 }), async (requirement) => {
        const p = parseScenario({ version: 5, service: 'compare', mode: 'recommend', requirement });
        if (p.ok) await check(p.value);
      }),
      { numRuns: RUNS, seed: 41 },
    );
  }, 120_000);

  it('plans of several workloads', async () => {
    const workload = fc.record(
      {
        service: fc.constantFrom('file-storage', 'block-volume', 'dense-io', 'lustre', 'cheapest'),
        requirement: compareRequirementArb({ maxRate: 20_000 }),
        host: fc.constantFrom('h1', 'h2'),
        lustreFileSystem: fc.constantFrom('l1'),
      },
      { requiredKeys: ['service', 'requirement'] },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(workload, { minLength: 1, maxLength: 5 }), fc.constantFrom(...mountTargetCatalogIds), async (ws, fileStorage) => {
        const p = parseScenario({
          version: 6,
          mode: 'recommend',
          service: 'workloads',
          catalogs: { fileStorage },
          workloads: ws.map((w, i) => ({ name: `Workload ${i} é`, ...w })),
        });
        if (p.ok) await check(p.value);
      }),
      { numRuns: RUNS, seed: 41 },
    );
  }, 120_000);
});
