/**
 * The plan of several workloads for a version-6 document (`planWorkloads`), validated by the
 * engine first and computed once per document object (a WeakMap): the plan panel reads it
 * through a deferred value, so a keystroke's repaint never waits for it.
 */
import { parseScenario, planWorkloads, type WorkloadsResult, type WorkloadsScenario } from '../engine/index.ts';
import { describeIssues } from './issueText.ts';
import type { WorkloadsDoc } from './workloads.ts';

export type WorkloadsPlanned = { readonly ok: true; readonly result: WorkloadsResult } | { readonly ok: false; readonly message: string };

const plans = new WeakMap<WorkloadsDoc, WorkloadsPlanned>();

/** The plan of a document's workloads, or why the engine refused the document. */
export function selectWorkloadsPlan(doc: WorkloadsDoc): WorkloadsPlanned {
  let planned = plans.get(doc);
  if (!planned) {
    const parsed = parseScenario(doc);
    if (!parsed.ok) planned = { ok: false, message: describeIssues(parsed.issues) };
    else if (parsed.value.service !== 'workloads') planned = { ok: false, message: 'not a plan of workloads' };
    else planned = { ok: true, result: planWorkloads(parsed.value as WorkloadsScenario) };
    plans.set(doc, planned);
  }
  return planned;
}
