/**
 * One requirement, the four services side by side: which fit, at what cost, and what each
 * gives up (shared access, durability, latency).
 */
import { defaultCatalogs, latencyFacts } from '../../catalog/index.ts';
import type { SourceId } from '../../catalog/types.ts';
import type { Calibration } from '../calibration/index.ts';
import { compareEntries } from './entries.ts';
import { planServices, type PlannedServices } from './planServices.ts';
import { mountTargetEdition } from '../fss/index.ts';
import {
  BV_MAX_CAPACITY_GB,
  DIO_MAX_LATENCY_US,
  type BvRequirement,
  type BillBasis,
  type Catalogs,
  type Chosen,
  type CompareRequirement,
  type FssRequirement,
  type LustreRequirement,
  type Pricing,
} from '../scenario/schema.ts';
import { dioPlanOf, dioSpreadOf } from './dio.ts';
import { rankOn, missingOn, provisionalRanking } from './ranking.ts';
import { msToUs } from '../units.ts';
import { billBasisOf, type BillNote } from '../cost/wholeBill.ts';
import { compareShape } from '../calibration/workloadShape.ts';
import { closestService } from '../results/closest.ts';
import { opsAndReadPercent, splitDemand, type DioDemand } from '../scenario/demand.ts';
import { caveatsOf, verdictOf, type Verdict, type VerdictCaveat } from '../results/verdict.ts';

export { caveatsOf, verdictOf, type Verdict, type VerdictCaveat };
export { compareOps, splitDemand, splitTotal, demandWayOf } from '../scenario/demand.ts';

export { compareReasonCodes, type CompareReasonCode, type CompareReason, type CompareEntry, type CompareResult, type ServiceId } from './types.ts';
import { type CompareEntry, type CompareReason, type CompareResult, type ServiceId } from './types.ts';

/** Whether a service's design carries the requirement in a comparison (its entry fits). */
export function carriesIn(result: CompareResult, service: ServiceId): boolean {
  return result.entries.find((e) => e.service === service)?.fits ?? servicePlan(result, service).feasible;
}

/** One service's plan within a comparison. */
export function servicePlan(
  result: CompareResult,
  service: ServiceId,
): CompareResult['fileStorage'] | CompareResult['blockVolume'] | CompareResult['denseIo'] | CompareResult['lustre'] {
  switch (service) {
    case 'file-storage':
      return result.fileStorage;
    case 'block-volume':
      return result.blockVolume;
    case 'dense-io':
      return result.denseIo;
    case 'lustre':
      return result.lustre;
  }
}

/**
 * The comparison's requirement as File Storage reads it: the demand split into read and write
 * (`splitDemand`), without the fields only a comparison has (RAID, bill basis, shared access,
 * latency ceiling, client memory, scratch data); its own latency (`fssLatencyMs`, ms) becomes
 * `latencyMs`. A planner rule, no catalog figure.
 */
export function fssRequirementOf(req: CompareRequirement): FssRequirement {
  const r = splitDemand(req);
  // Fields of the comparison only (the whole bill's basis and the client memory it prices)
  // are no File Storage requirement: its own schema refuses them.
  const {
    raid: _raid,
    basis: _basis,
    sharedAccess: _shared,
    maxLatencyMs: _lat,
    fssLatencyMs,
    bvLatencyMs: _bvLat,
    clientMemoryGB: _memory,
    billBasis: _bill,
    scratchData: _scratch,
    ...rest
  } = r;
  return fssLatencyMs === undefined ? rest : { ...rest, latencyMs: fssLatencyMs };
}

/**
 * The comparison's requirement as Block Volume reads it: read + write operations as IOPS, the
 * read share as a percent 0–100 (100 when there are none), I/O size KiB, capacity GB capped at
 * the schema's bound (`BV_MAX_CAPACITY_GB`, above what any instance attaches, so a capped
 * requirement still does not fit; the plan is told the capacity asked, for its reason), and the target, threads, queue depth,
 * its own latency (ms) and the client shape when given. A planner rule, no catalog figure.
 */
export function bvRequirementOf(r: CompareRequirement): BvRequirement {
  const req: BvRequirement = {
    ...opsAndReadPercent(r),
    ioSizeKiB: r.ioSizeKiB,
    capacityGB: Math.min(r.capacityGB ?? 0, BV_MAX_CAPACITY_GB),
  };
  const withConcurrency: BvRequirement = {
    ...req,
    ...(r.targetUtilizationPercent !== undefined ? { targetUtilizationPercent: r.targetUtilizationPercent } : {}),
    ...(r.threadsPerClient !== undefined ? { threads: r.threadsPerClient } : {}),
    ...(r.queueDepth !== undefined ? { queueDepth: r.queueDepth } : {}),
    ...(r.bvLatencyMs !== undefined ? { latencyMs: r.bvLatencyMs } : {}),
  };
  return r.clientShape
    ? { ...withConcurrency, instanceShape: r.clientShape, ...(r.clientOcpus !== undefined ? { ocpus: r.clientOcpus } : {}) }
    : withConcurrency;
}

