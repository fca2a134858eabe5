/**
 * The model check's row labels and places, worded from the engine's codes in English and in
 * Japanese (issue 22, item 11): every row of the table has words in both languages, none looks
 * like a key, none keeps a {{variable}}, and the Japanese ones are not the English ones.
 */
import { describe, expect, it } from 'vitest';
import { validationRows } from '../../engine/validation/index.ts';
import { keyLikeIn } from '../../../tests/fixtures/keyLike.ts';
import { i18n, loadLanguage } from '../i18n/index.ts';
import type { Translate } from '../i18n/useT.ts';
import { makeFormatters } from './format.ts';
import { validationLabelText, validationPlaceText } from './modelCheckText.ts';

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');

const rows = validationRows();

function words(lng: 'en' | 'ja'): { label: string; place: string }[] {
  const t = i18n.getFixedT(lng) as unknown as Translate;
  const f = makeFormatters(lng);
  return rows.map((r) => ({ label: validationLabelText(t, f, r.label), place: validationPlaceText(t, f, r.place, r.placeParams) }));
}

const problems = (texts: readonly string[]): string[] =>
  texts.filter((s) => s.trim() === '' || s.includes('{{') || keyLikeIn(s).length > 0 || s.startsWith('results.'));

describe('model check labels', () => {
  const en = words('en');
  const ja = words('ja');

  it('word every row in English, the source’s own label where it had one', () => {
    expect(problems(en.flatMap((w) => [w.label, w.place]))).toEqual([]);
    // The English words say what the engine's English row said (the command line's table).
    expect(en.find((_, i) => rows[i]!.row === '1 MiB, 1 × HPMT-80, 8 clients')?.label).toBe('1 MiB, 1 × HPMT-80, 8 clients');
    expect(en.find((_, i) => rows[i]!.row === '32 KiB read, 1 × Standard, 1 clients')?.label).toBe('32 KiB read, 1 × Standard, 1 client');
  });

  it('word every row in Japanese, with no label or place left as the English one', () => {
    expect(problems(ja.flatMap((w) => [w.label, w.place]))).toEqual([]);
    const same = ja.flatMap((w, i) => [w.label === en[i]!.label && /[a-z]{3}/.test(w.label) ? w.label : [], w.place === en[i]!.place ? w.place : []].flat());
    expect(same).toEqual([]);
    for (const w of ja) expect(w.label + w.place).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
