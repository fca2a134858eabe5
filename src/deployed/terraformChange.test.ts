/**
 * The way back to code: a right-sized design as the Terraform change to the resources read,
 * names kept; the text parses with HashiCorp's HCL parser and names only arguments the oracle/oci
 * provider documents (tests/fixtures/ociProvider.json, the names issue 41 checked).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseHcl } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { lustreCapacityInGbs } from '../engine/deploy/index.ts';
import { designsOf, readDeployedText, rightSizeChange, type DeployedDesign, type SizedDesign, type TerraformChange } from './index.ts';
import { terraformChangeText } from './terraformChange.ts';

const DIR = resolve(import.meta.dirname, '../../tests/fixtures/deployed');
const provider = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/ociProvider.json'), 'utf8')) as {
  resources: Record<string, { arguments: Record<string, Record<string, unknown>> }>;
};
const designsIn = (file: string, side: 'before' | 'current'): DeployedDesign[] => {
  const o = readDeployedText(readFileSync(join(DIR, file), 'utf8'));
  if (!o.ok) throw new Error(file);
  return [...designsOf(o.sides[side]!).designs];
};
const of = <S extends DeployedDesign['service']>(ds: DeployedDesign[], s: S) => ds.find((d) => d.service === s)! as Extract<DeployedDesign, { service: S }>;

/** The change's text parsed back, and every argument checked against the provider's names. */
async function checked(change: TerraformChange | null): Promise<Record<string, Record<string, Record<string, unknown>[]>>> {
  if (!change) throw new Error('no change');
  const json = (await parseHcl('change.tf', terraformChangeText(change))) as { resource?: Record<string, Record<string, Record<string, unknown>[]>> };
  for (const [type, byName] of Object.entries(json.resource ?? {}))
    for (const body of Object.values(byName).flat())
      for (const arg of Object.keys(body)) expect(arg === 'count' || Object.hasOwn(provider.resources[type]!.arguments, arg), `${type}.${arg}`).toBe(true);
  return json.resource ?? {};
}

describe('a right-sized design as a Terraform change', () => {
  const plan = designsIn('plan-hpmt.json', 'before');
  it('a counted resource keeps its name: 3 HPMT-40 (mt[0..2]) to 1 HPMT-20 is count 3 → 1 and requested_throughput 20', async () => {
    const change = rightSizeChange(of(plan, 'file-storage'), { service: 'file-storage', design: { mountTargetType: 'hpmt-20', mountTargets: 1 } });
    expect(change?.edits).toEqual([
      expect.objectContaining({ action: 'update', address: 'module.fss.oci_file_storage_mount_target.mt', name: 'mt', count: { from: 3, to: 1 } }),
    ]);
    expect(change?.notes).toEqual([{ code: 'resources-removed', params: { count: 2, of: 3 } }]);
    const hcl = await checked(change);
    expect(hcl.oci_file_storage_mount_target!.mt).toEqual([{ count: 1, requested_throughput: '20' }]);
  });

  it('named resources: two HPMT-20 to three HPMT-40 update both by name and add a third, raised in a second apply and exported', async () => {
    const rd = [
      ...designsOf([
        { address: 'oci_file_storage_mount_target.a', type: 'oci_file_storage_mount_target', name: 'a', values: { requested_throughput: '20' } },
        { address: 'oci_file_storage_mount_target.b', type: 'oci_file_storage_mount_target', name: 'b', values: { requested_throughput: '20' } },
      ]).designs,
    ];
    const change = rightSizeChange(rd[0]!, { service: 'file-storage', design: { mountTargetType: 'hpmt-40', mountTargets: 3 } });
    expect(change?.edits.map((e) => [e.action, e.name])).toEqual([
      ['update', 'a'],
      ['update', 'b'],
      ['create', 'a_3'],
    ]);
    expect(change?.notes.map((n) => n.code)).toEqual(['hpmt-two-step', 'fss-export-new']);
    const hcl = await checked(change);
    expect(Object.keys(hcl.oci_file_storage_mount_target!).sort()).toEqual(['a', 'a_3', 'b']);
  });

  it('volumes never shrink: 8 × 4,000 GB to 4 × 3,000 GB Lower Cost is a replacement, said so', async () => {
    const target: SizedDesign = { service: 'block-volume', design: { performanceLevel: 'lower-cost', volumeSizeGB: 3000, volumes: 4 } };
    const change = rightSizeChange(of(plan, 'block-volume'), target);
    expect(change?.edits[0]).toMatchObject({ action: 'replace', count: { from: 8, to: 4 } });
    expect(change?.notes.map((n) => n.code)).toEqual(['bv-no-shrink', 'resources-removed']);
    expect((await checked(change)).oci_core_volume!.data).toEqual([{ count: 4, size_in_gbs: '3000', vpus_per_gb: '0' }]);
  });

  it('Lustre: a larger capacity step is an update (capacity_in_gbs as the deploy writer writes it); another tier replaces the file system', async () => {
    const lustre = of(plan, 'lustre');
    const bigger = rightSizeChange(lustre, { service: 'lustre', design: { performanceTierMBpsPerTB: 125, capacityGB: 45_000 } });
    expect(bigger?.edits[0]).toMatchObject({ action: 'update', args: [['capacity_in_gbs', { kind: 'number', value: lustreCapacityInGbs(41.6) }]] });
    const faster = rightSizeChange(lustre, { service: 'lustre', design: { performanceTierMBpsPerTB: 500, capacityGB: 30_000 } });
    expect(faster?.edits[0]?.action).toBe('replace');
    expect(faster?.notes.map((n) => n.code)).toEqual(['lustre-tier-fixed']);
    expect((await checked(faster)).oci_lustre_file_storage_lustre_file_system!.lustre).toEqual([{ performance_tier: 'MBPS_PER_TB_500' }]);
  });

  it('Dense I/O: another shape replaces the host, its shape_config from the catalog', async () => {
    const state = designsIn('state.json', 'current');
    const change = rightSizeChange(of(state, 'dense-io'), { service: 'dense-io', design: { shape: 'VM.DenseIO.E5.Flex.32' } });
    expect(change?.notes.map((n) => n.code)).toEqual(['dio-migrate']);
    const hcl = await checked(change);
    expect(hcl.oci_core_instance!.nvme).toEqual([{ shape: 'VM.DenseIO.E5.Flex', shape_config: [{ ocpus: 32, memory_in_gbs: 384 }] }]);
  });

  it('the same design is no change; another service is none', () => {
    const fss = of(plan, 'file-storage');
    expect(terraformChangeText(rightSizeChange(fss, { service: 'file-storage', design: { mountTargetType: 'hpmt-40', mountTargets: 3 } })!)).toBe(
      '# No change.\n',
    );
    expect(rightSizeChange(fss, { service: 'lustre', design: { performanceTierMBpsPerTB: 125, capacityGB: 1 } })).toBeNull();
  });
});
