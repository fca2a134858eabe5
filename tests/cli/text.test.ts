/**
 * `plan FILE --text [--lang ja]`: the command line words a plan with the app's own resources and
 * functions. Each expected string is made here by the app's i18n instance (the one the panels
 * use, src/ui/i18n/index.ts) and the panels' functions (engineText.ts, designText.ts); the
 * command line's output must contain it, in English and in Japanese.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';
import { parseScenario, planScenario, type PlanResult } from '../../src/engine/index.ts';
import { i18n, loadLanguage } from '../../src/ui/i18n/index.ts';
import { serviceDesignText } from '../../src/ui/results/designText.ts';
import { bottleneckLift, bottleneckSentence, reasonText, warningText } from '../../src/ui/results/engineText.ts';
import { makeFormatters } from '../../src/ui/results/format.ts';
import type { Translate } from '../../src/ui/i18n/useT.ts';
import { countDisagreements } from '../fixtures/countWords.ts';
import { everyCountAtOne } from '../fixtures/requirements.ts';

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
  if (result.service === 'workloads') throw new Error('a plan of several workloads has its own text');
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

  describe('counts agree with their nouns and verbs (one client, one mount target, one operation in flight)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'words-'));
    const textOf = (requirement: Record<string, unknown>, service = 'compare', lang: 'en' | 'ja' = 'en') => {
      const file = join(dir, `${service}-${Object.keys(requirement).length}-${lang}.json`);
      writeFileSync(file, JSON.stringify({ version: 5, mode: 'recommend', service, requirement }));
      const { code, stdout, stderr } = run([file, '--text', ...(lang === 'ja' ? ['--lang', 'ja'] : [])]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      return stdout;
    };

    it('1 × HPMT-80 needs its capacity; a read of 8 KiB costs; no "a 8 KiB"', () => {
      const out = textOf({ ioSizeKiB: 8, readIops: 100_000, capacityGB: 80_000, clients: 1, mountTargetType: 'hpmt-80' }, 'file-storage');
      expect(out).toContain('1 × HPMT-80 needs 80,000 GB stored to reach its performance');
      expect(out).toContain('a read of 8 KiB costs');
      expect(out).toContain('so the mount target adds no charge');
      expect(countDisagreements(out)).toEqual([]);
    });

    it('about 1 operation in flight', () => {
      const out = textOf({ ioSizeKiB: 8, readIops: 1_000, capacityGB: 100, clients: 1 }, 'file-storage');
      expect(out).toMatch(/about 1 operation in flight per client/);
      expect(countDisagreements(out)).toEqual([]);
    });

    it('every service with one client of one OCPU keeping one I/O in flight, in English and Japanese', () => {
      const requirement = everyCountAtOne;
      const out = textOf(requirement);
      expect(out).toContain('1 × HPMT-80 needs');
      expect(out).toMatch(/1 client with 1 in flight at 1 ms completes/);
      expect(out).toMatch(/1 I\/O in flight at 1 ms completes/);
      expect(countDisagreements(out)).toEqual([]);
      const ja = textOf(requirement, 'compare', 'ja');
      expect(ja).toMatch(/HPMT-80/);
      expect(ja).not.toMatch(/{{|results\./);
    });
  });
});

describe('--text: a design that does not carry is the closest, never the recommended one (issue 20)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'closest-'));
  const textOf = (doc: Record<string, unknown>, lang: 'en' | 'ja' = 'en') => {
    const file = join(dir, `${lang}-${Object.keys(doc.requirement as object).length}.json`);
    writeFileSync(file, JSON.stringify(doc));
    const { code, stdout } = run([file, '--text', ...(lang === 'ja' ? ['--lang', 'ja'] : [])]);
    expect(code).toBe(0);
    return stdout;
  };
  // One 2-OCPU client that must share 20 GB/s with nobody else: no service carries it.
  const nothingFits = {
    version: 5,
    mode: 'recommend',
    service: 'compare',
    requirement: { readMBps: 20_000, ioSizeKiB: 1024, capacityGB: 100_000, clients: 1, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 2 },
  };

  it('names the closest service and design when none fits, and each service line says closest with what would make it fit', () => {
    const parsed = parseScenario(nothingFits);
    if (!parsed.ok) throw new Error('invalid');
    const planned = planScenario(parsed.value);
    if (!planned.ok || planned.result.service !== 'compare') throw new Error('no plan');
    const result = planned.result;
    expect(result.cheapest).toBeNull();
    expect(result.closest).not.toBeNull();
    const t = i18n.getFixedT('en') as unknown as Translate;
    const f = makeFormatters('en');
    const out = textOf(nothingFits);
    expect(out).toContain('No service fits the requirement');
    expect(out).toContain(
      t('results.compare.closest', { service: t(`results.service.${result.closest!}`), design: serviceDesignText(t, f, result, result.closest!) }),
    );
    for (const e of result.entries) {
      const label = e.fits ? 'Recommended design' : 'No design carries this requirement. Closest design';
      expect(out).toContain(`${t(`results.service.${e.service}`)} — ${label}:`);
    }
    expect(out).toContain('What would make it fit:');
    expect(out).not.toMatch(/Recommended design: [^\n]*\nDoes not carry/);
  });

  it('in Japanese too', () => {
    const out = textOf(nothingFits, 'ja');
    expect(out).toContain('要件を満たす構成はありません。最も近い構成');
    expect(out).toContain('要件を満たすには:');
  });
});

describe('plan FILE --text: growth and demand on a one-service plan (issue 36)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'own-'));
  const planFile = (doc: Record<string, unknown>) => {
    const file = join(dir, `${Object.keys(doc).join('-')}-${JSON.stringify(doc).length}.json`);
    writeFileSync(file, JSON.stringify(doc));
    return file;
  };

  it('words the months of a File Storage plan with growth, in English and Japanese, and its JSON carries them', () => {
    const file = planFile({
      mode: 'recommend',
      service: 'file-storage',
      requirement: { readMBps: 1500, writeMBps: 500, ioSizeKiB: 64, clients: 40, capacityGB: 10_000 },
      growth: { capacityPercentPerYear: 50, performancePercentPerYear: 100, horizonMonths: 24 },
    });
    const parsed = parseScenario(JSON.parse(readFileSync(file, 'utf8')));
    const planned = parsed.ok ? planScenario(parsed.value) : null;
    expect(planned?.ok && (planned.result as { overTime?: { services: unknown[] } }).overTime?.services).toHaveLength(1);
    for (const lang of ['en', 'ja'] as const) {
      const t = i18n.getFixedT(lang) as unknown as Translate;
      const { code, stdout } = run([file, '--text', ...(lang === 'ja' ? ['--lang', 'ja'] : [])]);
      expect(code).toBe(0);
      expect(stdout).toContain(t('growth.title'));
      expect(stdout).toContain(t('growth.horizon', { count: 24, last: 23 }));
    }
    const json = JSON.parse(run([file]).stdout) as { overTime?: { horizonMonths: number } };
    expect(json.overTime?.horizonMonths).toBe(24);
  });

  it('plans a Block Volume requirement stated as totals and a read share (before: "unknown fields: totalIops, readSharePercent")', () => {
    const file = planFile({
      mode: 'recommend',
      service: 'block-volume',
      requirement: { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 10_000 },
    });
    const { code, stdout, stderr } = run([file, '--text']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(i18n.getFixedT('en')('results.verdict.carries'));
  });
});
