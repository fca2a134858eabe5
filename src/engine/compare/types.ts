/**
 * What a comparison answers: one entry per service (fits, verdict, bill, why not) and the
 * result around them (the cheapest, the closest when none fits, what the bills miss).
 */
import type { SourceId, MountTargetType } from '../../catalog/types.ts';
import type { BvRecommendation } from '../bv/index.ts';
import type { CalibrationUse } from '../calibration/index.ts';
import type { BillNote, WholeBill } from '../cost/wholeBill.ts';
import type { DioRecommendation } from '../dio/index.ts';
import type { Fss2019Recommendation, FssRecommendation } from '../fss/index.ts';
import type { LustreRecommendation } from '../lustre/index.ts';
import type { WarningCode } from '../results/parts.ts';
import type { Verdict, VerdictCaveat } from '../results/verdict.ts';
import type { ServiceId } from '../scenario/fields.ts';
import type { BillBasis, Catalogs } from '../scenario/schema.ts';

export type { ServiceId };

/** Why a service does not carry the requirement, as codes. */
export const compareReasonCodes = ['critical-warning', 'not-shared', 'latency-above', 'latency-unpublished', 'type-missing'] as const;

export type CompareReasonCode = (typeof compareReasonCodes)[number];

/**
 * One reason a service does not fit: a critical warning of its plan (by id), storage that is
 * not shared while several clients need the same data, a latency above the one asked (or, for
 * a service that publishes none, a ceiling under the figure carried for it), or a mount-target
 * type the File Storage edition lacks.
 */
export type CompareReason =
  | { readonly code: 'critical-warning'; readonly params: { readonly warning: WarningCode } }
  | { readonly code: 'not-shared'; readonly params: { readonly clients: number } }
  | { readonly code: 'latency-above'; readonly params: { readonly latencyMs: number; readonly maxLatencyMs: number } }
  /** The service publishes no latency (the figure it is planned with is carried from another): a ceiling below that figure cannot be confirmed. */
  | { readonly code: 'latency-unpublished'; readonly params: { readonly latencyMs: number; readonly maxLatencyMs: number } }
  | { readonly code: 'type-missing'; readonly params: { readonly edition: string; readonly type: MountTargetType } };

export interface CompareEntry {
  readonly service: ServiceId;
  readonly fits: boolean;
  /** carries, carries with caveats, or does not: `fits` with its caveats. */
  readonly verdict: Verdict;
  readonly caveats: readonly VerdictCaveat[];
  /** The service's own price (storage; for Dense I/O the whole instances), USD a month. */
  readonly monthlyUSD: number | null;
  /** Storage plus the instances the option needs (`wholeBill.ts`). */
  readonly bill: WholeBill;
  /** Why it does not fit (empty when it does). */
  readonly why: readonly CompareReason[];
  readonly sharedAccess: boolean;
  /** The service's typical latency, ms (its durability and latency in words: `results.engine.durability.<service>`, `…latency.<service>`). */
  readonly latencyMs: number;
}

export interface CompareResult {
  readonly service: 'compare';
  readonly mode: 'recommend';
  readonly catalogs: Required<Catalogs>;
  readonly fileStorage: FssRecommendation | Fss2019Recommendation;
  readonly blockVolume: BvRecommendation;
  readonly denseIo: DioRecommendation;
  readonly lustre: LustreRecommendation;
  readonly entries: readonly CompareEntry[];
  /**
   * The cheapest service that fits on `basis`, if any: only a complete bill is ranked, and none
   * is named while a service that fits has a bill whose known part is below it (or unknown).
   */
  readonly cheapest: ServiceId | null;
  /** When no service fits: the one whose design is least over its limits (`closestService`); else null. */
  readonly closest: ServiceId | null;
  /** Services that fit but whose bill on `basis` is incomplete: not ranked. */
  readonly unranked: readonly ServiceId[];
  /** What those bills miss (a client shape, its memory, a price: `instance:<shape>` supplies one), once each. */
  readonly missingPrices: readonly BillNote[];
  /**
   * While `cheapest` cannot be named but services fit: the ranking on storage alone meanwhile
   * (`provisionalRanking`): the cheapest of them on its own price, and every service that carries
   * the requirement. Absent otherwise. Never a verdict that none carries it.
   */
  readonly provisional?: { readonly basis: 'storage'; readonly service: ServiceId; readonly carriers: readonly ServiceId[] };
  /** What "cheapest" compares: storage prices, or whole bills (`bill.wholeMonthlyUSD`). */
  readonly basis: BillBasis;
  /** Whether the requirement named the basis or the default picked it. */
  readonly basisChosenBy: 'entered' | 'default';
  /** True when at least one service fits. */
  readonly feasible: boolean;
  /** What became of the scenario's fio calibration (absent without one). */
  readonly calibration?: CalibrationUse;
  /** Services planned with a design the user chose in place of the recommendation (absent when none). */
  readonly chosen?: readonly ServiceId[];
  readonly sources: readonly SourceId[];
}

/**
 * The latency reason, if any, of a service planned at `latencyMs` against the ceiling asked:
 * above it, or, where that figure is carried from another service (`carried`), not confirmable.
 */
export function latencyReason(latencyMs: number, maxLatencyMs: number | undefined, carried: boolean): CompareReason | null {
  if (maxLatencyMs === undefined || !(latencyMs > maxLatencyMs)) return null;
  return { code: carried ? 'latency-unpublished' : 'latency-above', params: { latencyMs, maxLatencyMs } };
}
