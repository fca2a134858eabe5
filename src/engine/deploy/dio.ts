/**
 * Dense I/O as it is built (provider docs: core_instance): the planned hosts of the shape, a
 * flexible shape with its `shape_config` (OCPUs, memory, NVMe drives as the catalog's row has
 * them), and the RAID the plan chose built at first boot by cloud-init with mdadm, since OCI
 * builds no RAID on local NVMe and neither backs it up (oci-2019-10; DOMAIN "Local NVMe").
 */
import type { DenseIoShape } from '../../catalog/types.ts';
import type { RaidLevel } from '../../catalog/ids.ts';
import { bool, note, num, placement, str, networkVariables, varOf } from './common.ts';
import type { ServiceParts } from './fss.ts';
import type { CloudInit, DeployBlock, DeployNote, DeployResource, DeployVariable } from './model.ts';

export interface DioDeployInput {
  readonly tfName: string;
  readonly slug: string;
  readonly shape: DenseIoShape;
  readonly raid: RaidLevel;
  readonly instances: number;
  readonly workloads: readonly string[];
  readonly notes: readonly DeployNote[];
}

const dioVariables: DeployVariable[] = [
  ...networkVariables,
  { name: 'ssh_public_key', kind: 'ssh-key', type: 'string', about: 'ssh-key', group: 'access' },
  { name: 'image_id', kind: 'image', type: 'string', about: 'image', group: 'placement' },
];

/** Whether the provider takes a `shape_config` for the shape: the flexible shapes (`….Flex`). */
export const isFlexShape = (shapeName: string): boolean => shapeName.endsWith('.Flex');

/** The instance's blocks: its `shape_config` on a flexible shape (OCPUs, memory, NVMe drives as the catalog's row has them), its image and its VNIC. */
function instanceBlocks(shape: DenseIoShape): DeployBlock[] {
  return [
    ...(isFlexShape(shape.shapeName)
      ? [
          {
            name: 'shape_config',
            args: [
              ['ocpus', num(shape.ocpus.value)],
              ['memory_in_gbs', num(shape.memoryGB.value)],
              ['nvmes', num(shape.drives.value)],
            ] as const,
            blocks: [],
          },
        ]
      : []),
    {
      name: 'source_details',
      args: [
        ['source_type', str('image')],
        ['source_id', varOf('image_id')],
      ],
      blocks: [],
    },
    {
      name: 'create_vnic_details',
      args: [
        ['subnet_id', varOf('subnet_id')],
        ['assign_public_ip', bool(false)],
      ],
      blocks: [],
    },
  ];
}

/** The planned hosts of the shape, the cloud-init `file` their user data (phase 1). */
function instances(input: DioDeployInput, file: string): DeployResource {
  const { tfName, slug, shape } = input;
  const n = input.instances;
  const drives = shape.drives.value;
  return {
    service: 'dense-io',
    workloads: input.workloads,
    mode: 'resource',
    type: 'oci_core_instance',
    name: tfName,
    ...(n === 1 ? {} : { count: n }),
    args: [
      ...placement,
      ['display_name', n === 1 ? str(`${slug}-1`) : { kind: 'countName', prefix: slug }],
      ['shape', str(shape.shapeName)],
      [
        'metadata',
        {
          kind: 'map',
          entries: [
            ['ssh_authorized_keys', varOf('ssh_public_key')],
            ['user_data', { kind: 'fileBase64', file }],
          ],
        },
      ],
    ],
    blocks: instanceBlocks(shape),
    phase: 1,
    notes: [
      note('dio-instances', { instances: n, shape: shape.shapeName, ocpus: shape.ocpus.value, memoryGB: shape.memoryGB.value, drives }),
      note('dio-raid-cloud-init', { raid: input.raid, drives, file }),
      ...input.notes,
    ],
  };
}

/** The hosts of one Dense I/O design, and the cloud-init file that builds their RAID. */
export function dioParts(input: DioDeployInput): ServiceParts & { cloudInit: CloudInit } {
  const { tfName, slug } = input;
  const n = input.instances;
  const file = `cloud-init-${slug}.yaml`;
  const cloudInit: CloudInit = { file, raid: input.raid, drives: input.shape.drives.value, mountPoint: `/mnt/${slug}` };
  return {
    resources: [instances(input, file)],
    variables: [...dioVariables],
    outputs: [
      {
        name: `${tfName}_instance_ids`,
        about: 'instance-ids',
        value:
          n === 1
            ? { kind: 'ref', address: `oci_core_instance.${tfName}`, attribute: 'id' }
            : { kind: 'ref', address: `oci_core_instance.${tfName}`, attribute: 'id', at: '*' },
      },
    ],
    notes: [note('dio-no-protection', { raid: input.raid }), note('dio-image', {})],
    cloudInit,
  };
}
