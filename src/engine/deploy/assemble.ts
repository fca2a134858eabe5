/**
 * One deployment from the parts of its services: variables once each (the tenancy's first),
 * resources in apply order, and the steps: what is done before the first apply, the apply, and
 * what is done after it (the second apply that raises HPMTs, mounting, striping).
 */
import { adVariable, compartmentVariable } from './common.ts';
import type { ServiceParts } from './fss.ts';
import {
  PROVIDER_VERSION,
  type CloudInit,
  type DeployBill,
  type DeployModel,
  type DeployNote,
  type DeployNoteCode,
  type DeployStep,
  type DeployVariable,
} from './model.ts';

/** When each kind of note is acted on: before the first apply, or after it. */
const stepOf: Partial<Record<DeployNoteCode, 'before' | 'after'>> = {
  'limit-increase': 'before',
  'hpmt-commitment': 'before',
  'fss-security-rules': 'before',
  'bv-existing-instance': 'before',
  'bv-uhp-multipath': 'before',
  'dio-image': 'before',
  'lustre-service-policy': 'before',
  'lustre-billing-cycle': 'before',
  'not-feasible': 'before',
  'hpmt-two-step': 'after',
  'fss-mount': 'after',
  'fss-metadata-cache': 'after',
  'bv-iscsi-agent-login': 'after',
  'bv-stripe': 'after',
  'dio-raid-cloud-init': 'after',
  'dio-no-protection': 'after',
  'lustre-client': 'after',
  'fss-capacity-scaled': 'before',
  'shared-plan': 'before',
};

const noteKey = (n: DeployNote) => `${n.code}:${JSON.stringify(n.params)}`;

/** Notes without repeats, in first-seen order. */
export function uniqueNotes(notes: readonly DeployNote[]): DeployNote[] {
  const seen = new Set<string>();
  return notes.filter((n) => (seen.has(noteKey(n)) ? false : (seen.add(noteKey(n)), true)));
}

/** The deployment of `parts`, with the bill and the notes of the whole. */
export function assemble(
  source: DeployModel['source'],
  parts: readonly (ServiceParts & { cloudInit?: CloudInit })[],
  bill: DeployBill,
  notes: readonly DeployNote[],
): DeployModel {
  const variables = new Map<string, DeployVariable>([
    [compartmentVariable.name, compartmentVariable],
    [adVariable.name, adVariable],
  ]);
  for (const p of parts) for (const v of p.variables) if (!variables.has(v.name)) variables.set(v.name, v);
  const resources = parts.flatMap((p) => p.resources).sort((a, b) => a.phase - b.phase);
  const all = uniqueNotes([...notes, ...parts.flatMap((p) => [...p.notes, ...p.resources.flatMap((r) => r.notes)])]);
  const before = all.filter((n) => stepOf[n.code] === 'before');
  // The second apply that raises the mount targets comes before mounting on them.
  const after = all.filter((n) => stepOf[n.code] === 'after').sort((a, b) => Number(b.code === 'hpmt-two-step') - Number(a.code === 'hpmt-two-step'));
  const phases = [...new Set(resources.map((r) => r.phase))].sort((a, b) => a - b);
  const steps: DeployStep[] = [];
  if (before.length) steps.push({ kind: 'before', phases: [], notes: before });
  steps.push({ kind: 'apply', phases, notes: [] });
  if (after.length) steps.push({ kind: 'after', phases: [], notes: after });
  return {
    providerVersion: PROVIDER_VERSION,
    source,
    resources,
    variables: [...variables.values()],
    outputs: parts.flatMap((p) => p.outputs),
    steps,
    notes: uniqueNotes(notes),
    bill,
    cloudInit: parts.flatMap((p) => (p.cloudInit ? [p.cloudInit] : [])),
  };
}
