/**
 * Growth over time, part of a comparison scenario (`growth`, beside `requirement`): how the
 * requirement grows month by month, and for how long to plan. Optional: a scenario without it
 * plans today only, as before (no version bump: an absent field means what it always meant).
 */
import * as z from 'zod/mini';
import { capacity, int, mbpsRate, MAX_CAPACITY_GB, MAX_MBPS, MAX_OPS, num, opsRate } from './fields.ts';

/** The shortest, longest and default horizon, months. */
export const MIN_HORIZON_MONTHS = 12;
export const MAX_HORIZON_MONTHS = 60;
export const DEFAULT_HORIZON_MONTHS = 36;
/** Yearly growth bounds, percent: a fall of at most 90% a year, a rise of at most 1,000% a year. */
export const MIN_GROWTH_PERCENT = -90;
export const MAX_GROWTH_PERCENT = 1000;
/** The most step events one scenario carries. */
export const MAX_GROWTH_STEPS = 24;

/** A one-off change in a given month (a migration wave): amounts added to the requirement from that month on. */
export const growthStepSchema = z.strictObject({
  /**
   * The month it happens, 1 = the month after today, up to the horizon's last month: a whole
   * month from 1 to `horizonMonths`, checked against the horizon once it is known
   * (`stepOutsideHorizon` in parse.ts names the step and the horizon), so any number is let
   * through here.
   */
  month: z.number(),
  capacityGB: z.optional(capacity('capacityGB', MAX_CAPACITY_GB)),
  readMBps: z.optional(mbpsRate('readMBps')),
  writeMBps: z.optional(mbpsRate('writeMBps')),
  /** Operations per second added, split between reads and writes as today's requirement splits them. */
  iops: z.optional(opsRate('iops')),
});

/**
 * What Compare ranks the services by when growth is given: this month's price (`month`, the
 * default), or the total of the monthly bills over the horizon (`horizon`, the cost of ownership).
 */
export const growthRankings = ['month', 'horizon'] as const;
export type GrowthRanking = (typeof growthRankings)[number];

export const growthSchema = z.strictObject({
  /** Data growth, percent a year, compounded: month m holds (1 + r)^(m/12) of today's. */
  capacityPercentPerYear: z.optional(num('capacityPercentPerYear', MIN_GROWTH_PERCENT, MAX_GROWTH_PERCENT)),
  /** Throughput and operations growth, percent a year, compounded the same way. */
  performancePercentPerYear: z.optional(num('performancePercentPerYear', MIN_GROWTH_PERCENT, MAX_GROWTH_PERCENT)),
  /** A fixed amount of data added (or, negative, removed) each month, GB. */
  capacityGBPerMonth: z.optional(num('capacityGBPerMonth', -MAX_CAPACITY_GB, MAX_CAPACITY_GB)),
  /** A fixed throughput added each month, MB/s, split between reads and writes as today's. */
  mbpsPerMonth: z.optional(num('mbpsPerMonth', -MAX_MBPS, MAX_MBPS)),
  /** A fixed rate of operations added each month, per second, split as today's. */
  iopsPerMonth: z.optional(num('iopsPerMonth', -MAX_OPS, MAX_OPS)),
  /** How many months to plan, 12 to 60 (36 when absent). */
  horizonMonths: z.optional(int('horizonMonths', MIN_HORIZON_MONTHS, MAX_HORIZON_MONTHS)),
  steps: z.optional(z.array(growthStepSchema).check(z.maxLength(MAX_GROWTH_STEPS))),
  /** What Compare ranks by: this month's price (absent or `month`) or the horizon's total (`horizon`). */
  rankBy: z.optional(z.enum(growthRankings)),
});

export type Growth = z.infer<typeof growthSchema>;
export type GrowthStep = z.infer<typeof growthStepSchema>;
