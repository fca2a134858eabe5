/**
 * Any document the app reads (a link, an import, the stored session) to what the store holds:
 * the compare scenario of the form and, for a version-6 plan of several workloads, the list.
 * A plan's first workload opens in the form; older documents open as a plan of one workload.
 */
import { SCENARIO_VERSION, parseScenario } from '../engine/index.ts';
import { toCompareScenario, type Conversion } from './convert.ts';
import { describeIssues } from './issueText.ts';
import { entriesOf, scenarioOf, type WorkloadEntry, type WorkloadsDoc } from './workloads.ts';

export type PlanConversion = (Extract<Conversion, { ok: true }> & { readonly workloads?: readonly WorkloadEntry[] }) | Extract<Conversion, { ok: false }>;

/** The store's parts of a plan of several workloads (already validated by the engine). */
export function fromWorkloadsDoc(doc: WorkloadsDoc): PlanConversion {
  const { workloads, service: _s, version: _v, growth: planGrowth, ...shared } = doc as WorkloadsDoc & { growth?: WorkloadsDoc['workloads'][number]['growth'] };
  // A workload without growth of its own grows at the plan's rate, if the plan has one.
  const entries = entriesOf(planGrowth ? workloads.map((w) => (w.growth ? w : { ...w, growth: planGrowth })) : workloads);
  const first = entries[0];
  if (!first) return { ok: false, message: 'the plan has no workload' };
  const base = { ...shared, version: SCENARIO_VERSION, mode: 'recommend', service: 'compare', requirement: first.requirement };
  const parsed = parseScenario(scenarioOf(base as Parameters<typeof scenarioOf>[0], first));
  if (!parsed.ok || parsed.value.service !== 'compare') {
    return { ok: false, message: parsed.ok ? 'the plan could not be opened' : describeIssues(parsed.issues), ...(parsed.ok ? {} : { issues: parsed.issues }) };
  }
  return { ok: true, scenario: parsed.value, dropped: [], workloads: entries };
}

/** Parses an unknown value (already JSON-decoded): a plan of workloads, or any scenario as a comparison. */
export function readPlanDocument(input: unknown): PlanConversion {
  const parsed = parseScenario(input);
  if (!parsed.ok) return { ok: false, message: describeIssues(parsed.issues), issues: parsed.issues };
  const value = parsed.value as { service: string };
  if (value.service === 'workloads') return fromWorkloadsDoc(value as unknown as WorkloadsDoc);
  return toCompareScenario(parsed.value);
}
