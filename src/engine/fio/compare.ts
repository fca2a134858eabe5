/**
 * Measured against planned. The ratio is measured IOPS / planned IOPS (the same as the MB/s
 * ratio once the block size matches). Beyond `FIO_TOLERANCE` either way, the comparison lists
 * what usually explains the gap, as codes with the figures behind them: too little concurrency
 * in the run against what the plan needs, fewer clients than planned, clients at their NIC's
 * payload (File Storage, Lustre), the mount options (File Storage), a latency above the plan's (Little's law), buffered
 * I/O. No NaN or Infinity comes out: a planned figure of 0 gives a ratio of null.
 */
import type { LimitId } from '../results/parts.ts';
import type { PlanResult } from '../plan.ts';
import type { Scenario } from '../scenario/schema.ts';
import { finite } from '../units.ts';
import { aggregateFio, type FioJobFigures } from './aggregate.ts';
import { note, type FioNote, type FioProblem } from './codes.ts';
import { mountOptions } from './mount.ts';
import { designOf, runForOtherDesign, type FioDesign } from './design.ts';
import { fioPlanOf, type FioPlan } from './plan.ts';
import { checkFioResultSize, parseFioResult, type FioJobResult } from './results.ts';
import { checkFioWorkload } from './workloadCheck.ts';

/** Measured and planned agree when within 10% of each other. */
export const FIO_TOLERANCE = 0.1;
/** A client moving this share of its NIC's payload is taken as bound by it. */
export const NIC_BOUND_SHARE = 0.9;

export interface FioPerformance {
  readonly iops: number;
  readonly throughputMBps: number;
  readonly latencyUs: { readonly mean: number; readonly p99: number | null };
}

export type { FioDesign };

export interface FioComparison {
  readonly measured: FioPerformance;
  readonly planned: FioPerformance;
  /** measured / planned IOPS; null when the plan asks for none. */
  readonly ratio: number | null;
  /** `within` the tolerance, `below` or `above` the plan. */
  readonly verdict: 'within' | 'below' | 'above';
  readonly jobs: number;
  readonly clients: number;
  readonly bindingLimit: LimitId;
  readonly explanations: readonly FioNote[];
  readonly perJob: readonly FioJobFigures[];
  /** The day the run ended (the latest file's fio timestamp), ISO `YYYY-MM-DD` UTC; null when fio wrote none. */
  readonly runDate: string | null;
  /** The design the run was compared with, as the plan built it. */
  readonly design: FioDesign;
}

