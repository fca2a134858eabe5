/**
 * The two ways a comparison states its demand, and the one the services plan with.
 *
 * - Split: `readMBps`, `writeMBps`, `readIops`, `writeIops`, each optional.
 * - Total: `totalMBps` and/or `totalIops` with `readSharePercent`, the share of each total that
 *   is reads ("150,000 IOPS at 70% reads").
 *
 * A document says one way or the other, never both for the same quantity (`demandIssues`, run
 * by `parseScenario`); every mapping of a comparison to a service (`compare.ts`) and its
 * workload shape read it through `splitDemand`, so both ways plan exactly the same.
 */
import type { BvRequirement, CompareRequirement, DioRequirement } from './schema.ts';
import type { ScenarioIssue } from './issues.ts';
import { MIN_OPS } from './fields.ts';
import { mbpsToOps } from '../units.ts';

const SPLIT_FIELDS = ['readMBps', 'writeMBps', 'readIops', 'writeIops'] as const;
const TOTAL_FIELDS = ['totalMBps', 'totalIops', 'readSharePercent'] as const;

/** The read share assumed when a total comes without one (only for a requirement that skipped `parseScenario`). */
export const ASSUMED_READ_SHARE_PERCENT = 100;

/**
 * The demand fields every requirement may state (a comparison, a workload of a plan, and each
 * service's recommend): the split way and the total way, at one I/O size.
 */
export type DemandStated = Pick<CompareRequirement, (typeof SPLIT_FIELDS)[number] | (typeof TOTAL_FIELDS)[number]>;

/** Which way a requirement states its demand: `total` when it says any total field. */
export function demandWayOf(r: DemandStated): 'split' | 'total' {
  return TOTAL_FIELDS.some((k) => r[k] !== undefined) ? 'total' : 'split';
}

/**
 * One total split by the read share: reads = total × share / 100, writes = total × (100 −
 * share) / 100 (each a product of the same two figures, so 150,000 at 70% is 105,000 and 45,000
 * exactly).
 */
export function splitTotal(total: number, readSharePercent: number): { read: number; write: number } {
  return { read: (total * readSharePercent) / 100, write: (total * (100 - readSharePercent)) / 100 };
}

/**
 * The requirement with its demand stated the split way: a total and its read share become the
 * read and write fields (and are removed); a split requirement comes back as it is (the same
 * object). A total replaces the split fields of its quantity; `parseScenario` refuses a
 * document that says both, so only a requirement built in code can reach that.
 */
export function splitDemand<T extends DemandStated>(r: T): T {
  if (demandWayOf(r) === 'split') return r;
  const { totalMBps, totalIops, readSharePercent, ...rest } = r;
  const share = readSharePercent ?? ASSUMED_READ_SHARE_PERCENT;
  const out = { ...rest } as T;
  if (totalMBps !== undefined) {
    const { read, write } = splitTotal(totalMBps, share);
    Object.assign(out, { readMBps: read, writeMBps: write });
  }
  if (totalIops !== undefined) {
    const { read, write } = splitTotal(totalIops, share);
    Object.assign(out, { readIops: read, writeIops: write });
  }
  return out;
}

/**
 * The problems of a comparison's demand that the schema's fields alone cannot see: a total
 * beside a split field of the same quantity, a read share beside any split field
 * (`demandBothWays`, naming the fields), and a total without its read share (`required`).
 * `at`: the path of the requirement (`requirement`, or `workloads.<i>.requirement` in a plan of several).
 */
export function demandIssues(r: DemandStated & { readonly ioSizeKiB?: number }, at = 'requirement'): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const has = (k: (typeof SPLIT_FIELDS)[number] | (typeof TOTAL_FIELDS)[number]) => r[k] !== undefined;
  const clash = (total: (typeof TOTAL_FIELDS)[number], split: readonly (typeof SPLIT_FIELDS)[number][]) => {
    const present = split.filter(has);
    if (has(total) && present.length > 0) {
      issues.push({ path: `${at}.${total}`, code: 'demandBothWays', params: { fields: [total, ...present] } });
    }
  };
  clash('totalMBps', ['readMBps', 'writeMBps']);
  clash('totalIops', ['readIops', 'writeIops']);
  if (!has('totalMBps') && !has('totalIops')) clash('readSharePercent', SPLIT_FIELDS);
  if ((has('totalMBps') || has('totalIops')) && !has('readSharePercent')) {
    issues.push({ path: `${at}.readSharePercent`, code: 'required', params: {} });
  }
  return issues;
}

/**
 * Front-end operations per second asked for: reads and writes, each the larger of IOPS and MB/s
 * at the I/O size. A demand stated as totals and a read share is split first (`splitDemand`).
 */
