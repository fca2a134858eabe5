/**
 * One entry point for a validated scenario: dispatch on service and mode.
 */
import { planDailyProfile, type DailyProfilePlan } from './profile/index.ts';
import { findShape, fssEditions, instanceShapes } from '../catalog/index.ts';
import { evaluateBlockVolume, findLevel, bvEdition, recommendBlockVolume } from './bv/index.ts';
import { compareServices, rankedAsAsked } from './compare/index.ts';
import { demandOfOwn, planOneServiceOverTime, planOverTime, type OverTimePlan, type OwnRequirement } from './growth/index.ts';
import type { Planned } from './growth/services.ts';
import type { FssDesignPlan } from './fss/index.ts';
import { evaluateDenseIo, recommendDenseIo } from './dio/index.ts';
import { evaluateFileStorage, recommendFileStorage } from './fss/index.ts';
import { evaluateFss2019, recommendFss2019 } from './fss/index.ts';
import { evaluateLustre, lustreEdition, recommendLustre } from './lustre/index.ts';
import type { Catalogs, Chosen, IssueCode, IssueParams, Scenario, ScenarioIssue } from './scenario/schema.ts';
import { defaultCatalogs, latencyFacts } from '../catalog/index.ts';
import { calibrationUse, withCalibration, type CalibrationPlace, type CalibrationUse } from './calibration/index.ts';
import { scenarioShape } from './calibration/workloadShape.ts';
import { shapeReference } from './scenario/shapeReference.ts';
import {
  bvDesignKey,
  bvLimits,
  dioDesignKey,
  dioEvaluationWithLatency,
  dioLimits,
  dioWithLatency,
  fssDesignKey,
  fssLimits,
  lustreDesignKey,
  lustreLimits,
} from './compare/planServices.ts';
import type { LimitUse } from './results/parts.ts';
import { msToUs, usToMs } from './units.ts';
import { planWorkloads } from './workloads/index.ts';
import type { WorkloadsResult } from './workloads/types.ts';

export type PlanOutcome = { readonly ok: true; readonly result: PlanResult } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** A plan with what became of the scenario's fio calibration, when it has one (`calibration.ts`). */
export type Calibrated<T> = T & { readonly calibration?: CalibrationUse };

export type PlanResult = Calibrated<
  | (OneServiceRecommendation & OverTimeParts)
  | NonNullable<ReturnType<typeof evaluateFileStorage>>
  | ReturnType<typeof evaluateFss2019>
  | NonNullable<ReturnType<typeof recommendFileStorage>>
  | ReturnType<typeof recommendFss2019>
  | NonNullable<ReturnType<typeof evaluateBlockVolume>>
  | NonNullable<ReturnType<typeof recommendBlockVolume>>
  | NonNullable<ReturnType<typeof evaluateDenseIo>>
  | NonNullable<ReturnType<typeof recommendDenseIo>>
  | ReturnType<typeof evaluateLustre>
  | ReturnType<typeof recommendLustre>
  | OverTimeCompare
  | WorkloadsResult
>;

/**
 * A comparison, with its plan over time when the scenario carries `growth` (`growth/`) and its
 * daily profile's costs when it carries `profile` (`profile/`).
 */
export type OverTimeCompare = ReturnType<typeof compareServices> & { readonly overTime?: OverTimePlan; readonly profile?: DailyProfilePlan };

type At = Omit<CalibrationPlace, 'shape'>;
const fssAt = (catalog: string, latencyMs: number | undefined): At => ({
  service: 'file-storage',
  catalog,
  latencyEntered: latencyMs !== undefined,
  modelLatencyUs: msToUs(latencyFacts.fssMs.value),
});
const bvAt = (catalog: string, latencyMs: number | undefined): At => ({
  service: 'block-volume',
  catalog,
  latencyEntered: latencyMs !== undefined,
  modelLatencyUs: msToUs(latencyFacts.bvMs.value),
});

/**
 * One service's plan under the scenario's calibration: `plan` takes the latency to plan with
 * (`{ latencyMs }` measured, or `{}` for the model's) and the result says what became of it.
 */
