/**
 * The resources read (`ReadResource`, any source) as the designs the planner weighs, grouped by
 * availability domain and file system (a planner rule, from the provider's arguments,
 * oracle/oci 8.28.0 website/docs/r/*.html.markdown):
 * - mount targets (`oci_file_storage_mount_target`): their type from `requested_throughput`
 *   (Gbps: 1 Standard, 20/40/80 HPMT-20/40/80; else `observed_throughput`, the billed one), one
 *   design per availability domain, type and set of file systems exported through them
 *   (`oci_file_storage_export`: `export_set_id` → `file_system_id`);
 * - volumes (`oci_core_volume`): `size_in_gbs`, `vpus_per_gb` (the level of that many VPUs),
 *   `autotune_policies`, their attachment (`oci_core_volume_attachment.attachment_type`); one
 *   design per availability domain, instance, level, size and attachment;
 * - Dense I/O instances (`oci_core_instance` of a `*.DenseIO*` shape; a Flex shape by its
 *   `shape_config.ocpus`): one design each;
 * - Lustre (`oci_lustre_file_storage_lustre_file_system`): `performance_tier`
 *   (`MBPS_PER_TB_125` …) and `capacity_in_gbs` (the console's tenths of a TiB × 100, as the
 *   deploy writer writes it), one design each.
 * What is not weighed is listed with its address, type and why; never dropped.
 */
import { fssEditions, defaultCatalogs } from '../../catalog/index.ts';
import { mountTargetTypes, type MountTargetType } from '../../catalog/ids.ts';
import { lustreTiers, type LustreTier } from '../../catalog/lustre.ts';
import { bvEdition, findLevel } from '../bv/index.ts';
import { dioEdition } from '../dio/index.ts';
import { lustreEdition } from '../lustre/index.ts';
import { capacityStepAtLeast, tenthsTiBToMilliGB } from '../lustre/capacity.ts';
import type { DeployedDesign, DeployedSet, DesignNote, ReadResource, UnmodelledResource } from './types.ts';
import { blocksOf, numberOf, stringOf } from './values.ts';

/** The types read as links between resources, not listed on their own. */
const LINKS = new Set(['oci_file_storage_export', 'oci_file_storage_export_set', 'oci_core_volume_attachment']);

/** A mount target's type from its throughput, Gbps (the File Storage edition's types by their read figure). */
export function mountTargetTypeOfGbps(gbps: number): MountTargetType | null {
  const edition = fssEditions[defaultCatalogs.fileStorage];
  if (edition.kind !== 'mount-target') return null;
  for (const t of mountTargetTypes) {
    const spec = edition.mountTargets[t];
    if (spec && Math.abs(spec.readMBps.value / 125 - gbps) < 1e-9) return t;
  }
  return null;
}

/** `MBPS_PER_TB_125` → 125; null for any other text. */
export function lustreTierOf(text: string | null): LustreTier | null {
  const m = /^MBPS_PER_TB_(\d+)$/.exec(text ?? '');
  const n = m ? Number(m[1]) : NaN;
  return (lustreTiers as readonly number[]).includes(n) ? (n as LustreTier) : null;
}

/** The planner's Dense I/O shape id of an instance: the shape, or `<Flex shape>.<ocpus>`; null when not a Dense I/O shape of the catalog. */
export function denseIoShapeOf(values: Readonly<Record<string, unknown>>): string | null {
  const shape = stringOf(values.shape);
  if (!shape || !/DenseIO/i.test(shape)) return null;
  const shapes = dioEdition(undefined)?.shapes ?? [];
  if (/\.Flex$/.test(shape)) {
    const ocpus = numberOf(blocksOf(values.shape_config)[0]?.ocpus);
    const id = `${shape}.${ocpus}`;
    return ocpus !== null && shapes.some((s) => s.id === id) ? id : null;
  }
  return shapes.some((s) => s.id === shape) ? shape : null;
}

const adOf = (r: ReadResource): string | null => stringOf(r.values.availability_domain);
const idOf = (r: ReadResource): string | null => stringOf(r.values.id);
const ref = (r: ReadResource) => ({ address: r.address, name: r.name, type: r.type });

/** Groups by key, in the order first met. */
function groupBy<T>(items: readonly T[], key: (t: T) => string): T[][] {
  const m = new Map<string, T[]>();
  for (const t of items) {
    const k = key(t);
    const g = m.get(k);
    if (g) g.push(t);
    else m.set(k, [t]);
  }
  return [...m.values()];
}

