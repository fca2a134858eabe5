/**
 * One requirement, the four services side by side: which fit, at what cost, and what each
 * gives up (shared access, durability, latency).
 */
import { defaultCatalogs, latencyFacts } from '../catalog/index.ts';
import { instancePriceKey } from './instancePrice.ts';
import type { SourceId } from '../catalog/types.ts';
import type { BvRecommendation } from './bv/index.ts';
import type { Calibration, CalibrationUse } from './calibration.ts';
import { planServices } from './calibrationPlans.ts';
import type { DioRecommendation } from './denseIo.ts';
import { mountTargetEdition, type FssRecommendation } from './fss/index.ts';
import type { Fss2019Recommendation } from './fss/index.ts';
import { lustreEdition, type LustreRecommendation } from './lustre/index.ts';
import type { MountTargetType } from '../catalog/types.ts';
import type { PlanWarning, WarningCode } from './results.ts';
import {
  BV_MAX_CAPACITY_GB,
  DIO_MAX_LATENCY_US,
  type BvRequirement,
  type Catalogs,
  type Chosen,
  type CompareRequirement,
  type DioRequirement,
  type FssRequirement,
  type LustreRequirement,
  type Pricing,
} from './scenario.ts';
import { dioBillNotes, dioPlanOf } from './compareDio.ts';
import { rankOn, missingOn } from './ranking.ts';
import { msToUs, usToMs } from './units.ts';
import { billBasisOf, clientCompute, wholeBill, type BillNote, type WholeBill } from './wholeBill.ts';
import { compareShape } from './workloadShape.ts';
import { closestService } from './closest.ts';
import { compareOps, splitDemand } from './demand.ts';
import { caveatsOf, verdictOf, type Verdict, type VerdictCaveat } from './verdict.ts';

export { caveatsOf, verdictOf, type Verdict, type VerdictCaveat };
export { compareOps, splitDemand, splitTotal, demandWayOf } from './demand.ts';
import type { BillBasis } from './scenario.ts';

export type ServiceId = 'file-storage' | 'block-volume' | 'dense-io' | 'lustre';

/** Why a service does not carry the requirement, as codes. */
export const compareReasonCodes = ['critical-warning', 'not-shared', 'latency-above', 'type-missing'] as const;

export type CompareReasonCode = (typeof compareReasonCodes)[number];

/**
 * One reason a service does not fit: a critical warning of its plan (by id), storage that is
 * not shared while several clients need the same data, a latency above the one asked, or a
 * mount-target type the File Storage edition lacks.
 */
export type CompareReason =
  | { readonly code: 'critical-warning'; readonly params: { readonly warning: WarningCode } }
  | { readonly code: 'not-shared'; readonly params: { readonly clients: number } }
  | { readonly code: 'latency-above'; readonly params: { readonly latencyMs: number; readonly maxLatencyMs: number } }
  | { readonly code: 'type-missing'; readonly params: { readonly edition: string; readonly type: MountTargetType } };

export interface CompareEntry {
  readonly service: ServiceId;
  readonly fits: boolean;
  /** carries, carries with caveats, or does not: `fits` with its caveats. */
  readonly verdict: Verdict;
  readonly caveats: readonly VerdictCaveat[];
  /** The service's own price (storage; for Dense I/O the whole instances), USD a month. */
  readonly monthlyUSD: number | null;
  /** Storage plus the instances the option needs (`wholeBill.ts`). */
  readonly bill: WholeBill;
  /** Why it does not fit (empty when it does). */
  readonly why: readonly CompareReason[];
  readonly sharedAccess: boolean;
  /** The service's typical latency, ms (its durability and latency in words: `results.engine.durability.<service>`, `…latency.<service>`). */
  readonly latencyMs: number;
}

