/**
 * The daily profile, part of a comparison scenario (`profile`, beside `requirement` and
 * `growth`): how the requirement's demand rises and falls over a day. The requirement is the
 * demand at 100%; the peak holds `peakLevelPercent` of it for `peakHours` hours from
 * `peakStartHour`, the rest of the day `offPeakLevelPercent`. Optional: a scenario without it
 * plans a flat day, as before (no version bump: an absent field means what it always meant).
 */
import * as z from 'zod/mini';
import { int, num } from './fields.ts';

/** The hour a peak starts when the profile does not say (09:00, a working day). */
export const DEFAULT_PEAK_START_HOUR = 9;
/** The peak's level when the profile does not say: the whole requirement. */
export const DEFAULT_PEAK_LEVEL_PERCENT = 100;

export const dailyProfileSchema = z
  .strictObject({
    /** Hours a day the peak lasts, 1 to 24 (24: the whole day). */
    peakHours: int('peakHours', 1, 24),
    /** The hour of the day (0 to 23, local time) the peak starts; 9 when absent. A peak may run past midnight. */
    peakStartHour: z.optional(int('peakStartHour', 0, 23)),
    /** Percent of the requirement's demand held during the peak, 1 to 100 (100 when absent). */
    peakLevelPercent: z.optional(num('peakLevelPercent', 1, 100)),
    /** Percent of the requirement's demand held the rest of the day, 0 to the peak's level. */
    offPeakLevelPercent: num('offPeakLevelPercent', 0, 100),
    /** Days a month with the peak, 1 to 30, taken as consecutive (a month-end close); every day when absent. */
    peakDaysPerMonth: z.optional(int('peakDaysPerMonth', 1, 30)),
    /** Where the profile came from: typed, or read from measurements (`measurements/profile.ts`). */
    from: z.optional(z.enum(['typed', 'measured'])),
  })
  .check(
    z.refine((p) => p.offPeakLevelPercent <= (p.peakLevelPercent ?? DEFAULT_PEAK_LEVEL_PERCENT), {
      path: ['offPeakLevelPercent'],
      params: { issue: 'offPeakAbovePeak' },
    }),
  );

export type DailyProfile = z.infer<typeof dailyProfileSchema>;
