/**
 * The scenario's history is kept in code (`src/engine/scenario/versions.ts` and the migrations
 * beside it); what the docs and the fixture folders say of it must agree with the code, so that
 * a new version cannot land with ARCHITECTURE still naming the old one or without real
 * documents of the version before it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, Versions } from '../../src/engine/scenario/versions.ts';
import { LATEST_SCENARIO_VERSION, migrateScenario } from '../../src/engine/scenario/migrations.ts';
import * as migrations from '../../src/engine/scenario/migrations.ts';

const ROOT = join(import.meta.dirname, '../..');
const architecture = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8').replace(/\s+/g, ' ');
const numbers = Object.values(Versions);

describe('the scenario versions, in code and in the docs', () => {
  it('are 1 to the latest, each once, and the latest is what the migrations reach', () => {
    expect(numbers).toEqual(Array.from({ length: LATEST_VERSION }, (_, i) => i + 1));
    expect(LATEST_SCENARIO_VERSION).toBe(LATEST_VERSION);
  });

  it('each version but the first has its migration step, with the record of what it changed', () => {
    const source = readFileSync(join(ROOT, 'src/engine/scenario/migrations.ts'), 'utf8');
    for (const n of numbers.slice(1)) {
      expect(typeof (migrations as Record<string, unknown>)[`migrateV${n - 1}ToV${n}`]).toBe('function');
      // The step's doc comment opens with the version it records.
      expect(source).toMatch(new RegExp(`Version ${n}: [^*]+[\\s\\S]*?\\*/\\nexport function migrateV${n - 1}ToV${n}\\(`));
      expect(migrateScenario({ version: n - 1, mode: 'recommend', service: 'compare', requirement: {} })).toMatchObject({ ok: true, from: n - 1 });
    }
  });

  it('ARCHITECTURE names the latest version, every step to it, and the fixture folders that exist', () => {
    const upTo = /up to version (\d+)/.exec(architecture);
    expect(upTo?.[1], 'docs/ARCHITECTURE.md: "up to version N"').toBe(String(LATEST_VERSION));
    for (const n of numbers.slice(1)) expect(architecture, `docs/ARCHITECTURE.md names the step ${n - 1} → ${n}`).toContain(`${n - 1} → ${n}`);
    const folders = /`tests\/fixtures\/v1\/` to `tests\/fixtures\/v(\d+)\/`/.exec(architecture);
    expect(folders?.[1], 'docs/ARCHITECTURE.md: "tests/fixtures/v1/ to tests/fixtures/vN/"').toBe(String(LATEST_VERSION - 1));
  });

  it('every earlier version has its folder of real documents, and no folder names a version the code does not know', () => {
    const dirs = readdirSync(join(ROOT, 'tests/fixtures')).filter((d) => /^v\d+$/.test(d));
    expect(dirs.map((d) => Number(d.slice(1))).sort((a, b) => a - b)).toEqual(numbers.slice(0, -1));
    for (const d of dirs)
      expect(
        readdirSync(join(ROOT, 'tests/fixtures', d)).some((f) => f.endsWith('.json')),
        d,
      ).toBe(true);
    expect(existsSync(join(ROOT, 'tests/fixtures', `v${LATEST_VERSION}`))).toBe(false);
  });
});
