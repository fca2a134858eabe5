/**
 * The comparison for a scenario, computed once per scenario object and cached by identity (a
 * WeakMap): the selectors read it, and the store's start tries the stored session with it, so
 * that trial costs nothing more than the first answer. With growth that asks to rank by the
 * horizon (`growth.rankBy`), the comparison names the cheapest over the horizon
 * (`compare.rankedAsAsked`), from the plan over time of today's comparison.
 */
import {
  compare,
  compareServices,
  growth,
  profile,
  type CompareResult,
  type CompareScenario,
  type DailyProfilePlan,
  type OverTimePlan,
} from '../engine/index.ts';

const todays = new WeakMap<CompareScenario, CompareResult>();

/** Today's comparison, ranked by this month's price; the same object for the same scenario object. */
function selectToday(scenario: CompareScenario): CompareResult {
  let result = todays.get(scenario);
  if (!result) {
    result = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing, scenario.calibration, scenario.chosen);
    todays.set(scenario, result);
  }
  return result;
}

const plans = new WeakMap<CompareScenario, CompareResult>();

/** The comparison for a scenario, ranked as its growth asks; the same object for the same scenario object. */
export function selectPlan(scenario: CompareScenario): CompareResult {
  if (scenario.growth?.rankBy !== 'horizon') return selectToday(scenario);
  let result = plans.get(scenario);
  if (!result) {
    result = compare.rankedAsAsked(selectToday(scenario), selectOverTime(scenario)!);
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
    result = growth.planOverTime(scenario.requirement, scenario.growth, selectToday(scenario), scenario.pricing);
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
