/**
 * Version-1, version-2 and version-3 documents keep opening: real files written by the code of their
 * version (the CLI examples of docs/scenario.md, the app's export and every example it
 * offered), upgraded step by step to the latest version and planned.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LATEST_SCENARIO_VERSION,
  migrateScenario,
  migrateV1ToV2,
  migrateV2ToV3,
  migrateV3ToV4,
  migrateV4ToV5,
  migrateV5ToV6,
  migrateV6ToV7,
} from './migrations.ts';
import { planScenario } from '../plan.ts';
import { parseScenario, SCENARIO_VERSION } from './index.ts';

type Doc = [string, Record<string, unknown>];

/** Every document of one version's fixture folder, by name. */
function documentsOf(version: 'v1' | 'v2' | 'v3' | 'v4' | 'v5' | 'v6'): { files: string[]; presets: unknown[]; documents: Doc[] } {
  const dir = join(import.meta.dirname, '../../../tests/fixtures', version);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('app-') && f !== 'plan-digests.json');
  const presets = JSON.parse(readFileSync(join(dir, 'app-presets.json'), 'utf8')) as { id: string; scenario: Record<string, unknown> }[];
  const documents: Doc[] = [
    ...files.map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))] as Doc),
    ['app-export.json', JSON.parse(readFileSync(join(dir, 'app-export.json'), 'utf8'))],
    ...presets.map((p) => [`app preset ${p.id}`, p.scenario] as Doc),
  ];
  return { files, presets, documents };
}

const { files, presets, documents } = documentsOf('v1');
const v2 = documentsOf('v2');
const v3 = documentsOf('v3');
const v4 = documentsOf('v4');
const v5 = documentsOf('v5');
const v6 = documentsOf('v6');
/** Every version-6 document, and the one with a discount and USD price overrides. */
const v6Priced: Doc[] = [
  ...v6.documents,
  ['app-priced.json', JSON.parse(readFileSync(join(import.meta.dirname, '../../../tests/fixtures/v6/app-priced.json'), 'utf8')) as Record<string, unknown>],
];
const v6DigestsFile = join(import.meta.dirname, '../../../tests/fixtures/v6/plan-digests.json');
const v6Digests = JSON.parse(readFileSync(v6DigestsFile, 'utf8')) as Record<string, string>;
const digestsFile = join(import.meta.dirname, '../../../tests/fixtures/v5/plan-digests.json');
const v5Digests = JSON.parse(readFileSync(digestsFile, 'utf8')) as Record<string, string>;
/** With the golden files (`UPDATE_GOLDEN=1 npm test`), after a change meant to move numbers: the digests of today's plans. */
const updateDigests = process.env.UPDATE_GOLDEN === '1';

