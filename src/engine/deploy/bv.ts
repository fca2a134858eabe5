/**
 * Block Volume as it is built (provider docs: core_volume, core_volume_attachment,
 * core_volume_group): the planned volumes at their size and VPUs/GB (with performance-based
 * auto-tune where the plan chose it), each attached to the host as planned, and a volume group
 * around the volumes a plan stripes. The host is the tenancy's own instance (a variable).
 * Ultra High Performance (30 VPUs/GB and more) needs a multipath-enabled attachment, which
 * the Block Volume Management plugin of the Oracle Cloud Agent sets up (S-BVUHP in the catalog).
 */
import type { BvDesignOut } from '../bv/evaluate.ts';
import { bool, note, num, placement, refOf, str, varOf } from './common.ts';
import type { ServiceParts } from './fss.ts';
import type { DeployBlock, DeployNote, DeployResource, DeployValue, DeployVariable } from './model.ts';

/** The lowest VPUs/GB of the Ultra High Performance level (provider docs, `vpus_per_gb`: 30–120). */
export const UHP_MIN_VPUS_PER_GB = 30;

export interface BvDeployInput {
  readonly tfName: string;
  readonly slug: string;
  readonly design: BvDesignOut;
  /** Performance-based auto-tune from a default to a maximum VPUs/GB, when the plan chose it. */
  readonly autotune: { readonly defaultVpusPerGB: number; readonly maxVpusPerGB: number } | null;
  /** The host's Terraform name (a variable `<host>_instance_id`); workloads sharing a host share it. */
  readonly host: string;
  readonly workloads: readonly string[];
  readonly notes: readonly DeployNote[];
}

/** What the volumes, attachments and group of one design share: their count, VPUs/GB, level and names. */
interface BvFacts {
  readonly n: number;
  readonly vpusPerGB: number;
  /** Ultra High Performance at the default or the auto-tune maximum: a multipath attachment. */
  readonly uhp: boolean;
  readonly iscsi: boolean;
  readonly base: Pick<DeployResource, 'service' | 'workloads'>;
  /** The volumes' Terraform address. */
  readonly volume: string;
  readonly counted: { count?: number };
  readonly name: (suffix: string) => DeployValue;
  readonly instanceVariable: string;
}

/** The facts of one design's parts (`BvFacts`). */
function bvFacts(input: BvDeployInput): BvFacts {
  const { tfName, slug, design } = input;
  const n = design.volumes;
  const vpusPerGB = input.autotune?.defaultVpusPerGB ?? design.vpusPerGB;
  return {
    n,
    vpusPerGB,
    uhp: Math.max(vpusPerGB, input.autotune?.maxVpusPerGB ?? 0) >= UHP_MIN_VPUS_PER_GB,
    iscsi: design.attachment === 'iscsi',
    base: { service: 'block-volume', workloads: input.workloads },
    volume: `oci_core_volume.${tfName}`,
    counted: n === 1 ? {} : { count: n },
    name: (suffix: string) => (n === 1 ? str(`${slug}-${suffix}-1`) : ({ kind: 'countName', prefix: `${slug}-${suffix}` } as const)),
    instanceVariable: `${input.host}_instance_id`,
  };
}

/** The volumes at their size and VPUs/GB, with performance-based auto-tune where the plan chose it (phase 1). */
function volumes(input: BvDeployInput, f: BvFacts): DeployResource {
  const { design } = input;
  const autotune: DeployBlock[] =
    input.autotune !== null
      ? [
          {
            name: 'autotune_policies',
            args: [
              ['autotune_type', str('PERFORMANCE_BASED')],
              ['max_vpus_per_gb', num(input.autotune.maxVpusPerGB)],
            ],
            blocks: [],
          },
        ]
      : [];
  return {
    ...f.base,
    mode: 'resource',
    type: 'oci_core_volume',
    name: input.tfName,
    ...f.counted,
    args: [...placement, ['display_name', f.name('vol')], ['size_in_gbs', num(design.volumeSizeGB)], ['vpus_per_gb', num(f.vpusPerGB)]],
    blocks: autotune,
    phase: 1,
    notes: [
      note('bv-volumes', { volumes: f.n, volumeSizeGB: design.volumeSizeGB, vpusPerGB: f.vpusPerGB, level: design.performanceLevel }),
      ...(input.autotune !== null ? [note('bv-autotune', { ...input.autotune })] : []),
      ...input.notes,
    ],
  };
}

/** Each volume attached to the host as planned; iSCSI logged in by the agent below Ultra High Performance (phase 2). */
function attachments(input: BvDeployInput, f: BvFacts): DeployResource {
  const { design } = input;
  const { iscsi, uhp, vpusPerGB } = f;
  return {
    ...f.base,
    mode: 'resource',
    type: 'oci_core_volume_attachment',
    name: input.tfName,
    ...f.counted,
    args: [
      ['attachment_type', str(design.attachment)],
      ['instance_id', varOf(f.instanceVariable)],
      ['volume_id', refOf(f.volume, 'id', f.n === 1 ? undefined : 'count')],
      ['display_name', f.name('att')],
      ...(iscsi && !uhp ? ([['is_agent_auto_iscsi_login_enabled', bool(true)]] as const) : []),
    ],
    blocks: [],
    phase: 2,
    notes: [
      note('bv-existing-instance', { variable: f.instanceVariable, attachment: design.attachment, shape: design.instanceShape ?? '' }),
      ...(uhp ? [note('bv-uhp-multipath', { vpusPerGB })] : []),
      ...(iscsi && !uhp ? [note('bv-iscsi-agent-login', {})] : []),
    ],
  };
}

/** The volume group around the volumes a plan stripes (phase 2). */
function volumeGroup(input: BvDeployInput, f: BvFacts): DeployResource {
  return {
    ...f.base,
    mode: 'resource',
    type: 'oci_core_volume_group',
    name: input.tfName,
    args: [...placement, ['display_name', str(`${input.slug}-group`)]],
    blocks: [
      {
        name: 'source_details',
        args: [
          ['type', str('volumeIds')],
          ['volume_ids', refOf(f.volume, 'id', '*')],
        ],
        blocks: [],
      },
    ],
    phase: 2,
    notes: [note('bv-volume-group', { volumes: f.n })],
  };
}

/** The volumes, their attachments and group, for one Block Volume design. */
export function bvParts(input: BvDeployInput): ServiceParts {
  const { tfName, design } = input;
  const f = bvFacts(input);
  const { n, vpusPerGB, volume } = f;
  const resources: DeployResource[] = [volumes(input, f), attachments(input, f)];
  if (n > 1) resources.push(volumeGroup(input, f));
  const variables: DeployVariable[] = [
    { name: f.instanceVariable, kind: 'instance', type: 'string', about: 'instance', params: { host: input.host }, group: 'placement' },
  ];
  const notes: DeployNote[] = [];
  if (f.uhp) notes.push(note('bv-uhp-multipath', { vpusPerGB }));
  if (n > 1) notes.push(note('bv-stripe', { volumes: n, volumeSizeGB: design.volumeSizeGB }));
  return {
    resources,
    variables,
    outputs: [{ name: `${tfName}_volume_ids`, about: 'volume-ids', value: n === 1 ? refOf(volume, 'id') : refOf(volume, 'id', '*') }],
    notes,
  };
}
