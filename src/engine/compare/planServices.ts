/**
 * The four services planned for one requirement (`planServices`): every keystroke in the app
 * runs through here. Each service's side of a calibration (`calibration/`) lives here too: the
 * key of the design a plan holds, the limits it weighs, and Dense I/O's measured latency (its
 * model has no concurrency part: the latency is a figure of the evaluation, checked against the
 * latency asked).
 */
import { latencyFacts } from '../../catalog/index.ts';
import { recommendBlockVolume, type BvEvaluation, type BvRecommendation } from '../bv/index.ts';
import { designKey, withCalibration, type Calibration, type CalibrationPlace, type CalibrationUse } from '../calibration/index.ts';
import { recommendDenseIo, type DioEvaluation, type DioPlanOptions, type DioRecommendation } from '../dio/index.ts';
import {
  recommendFileStorage,
  recommendFss2019,
  type Fss2019Evaluation,
  type Fss2019Recommendation,
  type FssEvaluation,
  type FssRecommendation,
} from '../fss/index.ts';
import { lustreEdition, recommendLustre, type LustreEvaluation, type LustreRecommendation } from '../lustre/index.ts';
import type { ServiceId } from './types.ts';
import { limitUsesOf, type LimitUse, type PlanWarning } from '../results/parts.ts';
import type { BvRequirement, Catalogs, Chosen, DioRequirement, FssRequirement, LustreRequirement, Pricing } from '../scenario/schema.ts';
import { msToUs, usToMs } from '../units.ts';
import type { WorkloadShape } from '../calibration/workloadShape.ts';

export type FssPlanned = FssEvaluation | Fss2019Evaluation | FssRecommendation | Fss2019Recommendation;

/**
 * The key a calibration matches a File Storage design by: the mount targets' type × count, or
 * `capacity-scaled` for the 2019 edition, which has none (`designKey`). A planner rule.
 */
export function fssDesignKey(r: FssPlanned): string {
  const e = 'evaluation' in r ? r.evaluation : r;
  return designKey({ service: 'file-storage', fss: 'model' in e ? null : { mountTargets: e.mountTargets, mountTargetType: e.mountTargetType } });
}

/** The limits a File Storage plan weighs, as uses (`limitUsesOf`), for a calibration to compare. */
export const fssLimits = (r: FssPlanned): readonly LimitUse[] => limitUsesOf(r);

/** The key a calibration matches a Block Volume design by: volumes × size (GB) at a level (`designKey`). */
export function bvDesignKey(r: BvEvaluation | BvRecommendation): string {
  return designKey({ service: 'block-volume', bv: r.design });
}

/** The limits a Block Volume plan weighs, as uses (`limitUsesOf`), for a calibration to compare. */
export const bvLimits = (r: BvEvaluation | BvRecommendation): readonly LimitUse[] => limitUsesOf(r);

/** The key a calibration matches a Dense I/O design by: the shape and the RAID level (`designKey`). */
export function dioDesignKey(r: DioEvaluation | DioRecommendation): string {
  return designKey({ service: 'dense-io', dio: r.design });
}

/** The limits a Dense I/O plan weighs, as uses (`limitUsesOf`), for a calibration to compare. */
export const dioLimits = (r: DioEvaluation | DioRecommendation): readonly LimitUse[] => limitUsesOf(r);

/** The key a calibration matches a Lustre design by: tier (MB/s per TB) × capacity (TiB) (`designKey`). */
export function lustreDesignKey(r: LustreEvaluation | LustreRecommendation): string {
  return designKey({ service: 'lustre', lustre: r.design });
}

/** The limits a Lustre plan weighs, as uses (`limitUsesOf`), for a calibration to compare. */
export const lustreLimits = (r: LustreEvaluation | LustreRecommendation): readonly LimitUse[] => limitUsesOf(r);

/**
 * Dense I/O with the measured latency in place of the stated bound: the evaluation's latency,
 * and the latency asked checked against what was measured (`latency`, variant `measured`).
 */
export function dioWithLatency(r: DioRecommendation, latencyUs: number, maxLatencyUs: number | undefined): DioRecommendation {
  const warnings: PlanWarning[] = r.warnings.filter((w) => w.id !== 'latency');
  if (maxLatencyUs !== undefined && maxLatencyUs < latencyUs) {
    warnings.push({ id: 'latency', severity: 'warning', params: { variant: 'measured', maxLatencyUs, promisedUs: latencyUs }, sources: [] });
  }
  return { ...r, evaluation: { ...r.evaluation, latencyUs }, warnings };
}

/**
 * A Dense I/O evaluation with a measured latency (`latencyUs`, µs) in place of the stated bound
 * (oci-2019-10: under 100 µs); nothing else changes, since its model has no concurrency part.
 */
export function dioEvaluationWithLatency(e: DioEvaluation, latencyUs: number): DioEvaluation {
  return { ...e, latencyUs };
}

