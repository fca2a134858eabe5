/** What every slice of the plan store gets: zustand's set and get for the whole store. */
import type { StoreApi } from 'zustand/vanilla';
import { parseScenario, type CompareScenario, type ScenarioIssue } from '../../engine/index.ts';
import type { ActionResult, Notice, PlanStore } from '../contract.ts';
import { describeIssues } from '../convert.ts';
import { scenarioParts } from '../initialState.ts';
import { singleWorkload, type WorkloadEntry } from '../workloads.ts';

export type SetPlan = StoreApi<PlanStore>['setState'];
export type GetPlan = StoreApi<PlanStore>['getState'];

export const OK: ActionResult = { ok: true };

/** The whole scenario validated by the engine; it must be a compare scenario. */
export function validate(next: unknown): { ok: true; scenario: CompareScenario } | { ok: false; issues: readonly ScenarioIssue[] } {
  const parsed = parseScenario(next);
  if (!parsed.ok) return parsed;
  if (parsed.value.service !== 'compare') return { ok: false, issues: [{ path: 'service', code: 'notOneOf', params: { allowed: ['compare'] } }] };
  return { ok: true, scenario: parsed.value };
}

/** Validates and, if valid, stores a scenario (no state change otherwise). */
export function commitScenario(set: SetPlan, next: unknown, parts: 'scenario' | 'all' = 'scenario'): ActionResult {
  const v = validate(next);
  if (!v.ok) return { ok: false, message: describeIssues(v.issues) };
  set(parts === 'all' ? scenarioParts(v.scenario) : { scenario: v.scenario });
  return OK;
}

/**
 * A new scenario with fresh drafts and units; `notice` undefined leaves the notice as it is. The
 * plan becomes `workloads` with the first one in the form, or a plan of one workload.
 */
export function replaceScenario(set: SetPlan, scenario: CompareScenario, notice: Notice | null | undefined, workloads?: readonly WorkloadEntry[]): void {
  set({
    ...scenarioParts(scenario),
    workloads: workloads && workloads.length > 0 ? workloads : singleWorkload(scenario),
    currentWorkload: 0,
    ...(notice !== undefined ? { notice } : {}),
  });
}

export function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}
