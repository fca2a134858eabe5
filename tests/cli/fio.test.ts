/**
 * The command line's fio half: `plan FILE --fio-jobs DIR` writes a job bundle for every example
 * scenario; `plan FILE --fio-results FILE…` prints measured against planned as JSON, and a bad
 * result file exits 2 naming the file and the problem in words (English, or Japanese with
 * `--lang ja`). The result read back is a real fio 3.33 client/server result (tests/fio/fixtures).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from './process.ts';
import { run } from '../../src/cli.ts';
import { parseScenario, planScenario, type LustreEvaluation } from '../../src/engine/index.ts';
import { fioPlanOf } from '../../src/engine/fio/index.ts';
import en from '../../src/ui/i18n/en/fio.ts';
import ja from '../../src/ui/i18n/ja/fio.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures/scenarios');
const RESULT = join(ROOT, 'tests/fio/fixtures/client-server-2-hosts.json');
/** The workload the fixture result ran: 4 KiB random, 70% reads. */
const SCENARIO = JSON.stringify({
  mode: 'evaluate',
  service: 'dense-io',
  catalog: 'dio-2019-10',
  design: { shape: 'BM.DenseIO2.52', raid: '0' },
  workload: { readPercent: 70, ioSizeKiB: 4 },
});
/** The same workload on a Lustre file system, from the two clients the result ran on. */
const LUSTRE_SCENARIO = {
  mode: 'evaluate',
  service: 'lustre',
  design: { performanceTierMBpsPerTB: 125, capacityGB: 34_304.763 },
  workload: { readPercent: 70, ioSizeKiB: 4, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 1 },
};