export interface CompareResult {
  readonly service: 'compare';
  readonly mode: 'recommend';
  readonly catalogs: Required<Catalogs>;
  readonly fileStorage: FssRecommendation | Fss2019Recommendation;
  readonly blockVolume: BvRecommendation;
  readonly denseIo: DioRecommendation;
  readonly lustre: LustreRecommendation;
  readonly entries: readonly CompareEntry[];
  /**
   * The cheapest service that fits on `basis`, if any: only a complete bill is ranked, and none
   * is named while a service that fits has a bill whose known part is below it (or unknown).
   */
  readonly cheapest: ServiceId | null;
  /** When no service fits: the one whose design is least over its limits (`closestService`); else null. */
  readonly closest: ServiceId | null;
  /** Services that fit but whose bill on `basis` is incomplete: not ranked. */
  readonly unranked: readonly ServiceId[];
  /** What those bills miss (a client shape, its memory, a price: `instance:<shape>` supplies one), once each. */
  readonly missingPrices: readonly BillNote[];
  /** What "cheapest" compares: storage prices, or whole bills (`bill.wholeMonthlyUSD`). */
  readonly basis: BillBasis;
  /** Whether the requirement named the basis or the default picked it. */
  readonly basisChosenBy: 'entered' | 'default';
  /** True when at least one service fits. */
  readonly feasible: boolean;
  /** What became of the scenario's fio calibration (absent without one). */
  readonly calibration?: CalibrationUse;
  /** Services planned with a design the user chose in place of the recommendation (absent when none). */
  readonly chosen?: readonly ServiceId[];
  readonly sources: readonly SourceId[];
}

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

