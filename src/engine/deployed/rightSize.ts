/**
 * The way back to code (issue 42): a right-sized design (the cheaper design that carries, or
 * the fix of a short one) as the Terraform change to the resources read, their names kept. The
 * arguments are the deploy writer's (issue 41: `requestedGbps`, `lustreCapacityInGbs`,
 * `lustrePerformanceTier`; oracle/oci 8.28.0): an update where OCI changes the resource in place,
 * a replacement where it cannot (a volume never shrinks, a Lustre tier cannot be changed nor its
 * capacity decreased, a Dense I/O host moves to its new shape), `count` where the resources read
 * are a counted resource (`name[0]`, `name[1]` …), else resources added or removed by name.
 */
import { findDioShape } from './dioShapes.ts';
import { bvEdition, findLevel } from '../bv/index.ts';
import { lustreCapacityInGbs, lustrePerformanceTier, requestedGbps, type DeployBlock, type DeployValue } from '../deploy/index.ts';
import { lustreEdition } from '../lustre/index.ts';
import { capacityStepAtLeast } from '../lustre/capacity.ts';
import type { SizedDesign } from './evaluate.ts';
import type { DeployedDesign } from './types.ts';

export const changeNoteCodes = [
  /** New HPMT mount targets are created at 1 Gbps and raised in a second apply (the provider's docs). */
  'hpmt-two-step',
  /** New mount targets need an export of the file systems in their export set. */
  'fss-export-new',
  /** A volume cannot be made smaller: new volumes, the data copied over. */
  'bv-no-shrink',
  /** A Lustre file system's performance tier cannot be changed: a new file system. */
  'lustre-tier-fixed',
  /** A Lustre file system's capacity is never decreased: a new file system. */
  'lustre-no-shrink',
  /** Dense I/O data does not move with the shape: a new host, the data copied over. */
  'dio-migrate',
  /** Fewer resources: Terraform destroys the rest (their data, their clients' mounts). */
  'resources-removed',
] as const;
export type ChangeNoteCode = (typeof changeNoteCodes)[number];

/** One resource's part of the change. */
export interface ResourceEdit {
  /** `update` in place, `create`, `delete`, or `replace` (a new resource in its place). */
  readonly action: 'update' | 'create' | 'delete' | 'replace';
  /** The resource as read (its address; a counted resource's without the index), or the name of a new one. */
  readonly address: string;
  readonly type: string;
  readonly name: string;
  /** `count` of a counted resource, when it changes. */
  readonly count?: { readonly from: number; readonly to: number };
  /** The arguments that change (the others stay as they are). */
  readonly args: readonly (readonly [string, DeployValue])[];
  readonly blocks: readonly DeployBlock[];
}

export interface TerraformChange {
  readonly service: DeployedDesign['service'];
  readonly edits: readonly ResourceEdit[];
  readonly notes: readonly { readonly code: ChangeNoteCode; readonly params: Readonly<Record<string, string | number>> }[];
}

const str = (value: string): DeployValue => ({ kind: 'string', value });
const num = (value: number): DeployValue => ({ kind: 'number', value });

/** The resources read as one counted resource (`a[0]`, `a[1]` …: its address without the index), or null. */
function countedBase(resources: DeployedDesign['resources']): string | null {
  const bases = resources.map((r) => /^(.*)\[(\d+)\]$/.exec(r.address)?.[1] ?? null);
  return bases.every((b) => b !== null && b === bases[0]) ? bases[0]! : null;
}

/** Resources read made `to` of them: the count changed, or the extra removed and the missing added by name. */
function resize(
  design: DeployedDesign,
  to: number,
  args: ResourceEdit['args'],
  blocks: ResourceEdit['blocks'] = [],
  action: 'update' | 'replace' = 'update',
): ResourceEdit[] {
  const read = design.resources;
  const first = read[0]!;
  const base = countedBase(read);
  if (base !== null)
    return [{ action, address: base, type: first.type, name: first.name, ...(to !== read.length ? { count: { from: read.length, to } } : {}), args, blocks }];
  const kept = read.slice(0, to).map((r): ResourceEdit => ({ action, address: r.address, type: r.type, name: r.name, args, blocks }));
  const removed = read.slice(to).map((r): ResourceEdit => ({ action: 'delete', address: r.address, type: r.type, name: r.name, args: [], blocks: [] }));
  const added = Array.from({ length: Math.max(0, to - read.length) }, (_, i): ResourceEdit => {
    const name = `${first.name}_${read.length + i + 1}`;
    return { action: 'create', address: `${first.type}.${name}`, type: first.type, name, args, blocks };
  });
  return [...kept, ...removed, ...added];
}