function calibrated<T extends PlanResult>(
  s: Scenario,
  at: At,
  plan: (latency: { latencyMs?: number }) => T,
  keyOf: (r: T) => string,
  limitsOf: (r: T) => readonly LimitUse[],
): PlanOutcome {
  const c = 'calibration' in s ? s.calibration : undefined;
  if (!c) return { ok: true, result: plan({}) };
  if (c.service !== at.service) {
    // A run of another service says nothing about this one.
    const result = plan({});
    return { ok: true, result: { ...result, calibration: calibrationUse(c, 'other-service', at.modelLatencyUs, null) } };
  }
  const { result, use } = withCalibration(c, { ...at, shape: scenarioShape(s) }, (us) => plan(us === null ? {} : { latencyMs: usToMs(us) }), keyOf, limitsOf);
  return { ok: true, result: use ? { ...result, calibration: use } : result };
}

const fail = (path: string, code: IssueCode, params: IssueParams): PlanOutcome => ({ ok: false, issues: [{ path, code, params }] });

/** Where a scenario names an instance shape (a client, or a Block Volume host), and which. */

/**
 * Plans a scenario that passed `parseScenario`. References the schema cannot check (a shape,
 * a performance level, a mount-target type the edition lacks) come back as issues, never throws.
 * `chosen` (a comparison's chosen designs, already parsed): a one-service recommendation plans
 * that service's chosen design in its place, as the comparison does (a comparison reads its own).
 */
export function planScenario(s: Scenario, chosen?: Chosen): PlanOutcome {
  const out = planToday(s, chosen);
  if (!out.ok || s.mode !== 'recommend' || s.service === 'compare' || s.service === 'workloads' || (!s.growth && !s.profile)) return out;
  return { ok: true, result: withOverTime(s, out.result as OneServiceRecommendation) };
}

/** A one-service recommendation, as `planToday` gives it. */
type OneServiceRecommendation = Calibrated<Exclude<Planned, FssDesignPlan>>;

const families = { 'file-storage': 'fileStorage', 'block-volume': 'blockVolume', 'dense-io': 'denseIo', lustre: 'lustre' } as const;

/**
 * A one-service recommend with `growth` or `profile`, planned over time as a comparison is
 * (issue 36: growth on any plan): the service's months (`planOneServiceOverTime`) and the
 * day's costs (`planDailyProfile`, on the requirement's demand the comparison's way), on the
 * scenario's catalog for its service and the defaults for the others.
 */
function withOverTime(
  s: Extract<Scenario, { mode: 'recommend'; service: OwnRequirement['service'] }>,
  today: OneServiceRecommendation,
): OneServiceRecommendation & OverTimeParts {
  const own = { service: s.service, requirement: s.requirement } as OwnRequirement;
  const ids: Required<Catalogs> = { ...defaultCatalogs, ...(s.catalog ? { [families[s.service]]: s.catalog } : {}) };
  const calibration = today.calibration ? { calibration: today.calibration } : {};
  return {
    ...today,
    ...(s.growth ? { overTime: planOneServiceOverTime(own, s.growth, today, ids, s.pricing, calibration) } : {}),
    ...(s.profile ? { profile: planDailyProfile(demandOfOwn(own), s.profile, ids, s.pricing) } : {}),
  };
}

/** What a plan over time adds to a result: its months (`growth`) and its day (`profile`). */
export interface OverTimeParts {
  readonly overTime?: OverTimePlan;
  readonly profile?: DailyProfilePlan;
}