let dir = '';
let scenario = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'plan-cli-fio-'));
  scenario = join(dir, 'scenario.json');
  writeFileSync(scenario, SCENARIO);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('plan FILE --fio-jobs DIR', () => {
  for (const file of readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    it(`${file}: writes job files and a README`, () => {
      const out = join(dir, `jobs-${file}`);
      const r = run([join(FIXTURES, file), '--fio-jobs', out]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe('');
      const written = readdirSync(out);
      expect(r.stderr).toBe(`wrote ${written.length} files to ${out}\n`);
      expect(written).toContain('README.md');
      expect(written.some((f) => f.endsWith('.fio'))).toBe(true);
      if (written.includes('mount.sh')) {
        expect(written).toContain('hosts.list');
        expect(statSync(join(out, 'mount.sh')).mode & 0o111).not.toBe(0);
      }
      expect(readFileSync(join(out, 'README.md'), 'utf8')).toContain(en.readme.safetyTitle);
    });
  }

  it.each(['lustre-evaluate.json', 'lustre-recommend.json', 'compare.json'])(
    '%s: Lustre jobs, mounted with the Lustre client, README in English and Japanese',
    (file) => {
      for (const [lang, words] of [
        ['en', en],
        ['ja', ja],
      ] as const) {
        const out = join(dir, `jobs-lustre-${lang}-${file}`);
        expect(run([join(FIXTURES, file), '--fio-jobs', out, '--lang', lang]).code).toBe(0);
        const readme = readFileSync(join(out, 'README.md'), 'utf8');
        expect(readme.split('\n')[0]).toBe(words.readme.title.replace('{{service}}', words.services.lustre));
        expect(readme).toContain(words.codes['fio-lustre-client']);
        expect(readme).toContain('mount -t lustre "$MGS_IP@tcp:/$FS_NAME" /mnt/lustre');
        expect(readFileSync(join(out, 'mount.sh'), 'utf8')).toContain('mount -t lustre "$MGS_IP@tcp:/$FS_NAME" /mnt/lustre\n');
        expect(readFileSync(join(out, 'client-01.fio'), 'utf8')).toMatch(/^directory=\/mnt\/lustre\/fio-scratch\/client-01$/m);
        expect(readFileSync(join(out, 'hosts.list'), 'utf8').trim().split('\n').length).toBe(
          readdirSync(out).filter((f) => /^client-\d+\.fio$/.test(f)).length,
        );
      }
    },
  );

  it('--lang ja writes the README in Japanese', () => {
    const out = join(dir, 'jobs-ja');
    expect(run([scenario, '--fio-jobs', out, '--lang', 'ja']).code).toBe(0);
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toContain(ja.readme.safetyWarning);
  });
});

describe('plan FILE --fio-results FILE…', () => {
  it('prints measured against planned as JSON', () => {
    const r = run([scenario, '--fio-results', RESULT]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['measured', 'planned', 'ratio', 'jobs', 'bindingLimit', 'explanations']));
    expect(out).toMatchObject({ jobs: 2, clients: 2 });
    const raw = JSON.parse(readFileSync(RESULT, 'utf8')) as { client_stats: { jobname: string; read: { iops: number }; write: { iops: number } }[] };
    const sum = raw.client_stats.filter((j) => j.jobname !== 'All clients').reduce((s, j) => s + j.read.iops + j.write.iops, 0);
    expect((out.measured as { iops: number }).iops).toBeCloseTo(sum, 6);
  });

  it('prints the run as a calibration; the scenario carrying it plans with the measured latency', () => {
    const out = JSON.parse(run([scenario, '--fio-results', RESULT]).stdout) as {
      calibration: Record<string, unknown>;
      measured: { latencyUs: { mean: number } };
    };
    expect(out.calibration).toMatchObject({
      service: 'dense-io',
      design: 'BM.DenseIO2.52/raid0',
      latencyUs: Math.round(out.measured.latencyUs.mean * 10) / 10,
    });
    const doc = { ...(JSON.parse(readFileSync(scenario, 'utf8')) as object), version: 4, calibration: out.calibration };
    const file = join(dir, 'calibrated.json');
    writeFileSync(file, JSON.stringify(doc));
    const planned = JSON.parse(run([file]).stdout) as { calibration: { status: string; latencyUs: number }; latencyUs: number };
    expect(planned.calibration).toMatchObject({ status: 'applied', latencyUs: out.calibration.latencyUs });
    // Dense I/O's evaluation states the latency it plans with: now the measured one.
    expect(planned.latencyUs).toBe(out.calibration.latencyUs);
  });

  it.each([1, 8])('a Lustre plan, clients of %i OCPUs: measured against what the design delivers, explained without NFS mount advice', (ocpus) => {
    const doc = { ...LUSTRE_SCENARIO, workload: { ...LUSTRE_SCENARIO.workload, clientOcpus: ocpus } };
    const file = join(dir, `lustre-${ocpus}.json`);
    writeFileSync(file, JSON.stringify(doc));
    const parsed = parseScenario(doc);
    if (!parsed.ok) throw new Error('rejected');
    const planned = planScenario(parsed.value);
    if (!planned.ok) throw new Error('not planned');
    const e = planned.result as LustreEvaluation;
    const plan = fioPlanOf(parsed.value, e);
    if (!plan.ok) throw new Error(plan.problem.code);
    const r = run([file, '--fio-results', RESULT]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      measured: { iops: number };
      planned: { iops: number; throughputMBps: number };
      ratio: number;
      verdict: string;
      bindingLimit: string;
      clients: number;
      explanations: { code: string; params: Record<string, number> }[];
    };
    expect(out.planned.throughputMBps).toBeCloseTo(e.throughputMBps, 6);
    expect(out.planned.iops).toBeCloseTo(e.opsPerSecond, 6);
    expect(out.ratio).toBeCloseTo(out.measured.iops / e.opsPerSecond, 9);
    expect(out.bindingLimit).toBe(e.bottleneck);
    expect(out.clients).toBe(2);
    expect(out.verdict).toBe(Math.abs(out.ratio - 1) <= 0.1 ? 'within' : out.ratio < 1 ? 'below' : 'above');
    const codes = out.explanations.map((x) => x.code);
    expect(codes).not.toContain('fio-check-mount-options');
    // The result kept 8 I/Os in flight per client (numjobs 2 x iodepth 4).
    if (out.verdict === 'below')
      expect(out.explanations).toContainEqual({ code: 'fio-run-concurrency-short', params: { inFlight: 8, needed: plan.plan.outstandingPerClient } });
    else expect(codes).toEqual([]);
  });

  it('a Lustre plan at another I/O size refuses the result, in Japanese with --lang ja', () => {
    const other = join(dir, 'lustre-1m.json');
    writeFileSync(other, JSON.stringify({ ...LUSTRE_SCENARIO, workload: { ...LUSTRE_SCENARIO.workload, ioSizeKiB: 1024 } }));
    const r = run([other, '--fio-results', RESULT, '--lang', 'ja']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${RESULT}：${ja.codes['fio-workload-block-size'].replace('{{measured}}', '4k').replace('{{planned}}', '1024k')}\n`);
  });

  const bad = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('a file that is not JSON: exit 2, the file named, the problem in words', () => {
    const file = bad('broken.json', 'fio: engine libaio not loadable');
    const r = run([scenario, '--fio-results', RESULT, file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: This is not JSON \\(.+\\)\\. Run fio with --output-format=json\\.\\n$`),
    );
  });

  it('--lang ja: the same problem in Japanese', () => {
    const file = bad('cut.json', readFileSync(RESULT, 'utf8').slice(0, 2000));
    const r = run([scenario, '--fio-results', file, '--lang', 'ja']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${file}：${ja.codes['fio-truncated']}\n`);
  });

  it('a file over the size limit is refused from its size', () => {
    const file = bad('huge.json', '');
    truncateSync(file, 50_000_001);
    const r = run([scenario, '--fio-results', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${file}: The file is 50,000,001 bytes, more than the 50,000,000 bytes a fio result can reasonably be; it was not read.\n`);
  });

  it('a result from another workload than the plan', () => {
    const other = join(dir, 'other.json');
    writeFileSync(other, SCENARIO.replace('"ioSizeKiB":4', '"ioSizeKiB":8'));
    const r = run([other, '--fio-results', RESULT]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('The block size measured (4k) is not the plan’s (8k)');
  });

  it('a missing result file, no result file, and an unknown option', () => {
    expect(run([scenario, '--fio-results', join(dir, 'nope.json')])).toMatchObject({ code: 2, stderr: expect.stringMatching(/no such file: .*nope\.json/) });
    expect(run([scenario, '--fio-results'])).toMatchObject({ code: 2, stderr: `${en.cli.usageResults}\n` });
    expect(run([scenario, '--fio-jobz', dir])).toMatchObject({ code: 2, stderr: 'unknown or incomplete option: --fio-jobz\n' });
  });
});

