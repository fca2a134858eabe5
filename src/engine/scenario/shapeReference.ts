/**
 * The instance shape a scenario names (the clients', or the instance Block Volume attaches to),
 * with the path of its field: the parser refuses a shape the catalog lacks (`unknownShape`).
 */
import { findShape } from '../../catalog/shapes.ts';
import type { Scenario } from './schema.ts';

/**
 * The instance shape a scenario names and the path of its field (`requirement.clientShape`,
 * `design.instanceShape`, `workloads.<i>.requirement.clientShape` …); an empty path and no shape for Dense I/O, which names none.
 */
export function shapeReference(s: Scenario): readonly [path: string, shape: string | undefined] {
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
    case 'workloads': {
      // The first shape the catalog lacks, else the first named (each workload's own path).
      const named = s.workloads
        .map((w, i) => [`workloads.${i}.requirement.clientShape`, w.requirement.clientShape] as const)
        .filter(([, shape]) => shape !== undefined);
      return named.find(([, shape]) => !findShape(shape!)) ?? named[0] ?? ['', undefined];
    }
  }
}
