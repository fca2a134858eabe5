/**
 * Why the engine chose a design, as codes with their figures: one code per way of choosing,
 * and every figure the words need (numbers with their unit in the name, catalog ids, lists of
 * structured items). The words are in src/ui/i18n, `results.engine.reason.<code>`.
 */
import type { LustreTier } from '../../catalog/lustre.ts';
import type { MountTargetType } from '../../catalog/types.ts';
import type { LimitId } from './parts.ts';
import type { RaidLevel } from '../scenario/schema.ts';

/** Every reason code, by answer. */
export const reasonCodes = {
  fss: ['fss-fixed', 'fss-only', 'fss-within', 'fss-over', 'fss-none', 'fss-chosen'],
  fss2019: ['fss2019-capacity'],
  bv: ['bv-cheapest', 'bv-tie', 'bv-none', 'bv-chosen'],
  dio: ['dio-cheapest', 'dio-previous', 'dio-none', 'dio-chosen'],
  lustre: ['tier-fixed', 'minimum-capacity', 'capacity-carries', 'throughput-sets-capacity', 'lustre-chosen'],
} as const;

export type FssReasonCode = (typeof reasonCodes.fss)[number];
export type BvReasonCode = (typeof reasonCodes.bv)[number];
export type DioReasonCode = (typeof reasonCodes.dio)[number];
export type LustreReasonCode = (typeof reasonCodes.lustre)[number];
export type ReasonCode = (typeof reasonCodes)[keyof typeof reasonCodes][number];

/** A cheaper mount-target type that needs a limit increase. */
export interface FssCheaperOption {
  readonly type: MountTargetType;
  readonly mountTargets: number;
  readonly monthlyUSD: number;
}

/**
 * File Storage: `fss-fixed` the user chose the type; `fss-only` the edition has one type;
 * `fss-within` the cheapest within the service quota per AD; `fss-over` no type fits it
 * (the quota of `type` is raised from `serviceQuota` to `mountTargets`); `fss-none` no design
 * carries the requirement and this is the closest (`overTargetPercent`: its worst use against
 * the target; the recommendation's `remedies` say what would make it fit); `fss-chosen` the
 * user chose this design (on the chart) to weigh in place of the recommendation.
 */
export interface FssReason {
  readonly code: FssReasonCode;
  readonly params: {
    readonly type: MountTargetType;
    readonly mountTargets: number;
    /** The limit that sets the count. */
    readonly binding: LimitId;
    readonly targetPercent: number;
    readonly monthlyUSD: number;
    /** The tenancy's mount targets of `type` per AD without a limit increase (0 when unknown). */
    readonly serviceQuota: number;
    /** Cheaper types that fit but need a limit increase (empty when the type was fixed). */
    readonly cheaper: readonly FssCheaperOption[];
    /** The design's worst ratio of use to target, percent (at most 100 when it carries the requirement). */
    readonly overTargetPercent: number;
  };
}

export interface Fss2019Reason {
  readonly code: 'fss2019-capacity';
  readonly params: { readonly capacityGB: number; readonly targetPercent: number };
}

/** Why a Block Volume performance level cannot carry the requirement. */
export const bvRuledOutCodes = ['needs-multipath', 'too-many-volumes', 'beyond-instance', 'beyond-host'] as const;
export type BvRuledOutCode = (typeof bvRuledOutCodes)[number];

/** Levels ruled out for one reason, in catalog order (`volumes`: the count tried, for `too-many-volumes`). */
export interface BvRuledOutGroup {
  readonly levels: readonly string[];
  readonly reason: BvRuledOutCode;
  readonly volumes: number;
}

/**
 * Block Volume: `bv-cheapest` the cheapest design; `bv-tie` fewer volumes won within the tie
 * tolerance over `tieVolumes` at `tieMonthlyUSD`; `bv-none` no design fits; `bv-chosen` the user
 * chose this design (on the chart) to weigh in place of the recommendation. `ruledOut` lists the
 * levels that cannot carry the requirement.
 */
export interface BvReason {
  readonly code: BvReasonCode;
  readonly params: {
    readonly level: string;
    readonly volumes: number;
    readonly volumeSizeGB: number;
    readonly opsPerSecond: number;
    readonly ioSizeKiB: number;
    readonly capacityGB: number;
    readonly tieVolumes: number;
    readonly tieMonthlyUSD: number;
    readonly ruledOut: readonly BvRuledOutGroup[];
  };
}

/** Why a Dense I/O shape does not carry the requirement. */
export const dioRuledOutCodes = ['raid-layout', 'host-too-small', 'too-few-iops', 'too-little-capacity'] as const;
export type DioRuledOutCode = (typeof dioRuledOutCodes)[number];

/** Dense I/O: `dio-cheapest`, `dio-previous` (a previous-generation shape), `dio-none`, `dio-chosen` (the user's, from the chart). */
export interface DioReason {
  readonly code: DioReasonCode;
  readonly params: {
    readonly shape: string;
    readonly iops: number;
    readonly readPercent: number;
    readonly capacityGB: number;
    readonly raid: RaidLevel;
    readonly basis: 'sla' | 'typical';
  };
}

/** Lustre: the tier and capacity, and what set the capacity (`lustre-chosen`: the user chose them on the chart). */
export interface LustreReason {
  readonly code: LustreReasonCode;
  readonly params: {
    readonly tier: LustreTier;
    readonly capacityGB: number;
    readonly capacityTiB: number;
    readonly throughputMBps: number;
    readonly requiredMBps: number;
    readonly dataGB: number;
    readonly targetPercent: number;
    readonly monthlyUSD: number;
    readonly setBy?: 'minimum' | 'data' | 'throughput';
    readonly nextTier?: number;
    readonly nextCapacityGB?: number;
    readonly nextMonthlyUSD?: number;
  };
}

export type Reason = FssReason | Fss2019Reason | BvReason | DioReason | LustreReason;
