/**
 * The deploy model builds the plan's design one for one: for the five plans of issue 41 the
 * resources' counts, sizes, VPUs, tier, capacity and shape are read back from the model and set
 * against the plan's own figures (never against numbers written here).
 */
import { describe, expect, it } from 'vitest';
import { doneWhenCases, documentedCases, planned as plannedCase } from '../../../tests/fixtures/deployScenarios.ts';
import { bvParts } from './bv.ts';
import { dioEdition } from '../dio/index.ts';
import type { BvRecommendation } from '../bv/index.ts';
import type { DioRecommendation } from '../dio/index.ts';
import type { FssRecommendation } from '../fss/index.ts';
import type { LustreRecommendation } from '../lustre/index.ts';
import type { WorkloadsResult } from '../workloads/types.ts';
import { deployPlan, lustreCapacityInGbs, requestedGbps, type DeployModel, type DeployResource, type DeployValue } from './index.ts';
import { lustreName, slugName, terraformName } from './names.ts';

const cases = Object.fromEntries(doneWhenCases().map((c) => [c.name, c]));
const arg = (r: DeployResource, name: string): DeployValue | undefined => r.args.find(([k]) => k === name)?.[1];
const numArg = (r: DeployResource, name: string) => {
  const v = arg(r, name);
  return v?.kind === 'number' ? v.value : v?.kind === 'choose' && v.whenTrue.kind === 'number' ? v.whenTrue.value : undefined;
};
const strArg = (r: DeployResource, name: string) => {
  const v = arg(r, name);
  return v?.kind === 'string' ? v.value : undefined;
};
const ofType = (m: DeployModel, type: string) => m.resources.filter((r) => r.type === type && r.mode === 'resource');
const total = (rs: readonly DeployResource[]) => rs.reduce((s, r) => s + (r.count ?? 1), 0);
const deploy = (name: string) => {
  const c = cases[name]!;
  return { c, m: deployPlan(c.result, { name, ...(c.scenario.service === 'workloads' ? { scenario: c.scenario } : {}) })! };
};