/** What each service's reader is given: the side's resources, where to put designs, and how to list one not weighed. */
interface Collect {
  readonly ofType: (type: string) => ReadResource[];
  readonly designs: DeployedDesign[];
  readonly skip: (r: ReadResource, reason: UnmodelledResource['reason']) => void;
}

/** Mount targets by availability domain, type and the file systems they export; file systems no mount target exports listed. */
function fileStorageDesigns({ ofType, designs, skip }: Collect): void {
  // File Storage: exports link file systems to export sets; mount targets carry their export set.
  const exports = ofType('oci_file_storage_export');
  const fileSystems = ofType('oci_file_storage_file_system');
  const fsAddressOfId = new Map(fileSystems.flatMap((f) => (idOf(f) ? [[idOf(f)!, f.address] as const] : [])));
  const fsOfExportSet = (exportSetId: string | null): string[] =>
    exportSetId === null
      ? []
      : exports
          .filter((e) => stringOf(e.values.export_set_id) === exportSetId)
          .map((e) => fsAddressOfId.get(stringOf(e.values.file_system_id) ?? '') ?? stringOf(e.values.file_system_id) ?? e.address);
  const typed = ofType('oci_file_storage_mount_target').flatMap((r) => {
    const requested = numberOf(r.values.requested_throughput);
    const observed = numberOf(r.values.observed_throughput);
    const unset = r.values.requested_throughput === undefined || r.values.requested_throughput === null;
    // Not set: the provider creates a Standard mount target (1 Gbps).
    const type = mountTargetTypeOfGbps(requested ?? observed ?? (unset ? 1 : NaN));
    if (!type) {
      skip(r, 'unknown-throughput');
      return [];
    }
    const notes: DesignNote[] =
      requested !== null && observed !== null && requested !== observed
        ? [{ code: 'mt-throughput-changing', params: { address: r.address, observedGbps: observed, requestedGbps: requested } }]
        : [];
    return [{ r, type, fs: fsOfExportSet(stringOf(r.values.export_set_id)).sort(), notes }];
  });
  const exported = new Set(typed.flatMap((t) => t.fs));
  for (const g of groupBy(typed, (t) => JSON.stringify([adOf(t.r), t.type, t.fs]))) {
    const ad = adOf(g[0]!.r);
    // No export read: the file systems of the availability domain.
    const linked = g[0]!.fs.length > 0;
    const fs = linked ? g[0]!.fs : fileSystems.filter((f) => adOf(f) === ad && !exported.has(f.address)).map((f) => f.address);
    for (const f of fs) exported.add(f);
    designs.push({
      service: 'file-storage',
      availabilityDomain: ad,
      mountTargetType: g[0]!.type,
      mountTargets: g.length,
      fileSystems: fs,
      resources: g.map((t) => ref(t.r)),
      notes: [...g.flatMap((t) => t.notes), ...(linked ? [] : [{ code: 'fss-file-systems' as const, params: { count: fs.length } }])],
    });
  }
  for (const f of fileSystems) if (!exported.has(f.address)) skip(f, 'no-mount-target');
}

