/**
 * File Storage planning, both directions, for the mount-target editions (2023, 2024, current).
 * The 2019 capacity-scaled edition lives in `fss2019.ts`.
 */
import { defaultCatalogs, fssEditions } from '../catalog/index.ts';
import type { FssMountTargetEdition, MountTargetType, SourceId } from '../catalog/types.ts';
import { instanceNetwork } from './clients.ts';
import { priceLines, type CostLineInput } from './cost.ts';
import { deliverMountTargets, type FssDelivery } from './fssEvaluate.ts';
import { defaultLimitFor } from './fssLimits.ts';
import { mountTargetLimits, withOps, type FssLoad } from './fssLoad.ts';
import { fssWarnings } from './fssWarnings.ts';
import { mountTargetLabels } from './fssWords.ts';
import { usd } from './format.ts';
import type { Bottleneck, Cost, LimitId, LimitUse, PlanWarning } from './results.ts';
import type { FssDesign, FssRequirement, FssWorkload, Pricing } from './scenario.ts';
import { ceilSafe, finite, mbpsToOps } from './units.ts';

export const DEFAULT_TARGET_UTILIZATION_PERCENT = 80;

export interface FssEvaluation extends Omit<FssDelivery, 'bottleneck'> {
  readonly service: 'file-storage';
  readonly catalog: string;
  /** The binding limit's id; `explanation` says it in words. */
  readonly bottleneck: LimitId;
  readonly explanation: Bottleneck;
  readonly cost: Cost;
  readonly warnings: readonly PlanWarning[];
  readonly sources: readonly SourceId[];
}

export interface FssOption {
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  readonly monthlyUSD: number;
  readonly withinDefaultLimit: boolean;
  readonly binding: LimitId;
}

