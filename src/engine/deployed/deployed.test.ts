/**
 * What is deployed, read back: each fixture (tests/fixtures/deployed/, README.md there cites the
 * documented shapes) read into the designs worked out by hand from its resources, and the
 * designs weighed against a requirement.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseHcl } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { priceBook } from '../../catalog/prices.ts';
import { tenthsTiBToMilliGB } from '../lustre/capacity.ts';
import type { CompareRequirement } from '../scenario/schema.ts';
import {
  combineReads,
  compareSides,
  designsOf,
  evaluateDeployed,
  readDeployedJson,
  readDeployedText,
  type DeployedDesign,
  type ReadOutcome,
  type ReadResource,
} from './index.ts';

const DIR = resolve(import.meta.dirname, '../../../tests/fixtures/deployed');
const text = (f: string) => readFileSync(join(DIR, f), 'utf8');
const sides = (o: ReadOutcome) => {
  if (!o.ok) throw new Error(JSON.stringify(o.problems));
  return o.sides;
};
/** A design without its resource list, and the addresses apart. */
const brief = (d: DeployedDesign) => {
  const { resources, ...rest } = d;
  return { ...rest, addresses: resources.map((r) => r.address) };
};
const GB_31_2_TIB = tenthsTiBToMilliGB(312) / 1000;

describe('terraform show -json of a plan with child modules', () => {
  const read = readDeployedText(text('plan-hpmt.json'));
  it('is a plan: before from the changes, after from planned_values and its child modules', () => {
    expect(read.ok && read.source).toBe('terraform-plan');
    const { before, after } = sides(read);
    // 3 mount targets + 1 file system in module.fss, 8 volumes in module.volumes, Lustre and a subnet at the root.
    expect(before).toHaveLength(3 + 1 + 8 + 2);
    expect(after).toHaveLength(3 + 1 + 8 + 2);
    expect(after!.map((r) => r.address)).toContain('module.volumes.oci_core_volume.data[7]');
  });
  it('before: 3 HPMT-40 (requested_throughput "40"), 8 Balanced volumes of 4,000 GB, Lustre 125 MB/s/TB at 31.2 TiB; the subnet listed', () => {
    const set = designsOf(sides(read).before!);
    expect(set.designs.map(brief)).toEqual([
      {
        service: 'file-storage',
        availabilityDomain: 'Uocm:PHX-AD-1',
        mountTargetType: 'hpmt-40',
        mountTargets: 3,
        fileSystems: ['module.fss.oci_file_storage_file_system.fs'],
        notes: [{ code: 'fss-file-systems', params: { count: 1 } }],
        addresses: [0, 1, 2].map((i) => `module.fss.oci_file_storage_mount_target.mt[${i}]`),
      },
      {
        service: 'block-volume',
        availabilityDomain: 'Uocm:PHX-AD-1',
        performanceLevel: 'balanced',
        vpusPerGB: 10,
        volumeSizeGB: 4000,
        volumes: 8,
        attachment: null,
        autotune: [],
        notes: [{ code: 'bv-attachment-unknown', params: { volumes: 8 } }],
        addresses: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `module.volumes.oci_core_volume.data[${i}]`),
      },
      {
        service: 'lustre',
        availabilityDomain: 'Uocm:PHX-AD-1',
        performanceTierMBpsPerTB: 125,
        capacityGB: GB_31_2_TIB,
        notes: [],
        addresses: ['oci_lustre_file_storage_lustre_file_system.lustre'],
      },
    ]);
    expect(set.unmodelled).toEqual([{ address: 'oci_core_subnet.storage', type: 'oci_core_subnet', reason: 'not-storage' }]);
  });
  it('after: the same mount targets at 1 Gbps are Standard', () => {
    const fss = designsOf(sides(read).after!).designs.find((d) => d.service === 'file-storage');
    expect(fss).toMatchObject({ mountTargetType: 'standard', mountTargets: 3 });
  });
});

