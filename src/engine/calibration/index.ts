/**
 * Calibration from the user's fio run (scenario version 4). A run of the jobs `fio/jobs.ts`
 * writes keeps the operations in flight the plan needs (Little's law at the plan's latency),
 * so what it measures is the per-operation latency the tested design gives at that load:
 * its IOPS are exactly its operations in flight over that latency. Adopting the run puts the
 * measured mean latency in the model's place for the service and design it tested, and the
 * figures that follow from latency follow from it: the operations in flight the requirement
 * needs, the clients' concurrency limit where threads and queue depth are given, the jobs of
 * the next bundle, the latency a comparison weighs (and Dense I/O's latency ceiling).
 *
 * A per-limit factor (scaling a limit's capacity by measured / planned) is not taken from such
 * a run: the jobs are sized for the requirement, not to saturate the design, so the run does
 * not show where the design's limits are.
 *
 * It applies only where it was measured: the same service, catalog, design and workload (I/O
 * size, and read share within a few points; an answer that now needs another design is
 * planned without it, and says so), and only when the scenario gives no latency of its own for
 * that service (the user's figure stands).
 */
import type { ServiceId } from '../scenario/fields.ts';
import { CALIBRATION_MIX_POINTS, type Calibration } from '../scenario/calibration.ts';
export {
  CALIBRATION_MIX_POINTS,
  calibratedServices,
  calibrationSchema,
  MIN_CALIBRATION_LATENCY_US,
  MAX_CALIBRATION_LATENCY_US,
  type Calibration,
} from '../scenario/calibration.ts';
import type { LimitId, LimitUse } from '../results/parts.ts';
import { finite } from '../units.ts';
import type { WorkloadShape } from './workloadShape.ts';

/** The facts that name a design, whichever way it is known (a plan, or the design a fio run tested). */
export interface DesignFacts {
  readonly service: ServiceId;
  readonly fss?: { readonly mountTargets: number; readonly mountTargetType: string | null } | null;
  readonly bv?: { readonly volumes: number; readonly volumeSizeGB: number; readonly performanceLevel: string } | null;
  readonly dio?: { readonly shape: string; readonly raid: string } | null;
  readonly lustre?: { readonly performanceTierMBpsPerTB: number; readonly capacityTiB: number } | null;
}

const trim = (n: number) => String(Math.round(finite(n) * 1000) / 1000);

/** A short, stable name for a design: two plans of the same design give the same key. */
export function designKey(d: DesignFacts): string {
  switch (d.service) {
    case 'file-storage':
      return d.fss?.mountTargetType ? `${d.fss.mountTargetType}x${d.fss.mountTargets}` : 'capacity-scaled';
    case 'block-volume':
      return d.bv ? `${d.bv.volumes}x${trim(d.bv.volumeSizeGB)}GB@${d.bv.performanceLevel}` : 'block-volume';
    case 'dense-io':
      return d.dio ? `${d.dio.shape}/raid${d.dio.raid}` : 'dense-io';
    case 'lustre':
      return d.lustre ? `${trim(d.lustre.performanceTierMBpsPerTB)}MBps/TBx${trim(d.lustre.capacityTiB)}TiB` : 'lustre';
  }
}

/**
 * What became of a calibration in a plan: `applied`, or why not: the answer needs another
 * design, the workload's I/O size or read share is not the one measured, another catalog
 * edition is chosen, the scenario plans another service, or it gives its own latency for the
 * service.
 */
export const calibrationStatuses = ['applied', 'other-design', 'other-workload', 'other-catalog', 'other-service', 'latency-entered'] as const;
export type CalibrationStatus = (typeof calibrationStatuses)[number];

export interface CalibrationUse {
  readonly status: CalibrationStatus;
  readonly service: ServiceId;
  readonly runDate: string | null;
  /** The design the run tested, and the one the plan has now (null when the service is not planned). */
  readonly design: string;
  readonly currentDesign: string | null;
  /** The measured latency, and the one the model uses without the calibration, µs. */
  readonly latencyUs: number;
  readonly modelLatencyUs: number;
  /** What the run measured. */
  readonly iops: number;
  readonly throughputMBps: number;
  /** Figures the calibration changed in this plan, for their labels. */
  readonly touches: readonly CalibratedFigure[];
}