export function bvRequirementOf(r: CompareRequirement): BvRequirement {
  const { readOps, writeOps } = compareOps(r);
  const total = readOps + writeOps;
  const req: BvRequirement = {
    iops: total,
    ioSizeKiB: r.ioSizeKiB,
    capacityGB: Math.min(r.capacityGB ?? 0, BV_MAX_CAPACITY_GB),
    readPercent: total > 0 ? Math.min(100, (100 * readOps) / total) : 100,
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

export function dioRequirementOf(r: CompareRequirement): DioRequirement {
  const { readOps, writeOps } = compareOps(r);
  const total = readOps + writeOps;
  const req: DioRequirement = {
    iops: total,
    readPercent: total > 0 ? Math.min(100, (100 * readOps) / total) : 100,
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

function critical(warnings: readonly PlanWarning[]): CompareReason[] {
  return warnings.filter((w) => w.severity === 'critical').map((w) => ({ code: 'critical-warning', params: { warning: w.id } }));
}

export { basisUSD, cheapestOn, completeOn, missingOn, rankOn } from './ranking.ts';
export { dioHostRequirementOf, dioPlanOf } from './compareDio.ts';

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
  const fssReq = fssRequirementOf(r);
  const dioPlan = dioPlanOf(r);
  const { basis, chosenBy } = billBasisOf(r);
  // A mount-target type the edition lacks (fss-2023-08 has Standard only) would leave no plan:
  // plan with the types it has, and say why the entry does not fit.
  const mtEdition = mountTargetEdition(ids.fileStorage);
  const typeMissing = mtEdition !== undefined && fssReq.mountTargetType !== undefined && !mtEdition.mountTargets[fssReq.mountTargetType];
  // The fio calibration, when there is one, plans its own service with the measured latency.
  const {
    fss,
    bv,
    dio,
    lfs,
    calibration: calibrationUse,
  } = planServices(
    {
      fss: typeMissing ? { ...fssReq, mountTargetType: undefined } : fssReq,
      fssMountTargets: mtEdition !== undefined,
      bv: bvRequirementOf(r),
      dio: dioRequirementOf(r),
      dioPlan,
      lustre: lustreRequirementOf(r),
      chosen,
    },
    ids,
    pricing,
    calibration,
    () => compareShape(r),
  );
  const measuredMs = (service: ServiceId, stated: number) =>
    calibrationUse?.status === 'applied' && calibrationUse.service === service ? usToMs(calibrationUse.latencyUs) : stated;
  const shared = r.sharedAccess ?? false;
  const clients = r.clients ?? 1;
  const maxLatency = r.maxLatencyMs;
  const lat = latencyFacts;

  const clientsCost = clientCompute(r, pricing);
  const kinds = { 'file-storage': 'clients', 'block-volume': 'bv-hosts', 'dense-io': 'dio-hosts', lustre: 'clients' } as const;
  const entry = (
    service: ServiceId,
    fitsDesign: boolean,
    monthlyUSD: number | null,
    why: CompareReason[],
    sharedAccess: boolean,
    latencyMs: number,
    caveats: VerdictCaveat[],
    billExtra: Parameters<typeof wholeBill>[4] = {},
  ): CompareEntry => {
    const reasons = [...why];
    if (shared && clients > 1 && !sharedAccess) reasons.push({ code: 'not-shared', params: { clients } });
    if (maxLatency !== undefined && latencyMs > maxLatency) reasons.push({ code: 'latency-above', params: { latencyMs, maxLatencyMs: maxLatency } });
    const fits = fitsDesign && reasons.length === 0;
    const bill = wholeBill(kinds[service], monthlyUSD, clientsCost, pricing, billExtra);
    return { service, fits, verdict: verdictOf(fits, caveats), caveats: fits ? caveats : [], monthlyUSD, bill, why: reasons, sharedAccess, latencyMs };
  };

  const missing: CompareReason[] = typeMissing ? [{ code: 'type-missing', params: { edition: ids.fileStorage, type: fssReq.mountTargetType! } }] : [];
  const entries: CompareEntry[] = [
    entry(
      'file-storage',
      fss.feasible,
      fss.cost.monthlyUSD,
      [...missing, ...critical(fss.warnings)],
      true,
      measuredMs('file-storage', lat.fssMs.value),
      caveatsOf(fss.loads, fss.warnings, fss.targetUtilizationPercent),
    ),
    entry(
      'block-volume',
      bv.feasible,
      bv.cost.monthlyUSD,
      critical(bv.warnings),
      false,
      measuredMs('block-volume', lat.bvMs.value),
      caveatsOf(bv.loads, bv.warnings, bv.targetUtilizationPercent),
    ),
    entry(
      'dense-io',
      dio.feasible,
      dio.cost.complete ? dio.cost.monthlyUSD : null,
      critical(dio.warnings),
      false,
      measuredMs('dense-io', lat.nvmeMs.value),
      caveatsOf(dio.loads, dio.warnings, dio.targetUtilizationPercent),
      { notes: dioBillNotes(r, dio, basis), unpriced: { service: 'dense-io', shape: dio.design.shape, key: instancePriceKey(dio.design.shape) } },
    ),
    entry(
      'lustre',
      lfs.feasible,
      lfs.cost.monthlyUSD,
      critical(lfs.warnings),
      true,
      measuredMs('lustre', lustreEdition(ids.lustre).latencyMs.value),
      caveatsOf(lfs.loads, lfs.warnings, lfs.targetUtilizationPercent),
    ),
  ];
  const ranking = rankOn(entries, basis);
  const missingNotes = new Map<string, BillNote>();
  for (const e of entries) if (ranking.unranked.includes(e.service)) for (const n of missingOn(e, basis)) missingNotes.set(JSON.stringify(n), n);
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
    missingPrices: [...missingNotes.values()],
    closest: closestService(entries, { 'file-storage': fss, 'block-volume': bv, 'dense-io': dio, lustre: lfs }),
    basis,
    basisChosenBy: chosenBy,
    feasible: entries.some((e) => e.fits),
    ...(calibrationUse ? { calibration: calibrationUse } : {}),
    ...(fss.reason.code === 'fss-chosen' ? { chosen: ['file-storage'] as const } : {}),
    sources: [...new Set<SourceId>([...fss.sources, ...bv.sources, ...dio.sources, ...lfs.sources, lat.fssMs.source, lat.bvMs.source, lat.nvmeMs.source])],
  };
}
