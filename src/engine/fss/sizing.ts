/**
 * File Storage planning, both directions, for the mount-target editions (2023, 2024, current).
 * The 2019 capacity-scaled edition lives in `fss2019.ts`.
 */
import { defaultCatalogs, findShape, fssEditions, latencyFacts, mountTargetTypes, nicPayload } from '../catalog/index.ts';
import type { FssMountTargetEdition, MountTargetType, SourceId } from '../catalog/types.ts';
import { instanceNetwork } from './clients.ts';
import { priceLines, type CostLineInput } from './cost.ts';
import { deliverMountTargets, type FssDelivery } from './fssEvaluate.ts';
import { defaultLimitFor } from './fssLimits.ts';
import { clientConcurrency, concurrencyNeed, type Concurrency, type ConcurrencyNeed } from './concurrency.ts';
import { assignClients, isClientSide, loadFigures, mountTargetLimits, withOps, type ClientAssignment, type FssLoad } from './fssLoad.ts';
import { fssWarnings } from './fssWarnings.ts';
import type { Bottleneck, Cost, LimitId, LimitUse, PlanWarning } from './results.ts';
import type { FssReason } from './reasons.ts';
import type { FssDesign, FssRequirement, FssWorkload, Pricing } from './scenario.ts';
import { ceilSafe, finite, floorSafe, mbpsToOps } from './units.ts';

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
  /** How the clients sit on the mount targets, when the number of clients is known. */
  readonly assignment: ClientAssignment | null;
  /** Operations in flight per client and the per-operation latency. */
  readonly concurrency: Concurrency;
}

export interface FssOption {
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  readonly monthlyUSD: number;
  readonly withinDefaultLimit: boolean;
  readonly binding: LimitId;
  /** The default per-AD limit of this type, where one is known. */
  readonly defaultLimit: number | null;
  /** False when even one client per mount target is more than a mount target carries. */
  readonly fits: boolean;
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
  /**
   * Can the design carry the requirement? False when the clients (network or concurrency)
   * cannot move it, a hard limit is exceeded, or one client's share is more than a mount
   * target carries; the critical warnings say what to change.
   */
  readonly feasible: boolean;
  /** How the clients sit on the recommended mount targets, when the number of clients is known. */
  readonly assignment: ClientAssignment | null;
  /** What the requirement needs in flight at the File Storage latency, and what the clients have. */
  readonly concurrencyNeeded: ConcurrencyNeed;
  /** Why this type and count, as a code with its figures. */
  readonly reason: FssReason;
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
  tlsClient?: 'linux' | 'windows' | undefined;
  threadsPerClient?: number | undefined;
  queueDepth?: number | undefined;
  latencyMs?: number | undefined;
}

/** NFS payload one client's NIC carries: line rate × the payload share (nfs-blog: 114 of 125 MB/s on GbE). */
export function clientPayloadMBps(lineRateMBps: number): number {
  return (lineRateMBps * nicPayload.percent.value) / 100;
}

/** The OCPUs assumed for a Flex client shape given without them (its smallest size), or undefined. */
export function assumedClientOcpus(c: ClientInput): { shape: string; ocpus: number } | undefined {
  if (!c.clientShape || c.clientOcpus !== undefined || c.clients === undefined) return undefined;
  const shape = findShape(c.clientShape);
  return shape && shape.ocpus === null ? { shape: shape.id, ocpus: shape.minOcpus } : undefined;
}

/** A client's concurrency at the File Storage latency (under 1 ms for most operations: 1 ms as the bound). */
export function fssConcurrency(c: ClientInput): Concurrency {
  return clientConcurrency({ threads: c.threadsPerClient, queueDepth: c.queueDepth, latencyMs: c.latencyMs }, latencyFacts.fssMs);
}

