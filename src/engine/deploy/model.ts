/**
 * What a deployment of a plan is made of (issue 41): the resources, their arguments and blocks,
 * the order they are applied in, the variables the tenancy fills in, the outputs, and the steps
 * a person takes by hand. Codes and figures only: the writers (`src/deploy/`) turn it into
 * Terraform, a Resource Manager stack and a README, in English.
 *
 * Every resource type, block and argument name here is one the oracle/oci provider documents
 * (`PROVIDER_VERSION`, website/docs/r/*.html.markdown); `tests/fixtures/ociProvider.json` holds
 * those names and the deploy tests check every emitted one against it.
 */
import type { ServiceId } from '../scenario/fields.ts';

/** The oracle/oci provider version whose documentation the names were checked against. */
export const PROVIDER_VERSION = '8.28.0';

/** A value of an argument, an output or a local: literals, references and the few expressions a plan needs. */
export type DeployValue =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'bool'; readonly value: boolean }
  /** `var.<name>` */
  | { readonly kind: 'var'; readonly name: string }
  /**
   * `<address>[<at>].<attribute>[<item>]`: `at` 'count' (count.index), '*' (every instance),
   * a number, or absent (a resource without count); `item` an index into a list attribute.
   */
  | { readonly kind: 'ref'; readonly address: string; readonly attribute: string; readonly at?: 'count' | '*' | number; readonly item?: number }
  /** A string with references in it: `"text ${ref} text"`. */
  | { readonly kind: 'template'; readonly parts: readonly (string | DeployValue)[] }
  /** `"<prefix>-${count.index + 1}"`: the name of the n-th of a counted resource. */
  | { readonly kind: 'countName'; readonly prefix: string }
  /** `var.<variable> ? <whenTrue> : <whenFalse>` */
  | { readonly kind: 'choose'; readonly variable: string; readonly whenTrue: DeployValue; readonly whenFalse: DeployValue }
  /** `base64encode(file("${path.module}/<file>"))` */
  | { readonly kind: 'fileBase64'; readonly file: string }
  | { readonly kind: 'list'; readonly items: readonly DeployValue[] }
  | { readonly kind: 'map'; readonly entries: readonly (readonly [string, DeployValue])[] };

/** A nested block (`shape_config { … }`), repeated where the provider takes several. */
export interface DeployBlock {
  readonly name: string;
  readonly args: readonly (readonly [string, DeployValue])[];
  readonly blocks: readonly DeployBlock[];
}

/** Why a resource or a step is there, or what to know about it: a code with its figures. */
export interface DeployNote {
  readonly code: DeployNoteCode;
  readonly params: Readonly<Record<string, string | number | boolean>>;
}

export const deployNoteCodes = [
  // File Storage
  'fss-file-system',
  'fss-mount-targets',
  'hpmt-two-step',
  'hpmt-commitment',
  'fss-exports',
  'fss-mount',
  'fss-security-rules',
  'fss-metadata-cache',
  'fss-capacity-scaled',
  // Block Volume
  'bv-volumes',
  'bv-existing-instance',
  'bv-uhp-multipath',
  'bv-iscsi-agent-login',
  'bv-stripe',
  'bv-volume-group',
  'bv-autotune',
  // Dense I/O
  'dio-instances',
  'dio-raid-cloud-init',
  'dio-no-protection',
  'dio-image',
  // Lustre
  'lustre-file-system',
  'lustre-capacity-units',
  'lustre-billing-cycle',
  'lustre-service-policy',
  'lustre-client',
  // Any service
  'limit-increase',
  'not-feasible',
  'shared-plan',
] as const;
export type DeployNoteCode = (typeof deployNoteCodes)[number];

