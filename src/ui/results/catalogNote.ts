/**
 * A catalog figure's note in the reader's language. The catalog keeps its notes in English, as
 * written from the sources (they print and export as they are); each note's words live under
 * `catalogNotes.<key>`, the key a hash of the English text (`catalogNoteKey`), so the catalog
 * needs no ids and a note whose English changes is reported without words until it is
 * translated again (`catalogNote.test.ts`). English is the note itself: `en/catalogNotes.ts`
 * lists the same text for the tests and the translators and stays out of the first screen's
 * bundle.
 */
import type { Translate } from '../i18n/useT.ts';

/** The key of a note's words: FNV-1a (32 bits) of its English text, in base 36, after an `n`. */
export function catalogNoteKey(note: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < note.length; i++) {
    hash ^= note.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `n${hash.toString(36)}`;
}

/** The note in the reader's language; the catalog's English where no words are found. */
export function catalogNoteText(t: Translate, note: string): string {
  return t(`catalogNotes.${catalogNoteKey(note)}`, { defaultValue: note });
}
