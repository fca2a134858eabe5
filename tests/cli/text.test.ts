/**
 * `plan FILE --text [--lang ja]`: the command line words a plan with the app's own resources and
 * functions. Each expected string is made here by the app's i18n instance (the one the panels
 * use, src/ui/i18n/index.ts) and the panels' functions (engineText.ts, designText.ts); the
 * command line's output must contain it, in English and in Japanese.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';
import { parseScenario, planScenario, type PlanResult } from '../../src/engine/index.ts';
import { i18n, loadLanguage } from '../../src/ui/i18n/index.ts';
import { serviceDesignText } from '../../src/ui/results/designText.ts';
import { bottleneckLift, bottleneckSentence, reasonText, warningText } from '../../src/ui/results/engineText.ts';
import { makeFormatters } from '../../src/ui/results/format.ts';
import type { Translate } from '../../src/ui/i18n/useT.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/scenarios');
const fixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');

function planOf(file: string): PlanResult {
  const parsed = parseScenario(JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')));
  if (!parsed.ok) throw new Error(`${file} is not valid`);
  const planned = planScenario(parsed.value);
  if (!planned.ok) throw new Error(`${file} does not plan`);
  return planned.result;
}

/** What the panels show for a plan: its warnings, what binds, what lifts it, why, the designs. */
function panelStrings(result: PlanResult, lang: 'en' | 'ja'): string[] {
  const t = i18n.getFixedT(lang) as unknown as Translate;
  const f = makeFormatters(lang);
  const plans = result.service === 'compare' ? [result.fileStorage, result.blockVolume, result.denseIo, result.lustre] : [result];
  const out: string[] = [];
  for (const plan of plans) {
    for (const w of plan.warnings) out.push(warningText(t, f, w));
    if ('reason' in plan) out.push(reasonText(t, f, plan.reason));
    const e = 'evaluation' in plan ? plan.evaluation : plan;
    if ('explanation' in e && 'model' in e.explanation) out.push(bottleneckSentence(t, f, e.explanation), bottleneckLift(t, e.explanation));
  }
  if (result.service === 'compare')
    for (const s of ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const) out.push(serviceDesignText(t, f, result, s));
  return out;
}

describe('plan FILE --text', () => {
  for (const file of fixtures) {
    for (const lang of ['en', 'ja'] as const) {
      it(`${file} in ${lang}: the panels' words, no codes or keys left`, () => {
        const args = [join(FIXTURES, file), '--text', ...(lang === 'ja' ? ['--lang', 'ja'] : [])];
        const { code, stdout, stderr } = run(args);
        expect(stderr).toBe('');
        expect(code).toBe(0);
        const expected = panelStrings(planOf(file), lang);
        expect(expected.length).toBeGreaterThan(3);
        for (const s of expected) expect(stdout).toContain(s);
        expect(stdout).not.toMatch(/{{|results\.|undefined|NaN/);
        if (lang === 'ja') expect(stdout).toMatch(/[\u3040-\u30ff]/);
        else expect(stdout).not.toMatch(/[\u3040-\u30ff]/);
      });
    }
  }

  it('the JSON (without --text) carries codes, not words', () => {
    const { stdout } = run([join(FIXTURES, 'compare.json')]);
    const json = JSON.parse(stdout) as { fileStorage: { reason: { code: string }; warnings: { id: string; message?: string }[] } };
    expect(json.fileStorage.reason.code).toMatch(/^fss-/);
    expect(json.fileStorage.warnings.every((w) => w.message === undefined)).toBe(true);
  });

  it('refuses an unknown language and --text with fio options', () => {
    expect(run([join(FIXTURES, 'compare.json'), '--text', '--lang', 'fr'])).toMatchObject({ code: 2, stdout: '' });
    expect(run([join(FIXTURES, 'compare.json'), '--text', '--fio-jobs', '/tmp/x'])).toMatchObject({ code: 2, stdout: '' });
  });
});
