/**
 * Version-1 documents keep opening: real files written by the version-1 code (the CLI
 * examples of docs/scenario.md, the app's export and every example it offered), upgraded one
 * step to version 2 and planned.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATEST_SCENARIO_VERSION, migrateScenario, migrateV1ToV2 } from './migrations.ts';
import { planScenario } from './plan.ts';
import { parseScenario, SCENARIO_VERSION } from './scenario.ts';

const dir = join(import.meta.dirname, '../../tests/fixtures/v1');
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('app-'));
const presets = JSON.parse(readFileSync(join(dir, 'app-presets.json'), 'utf8')) as { id: string; scenario: Record<string, unknown> }[];
const documents: [string, Record<string, unknown>][] = [
  ...files.map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))] as [string, Record<string, unknown>]),
  ['app-export.json', JSON.parse(readFileSync(join(dir, 'app-export.json'), 'utf8'))],
  ...presets.map((p) => [`app preset ${p.id}`, p.scenario] as [string, Record<string, unknown>]),
];

describe('scenario migrations', () => {
  it('the latest version the migrations reach is the schema version', () => {
    expect(LATEST_SCENARIO_VERSION).toBe(SCENARIO_VERSION);
  });

  it('has real version-1 documents to test with', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(presets.length).toBeGreaterThanOrEqual(5);
  });

  it.each(documents)('%s: version 1 opens, upgraded to version 2, and plans', (_name, doc) => {
    expect(doc.version === undefined || doc.version === 1).toBe(true);
    const migrated = migrateScenario(doc);
    expect(migrated).toMatchObject({ ok: true, from: 1 });
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.version).toBe(2);
    const plan = planScenario(parsed.value);
    expect(plan.ok).toBe(true);
  });

  it('1 → 2 changes only the version: every other field keeps its value', () => {
    for (const [, doc] of documents) {
      const { version: _v, ...rest } = migrateV1ToV2(doc);
      const { version: _old, ...before } = doc;
      expect(rest).toEqual(before);
    }
  });

  it('refuses a version it does not know, naming it', () => {
    for (const version of [0, 3, 1.5, '2', null]) {
      const m = migrateScenario({ version, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 4 } });
      expect(m.ok).toBe(false);
      if (!m.ok) expect(m.version).toBe(String(version));
    }
  });

  it('a version-2 document passes unchanged', () => {
    const doc = { version: 2, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 4, threadsPerClient: 8, queueDepth: 32 } };
    expect(migrateScenario(doc)).toEqual({ ok: true, doc, from: 2 });
  });
});
