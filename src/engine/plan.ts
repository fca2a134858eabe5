/**
 * One entry point for a validated scenario: dispatch on service and mode.
 */
import { findShape, fssEditions, instanceShapes } from '../catalog/index.ts';
import { evaluateBlockVolume, findLevel, bvEdition, recommendBlockVolume } from './bv/index.ts';
import { compareServices } from './compare.ts';
import { evaluateDenseIo, recommendDenseIo } from './denseIo.ts';
import { evaluateFileStorage, recommendFileStorage } from './fss/index.ts';
import { evaluateFss2019, recommendFss2019 } from './fss/index.ts';
import { evaluateLustre, recommendLustre } from './lustre/index.ts';
import type { IssueCode, IssueParams, Scenario, ScenarioIssue } from './scenario.ts';
import { defaultCatalogs } from '../catalog/index.ts';

export type PlanOutcome = { readonly ok: true; readonly result: PlanResult } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

export type PlanResult =
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
  | ReturnType<typeof compareServices>;

const fail = (path: string, code: IssueCode, params: IssueParams): PlanOutcome => ({ ok: false, issues: [{ path, code, params }] });

/** Where a scenario names an instance shape (a client, or a Block Volume host), and which. */
function shapeReference(s: Scenario): readonly [path: string, shape: string | undefined] {
  switch (s.service) {
    case 'file-storage':
      return s.mode === 'evaluate' ? ['workload.clientShape', s.workload.clientShape] : ['requirement.clientShape', s.requirement.clientShape];
    case 'block-volume':
      return s.mode === 'evaluate' ? ['design.instanceShape', s.design.instanceShape] : ['requirement.instanceShape', s.requirement.instanceShape];
    case 'compare':
      return ['requirement.clientShape', s.requirement.clientShape];
    case 'lustre':
      return s.mode === 'evaluate' ? ['workload.clientShape', s.workload.clientShape] : ['requirement.clientShape', s.requirement.clientShape];
    case 'dense-io':
      return ['', undefined];
  }
}

/**
 * Plans a scenario that passed `parseScenario`. References the schema cannot check (a shape,
 * a performance level, a mount-target type the edition lacks) come back as issues, never throws.
 */
export function planScenario(s: Scenario): PlanOutcome {
  const pricing = s.pricing;
  // An unknown shape would otherwise drop the client-network or per-instance checks without a word.
  const [shapePath, shape] = shapeReference(s);
  if (shape !== undefined && !findShape(shape)) {
    return fail(shapePath, 'unknownShape', { shape, allowed: instanceShapes.map((x) => x.id) });
  }
  switch (s.service) {
    case 'file-storage': {
      const id = s.catalog ?? defaultCatalogs.fileStorage;
      const capacityScaled = fssEditions[id].kind === 'capacity-scaled';
      if (s.mode === 'evaluate') {
        if (capacityScaled) {
          const gb = s.design.capacityGB ?? s.workload.capacityGB;
          if (gb === undefined || gb <= 0) return fail('design.capacityGB', 'needsCapacity', { edition: id });
          return { ok: true, result: evaluateFss2019(gb, s.workload, pricing) };
        }
        const r = evaluateFileStorage(id, s.design, s.workload, pricing);
        return r
          ? { ok: true, result: r }
          : fail('design.mountTargetType', 'noMountTargetType', {
              edition: id,
              type: s.design.mountTargetType ?? 'standard',
              allowed: Object.keys(fssEditions[id].kind === 'mount-target' ? (fssEditions[id] as { mountTargets: object }).mountTargets : {}),
            });
      }
      if (capacityScaled) return { ok: true, result: recommendFss2019(s.requirement, pricing) };
      const r = recommendFileStorage(id, s.requirement, pricing);
      return r
        ? { ok: true, result: r }
        : fail('requirement.mountTargetType', 'noMountTargetType', {
            edition: id,
            type: s.requirement.mountTargetType ?? 'standard',
            allowed: Object.keys(fssEditions[id].kind === 'mount-target' ? (fssEditions[id] as { mountTargets: object }).mountTargets : {}),
          });
    }
    case 'block-volume': {
      const edition = bvEdition(s.catalog)!;
      if (s.mode === 'evaluate') {
        if (!findLevel(edition, s.design.performanceLevel, s.design.vpusPerGB)) {
          return fail('design.performanceLevel', 'noPerformanceLevel', {
            edition: edition.id,
            level: s.design.performanceLevel ?? String(s.design.vpusPerGB ?? ''),
            allowed: edition.levels.map((l) => l.id),
          });
        }
        return { ok: true, result: evaluateBlockVolume(edition.id, s.design, s.workload, pricing)! };
      }
      if (s.requirement.performanceLevel && !findLevel(edition, s.requirement.performanceLevel)) {
        return fail('requirement.performanceLevel', 'noPerformanceLevel', {
          edition: edition.id,
          level: s.requirement.performanceLevel,
          allowed: edition.levels.map((l) => l.id),
        });
      }
      return { ok: true, result: recommendBlockVolume(edition.id, s.requirement, pricing)! };
    }
    case 'dense-io': {
      if (s.mode === 'evaluate') {
        const r = evaluateDenseIo(s.catalog, s.design, s.workload, pricing);
        return r ? { ok: true, result: r } : fail('design.shape', 'noShape', { edition: s.catalog ?? defaultCatalogs.denseIo, shape: s.design.shape });
      }
      return { ok: true, result: recommendDenseIo(s.catalog, s.requirement, pricing)! };
    }
    case 'lustre':
      return {
        ok: true,
        result: s.mode === 'evaluate' ? evaluateLustre(s.catalog, s.design, s.workload, pricing) : recommendLustre(s.catalog, s.requirement, pricing),
      };
    case 'compare': {
      const id = s.catalogs?.fileStorage ?? defaultCatalogs.fileStorage;
      const type = s.requirement.mountTargetType;
      const edition = fssEditions[id];
      if (type && edition.kind === 'mount-target' && !edition.mountTargets[type]) {
        return fail('requirement.mountTargetType', 'noMountTargetType', { edition: id, type, allowed: Object.keys(edition.mountTargets) });
      }
      return { ok: true, result: compareServices(s.requirement, s.catalogs, pricing) };
    }
  }
}
