/**
 * Derived values: results come from the engine, computed once per scenario object and
 * cached by identity (a WeakMap), so every hook returns a stable reference.
 */
import type { CompareResult, CompareScenario, DailyProfilePlan, OverTimePlan } from '../engine/index.ts';
import type { Pinned, View } from './contract.ts';
import { selectOverTime, selectPlan, selectProfilePlan } from './planCache.ts';
import { usePlanStore } from './planStore.ts';

export { selectPlan };

export interface PinnedResult {
  readonly pinned: Pinned;
  readonly result: CompareResult;
}

const pinnedResults = new WeakMap<readonly Pinned[], readonly PinnedResult[]>();

/** Each pinned scenario with its result; the same array for the same pinned list. */
export function selectPinnedResults(pinned: readonly Pinned[]): readonly PinnedResult[] {
  let results = pinnedResults.get(pinned);
  if (!results) {
    results = pinned.map((p) => ({ pinned: p, result: selectPlan(p.scenario) }));
    pinnedResults.set(pinned, results);
  }
  return results;
}

/** The current scenario (the last valid one). */
export function useScenario(): CompareScenario {
  return usePlanStore((s) => s.scenario);
}

/** The comparison of the four services for the current scenario. */
export function usePlan(): CompareResult {
  return selectPlan(useScenario());
}

/** The comparison over time, when the scenario carries growth (null without). */
export function useOverTime(): OverTimePlan | null {
  return selectOverTime(useScenario());
}

/** The daily profile's costs, when the scenario carries a profile (null without). */
export function useProfilePlan(): DailyProfilePlan | null {
  return selectProfilePlan(useScenario());
}

export function usePinnedResults(): readonly PinnedResult[] {
  return selectPinnedResults(usePlanStore((s) => s.pinned));
}

export function useView(): View {
  return usePlanStore((s) => s.view);
}

/** True while any field holds text that does not validate (the results show the last good plan). */
export function useHasFieldErrors(): boolean {
  return usePlanStore((s) => Object.keys(s.errors).length > 0);
}
