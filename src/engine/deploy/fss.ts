/**
 * File Storage as it is built (provider docs: file_storage_file_system, file_storage_mount_target,
 * file_storage_export): a file system per workload, the planned mount targets, and an export of
 * every file system through every mount target, with the export options as variables. A High
 * Performance Mount Target is created at 1 Gbps (the only `requested_throughput` the provider
 * accepts at creation) and raised to its type in a second apply.
 */
import type { MountTargetType } from '../../catalog/types.ts';
import { assignClients } from '../fss/clients.ts';
import { note, num, placement, refOf, str, networkVariables, varOf } from './common.ts';
import type { DeployNote, DeployOutput, DeployResource, DeployValue, DeployVariable } from './model.ts';

/** Gbps a mount target of each type is requested at (the type's name: HPMT-20 is 20 Gbps; Standard is 1). */
export const requestedGbps: Readonly<Record<MountTargetType, number>> = { standard: 1, 'hpmt-20': 20, 'hpmt-40': 40, 'hpmt-80': 80 };

export interface FssDeployInput {
  /** The group's Terraform name and slug (the mount targets' names). */
  readonly tfName: string;
  readonly slug: string;
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  readonly fileSystems: readonly { readonly tfName: string; readonly slug: string; readonly workloads: readonly string[] }[];
  /** The nconnect the plan advises (null: none). */
  readonly nconnect: number | null;
  /** Clients to assign to the mount targets (null: not known). */
  readonly clients: number | null;
  readonly notes: readonly DeployNote[];
}

export interface ServiceParts {
  readonly resources: DeployResource[];
  readonly variables: DeployVariable[];
  readonly outputs: DeployOutput[];
  readonly notes: DeployNote[];
}

export const RAISE_VARIABLE = 'raise_mount_target_throughput';

const fssVariables: DeployVariable[] = [
  ...networkVariables,
  { name: 'client_cidr', kind: 'cidr', type: 'string', about: 'client-cidr', group: 'access' },
  { name: 'export_access', kind: 'enum', type: 'string', default: 'READ_WRITE', allowed: ['READ_WRITE', 'READ_ONLY'], about: 'export-access', group: 'access' },
  {
    name: 'export_identity_squash',
    kind: 'enum',
    type: 'string',
    default: 'NONE',
    allowed: ['NONE', 'ROOT', 'ALL'],
    about: 'export-identity-squash',
    group: 'access',
  },
];

/** What every resource of a group shares: its service and the workloads it serves. */
type Base = Pick<DeployResource, 'service' | 'workloads'>;

/** A file system per workload group (phase 1). */
function fileSystems(input: FssDeployInput, base: Base): DeployResource[] {
  return input.fileSystems.map((fs) => ({
    ...base,
    workloads: fs.workloads,
    mode: 'resource',
    type: 'oci_file_storage_file_system',
    name: fs.tfName,
    args: [...placement, ['display_name', str(fs.slug)]],
    blocks: [],
    phase: 1,
    notes: [note('fss-file-system', {})],
  }));
}

/** The mount targets, an HPMT created at 1 Gbps and raised by `RAISE_VARIABLE`, and their private IPs read back (phase 1). */
function mountTargets(input: FssDeployInput, base: Base): DeployResource[] {
  const { tfName, slug, mountTargetType: type, mountTargets: n } = input;
  const hpmt = type !== 'standard';
  const throughput: DeployValue = hpmt ? { kind: 'choose', variable: RAISE_VARIABLE, whenTrue: num(requestedGbps[type]), whenFalse: num(1) } : num(1);
  const mountTarget: DeployResource = {
    ...base,
    mode: 'resource',
    type: 'oci_file_storage_mount_target',
    name: tfName,
    ...(n === 1 ? {} : { count: n }),
    args: [
      ...placement,
      ['subnet_id', varOf('subnet_id')],
      ['display_name', n === 1 ? str(`${slug}-mt-1`) : { kind: 'countName', prefix: `${slug}-mt` }],
      ['requested_throughput', throughput],
    ],
    blocks: [],
    phase: 1,
    notes: [
      note('fss-mount-targets', { type, mountTargets: n, gbps: requestedGbps[type] }),
      ...(hpmt ? [note('hpmt-two-step', { type, gbps: requestedGbps[type], variable: RAISE_VARIABLE })] : []),
      ...input.notes,
    ],
  };
  const privateIp: DeployResource = {
    ...base,
    mode: 'data',
    type: 'oci_core_private_ip',
    name: tfName,
    ...(n === 1 ? {} : { count: n }),
    args: [['private_ip_id', refOf(`oci_file_storage_mount_target.${tfName}`, 'private_ip_ids', n === 1 ? undefined : 'count', 0)]],
    blocks: [],
    phase: 1,
    notes: [],
  };
  return [mountTarget, privateIp];
}

