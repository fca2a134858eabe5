/**
 * Scenario factories for the chart tests (builders and components): a compare scenario from a
 * few requirement fields, and its plan as the store computes it.
 */
import { compareServices, type Catalogs, type CompareRequirement, type CompareResult, type CompareScenario } from '../../../engine/index.ts';

export function makeScenario(requirement: Partial<CompareRequirement> = {}, catalogs?: Catalogs): CompareScenario {
  return {
    version: 2,
    mode: 'recommend',
    service: 'compare',
    requirement: { ioSizeKiB: 1024, readMBps: 2000, writeMBps: 500, capacityGB: 10_000, ...requirement },
    ...(catalogs ? { catalogs } : {}),
  };
}

export function planOf(scenario: CompareScenario): CompareResult {
  return compareServices(scenario.requirement, scenario.catalogs ?? {}, scenario.pricing);
}