describe('the real process', () => {
  it('npm run plan -- FILE --fio-results FILE prints the comparison', { timeout: 30_000 }, async () => {
    const r = await runCliProcess([scenario, '--fio-results', RESULT]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveProperty('measured.iops');
  });
});

describe('plan FILE --fio-jobs DIR --sequential / --raw-device-writes', () => {
  it('sequential access, and writes to the RAID set only when asked', () => {
    const plain = join(dir, 'jobs-plain');
    const asked = join(dir, 'jobs-raw');
    expect(run([scenario, '--fio-jobs', plain, '--sequential']).code).toBe(0);
    expect(run([scenario, '--fio-jobs', asked, '--raw-device-writes']).code).toBe(0);
    const plainJob = readFileSync(join(plain, 'dense-io.fio'), 'utf8');
    expect(plainJob).toMatch(/^rw=rw$/m);
    expect(plainJob).toMatch(/^filename=\/mnt\/fio-scratch\/dense-io\.dat$/m);
    expect(readFileSync(join(asked, 'dense-io.fio'), 'utf8')).toMatch(/^filename=\/dev\/md0$/m);
    expect(readFileSync(join(asked, 'README.md'), 'utf8')).toContain('**These jobs write to the raw devices /dev/md0.**');
  });
});

describe('plan FILE --fio-results: figures no run produces (issue 27 item 4)', () => {
  it.each([
    ['read.iops', 1e308, /Job .*: read\.iops is 1e\+308, more than 100,000,000, beyond what any one client or OCI design moves/],
    ['read.iops', 5e-324, /read\.iops is 5e-324, less than one operation a day/],
    ['read.runtime', 0, /read\.runtime is 0 ms although [\d,]+ operations were done/],
  ])('%s = %s exits 2 naming the figure and why, and prints no calibration', (path, value, message) => {
    const doc = JSON.parse(readFileSync(RESULT, 'utf8')) as { client_stats: Record<string, Record<string, number>>[] };
    const [side, field] = path.split('.') as [string, string];
    for (const job of doc.client_stats) job[side]![field] = value;
    const file = join(dir, `absurd-${field}-${value}.json`);
    writeFileSync(file, JSON.stringify(doc));
    const r = run([scenario, '--fio-results', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

describe('plan FILE --fio-jobs: a path that cannot be a folder (issue 27 item 8)', () => {
  it.each([
    ['an existing file', () => scenario, /EEXIST \(a file of that name is in the way\)/],
    ['a path under a file', () => join(scenario, 'jobs'), /ENOTDIR \(a part of the path is a file, not a folder\)/],
    ['/proc/x', () => '/proc/x', /ENOENT/],
    ['/proc/x/y', () => '/proc/x/y', /ENOENT/],
  ])('%s: exit 2 with a message, at once', (_what, path, message) => {
    const r = run([scenario, '--fio-jobs', path()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cannot write the job files to /);
    expect(r.stderr).toMatch(message);
  });
});