/** Today's plan of a scenario: an unknown shape is an issue; else dispatch on service. */
function planToday(s: Scenario, chosen?: Chosen): PlanOutcome {
  // An unknown shape would otherwise drop the client-network or per-instance checks without a word.
  const [shapePath, shape] = shapeReference(s);
  if (shape !== undefined && !findShape(shape)) {
    return fail(shapePath, 'unknownShape', { shape, allowed: instanceShapes.map((x) => x.id) });
  }
  switch (s.service) {
    case 'file-storage':
      return planFileStorage(s, chosen);
    case 'block-volume':
      return planBlockVolume(s, chosen);
    case 'dense-io':
      return planDenseIo(s, chosen);
    case 'lustre':
      return planLustre(s, chosen);
    case 'compare':
      return planCompare(s);
    case 'workloads':
      return { ok: true, result: planWorkloads(s) };
  }
}

type Of<S extends Scenario['service']> = Extract<Scenario, { service: S }>;

/** File Storage, either mode: capacity-scaled (2019) or by mount targets; a type the edition lacks is an issue. */
function planFileStorage(s: Of<'file-storage'>, chosen: Chosen | undefined): PlanOutcome {
  const pricing = s.pricing;
  const id = s.catalog ?? defaultCatalogs.fileStorage;
  const capacityScaled = fssEditions[id].kind === 'capacity-scaled';
  if (s.mode === 'evaluate') {
    if (capacityScaled) {
      const gb = s.design.capacityGB ?? s.workload.capacityGB;
      if (gb === undefined || gb <= 0) return fail('design.capacityGB', 'needsCapacity', { edition: id });
      return calibrated(s, fssAt(id, s.workload.latencyMs), (w) => evaluateFss2019(gb, { ...s.workload, ...w }, pricing), fssDesignKey, fssLimits);
    }
    const r = evaluateFileStorage(id, s.design, s.workload, pricing);
    return r
      ? calibrated(
          s,
          fssAt(id, s.workload.latencyMs),
          (w) => (w.latencyMs === undefined ? r : evaluateFileStorage(id, s.design, { ...s.workload, ...w }, pricing)!),
          fssDesignKey,
          fssLimits,
        )
      : fail('design.mountTargetType', 'noMountTargetType', {
          edition: id,
          type: s.design.mountTargetType ?? 'standard',
          allowed: Object.keys(fssEditions[id].kind === 'mount-target' ? (fssEditions[id] as { mountTargets: object }).mountTargets : {}),
        });
  }
  if (capacityScaled)
    return calibrated(s, fssAt(id, s.requirement.latencyMs), (w) => recommendFss2019({ ...s.requirement, ...w }, pricing), fssDesignKey, fssLimits);
  const r = recommendFileStorage(id, s.requirement, pricing, chosen?.fileStorage);
  return r
    ? calibrated(
        s,
        fssAt(id, s.requirement.latencyMs),
        (w) => (w.latencyMs === undefined ? r : recommendFileStorage(id, { ...s.requirement, ...w }, pricing, chosen?.fileStorage)!),
        fssDesignKey,
        fssLimits,
      )
    : fail('requirement.mountTargetType', 'noMountTargetType', {
        edition: id,
        type: s.requirement.mountTargetType ?? 'standard',
        allowed: Object.keys(fssEditions[id].kind === 'mount-target' ? (fssEditions[id] as { mountTargets: object }).mountTargets : {}),
      });
}

/** Block Volume, either mode; a performance level the edition lacks is an issue. */
function planBlockVolume(s: Of<'block-volume'>, chosen: Chosen | undefined): PlanOutcome {
  const pricing = s.pricing;
  const edition = bvEdition(s.catalog)!;
  if (s.mode === 'evaluate') {
    if (!findLevel(edition, s.design.performanceLevel, s.design.vpusPerGB)) {
      return fail('design.performanceLevel', 'noPerformanceLevel', {
        edition: edition.id,
        level: s.design.performanceLevel ?? String(s.design.vpusPerGB ?? ''),
        allowed: edition.levels.map((l) => l.id),
      });
    }
    const at = bvAt(edition.id, s.workload.latencyMs);
    return calibrated(s, at, (w) => evaluateBlockVolume(edition.id, s.design, { ...s.workload, ...w }, pricing)!, bvDesignKey, bvLimits);
  }
  if (s.requirement.performanceLevel && !findLevel(edition, s.requirement.performanceLevel)) {
    return fail('requirement.performanceLevel', 'noPerformanceLevel', {
      edition: edition.id,
      level: s.requirement.performanceLevel,
      allowed: edition.levels.map((l) => l.id),
    });
  }
  const at = bvAt(edition.id, s.requirement.latencyMs);
  return calibrated(s, at, (w) => recommendBlockVolume(edition.id, { ...s.requirement, ...w }, pricing, chosen?.blockVolume)!, bvDesignKey, bvLimits);
}

