/**
 * The comparison for a scenario, computed once per scenario object and cached by identity (a
 * WeakMap): the selectors read it, and the store's start tries the stored session with it, so
 * that trial costs nothing more than the first answer.
 */
import { compareServices, growth, profile, type CompareResult, type CompareScenario, type DailyProfilePlan, type OverTimePlan } from '../engine/index.ts';

const plans = new WeakMap<CompareScenario, CompareResult>();

/** The comparison for a scenario; the same object for the same scenario object. */
export function selectPlan(scenario: CompareScenario): CompareResult {
  let result = plans.get(scenario);
  if (!result) {
    result = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing, scenario.calibration, scenario.chosen);
    plans.set(scenario, result);
  }
  return result;
}

const overTimes = new WeakMap<CompareScenario, OverTimePlan>();

/** The comparison over time when the scenario carries `growth` (null without); cached like the plan. */
export function selectOverTime(scenario: CompareScenario): OverTimePlan | null {
  if (!scenario.growth) return null;
  let result = overTimes.get(scenario);
  if (!result) {
    result = growth.planOverTime(scenario.requirement, scenario.growth, selectPlan(scenario), scenario.pricing);
    overTimes.set(scenario, result);
  }
  return result;
}

const profiles = new WeakMap<CompareScenario, DailyProfilePlan>();

/** The daily profile's costs when the scenario carries `profile` (null without); cached like the plan. */
export function selectProfilePlan(scenario: CompareScenario): DailyProfilePlan | null {
  if (!scenario.profile) return null;
  let result = profiles.get(scenario);
  if (!result) {
    result = profile.planDailyProfile(scenario.requirement, scenario.profile, scenario.catalogs, scenario.pricing);
    profiles.set(scenario, result);
  }
  return result;
}
