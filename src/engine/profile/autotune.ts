/**
 * Block Volume through a daily profile: fixed VPUs sized for the peak against performance-based
 * auto-tune on the same volumes (S-AUTOTUNE, S-AUTOTUNEPOL). The volumes and their size are the
 * Block Volume plan for the off-peak demand (`layoutFor`); fixed VPUs hold the lowest level that
 * carries the peak on them all month; auto-tune
 * holds the default (the lowest setting, 10 to 110 VPUs/GB in tens, that carries the off-peak
 * demand on those volumes), tunes up to the peak's level in the peak and back down after the
 * lag (`day.ts`). Price: GB × (storage + VPUs/GB × VPU price) a month (S-PRICE B91961, B91962);
 * auto-tune at the month's time-weighted mean VPUs/GB (assumed: the pages do not say how tuned
 * performance bills).
 */
import { autotuneAssumed, autotuneRules } from '../../catalog/autotune.ts';
import type { BvLevel } from '../../catalog/types.ts';
import { bvEdition, recommendBlockVolume, type BvRecommendation } from '../bv/index.ts';
import { bvRequirementOf } from '../compare/index.ts';
import { unitPrice } from '../cost/prices.ts';
import type { CompareRequirement, Pricing } from '../scenario/schema.ts';
import { finite } from '../units.ts';
import { autotuneMinutes, dayMean, DAYS_PER_MONTH, hourlyMeans } from './day.ts';
import type { AutotuneCost, ProfileNote } from './types.ts';
import { note } from './notes.ts';

/** USD a month for `totalGB` of Block Volume at `vpusPerGB` (a mean may be fractional), after the discount. */
export function bvMonthlyAtVpus(totalGB: number, vpusPerGB: number, pricing?: Pricing): number {
  const perGB = unitPrice('bvStorageGBMonth', pricing) + vpusPerGB * unitPrice('bvVpuGBMonth', pricing);
  return finite(totalGB * perGB * (1 - (pricing?.discountPercent ?? 0) / 100));
}

/** The settings auto-tune takes (multiples of the documented step, from the floor to the top). */
function tunable(levels: readonly BvLevel[]): BvLevel[] {
  const step = autotuneRules.vpusStep.value;
  return levels
    .filter((l) => l.vpusPerGB.value >= autotuneRules.minDefaultVpusPerGB.value && l.vpusPerGB.value <= autotuneRules.maxMaximumVpusPerGB.value)
    .filter((l) => l.vpusPerGB.value % step === 0)
    .sort((a, b) => a.vpusPerGB.value - b.vpusPerGB.value);
}

/**
 * The volumes both choices share: the Block Volume plan for the off-peak demand (volumes sized
 * for the data and the quiet hours), with the lowest level that carries the peak on them; when
 * no level does, the plan for the peak itself. Null when nothing carries the peak.
 */
function layoutFor(
  catalog: string,
  all: readonly BvLevel[],
  peakReq: CompareRequirement,
  offReq: CompareRequirement,
  pricing?: Pricing,
): { volumes: number; volumeSizeGB: number; fixedVpus: number } | null {
  const off: BvRecommendation = recommendBlockVolume(catalog, bvRequirementOf(offReq), pricing)!;
  const peakBv = bvRequirementOf(peakReq);
  if (off.feasible) {
    const { volumes, volumeSizeGB } = off.design;
    const sorted = [...all].sort((a, b) => a.vpusPerGB.value - b.vpusPerGB.value);
    const fixed = sorted.find((l) => recommendBlockVolume(catalog, peakBv, pricing, { performanceLevel: l.id, volumeSizeGB, volumes })?.feasible === true);
    if (fixed) return { volumes, volumeSizeGB, fixedVpus: fixed.vpusPerGB.value };
  }
  const atPeak: BvRecommendation = recommendBlockVolume(catalog, peakBv, pricing)!;
  return atPeak.feasible ? { volumes: atPeak.design.volumes, volumeSizeGB: atPeak.design.volumeSizeGB, fixedVpus: atPeak.design.vpusPerGB } : null;
}

export interface AutotuneOut {
  readonly cost: AutotuneCost | null;
  /** The level each hour, VPUs/GB (auto-tune and fixed), when costed. */
  readonly autotuneByHour: readonly number[] | null;
  readonly notes: readonly ProfileNote[];
}