/** An export of every file system through every mount target, its options as variables (phase 2). */
function exports(input: FssDeployInput, base: Base): DeployResource[] {
  const { tfName, mountTargets: n } = input;
  const mtAddress = `oci_file_storage_mount_target.${tfName}`;
  const at = n === 1 ? undefined : ('count' as const);
  return input.fileSystems.map((fs) => ({
    ...base,
    workloads: fs.workloads,
    mode: 'resource',
    type: 'oci_file_storage_export',
    name: `${fs.tfName}_on_${tfName}`,
    ...(n === 1 ? {} : { count: n }),
    args: [
      ['export_set_id', refOf(mtAddress, 'export_set_id', at)],
      ['file_system_id', refOf(`oci_file_storage_file_system.${fs.tfName}`, 'id')],
      ['path', str(`/${fs.slug}`)],
    ],
    blocks: [
      {
        name: 'export_options',
        args: [
          ['source', varOf('client_cidr')],
          ['access', varOf('export_access')],
          ['identity_squash', varOf('export_identity_squash')],
        ],
        blocks: [],
      },
    ],
    phase: 2,
    notes: [note('fss-exports', { mountTargets: n, path: `/${fs.slug}` })],
  }));
}

const mtName = (slug: string, i: number) => `${slug}-mt-${i + 1}`;

/** The outputs: each mount target's mount commands, the mount options, the throughput requested, and which clients mount which target (when the clients are known). */
function fssOutputs(input: FssDeployInput): DeployOutput[] {
  const { tfName, slug, mountTargets: n } = input;
  const mtAddress = `oci_file_storage_mount_target.${tfName}`;
  const options = input.nconnect !== null ? `nconnect=${input.nconnect}` : '';
  const ipOf = (i: number): DeployValue => refOf(`data.oci_core_private_ip.${tfName}`, 'ip_address', n === 1 ? undefined : i);
  const commands: [string, DeployValue][] = Array.from({ length: n }, (_, i) => [
    mtName(slug, i),
    {
      kind: 'list',
      items: input.fileSystems.map((fs): DeployValue => ({
        kind: 'template',
        parts: [`sudo mkdir -p /mnt/${fs.slug} && sudo mount -t nfs${options ? ` -o ${options}` : ''} `, ipOf(i), `:/${fs.slug} /mnt/${fs.slug}`],
      })),
    },
  ]);
  const outputs: DeployOutput[] = [
    { name: `${tfName}_mount_commands`, about: 'mount-commands', value: { kind: 'map', entries: commands } },
    { name: `${tfName}_mount_options`, about: 'mount-options', value: str(options) },
    {
      name: `${tfName}_requested_throughput`,
      about: 'throughput',
      value: n === 1 ? refOf(mtAddress, 'requested_throughput') : refOf(mtAddress, 'requested_throughput', '*'),
    },
  ];
  if (input.clients !== null && input.clients > 0) outputs.push(clientAssignment(input, input.clients));
  return outputs;
}

/** Which clients (numbered from 1) mount which mount target (`assignClients`). */
function clientAssignment(input: FssDeployInput, clients: number): DeployOutput {
  const { tfName, slug, mountTargets: n } = input;
  const a = assignClients(clients, n);
  let next = 1;
  const entries: [string, DeployValue][] = [];
  for (let i = 0; i < n; i++) {
    const take = i < a.busiestCount ? a.busiest : a.others;
    entries.push([mtName(slug, i), { kind: 'list', items: Array.from({ length: take }, (_, k) => num(next + k)) }]);
    next += take;
  }
  return { name: `${tfName}_client_assignment`, about: 'client-assignment', value: { kind: 'map', entries } };
}

/** The resources, variables and outputs of one group of mount targets and the file systems it exports. */
export function fssParts(input: FssDeployInput): ServiceParts {
  const { mountTargetType: type, mountTargets: n } = input;
  const base: Base = { service: 'file-storage', workloads: input.fileSystems.flatMap((f) => f.workloads) };
  const resources = [...fileSystems(input, base), ...mountTargets(input, base), ...exports(input, base)];
  const notes: DeployNote[] = [note('fss-security-rules', {}), note('fss-mount', { nconnect: input.nconnect ?? 0, mountTargets: n })];
  if (n > 1) notes.push(note('fss-metadata-cache', { mountTargets: n }));
  const variables = [...fssVariables];
  if (type !== 'standard')
    variables.push({
      name: RAISE_VARIABLE,
      kind: 'bool',
      type: 'bool',
      default: false,
      about: 'raise-throughput',
      params: { gbps: requestedGbps[type] },
      group: 'steps',
    });
  return { resources, variables, outputs: fssOutputs(input), notes };
}
