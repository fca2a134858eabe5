/**
 * Figures no real fio run produces, refused before anything is compared or adopted: beyond what
 * any one client or OCI design moves, a rate below one operation a day, operations done in no
 * time, bytes per operation far from the block size, a rate that does not follow from the count
 * and the runtime. Each refusal is a code naming the job, the figure (its path in fio's JSON)
 * and its value; the words say why.
 */
import { note, type FioProblem, type FioProblemCode } from './codes.ts';
import type { FioDirectionJson, FioJobJson } from './schema.ts';
import { parseFioBs } from './size.ts';

/**
 * The most one job (one client's threads) reports: 100 million operations per second and 1 TB/s
 * are beyond any one host's network (a few hundred Gb/s on the largest OCI shapes) and its local
 * NVMe drives (a few million IOPS on the largest Dense I/O shape); the scenario's own limits (1
 * billion IOPS, 10 TB/s) are for a whole fleet of clients.
 */
export const MAX_JOB_IOPS = 100_000_000;
export const MAX_JOB_BYTES_PER_SECOND = 1_000_000_000_000;
/** A mean latency over this (one hour, in ns) is no storage measurement. */
export const MAX_LATENCY_NS = 3_600_000_000_000;
/** The smallest rate that means anything: one operation a day (as the scenario format's floor). */
export const MIN_RUN_IOPS = 1 / 86_400;
/** Figures derived two ways (bytes ÷ operations against the block size; the rate against count ÷ runtime) agree within this factor. */
export const CONSISTENCY_FACTOR = 2;

/** A figure as the words show it: extreme ones as fio wrote them (1e+308, 5e-324), the rest as numbers. */
const shown = (v: number): number | string => (v !== 0 && (Math.abs(v) >= 1e15 || Math.abs(v) < 0.001) ? String(v) : v);

const off = (a: number, b: number) => a > b * CONSISTENCY_FACTOR || a < b / CONSISTENCY_FACTOR;

function directionProblems(file: string, job: string, side: 'read' | 'write', d: FioDirectionJson, bs: number | null): FioProblem[] {
  const at = (field: string) => `${side}.${field}`;
  const problem = (code: FioProblemCode, field: string, value: number, extra: Record<string, number> = {}): FioProblem => ({
    ...note(code, { job, path: at(field), value: shown(value), ...extra }),
    file,
  });
  if (d.iops > MAX_JOB_IOPS) return [problem('fio-figure-too-large', 'iops', d.iops, { limit: MAX_JOB_IOPS })];
  if (d.bw_bytes > MAX_JOB_BYTES_PER_SECOND) return [problem('fio-figure-too-large', 'bw_bytes', d.bw_bytes, { limit: MAX_JOB_BYTES_PER_SECOND })];
  for (const [field, lat] of [
    ['lat_ns.mean', d.lat_ns.mean],
    ['clat_ns.mean', d.clat_ns.mean],
  ] as const) {
    if (lat > MAX_LATENCY_NS) return [problem('fio-figure-too-large', field, lat, { limit: MAX_LATENCY_NS })];
  }
  if (d.total_ios === 0) {
    // Nothing done in this direction: no rate may say otherwise.
    if (d.iops > 0) return [problem('fio-rate-without-io', 'iops', d.iops)];
    if (d.io_bytes > 0) return [problem('fio-rate-without-io', 'io_bytes', d.io_bytes)];
    return [];
  }
  if (d.runtime <= 0) return [problem('fio-zero-runtime', 'runtime', d.runtime, { ios: d.total_ios })];
  if (d.iops < MIN_RUN_IOPS) return [problem('fio-rate-below-one-a-day', 'iops', d.iops, { ios: d.total_ios })];
  const counted = (d.total_ios * 1000) / d.runtime;
  if (off(d.iops, counted)) return [problem('fio-rate-inconsistent', 'iops', d.iops, { counted: Math.round(counted * 1000) / 1000 })];
  const perOp = d.io_bytes / d.total_ios;
  if (bs !== null && off(perOp, bs)) return [problem('fio-bytes-per-op', 'io_bytes', d.io_bytes, { perOp: Math.round(perOp), bs })];
  return [];
}

/** What no real run produces in one job's figures; empty when they are sane. */
export function fioJobProblems(file: string, job: FioJobJson, options: Readonly<Record<string, string>>): FioProblem[] {
  const bs = options.bs !== undefined ? parseFioBs(options.bs) : null;
  return [
    ...directionProblems(file, job.jobname, 'read', job.read, bs?.read ?? null),
    ...directionProblems(file, job.jobname, 'write', job.write, bs?.write ?? null),
  ];
}
