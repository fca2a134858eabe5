/**
 * The workload a plan promises, in the terms fio measures: front-end operations per second,
 * MB/s, the read/write mix and I/O sizes, the per-operation latency the plan assumed, and the
 * operations in flight each client needs (Little's law, `concurrency.ts`). One function per
 * service; `fioPlanOf` picks the plan a scenario's result holds (compare: the cheapest entry
 * that fits). Job files (`jobs.ts`) and the measured-against-planned check (`compare.ts`) both
 * start here, so they cannot disagree about what was planned.
 */
import { dioEdition, type DioEvaluation, type DioRecommendation } from '../dio/index.ts';
import { bvDemandOps, type BvEvaluation, type BvRecommendation } from '../bv/index.ts';
import {
  bvRequirementOf,
  dioHostRequirementOf,
  dioRequirementOf,
  fssRequirementOf,
  lustreRequirementOf,
  type CompareResult,
  type ServiceId,
} from '../compare/index.ts';
import { outstandingNeeded } from '../clients/concurrency.ts';
import { fssConcurrency, loadFromRequirement, loadFromWorkload, type FssEvaluation, type FssRecommendation } from '../fss/index.ts';
import type { Fss2019Evaluation, Fss2019Recommendation } from '../fss/index.ts';
import { lustreClientBounds, lustreDemandOf, lustreEdition, type LustreEvaluation, type LustreRecommendation } from '../lustre/index.ts';
import type { PlanResult } from '../plan.ts';
import { bindingLimit, limitUsesOf, type LimitId, type LimitUse } from '../results/parts.ts';
import type {
  BvRequirement,
  BvWorkload,
  DioWorkload,
  FssRequirement,
  FssWorkload,
  LustreRequirement,
  LustreWorkload,
  RaidLevel,
  Scenario,
} from '../scenario/schema.ts';
import { ceilSafe, finite, mbpsToOps, msToUs, opsToMBps, usToMs } from '../units.ts';
import { bvDemandOf, dioDemandOf, type DioDemand } from '../scenario/demand.ts';
import { ASSUMED_BV_READ_PERCENT } from '../calibration/workloadShape.ts';
import { note, type FioNote, type FioProblem } from './codes.ts';
import { clientMountTargets } from './assignment.ts';

export { ASSUMED_BV_READ_PERCENT };

export interface FioFssPlan {
  readonly mountTargets: number;
  /** The mount-target type of the design; null for the 2019 capacity-scaled model. */
  readonly mountTargetType: string | null;
  /** TCP connections per client the plan assumed (nconnect; 1 when the scenario gives none). */
  readonly nconnect: number;
  /** NFS payload one client's NIC carries, decimal MB/s, when the client shape is known. */
  readonly clientMBps: number | null;
  readonly inTransitEncryption: boolean;
  /** The mount target (1-based) of each client, in client order. */
  readonly clientMountTarget: readonly number[];
}

export interface FioLustrePlan {
  /** The performance tier, MB/s per TB, and the capacity of the planned file system. */
  readonly performanceTierMBpsPerTB: number;
  readonly capacityTiB: number;
  /** Payload one client's NIC carries each way, decimal MB/s, when the clients and their shape are known. */
  readonly clientMBps: number | null;
}

export interface FioPlan {
  readonly service: ServiceId;
  readonly catalog: string;
  /** Share of data operations that are reads, 0 to 100 (not rounded). */
  readonly readPercent: number;
  readonly readIoSizeKiB: number;
  readonly writeIoSizeKiB: number;
  /** Front-end data operations per second the plan promises, all clients together. */
  readonly iops: number;
  readonly throughputMBps: number;
  /** The per-operation latency the plan assumed, µs. */
  readonly latencyUs: number;
  readonly clients: number;
  /** Operations in flight each client needs at that latency (at least 1). */
  readonly outstandingPerClient: number;
  /** Threads and queue depth the scenario gives, if it does. */
  readonly threads: number | null;
  readonly queueDepth: number | null;
  /** The performance limit that binds (capacity limits left out). */
  readonly bindingLimit: LimitId;
  readonly assumptions: readonly FioNote[];
  readonly fss: FioFssPlan | null;
  readonly bv: { readonly volumes: number; readonly volumeSizeGB: number; readonly performanceLevel: string } | null;
  readonly dio: { readonly shape: string; readonly raid: RaidLevel; readonly drives: number } | null;
  readonly lustre: FioLustrePlan | null;
}

