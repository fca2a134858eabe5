/**
 * One entry point for a validated scenario: dispatch on service and mode.
 */
import { findShape, fssEditions, instanceShapes } from '../catalog/index.ts';
import { evaluateBlockVolume, findLevel, bvEdition, recommendBlockVolume } from './blockVolume.ts';
import { compareServices } from './compare.ts';
import { evaluateDenseIo, recommendDenseIo } from './denseIo.ts';
import { evaluateFileStorage, recommendFileStorage } from './fileStorage.ts';
import { evaluateFss2019, recommendFss2019 } from './fss2019.ts';
import { evaluateLustre, recommendLustre } from './lustre/index.ts';
import type { Scenario, ScenarioIssue } from './scenario.ts';
import { defaultCatalogs } from '../catalog/index.ts';

export type PlanOutcome =
  | { readonly ok: true; readonly result: PlanResult }
  | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

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

const fail = (path: string, message: string): PlanOutcome => ({ ok: false, issues: [{ path, message }] });

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
    return fail(shapePath, `no instance shape ${shape} in the catalog; choose one of ${instanceShapes.map((x) => x.id).join(', ')}`);
  }
  switch (s.service) {
    case 'file-storage': {
      const id = s.catalog ?? defaultCatalogs.fileStorage;
      const capacityScaled = fssEditions[id].kind === 'capacity-scaled';
      if (s.mode === 'evaluate') {
        if (capacityScaled) {
          const gb = s.design.capacityGB ?? s.workload.capacityGB;
          if (gb === undefined || gb <= 0) return fail('design.capacityGB', 'the fss-2019-10 edition scales with stored data: give design.capacityGB');
          return { ok: true, result: evaluateFss2019(gb, s.workload, pricing) };
        }
        const r = evaluateFileStorage(id, s.design, s.workload, pricing);
        return r ? { ok: true, result: r } : fail('design.mountTargetType', `${id} has no ${s.design.mountTargetType ?? 'standard'} mount target`);
      }
      if (capacityScaled) return { ok: true, result: recommendFss2019(s.requirement, pricing) };
      const r = recommendFileStorage(id, s.requirement, pricing);
      return r ? { ok: true, result: r } : fail('requirement.mountTargetType', `${id} has no ${s.requirement.mountTargetType} mount target`);
    }
    case 'block-volume': {
      const edition = bvEdition(s.catalog)!;
      if (s.mode === 'evaluate') {
        if (!findLevel(edition, s.design.performanceLevel, s.design.vpusPerGB)) {
          return fail('design.performanceLevel', `${edition.id} has no such performance level; choose one of ${edition.levels.map((l) => l.id).join(', ')}`);
        }
        return { ok: true, result: evaluateBlockVolume(edition.id, s.design, s.workload, pricing)! };
      }
      if (s.requirement.performanceLevel && !findLevel(edition, s.requirement.performanceLevel)) {
        return fail('requirement.performanceLevel', `${edition.id} has no performance level ${s.requirement.performanceLevel}; choose one of ${edition.levels.map((l) => l.id).join(', ')}`);
      }
      return { ok: true, result: recommendBlockVolume(edition.id, s.requirement, pricing)! };
    }
    case 'dense-io': {
      if (s.mode === 'evaluate') {
        const r = evaluateDenseIo(s.catalog, s.design, s.workload, pricing);
        return r ? { ok: true, result: r } : fail('design.shape', `${s.catalog ?? defaultCatalogs.denseIo} has no shape ${s.design.shape}`);
      }
      return { ok: true, result: recommendDenseIo(s.catalog, s.requirement, pricing)! };
    }
    case 'lustre':
      return { ok: true, result: s.mode === 'evaluate' ? evaluateLustre(s.catalog, s.design, s.workload, pricing) : recommendLustre(s.catalog, s.requirement, pricing) };
    case 'compare': {
      const id = s.catalogs?.fileStorage ?? defaultCatalogs.fileStorage;
      const type = s.requirement.mountTargetType;
      const edition = fssEditions[id];
      if (type && edition.kind === 'mount-target' && !edition.mountTargets[type]) {
        return fail('requirement.mountTargetType', `${id} has no ${type} mount target; choose one of ${Object.keys(edition.mountTargets).join(', ')}`);
      }
      return { ok: true, result: compareServices(s.requirement, s.catalogs, pricing) };
    }
  }
}
