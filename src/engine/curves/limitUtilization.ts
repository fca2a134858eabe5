/**
 * Limit utilization: every limit of each service's recommended design under the requirement
 * itself (the recommendation's `loads`), as a percent, against the utilization it was sized to.
 */
import type { Basis, SourceId } from '../../catalog/index.ts';
import type { CompareResult, ServiceId } from '../compare/index.ts';
import type { LimitId, LimitUse } from '../results/parts.ts';

/** A type alias (not an interface) so rows pass as plain table records. */
export type UtilizationRow = {
  readonly service: ServiceId;
  readonly id: LimitId;
  /** demand / capacity x 100. Very large (not infinite) when a limit has no capacity at all. */
  readonly percent: number;
  readonly demand: number;
  readonly capacity: number;
  readonly unit: LimitUse['unit'];
  readonly hard: boolean;
  /** The limit closest to what it may carry (target utilization, or 100% for hard limits). */
  readonly binding: boolean;
  readonly basis: Basis;
  readonly source: SourceId;
};

export interface ServiceUtilization {
  readonly service: ServiceId;
  /** The utilization soft limits were planned to, percent (File Storage: the target; others: 100). */
  readonly targetPercent: number;
  readonly rows: readonly UtilizationRow[];
  readonly bindingId: LimitId | null;
}

export interface LimitUtilizationCurves {
  readonly services: readonly ServiceUtilization[];
}

/** Index of the limit with the highest use of what it may carry: soft limits against the target, hard against 100%. */
export function bindingIndex(loads: readonly LimitUse[], targetPercent: number): number {
  let best = -1;
  let worst = -Infinity;
  loads.forEach((l, i) => {
    const allowed = l.hard ? 1 : targetPercent / 100;
    const use = l.utilization / allowed;
    if (use > worst) {
      worst = use;
      best = i;
    }
  });
  return best;
}

/** One service's limits as the chart draws them: percent, the binding one marked (`bindingIndex`). */
export function serviceUtilization(service: ServiceId, loads: readonly LimitUse[], targetPercent: number): ServiceUtilization {
  const bind = bindingIndex(loads, targetPercent);
  const rows = loads.map((l, i) => ({
    service,
    id: l.id,
    percent: l.utilization * 100,
    demand: l.demand,
    capacity: l.capacity,
    unit: l.unit,
    hard: l.hard,
    binding: i === bind,
    basis: l.basis,
    source: l.source,
  }));
  return { service, targetPercent, rows, bindingId: loads[bind]?.id ?? null };
}

/**
 * Limit utilization of the comparison's File Storage, Block Volume and Dense I/O designs:
 * each limit's demand / capacity x 100 under the requirement (the recommendation's `loads`),
 * with the utilization it was planned to (File Storage and Block Volume: their target; Dense I/O: 100%) and the
 * binding limit (`bindingIndex`).
 */
export function limitUtilizationCurves(result: CompareResult): LimitUtilizationCurves {
  return {
    services: [
      serviceUtilization('file-storage', result.fileStorage.loads, result.fileStorage.targetUtilizationPercent),
      serviceUtilization('block-volume', result.blockVolume.loads, result.blockVolume.targetUtilizationPercent),
      serviceUtilization('dense-io', result.denseIo.loads, 100),
    ],
  };
}

/** The Lustre design's limits, for the Lustre view (the comparison's row keeps its three charts). */
export function lustreUtilizationCurve(result: CompareResult): ServiceUtilization {
  return serviceUtilization('lustre', result.lustre.loads, result.lustre.targetUtilizationPercent);
}
