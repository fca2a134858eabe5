/**
 * Planning over time (issue 25): the requirement grown month by month (`grow.ts`), whether a
 * design still carries a month (`carry.ts`), each service changed the way it can change
 * (`services.ts`), and the plan with its runway, bills and events (`plan.ts`).
 */
export { demandAt, demandSeries, requirementAt, horizonOf, grows, factorAt, type MonthDemand } from './grow.ts';
export { carryCheck, carries, demandRatio, thresholdOf, type CarryCheck } from './carry.ts';
export { planOneServiceOverTime, planOverTime, planServiceOverTime } from './plan.ts';
export { demandOfOwn, ownAt, type OwnRequirement } from './own.ts';
export {
  growthEventKinds,
  growthNoteCodes,
  growthNoteBasis,
  type GrowthEvent,
  type GrowthEventKind,
  type GrowthMonth,
  type GrowthNote,
  type GrowthNoteCode,
  type OverTimePlan,
  type Runway,
  type ServiceOverTime,
  type TodayFix,
} from './types.ts';