/**
 * The figures a calibration changes: the per-operation latency; the operations in flight
 * needed; a limit whose capacity follows from latency (the clients' concurrency); the latency
 * a comparison weighs against its ceiling.
 */
export type CalibratedFigure = 'latency' | 'concurrencyNeeded' | `limit:${LimitId}`;

/** The limits whose capacity a latency sets (Little's law): the clients' concurrency. */
const LATENCY_LIMITS: readonly LimitId[] = ['concurrency'];

/** The figures an applied calibration touches in a plan with these limits. */
export function touchedFigures(service: ServiceId, limits: readonly LimitUse[]): CalibratedFigure[] {
  const out: CalibratedFigure[] = ['latency'];
  if (service !== 'dense-io') out.push('concurrencyNeeded');
  for (const l of limits) if (LATENCY_LIMITS.includes(l.id)) out.push(`limit:${l.id}`);
  return out;
}

/** What became of a calibration: its status, the figures it touched (none unless applied), and the run's own figures. */
export function calibrationUse(
  c: Calibration,
  status: CalibrationStatus,
  modelLatencyUs: number,
  currentDesign: string | null,
  touches: readonly CalibratedFigure[] = [],
): CalibrationUse {
  return {
    status,
    service: c.service,
    runDate: c.runDate ?? null,
    design: c.design,
    currentDesign,
    latencyUs: c.latencyUs,
    modelLatencyUs: finite(modelLatencyUs),
    iops: c.iops,
    throughputMBps: c.throughputMBps,
    touches,
  };
}

/**
 * Plans one service with and, when that does not hold, without the calibration: with it first;
 * if the plan's design is not the tested one, again without (the calibration speaks only for
 * the design it measured). `plan(latencyUs)` plans with that latency, or the model's (null).
 */
export function planCalibrated<T>(
  c: Calibration,
  modelLatencyUs: number,
  plan: (latencyUs: number | null) => T,
  keyOf: (result: T) => string,
  limitsOf: (result: T) => readonly LimitUse[],
): { readonly result: T; readonly use: CalibrationUse } {
  const calibrated = plan(c.latencyUs);
  const key = keyOf(calibrated);
  if (key === c.design) {
    return {
      result: calibrated,
      use: calibrationUse(c, 'applied', modelLatencyUs, key, touchedFigures(c.service, limitsOf(calibrated))),
    };
  }
  const plain = plan(null);
  return { result: plain, use: calibrationUse(c, 'other-design', modelLatencyUs, keyOf(plain)) };
}

/** Where a calibration would apply: the service, its catalog and workload, and its latency without one. */
export interface CalibrationPlace {
  readonly service: ServiceId;
  readonly catalog: string;
  readonly shape: WorkloadShape;
  /** The scenario gives its own latency for the service. */
  readonly latencyEntered: boolean;
  readonly modelLatencyUs: number;
}

/**
 * Plans one service under a scenario's calibration (or none): the same plan as without one
 * unless the calibration is for this service and catalog, the scenario gives no latency of its
 * own for the service, and the plan with the measured latency keeps the tested design.
 */
export function withCalibration<T>(
  c: Calibration | null | undefined,
  at: CalibrationPlace,
  plan: (latencyUs: number | null) => T,
  keyOf: (result: T) => string,
  limitsOf: (result: T) => readonly LimitUse[],
): { readonly result: T; readonly use: CalibrationUse | null } {
  if (!c || c.service !== at.service) return { result: plan(null), use: null };
  const sameShape = c.ioSizeKiB === at.shape.ioSizeKiB && Math.abs(c.readPercent - at.shape.readPercent) <= CALIBRATION_MIX_POINTS;
  const why = c.catalog !== at.catalog ? 'other-catalog' : !sameShape ? 'other-workload' : at.latencyEntered ? 'latency-entered' : null;
  if (why) {
    const result = plan(null);
    return { result, use: calibrationUse(c, why, at.modelLatencyUs, keyOf(result)) };
  }
  return planCalibrated(c, at.modelLatencyUs, plan, keyOf, limitsOf);
}