describe('scenario migrations', () => {
  it('the latest version the migrations reach is the schema version', () => {
    expect(LATEST_SCENARIO_VERSION).toBe(SCENARIO_VERSION);
  });

  it('has real version-1 documents to test with', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(presets.length).toBeGreaterThanOrEqual(5);
  });

  it.each(documents)('%s: version 1 opens, upgraded to the latest version, and plans', (_name, doc) => {
    expect(doc.version === undefined || doc.version === 1).toBe(true);
    const migrated = migrateScenario(doc);
    // The version-1 command-line examples were written by hand without a version: read as today's.
    expect(migrated).toMatchObject({ ok: true, from: doc.version === undefined ? LATEST_SCENARIO_VERSION : 1 });
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.version).toBe(LATEST_SCENARIO_VERSION);
    const plan = planScenario(parsed.value);
    expect(plan.ok).toBe(true);
  });

  it('has real version-2 documents to test with', () => {
    expect(v2.files.length).toBeGreaterThanOrEqual(8);
    expect(v2.presets.length).toBeGreaterThanOrEqual(7);
  });

  it.each(v2.documents)('%s: version 2 opens, upgraded to the latest version, and plans', (_name, doc) => {
    expect(doc.version).toBe(2);
    expect(migrateScenario(doc)).toMatchObject({ ok: true, from: 2, doc: { version: LATEST_SCENARIO_VERSION } });
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.version).toBe(LATEST_SCENARIO_VERSION);
    expect(planScenario(parsed.value).ok).toBe(true);
  });

  it('has real version-3 documents to test with', () => {
    expect(v3.files.length).toBeGreaterThanOrEqual(8);
    expect(v3.presets.length).toBeGreaterThanOrEqual(7);
  });

  it.each(v3.documents)('%s: version 3 opens at the latest version and plans, with no calibration', (_name, doc) => {
    expect(doc.version).toBe(3);
    expect(migrateScenario(doc)).toMatchObject({ ok: true, from: 3, doc: { version: LATEST_SCENARIO_VERSION } });
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.version).toBe(LATEST_SCENARIO_VERSION);
    expect('calibration' in parsed.value ? parsed.value.calibration : undefined).toBeUndefined();
    const plan = planScenario(parsed.value);
    expect(plan.ok).toBe(true);
    if (plan.ok) expect(plan.result.calibration).toBeUndefined();
  });

  it('has real version-4 documents to test with', () => {
    expect(v4.files.length).toBeGreaterThanOrEqual(8);
    expect(v4.presets.length).toBeGreaterThanOrEqual(7);
  });

  it.each(v4.documents)('%s: version 4 opens at the latest version and plans', (_name, doc) => {
    expect(doc.version).toBe(4);
    expect(migrateScenario(doc)).toMatchObject({ ok: true, from: 4, doc: { version: LATEST_SCENARIO_VERSION } });
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.version).toBe(LATEST_SCENARIO_VERSION);
    expect(planScenario(parsed.value).ok).toBe(true);
  });

  it('4 → 5 gives a Block Volume or Dense I/O requirement the 100% it was planned to, and changes nothing else', () => {
    for (const [name, doc] of v4.documents) {
      const { version, ...rest } = migrateV4ToV5(doc as { version: 4 });
      const { version: _old, ...before } = doc;
      expect(version).toBe(5);
      const plannedToFull = (doc.service === 'block-volume' || doc.service === 'dense-io') && doc.mode === 'recommend';
      if (plannedToFull) {
        const requirement = before.requirement as Record<string, unknown>;
        expect(rest, name).toEqual({ ...before, requirement: { ...requirement, targetUtilizationPercent: requirement.targetUtilizationPercent ?? 100 } });
      } else {
        expect(rest, name).toEqual(before);
      }
    }
    expect(v4.documents.some(([, d]) => d.service === 'block-volume' && d.mode === 'recommend')).toBe(true);
    expect(v4.documents.some(([, d]) => d.service === 'dense-io' && d.mode === 'recommend')).toBe(true);
  });

  it('a document without a version is read as the latest: a hand-written Block Volume or Dense I/O requirement keeps the documented 80%', () => {
    // Every document the app or the CLI wrote states its version; one without it follows today's documentation.
    expect(migrateScenario({ mode: 'recommend', service: 'block-volume', requirement: { iops: 1 } })).toMatchObject({
      ok: true,
      from: LATEST_SCENARIO_VERSION,
    });
    const bv = {
      mode: 'recommend',
      service: 'block-volume',
      catalog: 'bv-current',
      requirement: { iops: 40_000, throughputMBps: 400, ioSizeKiB: 16, capacityGB: 1500 },
    };
    const unversioned = parseScenario(bv);
    const current = parseScenario({ version: LATEST_SCENARIO_VERSION, ...bv });
    expect(unversioned.ok && current.ok).toBe(true);
    if (!unversioned.ok || !current.ok) return;
    expect(planScenario(unversioned.value)).toEqual(planScenario(current.value));
    const plan = planScenario(unversioned.value);
    expect(plan.ok && 'targetUtilizationPercent' in plan.result && plan.result.targetUtilizationPercent).toBe(80);
    // Stated as version 1, the same document still plans as version 1 did: to 100%.
    const old = parseScenario({ version: 1, ...bv });
    expect(old.ok).toBe(true);
    if (!old.ok) return;
    const oldPlan = planScenario(old.value);
    expect(oldPlan.ok && 'targetUtilizationPercent' in oldPlan.result && oldPlan.result.targetUtilizationPercent).toBe(100);
  });

  it('4 → 5 keeps a target a Block Volume requirement already states', () => {
    const doc = {
      version: 4 as const,
      mode: 'recommend',
      service: 'block-volume',
      requirement: { ioSizeKiB: 8, capacityGB: 100, targetUtilizationPercent: 70 },
    };
    expect(migrateV4ToV5(doc).requirement).toEqual(doc.requirement);
  });

  it('3 → 4 changes only the version: every other field keeps its value', () => {
    for (const [, doc] of v3.documents) {
      const { version, ...rest } = migrateV3ToV4(doc as { version: 3 });
      const { version: _old, ...before } = doc;
      expect(version).toBe(4);
      expect(rest).toEqual(before);
    }
  });

  it('2 → 3 changes only the version: every other field keeps its value', () => {
    for (const [, doc] of v2.documents) {
      const { version, ...rest } = migrateV2ToV3(doc as { version: 2 });
      const { version: _old, ...before } = doc;
      expect(version).toBe(3);
      expect(rest).toEqual(before);
    }
  });

  it('1 → 2 changes only the version: every other field keeps its value', () => {
    for (const [, doc] of documents) {
      const { version: _v, ...rest } = migrateV1ToV2(doc);
      const { version: _old, ...before } = doc;
      expect(rest).toEqual(before);
    }
  });

  it('refuses a version it does not know, naming it', () => {
    for (const version of [0, LATEST_SCENARIO_VERSION + 1, 1.5, '2', null]) {
      const m = migrateScenario({ version, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 4 } });
      expect(m.ok).toBe(false);
      if (!m.ok) expect(m.version).toBe(String(version));
    }
  });

  it('has real version-5 documents, each with the digest of its version-5 plan', () => {
    expect(v5.files.length).toBeGreaterThanOrEqual(8);
    expect(v5.presets.length).toBeGreaterThanOrEqual(7);
  });

  it.each(v5.documents)('%s: version 5 opens at the latest version and plans exactly as the version-5 code did', (name, doc) => {
    expect(doc.version).toBe(5);
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.version).toBe(LATEST_SCENARIO_VERSION);
    const plan = planScenario(parsed.value);
    // The migration changes nothing but the version: the same document stated at version 6 plans the same.
    const restated = parseScenario({ ...doc, version: 6 });
    expect(restated.ok && planScenario(restated.value)).toEqual(plan);
    const digest = createHash('sha256').update(JSON.stringify(plan)).digest('hex');
    if (updateDigests) {
      v5Digests[name] = digest;
      writeFileSync(digestsFile, `${JSON.stringify(v5Digests, null, 1)}\n`);
    }
    expect(digest).toBe(v5Digests[name]);
  });

  it('5 → 6 changes only the version: every other field keeps its value', () => {
    for (const [name, doc] of v5.documents) {
      const { version, ...rest } = migrateV5ToV6(doc as { version: 5 });
      const { version: _old, ...before } = doc;
      expect(version).toBe(6);
      expect(rest, name).toEqual(before);
    }
  });

  it('has real version-6 documents, each with the digest of its version-6 plan', () => {
    expect(v6.files.length).toBeGreaterThanOrEqual(9);
    expect(v6.presets.length).toBeGreaterThanOrEqual(7);
    expect(v6.files).toContain('workloads-three.json');
  });

  it.each(v6Priced)('%s: version 6 opens at version 7, priced from the built-in USD book, exactly as the version-6 code planned it', (name, doc) => {
    expect(doc.version).toBe(6);
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.version).toBe(7);
    const pricing = 'pricing' in parsed.value ? parsed.value.pricing : undefined;
    expect(pricing?.book).toBeUndefined();
    const plan = planScenario(parsed.value);
    const digest = createHash('sha256').update(JSON.stringify(plan)).digest('hex');
    if (updateDigests) {
      v6Digests[name] = digest;
      writeFileSync(v6DigestsFile, `${JSON.stringify(v6Digests, null, 1)}\n`);
    }
    expect(digest).toBe(v6Digests[name]);
  });

  it('6 → 7 changes only the version: every other field keeps its value', () => {
    for (const [name, doc] of v6Priced) {
      const { version, ...rest } = migrateV6ToV7(doc as { version: 6 });
      const { version: _old, ...before } = doc;
      expect(version).toBe(7);
      expect(rest, name).toEqual(before);
    }
  });

  it('a version-7 document passes unchanged', () => {
    const calibration = {
      service: 'block-volume',
      catalog: 'bv-current',
      design: '1x100GB@balanced',
      ioSizeKiB: 4,
      readPercent: 100,
      latencyUs: 900,
      iops: 1000,
      throughputMBps: 4,
    };
    const doc = { version: 7, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 4, clientMemoryGB: 64, billBasis: 'storage' }, calibration };
    expect(migrateScenario(doc)).toEqual({ ok: true, doc, from: 7 });
  });
});

