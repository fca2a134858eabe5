/**
 * The catalog's notes on its figures, in both languages (issue 22, item 11). The catalog keeps
 * its English; the words of every note are listed in `en/catalogNotes.ts` (the same English,
 * note for note) and `ja/catalogNotes.ts` (Japanese), keyed by `catalogNoteKey`. A note added or
 * changed in the catalog fails here until both files say it; the failure lists the lines to add.
 */
import { describe, expect, it } from 'vitest';
import { catalogNotes } from '../../../tests/fixtures/catalogNotes.ts';
import enNotes from '../i18n/en/catalogNotes.ts';
import { i18n, loadLanguage } from '../i18n/index.ts';
import type { Translate } from '../i18n/useT.ts';
import { catalogNoteKey, catalogNoteText } from './catalogNote.ts';

if (!(await loadLanguage('ja'))) throw new Error('the Japanese text did not load');

const notes = catalogNotes();
const english: Readonly<Record<string, string>> = enNotes;
const japanese = (i18n.getResourceBundle('ja', 'translation') as { catalogNotes?: Record<string, string> }).catalogNotes ?? {};

describe('catalog notes', () => {
  it('are many, and no two share a key', () => {
    expect(notes.length).toBeGreaterThan(100);
    expect(new Set(notes.map(catalogNoteKey)).size).toBe(notes.length);
  });

  it('each have their English, identical to the catalog, and no word is left for a note the catalog dropped', () => {
    const missing = notes.filter((n) => english[catalogNoteKey(n)] !== n).map((n) => `${catalogNoteKey(n)}: ${JSON.stringify(n)},`);
    expect(missing).toEqual([]);
    const keys = new Set(notes.map(catalogNoteKey));
    expect(Object.keys(english).filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.keys(japanese).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('each have Japanese words, written in Japanese', () => {
    const missing = notes
      .filter((n) => !/[\u3040-\u30ff\u4e00-\u9fff]/.test(japanese[catalogNoteKey(n)] ?? ''))
      .map((n) => `${catalogNoteKey(n)}: ${JSON.stringify(n)}`);
    expect(missing).toEqual([]);
  });

  it('read in the reader’s language: the catalog’s own English in English, the Japanese words in Japanese', () => {
    const en = i18n.getFixedT('en') as unknown as Translate;
    const ja = i18n.getFixedT('ja') as unknown as Translate;
    for (const n of notes) {
      expect(catalogNoteText(en, n)).toBe(n);
      expect(catalogNoteText(ja, n)).toBe(japanese[catalogNoteKey(n)]);
    }
    // A note without words (a new one, before its translation) shows the catalog's English.
    expect(catalogNoteText(ja, 'A note no file has words for.')).toBe('A note no file has words for.');
  });
});
