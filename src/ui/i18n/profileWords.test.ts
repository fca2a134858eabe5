/**
 * Every code of the daily profile (notes, their bases, the HPMT options) has words in English and
 * Japanese, none of them key-like.
 */
import { describe, expect, it } from 'vitest';
import { profile } from '../../engine/index.ts';
import { keyLikeIn } from '../../../tests/fixtures/keyLike.ts';
import en from './en/profile.ts';
import ja from './ja/profile.ts';

const languages = { en, ja } as const;

describe('words of the daily profile', () => {
  for (const [lang, words] of Object.entries(languages)) {
    it(`${lang}: every note, basis and option`, () => {
      const texts = [
        ...profile.profileNoteCodes.map((k) => [k, (words.note as Record<string, string>)[k]] as const),
        ...Object.values(profile.profileNoteBasis).map((b) => [b, (words.basis as Record<string, string>)[b]] as const),
        ...profile.hpmtOptionKinds.map((k) => [k, (words.hpmt.option as Record<string, string>)[k]] as const),
      ];
      for (const [code, text] of texts) {
        expect(text, `${lang} ${code}`).toBeTruthy();
        expect(keyLikeIn(text!), `${lang} ${code}: ${text}`).toEqual([]);
      }
    });
  }
});
