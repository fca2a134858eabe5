/**
 * What costing a daily profile answers (`planDailyProfile`): the day hour by hour, Block Volume
 * auto-tune against fixed VPUs, and the High Performance Mount Target options; codes and
 * figures only, the words are the reader's (`src/ui/i18n/<lang>/profile.ts`).
 */
import type { MountTargetType } from '../../catalog/types.ts';
import type { BasedNote, NoteBasis } from '../results/parts.ts';

/**
 * What the profile's costs rest on: a documented rule, the planner's assumption where the pages
 * are silent (the UI words it "assumed: …"), or a condition of the input.
 */
export const profileNoteCodes = [
  'autotune-lag',
  'autotune-default-floor',
  'autotune-billing',
  'autotune-ramp-steps',
  'autotune-ramp-up',
  'autotune-no-gain',
  'autotune-not-in-edition',
  'autotune-peak-not-carried',
  'hpmt-commitment',
  'hpmt-no-daily-switch',
  'hpmt-burst-binds-cycle',
  'hpmt-not-needed',
  'hpmt-not-in-edition',
] as const;
export type ProfileNoteCode = (typeof profileNoteCodes)[number];

/** The basis of each note (`assumed` notes are shown as assumptions, with their figures). */
export const profileNoteBasis: Readonly<Record<ProfileNoteCode, NoteBasis>> = {
  'autotune-lag': 'documented',
  'autotune-default-floor': 'documented',
  'autotune-billing': 'assumed',
  'autotune-ramp-steps': 'assumed',
  'autotune-ramp-up': 'assumed',
  'autotune-no-gain': 'input',
  'autotune-not-in-edition': 'input',
  'autotune-peak-not-carried': 'input',
  'hpmt-commitment': 'documented',
  'hpmt-no-daily-switch': 'documented',
  'hpmt-burst-binds-cycle': 'documented',
  'hpmt-not-needed': 'input',
  'hpmt-not-in-edition': 'input',
};

export type ProfileNote = BasedNote<ProfileNoteCode>;

/** One hour of the day: the demand (percent of the requirement) and the VPUs/GB each Block Volume choice holds, averaged over the hour. */
export interface ProfileHour {
  readonly hour: number;
  readonly demandPercent: number;
  /** Auto-tune's level over the hour (null when auto-tune is not costed). */
  readonly autotuneVpusPerGB: number | null;
  /** Fixed VPUs sized for the peak (null when Block Volume does not carry the peak). */
  readonly fixedVpusPerGB: number | null;
}

/** Block Volume sized for the peak: the same volumes with fixed VPUs, or with auto-tune between a default and a maximum. */
export interface AutotuneCost {
  readonly volumes: number;
  readonly volumeSizeGB: number;
  /** The level fixed VPUs must hold all month to carry the peak. */
  readonly fixedVpusPerGB: number;
  /** Auto-tune's default (the level off-peak demand needs, at least the documented floor). */
  readonly defaultVpusPerGB: number;
  /** Auto-tune's maximum (the level the peak needs, at least the documented gap above the default). */
  readonly maximumVpusPerGB: number;
  /** The level the volumes are tuned up to during the peak. */
  readonly peakVpusPerGB: number;
  /** The level held on average over the month, time-weighted. */
  readonly averageVpusPerGB: number;
  /** Hours a peak day spends above the default (the peak, the lag and the ramp down). */
  readonly hoursAboveDefaultPerPeakDay: number;
  readonly fixedMonthlyUSD: number;
  readonly autotuneMonthlyUSD: number;
  /** Fixed all month at auto-tune's maximum: what auto-tune never costs more than. */
  readonly fixedAtMaximumMonthlyUSD: number;
}

export const hpmtOptionKinds = ['peak-all-month', 'off-peak-only', 'upgrade-for-burst'] as const;
export type HpmtOptionKind = (typeof hpmtOptionKinds)[number];

/** One way to run File Storage's mount targets through the profile, and what it costs a month. */
export interface HpmtOption {
  readonly kind: HpmtOptionKind;
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  /** For `upgrade-for-burst`: the type during the burst, and the days a month billed at it. */
  readonly burstType?: MountTargetType;
  readonly burstMountTargets?: number;
  readonly billedBurstDays?: number;
  /** USD a month (null when a price is not published). */
  readonly monthlyUSD: number | null;
  /** Whether the option carries the peak at the target utilization. */
  readonly carriesPeak: boolean;
}

export interface DailyProfilePlan {
  readonly hours: readonly ProfileHour[];
  /** Days a month with the peak (the month's days when every day has it). */
  readonly peakDaysPerMonth: number;
  readonly autotune: AutotuneCost | null;
  readonly hpmt: readonly HpmtOption[];
  readonly notes: readonly ProfileNote[];
}
