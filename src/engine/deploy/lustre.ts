/**
 * File Storage with Lustre as it is built (provider docs: lustre_file_storage_lustre_file_system):
 * one file system at the planned tier and capacity step. `capacity_in_gbs` takes the console's
 * step in tenths of a TiB times 100 (31.2 TiB is 31200: the provider's acceptance test and
 * example, internal/integrationtest/lustre_file_storage_lustre_file_system_test.go and
 * examples/lustre_file_storage/variables.tf), not the step converted to decimal GB.
 */
import type { LustreDesignOut } from '../lustre/evaluate.ts';
import { note, placement, refOf, str, networkVariables, varOf } from './common.ts';
import type { ServiceParts } from './fss.ts';
import type { DeployNote } from './model.ts';

/** `capacity_in_gbs` for a capacity step in TiB (31.2 → 31200), whole. */
export const lustreCapacityInGbs = (capacityTiB: number): number => Math.round(capacityTiB * 10) * 100;

/** `performance_tier` for a tier in MB/s per TB (125 → MBPS_PER_TB_125). */
export const lustrePerformanceTier = (tier: number): string => `MBPS_PER_TB_${tier}`;

export interface LustreDeployInput {
  readonly tfName: string;
  readonly slug: string;
  /** The file system name (at most 8 characters of [A-Za-z0-9_]). */
  readonly fileSystemName: string;
  readonly design: LustreDesignOut;
  readonly workloads: readonly string[];
  readonly notes: readonly DeployNote[];
}

/** One Lustre file system, its mount command and the end of its billing cycle. */
export function lustreParts(input: LustreDeployInput): ServiceParts {
  const { tfName, slug, design } = input;
  const address = `oci_lustre_file_storage_lustre_file_system.${tfName}`;
  const capacityInGbs = lustreCapacityInGbs(design.capacityTiB);
  return {
    resources: [
      {
        service: 'lustre',
        workloads: input.workloads,
        mode: 'resource',
        type: 'oci_lustre_file_storage_lustre_file_system',
        name: tfName,
        args: [
          ...placement,
          ['subnet_id', varOf('subnet_id')],
          ['display_name', str(slug)],
          ['file_system_name', str(input.fileSystemName)],
          ['capacity_in_gbs', { kind: 'number', value: capacityInGbs }],
          ['performance_tier', str(lustrePerformanceTier(design.performanceTierMBpsPerTB))],
        ],
        blocks: [{ name: 'root_squash_configuration', args: [['identity_squash', varOf('lustre_identity_squash')]], blocks: [] }],
        phase: 1,
        notes: [
          note('lustre-file-system', { tier: design.performanceTierMBpsPerTB, capacityTiB: design.capacityTiB }),
          note('lustre-capacity-units', { capacityTiB: design.capacityTiB, capacityInGbs }),
          note('lustre-billing-cycle', {}),
          ...input.notes,
        ],
      },
    ],
    variables: [
      ...networkVariables,
      {
        name: 'lustre_identity_squash',
        kind: 'enum',
        type: 'string',
        default: 'NONE',
        allowed: ['NONE', 'ROOT'],
        about: 'lustre-identity-squash',
        group: 'access',
      },
    ],
    outputs: [
      {
        name: `${tfName}_mount_command`,
        about: 'lustre-mount',
        value: {
          kind: 'template',
          parts: [
            `sudo mkdir -p /mnt/${slug} && sudo mount -t lustre `,
            refOf(address, 'management_service_address'),
            '@',
            refOf(address, 'lnet'),
            `:/${input.fileSystemName} /mnt/${slug}`,
          ],
        },
      },
      { name: `${tfName}_billing_cycle_end`, about: 'billing-cycle-end', value: refOf(address, 'time_billing_cycle_end') },
    ],
    notes: [note('lustre-service-policy', {}), note('lustre-client', {}), note('lustre-billing-cycle', {})],
  };
}
