/**
 * The engine as a library (docs/engine-library.md): the BUILT dist-lib/oci-storage-engine.js,
 * imported as a consumer would, plans the fixture scenarios exactly as the source engine does,
 * has type declarations, and imports nothing (no React, no other UI library: it is one file).
 *
 * In the e2e project because it needs the build: `npm test` runs `npm run build` first. When
 * dist-lib/ is missing (e.g. after `npx vite build` alone), the tests are skipped with a note.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as source from '../../src/engine/index.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const LIB = join(ROOT, 'dist-lib/oci-storage-engine.js');
const FIXTURES = join(ROOT, 'tests/fixtures/scenarios');
const built = existsSync(LIB);

if (!built) {
  console.warn(`engine-lib: ${LIB} is not built, so its tests are skipped. Run \`npm run build\` (or \`node scripts/build-lib.mjs\`).`);
}

type Engine = typeof source;

async function loadLib(): Promise<Engine> {
  return (await import(/* @vite-ignore */ pathToFileURL(LIB).href)) as Engine;
}

describe.skipIf(!built)('dist-lib/oci-storage-engine.js', () => {
  it('plans every fixture scenario as the source engine does', async () => {
    const lib = await loadLib();
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const doc: unknown = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
      const parsed = lib.parseScenario(doc);
      expect(parsed.ok, file).toBe(true);
      if (!parsed.ok) continue;
      const outcome = lib.planScenario(parsed.value);
      expect(outcome.ok, file).toBe(true);
      const expected = source.planScenario((source.parseScenario(doc) as { value: source.Scenario }).value);
      expect(outcome, file).toEqual(expected);
    }
  });

  it('gives the File Storage fixture its mount-target design, and a comparison', async () => {
    const lib = await loadLib();
    const doc = JSON.parse(readFileSync(join(FIXTURES, 'fss-recommend.json'), 'utf8')) as source.Scenario & { requirement: source.FssRequirement };
    const rec = lib.fss.recommendFileStorage('fss-2024-11', doc.requirement);
    expect(rec?.design).toEqual(source.fss.recommendFileStorage('fss-2024-11', doc.requirement)?.design);
    expect(rec?.design.mountTargets).toBeGreaterThan(0);
    const cmp = lib.compareServices({ readMBps: 800, writeMBps: 200, ioSizeKiB: 64, capacityGB: 5000 });
    expect(cmp.entries.map((e) => e.service)).toEqual(['file-storage', 'block-volume', 'dense-io', 'lustre']);
    expect(Object.isFrozen(lib.catalog.sources)).toBe(true);
    expect(lib.defaultCatalogs).toEqual(source.defaultCatalogs);
  });

  it('reports an invalid scenario field by field, never throwing', async () => {
    const lib = await loadLib();
    const parsed = lib.parseScenario({ mode: 'recommend', service: 'file-storage', requirement: { readMBps: -1 } });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual([
      { path: 'requirement.readMBps', code: 'tooSmall', params: { minimum: 0, inclusive: true, origin: 'number' } },
      { path: 'requirement.ioSizeKiB', code: 'required', params: {} },
    ]);
    expect(lib.formatIssues(parsed.issues)).toBe(
      'requirement.readMBps: tooSmall {"minimum":0,"inclusive":true,"origin":"number"}\nrequirement.ioSizeKiB: required',
    );
  });

  it('is one self-contained ES module: no import of React or of anything else, no eval', () => {
    const code = readFileSync(LIB, 'utf8');
    const imports = [
      ...code.matchAll(/(?:^|[;\s])(?:import\s*(?:[\w*{}\s,]+from\s*)?|export\s*[\w*{}\s,]*from\s*|import\s*\(\s*|require\s*\(\s*)["']([^"']+)["']/g),
    ].map((m) => m[1]);
    expect(imports).toEqual([]);
    expect(code).not.toMatch(/["'](react|react-dom|zustand|recharts|i18next|react-i18next)(\/[^"']*)?["']/);
    expect(code).not.toMatch(/\bnew Function\(|\beval\(/);
  });

  it('has type declarations next to it', () => {
    expect(readFileSync(join(ROOT, 'dist-lib/oci-storage-engine.d.ts'), 'utf8')).toContain("export * from './types/engine/index.js'");
    const types = readFileSync(join(ROOT, 'dist-lib/types/engine/index.d.ts'), 'utf8');
    for (const name of ['planScenario', 'compareServices', 'export * as fss', 'export * as curves']) expect(types).toContain(name);
    expect(readFileSync(join(ROOT, 'dist-lib/types/engine/fss/index.d.ts'), 'utf8')).toContain('recommendFileStorage');
  });
});
