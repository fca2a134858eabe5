/**
 * The pieces every service's resources share: value constructors, the tenancy's variables
 * (compartment, availability domain, subnet: never fixed in the files), and the notes a plan's
 * own warnings become.
 */
import type { PlanWarning } from '../results/parts.ts';
import type { DeployNote, DeployNoteCode, DeployValue, DeployVariable } from './model.ts';

/** A string literal. */
export const str = (value: string): DeployValue => ({ kind: 'string', value });
/** A number literal. */
export const num = (value: number): DeployValue => ({ kind: 'number', value });
/** A boolean literal. */
export const bool = (value: boolean): DeployValue => ({ kind: 'bool', value });
/** `var.<name>` */
export const varOf = (name: string): DeployValue => ({ kind: 'var', name });
/** A reference to an attribute of a resource (`at`: which of a counted one). */
export const refOf = (address: string, attribute: string, at?: 'count' | '*' | number, item?: number): DeployValue => ({
  kind: 'ref',
  address,
  attribute,
  ...(at !== undefined ? { at } : {}),
  ...(item !== undefined ? { item } : {}),
});
/** A note: a code with its figures. */
export const note = (code: DeployNoteCode, params: DeployNote['params'] = {}): DeployNote => ({ code, params });

/** Where every resource goes: the compartment and availability domain the tenancy chooses. */
export const placement = [
  ['compartment_id', varOf('compartment_ocid')],
  ['availability_domain', varOf('availability_domain')],
] as const satisfies readonly (readonly [string, DeployValue])[];

export const compartmentVariable: DeployVariable = { name: 'compartment_ocid', kind: 'compartment', type: 'string', about: 'compartment', group: 'placement' };
export const adVariable: DeployVariable = {
  name: 'availability_domain',
  kind: 'availability-domain',
  type: 'string',
  about: 'availability-domain',
  group: 'placement',
};
const subnet: DeployVariable = { name: 'subnet_id', kind: 'subnet', type: 'string', about: 'subnet', group: 'network' };
/** The VCN only narrows the stack's subnet picker (Resource Manager's subnet control depends on a VCN); no resource reads it. */
const vcn: DeployVariable = { name: 'vcn_id', kind: 'vcn', type: 'string', default: '', about: 'vcn', group: 'network' };
export const networkVariables: readonly DeployVariable[] = [vcn, subnet];

/**
 * Notes from a plan's warnings that a deployment must carry (a limit to raise, a commitment),
 * as comments and README steps, never as resources.
 */
export function warningNotes(warnings: readonly PlanWarning[], service: string): DeployNote[] {
  const out: DeployNote[] = [];
  for (const w of warnings) {
    if (w.id === 'limit-increase') out.push(note('limit-increase', { service, ...flat(w.params) }));
  }
  return out;
}

/** A warning's params kept to the ones a note can hold (strings, numbers, booleans). */
export function flat(params: PlanWarning['params']): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  return out;
}
