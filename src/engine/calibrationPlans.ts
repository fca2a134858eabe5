/**
 * Each service's side of a calibration (calibration.ts): the key of the design a plan holds,
 * the limits it weighs, and Dense I/O's measured latency (its model has no concurrency part:
 * the latency is a figure of the evaluation, checked against the latency asked).
 */
import { latencyFacts } from '../catalog/index.ts';
import { recommendBlockVolume, type BvEvaluation, type BvRecommendation } from './bv/index.ts';
import { designKey, withCalibration, type Calibration, type CalibrationUse } from './calibration.ts';
import { recommendDenseIo, type DioEvaluation, type DioRecommendation } from './denseIo.ts';
import {
  recommendFileStorage,
  recommendFss2019,
  type Fss2019Evaluation,
  type Fss2019Recommendation,
  type FssEvaluation,
  type FssRecommendation,
} from './fss/index.ts';
import { lustreEdition, recommendLustre, type LustreEvaluation, type LustreRecommendation } from './lustre/index.ts';
import type { LimitUse, PlanWarning } from './results.ts';
import type { BvRequirement, Catalogs, DioRequirement, FssRequirement, LustreRequirement, Pricing } from './scenario.ts';
import { msToUs, usToMs } from './units.ts';
import type { WorkloadShape } from './workloadShape.ts';

export type FssPlanned = FssEvaluation | Fss2019Evaluation | FssRecommendation | Fss2019Recommendation;

export function fssDesignKey(r: FssPlanned): string {
  const e = 'evaluation' in r ? r.evaluation : r;
  return designKey({ service: 'file-storage', fss: 'model' in e ? null : { mountTargets: e.mountTargets, mountTargetType: e.mountTargetType } });
}

export function fssLimits(r: FssPlanned): readonly LimitUse[] {
  return 'loads' in r ? r.loads : 'limits' in r ? r.limits : [];
}

export function bvDesignKey(r: BvEvaluation | BvRecommendation): string {
  return designKey({ service: 'block-volume', bv: r.design });
}

export const bvLimits = (r: BvEvaluation | BvRecommendation): readonly LimitUse[] => ('loads' in r ? r.loads : r.limits);

export function dioDesignKey(r: DioEvaluation | DioRecommendation): string {
  return designKey({ service: 'dense-io', dio: r.design });
}

export const dioLimits = (r: DioEvaluation | DioRecommendation): readonly LimitUse[] => ('loads' in r ? r.loads : r.limits);

export function lustreDesignKey(r: LustreEvaluation | LustreRecommendation): string {
  return designKey({ service: 'lustre', lustre: r.design });
}

export const lustreLimits = (r: LustreEvaluation | LustreRecommendation): readonly LimitUse[] => ('loads' in r ? r.loads : r.limits);

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

export function dioEvaluationWithLatency(e: DioEvaluation, latencyUs: number): DioEvaluation {
  return { ...e, latencyUs };
}

/** The four services' requirements as a comparison derives them, and whether it gives a latency of its own for each. */
export interface ServiceRequirements {
  readonly fss: FssRequirement;
  readonly fssMountTargets: boolean;
  readonly bv: BvRequirement;
  readonly dio: DioRequirement;
  readonly lustre: LustreRequirement;
}

export interface PlannedServices {
  readonly fss: FssRecommendation | Fss2019Recommendation;
  readonly bv: BvRecommendation;
  readonly dio: DioRecommendation;
  readonly lfs: LustreRecommendation;
  readonly calibration: CalibrationUse | null;
}

const usOf = (ms: number) => msToUs(ms);

/**
 * The four recommendations of a comparison, the calibrated service's planned with the measured
 * latency where it applies (`withCalibration`); the others exactly as without a calibration.
 */
export function planServices(
  req: ServiceRequirements,
  ids: Required<Catalogs>,
  pricing: Pricing | undefined,
  c: Calibration | null | undefined,
  shape: WorkloadShape,
): PlannedServices {
  const planFss = (latencyUs: number | null) => {
    const r = latencyUs === null ? req.fss : { ...req.fss, latencyMs: usToMs(latencyUs) };
    return req.fssMountTargets ? recommendFileStorage(ids.fileStorage, r, pricing)! : recommendFss2019(r, pricing);
  };
  const fss = withCalibration(
    c,
    {
      service: 'file-storage',
      shape,
      catalog: ids.fileStorage,
      latencyEntered: req.fss.latencyMs !== undefined,
      modelLatencyUs: usOf(latencyFacts.fssMs.value),
    },
    planFss,
    fssDesignKey,
    fssLimits,
  );
  const bv = withCalibration(
    c,
    { service: 'block-volume', shape, catalog: ids.blockVolume, latencyEntered: req.bv.latencyMs !== undefined, modelLatencyUs: usOf(latencyFacts.bvMs.value) },
    (latencyUs) => recommendBlockVolume(ids.blockVolume, latencyUs === null ? req.bv : { ...req.bv, latencyMs: usToMs(latencyUs) }, pricing)!,
    bvDesignKey,
    bvLimits,
  );
  const dioPlain = recommendDenseIo(ids.denseIo, req.dio, pricing)!;
  const dio = withCalibration(
    c,
    { service: 'dense-io', shape, catalog: ids.denseIo, latencyEntered: false, modelLatencyUs: dioPlain.evaluation.latencyUs },
    (latencyUs) => (latencyUs === null ? dioPlain : dioWithLatency(dioPlain, latencyUs, req.dio.maxLatencyUs)),
    dioDesignKey,
    dioLimits,
  );
  const lfs = withCalibration(
    c,
    {
      service: 'lustre',
      shape,
      catalog: ids.lustre,
      latencyEntered: req.lustre.latencyMs !== undefined,
      modelLatencyUs: usOf(lustreEdition(ids.lustre).latencyMs.value),
    },
    (latencyUs) => recommendLustre(ids.lustre, latencyUs === null ? req.lustre : { ...req.lustre, latencyMs: usToMs(latencyUs) }, pricing),
    lustreDesignKey,
    lustreLimits,
  );
  return { fss: fss.result, bv: bv.result, dio: dio.result, lfs: lfs.result, calibration: fss.use ?? bv.use ?? dio.use ?? lfs.use };
}
