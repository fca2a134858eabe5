/**
 * The daily profile costed: the day hour by hour (demand, auto-tune's level, fixed VPUs), Block
 * Volume auto-tune against fixed VPUs (`autotune.ts`), and File Storage's mount-target options
 * under the HPMT commitment (`hpmt.ts`), on the comparison's catalogs and price book.
 */
import { defaultCatalogs } from '../../catalog/index.ts';
import { DEFAULT_PEAK_LEVEL_PERCENT, type DailyProfile } from '../scenario/profile.ts';
import type { Catalogs, CompareRequirement, Pricing } from '../scenario/schema.ts';
import { costAutotune } from './autotune.ts';
import { demandByHour, peakDaysOf, peakMinutes } from './day.ts';
import { costHpmt } from './hpmt.ts';
import { requirementAtLevel } from './level.ts';
import type { DailyProfilePlan, ProfileHour } from './types.ts';

/**
 * The profile's costs for a comparison's requirement (its demand is the 100% level), the
 * catalogs it plans on (defaults where absent) and its pricing. Never throws on a profile the
 * schema accepts; every figure finite.
 */
export function planDailyProfile(req: CompareRequirement, profile: DailyProfile, catalogs?: Catalogs, pricing?: Pricing): DailyProfilePlan {
  const ids = { ...defaultCatalogs, ...catalogs };
  const peakReq = requirementAtLevel(req, profile.peakLevelPercent ?? DEFAULT_PEAK_LEVEL_PERCENT);
  const offReq = requirementAtLevel(req, profile.offPeakLevelPercent);
  const peak = peakMinutes(profile);
  const peakDays = peakDaysOf(profile);
  const bv = costAutotune(ids.blockVolume, peakReq, offReq, peak, peakDays, pricing);
  const fss = costHpmt(ids.fileStorage, profile, peakReq, offReq, pricing);
  const demand = demandByHour(profile);
  const hours: ProfileHour[] = demand.map((demandPercent, hour) => ({
    hour,
    demandPercent,
    autotuneVpusPerGB: bv.autotuneByHour ? bv.autotuneByHour[hour]! : null,
    fixedVpusPerGB: bv.cost ? bv.cost.fixedVpusPerGB : null,
  }));
  return { hours, peakDaysPerMonth: peakDays, autotune: bv.cost, hpmt: fss.options, notes: [...bv.notes, ...fss.notes] };
}
