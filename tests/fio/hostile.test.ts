/**
 * Hostile result files: each gets its own code. The base is a real fio result (one short run of
 * the Block Volume example's job in a temporary directory); each case damages a copy of it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenario, planScenario, type PlanResult, type Scenario } from '../../src/engine/index.ts';
import { aggregateFio, buildFioJobs, MAX_FIO_RESULT_BYTES, parseFioResult, readFioResults, type FioProblem } from '../../src/engine/fio/index.ts';
import en from '../../src/ui/i18n/en/fio.ts';
import { runFio } from './fio.ts';

const ROOT = join(import.meta.dirname, '../..');
type Json = Record<string, unknown> & { jobs: Record<string, unknown>[] };

let dir = '';
let base = '';
let scenario: Scenario;
let result: PlanResult;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fio-hostile-'));
  const parsed = parseScenario(JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/scenarios/bv-recommend.json'), 'utf8')));
  if (!parsed.ok) throw new Error('fixture');
  scenario = parsed.value;
  const planned = planScenario(scenario);
  if (!planned.ok) throw new Error('plan');
  result = planned.result;
  const out = buildFioJobs(scenario, result, en, { scratchDir: dir, runtimeSeconds: 2, rampSeconds: 0, sizeMiB: 16 });
  if (!out.ok) throw new Error(out.problem.code);
  const { writeFileSync } = await import('node:fs');
  const job = out.bundle.jobs[0]!;
  writeFileSync(join(dir, job.file), out.bundle.files.find((f) => f.name === job.file)!.text);
  await runFio(job.file, 'base.json', dir);
  base = readFileSync(join(dir, 'base.json'), 'utf8');
}, 600_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const damaged = (edit: (doc: Json) => void): string => {
  const doc = JSON.parse(base) as Json;
  edit(doc);
  return JSON.stringify(doc);
};
const job0 = (doc: Json) => doc.jobs[0] as Record<string, Record<string, unknown>>;
const codes = (problems: readonly FioProblem[]) => problems.map((p) => p.code);

function problemsOf(text: string): FioProblem[] {
  const p = parseFioResult('r.json', text);
  return p.ok ? [] : [...p.problems];
}

describe('a fio result file that cannot be read gets a code naming the problem and the file', () => {
  it('the untouched real result parses, and names its one job', () => {
    const p = parseFioResult('r.json', base);
    expect(p.ok && p.jobs.map((j) => j.jobName)).toEqual(['block-volume-randrw']);
  });

  it.each<[string, () => string, string, Record<string, unknown>?]>([
    ['not JSON', () => 'fio: engine libaio not loadable', 'fio-not-json'],
    ['NaN in a figure (not JSON either)', () => base.replace(/"iops" : [0-9.]+/, '"iops" : NaN'), 'fio-not-json'],
    ['truncated', () => base.slice(0, Math.floor(base.length / 2)), 'fio-truncated'],
    ['JSON that is not fio output', () => '{"hello": "world"}', 'fio-not-fio-output'],
    [
      'fio 2.x',
      () =>
        damaged((d) => {
          d['fio version'] = 'fio-2.2.10';
        }),
      'fio-unsupported-version',
      { version: 'fio-2.2.10' },
    ],
    [
      'a field missing',
      () =>
        damaged((d) => {
          delete job0(d).read!.clat_ns;
        }),
      'fio-missing-field',
      { path: 'jobs.0.read.clat_ns' },
    ],
    [
      'a number as a string',
      () =>
        damaged((d) => {
          job0(d).write!.iops = '1234';
        }),
      'fio-wrong-type',
      { path: 'jobs.0.write.iops', expected: 'number' },
    ],
    [
      'a negative figure',
      () =>
        damaged((d) => {
          job0(d).read!.bw_bytes = -1;
        }),
      'fio-bad-number',
      { path: 'jobs.0.read.bw_bytes', value: '-1' },
    ],
    [
      'no jobs',
      () =>
        damaged((d) => {
          d.jobs = [];
        }),
      'fio-no-jobs',
    ],
    [
      'a job that failed',
      () =>
        damaged((d) => {
          (d.jobs[0] as Record<string, unknown>).error = 5;
        }),
      'fio-job-error',
      { job: 'block-volume-randrw', error: 5 },
    ],
    [
      'a job with no I/O',
      () =>
        damaged((d) => {
          for (const k of ['read', 'write']) job0(d)[k]!.total_ios = 0;
        }),
      'fio-no-io',
    ],
  ])('%s', (_name, text, code, params) => {
    const problems = problemsOf(text());
    expect(codes(problems)).toContain(code);
    const p = problems.find((x) => x.code === code)!;
    expect(p.file).toBe('r.json');
    if (params) expect(p.params).toMatchObject(params);
  });

  it(`refuses a file over ${MAX_FIO_RESULT_BYTES.toLocaleString('en-US')} bytes before parsing`, () => {
    const problems = problemsOf(base + ' '.repeat(MAX_FIO_RESULT_BYTES));
    expect(problems).toEqual([
      { code: 'fio-file-too-large', params: { bytes: base.length + MAX_FIO_RESULT_BYTES, limitBytes: MAX_FIO_RESULT_BYTES }, file: 'r.json' },
    ]);
  });
});

describe('results from another workload than the plan are refused', () => {
  const read = (...files: [string, string][]) =>
    readFioResults(
      scenario,
      result,
      files.map(([name, text]) => ({ name, text })),
    );

  it('the real result matches its own plan', () => {
    const out = read(['a.json', base]);
    expect(out.ok).toBe(true);
  });

  it('mixed block sizes across files', () => {
    const other = damaged((d) => {
      (job0(d)['job options'] as Record<string, unknown>).bs = '8k';
    });
    const out = read(['a.json', base], ['b.json', other]);
    expect(!out.ok && out.problems[0]).toMatchObject({ code: 'fio-mixed-block-sizes', params: { sizes: ['16k', '8k'] } });
  });

  it('a block size other than the plan’s', () => {
    const other = damaged((d) => {
      (job0(d)['job options'] as Record<string, unknown>).bs = '8k';
    });
    const out = read(['b.json', other]);
    expect(!out.ok && out.problems[0]).toMatchObject({ code: 'fio-workload-block-size', params: { measured: '8k', planned: '16k' }, file: 'b.json' });
  });

  it('a read/write mix other than the plan’s', () => {
    const other = damaged((d) => {
      (job0(d)['job options'] as Record<string, unknown>).rwmixread = '90';
    });
    const out = read(['c.json', other]);
    expect(!out.ok && out.problems[0]).toMatchObject({ code: 'fio-workload-mix', params: { measuredReadPercent: 90, plannedReadPercent: 50 }, file: 'c.json' });
  });

  it('the same result given twice', () => {
    const out = read(['a.json', base], ['copy.json', base]);
    expect(!out.ok && codes(out.problems)).toEqual(['fio-duplicate-job']);
  });
});

describe('client/server mode (a real two-client result, fio 3.33)', () => {
  const text = readFileSync(join(import.meta.dirname, 'fixtures/client-server-2-hosts.json'), 'utf8');
  const raw = JSON.parse(text) as { client_stats: { jobname: string; read: { iops: number }; write: { iops: number } }[] };

  it('reads one job per client, leaves out the "All clients" sum, and adds up to it', () => {
    const p = parseFioResult('cs.json', text);
    if (!p.ok) throw new Error(JSON.stringify(p.problems));
    expect(p.jobs.map((j) => j.host).sort()).toEqual(['127.0.0.1:8765', '127.0.0.1:8766']);
    const all = raw.client_stats.find((j) => j.jobname === 'All clients')!;
    const agg = aggregateFio(p.jobs);
    expect(agg.clients).toBe(2);
    expect(agg.total.iops).toBeCloseTo(all.read.iops + all.write.iops, 0);
  });

  it('tolerates the lines the servers print before the JSON', () => {
    const p = parseFioResult('cs.json', '<vm> Starting 2 processes\n<vm> w: Laying out IO file\n' + text);
    expect(p.ok).toBe(true);
  });
});