describe('terraform show -json of a state', () => {
  const set = designsOf(sides(readDeployedText(text('state.json'))).current!);
  it('links the exported file system through its export set; lists the one not exported', () => {
    expect(brief(set.designs[0]!)).toMatchObject({
      mountTargetType: 'hpmt-20',
      mountTargets: 2,
      fileSystems: ['module.files.oci_file_storage_file_system.shared'],
      notes: [],
    });
    expect(set.unmodelled).toContainEqual({
      address: 'module.files.oci_file_storage_file_system.scratch',
      type: 'oci_file_storage_file_system',
      reason: 'no-mount-target',
    });
  });
  it('groups volumes by level, size and attachment; names auto-tune and a paravirtualized attachment', () => {
    const bv = set.designs.filter((d) => d.service === 'block-volume').map(brief);
    expect(bv).toMatchObject([
      { performanceLevel: 'higher-performance', vpusPerGB: 20, volumeSizeGB: 1000, volumes: 4, attachment: 'iscsi', notes: [] },
      {
        performanceLevel: 'balanced',
        volumeSizeGB: 500,
        volumes: 1,
        attachment: 'paravirtualized',
        autotune: [
          { type: 'DETACHED_VOLUME', maxVpusPerGB: null },
          { type: 'PERFORMANCE_BASED', maxVpusPerGB: 30 },
        ],
        notes: [{ code: 'bv-autotune' }, { code: 'bv-paravirtualized', params: { volumes: 1 } }],
      },
    ]);
  });
  it('reads a Dense I/O Flex shape by its shape_config OCPUs, lists the other instance and the VCN, not the data source', () => {
    expect(set.designs.find((d) => d.service === 'dense-io')).toMatchObject({ shape: 'VM.DenseIO.E5.Flex.16' });
    expect(set.unmodelled.map((u) => [u.address, u.reason])).toEqual([
      ['module.files.oci_file_storage_file_system.scratch', 'no-mount-target'],
      ['oci_core_instance.db_host', 'not-dense-io'],
      ['oci_core_vcn.main', 'not-storage'],
    ]);
  });
});

describe('Resource Discovery .tf files (through hcl2json)', async () => {
  const merged: { resource: Record<string, Record<string, unknown>> } = { resource: {} };
  for (const f of ['file_storage.tf', 'core.tf']) {
    const json = (await parseHcl(f, text(`discovery/${f}`))) as typeof merged;
    for (const [t, byName] of Object.entries(json.resource)) merged.resource[t] = { ...merged.resource[t], ...byName };
  }
  const read = readDeployedJson(merged);
  it('reads numbers written as strings; a reference is unknown, so the file systems go by availability domain', () => {
    expect(read.ok && read.source).toBe('resource-discovery');
    const set = designsOf(sides(read).current!);
    expect(set.designs.map(brief)).toMatchObject([
      {
        service: 'file-storage',
        mountTargetType: 'hpmt-20',
        mountTargets: 2,
        fileSystems: ['oci_file_storage_file_system.export_projects'],
        notes: [{ code: 'fss-file-systems' }],
      },
      {
        service: 'block-volume',
        performanceLevel: 'higher-performance',
        volumeSizeGB: 1500,
        volumes: 2,
        autotune: [{ type: 'PERFORMANCE_BASED', maxVpusPerGB: 50 }],
      },
      { service: 'dense-io', shape: 'VM.DenseIO.E5.Flex.32' },
      // 72800 is 72.8 TiB: 31.2 + 4 × 10.4.
      { service: 'lustre', performanceTierMBpsPerTB: 250, capacityGB: tenthsTiBToMilliGB(728) / 1000, notes: [] },
    ]);
    expect(set.unmodelled).toEqual([{ address: 'oci_core_subnet.export_storage', type: 'oci_core_subnet', reason: 'not-storage' }]);
  });
});

