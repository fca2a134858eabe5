/**
 * What is deployed, read back (issue 42): the resources read from `terraform show -json`, a
 * Resource Discovery export or the OCI CLI's listings, and the designs the planner weighs them
 * as. Codes and figures only; the words are the reader's (`src/ui/i18n/<lang>/deployed.ts`).
 */
import type { MountTargetType } from '../../catalog/ids.ts';
import type { LustreTier } from '../../catalog/lustre.ts';

/** One resource as read, whatever the source: its Terraform type and snake_case values. */
export interface ReadResource {
  /** The Terraform address (`module.fs.oci_file_storage_mount_target.mt[0]`), or the OCID of a listed resource. */
  readonly address: string;
  /** The oracle/oci provider's resource type (`oci_core_volume`); a listed item its command's type. */
  readonly type: string;
  /** The resource's name in the configuration, or a listed resource's display name. */
  readonly name: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** Where resources came from. */
export const deployedSourceKinds = ['terraform-plan', 'terraform-state', 'resource-discovery', 'oci-cli'] as const;
export type DeployedSourceKind = (typeof deployedSourceKinds)[number];

/** Which side of a plan: what runs today (`before`), what the plan leaves (`after`), or one reading (`current`). */
export type DeployedSide = 'current' | 'before' | 'after';

/** Why a file was not read: a code with its figures, worded by the reader. */
export const readProblemCodes = [
  'not-json',
  'unknown-format',
  'unsupported-format-version',
  'bad-shape',
  'no-resources',
  'hcl-not-parsed',
  'too-large',
] as const;
export type ReadProblemCode = (typeof readProblemCodes)[number];
export interface ReadProblem {
  readonly code: ReadProblemCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/** One file read: its source kind and the resources on each side it has. */
export type ReadOutcome =
  | { readonly ok: true; readonly source: DeployedSourceKind; readonly sides: Readonly<Partial<Record<DeployedSide, readonly ReadResource[]>>> }
  | { readonly ok: false; readonly problems: readonly ReadProblem[] };

/** What the read says about one design (codes with figures). */
export const designNoteCodes = [
  /** A mount target billed at one throughput and asking for another from its next cycle. */
  'mt-throughput-changing',
  /** Volumes with an auto-tune policy: weighed at their VPUs/GB set, the policy named. */
  'bv-autotune',
  /** A paravirtualized attachment: weighed as iSCSI (the comparison's attachment). */
  'bv-paravirtualized',
  /** Volumes whose attachment was not read (weighed as iSCSI). */
  'bv-attachment-unknown',
  /** A Lustre capacity that is not on the capacity ladder: weighed at the next step up. */
  'lustre-capacity-rounded',
  /** The file systems exported through the mount targets (none read: by availability domain). */
  'fss-file-systems',
] as const;
export type DesignNoteCode = (typeof designNoteCodes)[number];
export interface DesignNote {
  readonly code: DesignNoteCode;
  readonly params: Readonly<Record<string, string | number>>;
}

interface DesignBase {
  /** The availability domain, as the resources name it (null when none was read). */
  readonly availabilityDomain: string | null;
  /** The resources the design is made of, by address, with their names (kept by a change). */
  readonly resources: readonly { readonly address: string; readonly name: string; readonly type: string }[];
  readonly notes: readonly DesignNote[];
}

export type DeployedDesign =
  | (DesignBase & {
      readonly service: 'file-storage';
      readonly mountTargetType: MountTargetType;
      readonly mountTargets: number;
      /** The file systems exported through them (addresses). */
      readonly fileSystems: readonly string[];
    })
  | (DesignBase & {
      readonly service: 'block-volume';
      readonly performanceLevel: string;
      readonly vpusPerGB: number;
      readonly volumeSizeGB: number;
      readonly volumes: number;
      readonly attachment: 'iscsi' | 'paravirtualized' | null;
      /** The auto-tune policies set (`DETACHED_VOLUME`, `PERFORMANCE_BASED` up to a VPUs/GB). */
      readonly autotune: readonly { readonly type: string; readonly maxVpusPerGB: number | null }[];
    })
  | (DesignBase & {
      readonly service: 'dense-io';
      /** The planner's shape id (`VM.DenseIO.E5.Flex.16` for a Flex shape at 16 OCPUs). */
      readonly shape: string;
    })
  | (DesignBase & {
      readonly service: 'lustre';
      readonly performanceTierMBpsPerTB: LustreTier;
      readonly capacityGB: number;
    });

export type DeployedService = DeployedDesign['service'];

/** Why a resource was listed and not weighed. */
export const unmodelledReasons = [
  'not-storage',
  'not-dense-io',
  'unknown-throughput',
  'unknown-size',
  'unknown-vpus',
  'unknown-shape',
  'unknown-tier',
  'no-mount-target',
] as const;
export type UnmodelledReason = (typeof unmodelledReasons)[number];

/** A resource the planner does not weigh, listed with its address and type. */
export interface UnmodelledResource {
  readonly address: string;
  readonly type: string;
  readonly reason: UnmodelledReason;
}

/** The designs read from one side, and what was listed beside them. */
export interface DeployedSet {
  readonly designs: readonly DeployedDesign[];
  readonly unmodelled: readonly UnmodelledResource[];
}