/** A fio timestamp (seconds since 1970) as an ISO day, UTC; null for none or one out of range. */
export function fioRunDate(timestamp: number | null): string | null {
  if (timestamp === null || !Number.isFinite(timestamp) || timestamp <= 0 || timestamp > 32_503_680_000) return null;
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

const round = (n: number, digits = 3) => finite(Math.round(n * 10 ** digits) / 10 ** digits);

function explain(plan: FioPlan, jobs: readonly FioJobResult[], clients: number, measured: FioPerformance, ratio: number): FioNote[] {
  const out: FioNote[] = [];
  if (ratio > 1) return [note('fio-above-plan', { ratio: round(ratio, 2) }), ...buffered(jobs)];
  // In flight per client: the jobs of one host (or, run locally, of one file) add up; the least busy client counts.
  const perClient = new Map<string, number>();
  for (const j of jobs) perClient.set(j.host ?? j.file, (perClient.get(j.host ?? j.file) ?? 0) + j.inFlight);
  const clientInFlight = perClient.size > 0 ? Math.min(...perClient.values()) : null;
  if (clientInFlight !== null && clientInFlight < plan.outstandingPerClient)
    out.push(note('fio-run-concurrency-short', { inFlight: clientInFlight, needed: plan.outstandingPerClient }));
  if (clients < plan.clients) out.push(note('fio-fewer-clients', { measuredClients: clients, plannedClients: plan.clients }));
  const nic = plan.fss?.clientMBps ?? plan.lustre?.clientMBps ?? null;
  if (nic !== null && clients > 0) {
    const perClientMBps = measured.throughputMBps / clients;
    if (perClientMBps >= NIC_BOUND_SHARE * nic) out.push(note('fio-client-nic-bound', { clientMBps: round(perClientMBps, 1), nicMBps: round(nic, 1) }));
  }
  if (plan.fss) out.push(note('fio-check-mount-options', { options: mountOptions(plan.fss) }));
  if (measured.latencyUs.mean > plan.latencyUs * (1 + FIO_TOLERANCE))
    out.push(note('fio-latency-above-plan', { measuredUs: round(measured.latencyUs.mean, 1), plannedUs: plan.latencyUs }));
  return [...out, ...buffered(jobs)];
}

function buffered(jobs: readonly FioJobResult[]): FioNote[] {
  return [...new Set(jobs.filter((j) => !j.direct).map((j) => j.jobName))].map((job) => note('fio-buffered-io', { job }));
}

/** Compares parsed results (already checked against the workload) with the plan. */
export function compareFio(plan: FioPlan, jobs: readonly FioJobResult[], timestamp: number | null = null): FioComparison {
  const agg = aggregateFio(jobs);
  const measured: FioPerformance = { iops: agg.total.iops, throughputMBps: agg.total.throughputMBps, latencyUs: agg.total.latencyUs };
  const planned: FioPerformance = {
    iops: finite(plan.iops),
    throughputMBps: finite(plan.throughputMBps),
    latencyUs: { mean: finite(plan.latencyUs), p99: null },
  };
  const ratio = planned.iops > 0 ? finite(measured.iops / planned.iops) : null;
  const off = ratio !== null && Math.abs(ratio - 1) > FIO_TOLERANCE;
  const verdict = !off ? 'within' : ratio! < 1 ? 'below' : 'above';
  return {
    measured,
    planned,
    ratio,
    verdict,
    jobs: jobs.length,
    clients: agg.clients,
    bindingLimit: plan.bindingLimit,
    explanations: off ? explain(plan, jobs, agg.clients, measured, ratio!) : buffered(jobs),
    perJob: agg.jobs,
    runDate: fioRunDate(timestamp),
    design: designOf(plan),
  };
}

export interface FioResultFile {
  readonly name: string;
  readonly text: string;
}

export type FioReadOutcome = { readonly ok: true; readonly comparison: FioComparison } | { readonly ok: false; readonly problems: readonly FioProblem[] };

/**
 * From a planned scenario and fio's result files to the comparison: each file parsed (size
 * first), all problems of all files collected, then the workload checked against the plan.
 */
export function readFioResults(scenario: Scenario, result: PlanResult, files: readonly FioResultFile[]): FioReadOutcome {
  const planned = fioPlanOf(scenario, result);
  if (!planned.ok) return { ok: false, problems: [planned.problem] };
  const problems: FioProblem[] = [];
  const jobs: FioJobResult[] = [];
  let latest: number | null = null;
  for (const f of files) {
    const tooLarge = checkFioResultSize(f.name, f.text.length);
    if (tooLarge) {
      problems.push(tooLarge);
      continue;
    }
    const parsed = parseFioResult(f.name, f.text);
    if (parsed.ok) {
      jobs.push(...parsed.jobs);
      if (parsed.timestamp !== null) latest = Math.max(latest ?? 0, parsed.timestamp);
    } else problems.push(...parsed.problems);
  }
  if (problems.length === 0 && jobs.length === 0) problems.push(note('fio-no-jobs'));
  if (problems.length > 0) return { ok: false, problems };
  const other = runForOtherDesign(planned.plan, jobs);
  if (other) return { ok: false, problems: [other] };
  const mismatch = checkFioWorkload(planned.plan, jobs);
  if (mismatch.length > 0) return { ok: false, problems: mismatch };
  return { ok: true, comparison: compareFio(planned.plan, jobs, latest) };
}
