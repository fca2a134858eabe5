/**
 * `plan FILE --text`: with the tenancy's own per-AD limits entered, the text says the plan used
 * them (and which), the warning of a limit increase is gone for a design within them, and a
 * scenario without them says nothing of the kind. Expected words come from the app's i18n instance.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';
import { i18n, loadLanguage } from '../../src/ui/i18n/index.ts';
import { makeFormatters } from '../../src/ui/results/format.ts';
import { tenancyLimitsLine } from '../../src/ui/results/tenancyLimitsText.ts';
import type { Translate } from '../../src/ui/i18n/useT.ts';

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');

const dir = mkdtempSync(join(tmpdir(), 'tenancy-'));
const requirement = { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 10_000 };
function textOf(extra: object, lang: 'en' | 'ja'): string {
  const file = join(dir, `s-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ version: 6, mode: 'recommend', service: 'compare', requirement: { ...requirement, ...extra } }));
  const r = run([file, '--text', '--lang', lang]);
  expect(r.code).toBe(0);
  return r.stdout;
}

describe('--text and the tenancy’s own limits', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`${lang}: says the tenancy's limits were used, and drops the increase a design within them does not need`, () => {
      const t = i18n.getFixedT(lang) as unknown as Translate;
      const f = makeFormatters(lang);
      const limits = { mountTargetsPerAd: { standard: 100 } };
      const line = tenancyLimitsLine(t, f, limits)!;
      expect(line).toContain(f.int(100));
      const before = textOf({}, lang);
      const after = textOf({ tenancyLimits: limits }, lang);
      expect(before).not.toContain(line);
      expect(after).toContain(line);
      const increase = /limit-increase|service-limit increase|サービス制限の引上げ/;
      expect(before).toMatch(increase);
      expect(after).not.toMatch(increase);
    });
  }

  it('no line when no limit is entered', () => {
    const t = i18n.getFixedT('en') as unknown as Translate;
    expect(tenancyLimitsLine(t, makeFormatters('en'), undefined)).toBeNull();
    expect(tenancyLimitsLine(t, makeFormatters('en'), { mountTargetsPerAd: {} })).toBeNull();
  });
});
