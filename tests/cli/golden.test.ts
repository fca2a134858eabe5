/**
 * Golden files: the command line's output for every example scenario in docs/scenario.md
 * (tests/fixtures/scenarios) and every example workload the app offers, kept in tests/golden/.
 * A change to any number shows up in review as a diff of these files. They are rewritten only
 * on purpose: `UPDATE_GOLDEN=1 npm test`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planText } from '../../src/cli.ts';
import { scenarioFor } from '../../src/store/initialState.ts';
import { workloadPresets } from '../../src/store/presets.ts';

const root = join(import.meta.dirname, '../..');
const goldenDir = join(root, 'tests/golden');
const scenariosDir = join(root, 'tests/fixtures/scenarios');
const update = process.env.UPDATE_GOLDEN === '1';

const cases: [string, string][] = [
  ...readdirSync(scenariosDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [`docs-${f.replace(/\.json$/, '')}`, readFileSync(join(scenariosDir, f), 'utf8')] as [string, string]),
  ...workloadPresets.map((p) => [`preset-${p.id}`, JSON.stringify(scenarioFor(p.requirement))] as [string, string]),
];

describe('golden files: the CLI output of every documented example and every app example', () => {
  if (update) mkdirSync(goldenDir, { recursive: true });

  it('covers every example', () => {
    expect(cases.length).toBeGreaterThanOrEqual(6 + workloadPresets.length);
  });

  it.each(cases)('%s', (name, input) => {
    const out = planText(input);
    expect(out.code, out.stderr).toBe(0);
    const file = join(goldenDir, `${name}.json`);
    if (update) {
      writeFileSync(file, out.stdout);
      return;
    }
    expect(existsSync(file), `${file} is missing: run UPDATE_GOLDEN=1 npm test to write it`).toBe(true);
    expect(out.stdout).toBe(readFileSync(file, 'utf8'));
  });

  it('has no golden file without an example', () => {
    const names = new Set(cases.map(([n]) => `${n}.json`));
    expect(readdirSync(goldenDir).filter((f) => f.endsWith('.json') && !names.has(f))).toEqual([]);
  });
});