/** The four services' requirements as a comparison derives them, and whether it gives a latency of its own for each. */
export interface ServiceRequirements {
  readonly fss: FssRequirement;
  readonly fssMountTargets: boolean;
  readonly bv: BvRequirement;
  /** The capacity a comparison asked, GB, when `bv.capacityGB` was capped to the schema's bound (`bvRequirementOf`). */
  readonly bvCapacityAskedGB?: number;
  readonly dio: DioRequirement;
  /** How a comparison plans Dense I/O beyond its requirement: the hosts and the RAID rule (`dioPlanOf`). */
  readonly dioPlan?: DioPlanOptions;
  /**
   * Dense I/O holds the data for clients it cannot replace (`clientsReplaceable`): where one host
   * does not carry it, as many hosts as its `more-instances` remedy names, the data split across them.
   */
  readonly dioSpread?: boolean;
  readonly lustre: LustreRequirement;
  /** Designs the user chose, weighed in place of the recommendation (`scenario/compare.ts`). */
  readonly chosen?: Chosen | undefined;
}

export interface PlannedServices {
  readonly fss: FssRecommendation | Fss2019Recommendation;
  readonly bv: BvRecommendation;
  readonly dio: DioRecommendation;
  readonly lfs: LustreRecommendation;
  readonly calibration: CalibrationUse | null;
}

/**
 * The four recommendations of a comparison, the calibrated service's planned with the measured
 * latency where it applies (`withCalibration`); the others exactly as without a calibration.
 */
export function planServices(
  req: ServiceRequirements,
  ids: Required<Catalogs>,
  pricing: Pricing | undefined,
  c: Calibration | null | undefined,
  shapeOf: () => WorkloadShape,
): PlannedServices {
  const withLatency = <R extends { readonly latencyMs?: number | undefined }>(r: R, latencyUs: number | null): R =>
    latencyUs === null ? r : { ...r, latencyMs: usToMs(latencyUs) };
  const planFss = (latencyUs: number | null) =>
    req.fssMountTargets
      ? recommendFileStorage(ids.fileStorage, withLatency(req.fss, latencyUs), pricing, req.chosen?.fileStorage)!
      : recommendFss2019(withLatency(req.fss, latencyUs), pricing);
  const planBv = (latencyUs: number | null) =>
    recommendBlockVolume(ids.blockVolume, withLatency(req.bv, latencyUs), pricing, req.chosen?.blockVolume, req.bvCapacityAskedGB)!;
  const dioPlain = recommendDenseIoSpread(ids.denseIo, req.dio, pricing, req.dioPlan, req.chosen?.denseIo, req.dioSpread === true);
  const planDio = (latencyUs: number | null) => (latencyUs === null ? dioPlain : dioWithLatency(dioPlain, latencyUs, req.dio.maxLatencyUs));
  const planLustre = (latencyUs: number | null) => recommendLustre(ids.lustre, withLatency(req.lustre, latencyUs), pricing, req.chosen?.lustre);
  // Without a calibration (every keystroke but a calibrated one): the four plans, nothing more.
  if (!c) return { fss: planFss(null), bv: planBv(null), dio: dioPlain, lfs: planLustre(null), calibration: null };

  const shape = shapeOf();
  const at = (service: ServiceId, catalog: string, latencyEntered: boolean, modelLatencyUs: number): CalibrationPlace => ({
    service,
    catalog,
    shape,
    latencyEntered,
    modelLatencyUs,
  });
  const fss = withCalibration(
    c,
    at('file-storage', ids.fileStorage, req.fss.latencyMs !== undefined, msToUs(latencyFacts.fssMs.value)),
    planFss,
    fssDesignKey,
    fssLimits,
  );
  const bv = withCalibration(
    c,
    at('block-volume', ids.blockVolume, req.bv.latencyMs !== undefined, msToUs(latencyFacts.bvMs.value)),
    planBv,
    bvDesignKey,
    bvLimits,
  );
  const dio = withCalibration(c, at('dense-io', ids.denseIo, false, dioPlain.evaluation.latencyUs), planDio, dioDesignKey, dioLimits);
  const lfs = withCalibration(
    c,
    at('lustre', ids.lustre, req.lustre.latencyMs !== undefined, msToUs(lustreEdition(ids.lustre).latencyMs.value)),
    planLustre,
    lustreDesignKey,
    lustreLimits,
  );
  return { fss: fss.result, bv: bv.result, dio: dio.result, lfs: lfs.result, calibration: fss.use ?? bv.use ?? dio.use ?? lfs.use };
}

/**
 * Dense I/O as a comparison plans it: with `spread` (the clients stay on their own hosts, so the
 * data may spread over as many Dense I/O hosts as it needs), a plan one host cannot carry is planned
 * again on the host count its `more-instances` remedy names. The one rule for a comparison and a
 * workload of a plan sent to Dense I/O.
 */
export function recommendDenseIoSpread(
  catalogId: string,
  dio: DioRequirement,
  pricing: Pricing | undefined,
  plan: DioPlanOptions | undefined,
  chosen: Chosen['denseIo'] | undefined,
  spread: boolean,
): DioRecommendation {
  const first = recommendDenseIo(catalogId, dio, pricing, plan, chosen)!;
  const more = spread && !first.feasible ? first.remedies.find((m) => m.code === 'more-instances') : undefined;
  if (!more) return first;
  return recommendDenseIo(catalogId, dio, pricing, { ...plan, hosts: { count: Number(more.params.instances), ocpus: null, memoryGB: null } }, chosen)!;
}
