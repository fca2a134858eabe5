/**
 * File Storage as the October 2019 deck describes it: performance grows with the data
 * stored, per TB 100 MB/s read, 50 MB/s write and 2,500 read IOPS at 8 KiB. Mount targets
 * are not part of this model.
 */
import { splitDemand } from '../scenario/demand.ts';
import { fssEditions } from '../../catalog/index.ts';
import type { FssCapacityEdition, SourceId } from '../../catalog/types.ts';
import { priceLines } from '../cost/prices.ts';
import { NO_REMEDIES } from '../results/lazyRemedies.ts';
import { bindingLimit, limitUse, type Cost, type EvaluationBase, type LimitUse, type PlanWarning, type Remedy } from '../results/parts.ts';
import type { FssRequirement, FssWorkload, Pricing } from '../scenario/schema.ts';
import type { Fss2019Reason } from '../results/reasons.ts';
import { GB_PER_TB, finite, mbpsToOps, opsToMBps } from '../units.ts';
import { DEFAULT_TARGET_UTILIZATION_PERCENT } from './sizing.ts';

export interface Fss2019Evaluation extends EvaluationBase<'file-storage'> {
  readonly catalog: 'fss-2019-10';
  readonly model: 'capacity-scaled';
  readonly capacityGB: number;
  readonly throughputMBps: number;
  readonly readMBps: number;
  readonly writeMBps: number;
  readonly opsPerSecond: number;
  readonly readOpsPerSecond: number;
  readonly writeOpsPerSecond: number;
}

export interface Fss2019Recommendation {
  readonly service: 'file-storage';
  readonly mode: 'recommend';
  readonly catalog: 'fss-2019-10';
  readonly design: { readonly model: 'capacity-scaled'; readonly capacityGB: number };
  readonly evaluation: Fss2019Evaluation;
  readonly loads: readonly LimitUse[];
  readonly targetUtilizationPercent: number;
  /** Always true: stored capacity can always grow to carry the requirement under this model. */
  readonly feasible: boolean;
  /** Always empty: the design always carries the requirement. */
  readonly remedies: readonly Remedy[];
  readonly reason: Fss2019Reason;
  readonly warnings: readonly PlanWarning[];
  readonly cost: Cost;
  readonly sources: readonly SourceId[];
}

/** The File Storage edition of the October 2019 deck (`fss-2019-10`, oci-2019-10): performance per TB stored. */
export function capacityEdition(): FssCapacityEdition {
  return fssEditions['fss-2019-10'] as FssCapacityEdition;
}

interface Ops {
  readonly readOps: number;
  readonly writeOps: number;
  readonly readIoSizeKiB: number;
  readonly writeIoSizeKiB: number;
}

/**
 * Limits of a file system holding `capacityGB` under a load. The deck prints read IOPS at 8 KiB
 * only; a larger read is no cheaper an operation, so the 8 KiB rate holds at every size (it binds
 * up to about 39 KiB, where 2,500 reads of it a second reach the 100 MB/s per TB). Held only at
 * 8 KiB and below, 5,000 reads a second needed 2,000 GB at 8 KiB and 820 GB at 16 KiB.
 */
function limits(ops: Ops, capacityGB: number, e: FssCapacityEdition): LimitUse[] {
  const tb = capacityGB / GB_PER_TB;
  return [
    limitUse('readBandwidth', opsToMBps(ops.readOps, ops.readIoSizeKiB), tb * e.readMBpsPerTB.value, 'MBps', e.readMBpsPerTB),
    limitUse('writeBandwidth', opsToMBps(ops.writeOps, ops.writeIoSizeKiB), tb * e.writeMBpsPerTB.value, 'MBps', e.writeMBpsPerTB),
    limitUse('backendIops', ops.readOps, tb * e.readIopsPerTB.value, 'iops', e.readIopsPerTB),
  ];
}

const silentWarning: PlanWarning = {
  id: 'fss-2019-model',
  severity: 'info',
  params: {},
  sources: ['oci-2019-10'],
};

/**
 * Evaluate mode on the 2019 deck (oci-2019-10, slide "File Storage Performance"): the most a
 * file system of `capacityGB` (GB) carries at a workload's read share (percent 0–100) and I/O
 * sizes (KiB): 100 MB/s read and 50 MB/s write per TB, and 2,500 read IOPS per TB (printed at
 * 8 KiB, held at every size); the mix is scaled up to the first limit it meets. Storage priced per GB-month (S-PRICE).
 */