export interface FssRecommendation {
  readonly service: 'file-storage';
  readonly mode: 'recommend';
  readonly catalog: string;
  readonly design: { readonly mountTargetType: MountTargetType; readonly mountTargets: number };
  /** What the design delivers at saturation for the requirement's shape. */
  readonly evaluation: FssEvaluation;
  /** Every limit of the design under the requirement itself (utilization, not saturation). */
  readonly loads: readonly LimitUse[];
  readonly targetUtilizationPercent: number;
  /** Why this type and count, in words. */
  readonly reason: string;
  readonly alternatives: readonly FssOption[];
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

export function mountTargetEdition(id: string | undefined): FssMountTargetEdition | undefined {
  const edition = fssEditions[(id ?? defaultCatalogs.fileStorage) as keyof typeof fssEditions];
  return edition?.kind === 'mount-target' ? edition : undefined;
}

interface ClientInput {
  clients?: number | undefined;
  clientShape?: string | undefined;
  clientOcpus?: number | undefined;
  nconnect?: number | undefined;
  inTransitEncryption?: boolean | undefined;
}

function clientPart(c: ClientInput) {
  const net = c.clientShape ? instanceNetwork(c.clientShape, c.clientOcpus) : null;
  return {
    clients: c.clients,
    clientMBps: c.clients !== undefined && net ? net.mbps : undefined,
    connectionsPerClient: c.nconnect ?? 1,
    inTransitEncryption: c.inTransitEncryption ?? false,
  };
}

/** A workload shape (read percent, I/O sizes, metadata rates) as a load of 100 data ops/s. */
export function loadFromWorkload(w: FssWorkload): FssLoad {
  return {
    readOps: w.readPercent,
    writeOps: 100 - w.readPercent,
    readIoSizeKiB: w.readIoSizeKiB ?? w.ioSizeKiB,
    writeIoSizeKiB: w.writeIoSizeKiB ?? w.ioSizeKiB,
    metadata: w.metadataOpsPerSecond,
    ...clientPart(w),
  };
}

/** A requirement as a load: operations are the larger of the IOPS asked and MB/s / I/O size. */
export function loadFromRequirement(r: FssRequirement): FssLoad {
  const readIo = r.readIoSizeKiB ?? r.ioSizeKiB;
  const writeIo = r.writeIoSizeKiB ?? r.ioSizeKiB;
  return {
    readOps: Math.max(r.readIops ?? 0, mbpsToOps(r.readMBps ?? 0, readIo)),
    writeOps: Math.max(r.writeIops ?? 0, mbpsToOps(r.writeMBps ?? 0, writeIo)),
    readIoSizeKiB: readIo,
    writeIoSizeKiB: writeIo,
    metadata: r.metadataOpsPerSecond,
    ...clientPart(r),
  };
}

/** Monthly cost: stored data, plus HPMT entitlement above the data (the larger is billed). */
export function fssCost(edition: FssMountTargetEdition, type: MountTargetType, mountTargets: number, capacityGB: number | undefined, pricing?: Pricing): Cost {
  const stored = capacityGB ?? 0;
  const entitlement = (edition.mountTargets[type]?.capacityEntitlementGB.value ?? 0) * mountTargets;
  const lines: CostLineInput[] = [{ label: 'File Storage capacity', key: 'fssStorageGBMonth', quantity: stored, unit: 'GB-month' }];
  if (entitlement > 0) {
    lines.push({ label: `${mountTargetLabels[type]} entitlement above stored data`, key: 'hpmtGBMonth', quantity: Math.max(0, entitlement - stored), unit: 'GB-month' });
  }
  return priceLines(lines, pricing);
}

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
  const warnings = options.warnings ?? fssWarnings({
    edition, type, mountTargets, load: saturatedLoad, capacityGB: options.capacityGB, cost,
    clientShapeKnown: options.clientShapeKnown, targetUtilization: options.targetUtilization ?? 1,
  });
  if (!delivery.feasible && delivery.opsPerSecond === 0 && delivery.metadataOpsPerSecond > 0) {
    warnings.unshift({
      id: 'metadata-exceeds',
      severity: 'critical',
      params: { count: mountTargets },
      message: `The metadata operations alone exceed what ${mountTargets} mount target(s) can carry: no data operations fit.`,
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

/**
 * Smallest count of one type that carries the load: for each limit, N = ceil(use of one
 * mount target / target utilization); hard limits (connections) at 100%. Client-network
 * limits do not depend on N and become warnings instead.
 */
export function mountTargetsNeeded(load: FssLoad, edition: FssMountTargetEdition, type: MountTargetType, targetUtilization: number): { count: number; binding: LimitId } {
  const limits = mountTargetLimits(load, edition, type, 1);
  let count = 1;
  let binding: LimitId = limits[0]?.id ?? 'backendIops';
  let worst = -1;
  for (const l of limits) {
    if (l.id === 'clientNetworkRead' || l.id === 'clientNetworkWrite') continue;
    const need = l.hard ? l.utilization : l.utilization / targetUtilization;
    if (need > worst) {
      worst = need;
      binding = l.id;
    }
    count = Math.max(count, ceilSafe(finite(need, 1)));
  }
  // No upper clamp: a count clamped below the need would be a design that silently falls short.
  // The largest requirement the schema accepts still gives a finite count.
  return { count, binding };
}

const typeOrder: readonly MountTargetType[] = ['standard', 'hpmt-20', 'hpmt-40', 'hpmt-80'];

/** Recommend mode: the mount-target type and count for a requirement. */
export function recommendFileStorage(catalog: string | undefined, requirement: FssRequirement, pricing?: Pricing): FssRecommendation | undefined {
  const edition = mountTargetEdition(catalog);
  if (!edition) return undefined;
  const u = (requirement.targetUtilizationPercent ?? DEFAULT_TARGET_UTILIZATION_PERCENT) / 100;
  const load = loadFromRequirement(requirement);
  const types = typeOrder.filter((t) => edition.mountTargets[t] && (!requirement.mountTargetType || requirement.mountTargetType === t));
  if (types.length === 0) return undefined;
  const options: FssOption[] = types.map((t) => {
    const need = mountTargetsNeeded(load, edition, t, u);
    const limit = defaultLimitFor(edition, t);
    return {
      mountTargetType: t,
      mountTargets: need.count,
      monthlyUSD: fssCost(edition, t, need.count, requirement.capacityGB, pricing).monthlyUSD,
      withinDefaultLimit: !limit || need.count <= limit.value,
      binding: need.binding,
    };
  });
  const chosen = [...options].sort(compareOptions)[0]!;
  const cost = fssCost(edition, chosen.mountTargetType, chosen.mountTargets, requirement.capacityGB, pricing);
  // The plan's warnings concern the requirement itself, not the design at saturation.
  const warnings = fssWarnings({
    edition, type: chosen.mountTargetType, mountTargets: chosen.mountTargets, load, capacityGB: requirement.capacityGB,
    cost, clientShapeKnown: requirement.clientShape !== undefined, targetUtilization: u,
  });
  const evaluation = evaluateMountTargets(edition, chosen.mountTargetType, chosen.mountTargets, load, {
    capacityGB: requirement.capacityGB,
    pricing,
    clientShapeKnown: requirement.clientShape !== undefined,
    targetUtilization: u,
    warnings,
  });
  const loads = mountTargetLimits(load, edition, chosen.mountTargetType, chosen.mountTargets);
  return {
    service: 'file-storage',
    mode: 'recommend',
    catalog: edition.id,
    design: { mountTargetType: chosen.mountTargetType, mountTargets: chosen.mountTargets },
    evaluation,
    loads,
    targetUtilizationPercent: u * 100,
    reason: explainChoice(chosen, options, requirement.mountTargetType !== undefined, u),
    alternatives: options,
    warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
}

/** Within the default limits first, then cheapest, then fewest mount targets. */
function compareOptions(a: FssOption, b: FssOption): number {
  if (a.withinDefaultLimit !== b.withinDefaultLimit) return a.withinDefaultLimit ? -1 : 1;
  if (!a.withinDefaultLimit && a.mountTargets !== b.mountTargets) return a.mountTargets - b.mountTargets;
  if (Math.abs(a.monthlyUSD - b.monthlyUSD) > 0.005) return a.monthlyUSD - b.monthlyUSD;
  return a.mountTargets - b.mountTargets;
}

const limitWords: Partial<Record<LimitId, string>> = {
  backendIops: 'backend IOPS',
  readBandwidth: 'read bandwidth',
  writeBandwidth: 'write bandwidth',
  sharedBandwidth: 'bandwidth',
  connections: 'client connections',
};

function explainChoice(chosen: FssOption, options: readonly FssOption[], fixed: boolean, u: number): string {
  const label = `${chosen.mountTargets} × ${mountTargetLabels[chosen.mountTargetType]}`;
  const why = `${label}: ${limitWords[chosen.binding] ?? chosen.binding} sets the count at ${Math.round(u * 100)}% target utilization`;
  if (fixed) return `${why} (type chosen by you).`;
  const others = options.filter((o) => o !== chosen);
  if (others.length === 0) return `${why}.`;
  const basis = chosen.withinDefaultLimit
    ? `it is the cheapest design within the default per-AD limits (${usd(chosen.monthlyUSD)}/month)`
    : 'no type fits the default per-AD limits, and this one needs the fewest mount targets';
  const cheaper = others.filter((o) => o.monthlyUSD < chosen.monthlyUSD - 0.005);
  const tail = cheaper.length
    ? `; ${cheaper.map((o) => `${o.mountTargets} × ${mountTargetLabels[o.mountTargetType]} would cost ${usd(o.monthlyUSD)} but needs a limit increase`).join('; ')}`
    : '';
  return `${why}; ${basis}${tail}.`;
}

function sourcesOf(edition: FssMountTargetEdition, limits: readonly LimitUse[]): SourceId[] {
  const set = new Set<SourceId>(edition.sources);
  for (const l of limits) set.add(l.source);
  set.add(edition.opCosts.readBase.source);
  set.add('S-PRICE');
  return [...set];
}