export type FioPlanOutcome = { readonly ok: true; readonly plan: FioPlan } | { readonly ok: false; readonly problem: FioProblem };

type FssResult = FssEvaluation | Fss2019Evaluation | FssRecommendation | Fss2019Recommendation;

interface Base {
  readonly readOps: number;
  readonly writeOps: number;
  readonly readIoSizeKiB: number;
  readonly writeIoSizeKiB: number;
}

function figures(b: Base): { iops: number; throughputMBps: number; readPercent: number } {
  const iops = b.readOps + b.writeOps;
  return {
    iops,
    throughputMBps: opsToMBps(b.readOps, b.readIoSizeKiB) + opsToMBps(b.writeOps, b.writeIoSizeKiB),
    readPercent: iops > 0 ? (100 * b.readOps) / iops : 100,
  };
}

const whole = (n: number) => Math.max(1, ceilSafe(finite(n)));
/** Capacity is no performance limit: fio cannot test it. */
const CAPACITY_LIMITS: readonly LimitId[] = ['storedCapacity', 'usableCapacity'];
/** The performance limit with the highest use under the requirement (the evaluation's bottleneck when none is left). */
const binding = (loads: readonly LimitUse[], fallback: LimitId) => bindingLimit(loads.filter((l) => !CAPACITY_LIMITS.includes(l.id)))?.id ?? fallback;

function fssPlan(workload: FssWorkload | FssRequirement, result: FssResult, evaluate: boolean): FioPlan {
  const assumptions: FioNote[] = [];
  const evaluation = 'evaluation' in result ? result.evaluation : result;
  const mountTargets = 'model' in evaluation ? 1 : evaluation.mountTargets;
  const assignment = 'assignment' in result ? result.assignment : null;
  const clients = assignment?.clients ?? workload.clients ?? mountTargets;
  if (workload.clients === undefined) assumptions.push(note('fio-assumed-clients', { clients }));
  const readIoSizeKiB = workload.readIoSizeKiB ?? workload.ioSizeKiB;
  const writeIoSizeKiB = workload.writeIoSizeKiB ?? workload.ioSizeKiB;
  const load = evaluate ? loadFromWorkload(workload as FssWorkload) : loadFromRequirement(workload as FssRequirement);
  const ops: Base = evaluate ? { readOps: evaluation.readOpsPerSecond, writeOps: evaluation.writeOpsPerSecond, readIoSizeKiB, writeIoSizeKiB } : load;
  const f = figures(ops);
  const need = 'concurrencyNeeded' in result ? result.concurrencyNeeded : null;
  // The plan's own latency (a calibration may have put a measured one in the model's place).
  const latencyMs = need?.latencyMs ?? ('concurrency' in evaluation ? evaluation.concurrency.latencyMs : fssConcurrency(workload).latencyMs);
  const total = need && !evaluate ? need.outstanding : outstandingNeeded(f.iops, latencyMs);
  return {
    service: 'file-storage',
    catalog: result.catalog,
    ...f,
    readPercent: evaluate ? (workload as FssWorkload).readPercent : f.readPercent,
    readIoSizeKiB,
    writeIoSizeKiB,
    latencyUs: msToUs(latencyMs),
    clients,
    outstandingPerClient: whole(total / clients),
    threads: workload.threadsPerClient ?? null,
    queueDepth: workload.queueDepth ?? null,
    bindingLimit: binding(limitUsesOf(result), evaluation.bottleneck),
    assumptions,
    fss: {
      mountTargets,
      mountTargetType: 'model' in evaluation ? null : evaluation.mountTargetType,
      nconnect: workload.nconnect ?? 1,
      clientMBps: load.clientMBps ?? null,
      inTransitEncryption: workload.inTransitEncryption ?? false,
      clientMountTarget: clientMountTargets(clients, mountTargets),
    },
    bv: null,
    dio: null,
    lustre: null,
  };
}

