/**
 * Every code of the plan over time (event kinds, notes, their bases) has words in English and
 * Japanese, none of them key-like.
 */
import { describe, expect, it } from 'vitest';
import { growth } from '../../engine/index.ts';
import { keyLikeIn } from '../../../tests/fixtures/keyLike.ts';
import en from './en/growth.ts';
import ja from './ja/growth.ts';

const languages = { en, ja } as const;

describe('words of the plan over time', () => {
  for (const [lang, words] of Object.entries(languages)) {
    it(`${lang}: every event kind, note and basis`, () => {
      const texts = [
        ...growth.growthEventKinds.map((k) => [k, (words.event.kind as Record<string, string>)[k]] as const),
        ...growth.growthNoteCodes.map((k) => [k, (words.note as Record<string, string>)[k]] as const),
        ...Object.values(growth.growthNoteBasis).map((b) => [b, (words.basis as Record<string, string>)[b]] as const),
      ];
      for (const [code, text] of texts) {
        expect(text, `${lang} ${code}`).toBeTruthy();
        expect(keyLikeIn(text!), `${lang} ${code}: ${text}`).toEqual([]);
      }
    });
  }
});
