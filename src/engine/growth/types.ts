/**
 * What planning over time answers (`planOverTime`): per service, the design month by month,
 * its bill and the running total, the changes (events) and the runway of today's design; codes
 * and figures only, the words are the reader's (`src/ui/i18n/<lang>/growth.ts`).
 */
import type { ServiceId } from '../compare/types.ts';
import type { BasedNote, LimitId, NoteBasis, Remedy } from '../results/parts.ts';
import type { MonthDemand } from './grow.ts';

/** The ways a design changes from one month to the next. */
export const growthEventKinds = [
  'add-mount-targets',
  'remove-mount-targets',
  'change-mount-target-type',
  'grow-volumes',
  'add-volumes',
  'rebuild-volumes',
  'retune-vpus',
  'change-instance',
  'grow-capacity',
  'migrate-file-system',
  'migrate-shape',
  'redesign',
  'beyond-any-design',
] as const;
export type GrowthEventKind = (typeof growthEventKinds)[number];

/**
 * What the plan over time says about itself, per service or for the whole plan: a rule of the
 * service that shapes the months (documented or assumed: `growthNoteBasis`), or a condition of
 * the input.
 */
export const growthNoteCodes = [
  'lustre-never-shrinks',
  'lustre-tier-kept',
  'bv-volumes-never-shrink',
  'dio-no-growth-in-place',
  'hpmt-commitment',
  'fss-type-change-at-cycle',
  'demand-clamped',
  'beyond-any-design',
  'calibration-today-only',
  'new-demand-part',
] as const;
export type GrowthNoteCode = (typeof growthNoteCodes)[number];

/** Whether a note's rule is in the documents (`documented`), or the planner's assumption where they are silent. */
export const growthNoteBasis: Readonly<Record<GrowthNoteCode, NoteBasis>> = {
  'lustre-never-shrinks': 'documented',
  'lustre-tier-kept': 'assumed',
  'bv-volumes-never-shrink': 'assumed',
  'dio-no-growth-in-place': 'documented',
  'hpmt-commitment': 'documented',
  'fss-type-change-at-cycle': 'assumed',
  'demand-clamped': 'input',
  'beyond-any-design': 'input',
  'calibration-today-only': 'assumed',
  'new-demand-part': 'assumed',
};

export type GrowthNote = BasedNote<GrowthNoteCode>;

/** One change of a design: its month, what changed, the limit that called for it, and what the month's bill gained (USD; null unpriced). */
export interface GrowthEvent {
  readonly month: number;
  readonly service: ServiceId;
  readonly kind: GrowthEventKind;
  /** The limit that ran out (null when the demand fell and the design was made smaller). */
  readonly limit: LimitId | null;
  readonly monthlyUSDDelta: number | null;
}

/**
 * What would make a service carry today's demand when no design of it does (a runway of month
 * 0): the limit its closest design is most over and by how much, and the changes its own plan
 * names (the recommendation's `remedies`: more volumes, a higher level, more instances, …).
 */
export interface TodayFix {
  /** That limit (null when the design has none over). */
  readonly limit: LimitId | null;
  /** Its use over what the plan allows, percent (100 = at the target; 198 = the design carries about half the demand). */
  readonly loadOfTargetPercent: number;
  readonly remedies: readonly Remedy[];
}

/** The first month today's design no longer carries the month at its target, and the limit that runs out first; `month` null within the horizon. */
export interface Runway {
  readonly month: number | null;
  readonly limit: LimitId | null;
  /** Only when no design carries today's demand (`month` 0): what would make one carry it. */
  readonly fix?: TodayFix;
}

export interface GrowthMonth {
  readonly month: number;
  /** The service's design this month (as its plan states it). */
  readonly design: unknown;
  /** True when the design carries the month at the target utilization. */
  readonly carries: boolean;
  /** The largest use of a limit over its threshold, percent (100 = at the target). */
  readonly loadOfTargetPercent: number;
  /** That limit. */
  readonly limit: LimitId | null;
  /** The service's price this month, USD (null unpriced). */
  readonly monthlyUSD: number | null;
  /**
   * The sum of the monthly bills up to and including this month (null once one is unpriced);
   * month N, the horizon's end, adds no bill: its running total is the horizon's (`totalUSD`).
   */
  readonly cumulativeUSD: number | null;
}

export interface ServiceOverTime {
  readonly service: ServiceId;
  readonly runway: Runway;
  readonly months: readonly GrowthMonth[];
  readonly events: readonly GrowthEvent[];
  /** The horizon's whole bill, USD: the N monthly bills of months 0 to N − 1 (null when one is unpriced). */
  readonly totalUSD: number | null;
  readonly notes: readonly GrowthNote[];
}

export interface OverTimePlan {
  /**
   * N, the horizon: months 0 (today) to N are planned (N + 1 months in `demand` and in each
   * service's `months`; a step may fall in month N), and N monthly bills, months 0 to N − 1,
   * make the total.
   */
  readonly horizonMonths: number;
  /** What each month asks, month 0 being today, month N the horizon's end. */
  readonly demand: readonly MonthDemand[];
  readonly services: readonly ServiceOverTime[];
  /**
   * The services that fit today and carry every month, cheapest over the horizon first (total
   * cost of ownership: the services' own prices; a service with an unpriced month is left out).
   */
  readonly tcoRanking: readonly ServiceId[];
  /** What Compare ranks by, as the growth asks (`month` unless it says `horizon`). */
  readonly rankBy: 'month' | 'horizon';
  /** The cheapest over the horizon that can be named (`rankOnHorizon`), or null. */
  readonly horizonCheapest: ServiceId | null;
  readonly notes: readonly GrowthNote[];
}