function bvPlan(workload: BvWorkload | BvRequirement, result: BvEvaluation | BvRecommendation): FioPlan {
  const assumptions: FioNote[] = [];
  if (workload.readPercent === undefined) assumptions.push(note('fio-assumed-read-percent', { readPercent: ASSUMED_BV_READ_PERCENT }));
  const readPercent = workload.readPercent ?? ASSUMED_BV_READ_PERCENT;
  const recommend = 'evaluation' in result;
  const iops = recommend ? bvDemandOps(workload as BvRequirement) : result.iops;
  const latencyMs = recommend ? result.concurrencyNeeded.latencyMs : result.concurrency.latencyMs;
  const total = recommend ? result.concurrencyNeeded.outstanding : outstandingNeeded(iops, latencyMs);
  return {
    service: 'block-volume',
    catalog: result.catalog,
    readPercent,
    readIoSizeKiB: workload.ioSizeKiB,
    writeIoSizeKiB: workload.ioSizeKiB,
    iops,
    throughputMBps: opsToMBps(iops, workload.ioSizeKiB),
    latencyUs: msToUs(latencyMs),
    clients: 1,
    outstandingPerClient: whole(total),
    threads: workload.threads ?? null,
    queueDepth: workload.queueDepth ?? null,
    bindingLimit: recommend ? binding(result.loads, result.evaluation.bottleneck) : binding(result.limits, result.bottleneck),
    assumptions,
    fss: null,
    bv: { volumes: result.design.volumes, volumeSizeGB: result.design.volumeSizeGB, performanceLevel: result.design.performanceLevel },
    dio: null,
    lustre: null,
  };
}

function dioPlan(workload: DioWorkload | DioDemand, result: DioEvaluation | DioRecommendation): FioPlan {
  const recommend = 'evaluation' in result;
  const evaluation = recommend ? result.evaluation : result;
  const iops = 'iops' in workload ? workload.iops : evaluation.iops;
  const shape = dioEdition(result.catalog)?.shapes.find((s) => s.id === evaluation.design.shape || s.shapeName === evaluation.design.shape);
  return {
    service: 'dense-io',
    catalog: result.catalog,
    readPercent: workload.readPercent,
    readIoSizeKiB: workload.ioSizeKiB,
    writeIoSizeKiB: workload.ioSizeKiB,
    iops,
    throughputMBps: opsToMBps(iops, workload.ioSizeKiB),
    latencyUs: evaluation.latencyUs,
    clients: 1,
    outstandingPerClient: whole(outstandingNeeded(iops, usToMs(evaluation.latencyUs))),
    threads: null,
    queueDepth: null,
    bindingLimit: binding(recommend ? result.loads : evaluation.limits, evaluation.bottleneck),
    assumptions: [],
    fss: null,
    bv: null,
    dio: { shape: evaluation.design.shape, raid: evaluation.design.raid, drives: shape?.drives.value ?? 1 },
    lustre: null,
  };
}

/**
 * Lustre: throughput at one I/O size, shared by reads and writes. Recommend: the requirement
 * (reads and writes, each the larger of MB/s and IOPS at the I/O size) and the operations in
 * flight `concurrencyNeeded` counts; evaluate: what the design delivers at saturation for the
 * workload's mix, and Little's law at the plan's latency. Clients as the scenario gives them;
 * none given, the jobs are written for one (`fio-assumed-one-client`): the plan did not check
 * the clients' side either.
 */
