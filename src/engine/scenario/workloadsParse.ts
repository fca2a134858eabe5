/**
 * Reading a plan of several workloads so that a bad workload marks itself and keeps the others
 * (issue 26): each workload is checked on its own, as `parseScenario` checks it within the plan
 * (paths `workloads.<i>.…`), and the plan of the workloads that pass is returned beside them.
 */
import { parseScenario, workloadNameKey } from './parse.ts';
import type { ScenarioIssue } from './issues.ts';
import type { WorkloadsScenario } from './schema.ts';

export type WorkloadsReading =
  /** `scenario`: the plan of the workloads that pass; `kept[j]`: the index in the document of its workload j; `invalid`: the others, each with its issues. */
  | {
      readonly ok: true;
      readonly scenario: WorkloadsScenario;
      readonly kept: readonly number[];
      readonly invalid: readonly { readonly index: number; readonly issues: readonly ScenarioIssue[] }[];
    }
  /** Nothing to plan: a problem outside the workloads, or none of them passes. */
  | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A workloads document read workload by workload. The whole document first (`parseScenario`);
 * if it fails, each workload is read alone within the document (its issues renamed to its own
 * index), a name used by an earlier workload that passed is refused (`duplicateWorkloadName`),
 * and the document's own problems (outside `workloads`) still refuse it all. Never throws.
 */
export function readWorkloadsKeeping(input: unknown): WorkloadsReading {
  const whole = parseScenario(input);
  if (whole.ok) {
    if (whole.value.service !== 'workloads') return { ok: false, issues: [{ path: 'service', code: 'notOneOf', params: { allowed: ['workloads'] } }] };
    return { ok: true, scenario: whole.value, kept: whole.value.workloads.map((_, i) => i), invalid: [] };
  }
  if (!isObject(input) || input.service !== 'workloads' || !Array.isArray(input.workloads) || input.workloads.length === 0) return whole;
  const list = input.workloads as unknown[];
  const kept: number[] = [];
  const invalid: { index: number; issues: ScenarioIssue[] }[] = [];
  const names = new Map<string, { index: number; name: string }>();
  for (let i = 0; i < list.length; i++) {
    const alone = parseScenario({ ...input, workloads: [list[i]] });
    if (alone.ok) {
      const w = (alone.value as WorkloadsScenario).workloads[0]!;
      // Names compared as parseScenario compares them (`workloadNameKey`), both given as written.
      const key = workloadNameKey(w.name);
      const seen = names.get(key);
      if (seen === undefined) {
        names.set(key, { index: i, name: w.name.trim() });
        kept.push(i);
      } else {
        const first = seen.index;
        const params = { name: w.name.trim(), firstName: seen.name, first, second: i, firstNumber: first + 1, secondNumber: i + 1 };
        invalid.push({ index: i, issues: [{ path: `workloads.${i}.name`, code: 'duplicateWorkloadName', params }] });
      }
      continue;
    }
    // A problem of the document itself is no workload's: the whole document is refused.
    if (alone.issues.some((x) => !x.path.startsWith('workloads.0'))) return whole;
    invalid.push({ index: i, issues: alone.issues.map((x) => ({ ...x, path: `workloads.${i}${x.path.slice('workloads.0'.length)}` })) });
  }
  if (kept.length === 0) return whole;
  const plan = parseScenario({ ...input, workloads: kept.map((i) => list[i]) });
  if (!plan.ok || plan.value.service !== 'workloads') return whole;
  return { ok: true, scenario: plan.value, kept, invalid };
}