describe('deploy model: the plans of issue 41, one for one', () => {
  it('render farm (5 GB/s of 1 MiB reads): the planned mount targets at their type, one file system, an export per mount target', () => {
    const { c, m } = deploy('render-farm');
    const plan = c.result as FssRecommendation;
    const [mt] = ofType(m, 'oci_file_storage_mount_target');
    expect(mt!.count ?? 1).toBe(plan.design.mountTargets);
    expect(numArg(mt!, 'requested_throughput')).toBe(requestedGbps[plan.design.mountTargetType]);
    expect(total(ofType(m, 'oci_file_storage_file_system'))).toBe(1);
    expect(total(ofType(m, 'oci_file_storage_export'))).toBe(plan.design.mountTargets);
    // Created at 1 Gbps, raised in the second apply.
    const rt = arg(mt!, 'requested_throughput');
    expect(rt?.kind === 'choose' && rt.whenFalse).toEqual({ kind: 'number', value: 1 });
    expect(m.steps.find((s) => s.kind === 'after')?.notes[0]?.code).toBe('hpmt-two-step');
    const assignment = m.outputs.find((o) => o.about === 'client-assignment')!.value;
    expect(assignment.kind === 'map' && assignment.entries.map(([, v]) => (v.kind === 'list' ? v.items.length : 0))).toEqual(
      Array.from({ length: plan.design.mountTargets }, (_, i) => (i < plan.assignment!.busiestCount ? plan.assignment!.busiest : plan.assignment!.others)),
    );
  });

  it('OLTP (150,000 IOPS of 8 KiB, 70% reads, 10 TB): the volumes at the planned size and VPUs, attached as planned, grouped when striped', () => {
    const { c, m } = deploy('oltp');
    const plan = c.result as BvRecommendation;
    const [v] = ofType(m, 'oci_core_volume');
    expect(v!.count ?? 1).toBe(plan.design.volumes);
    expect(numArg(v!, 'size_in_gbs')).toBe(plan.design.volumeSizeGB);
    expect(numArg(v!, 'vpus_per_gb')).toBe(plan.design.vpusPerGB);
    const [a] = ofType(m, 'oci_core_volume_attachment');
    expect(a!.count ?? 1).toBe(plan.design.volumes);
    expect(strArg(a!, 'attachment_type')).toBe(plan.design.attachment);
    expect(total(ofType(m, 'oci_core_volume_group'))).toBe(plan.design.volumes > 1 ? 1 : 0);
    expect(m.steps.flatMap((s) => s.notes).some((n) => n.code === 'bv-uhp-multipath')).toBe(plan.design.vpusPerGB >= 30);
  });

  it('AI cluster on Lustre (20 GB/s, 500 TB): the planned tier and the capacity step, as the provider writes it', () => {
    const { c, m } = deploy('ai-lustre');
    const plan = c.result as LustreRecommendation;
    const [fs] = ofType(m, 'oci_lustre_file_storage_lustre_file_system');
    expect(strArg(fs!, 'performance_tier')).toBe(`MBPS_PER_TB_${plan.design.performanceTierMBpsPerTB}`);
    expect(numArg(fs!, 'capacity_in_gbs')).toBe(Math.round(plan.design.capacityTiB * 1000));
    expect(strArg(fs!, 'file_system_name')).toMatch(/^[A-Za-z0-9_]{1,8}$/);
    expect(fs!.blocks.map((b) => b.name)).toContain('root_squash_configuration');
    expect(m.steps.flatMap((s) => s.notes).map((n) => n.code)).toEqual(expect.arrayContaining(['lustre-billing-cycle', 'lustre-service-policy']));
  });

  it('Dense I/O with RAID 10: the planned hosts of the shape, its shape_config from the catalog, RAID 10 over its drives', () => {
    const { c, m } = deploy('dio-raid10');
    const plan = c.result as DioRecommendation;
    const shape = dioEdition(plan.catalog)!.shapes.find((s) => s.id === plan.design.shape)!;
    const [i] = ofType(m, 'oci_core_instance');
    expect(i!.count ?? 1).toBe(plan.instances);
    expect(strArg(i!, 'shape')).toBe(shape.shapeName);
    const config = i!.blocks.find((b) => b.name === 'shape_config');
    if (shape.shapeName.endsWith('.Flex'))
      expect(Object.fromEntries(config!.args.map(([k, v]) => [k, v.kind === 'number' ? v.value : null]))).toEqual({
        ocpus: shape.ocpus.value,
        memory_in_gbs: shape.memoryGB.value,
        nvmes: shape.drives.value,
      });
    else expect(config).toBeUndefined();
    expect(m.cloudInit).toEqual([expect.objectContaining({ raid: plan.design.raid, drives: shape.drives.value })]);
    expect(plan.design.raid).toBe('10');
  });

  it('three workloads: every group of shared mount targets, every file system, the Block Volume and Lustre designs of the bill', () => {
    const { c, m } = deploy('three-workloads');
    const r = c.result as WorkloadsResult;
    const mts = ofType(m, 'oci_file_storage_mount_target');
    expect(mts.map((x) => x.count ?? 1)).toEqual(r.fileStorage.mountTargets.map((g) => g.mountTargets));
    expect(total(ofType(m, 'oci_file_storage_file_system'))).toBe(r.workloads.filter((w) => w.service === 'file-storage').length);
    for (const w of r.workloads.filter((x) => x.service === 'block-volume')) {
      const plan = w.plan as BvRecommendation;
      const v = ofType(m, 'oci_core_volume').find((x) => x.workloads.includes(w.name))!;
      expect([v.count ?? 1, numArg(v, 'size_in_gbs'), numArg(v, 'vpus_per_gb')]).toEqual([
        plan.design.volumes,
        plan.design.volumeSizeGB,
        plan.design.vpusPerGB,
      ]);
    }
    for (const w of r.workloads.filter((x) => x.service === 'lustre')) {
      const plan = w.plan as LustreRecommendation;
      const fs = ofType(m, 'oci_lustre_file_storage_lustre_file_system').find((x) => x.workloads.includes(w.name))!;
      expect(numArg(fs, 'capacity_in_gbs')).toBe(lustreCapacityInGbs(plan.design.capacityTiB));
    }
    expect(m.bill.monthlyUSD).toBe(r.billOfMaterials.totalMonthlyUSD);
    expect(m.bill.lines).toHaveLength(r.billOfMaterials.lines.length);
  });

  it('every documented example deploys, with nothing fixed that belongs to the tenancy', () => {
    for (const c of documentedCases()) {
      const m = deployPlan(c.result, { name: c.name });
      expect(m, c.name).not.toBeNull();
      for (const r of m!.resources) {
        if (r.mode === 'data') continue;
        for (const k of ['compartment_id', 'availability_domain', 'subnet_id', 'instance_id'])
          if (arg(r, k)) expect(arg(r, k)!.kind, `${c.name} ${r.type}.${k}`).toBe('var');
      }
    }
  });
});