export function compareOps(req: DemandStated & { readonly ioSizeKiB: number }): { readOps: number; writeOps: number } {
  const r = splitDemand(req);
  return {
    readOps: atLeastOnceADay(Math.max(r.readIops ?? 0, mbpsToOps(r.readMBps ?? 0, r.ioSizeKiB))),
    writeOps: atLeastOnceADay(Math.max(r.writeIops ?? 0, mbpsToOps(r.writeMBps ?? 0, r.ioSizeKiB))),
  };
}

/**
 * An operation rate that asks for anything asks for at least one operation a day (the floor
 * every rate of the scenario keeps, `MIN_OPS`): a few bytes a day in large I/Os is one I/O.
 */
export function atLeastOnceADay(ops: number): number {
  return ops > 0 ? Math.max(ops, MIN_OPS) : 0;
}

/** True when a requirement states any demand the comparison's way (split or total fields). */
export function statesDemand(r: DemandStated): boolean {
  return SPLIT_FIELDS.some((k) => r[k] !== undefined) || TOTAL_FIELDS.some((k) => r[k] !== undefined);
}

/**
 * A demand as one operations rate and its read share, the way Block Volume and Dense I/O plan:
 * IOPS = read + write operations (each the larger of its IOPS and its MB/s at the I/O size,
 * `compareOps`), read share = 100 × reads / IOPS (100 when nothing is asked). One function for
 * a comparison's mapping (`bvRequirementOf`, `dioRequirementOf`) and the services' own
 * recommend (`bvDemandOf`, `dioDemandOf`), so each plans a demand identically however stated.
 */
export function opsAndReadPercent(r: DemandStated & { readonly ioSizeKiB: number }): { iops: number; readPercent: number } {
  const { readOps, writeOps } = compareOps(r);
  const iops = readOps + writeOps;
  return { iops, readPercent: iops > 0 ? Math.min(100, (100 * readOps) / iops) : 100 };
}

/** The requirement without its comparison-way demand fields. */
function withoutStated<T extends DemandStated>(r: T): Omit<T, keyof DemandStated> {
  const { readMBps: _r, writeMBps: _w, readIops: _ri, writeIops: _wi, totalMBps: _t, totalIops: _ti, readSharePercent: _s, ...rest } = r;
  return rest;
}

/**
 * A Block Volume requirement in the terms its planner sizes with: stated the comparison's way
 * (read and write fields, or totals and a read share), it becomes `iops` and `readPercent` as
 * a comparison maps it (`opsAndReadPercent`); stated its own way (`iops`, `throughputMBps`,
 * `readPercent`) it comes back as it is (the same object).
 */
export function bvDemandOf(r: BvRequirement): BvRequirement {
  if (!statesDemand(r)) return r;
  return { ...withoutStated(r), ...opsAndReadPercent(r) };
}

/** A Dense I/O requirement with its IOPS and read share stated. */
export type DioDemand = DioRequirement & { readonly iops: number; readonly readPercent: number };

/**
 * A Dense I/O requirement in the terms its planner sizes with: the comparison's way becomes
 * `iops` and `readPercent` (`opsAndReadPercent`); its own way is kept (`readPercent` 100 where
 * `parseScenario` would have refused its absence, for a requirement built in code).
 */
export function dioDemandOf(r: DioRequirement): DioDemand {
  if (statesDemand(r)) return { ...withoutStated(r), ...opsAndReadPercent(r) };
  return r.iops !== undefined && r.readPercent !== undefined ? (r as DioDemand) : { ...r, iops: r.iops ?? 0, readPercent: r.readPercent ?? 100 };
}

/**
 * The problems of a Block Volume or Dense I/O requirement's demand: the comparison's checks
 * (`demandIssues`), its own fields beside the comparison's (`demandBothWays`, naming them all),
 * and for Dense I/O no demand at all, or IOPS without a read share (`required`).
 */
export function serviceDemandIssues(service: 'block-volume' | 'dense-io', r: BvRequirement | DioRequirement, at = 'requirement'): ScenarioIssue[] {
  const issues = demandIssues(r, at);
  const own = (['iops', 'throughputMBps', 'readPercent'] as const).filter((k) => (r as Record<string, unknown>)[k] !== undefined);
  if (own.length > 0 && statesDemand(r)) {
    const stated = [...SPLIT_FIELDS, ...TOTAL_FIELDS].filter((k) => r[k] !== undefined);
    issues.push({ path: `${at}.${own[0]}`, code: 'demandBothWays', params: { fields: [...own, ...stated] } });
  }
  if (service === 'dense-io' && !statesDemand(r)) {
    if (r.iops === undefined) issues.push({ path: `${at}.iops`, code: 'required', params: {} });
    else if (r.readPercent === undefined) issues.push({ path: `${at}.readPercent`, code: 'required', params: {} });
  }
  return issues;
}
