/**
 * The parts of a recommend scenario that plan beyond today: how the demand grows month by
 * month (`growth.ts`) and how it rises and falls over a day (`profile.ts`). A comparison and
 * every one-service recommend take them alike (`schema.ts`).
 */
import * as z from 'zod/mini';
import { growthSchema } from './growth.ts';
import { dailyProfileSchema } from './profile.ts';

export const overTime = {
  /** How the requirement grows month by month, and the horizon to plan (`growth.ts`); absent: today only. */
  growth: z.optional(growthSchema),
  /** How the demand rises and falls over a day (`profile.ts`); absent: a flat day. */
  profile: z.optional(dailyProfileSchema),
};
