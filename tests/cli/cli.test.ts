/**
 * The command line: `plan FILE` (or `-` for standard input) prints one JSON result and exits 0;
 * a bad scenario prints a specific message on standard error, nothing on standard output, and
 * exits 2. Most cases call the exported `run(argv)` in-process; a few start the real process
 * (each start costs about half a second), in parallel.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';
import { runCliProcess as cli } from './process.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures/scenarios');
const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort();
const STACK_FRAME = /^\s+at /m;

type Json = Record<string, unknown>;
const doc = (file: string) => JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Json;

/** The fields the issue names for each kind of result. */
function expectFields(scenario: Json, out: Json): void {
  const at = (o: Json, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Json | undefined)?.[k], o);
  const has = (...paths: string[]) => {
    for (const p of paths) expect(at(out, p), p).toBeDefined();
  };
  switch (`${String(scenario.service)} ${String(scenario.mode)}`) {
    case 'file-storage evaluate':
      has('throughputMBps', 'opsPerSecond', 'backendIops', 'bottleneck');
      break;
    case 'file-storage recommend':
      has('design.mountTargetType', 'design.mountTargets', 'evaluation', 'warnings');
      break;
    case 'dense-io evaluate':
      has('iops', 'guaranteedIops');
      expect(['measured', 'sla', 'extrapolated']).toContain(out.iopsBasis);
      break;
    case 'dense-io recommend':
      has('design.shape', 'design.raid');
      break;
    case 'block-volume recommend':
      has('design.performanceLevel', 'design.vpusPerGB', 'design.volumes', 'design.volumeSizeGB');
      break;
    case 'block-volume evaluate':
      has('iops', 'throughputMBps', 'bottleneck');
      break;
    case 'lustre recommend':
      has('design.performanceTierMBpsPerTB', 'design.capacityGB', 'evaluation.throughputMBps', 'feasible', 'cost.monthlyUSD', 'warnings');
      break;
    case 'lustre evaluate':
      has('throughputMBps', 'bottleneck', 'design.capacityGB', 'cost.monthlyUSD');
      break;
    case 'compare recommend':
      expect((out.entries as Json[]).map((e) => e.service)).toEqual(['file-storage', 'block-volume', 'dense-io', 'lustre']);
      break;
    default:
      throw new Error(`no field list for ${String(scenario.service)} ${String(scenario.mode)}`);
  }
}

describe('plan FILE: every fixture', () => {
  it('covers every service and mode the issue names', () => {
    const kinds = new Set(fixtures.map((f) => `${String(doc(f).service)} ${String(doc(f).mode)}`));
    for (const k of [
      'file-storage evaluate',
      'file-storage recommend',
      'dense-io evaluate',
      'dense-io recommend',
      'block-volume recommend',
      'lustre evaluate',
      'lustre recommend',
      'compare recommend',
    ])
      expect(kinds).toContain(k);
  });

  for (const file of fixtures) {
    it(`${file}: exit 0, JSON on standard output with the fields the issue names`, () => {
      const { code, stdout, stderr } = run([join(FIXTURES, file)]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expectFields(doc(file), JSON.parse(stdout) as Json);
    });
  }
});

/** Bad inputs: file contents, and what standard error must say. */
const BAD: readonly (readonly [string, string, RegExp])[] = [
  [
    'missing required field',
    JSON.stringify({ mode: 'recommend', service: 'file-storage', requirement: { readMBps: 100 } }),
    /requirement\.ioSizeKiB is required/,
  ],
  [
    'negative number',
    JSON.stringify({ mode: 'recommend', service: 'file-storage', requirement: { readMBps: -5, ioSizeKiB: 64 } }),
    /requirement\.readMBps must be at least 0/,
  ],
  [
    'unknown catalog',
    JSON.stringify({ mode: 'recommend', service: 'file-storage', catalog: 'fss-1999', requirement: { ioSizeKiB: 64 } }),
    /catalog must be one of fss-2019-10, fss-2023-08, fss-2024-11, fss-current/,
  ],
  [
    'wrong type (a string for a number)',
    JSON.stringify({ mode: 'recommend', service: 'block-volume', requirement: { iops: '5000', ioSizeKiB: 4, capacityGB: 100 } }),
    /requirement\.iops must be a number/,
  ],
  [
    'huge value (1e300)',
    '{"mode":"recommend","service":"file-storage","requirement":{"readMBps":1e300,"ioSizeKiB":64}}',
    /requirement\.readMBps must be at most 10,000,000/,
  ],
  ['not JSON', '{"mode": "recommend", service: file-storage}', /^not valid JSON: /],
  ['empty input', '', /^not valid JSON: /],
  ['an array', '[{"mode":"recommend","service":"compare","requirement":{"ioSizeKiB":4}}]', /a scenario must be a JSON object/],
  [
    'unknown field',
    JSON.stringify({ mode: 'recommend', service: 'dense-io', requirement: { iops: 1000, readPercent: 50, ioSizeKiB: 4, iopz: 3 } }),
    /requirement: unknown field: iopz/,
  ],
  [
    'unknown shape for dense-io evaluate',
    JSON.stringify({ mode: 'evaluate', service: 'dense-io', design: { shape: 'BM.DenseIO9.99' }, workload: { readPercent: 50, ioSizeKiB: 4 } }),
    /design\.shape: dio-current has no shape BM\.DenseIO9\.99/,
  ],
  [
    'a mount-target type the compared edition lacks',
    JSON.stringify({
      mode: 'recommend',
      service: 'compare',
      catalogs: { fileStorage: 'fss-2023-08' },
      requirement: { ioSizeKiB: 4, mountTargetType: 'hpmt-40' },
    }),
    /requirement\.mountTargetType: fss-2023-08 has no hpmt-40 mount target/,
  ],
  [
    'a comparison that states its IOPS both ways',
    JSON.stringify({ mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8, totalIops: 150_000, readSharePercent: 70, readIops: 105_000 } }),
    /requirement\.totalIops: states the same demand two ways \(totalIops, readIops\)/,
  ],
  [
    'an unknown service',
    JSON.stringify({ mode: 'recommend', service: 'object-storage', requirement: {} }),
    /service must be one of file-storage, block-volume, dense-io, lustre, compare/,
  ],
];

