/**
 * A plan of one service over time (`service: "file-storage"` etc. with `growth`): the same
 * months, carry checks and events as a comparison's (`plan.ts`), on that service's own
 * requirement. Its demand is grown the comparison's way (`demandSeries`, `requirementAt`, on
 * the split fields), and each month's requirement is the service's own with the month's demand
 * in place of today's (`ownAt`), so the fields only that service has (a Block Volume level or
 * attachment, a Lustre tier, File Storage's read and write sizes, Dense I/O's RAID) hold every
 * month. A planner rule, no catalog figure.
 */
import { bvDemandOf, dioDemandOf, opsAndReadPercent, splitDemand, splitTotal, statesDemand, type DemandStated } from '../scenario/demand.ts';
import { BV_MAX_CAPACITY_GB } from '../scenario/fields.ts';
import type { BvRequirement, CompareRequirement, DioRequirement, FssRequirement, LustreRequirement } from '../scenario/schema.ts';

/** A one-service recommend's requirement, with its service. */
export type OwnRequirement =
  | { readonly service: 'file-storage'; readonly requirement: FssRequirement }
  | { readonly service: 'block-volume'; readonly requirement: BvRequirement }
  | { readonly service: 'dense-io'; readonly requirement: DioRequirement }
  | { readonly service: 'lustre'; readonly requirement: LustreRequirement };

const DEMAND_KEYS = ['readMBps', 'writeMBps', 'readIops', 'writeIops', 'totalMBps', 'totalIops', 'readSharePercent'] as const;
/** What growth changes in a requirement: the demand, the data and the metadata rates. */
const GROWN_KEYS = ['readMBps', 'writeMBps', 'readIops', 'writeIops', 'capacityGB', 'metadataOpsPerSecond'] as const;

function pick<T extends object>(r: T, keys: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if ((r as Record<string, unknown>)[k] !== undefined) out[k] = (r as Record<string, unknown>)[k];
  return out as Partial<T>;
}

function omit<T extends object>(r: T, keys: readonly string[]): T {
  const out = { ...r } as Record<string, unknown>;
  for (const k of keys) delete out[k];
  return out as T;
}

/** An IOPS and MB/s at a read share as reads and writes (`splitTotal`; 100% reads when no share is given). */
function ownWay(iops: number | undefined, mbps: number | undefined, readPercent: number | undefined): DemandStated {
  const p = readPercent ?? 100;
  const ops = iops !== undefined ? splitTotal(iops, p) : null;
  const mb = mbps !== undefined ? splitTotal(mbps, p) : null;
  return {
    ...(ops ? { readIops: ops.read, writeIops: ops.write } : {}),
    ...(mb ? { readMBps: mb.read, writeMBps: mb.write } : {}),
  };
}

/**
 * The demand of a one-service requirement the comparison's way (reads and writes apart, with
 * the I/O size, the data and the metadata rates): what `demandSeries` grows. Block Volume's and
 * Dense I/O's own IOPS (and MB/s) at a read share are split by it (`splitTotal`).
 */
export function demandOfOwn(own: OwnRequirement): CompareRequirement {
  const r = own.requirement;
  switch (own.service) {
    case 'file-storage':
    case 'lustre':
      return { ioSizeKiB: r.ioSizeKiB, ...pick(splitDemand(own.requirement), GROWN_KEYS) } as CompareRequirement;
    case 'block-volume': {
      const b = own.requirement;
      const demand = statesDemand(b) ? splitDemand(pick(b, DEMAND_KEYS) as DemandStated) : ownWay(b.iops, b.throughputMBps, b.readPercent);
      return { ioSizeKiB: b.ioSizeKiB, capacityGB: b.capacityGB, ...demand };
    }
    case 'dense-io': {
      const d = own.requirement;
      const demand = statesDemand(d) ? splitDemand(pick(d, DEMAND_KEYS) as DemandStated) : ownWay(d.iops, undefined, d.readPercent);
      return { ioSizeKiB: d.ioSizeKiB, ...(d.usableCapacityGB !== undefined ? { capacityGB: d.usableCapacityGB } : {}), ...demand };
    }
  }
}

/**
 * The service's own requirement for a month (`m`, the month's requirement grown from
 * `demandOfOwn`): its own fields, with the month's demand, data and metadata in place of
 * today's. Block Volume and Dense I/O take it as IOPS and a read share (`opsAndReadPercent`,
 * as `bvDemandOf` and `dioDemandOf` read today's).
 */
export function ownAt<O extends OwnRequirement>(own: O, m: CompareRequirement): O['requirement'] {
  switch (own.service) {
    case 'file-storage':
    case 'lustre':
      return { ...omit(own.requirement, [...DEMAND_KEYS, ...GROWN_KEYS]), ...pick(m, GROWN_KEYS) } as O['requirement'];
    case 'block-volume': {
      const rest = omit(bvDemandOf(own.requirement), [...DEMAND_KEYS, 'iops', 'throughputMBps', 'readPercent']);
      return { ...rest, ...opsAndReadPercent(m), capacityGB: Math.min(m.capacityGB ?? 0, BV_MAX_CAPACITY_GB) } as O['requirement'];
    }
    case 'dense-io': {
      const rest = omit(dioDemandOf(own.requirement), [...DEMAND_KEYS, 'iops', 'readPercent', 'usableCapacityGB']);
      return { ...rest, ...opsAndReadPercent(m), ...(m.capacityGB !== undefined ? { usableCapacityGB: m.capacityGB } : {}) } as O['requirement'];
    }
  }
}