describe('OCI CLI listings over three availability domains', () => {
  const files = ['mount-targets', 'file-systems', 'volumes', 'instances', 'lustre'].map((f) => readDeployedText(text(`cli-${f}.json`)));
  const set = designsOf(combineReads(files).sides.current!);
  it('mount targets by availability domain and type, with the file systems of their domain; the type asked from the next cycle', () => {
    expect(set.designs.filter((d) => d.service === 'file-storage').map(brief)).toMatchObject([
      { availabilityDomain: 'Uocm:PHX-AD-1', mountTargetType: 'hpmt-40', mountTargets: 2, fileSystems: ['ocid1.filesystem.oc1.phx.cli1'] },
      { availabilityDomain: 'Uocm:PHX-AD-2', mountTargetType: 'standard', mountTargets: 1, fileSystems: ['ocid1.filesystem.oc1.phx.cli2'] },
      {
        availabilityDomain: 'Uocm:PHX-AD-3',
        mountTargetType: 'hpmt-80',
        mountTargets: 1,
        notes: [{ code: 'mt-throughput-changing', params: { observedGbps: 40, requestedGbps: 80 } }, { code: 'fss-file-systems' }],
      },
    ]);
  });
  it('volumes by domain and level (VPUs/GB 10, 30, 0), Dense I/O by shape, Lustre by tier and capacity (50000 rounded up to 52 TiB)', () => {
    expect(
      set.designs
        .filter((d) => d.service === 'block-volume')
        .map((d) => d.service === 'block-volume' && [d.availabilityDomain, d.performanceLevel, d.volumes, d.volumeSizeGB]),
    ).toEqual([
      ['Uocm:PHX-AD-1', 'balanced', 2, 2000],
      ['Uocm:PHX-AD-2', 'uhp-30', 3, 1024],
      ['Uocm:PHX-AD-3', 'lower-cost', 1, 50],
    ]);
    expect(set.designs.filter((d) => d.service === 'dense-io').map((d) => d.service === 'dense-io' && d.shape)).toEqual([
      'VM.DenseIO.E5.Flex.8',
      'BM.DenseIO.E5.128',
    ]);
    expect(set.designs.filter((d) => d.service === 'lustre').map(brief)).toMatchObject([
      { availabilityDomain: 'Uocm:PHX-AD-1', performanceTierMBpsPerTB: 500, capacityGB: tenthsTiBToMilliGB(416) / 1000, notes: [] },
      {
        availabilityDomain: 'Uocm:PHX-AD-2',
        performanceTierMBpsPerTB: 125,
        capacityGB: tenthsTiBToMilliGB(520) / 1000,
        notes: [{ code: 'lustre-capacity-rounded' }],
      },
    ]);
    expect(set.unmodelled).toEqual([{ address: 'ocid1.instance.oc1.phx.cli3', type: 'oci_core_instance', reason: 'not-dense-io' }]);
  });
});

describe('bad input gets a code, never a throw', () => {
  it.each([
    ['not JSON', '{', 'not-json'],
    ['an unknown document', '{"hello":1}', 'unknown-format'],
    ['a format of another major version', '{"format_version":"2.0","values":{}}', 'unsupported-format-version'],
    ['a plan whose resources are not a list', '{"format_version":"1.2","planned_values":{"root_module":{"resources":5}}}', 'bad-shape'],
    ['a listing whose data is not a list', '{"data":{"id":1}}', 'unknown-format'],
  ])('%s', (_, input, code) => {
    const r = readDeployedText(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems[0]!.code).toBe(code);
  });
  it('a resource whose values are not what the provider writes is listed, not weighed', () => {
    const odd: ReadResource[] = [
      { address: 'a', type: 'oci_file_storage_mount_target', name: 'a', values: { requested_throughput: '7' } },
      { address: 'b', type: 'oci_core_volume', name: 'b', values: { size_in_gbs: '${var.size}' } },
      { address: 'c', type: 'oci_lustre_file_storage_lustre_file_system', name: 'c', values: { performance_tier: 'FAST', capacity_in_gbs: 31200 } },
      { address: 'd', type: 'oci_core_instance', name: 'd', values: { shape: 'VM.DenseIO.E5.Flex', shape_config: [{ ocpus: 3 }] } },
    ];
    expect(designsOf(odd)).toEqual({
      designs: [],
      unmodelled: [
        { address: 'a', type: 'oci_file_storage_mount_target', reason: 'unknown-throughput' },
        { address: 'b', type: 'oci_core_volume', reason: 'unknown-size' },
        { address: 'd', type: 'oci_core_instance', reason: 'unknown-shape' },
        { address: 'c', type: 'oci_lustre_file_storage_lustre_file_system', reason: 'unknown-tier' },
      ],
    });
  });
});

