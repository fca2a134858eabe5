/**
 * File Storage, forward: what N mount targets of a type deliver for a workload shape at
 * saturation, and which limit binds first.
 */
import type { FssMountTargetEdition, MountTargetType } from '../../catalog/types.ts';
import { bindingLimit, type Bottleneck, type LimitUse } from '../results/parts.ts';
import { finite } from '../units.ts';
import { fssBottleneck } from './bottleneck.ts';
import { mountTargetLimits } from './limits.ts';
import { loadFigures, scaleData, withOps, type FssLoad } from './load.ts';

export interface FssDelivery {
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  /** Read plus write, decimal MB/s. */
  readonly throughputMBps: number;
  readonly readMBps: number;
  readonly writeMBps: number;
  /** Front-end NFS READ and WRITE operations per second, whole file system. */
  readonly opsPerSecond: number;
  readonly readOpsPerSecond: number;
  readonly writeOpsPerSecond: number;
  /** Metadata operations per second carried alongside (fixed by the workload). */
  readonly metadataOpsPerSecond: number;
  /** Backend IOPS at saturation, whole file system (data plus metadata). */
  readonly backendIops: number;
  readonly backendIopsPerReadOp: number;
  readonly backendIopsPerWriteOp: number;
  /** Every limit at saturation; the bottleneck is at utilization 1 (or above, for hard limits). */
  readonly limits: readonly LimitUse[];
  readonly bottleneck: Bottleneck;
  /** False when a hard limit (connections) is exceeded, or metadata alone exceeds a limit. */
  readonly feasible: boolean;
}

/**
 * Saturation: data operations grow in the workload's read/write proportion until the first
 * soft limit reaches 100%. Every soft limit's utilization is linear in the data rate x, with
 * metadata as a fixed part: u(x) = u0 + (u1 - u0) × x <= 1, so x = min over limits of
 * (1 - u0) / (u1 - u0) (for a fixed capacity C, (C - b) / a).
 */
export function deliverMountTargets(shape: FssLoad, edition: FssMountTargetEdition, type: MountTargetType, mountTargets: number): FssDelivery {
  const unit = unitShape(shape);
  const zero = scaleData(unit, 0);
  const atOne = mountTargetLimits(unit, edition, type, mountTargets);
  const atZero = mountTargetLimits(zero, edition, type, mountTargets);
  let factor = Number.POSITIVE_INFINITY;
  for (let i = 0; i < atOne.length; i++) {
    const one = atOne[i]!;
    const base = atZero[i]!;
    if (one.hard) continue;
    if (one.capacity === base.capacity) {
      const slope = one.demand - base.demand;
      if (slope <= 0) continue;
      factor = Math.min(factor, Math.max(0, (one.capacity - base.demand) / slope));
      continue;
    }
    // A capacity that depends on the mix (backend IOPS blending the measured READ figure with
    // Table 1, `backendIopsCapacity`): its utilization is still linear in the data rate.
    const slope = one.utilization - base.utilization;
    if (slope <= 0) continue;
    factor = Math.min(factor, Math.max(0, (1 - base.utilization) / slope));
  }
  factor = finite(factor, 0);
  const saturated = scaleData(unit, factor);
  const limits = mountTargetLimits(saturated, edition, type, mountTargets);
  const f = loadFigures(saturated, edition);
  const binding = bindingLimit(limits.filter((l) => !l.hard)) ?? limits[0]!;
  const hardBroken = limits.some((l) => l.hard && l.utilization > 1);
  const metadataOnly = factor === 0 && f.metadataBackendIops > 0;
  return {
    mountTargetType: type,
    mountTargets,
    throughputMBps: finite(f.readMBps + f.writeMBps),
    readMBps: finite(f.readMBps),
    writeMBps: finite(f.writeMBps),
    opsPerSecond: finite(saturated.readOps + saturated.writeOps),
    readOpsPerSecond: finite(saturated.readOps),
    writeOpsPerSecond: finite(saturated.writeOps),
    metadataOpsPerSecond: f.metadataOps,
    backendIops: finite(f.backendIops),
    backendIopsPerReadOp: f.readCost,
    backendIopsPerWriteOp: f.writeCost,
    limits,
    bottleneck: fssBottleneck(binding, { edition, type, load: saturated, figures: f, mountTargets }),
    feasible: !hardBroken && !metadataOnly,
  };
}

/** The workload shape as one data operation per second, split by the read fraction. */
function unitShape(shape: FssLoad): FssLoad {
  const total = shape.readOps + shape.writeOps;
  if (total <= 0) return withOps(shape, 1, 0);
  return withOps(shape, shape.readOps / total, shape.writeOps / total);
}