/**
 * The change that makes `design` (as read) into `target` (a design of the same service). Null
 * when they are of different services or the target names what the catalog lacks.
 */
export function rightSizeChange(design: DeployedDesign, target: SizedDesign): TerraformChange | null {
  if (design.service !== target.service || design.resources.length === 0) return null;
  const change = changeOf(design, target);
  if (!change) return null;
  const to = target.service === 'file-storage' ? target.design.mountTargets : target.service === 'block-volume' ? target.design.volumes : 1;
  const removed = design.resources.length - to;
  return removed > 0 ? { ...change, notes: [...change.notes, { code: 'resources-removed', params: { count: removed, of: design.resources.length } }] } : change;
}

function changeOf(design: DeployedDesign, target: SizedDesign): TerraformChange | null {
  switch (target.service) {
    case 'file-storage': {
      const d = design as Extract<DeployedDesign, { service: 'file-storage' }>;
      const to = target.design;
      const gbps = requestedGbps[to.mountTargetType];
      const args = d.mountTargetType !== to.mountTargetType ? [['requested_throughput', str(String(gbps))] as const] : [];
      const more = to.mountTargets > d.mountTargets;
      const notes: TerraformChange['notes'] = [
        ...(more && gbps > 1 ? [{ code: 'hpmt-two-step' as const, params: { gbps } }] : []),
        ...(more ? [{ code: 'fss-export-new' as const, params: { count: to.mountTargets - d.mountTargets } }] : []),
      ];
      return { service: 'file-storage', edits: resize(d, to.mountTargets, args), notes };
    }
    case 'block-volume': {
      const d = design as Extract<DeployedDesign, { service: 'block-volume' }>;
      const to = target.design;
      const level = findLevel(bvEdition(undefined)!, to.performanceLevel);
      if (!level) return null;
      const shrink = to.volumeSizeGB < d.volumeSizeGB;
      const args = [
        ...(to.volumeSizeGB !== d.volumeSizeGB ? [['size_in_gbs', str(String(to.volumeSizeGB))] as const] : []),
        ...(level.vpusPerGB.value !== d.vpusPerGB ? [['vpus_per_gb', str(String(level.vpusPerGB.value))] as const] : []),
      ];
      return {
        service: 'block-volume',
        edits: resize(d, to.volumes, args, [], shrink ? 'replace' : 'update'),
        notes: shrink ? [{ code: 'bv-no-shrink', params: { fromGB: d.volumeSizeGB, toGB: to.volumeSizeGB } }] : [],
      };
    }
    case 'lustre': {
      const d = design as Extract<DeployedDesign, { service: 'lustre' }>;
      const to = target.design;
      const step = capacityStepAtLeast(lustreEdition(undefined), to.capacityGB);
      const fromStep = capacityStepAtLeast(lustreEdition(undefined), d.capacityGB);
      const tierChanges = to.performanceTierMBpsPerTB !== d.performanceTierMBpsPerTB;
      const shrink = step.capacityGB < d.capacityGB;
      const args = [
        ...(step.index !== fromStep.index ? [['capacity_in_gbs', num(lustreCapacityInGbs(step.capacityTiB))] as const] : []),
        ...(tierChanges ? [['performance_tier', str(lustrePerformanceTier(to.performanceTierMBpsPerTB))] as const] : []),
      ];
      const notes: TerraformChange['notes'] = [
        ...(tierChanges ? [{ code: 'lustre-tier-fixed' as const, params: { from: d.performanceTierMBpsPerTB, to: to.performanceTierMBpsPerTB } }] : []),
        ...(shrink ? [{ code: 'lustre-no-shrink' as const, params: { fromTiB: fromStep.capacityTiB, toTiB: step.capacityTiB } }] : []),
      ];
      return { service: 'lustre', edits: resize(d, 1, args, [], tierChanges || shrink ? 'replace' : 'update'), notes };
    }
    case 'dense-io': {
      const d = design as Extract<DeployedDesign, { service: 'dense-io' }>;
      const shape = findDioShape(target.design.shape);
      if (!shape) return null;
      const blocks: DeployBlock[] =
        shape.kind === 'vm' && /\.Flex$/.test(shape.shapeName)
          ? [
              {
                name: 'shape_config',
                args: [
                  ['ocpus', num(shape.ocpus.value)],
                  ['memory_in_gbs', num(shape.memoryGB.value)],
                ],
                blocks: [],
              },
            ]
          : [];
      const same = d.shape === shape.id;
      return {
        service: 'dense-io',
        edits: same ? [] : resize(d, 1, [['shape', str(shape.shapeName)]], blocks, 'replace'),
        notes: same ? [] : [{ code: 'dio-migrate', params: { from: d.shape, to: shape.id } }],
      };
    }
  }
}
