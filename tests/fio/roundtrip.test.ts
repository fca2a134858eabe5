/**
 * The round trip with the real fio: for documented scenarios and app presets, generate the job
 * bundle, redirect every target into a temporary directory, run fio for 2 seconds per job, read
 * the JSON fio wrote back, and check that every job shows up, that the aggregate adds up to the
 * per-job figures, and that block size and read/write mix are the plan's. File Storage bundles
 * have a job per client; two clients of each run (at the same time), to keep the suite short.
 * The shared job of fio's client/server mode runs on two local `fio --server`s. Lustre bundles
 * (its evaluate and recommend fixtures, and comparisons whose cheapest fitting entry is Lustre)
 * take the same path: a job per client in its own directory on the (here redirected) mount.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanResult, Scenario } from '../../src/engine/index.ts';
import { aggregateFio, checkFioWorkload, fioPlanOf, parseFioResult, readFioResults, type FioBundle, type FioJobResult } from '../../src/engine/fio/index.ts';
import { scenarioFor } from '../../src/store/initialState.ts';
import { findPreset } from '../../src/store/presets.ts';
import { planned, writeBundle } from './bundle.ts';
import { findFio, runFio, startFioServer } from './fio.ts';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures/scenarios');
const CLIENTS_RUN = 2;

const cases: [string, unknown][] = [
  ...readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f, JSON.parse(readFileSync(join(FIXTURES, f), 'utf8'))] as [string, unknown]),
  ...['oracle-oltp', 'media-processing', 'ai-training'].map((id) => [`preset ${id}`, scenarioFor(findPreset(id)!.requirement)] as [string, unknown]),
];

let dir = '';
beforeAll(() => {
  findFio();
  dir = mkdtempSync(join(tmpdir(), 'fio-roundtrip-'));
}, 600_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  bundle: FioBundle;
  outputs: { name: string; text: string }[];
}

async function runBundle(name: string, doc: unknown): Promise<Run & { scenario: Scenario; result: PlanResult }> {
  const { scenario, result } = planned(doc);
  const { work, bundle } = writeBundle(dir, name, scenario, result);
  const chosen = bundle.jobs.slice(0, CLIENTS_RUN);
  for (const j of chosen) if (j.target.kind === 'directory') mkdirSync(j.target.path, { recursive: true });
  await Promise.all(chosen.map((j) => runFio(j.file, j.resultFile, work, j.target.readOnly ? ['--readonly'] : [])));
  return { bundle, scenario, result, outputs: chosen.map((j) => ({ name: j.resultFile, text: readFileSync(join(work, j.resultFile), 'utf8') })) };
}

type RawJob = {
  jobname: string;
  'job options': Record<string, string>;
  read: { iops: number; bw_bytes: number; total_ios: number };
  write: { iops: number; bw_bytes: number; total_ios: number };
};

describe('fio round trip: generated jobs, run by the real fio, read back', () => {
  it('the cases cover Lustre: evaluate, recommend, and a comparison whose cheapest fitting entry is Lustre', () => {
    const lustre = cases.flatMap(([, doc]) => {
      const { scenario, result } = planned(doc);
      const p = fioPlanOf(scenario, result);
      return p.ok && p.plan.service === 'lustre' ? [`${scenario.service} ${scenario.mode}`] : [];
    });
    expect(lustre).toEqual(expect.arrayContaining(['lustre evaluate', 'lustre recommend', 'compare recommend']));
  });

  it.each(cases)(
    '%s',
    async (name, doc) => {
      const { bundle, scenario, result, outputs } = await runBundle(name, doc);
      const scratch = join(dir, name.replace(/\W+/g, '-'), 'scratch');

      // File Storage and Lustre: each client's job wrote only into its own directory under the scratch directory.
      if (bundle.plan.fss || bundle.plan.lustre) {
        for (const j of bundle.jobs.slice(0, CLIENTS_RUN)) {
          expect(j.target).toMatchObject({ kind: 'directory', path: join(scratch, j.client!) });
          expect(readdirSync(j.target.path).length).toBeGreaterThan(0);
        }
        expect(bundle.files.find((f) => f.name === 'mount.sh')!.text).toContain(bundle.plan.lustre ? 'mount -t lustre' : 'mount -t ');
      }
      const raw: RawJob[] = outputs.flatMap((o) => (JSON.parse(o.text) as { jobs: RawJob[] }).jobs);

      // Every job that ran shows up, with the options the bundle wrote.
      expect(raw.map((j) => j.jobname)).toEqual(bundle.jobs.slice(0, CLIENTS_RUN).map((j) => j.jobName));
      for (const j of raw) {
        expect(j['job options'].bs).toBe(bundle.shape.bs);
        expect(j['job options'].rw).toBe(bundle.shape.rw);
        expect(Number(j['job options'].numjobs) * Number(j['job options'].iodepth)).toBeGreaterThanOrEqual(bundle.plan.outstandingPerClient);
      }

      // Parsed and aggregated: the sum of the per-job figures fio printed.
      const jobs: FioJobResult[] = outputs.flatMap((o) => {
        const p = parseFioResult(o.name, o.text);
        if (!p.ok) throw new Error(JSON.stringify(p.problems));
        return [...p.jobs];
      });
      const agg = aggregateFio(jobs);
      const sum = (f: (j: RawJob) => number) => raw.reduce((s, j) => s + f(j), 0);
      expect(agg.total.iops).toBeCloseTo(
        sum((j) => j.read.iops + j.write.iops),
        6,
      );
      expect(agg.total.throughputMBps).toBeCloseTo(sum((j) => j.read.bw_bytes + j.write.bw_bytes) / 1e6, 6);
      expect(agg.total.ios).toBe(sum((j) => j.read.total_ios + j.write.total_ios));
      expect(agg.total.iops).toBeGreaterThan(0);

      // Same workload as the plan: block size and mix.
      expect(checkFioWorkload(bundle.plan, jobs)).toEqual([]);
      const readShare = bundle.shape.rwmixread ?? (bundle.shape.rw.endsWith('read') ? 100 : 0);
      expect(Math.abs(agg.total.readPercent - readShare)).toBeLessThanOrEqual(5);

      // And the whole path the CLI takes.
      const cmp = readFioResults(scenario, result, outputs);
      if (!cmp.ok) throw new Error(JSON.stringify(cmp.problems));
      expect(cmp.comparison.jobs).toBe(raw.length);
      expect(cmp.comparison.measured.iops).toBeCloseTo(agg.total.iops, 6);
      expect(JSON.stringify(cmp.comparison)).not.toMatch(/NaN|Infinity/);
    },
    60_000,
  );
});

describe('fio client/server mode: the shared job on two local fio servers, read back', () => {
  it.each(['fss-evaluate.json', 'compare.json'])(
    '%s: every client shows up once, and the sum is fio\'s own "All clients" line',
    async (fixture) => {
      const { scenario, result } = planned(JSON.parse(readFileSync(join(FIXTURES, fixture), 'utf8')));
      // The bundle's job.fio is the shared job the servers run.
      const { work, bundle } = writeBundle(dir, `client-server-${fixture}`, scenario, result);
      expect(bundle.plan.service).toBe(fixture === 'compare.json' ? 'lustre' : 'file-storage');
      const servers = await Promise.all([startFioServer(), startFioServer()]);
      try {
        writeFileSync(join(work, 'hosts.list'), servers.map((s) => s.host).join('\n') + '\n');
        await runFio('job.fio', 'results.json', work, ['--client=hosts.list']);
      } finally {
        for (const s of servers) s.stop();
      }
      const text = readFileSync(join(work, 'results.json'), 'utf8');
      const parsed = parseFioResult('results.json', text);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
      const ports = servers.map((s) => s.host.replace('ip:127.0.0.1,', '127.0.0.1:')).sort();
      expect(parsed.jobs.map((j) => j.host).sort()).toEqual(ports);
      const stats = (JSON.parse(text.slice(text.search(/^\{/m))) as { client_stats: RawJob[] }).client_stats;
      const all = stats.find((j) => j.jobname === 'All clients')!;
      const agg = aggregateFio(parsed.jobs);
      expect(agg.clients).toBe(2);
      expect(agg.total.ios).toBe(all.read.total_ios + all.write.total_ios);
      const cmp = readFioResults(scenario, result, [{ name: 'results.json', text }]);
      expect(cmp.ok && cmp.comparison.jobs).toBe(2);
    },
    60_000,
  );
});
