/**
 * The command line on a plan of several workloads (issue 26): the JSON fields scripts rely on
 * (`billOfMaterials.lines`, `billOfMaterials.totalMonthlyUSD`, `fileStorage.mountTargets[].workloads`),
 * the bill of materials as a table with `--text`, and a bad workload refused with its path.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';

const FILE = join(resolve(import.meta.dirname, '../..'), 'tests/fixtures/workloads/three.json');
type Json = Record<string, unknown>;
const scenario = JSON.parse(readFileSync(FILE, 'utf8')) as { workloads: Json[] } & Json;

const dir = mkdtempSync(join(tmpdir(), 'workloads-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command line on a document written to a file of its own. */
function runDoc(doc: unknown, name: string) {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(doc));
  return run([path]);
}

describe('plan FILE with several workloads', () => {
  it('prints the bill of materials, its total and the shared mount targets in JSON', () => {
    const out = run([FILE]);
    expect(out.code).toBe(0);
    const r = JSON.parse(out.stdout) as {
      service: string;
      billOfMaterials: {
        lines: { service: string; item: string; quantity: number; monthlyUSD: number | null; workloads: string[] }[];
        totalMonthlyUSD: number | null;
      };
      fileStorage: { mountTargets: { workloads: string[] }[] };
      workloads: { name: string; service: string | null }[];
    };
    expect(r.service).toBe('workloads');
    expect(r.billOfMaterials.lines.length).toBeGreaterThan(0);
    for (const l of r.billOfMaterials.lines) {
      expect(Object.keys(l)).toEqual(expect.arrayContaining(['service', 'item', 'quantity', 'monthlyUSD', 'workloads']));
    }
    const sum = r.billOfMaterials.lines.reduce((s, l) => s + (l.monthlyUSD ?? NaN), 0);
    expect(r.billOfMaterials.totalMonthlyUSD).toBeCloseTo(sum, 6);
    // home and apps are both on File Storage: every one of their file systems is on a mount target.
    const carried = r.fileStorage.mountTargets.flatMap((g) => g.workloads).sort();
    expect(carried).toEqual(['apps', 'home']);
    expect(r.workloads.map((w) => w.name)).toEqual(scenario.workloads.map((w) => w.name));
  });

  it('--text prints the bill of materials as a table, with the total', () => {
    const out = run([FILE, '--text']);
    expect(out.code).toBe(0);
    const json = JSON.parse(run([FILE]).stdout) as { billOfMaterials: { lines: unknown[]; totalMonthlyUSD: number } };
    const lines = out.stdout.split('\n');
    const head = lines.findIndex((l) => /^Service\s+Item\s+Quantity/.test(l));
    expect(head).toBeGreaterThan(0);
    expect(lines.slice(head + 1, head + 1 + json.billOfMaterials.lines.length).every((l) => l.trim().length > 0)).toBe(true);
    const total = `Total a month: $${Math.round(json.billOfMaterials.totalMonthlyUSD).toLocaleString('en-US')}`;
    expect(out.stdout).toContain(total);
    const ja = run([FILE, '--text', '--lang', 'ja']);
    expect(ja.stdout).toContain('部品表');
  });

  it('--text words a counted quantity by its count (1 mount target, 2 mount targets)', () => {
    const json = JSON.parse(run([FILE]).stdout) as { billOfMaterials: { lines: { code: string; params: { count?: number } }[] } };
    const mountTargets = json.billOfMaterials.lines.find((l) => l.code === 'mountTargets' || l.code === 'hpmtEntitlementGroup')!;
    const count = mountTargets.params.count!;
    const text = run([FILE, '--text']).stdout;
    const word = count === 1 ? 'mount target' : 'mount targets';
    expect(text).toMatch(new RegExp(`\\s${count} × HPMT-\\d+ ${word}[:\\s]`));
    expect(text).not.toMatch(/\s1 × \S+ mount targets/);
  });

  it('a bad workload exits 2 naming its path', () => {
    const bad = {
      ...scenario,
      workloads: scenario.workloads.map((w, i) => (i === 2 ? { ...w, requirement: { ...(w.requirement as Json), readIops: -1 } } : w)),
    };
    const out = runDoc(bad, 'bad');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('workloads.2.requirement.readIops');
  });

  it('a name used twice exits 2 naming both workloads', () => {
    const twice = { ...scenario, workloads: [...scenario.workloads, { ...scenario.workloads[0]!, name: ' HOME ' }] };
    const out = runDoc(twice, 'twice');
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('workloads.4.name');
    expect(out.stderr).toContain('workload 1');
  });
});