/** One resource or data source, with the phase it is created in (1 first; see `DeployModel.phases`). */
export interface DeployResource {
  readonly mode: 'resource' | 'data';
  readonly type: string;
  /** The Terraform name, valid as an identifier and unique within its type. */
  readonly name: string;
  /** How many of it (`count`); absent for exactly one. */
  readonly count?: number;
  readonly args: readonly (readonly [string, DeployValue])[];
  readonly blocks: readonly DeployBlock[];
  readonly phase: number;
  /** The workloads it serves, by name. */
  readonly workloads: readonly string[];
  readonly service: ServiceId;
  readonly notes: readonly DeployNote[];
}

/** What a variable is for: the console picker it takes in a Resource Manager stack. */
export type VariableKind =
  'compartment' | 'availability-domain' | 'vcn' | 'subnet' | 'cidr' | 'ssh-key' | 'image' | 'instance' | 'enum' | 'bool' | 'number' | 'string';

export interface DeployVariable {
  readonly name: string;
  readonly kind: VariableKind;
  readonly type: 'string' | 'number' | 'bool';
  /** Absent: the tenancy must give it (required). */
  readonly default?: string | number | boolean;
  /** For `enum`: the values allowed. */
  readonly allowed?: readonly string[];
  /** A code the writers word (the variable's description). */
  readonly about: VariableAbout;
  readonly params?: Readonly<Record<string, string | number>>;
  /** Variable group in the stack's schema. */
  readonly group: 'placement' | 'network' | 'access' | 'steps';
}

export const variableAbouts = [
  'compartment',
  'availability-domain',
  'vcn',
  'subnet',
  'client-cidr',
  'export-access',
  'export-identity-squash',
  'raise-throughput',
  'instance',
  'ssh-key',
  'image',
  'lustre-identity-squash',
] as const;
export type VariableAbout = (typeof variableAbouts)[number];

export interface DeployOutput {
  readonly name: string;
  readonly about:
    'mount-commands' | 'client-assignment' | 'mount-options' | 'volume-ids' | 'instance-ids' | 'lustre-mount' | 'billing-cycle-end' | 'throughput';
  readonly value: DeployValue;
}

/** One step of putting the plan in place: an apply of the phases listed, or something done by hand. */
export interface DeployStep {
  readonly kind: 'before' | 'apply' | 'after';
  readonly phases: readonly number[];
  readonly notes: readonly DeployNote[];
}

/** One line of the monthly bill, as the plan prices it. */
export interface DeployBillLine {
  /** The part number (SKU) or the bill-of-materials item code. */
  readonly item: string;
  /** What the line is, as the plan codes it (a cost line's or a bill-of-materials line's code), and its figures: the README words it. */
  readonly code: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly quantity: number;
  readonly unit: string;
  readonly unitUSD: number | null;
  readonly monthlyUSD: number | null;
  readonly workloads: readonly string[];
}

export interface DeployBill {
  readonly lines: readonly DeployBillLine[];
  readonly monthlyUSD: number | null;
  readonly listMonthlyUSD: number | null;
  readonly discountPercent: number;
  readonly priceDate: string;
  /** The currency of the money figures when a price file's book is in force (else USD). */
  readonly currency?: string;
}

/** A whole deployment: what the writers write. */
export interface DeployModel {
  readonly providerVersion: string;
  /** What was planned: one service, a comparison's chosen service, or several workloads. */
  readonly source: { readonly kind: 'service' | 'compare' | 'workloads'; readonly services: readonly ServiceId[]; readonly name: string };
  readonly resources: readonly DeployResource[];
  readonly variables: readonly DeployVariable[];
  readonly outputs: readonly DeployOutput[];
  readonly steps: readonly DeployStep[];
  /** Notes on the whole deployment (limits, a plan that does not carry its requirement). */
  readonly notes: readonly DeployNote[];
  readonly bill: DeployBill;
  /** Extra files the configuration reads (cloud-init), by name: codes and figures for the writer. */
  readonly cloudInit: readonly CloudInit[];
}

/** The RAID a Dense I/O host builds at first boot (OCI builds none): level, drives, where it mounts. */
export interface CloudInit {
  readonly file: string;
  readonly raid: string;
  readonly drives: number;
  readonly mountPoint: string;
}
