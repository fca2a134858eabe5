/**
 * The command line's deploy half: `plan FILE --terraform DIR` and `plan FILE --stack FILE.zip`
 * for the five plans of issue 41 write files that parse and name only documented arguments,
 * the same files the golden tests hold; a bad option exits 2 and says why.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';
import { checkFiles } from '../fixtures/deployCheck.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CASES = join(ROOT, 'tests/fixtures/deploy');
const GOLDEN = join(ROOT, 'tests/golden/deploy');

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'plan-cli-deploy-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('plan FILE --terraform DIR --stack FILE.zip', () => {
  for (const file of readdirSync(CASES).filter((f) => f.endsWith('.json'))) {
    const name = file.replace(/\.json$/, '');
    it(`${name}: writes the Terraform files and the stack, as the golden files hold them`, async () => {
      const tf = join(dir, name);
      const zip = join(dir, `${name}.zip`);
      const r = run([join(CASES, file), '--terraform', tf, '--stack', zip, ...(name === 'three-workloads' ? ['--name', name] : [])]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`wrote the Resource Manager stack to ${zip}`);
      const written = readdirSync(tf).sort();
      const stack = unzipSync(readFileSync(zip));
      expect(Object.keys(stack).sort()).toEqual([...written, 'schema.yaml'].sort());
      const files = Object.entries(stack).map(([n, b]) => [n, strFromU8(b)] as const);
      const { problems } = await checkFiles(files);
      expect(problems).toEqual([]);
      for (const [n, text] of files) expect(text, n).toBe(readFileSync(join(GOLDEN, name, n), 'utf8'));
      for (const n of written) expect(readFileSync(join(tf, n), 'utf8')).toBe(strFromU8(stack[n]!));
    });
  }

  it('refuses an unknown service, an option without its value, and deploy options without a target', () => {
    const f = join(CASES, 'render-farm.json');
    expect(run([f, '--stack', join(dir, 'x.zip'), '--service', 'tape'])).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown service: tape') });
    expect(run([f, '--terraform'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--terraform') });
    expect(run([f, '--terraform', '--stack', 'x.zip'])).toMatchObject({ code: 2 });
  });

  it('a comparison deploys the service asked, else its cheapest that fits', () => {
    const f = join(ROOT, 'tests/fixtures/scenarios/compare.json');
    const asked = run([f, '--terraform', join(dir, 'compare-lustre'), '--service', 'lustre']);
    expect(asked.code, asked.stderr).toBe(0);
    expect(readFileSync(join(dir, 'compare-lustre', 'main.tf'), 'utf8')).toContain('resource "oci_lustre_file_storage_lustre_file_system"');
    const cheapest = JSON.parse(run([f]).stdout).cheapest as string;
    expect(run([f, '--terraform', join(dir, 'compare-cheapest')]).stderr).toContain(`(${cheapest})`);
  });
});