/**
 * Fixed against auto-tune for a profile: `peakReq` and `offReq` are the requirement at the peak's
 * and the off-peak level (`level.ts`), `peak` the day's peak minutes, `peakDays` the days a
 * month with the peak (the rest held at the default all day).
 */
export function costAutotune(
  catalog: string,
  peakReq: CompareRequirement,
  offReq: CompareRequirement,
  peak: readonly boolean[],
  peakDays: number,
  pricing?: Pricing,
): AutotuneOut {
  const edition = bvEdition(catalog);
  const levels = edition ? tunable(edition.levels) : [];
  if (!edition || levels.length < 2) return { cost: null, autotuneByHour: null, notes: [note('autotune-not-in-edition', { catalog })] };
  const layout = layoutFor(catalog, edition.levels, peakReq, offReq, pricing);
  if (!layout) return { cost: null, autotuneByHour: null, notes: [note('autotune-peak-not-carried', {})] };
  const { volumes, volumeSizeGB, fixedVpus } = layout;
  const offBv = bvRequirementOf(offReq);
  const carriesOff = (l: BvLevel) => recommendBlockVolume(catalog, offBv, pricing, { performanceLevel: l.id, volumeSizeGB, volumes })?.feasible === true;
  const floor = autotuneRules.minDefaultVpusPerGB.value;
  const defaults = levels.filter((l) => l.vpusPerGB.value <= autotuneRules.maxDefaultVpusPerGB.value);
  const chosen = defaults.find((l) => l.vpusPerGB.value >= fixedVpus) ?? defaults[defaults.length - 1]!;
  // The lowest setting that carries off-peak, no higher than the peak's own (or the floor).
  const defaultLevel = defaults.find((l) => l.vpusPerGB.value <= chosen.vpusPerGB.value && carriesOff(l)) ?? chosen;
  const defaultVpus = defaultLevel.vpusPerGB.value;
  const peakVpus = Math.max(fixedVpus, defaultVpus);
  const maximumVpus = Math.min(autotuneRules.maxMaximumVpusPerGB.value, Math.max(peakVpus, defaultVpus + autotuneRules.minGapVpusPerGB.value));
  const minutes = autotuneMinutes(peak, {
    peakVpusPerGB: peakVpus,
    defaultVpusPerGB: defaultVpus,
    lagMinutes: autotuneRules.rampDownLagMinutes.value,
    stepMinutes: autotuneAssumed.rampStepMinutes,
    stepVpusPerGB: autotuneAssumed.rampStepVpusPerGB,
  });
  const peakDayMean = dayMean(minutes);
  const days = Math.min(DAYS_PER_MONTH, Math.max(0, peakDays));
  const averageVpus = (peakDayMean * days + defaultVpus * (DAYS_PER_MONTH - days)) / DAYS_PER_MONTH;
  const totalGB = volumes * volumeSizeGB;
  const above = minutes.filter((v) => v > defaultVpus).length / 60;
  const notes: ProfileNote[] = [
    note('autotune-lag', { minutes: autotuneRules.rampDownLagMinutes.value }),
    note('autotune-ramp-steps', { stepMinutes: autotuneAssumed.rampStepMinutes, stepVpusPerGB: autotuneAssumed.rampStepVpusPerGB }),
    note('autotune-ramp-up', {}),
    note('autotune-billing', { hours: 730 }),
  ];
  if (fixedVpus < floor) notes.push(note('autotune-default-floor', { floor, fixedVpusPerGB: fixedVpus }));
  if (peakVpus <= defaultVpus) notes.push(note('autotune-no-gain', { vpusPerGB: defaultVpus }));
  return {
    cost: {
      volumes,
      volumeSizeGB,
      fixedVpusPerGB: fixedVpus,
      defaultVpusPerGB: defaultVpus,
      maximumVpusPerGB: maximumVpus,
      peakVpusPerGB: peakVpus,
      averageVpusPerGB: finite(averageVpus),
      hoursAboveDefaultPerPeakDay: above,
      fixedMonthlyUSD: bvMonthlyAtVpus(totalGB, fixedVpus, pricing),
      autotuneMonthlyUSD: bvMonthlyAtVpus(totalGB, finite(averageVpus), pricing),
      fixedAtMaximumMonthlyUSD: bvMonthlyAtVpus(totalGB, maximumVpus, pricing),
    },
    autotuneByHour: hourlyMeans(minutes),
    notes,
  };
}