/** Dense I/O, either mode; a shape the edition lacks is an issue. A calibration's latency replaces the edition's. */
function planDenseIo(s: Of<'dense-io'>, chosen: Chosen | undefined): PlanOutcome {
  const pricing = s.pricing;
  if (s.mode === 'evaluate') {
    const r = evaluateDenseIo(s.catalog, s.design, s.workload, pricing);
    if (!r) return fail('design.shape', 'noShape', { edition: s.catalog ?? defaultCatalogs.denseIo, shape: s.design.shape });
    const dioAt = { service: 'dense-io', catalog: r.catalog, latencyEntered: false, modelLatencyUs: r.latencyUs } as const;
    return calibrated(s, dioAt, (w) => (w.latencyMs === undefined ? r : dioEvaluationWithLatency(r, msToUs(w.latencyMs))), dioDesignKey, dioLimits);
  }
  const rec = recommendDenseIo(s.catalog, s.requirement, pricing, {}, chosen?.denseIo)!;
  const dioAt = { service: 'dense-io', catalog: rec.catalog, latencyEntered: false, modelLatencyUs: rec.evaluation.latencyUs } as const;
  const measured = (w: { latencyMs?: number }) => (w.latencyMs === undefined ? rec : dioWithLatency(rec, msToUs(w.latencyMs), s.requirement.maxLatencyUs));
  return calibrated(s, dioAt, measured, dioDesignKey, dioLimits);
}

/** Lustre, either mode. */
function planLustre(s: Of<'lustre'>, chosen: Chosen | undefined): PlanOutcome {
  const pricing = s.pricing;
  const at = { service: 'lustre', catalog: lustreEdition(s.catalog).id, modelLatencyUs: msToUs(lustreEdition(s.catalog).latencyMs.value) } as const;
  return s.mode === 'evaluate'
    ? calibrated(
        s,
        { ...at, latencyEntered: s.workload.latencyMs !== undefined },
        (w) => evaluateLustre(s.catalog, s.design, { ...s.workload, ...w }, pricing),
        lustreDesignKey,
        lustreLimits,
      )
    : calibrated(
        s,
        { ...at, latencyEntered: s.requirement.latencyMs !== undefined },
        (w) => recommendLustre(s.catalog, { ...s.requirement, ...w }, pricing, chosen?.lustre),
        lustreDesignKey,
        lustreLimits,
      );
}

/** A comparison, with its plan over time (`growth`) and its day (`profile`) when asked; a mount-target type the edition lacks is an issue. */
function planCompare(s: Of<'compare'>): PlanOutcome {
  const pricing = s.pricing;
  const id = s.catalogs?.fileStorage ?? defaultCatalogs.fileStorage;
  const type = s.requirement.mountTargetType;
  const edition = fssEditions[id];
  if (type && edition.kind === 'mount-target' && !Object.hasOwn(edition.mountTargets, type)) {
    return fail('requirement.mountTargetType', 'noMountTargetType', { edition: id, type, allowed: Object.keys(edition.mountTargets) });
  }
  const today = compareServices(s.requirement, s.catalogs, pricing, s.calibration, s.chosen);
  const profile = s.profile ? { profile: planDailyProfile(s.requirement, s.profile, s.catalogs, pricing) } : {};
  if (!s.growth) return { ok: true, result: { ...today, ...profile } };
  const overTime = planOverTime(s.requirement, s.growth, today, pricing);
  return { ok: true, result: { ...rankedAsAsked(today, overTime), overTime, ...profile } };
}