/** Volumes by availability domain, instance, level, size and attachment. */
function blockVolumeDesigns({ ofType, designs, skip }: Collect): void {
  // Block Volume: the attachment of each volume, when read.
  const attachments = ofType('oci_core_volume_attachment');
  const edition = bvEdition(undefined)!;
  const volumes = ofType('oci_core_volume').flatMap((r) => {
    const sizeGB = numberOf(r.values.size_in_gbs) ?? (numberOf(r.values.size_in_mbs) !== null ? numberOf(r.values.size_in_mbs)! / 1024 : null);
    // The provider's default is Balanced (10) when `vpus_per_gb` is not set.
    const vpus = r.values.vpus_per_gb === undefined || r.values.vpus_per_gb === null ? 10 : numberOf(r.values.vpus_per_gb);
    const level = vpus !== null ? findLevel(edition, undefined, vpus) : undefined;
    if (sizeGB === null || sizeGB < edition.minVolumeGB.value) return (skip(r, 'unknown-size'), []);
    if (!level || vpus === null) return (skip(r, 'unknown-vpus'), []);
    const id = idOf(r);
    const att = id ? attachments.find((a) => stringOf(a.values.volume_id) === id) : undefined;
    const kind = stringOf(att?.values.attachment_type);
    const attachment: 'iscsi' | 'paravirtualized' | null = kind === 'iscsi' || kind === 'paravirtualized' ? kind : null;
    const autotune = blocksOf(r.values.autotune_policies).map((p) => ({
      type: stringOf(p.autotune_type) ?? '',
      maxVpusPerGB: numberOf(p.max_vpus_per_gb),
    }));
    return [{ r, sizeGB: Math.round(sizeGB), vpus, level: level.id, attachment, instance: stringOf(att?.values.instance_id), autotune }];
  });
  for (const g of groupBy(volumes, (v) => JSON.stringify([adOf(v.r), v.instance, v.level, v.sizeGB, v.attachment]))) {
    const v = g[0]!;
    const autotune = g.flatMap((x) => x.autotune).filter((a, i, all) => all.findIndex((b) => b.type === a.type && b.maxVpusPerGB === a.maxVpusPerGB) === i);
    const notes: DesignNote[] = [
      ...(autotune.length > 0 ? [{ code: 'bv-autotune' as const, params: { policies: autotune.map((a) => a.type).join(', '), vpusPerGB: v.vpus } }] : []),
      ...(v.attachment === 'paravirtualized' ? [{ code: 'bv-paravirtualized' as const, params: { volumes: g.length } }] : []),
      ...(v.attachment === null ? [{ code: 'bv-attachment-unknown' as const, params: { volumes: g.length } }] : []),
    ];
    designs.push({
      service: 'block-volume',
      availabilityDomain: adOf(v.r),
      performanceLevel: v.level,
      vpusPerGB: v.vpus,
      volumeSizeGB: v.sizeGB,
      volumes: g.length,
      attachment: v.attachment,
      autotune,
      resources: g.map((x) => ref(x.r)),
      notes,
    });
  }
}

/** Each instance of a Dense I/O shape; other instances listed. */
function denseIoDesigns({ ofType, designs, skip }: Collect): void {
  // Dense I/O: each instance of a Dense I/O shape; other instances are listed (clients, hosts).
  for (const r of ofType('oci_core_instance')) {
    const shape = denseIoShapeOf(r.values);
    if (!shape) skip(r, /DenseIO/i.test(stringOf(r.values.shape) ?? '') ? 'unknown-shape' : 'not-dense-io');
    else designs.push({ service: 'dense-io', availabilityDomain: adOf(r), shape, resources: [ref(r)], notes: [] });
  }
}

/** Each Lustre file system at its tier and capacity step. */
function lustreDesigns({ ofType, designs, skip }: Collect): void {
  // Lustre: tier and capacity.
  const lustre = lustreEdition(undefined);
  for (const r of ofType('oci_lustre_file_storage_lustre_file_system')) {
    const tier = lustreTierOf(stringOf(r.values.performance_tier));
    const inGbs = numberOf(r.values.capacity_in_gbs);
    if (!tier) skip(r, 'unknown-tier');
    else if (inGbs === null || inGbs <= 0) skip(r, 'unknown-size');
    else {
      // The console's tenths of a TiB × 100: 31200 is the 31.2 TiB step.
      const asGB = tenthsTiBToMilliGB(Math.round(inGbs / 100)) / 1000;
      const step = capacityStepAtLeast(lustre, asGB);
      const onLadder = inGbs % 100 === 0 && Math.abs(step.capacityGB - asGB) < 1e-6;
      designs.push({
        service: 'lustre',
        availabilityDomain: adOf(r),
        performanceTierMBpsPerTB: tier,
        capacityGB: step.capacityGB,
        resources: [ref(r)],
        notes: onLadder ? [] : [{ code: 'lustre-capacity-rounded', params: { capacityInGbs: inGbs, capacityTiB: step.capacityTiB } }],
      });
    }
  }
}

/** The resources of one side as designs, and what is listed beside them. */
export function designsOf(resources: readonly ReadResource[]): DeployedSet {
  const designs: DeployedDesign[] = [];
  const unmodelled: UnmodelledResource[] = [];
  const skip = (r: ReadResource, reason: UnmodelledResource['reason']) => unmodelled.push({ address: r.address, type: r.type, reason });
  const collect: Collect = { ofType: (t) => resources.filter((r) => r.type === t), designs, skip };
  fileStorageDesigns(collect);
  blockVolumeDesigns(collect);
  denseIoDesigns(collect);
  lustreDesigns(collect);
  const modelled = new Set([
    'oci_file_storage_mount_target',
    'oci_file_storage_file_system',
    'oci_core_volume',
    'oci_core_instance',
    'oci_lustre_file_storage_lustre_file_system',
  ]);
  for (const r of resources) if (!modelled.has(r.type) && !LINKS.has(r.type)) skip(r, 'not-storage');
  return { designs, unmodelled };
}
