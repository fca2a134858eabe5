/**
 * The requirement a deployed design is weighed against, from a scenario: a comparison's
 * requirement as it is; a one-service recommend's as the comparison reads it (its demand the
 * comparison's way, `demandOfOwn`, with its clients, concurrency and target); its catalog,
 * pricing and growth. An evaluate scenario states no demand, a plan of several workloads more
 * than one: neither gives one requirement (null, with the reason's code).
 */
import { demandOfOwn } from '../growth/index.ts';
import type { Catalogs, CompareRequirement, Scenario } from '../scenario/schema.ts';
import type { EvaluateOptions } from './evaluate.ts';

export type DeployedRequirement =
  | { readonly ok: true; readonly requirement: CompareRequirement; readonly options: EvaluateOptions }
  | { readonly ok: false; readonly code: 'evaluate-has-no-demand' | 'several-workloads' };

const families = { 'file-storage': 'fileStorage', 'block-volume': 'blockVolume', 'dense-io': 'denseIo', lustre: 'lustre' } as const;
const CARRIED = ['clients', 'clientShape', 'clientOcpus', 'threadsPerClient', 'queueDepth', 'targetUtilizationPercent', 'mountTargetType'] as const;

/** The requirement of a scenario that passed `parseScenario`, as a comparison states it. */
export function requirementOf(s: Scenario): DeployedRequirement {
  if (s.service === 'workloads') return { ok: false, code: 'several-workloads' };
  if (s.mode === 'evaluate') return { ok: false, code: 'evaluate-has-no-demand' };
  const common = { ...(s.pricing ? { pricing: s.pricing } : {}), ...(s.growth ? { growth: s.growth } : {}) };
  if (s.service === 'compare') return { ok: true, requirement: s.requirement, options: { ...common, ...(s.catalogs ? { catalogs: s.catalogs } : {}) } };
  const demand = demandOfOwn({ service: s.service, requirement: s.requirement } as Parameters<typeof demandOfOwn>[0]);
  const own = s.requirement as Record<string, unknown>;
  const carried: Record<string, unknown> = {};
  for (const k of CARRIED) if (own[k] !== undefined) carried[k] = own[k];
  const catalogs: Catalogs = s.catalog ? { [families[s.service]]: s.catalog } : {};
  return { ok: true, requirement: { ...demand, ...carried } as CompareRequirement, options: { ...common, catalogs } };
}
