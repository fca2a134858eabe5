/** Every finding of a price file (`cost.priceFileCodes`) has its words in English and Japanese, with the same variables. */
import { describe, expect, it } from 'vitest';
import { cost } from '../../engine/index.ts';
import en from './en/prices.ts';
import ja from './ja/prices.ts';

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('price file words', () => {
  it.each(cost.priceFileCodes)('%s has words in en and ja with the same variables', (code) => {
    const e = (en.note as Record<string, string>)[code];
    const j = (ja.note as Record<string, string>)[code];
    expect(e, code).toBeTypeOf('string');
    expect(j, code).toBeTypeOf('string');
    expect(variables(j!)).toEqual(variables(e!));
  });
});