describe('each design weighed against the requirement', () => {
  // 1,200 MB/s read and 300 MB/s write in 1 MiB I/Os, 30,000 GB, 16 clients.
  const req: CompareRequirement = { readMBps: 1200, writeMBps: 300, ioSizeKiB: 1024, capacityGB: 30_000, clients: 16 };
  const { before, after } = sides(readDeployedText(text('plan-hpmt.json')));
  const b = evaluateDeployed(designsOf(before!), req);
  const a = evaluateDeployed(designsOf(after!), req);
  const hpmt = priceBook.hpmtGBMonth.usd;
  const fs = priceBook.fssStorageGBMonth.usd;
  it('3 HPMT-40 carry it, over-provisioned: their entitlement (3 × 40,000 GB) is billed above the 30,000 GB stored; one HPMT-20 carries it for the storage alone', () => {
    const fss = b.designs[0]!;
    expect(fss.verdict).toBe('over-provisioned');
    expect(fss.monthlyUSD).toBeCloseTo(30_000 * fs + (3 * 40_000 - 30_000) * hpmt, 6);
    expect(fss.cheaper?.sized).toEqual({ service: 'file-storage', design: { mountTargetType: 'hpmt-20', mountTargets: 1 } });
    expect(fss.cheaper?.savingUSD).toBeCloseTo((3 * 40_000 - 30_000) * hpmt, 6);
    // Every limit is under the 80% target.
    for (const l of fss.loads) expect(l.utilization).toBeLessThan(0.8);
  });
  it('3 Standard mount targets (3 × 125 MB/s) are short of 1,200 MB/s of reads; the fix is the recommendation', () => {
    const fss = a.designs[0]!;
    expect(fss.verdict).toBe('short');
    expect(fss.loads.find((l) => l.id === 'readBandwidth')!.utilization).toBeGreaterThan(1);
    expect(fss.fix?.sized.service).toBe('file-storage');
  });
  it('the change: the HPMT entitlement line goes, after no longer carries, the mount targets are newly short', () => {
    const change = compareSides(b, a);
    expect(change.deltaUSD).toBeCloseTo(-(3 * 40_000 - 30_000) * hpmt, 6);
    expect(change.lines).toEqual([expect.objectContaining({ code: 'hpmtEntitlement', sku: priceBook.hpmtGBMonth.sku, afterUSD: 0 })]);
    expect(change.afterCarries).toBe(false);
    expect(b.carries).toBe(true);
    expect(change.newlyShort).toEqual(['module.fss.oci_file_storage_mount_target.mt[0]']);
  });
  it('with throughput doubling each year, Lustre runs out in the first month its shared bandwidth passes 80%; the HPMTs last the horizon', () => {
    const grown = evaluateDeployed(designsOf(before!), req, { growth: { horizonMonths: 24, performancePercentPerYear: 100 } });
    const lustre = grown.designs.find((d) => d.design.service === 'lustre')!;
    const use = lustre.loads.find((l) => l.id === 'sharedBandwidth')!.utilization;
    // use × 2^(m/12) > 0.8 first at m = ⌊12 · log2(0.8 / use)⌋ + 1.
    expect(lustre.runway).toMatchObject({ month: Math.floor(12 * Math.log2(0.8 / use)) + 1 });
    expect(grown.designs[0]!.runway).toMatchObject({ month: null });
  });
});