function clientPart(c: ClientInput) {
  const net = c.clientShape ? instanceNetwork(c.clientShape, c.clientOcpus) : null;
  return {
    clients: c.clients,
    clientMBps: c.clients !== undefined && net ? clientPayloadMBps(net.mbps) : undefined,
    connectionsPerClient: c.nconnect ?? 1,
    inTransitEncryption: c.inTransitEncryption ?? false,
    tlsClient: c.tlsClient ?? 'linux',
    concurrency: fssConcurrency(c),
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
  const lines: CostLineInput[] = [{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: stored, unit: 'GB-month' }];
  if (entitlement > 0) {
    lines.push({ code: 'hpmtEntitlement', params: { type }, key: 'hpmtGBMonth', quantity: Math.max(0, entitlement - stored), unit: 'GB-month' });
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

/**
 * Smallest count of one type that carries the load. Evenly spread, each limit needs
 * N = ceil(use of one mount target / target utilization), hard limits (connections) at 100%.
 * With a client count, clients are assigned whole: the busiest mount target carries
 * ceil(clients / N) clients' share, which must meet the target on its own; so the largest
 * whole share k = floor(target × clients / use) gives N = ceil(clients / k). When even one
 * client's share is more than a mount target carries at the target, no count fits (`fits`
 * false) and the count is one mount target per client. Client-side limits do not depend on N.
 */
export function mountTargetsNeeded(load: FssLoad, edition: FssMountTargetEdition, type: MountTargetType, targetUtilization: number): { count: number; binding: LimitId; fits: boolean } {
  // One mount target carries everything: each utilization is the use of one whole mount target.
  const limits = mountTargetLimits(load, edition, type, 1);
  const clients = load.clients;
  let count = 1;
  let binding: LimitId = limits[0]?.id ?? 'backendIops';
  let worst = -1;
  let fits = true;
  for (const l of limits) {
    if (isClientSide(l.id)) continue;
    const target = l.hard ? 1 : targetUtilization;
    const use = l.utilization;
    const need = use / target;
    if (need > worst) {
      worst = need;
      binding = l.id;
    }
    if (clients === undefined) {
      count = Math.max(count, ceilSafe(finite(need, 1)));
      continue;
    }
    if (use <= 0) continue;
    const share = floorSafe((target * clients) / use);
    if (share < 1) {
      fits = false;
      count = Math.max(count, clients);
      continue;
    }
    count = Math.max(count, ceilSafe(clients / share));
  }
  // No upper clamp: a count clamped below the need would be a design that silently falls short.
  // The largest requirement the schema accepts still gives a finite count.
  return { count, binding, fits };
}


/** Recommend mode: the mount-target type and count for a requirement. */
export function recommendFileStorage(catalog: string | undefined, requirement: FssRequirement, pricing?: Pricing): FssRecommendation | undefined {
  const edition = mountTargetEdition(catalog);
  if (!edition) return undefined;
  const u = (requirement.targetUtilizationPercent ?? DEFAULT_TARGET_UTILIZATION_PERCENT) / 100;
  const load = loadFromRequirement(requirement);
  const types = mountTargetTypes.filter((t) => edition.mountTargets[t] && (!requirement.mountTargetType || requirement.mountTargetType === t));
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
      defaultLimit: limit ? limit.value : null,
      fits: need.fits,
    };
  });
  const chosen = [...options].sort(compareOptions)[0]!;
  const cost = fssCost(edition, chosen.mountTargetType, chosen.mountTargets, requirement.capacityGB, pricing);
  const loads = mountTargetLimits(load, edition, chosen.mountTargetType, chosen.mountTargets);
  const need = concurrencyNeed(loadFigures(load, edition).frontEndOps, load.clients, load.concurrency);
  // The plan's warnings concern the requirement itself, not the design at saturation.
  const warnings = fssWarnings({
    edition, type: chosen.mountTargetType, mountTargets: chosen.mountTargets, load, capacityGB: requirement.capacityGB,
    cost, clientShapeKnown: requirement.clientShape !== undefined, targetUtilization: u, loads, shareFits: chosen.fits, concurrencyNeeded: need,
    assumedOcpus: assumedClientOcpus(requirement),
  });
  const evaluation = evaluateMountTargets(edition, chosen.mountTargetType, chosen.mountTargets, load, {
    capacityGB: requirement.capacityGB,
    pricing,
    clientShapeKnown: requirement.clientShape !== undefined,
    targetUtilization: u,
    warnings,
  });
  const clientsShort = loads.some((l) => isClientSide(l.id) && l.utilization > 1 + 1e-9);
  const hardBroken = loads.some((l) => l.hard && l.utilization > 1 + 1e-9);
  return {
    service: 'file-storage',
    mode: 'recommend',
    catalog: edition.id,
    design: { mountTargetType: chosen.mountTargetType, mountTargets: chosen.mountTargets },
    evaluation,
    loads,
    targetUtilizationPercent: u * 100,
    feasible: chosen.fits && !clientsShort && !hardBroken && evaluation.feasible,
    assignment: load.clients !== undefined ? assignClients(load.clients, chosen.mountTargets) : null,
    concurrencyNeeded: need,
    reason: explainChoice(chosen, options, requirement.mountTargetType !== undefined, u),
    alternatives: options,
    warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
}

/**
 * Within the default per-AD limits first; then the cheapest (HPMTs bill their capacity
 * entitlement), then the fewest mount targets. The same order holds when no type fits the
 * default limits: the cheapest design is the answer, with the limit increase it needs.
 */
function compareOptions(a: FssOption, b: FssOption): number {
  if (a.fits !== b.fits) return a.fits ? -1 : 1;
  if (a.withinDefaultLimit !== b.withinDefaultLimit) return a.withinDefaultLimit ? -1 : 1;
  if (Math.abs(a.monthlyUSD - b.monthlyUSD) > 0.005) return a.monthlyUSD - b.monthlyUSD;
  return a.mountTargets - b.mountTargets;
}

/**
 * Why this type and count: the limit that sets the count at the target utilization, and why
 * this type (the user fixed it; the edition has one; the cheapest within the default per-AD
 * limits; none fits them), with the cheaper types that need a limit increase.
 */
function explainChoice(chosen: FssOption, options: readonly FssOption[], fixed: boolean, u: number): FssReason {
  const others = options.filter((o) => o !== chosen);
  const code = fixed ? 'fss-fixed' : others.length === 0 ? 'fss-only' : chosen.withinDefaultLimit ? 'fss-within' : 'fss-over';
  const cheaper = fixed ? [] : others.filter((o) => o.fits && o.monthlyUSD < chosen.monthlyUSD - 0.005);
  return {
    code,
    params: {
      type: chosen.mountTargetType,
      mountTargets: chosen.mountTargets,
      binding: chosen.binding,
      targetPercent: Math.round(u * 100),
      monthlyUSD: chosen.monthlyUSD,
      defaultLimit: chosen.defaultLimit ?? 0,
      cheaper: cheaper.map((o) => ({ type: o.mountTargetType, mountTargets: o.mountTargets, monthlyUSD: o.monthlyUSD })),
    },
  };
}

function sourcesOf(edition: FssMountTargetEdition, limits: readonly LimitUse[]): SourceId[] {
  const set = new Set<SourceId>(edition.sources);
  for (const l of limits) set.add(l.source);
  set.add(edition.opCosts.readBase.source);
  set.add('S-PRICE');
  return [...set];
}