describe('names made valid for each resource', () => {
  it('a Terraform identifier, a slug, a Lustre name of at most 8 of [A-Za-z0-9_], unique', () => {
    expect(terraformName('Render farm #2', 'x')).toBe('render_farm_2');
    expect(terraformName('9 lives', 'x')).toBe('w_9_lives');
    expect(terraformName('日本語', 'fallback')).toBe('fallback');
    expect(slugName('Home directories (EU)', 'x')).toBe('home-directories-eu');
    expect(lustreName('AI training cluster', new Set())).toBe('aitraini');
    expect(lustreName('AI training cluster', new Set(['aitraini']))).toBe('aitrain2');
    expect(lustreName('***', new Set())).toBe('lustre');
  });
});

describe('each service as the provider builds it', () => {
  const plan = (doc: unknown) => plannedCase('case', doc).result;

  it('Ultra High Performance: multipath and the Block Volume Management plugin named, no agent iSCSI login; paravirtualized as planned', () => {
    const uhp = deployPlan(
      plan({
        mode: 'evaluate',
        service: 'block-volume',
        design: { vpusPerGB: 120, volumeSizeGB: 1000, volumes: 2, attachment: 'iscsi' },
        workload: { ioSizeKiB: 8 },
      }),
    )!;
    const [a] = ofType(uhp, 'oci_core_volume_attachment');
    expect(arg(a!, 'is_agent_auto_iscsi_login_enabled')).toBeUndefined();
    expect(uhp.steps.find((s) => s.kind === 'before')!.notes.map((n) => n.code)).toContain('bv-uhp-multipath');
    const pv = deployPlan(
      plan({
        mode: 'evaluate',
        service: 'block-volume',
        design: { vpusPerGB: 10, volumeSizeGB: 500, volumes: 1, attachment: 'paravirtualized' },
        workload: { ioSizeKiB: 8 },
      }),
    )!;
    const [p] = ofType(pv, 'oci_core_volume_attachment');
    expect(strArg(p!, 'attachment_type')).toBe('paravirtualized');
    expect(arg(p!, 'is_agent_auto_iscsi_login_enabled')).toBeUndefined();
    expect(total(ofType(pv, 'oci_core_volume_group'))).toBe(0);
  });

  it('auto-tune: the volumes start at the default VPUs with a performance-based policy up to the maximum', () => {
    const parts = bvParts({
      tfName: 'db',
      slug: 'db',
      design: { performanceLevel: 'uhp-30', vpusPerGB: 30, volumes: 1, volumeSizeGB: 1000, attachment: 'iscsi' },
      autotune: { defaultVpusPerGB: 10, maxVpusPerGB: 30 },
      host: 'db',
      workloads: ['db'],
      notes: [],
    });
    const [v] = parts.resources.filter((r) => r.type === 'oci_core_volume');
    expect(numArg(v!, 'vpus_per_gb')).toBe(10);
    expect(v!.blocks).toEqual([
      {
        name: 'autotune_policies',
        args: [
          ['autotune_type', { kind: 'string', value: 'PERFORMANCE_BASED' }],
          ['max_vpus_per_gb', { kind: 'number', value: 30 }],
        ],
        blocks: [],
      },
    ]);
    expect(parts.notes.map((n) => n.code)).toContain('bv-uhp-multipath');
  });

  it('a bare-metal Dense I/O shape takes no shape_config; a Standard mount target is requested at 1 Gbps with no second apply', () => {
    const bm = deployPlan(
      plan({
        mode: 'evaluate',
        service: 'dense-io',
        catalog: 'dio-2019-10',
        design: { shape: 'BM.DenseIO2.52', raid: '0' },
        workload: { readPercent: 50, ioSizeKiB: 4 },
      }),
    )!;
    const [i] = ofType(bm, 'oci_core_instance');
    expect(strArg(i!, 'shape')).toBe('BM.DenseIO2.52');
    expect(i!.blocks.map((b) => b.name)).not.toContain('shape_config');
    const std = deployPlan(
      plan({
        mode: 'evaluate',
        service: 'file-storage',
        catalog: 'fss-2023-08',
        design: { mountTargetType: 'standard', mountTargets: 4 },
        workload: { readPercent: 100, ioSizeKiB: 32 },
      }),
    )!;
    const [mt] = ofType(std, 'oci_file_storage_mount_target');
    expect(arg(mt!, 'requested_throughput')).toEqual({ kind: 'number', value: 1 });
    expect(std.variables.map((v) => v.name)).not.toContain('raise_mount_target_throughput');
    expect(std.steps.flatMap((s) => s.notes).map((n) => n.code)).not.toContain('hpmt-two-step');
  });
});
