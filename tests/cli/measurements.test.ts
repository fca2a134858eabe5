/**
 * `plan -- --measurements FILE…`: the derived scenario and its plan (JSON, `--text`), the
 * scenario alone (`--scenario-only`), and bad files exiting 2 with the file, the line or the
 * JSON path, and what was expected. In-process through `run(argv)`, and once as the real process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';
import { parseScenario } from '../../src/engine/index.ts';
import en from '../../src/ui/i18n/en/measurements.ts';
import ja from '../../src/ui/i18n/ja/measurements.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIX = join(ROOT, 'tests/fixtures/measurements');
const tmp = mkdtempSync(join(tmpdir(), 'oci-planner-measure-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
};

describe('plan --measurements', () => {
  it('prints the scenario, the derived workload with its provenance, and the plan', () => {
    const file = join(FIX, 'oci-blockstore-cli.json');
    // --capacity-gb before --service: the capacity goes to the service named later.
    const out = run(['--measurements', file, '--statistic', 'peak', '--capacity-gb', '500', '--service', 'block-volume']);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout) as {
      scenario: unknown;
      measurements: { fields: Record<string, number>; provenance: Record<string, { files: string[] }>; today: { findings: { code: string }[] } };
      plan: { service: string };
    };
    expect(parseScenario(json.scenario).ok).toBe(true);
    // Worked in src/engine/measurements/oci.test.ts: 125 + 200 IOPS at the peak minute.
    expect(json.scenario).toMatchObject({ service: 'block-volume', requirement: { iops: 325, throughputMBps: 6.5, capacityGB: 500 } });
    expect(json.measurements.provenance.readIops!.files).toEqual([file]);
    expect(json.measurements.today.findings.map((f) => f.code)).toEqual(['throttled']);
    expect(json.plan.service).toBe('block-volume');
    // The scenario says where its figures came from by the file's name, not the user's folders.
    expect(json.scenario).toMatchObject({ measured: { statistic: 'peak', files: [{ name: 'oci-blockstore-cli.json', format: 'oci' }] } });
  });

  it('--scenario-only prints the scenario alone; p95 is the default; a window narrows it', () => {
    const file = join(FIX, 'oci-blockstore-sdk.json');
    const all = JSON.parse(run(['--measurements', file, '--scenario-only']).stdout) as { requirement: Record<string, number> };
    expect(all).toMatchObject({ version: 7, mode: 'recommend', service: 'file-storage', requirement: { readMBps: 2.5, writeMBps: 4 } });
    const early = JSON.parse(
      run(['--measurements', file, '--scenario-only', '--from', '2026-01-05T09:00:00Z', '--to', '2026-01-05T09:01:00Z']).stdout,
    ) as unknown;
    expect(early).toMatchObject({ requirement: { readMBps: 3, writeMBps: 1 } });
  });

  it('--text words the derived workload, the throttling and the plan', () => {
    const out = run(['--measurements', join(FIX, 'oci-blockstore-cli.json'), '--text', '--service', 'block-volume', '--capacity-gb', '500']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/Workload from measurements \(95th percentile/);
    expect(out.stdout).toContain('Today’s volumes throttled I/O (operations held back: about 120; samples with throttling: 1)');
    expect(out.stdout).toMatch(/Block Volume/);
    const ja = run(['--measurements', join(FIX, 'oci-blockstore-cli.json'), '--text', '--lang', 'ja', '--service', 'block-volume', '--capacity-gb', '500']);
    expect(ja.stdout).toMatch(/測定から求めたワークロード/);
  });

  it('a file in no known format exits 2 naming the file, the line and what was expected', () => {
    const bad = write('notes.txt', 'hello\n');
    const out = run(['--measurements', bad]);
    expect(out).toMatchObject({ code: 2, stdout: '' });
    expect(out.stderr).toContain(`${bad} (line 1) is not a file the planner reads (expected oci|iostat|nfsiostat|csv`);
  });

  it('a JSON value of the wrong shape exits 2 naming its JSON path', () => {
    const bad = write('shape.json', JSON.stringify({ data: [{ name: 'VolumeReadOps', namespace: 7 }] }));
    const out = run(['--measurements', bad]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(`${bad} (at $.data[0].namespace) has a value of the wrong shape (expected string)`);
  });

  it('measurements without operations give no I/O size: exit 2 saying what to add', () => {
    const csv = write('bytes.csv', 'timestamp,read_MBps,write_MBps\n2026-01-05T09:00:00Z,100,50\n');
    const out = run(['--measurements', csv]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('the measurements give no ioSizeKiB');
    expect(run(['--measurements', csv, '--io-size-kib', '64', '--scenario-only']).code).toBe(0);
  });

  it('a file without timestamps points at --interval, in English and Japanese, and not at the app’s field', () => {
    for (const [lang, interval, field] of [
      ['en', en.cli.intervalHint.noTimestamps!, en.panel.intervalLabel],
      ['ja', ja.cli.intervalHint.noTimestamps!, ja.panel.intervalLabel],
    ] as const) {
      const out = run(['--measurements', join(FIX, 'nfsiostat.txt'), '--scenario-only', '--lang', lang]);
      const line = out.stderr.split('\n').find((l) => l.includes(interval))!;
      expect(line, lang).toContain('nfsiostat.txt');
      expect(line).toContain('--interval');
      expect(out.stderr).not.toContain(field);
    }
  });

  it('an unknown option or value is refused', () => {
    expect(run(['--measurements', join(FIX, 'nfsiostat.txt'), '--statistic', 'p50']).stderr).toContain('not a valid value for --statistic: p50');
  });

  it('the real process: npm run plan -- --measurements', () => {
    const p = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'src/cli.ts'), '--measurements', join(FIX, 'nfsiostat.txt'), '--interval', '60', '--scenario-only'],
      { cwd: ROOT, encoding: 'utf8', timeout: 30_000 },
    );
    expect(p.status).toBe(0);
    // Read + write ops at p95 of two reports (600, 700): the second, 300 reads and 400 writes at 32 KiB.
    expect(JSON.parse(p.stdout)).toMatchObject({ requirement: { readIops: 300, writeIops: 400, ioSizeKiB: 32 } });
    expect(p.stderr).toContain('nfsiostat.txt has no timestamps');
  });

  it('reads a UTF-16 file (either byte order, with its mark) as the command line reads UTF-8, and names the encoding of one it cannot read (issue 40)', () => {
    const csv = 'timestamp,read_MBps,write_MBps,read_iops,write_iops\n2026-01-05T09:00:00Z,400,100,6000,1500\n2026-01-05T09:01:00Z,420,90,6400,1400\n';
    const plain = run(['--measurements', write('utf8.csv', csv), '--scenario-only']);
    expect(plain.code).toBe(0);
    const le = Buffer.from('\ufeff' + csv, 'utf16le');
    const be = Buffer.from(le).swap16();
    for (const [name, bytes] of [
      ['le.csv', le],
      ['be.csv', be],
    ] as const) {
      const path = join(tmp, name);
      writeFileSync(path, bytes);
      const out = run(['--measurements', path, '--scenario-only']);
      expect(out.code, out.stderr).toBe(0);
      expect(JSON.parse(out.stdout).requirement).toEqual(JSON.parse(plain.stdout).requirement);
    }
    const odd = join(tmp, 'odd.csv');
    writeFileSync(odd, le.subarray(0, le.length - 1));
    const out = run(['--measurements', odd]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('cannot be read as UTF-16LE');
    expect(out.stderr).toContain(odd);
  });
});

describe('scenario messages show what the user wrote (issue 40)', () => {
  it('version 1e999 is named as written, not as Infinity', () => {
    const out = run([write('v.json', '{"version": 1e999, "mode": "recommend", "service": "compare", "requirement": {"readMBps": 5}}')]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('version 1e999 is not supported');
    expect(out.stderr).not.toContain('Infinity');
  });
  it('a full-width name the same as another is refused showing both as written; the same name twice shows it once', () => {
    const doc = (a: string, b: string) =>
      JSON.stringify({
        version: 7,
        mode: 'recommend',
        service: 'workloads',
        workloads: [a, b].map((name) => ({ name, service: 'cheapest', requirement: { readMBps: 100, ioSizeKiB: 8 } })),
      });
    const wide = run([write('w.json', doc('db', 'ｄｂ'))]);
    expect(wide.code).toBe(2);
    expect(wide.stderr).toContain('workloads.1.name: the name "ｄｂ" is the same as "db", the name of workload 1, but for the width or case of its letters');
    const upper = run([write('u.json', doc('ＤＢ', 'ｄｂ'))]);
    expect(upper.stderr).toContain('the name "ｄｂ" is the same as "ＤＢ"');
    const same = run([write('s.json', doc('db', ' db '))]);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('the name "db" is already used by workload 1');
    // Names alike in NFKC only when they are alike: "db" and "d b" are two workloads.
    expect(run([write('o.json', doc('db', 'd b'))]).code).toBe(0);
  });
  it('a growth step past the horizon, or at month 0, exits 2 naming the step and the horizon; one at the horizon plans', () => {
    const doc = (month: number) => ({
      version: 6,
      mode: 'recommend',
      service: 'compare',
      requirement: { readMBps: 500, writeMBps: 100, ioSizeKiB: 1024, capacityGB: 10_000 },
      growth: { horizonMonths: 12, steps: [{ month, capacityGB: 1000 }] },
    });
    expect(run([write('g12.json', JSON.stringify(doc(12)))]).code).toBe(0);
    for (const month of [13, 0, 2.5]) {
      const out = run([write('g.json', JSON.stringify(doc(month)))]);
      expect(out.code).toBe(2);
      expect(out.stderr).toContain(
        `a step in month ${month} is outside the horizon of 12 months, which plans months 0 (today) to 12: a step falls in a whole month from 1 to 12`,
      );
    }
  });
  it('an unknown chosen shape exits 2 with "must be one of"', () => {
    const doc = {
      version: 6,
      mode: 'recommend',
      service: 'compare',
      requirement: { readMBps: 500, ioSizeKiB: 1024, capacityGB: 10_000 },
      chosen: { denseIo: { shape: 'constructor' } },
    };
    const out = run([write('c.json', JSON.stringify(doc))]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/chosen\.denseIo\.shape must be one of .*BM\.DenseIO\.E4\.128/);
  });
});
