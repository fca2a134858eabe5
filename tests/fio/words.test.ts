/**
 * The fio words (src/ui/i18n/<lang>/fio.ts) against the engine's codes: every code has English
 * and Japanese words, and the README renders in both languages with every placeholder filled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, planScenario } from '../../src/engine/index.ts';
import { buildFioJobs, fillTemplate, type FioWords } from '../../src/engine/fio/index.ts';
import en from '../../src/ui/i18n/en/fio.ts';
import ja from '../../src/ui/i18n/ja/fio.ts';

// The compiler checks both resources have the engine's shape (every code, every README part).
const languages: [string, FioWords][] = [
  ['en', en],
  ['ja', ja],
];
const FIXTURES = join(import.meta.dirname, '../fixtures/scenarios');

/** Every code the fio module's sources spell out, so a code added without words fails here. */
function codesInSources(): string[] {
  const dir = join(import.meta.dirname, '../../src/engine/fio');
  const text = readFileSync(join(dir, 'codes.ts'), 'utf8');
  return [...new Set([...text.matchAll(/'(fio-[a-z0-9-]+)'/g)].map((m) => m[1]!))].sort();
}

describe('fio words in English and Japanese', () => {
  it.each(languages)('%s: words for every code, and no words for a code that does not exist', (_lang, words) => {
    expect(Object.keys(words.codes).sort()).toEqual(codesInSources());
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('{{a}} and {{b}} of {{c}}', { a: 1234.5, b: ['4k', '8k'] })).toBe('1,235 and 4k, 8k of {{c}}');
  });

  for (const file of readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    it.each(languages)(`%s README for ${file}: every placeholder filled, the data warning first`, (_lang, words) => {
      const parsed = parseScenario(JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')));
      if (!parsed.ok) throw new Error(file);
      const planned = planScenario(parsed.value);
      if (!planned.ok) throw new Error(file);
      const out = buildFioJobs(parsed.value, planned.result, words);
      if (!out.ok) throw new Error(out.problem.code);
      const readme = out.bundle.files.find((f) => f.name === 'README.md')!.text;
      expect(readme).not.toMatch(/{{/);
      expect(readme).not.toMatch(/NaN|undefined|Infinity/);
      const warning = readme.indexOf(words.readme.safetyWarning);
      expect(warning).toBeGreaterThan(0);
      expect(warning).toBeLessThan(readme.indexOf(words.readme.proveTitle));
      for (const j of out.bundle.jobs) expect(readme).toContain(j.file);
      // The safety paragraph of the service planned: Lustre's scratch directory, never a File Storage export.
      const dir = out.bundle.jobs[0]!.target.path.replace(/\/[^/]*$/, '');
      if (out.bundle.plan.lustre) {
        expect(readme).toContain(fillTemplate(words.readme.safetyLustre, { path: dir }));
        expect(readme).toContain(
          fillTemplate(words.readme.fileLustreMount, { file: 'mount.sh', command: 'mount -t lustre "$MGS_IP@tcp:/$FS_NAME" /mnt/lustre' }),
        );
        expect(readme).not.toContain(words.readme.safetyFss.split('{{')[0]!);
      }
    });
  }

  describe('Lustre: striping offered as a suggestion for large or sequential I/O only', () => {
    const bundle = (file: string, words: FioWords, sequential: boolean) => {
      const parsed = parseScenario(JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')));
      if (!parsed.ok) throw new Error(file);
      const planned = planScenario(parsed.value);
      if (!planned.ok) throw new Error(file);
      const out = buildFioJobs(parsed.value, planned.result, words, sequential ? { pattern: 'sequential' } : {});
      if (!out.ok) throw new Error(out.problem.code);
      return out.bundle;
    };
    const readme = (b: ReturnType<typeof bundle>) => b.files.find((f) => f.name === 'README.md')!.text;
    it.each(languages)('%s', (_lang, words) => {
      const suggestion = fillTemplate(words.readme.lustreStriping, { command: 'lfs setstripe -c -1 /mnt/lustre/fio-scratch' });
      const large = bundle('lustre-evaluate.json', words, false);
      expect(large.shape.readBytes).toBeGreaterThanOrEqual(1024 * 1024);
      expect(readme(large)).toContain(suggestion);
      const small = bundle('compare.json', words, false);
      expect(small.plan.service).toBe('lustre');
      expect(small.shape.readBytes).toBeLessThan(1024 * 1024);
      expect(readme(small)).not.toContain(words.readme.lustreStriping.split('{{')[0]!);
      expect(readme(bundle('compare.json', words, true))).toContain(suggestion);
      // Never in a bundle for another service.
      expect(readme(bundle('fss-recommend.json', words, true))).not.toContain(words.readme.lustreStriping.split('{{')[0]!);
    });
  });
});
