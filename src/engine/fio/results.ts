/**
 * Reading fio's JSON results back: one file per client (`--output-format=json`), or one file
 * from client/server mode. Every problem is a code with parameters and the file it concerns;
 * nothing here is a sentence. A file over `MAX_FIO_RESULT_BYTES` is refused before parsing.
 */
import type { $ZodIssue } from 'zod/v4/core';
import { note, type FioProblem, type FioProblemCode, type FioParam } from './codes.ts';
import { ALL_CLIENTS_JOB, fioOutputSchema, type FioDirectionJson, type FioJobJson } from './schema.ts';
import { fioJobProblems } from './sanity.ts';
import { parseFioBs } from './size.ts';

/** 50 MB: a json+ result of many jobs is a few MB; anything larger is not a fio result. */
export const MAX_FIO_RESULT_BYTES = 50_000_000;
/** At most this many schema problems are reported per file. */
const MAX_ISSUES = 10;

export interface FioDirectionResult {
  readonly ios: number;
  readonly bytes: number;
  readonly bwBytesPerSecond: number;
  readonly iops: number;
  /** Mean total latency (submission + completion), ns. */
  readonly meanLatencyNs: number;
  /** 99th percentile of completion latency, ns, when fio wrote percentiles. */
  readonly p99Ns: number | null;
}

export interface FioJobResult {
  readonly file: string;
  /** The client (hostname:port) in client/server mode; null for a local run. */
  readonly host: string | null;
  readonly jobName: string;
  readonly options: Readonly<Record<string, string>>;
  /** Block sizes in bytes, from `bs` or else bytes per operation; null when neither says. */
  readonly readBlockBytes: number | null;
  readonly writeBlockBytes: number | null;
  /** Operations in flight: numjobs × iodepth (fio's default 1 for each). */
  readonly inFlight: number;
  readonly direct: boolean;
  readonly read: FioDirectionResult;
  readonly write: FioDirectionResult;
}

export type FioParseOutcome =
  | { readonly ok: true; readonly jobs: readonly FioJobResult[]; readonly timestamp: number | null }
  | { readonly ok: false; readonly problems: readonly FioProblem[] };

const fail = (file: string, code: FioProblemCode, params: Readonly<Record<string, FioParam>> = {}): FioParseOutcome => ({
  ok: false,
  problems: [{ ...note(code, params), file }],
});

/** Refuses a result larger than the limit, from its size alone. */
export function checkFioResultSize(file: string, bytes: number): FioProblem | null {
  return bytes > MAX_FIO_RESULT_BYTES ? { ...note('fio-file-too-large', { bytes, limitBytes: MAX_FIO_RESULT_BYTES }), file } : null;
}

/** True when brackets are still open at the end (outside strings): the text was cut off. */
function unbalanced(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return depth > 0 || inString;
}

/** fio (and its servers in client/server mode) may print lines before the JSON: start at the first line that opens it. */
function jsonPart(text: string): string {
  const t = text.replace(/^\uFEFF/, '');
  if (t.trimStart().startsWith('{')) return t;
  const at = t.search(/^\{/m);
  return at >= 0 ? t.slice(at) : t;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function issueProblem(file: string, root: unknown, issue: $ZodIssue): FioProblem {
  const path = issue.path.map(String).join('.');
  const value = valueAt(root, issue.path);
  if (issue.code === 'invalid_type') {
    return value === undefined ? { ...note('fio-missing-field', { path }), file } : { ...note('fio-wrong-type', { path, expected: issue.expected }), file };
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') return { ...note('fio-bad-number', { path, value: String(value) }), file };
  return { ...note('fio-wrong-type', { path, expected: issue.code }), file };
}

function direction(d: FioDirectionJson): FioDirectionResult {
  const p99 = d.clat_ns.percentile?.['99.000000'];
  return {
    ios: d.total_ios,
    bytes: d.io_bytes,
    bwBytesPerSecond: d.bw_bytes,
    iops: d.iops,
    meanLatencyNs: d.lat_ns.mean > 0 ? d.lat_ns.mean : d.clat_ns.mean,
    p99Ns: p99 === undefined ? null : p99,
  };
}

const positiveInt = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

function jobResult(file: string, job: FioJobJson, global: Readonly<Record<string, string>>): FioJobResult {
  const options = { ...global, ...(job['job options'] ?? {}) };
  const bs = options.bs !== undefined ? parseFioBs(options.bs) : null;
  const perOp = (d: FioDirectionJson) => (d.total_ios > 0 ? Math.round(d.io_bytes / d.total_ios) : null);
  return {
    file,
    host: job.hostname === undefined ? null : job.port === undefined ? job.hostname : `${job.hostname}:${job.port}`,
    jobName: job.jobname,
    options,
    readBlockBytes: bs?.read ?? perOp(job.read),
    writeBlockBytes: bs?.write ?? perOp(job.write),
    inFlight: positiveInt(options.numjobs) * positiveInt(options.iodepth),
    direct: options.direct === '1' || options.direct === 'true',
    read: direction(job.read),
    write: direction(job.write),
  };
}

/** Parses one result file's text. `file` is how problems name it. */
export function parseFioResult(file: string, text: string): FioParseOutcome {
  const tooLarge = checkFioResultSize(file, text.length);
  if (tooLarge) return { ok: false, problems: [tooLarge] };
  const body = jsonPart(text);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    if (body.trim() !== '' && body.trimStart().startsWith('{') && unbalanced(body)) return fail(file, 'fio-truncated');
    return fail(file, 'fio-not-json', { detail: (e as Error).message.slice(0, 120) });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return fail(file, 'fio-not-fio-output');
  const doc = json as Record<string, unknown>;
  const version = doc['fio version'];
  if (version === undefined && doc.jobs === undefined && doc.client_stats === undefined) return fail(file, 'fio-not-fio-output');
  if (typeof version === 'string' && !/^fio-3\./.test(version)) return fail(file, 'fio-unsupported-version', { version });
  const parsed = fioOutputSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, MAX_ISSUES).map((i) => issueProblem(file, json, i)) };
  const out = parsed.data;
  const raw = [...(out.jobs ?? []), ...(out.client_stats ?? []).filter((j) => j.jobname !== ALL_CLIENTS_JOB)];
  if (raw.length === 0) return fail(file, 'fio-no-jobs');
  const problems: FioProblem[] = [];
  for (const j of raw) {
    if (j.error !== 0) problems.push({ ...note('fio-job-error', { job: j.jobname, error: j.error }), file });
    else if (j.read.total_ios + j.write.total_ios === 0) problems.push({ ...note('fio-no-io', { job: j.jobname }), file });
    else problems.push(...fioJobProblems(file, j, { ...(out['global options'] ?? {}), ...(j['job options'] ?? {}) }));
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, jobs: raw.map((j) => jobResult(file, j, out['global options'] ?? {})), timestamp: out.timestamp ?? null };
}
