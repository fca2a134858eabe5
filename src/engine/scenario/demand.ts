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
import type { CompareRequirement } from './schema.ts';
import type { ScenarioIssue } from './issues.ts';
import { MIN_OPS } from './fields.ts';
import { mbpsToOps } from '../units.ts';

const SPLIT_FIELDS = ['readMBps', 'writeMBps', 'readIops', 'writeIops'] as const;
const TOTAL_FIELDS = ['totalMBps', 'totalIops', 'readSharePercent'] as const;

/** The read share assumed when a total comes without one (only for a requirement that skipped `parseScenario`). */
export const ASSUMED_READ_SHARE_PERCENT = 100;

/** Which way a requirement states its demand: `total` when it says any total field. */
export function demandWayOf(r: CompareRequirement): 'split' | 'total' {
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
export function splitDemand(r: CompareRequirement): CompareRequirement {
  if (demandWayOf(r) === 'split') return r;
  const { totalMBps, totalIops, readSharePercent, ...rest } = r;
  const share = readSharePercent ?? ASSUMED_READ_SHARE_PERCENT;
  const out: CompareRequirement = { ...rest };
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
export function demandIssues(r: CompareRequirement, at = 'requirement'): ScenarioIssue[] {
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
export function compareOps(req: CompareRequirement): { readOps: number; writeOps: number } {
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