describe('version 6 to 7: workload names compared in NFKC', () => {
  const three = JSON.parse(readFileSync(join(import.meta.dirname, '../../../tests/fixtures/v6/workloads-three.json'), 'utf8')) as {
    workloads: { name: string }[];
  } & Record<string, unknown>;
  const named = (...names: string[]) => ({ ...three, workloads: three.workloads.map((w, i) => ({ ...w, name: names[i] ?? w.name })) });

  it('opens a version-6 plan whose names differ by width alone, the later one numbered', () => {
    const doc = named('ｄｂ', 'apps', 'db');
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.value.service !== 'workloads') return;
    expect(parsed.value.workloads.map((w) => w.name).slice(0, 3)).toEqual(['ｄｂ', 'apps', 'db (2)']);
  });

  it('numbers past a name already taken and keeps a long name within the limit', () => {
    const long = 'ｘ'.repeat(80);
    const migrated = migrateV6ToV7({ ...named(long, 'x'.repeat(76) + ' (2)', 'x'.repeat(80)), version: 6 });
    const names = (migrated.workloads as { name: string }[]).map((w) => w.name);
    expect(names[2]).toBe('x'.repeat(76) + ' (3)');
    expect(parseScenario(migrated).ok).toBe(true);
  });

  it('leaves names version 6 itself refused (case alone) to be refused as before', () => {
    const parsed = parseScenario(named('DB', 'apps', 'db'));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.code)).toContain('duplicateWorkloadName');
  });

  it('changes nothing else: a version-6 plan of distinct names keeps every name', () => {
    expect(migrateV6ToV7({ ...three, version: 6 })).toEqual({ ...three, version: 7 });
  });
});