function lustrePlan(workload: LustreWorkload | LustreRequirement, result: LustreEvaluation | LustreRecommendation): FioPlan {
  const recommend = result.mode === 'recommend';
  const evaluation = recommend ? result.evaluation : result;
  const assumptions: FioNote[] = [];
  const clients = workload.clients ?? 1;
  const throughputMBps = recommend ? result.requiredMBps : evaluation.throughputMBps;
  if (workload.clients === undefined) assumptions.push(note('fio-assumed-one-client', { mbps: finite(throughputMBps) }));
  const iops = recommend ? mbpsToOps(result.requiredMBps, workload.ioSizeKiB) : evaluation.opsPerSecond;
  const readPercent = !recommend
    ? (workload as LustreWorkload).readPercent
    : result.requiredMBps > 0
      ? (100 * lustreDemandOf(workload as LustreRequirement).readMBps) / result.requiredMBps
      : 100;
  const latencyMs = recommend ? result.concurrencyNeeded.latencyMs : evaluation.concurrency.latencyMs;
  const perClient = recommend
    ? (result.concurrencyNeeded.perClient ?? whole(result.concurrencyNeeded.outstanding / clients))
    : whole(outstandingNeeded(iops, latencyMs) / clients);
  const bounds = lustreClientBounds(lustreEdition(result.catalog), workload);
  return {
    service: 'lustre',
    catalog: result.catalog,
    readPercent,
    readIoSizeKiB: workload.ioSizeKiB,
    writeIoSizeKiB: workload.ioSizeKiB,
    iops: finite(iops),
    throughputMBps: finite(throughputMBps),
    latencyUs: msToUs(latencyMs),
    clients,
    outstandingPerClient: Math.max(1, perClient),
    threads: workload.threadsPerClient ?? null,
    queueDepth: workload.queueDepth ?? null,
    bindingLimit: binding(recommend ? result.loads : evaluation.limits, evaluation.bottleneck),
    assumptions,
    fss: null,
    bv: null,
    dio: null,
    lustre: { performanceTierMBpsPerTB: result.design.performanceTierMBpsPerTB, capacityTiB: result.design.capacityTiB, clientMBps: bounds.clientMBps },
  };
}

function comparePlan(scenario: Extract<Scenario, { service: 'compare' }>, result: CompareResult): FioPlanOutcome {
  const r = scenario.requirement;
  switch (result.cheapest) {
    case 'file-storage':
      return { ok: true, plan: fssPlan(fssRequirementOf(r), result.fileStorage, false) };
    case 'block-volume':
      return { ok: true, plan: bvPlan(bvRequirementOf(r), result.blockVolume) };
    case 'dense-io':
      return { ok: true, plan: dioPlan(dioHostRequirementOf(dioRequirementOf(r), result.denseIo), result.denseIo) };
    case 'lustre':
      return { ok: true, plan: lustrePlan(lustreRequirementOf(r), result.lustre) };
    default:
      return { ok: false, problem: note('fio-no-fitting-service') };
  }
}

/**
 * The fio view of a planned scenario. `result` must be `planScenario(scenario)`'s result; a
 * comparison with no service that fits has nothing to test (`fio-no-fitting-service`).
 */
export function fioPlanOf(scenario: Scenario, result: PlanResult): FioPlanOutcome {
  switch (scenario.service) {
    case 'file-storage':
      return scenario.mode === 'evaluate'
        ? { ok: true, plan: fssPlan(scenario.workload, result as FssEvaluation | Fss2019Evaluation, true) }
        : { ok: true, plan: fssPlan(scenario.requirement, result as FssRecommendation | Fss2019Recommendation, false) };
    case 'block-volume':
      return scenario.mode === 'evaluate'
        ? { ok: true, plan: bvPlan(scenario.workload, result as BvEvaluation) }
        : { ok: true, plan: bvPlan(bvDemandOf(scenario.requirement), result as BvRecommendation) };
    case 'dense-io':
      return scenario.mode === 'evaluate'
        ? { ok: true, plan: dioPlan(scenario.workload, result as DioEvaluation) }
        : { ok: true, plan: dioPlan(dioDemandOf(scenario.requirement), result as DioRecommendation) };
    case 'lustre':
      return scenario.mode === 'evaluate'
        ? { ok: true, plan: lustrePlan(scenario.workload, result as LustreEvaluation) }
        : { ok: true, plan: lustrePlan(scenario.requirement, result as LustreRecommendation) };
    case 'compare':
      return comparePlan(scenario, result as CompareResult);
    case 'workloads':
      // fio tests one design; a plan of several workloads is tested one workload at a time.
      return { ok: false, problem: note('fio-workloads') };
  }
}
