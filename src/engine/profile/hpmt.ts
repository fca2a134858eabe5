/**
 * File Storage through a daily profile, under the High Performance Mount Target's billing rule
 * (S-MTPERF): an HPMT needs a 30-day commitment and bills in 30-day cycles from the upgrade; an
 * upgrade takes effect at any time, a downgrade only at the end of the cycle. So a peak that
 * comes back every day cannot be met by switching types daily: the type chosen for the peak is
 * billed all month. A peak on some days of the month (a month-end close) can be met by upgrading
 * for it, but the upgrade bills the larger type for at least 30 days of the cycle.
 *
 * Options, each the File Storage plan (`recommendFileStorage`) for a level's requirement:
 * sized for the peak, all month; sized for the off-peak level only (does not carry the peak; the
 * peak's design where the off-peak plan would cost no less);
 * and, when the peak is on part of the month, upgraded for the burst: the peak's design billed
 * max(30, peak days) of the month's 30.4 days (730 hours), the off-peak design the rest.
 */
import { hpmtCommitment } from '../../catalog/autotune.ts';
import { fssRequirementOf } from '../compare/index.ts';
import { mountTargetEdition, recommendFileStorage, type FssRecommendation } from '../fss/index.ts';
import type { DailyProfile } from '../scenario/profile.ts';
import type { CompareRequirement, Pricing } from '../scenario/schema.ts';
import { finite } from '../units.ts';
import { DAYS_PER_MONTH } from './day.ts';
import { note } from './notes.ts';
import type { HpmtOption, ProfileNote } from './types.ts';

function planAt(catalog: string, r: CompareRequirement, pricing?: Pricing): FssRecommendation | undefined {
  const req = fssRequirementOf(r);
  const edition = mountTargetEdition(catalog);
  if (!edition) return undefined;
  const type = req.mountTargetType && edition.mountTargets[req.mountTargetType] ? req.mountTargetType : undefined;
  return recommendFileStorage(catalog, { ...req, mountTargetType: type }, pricing);
}

const usd = (p: FssRecommendation) => (p.cost.complete ? finite(p.cost.monthlyUSD) : null);

/** The mount-target options for a profile (`peakReq`, `offReq`: the requirement at the peak's and the off-peak level), with their notes. */
export function costHpmt(
  catalog: string,
  profile: DailyProfile,
  peakReq: CompareRequirement,
  offReq: CompareRequirement,
  pricing?: Pricing,
): { options: HpmtOption[]; notes: ProfileNote[] } {
  const atPeak = planAt(catalog, peakReq, pricing);
  const planned = planAt(catalog, offReq, pricing);
  // The off-peak level's own plan, unless it costs no less than the peak's (which carries it too).
  const atOff = atPeak && planned && usd(planned) !== null && usd(atPeak) !== null && usd(planned)! >= usd(atPeak)! ? atPeak : planned;
  if (!atPeak || !atOff) return { options: [], notes: [note('hpmt-not-in-edition', { catalog })] };
  const days = hpmtCommitment.commitmentDays.value;
  const same = atPeak.design.mountTargetType === atOff.design.mountTargetType && atPeak.design.mountTargets === atOff.design.mountTargets;
  const options: HpmtOption[] = [
    { kind: 'peak-all-month', ...atPeak.design, monthlyUSD: usd(atPeak), carriesPeak: atPeak.feasible },
    { kind: 'off-peak-only', ...atOff.design, monthlyUSD: usd(atOff), carriesPeak: same && atPeak.feasible },
  ];
  const notes: ProfileNote[] = [note('hpmt-commitment', { days })];
  const hpmt = atPeak.design.mountTargetType !== 'standard' || atOff.design.mountTargetType !== 'standard';
  if (!hpmt) notes.push(note('hpmt-not-needed', {}));
  if (profile.peakDaysPerMonth === undefined) {
    if (hpmt) notes.push(note('hpmt-no-daily-switch', { days }));
    return { options, notes };
  }
  const billed = Math.min(DAYS_PER_MONTH, Math.max(days, profile.peakDaysPerMonth));
  const peakUSD = usd(atPeak);
  const offUSD = usd(atOff);
  const mixed = peakUSD === null || offUSD === null ? null : finite((peakUSD * billed + offUSD * (DAYS_PER_MONTH - billed)) / DAYS_PER_MONTH);
  options.push({
    kind: 'upgrade-for-burst',
    ...atOff.design,
    burstType: atPeak.design.mountTargetType,
    burstMountTargets: atPeak.design.mountTargets,
    billedBurstDays: billed,
    monthlyUSD: mixed,
    carriesPeak: atPeak.feasible,
  });
  if (hpmt) notes.push(note('hpmt-burst-binds-cycle', { days, peakDays: profile.peakDaysPerMonth, billedDays: Math.round(billed * 10) / 10 }));
  return { options, notes };
}