function expectRejected(r: { code: number | null; stdout: string; stderr: string }, message: RegExp): void {
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(STACK_FRAME);
  expect(r.code).toBe(2);
}

describe('plan FILE: a comparison stated as a total and a read share', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'plan-cli-total-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('"150,000 IOPS at 70% reads" prints the same plan as 105,000 read and 45,000 write IOPS', () => {
    const base = { ioSizeKiB: 8, capacityGB: 2_000, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16 };
    const write = (name: string, requirement: Json) => {
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify({ version: 5, mode: 'recommend', service: 'compare', requirement: { ...base, ...requirement } }));
      return run([file]);
    };
    const total = write('total.json', { totalIops: 150_000, readSharePercent: 70 });
    const split = write('split.json', { readIops: 105_000, writeIops: 45_000 });
    expect(total.stderr).toBe('');
    expect(total.code).toBe(0);
    expect(total.stdout).toBe(split.stdout);
  });
});

describe('plan FILE: bad scenarios exit 2 with a specific message, no stack trace, nothing on standard output', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'plan-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  BAD.forEach(([name, content, message], i) => {
    it(name, () => {
      const file = join(dir, `bad-${i}.json`);
      writeFileSync(file, content);
      expectRejected(run([file]), message);
    });
  });

  it('missing file', () => {
    expectRejected(run([join(dir, 'no-such-scenario.json')]), /no such file: .*no-such-scenario\.json/);
  });

  it('no argument: a usage line', () => {
    expectRejected(run([]), /usage: npm run --silent plan -- FILE/);
  });
});

describe('the real process', () => {
  it('a file, standard input, a bad scenario on standard input, and a missing file', { timeout: 30_000 }, async () => {
    const compare = join(FIXTURES, 'compare.json');
    const [byPath, byStdin, bad, missing] = await Promise.all([
      cli([compare]),
      cli(['-'], readFileSync(join(FIXTURES, 'fss-recommend.json'), 'utf8')),
      cli(['-'], BAD[1]![1]),
      cli([join(FIXTURES, 'missing.json')]),
    ]);
    expect(byPath.stderr).toBe('');
    expect(byPath.code).toBe(0);
    expectFields(doc('compare.json'), JSON.parse(byPath.stdout) as Json);
    expect(byPath.stdout).toBe(run([compare]).stdout);

    expect(byStdin.stderr).toBe('');
    expect(byStdin.code).toBe(0);
    expectFields(doc('fss-recommend.json'), JSON.parse(byStdin.stdout) as Json);

    expectRejected(bad, BAD[1]![2]);
    expectRejected(missing, /no such file: .*missing\.json/);
  });
});

describe('plan FILE: a mode named after an inherited property', () => {
  it('"toString" (and every other name an object inherits) exits 2 with the ordinary message, not an internal error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plan-cli-inherited-'));
    try {
      for (const mode of Object.getOwnPropertyNames(Object.prototype)) {
        const file = join(dir, 'doc.json');
        writeFileSync(file, JSON.stringify({ version: 5, mode, service: 'compare', requirement: { ioSizeKiB: 8 } }));
        const out = run([file]);
        expect(out.code, mode).toBe(2);
        expect(out.stderr).toContain('mode must be one of recommend');
        expect(out.stderr).not.toContain('internal error');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('plan FILE: a version that is not a number', () => {
  it('exits 2 naming the field, not "[object Object]"', { timeout: 30_000 }, async () => {
    const out = await cli(['-'], JSON.stringify({ version: {}, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8 } }));
    expect(out.code).toBe(2);
    expect(out.stderr).toBe('invalid scenario:\nversion must be a number\n');
  });
});

describe('no input without an end (issue 27 item 6)', () => {
  it('/dev/zero as the scenario stops at the limit at once: exit 2 naming it', { timeout: 30_000 }, async () => {
    const out = await cli(['/dev/zero']);
    expect(out.code).toBe(2);
    expect(out.stderr).toBe('the scenario is larger than 1,000,000 bytes (the limit); reading stopped: /dev/zero\n');
  });

  it('standard input longer than the limit stops there', { timeout: 30_000 }, async () => {
    const out = await cli(['-'], ' '.repeat(1_000_001));
    expect(out.code).toBe(2);
    expect(out.stderr).toBe('the scenario is larger than 1,000,000 bytes (the limit); reading stopped: standard input\n');
  });

  it('/dev/zero as a fio result stops at its limit: exit 2 naming it', { timeout: 30_000 }, async () => {
    const out = await cli([join(FIXTURES, 'compare.json'), '--fio-results', '/dev/zero']);
    expect(out.code).toBe(2);
    expect(out.stderr).toBe('the fio result is larger than 50,000,000 bytes (the limit); reading stopped: /dev/zero\n');
  });
});