export function evaluateFss2019(capacityGB: number, w: FssWorkload, pricing?: Pricing): Fss2019Evaluation {
  const e = capacityEdition();
  const unit: Ops = {
    readOps: w.readPercent / 100,
    writeOps: 1 - w.readPercent / 100,
    readIoSizeKiB: w.readIoSizeKiB ?? w.ioSizeKiB,
    writeIoSizeKiB: w.writeIoSizeKiB ?? w.ioSizeKiB,
  };
  let factor = Number.POSITIVE_INFINITY;
  for (const l of limits(unit, capacityGB, e)) if (l.demand > 0) factor = Math.min(factor, l.capacity / l.demand);
  factor = finite(factor, 0);
  const ops = { ...unit, readOps: unit.readOps * factor, writeOps: unit.writeOps * factor };
  const ls = limits(ops, capacityGB, e);
  const binding = bindingLimit(ls) ?? ls[0]!;
  const readMBps = opsToMBps(ops.readOps, ops.readIoSizeKiB);
  const writeMBps = opsToMBps(ops.writeOps, ops.writeIoSizeKiB);
  return {
    service: 'file-storage',
    catalog: 'fss-2019-10',
    model: 'capacity-scaled',
    capacityGB,
    throughputMBps: finite(readMBps + writeMBps),
    readMBps: finite(readMBps),
    writeMBps: finite(writeMBps),
    opsPerSecond: finite(ops.readOps + ops.writeOps),
    readOpsPerSecond: finite(ops.readOps),
    writeOpsPerSecond: finite(ops.writeOps),
    limits: ls,
    bottleneck: binding.id,
    explanation: {
      limit: binding.id,
      model: 'fss2019',
      params: { capacityGB, capacityTB: capacityGB / GB_PER_TB },
    },
    cost: priceLines([{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: capacityGB, unit: 'GB-month' }], pricing),
    warnings: [silentWarning],
    sources: ['oci-2019-10', 'S-PRICE'],
  };
}

/**
 * The deck's figures are floors ("at least this level"), not ceilings to keep headroom under:
 * the default target utilization (the later papers' 80% alarm on a mount target) does not
 * apply to them, and the plan meets the floor itself. A target the user sets still applies.
 */
export function fss2019TargetUtilization(r: Pick<FssRequirement, 'targetUtilizationPercent'>): number {
  return r.targetUtilizationPercent === undefined ? 1 : r.targetUtilizationPercent / 100;
}

/**
 * Recommend mode on the 2019 deck (oci-2019-10): the capacity (GB, at least 1 and at least the
 * data stored) whose per-TB figures carry the requirement's read and write (MB/s or IOPS, the
 * larger, at their I/O sizes in KiB), at the target utilization (the figures are floors: 100%
 * unless the user sets one). Always feasible; says when the capacity exceeds the data stored.
 */
export function recommendFss2019(stated: FssRequirement, pricing?: Pricing): Fss2019Recommendation {
  const r = splitDemand(stated);
  const e = capacityEdition();
  const u = fss2019TargetUtilization(r);
  const readIo = r.readIoSizeKiB ?? r.ioSizeKiB;
  const writeIo = r.writeIoSizeKiB ?? r.ioSizeKiB;
  const ops: Ops = {
    readOps: Math.max(r.readIops ?? 0, mbpsToOps(r.readMBps ?? 0, readIo)),
    writeOps: Math.max(r.writeIops ?? 0, mbpsToOps(r.writeMBps ?? 0, writeIo)),
    readIoSizeKiB: readIo,
    writeIoSizeKiB: writeIo,
  };
  const perTB = limits(ops, GB_PER_TB, e);
  const neededTB = Math.max(0, ...perTB.map((l) => l.utilization / u));
  const neededGB = Math.ceil(finite(neededTB * GB_PER_TB, 0));
  const capacityGB = Math.max(1, neededGB, Math.ceil(r.capacityGB ?? 0));
  const evaluation = evaluateFss2019(
    capacityGB,
    {
      readPercent: ops.readOps + ops.writeOps > 0 ? (100 * ops.readOps) / (ops.readOps + ops.writeOps) : 100,
      ioSizeKiB: r.ioSizeKiB,
      readIoSizeKiB: readIo,
      writeIoSizeKiB: writeIo,
    },
    pricing,
  );
  const warnings: PlanWarning[] = [silentWarning];
  warnings.push(
    r.targetUtilizationPercent === undefined
      ? {
          id: 'fss-2019-floor',
          severity: 'info',
          params: { defaultPercent: DEFAULT_TARGET_UTILIZATION_PERCENT },
          sources: ['oci-2019-10'],
        }
      : {
          id: 'fss-2019-floor-target',
          severity: 'info',
          params: { percent: r.targetUtilizationPercent },
          sources: ['oci-2019-10'],
        },
  );
  if (neededGB > (r.capacityGB ?? 0)) {
    warnings.push({
      id: 'fss-2019-capacity',
      severity: 'warning',
      params: { neededGB, storedGB: r.capacityGB ?? 0 },
      sources: ['oci-2019-10'],
    });
  }
  return {
    service: 'file-storage',
    mode: 'recommend',
    catalog: 'fss-2019-10',
    design: { model: 'capacity-scaled', capacityGB },
    evaluation,
    loads: limits(ops, capacityGB, e),
    targetUtilizationPercent: u * 100,
    feasible: true,
    remedies: NO_REMEDIES,
    reason: { code: 'fss2019-capacity', params: { capacityGB, targetPercent: Math.round(u * 100) } },
    warnings,
    cost: evaluation.cost,
    sources: evaluation.sources,
  };
}
