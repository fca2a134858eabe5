/**
 * A daily profile and what it costs (issue 25, item 5): the day minute by minute and auto-tune's
 * ramp (`day.ts`), the requirement at a level (`level.ts`), Block Volume auto-tune against fixed
 * VPUs (`autotune.ts`), the HPMT commitment against a burst (`hpmt.ts`), and the whole
 * (`plan.ts`).
 */
export { planDailyProfile } from './plan.ts';
export { demandByHour, peakMinutes, autotuneMinutes, hourlyMeans, dayMean, peakDaysOf, DAYS_PER_MONTH, MINUTES_PER_DAY } from './day.ts';
export { requirementAtLevel } from './level.ts';
export { bvMonthlyAtVpus } from './autotune.ts';
export {
  profileNoteCodes,
  profileNoteBasis,
  hpmtOptionKinds,
  type AutotuneCost,
  type DailyProfilePlan,
  type HpmtOption,
  type HpmtOptionKind,
  type ProfileHour,
  type ProfileNote,
  type ProfileNoteCode,
} from './types.ts';