/**
 * The comparison's requirement as Dense I/O reads it: read + write operations as IOPS, the read
 * share as a percent 0–100, I/O size KiB, usable capacity GB, RAID and basis when given, and the
 * latency ceiling in µs (ms × 1000, capped at 1 s, where Dense I/O's schema stops). Threads and
 * queue depth are not passed: its model has no concurrency part. A planner rule.
 */
export function dioRequirementOf(r: CompareRequirement): DioDemand {
  const req: DioDemand = {
    ...opsAndReadPercent(r),
    ioSizeKiB: r.ioSizeKiB,
    usableCapacityGB: r.capacityGB ?? 0,
  };
  // The comparison takes latency ceilings up to 10 s; above 1 s one asks nothing more of local
  // NVMe than 1 s does, and Dense I/O's own schema stops there.
  const maxLatencyUs = r.maxLatencyMs !== undefined ? Math.min(msToUs(r.maxLatencyMs), DIO_MAX_LATENCY_US) : undefined;
  return {
    ...req,
    ...(r.raid ? { raid: r.raid } : {}),
    ...(r.basis ? { basis: r.basis } : {}),
    ...(maxLatencyUs !== undefined ? { maxLatencyUs } : {}),
    ...(r.targetUtilizationPercent !== undefined ? { targetUtilizationPercent: r.targetUtilizationPercent } : {}),
  };
}

/** The requirement as Lustre reads it: throughput, data and the clients (no NFS options). */
export function lustreRequirementOf(req: CompareRequirement): LustreRequirement {
  const r = splitDemand(req);
  const keep = {
    readMBps: r.readMBps,
    writeMBps: r.writeMBps,
    readIops: r.readIops,
    writeIops: r.writeIops,
    capacityGB: r.capacityGB,
    metadataOpsPerSecond: r.metadataOpsPerSecond,
    targetUtilizationPercent: r.targetUtilizationPercent,
    clients: r.clients,
    clientShape: r.clientShape,
    clientOcpus: r.clientOcpus,
    threadsPerClient: r.threadsPerClient,
    queueDepth: r.queueDepth,
  };
  const out: Record<string, unknown> = { ioSizeKiB: r.ioSizeKiB };
  for (const [k, v] of Object.entries(keep)) if (v !== undefined) out[k] = v;
  return out as LustreRequirement;
}

export { basisUSD, cheapestOn, completeOn, missingOn, provisionalRanking, rankOn, rankOnHorizon, rankedAsAsked, type HorizonTotal } from './ranking.ts';
export { dioHostRequirementOf, dioPlanOf, dioSpreadOf } from './dio.ts';
export { recommendDenseIoSpread } from './planServices.ts';
export { LIMIT_POLICY_FACTOR, beyondPolicy, limitIncreasesOf, limitPolicyFor, type LimitIncrease, type LimitPolicyAnswer } from './limitPolicy.ts';

/** The services whose design the user chose on the chart (each plan's reason says so), in the comparison's order. */
function chosenOf(...plans: readonly { readonly service: ServiceId; readonly reason: { readonly code: string } }[]): { chosen?: readonly ServiceId[] } {
  const chosen = plans.filter((p) => p.reason.code.endsWith('-chosen')).map((p) => p.service);
  return chosen.length > 0 ? { chosen } : {};
}

/**
 * One requirement planned on the four services and weighed side by side. In: the requirement
 * (MB/s, IOPS, KiB, GB, ms, clients), the catalog id of each service (its default when absent),
 * the pricing (USD), a fio calibration and the designs the user chose. Out: each service's
 * recommendation, one entry per service, the cheapest, the closest and the sources cited.
 * In order:
 * 1. Each service's requirement (`fssRequirementOf` …); a mount-target type the File Storage
 *    edition lacks (fss-2023-08 has Standard only) is planned without and named (`type-missing`).
 * 2. The four plans (`planServices`); a calibration replaces its own service's stated latency
 *    with the measured one.
 * 3. Per entry, what keeps it from fitting: the design's feasibility, any critical warning, no
 *    shared access when shared access is asked with more than one client (Block Volume, Dense
 *    I/O), and a latency (ms) above the ceiling asked: the measured one, else the stated bound
 *    (File Storage fss-2024-11 "I/O Latency", carried for Lustre; Block Volume bv-seed; local
 *    NVMe oci-2019-10).
 * 4. Its verdict and caveats (soft limits above the target, warnings), its monthly storage cost
 *    (USD; null for Dense I/O without a complete price) and its whole bill with the clients
 *    (S-PRICE, `wholeBill`).
 * 5. The ranking on the bill basis (`rankOn`: complete figures only), the prices missing from
 *    the unranked, and the closest service when none fits (`closestService`).
 */
