/**
 * File Storage, evaluate mode, for the mount-target editions (2023, 2024, current): what a
 * design of N mount targets of one type delivers for a workload shape, its bill and warnings.
 * The 2019 capacity-scaled edition is `edition2019.ts`.
 */
import { ownEntry } from '../../catalog/own.ts';
import { defaultCatalogs, fssEditions } from '../../catalog/index.ts';
import type { FssEdition, FssMountTargetEdition, MountTargetType, SourceId } from '../../catalog/types.ts';
import type { Concurrency } from '../clients/concurrency.ts';
import type { EvaluationBase, LimitUse, PlanWarning } from '../results/parts.ts';
import type { FssDesign, FssWorkload, Pricing } from '../scenario/schema.ts';
import { assignClients, type ClientAssignment } from './clients.ts';
import { fssCost } from './cost.ts';
import { loadFromWorkload, withOps, type FssLoad } from './load.ts';
import { deliverMountTargets, type FssDelivery } from './saturation.ts';
import { fssWarnings } from './warnings.ts';

export interface FssEvaluation extends Omit<FssDelivery, 'bottleneck'>, EvaluationBase<'file-storage'> {
  /** How the clients sit on the mount targets, when the number of clients is known. */
  readonly assignment: ClientAssignment | null;
  /** Operations in flight per client and the per-operation latency. */
  readonly concurrency: Concurrency;
}

/** The mount-target edition of a catalog id (the default when none is given), or undefined for the 2019 one. */
export function mountTargetEdition(id: string | undefined): FssMountTargetEdition | undefined {
  const edition = ownEntry<FssEdition>(fssEditions, id ?? defaultCatalogs.fileStorage);
  return edition?.kind === 'mount-target' ? edition : undefined;
}

/**
 * N mount targets of `type` under a load shape: the delivery at saturation (`saturation.ts`),
 * the bill, and the warnings (the caller's, when planning to a requirement).
 */
export function evaluateMountTargets(
  edition: FssMountTargetEdition,
  type: MountTargetType,
  mountTargets: number,
  load: FssLoad,
  options: { capacityGB?: number | undefined; pricing?: Pricing | undefined; clientShapeKnown: boolean; targetUtilization?: number; warnings?: PlanWarning[] },
): FssEvaluation {
  const delivery = deliverMountTargets(load, edition, type, mountTargets);
  const cost = fssCost(edition, type, mountTargets, options.capacityGB, options.pricing);
  const saturatedLoad = withOps(load, delivery.readOpsPerSecond, delivery.writeOpsPerSecond);
  const warnings =
    options.warnings ??
    fssWarnings({
      edition,
      type,
      mountTargets,
      load: saturatedLoad,
      capacityGB: options.capacityGB,
      cost,
      clientShapeKnown: options.clientShapeKnown,
      targetUtilization: options.targetUtilization ?? 1,
    });
  if (!delivery.feasible && delivery.opsPerSecond === 0 && delivery.metadataOpsPerSecond > 0) {
    warnings.unshift({
      id: 'metadata-exceeds',
      severity: 'critical',
      params: { count: mountTargets, mountTargets },
      sources: [edition.opCosts.readBase.source],
    });
  }
  // Field by field, not `...rest`: object rest and spread were the slowest step of a plan.
  const d = delivery;
  return {
    mountTargetType: d.mountTargetType,
    mountTargets: d.mountTargets,
    throughputMBps: d.throughputMBps,
    readMBps: d.readMBps,
    writeMBps: d.writeMBps,
    opsPerSecond: d.opsPerSecond,
    readOpsPerSecond: d.readOpsPerSecond,
    writeOpsPerSecond: d.writeOpsPerSecond,
    metadataOpsPerSecond: d.metadataOpsPerSecond,
    backendIops: d.backendIops,
    backendIopsPerReadOp: d.backendIopsPerReadOp,
    backendIopsPerWriteOp: d.backendIopsPerWriteOp,
    limits: d.limits,
    feasible: d.feasible,
    service: 'file-storage',
    catalog: edition.id,
    bottleneck: d.bottleneck.limit,
    explanation: d.bottleneck,
    cost,
    warnings,
    sources: sourcesOf(edition, delivery.limits),
    assignment: load.clients !== undefined ? assignClients(load.clients, mountTargets) : null,
    concurrency: load.concurrency,
  };
}

/** Evaluate mode: what a given design delivers for a workload shape. */
export function evaluateFileStorage(catalog: string | undefined, design: FssDesign, workload: FssWorkload, pricing?: Pricing): FssEvaluation | undefined {
  const edition = mountTargetEdition(catalog);
  if (!edition) return undefined;
  const type = design.mountTargetType ?? 'standard';
  if (!edition.mountTargets[type]) return undefined;
  return evaluateMountTargets(edition, type, design.mountTargets ?? 1, loadFromWorkload(workload), {
    capacityGB: workload.capacityGB,
    pricing,
    clientShapeKnown: workload.clientShape !== undefined,
  });
}

function sourcesOf(edition: FssMountTargetEdition, limits: readonly LimitUse[]): SourceId[] {
  const set = new Set<SourceId>(edition.sources);
  for (const l of limits) set.add(l.source);
  set.add(edition.opCosts.readBase.source);
  set.add('S-PRICE');
  return [...set];
}