export function compareServices(
  r: CompareRequirement,
  catalogs: Catalogs = {},
  pricing?: Pricing,
  calibration?: Calibration | null,
  chosen?: Chosen,
): CompareResult {
  const ids: Required<Catalogs> = {
    fileStorage: catalogs.fileStorage ?? defaultCatalogs.fileStorage,
    blockVolume: catalogs.blockVolume ?? defaultCatalogs.blockVolume,
    denseIo: catalogs.denseIo ?? defaultCatalogs.denseIo,
    lustre: catalogs.lustre ?? defaultCatalogs.lustre,
  };
  const { basis, chosenBy } = billBasisOf(r);
  const { planned, missing } = planFour(r, ids, pricing, calibration, chosen);
  const { fss, bv, dio, lfs, calibration: calibrationUse } = planned;
  const entries = compareEntries(r, planned, ids, pricing, basis, missing);
  const ranking = rankOn(entries, basis);
  const provisional = provisionalRanking(entries, ranking.cheapest);
  const lat = latencyFacts;
  return {
    service: 'compare',
    mode: 'recommend',
    catalogs: ids,
    fileStorage: fss,
    blockVolume: bv,
    denseIo: dio,
    lustre: lfs,
    entries,
    cheapest: ranking.cheapest,
    unranked: ranking.unranked,
    missingPrices: missingPricesOf(entries, ranking.unranked, basis),
    ...(provisional ? { provisional } : {}),
    closest: closestService(entries, { 'file-storage': fss, 'block-volume': bv, 'dense-io': dio, lustre: lfs }),
    basis,
    basisChosenBy: chosenBy,
    feasible: entries.some((e) => e.fits),
    ...(calibrationUse ? { calibration: calibrationUse } : {}),
    ...chosenOf(fss, bv, dio, lfs),
    sources: [...new Set<SourceId>([...fss.sources, ...bv.sources, ...dio.sources, ...lfs.sources, lat.fssMs.source, lat.bvMs.source, lat.nvmeMs.source])],
  };
}

/**
 * Steps 1 and 2: each service's requirement and the four plans (`planServices`), the fio
 * calibration planning its own service with the measured latency. A mount-target type the File
 * Storage edition lacks (fss-2023-08 has Standard only) would leave no plan: planned with the
 * types it has, and named as why the entry does not fit (`type-missing`).
 */
function planFour(
  r: CompareRequirement,
  ids: Required<Catalogs>,
  pricing: Pricing | undefined,
  calibration: Calibration | null | undefined,
  chosen: Chosen | undefined,
): { readonly planned: PlannedServices; readonly missing: CompareReason[] } {
  const fssReq = fssRequirementOf(r);
  const mtEdition = mountTargetEdition(ids.fileStorage);
  const typeMissing = mtEdition !== undefined && fssReq.mountTargetType !== undefined && !mtEdition.mountTargets[fssReq.mountTargetType];
  const planned = planServices(
    {
      fss: typeMissing ? { ...fssReq, mountTargetType: undefined } : fssReq,
      fssMountTargets: mtEdition !== undefined,
      bv: bvRequirementOf(r),
      bvCapacityAskedGB: r.capacityGB ?? 0,
      dio: dioRequirementOf(r),
      dioPlan: dioPlanOf(r),
      dioSpread: dioSpreadOf(r),
      lustre: lustreRequirementOf(r),
      chosen,
    },
    ids,
    pricing,
    calibration,
    () => compareShape(r),
  );
  const missing: CompareReason[] = typeMissing ? [{ code: 'type-missing', params: { edition: ids.fileStorage, type: fssReq.mountTargetType! } }] : [];
  return { planned, missing };
}

/** Step 5's notes: the prices missing from the entries the ranking left out, each note once. */
function missingPricesOf(entries: readonly CompareEntry[], unranked: readonly ServiceId[], basis: BillBasis): BillNote[] {
  const missingNotes = new Map<string, BillNote>();
  for (const e of entries) if (unranked.includes(e.service)) for (const n of missingOn(e, basis)) missingNotes.set(JSON.stringify(n), n);
  return [...missingNotes.values()];
}
