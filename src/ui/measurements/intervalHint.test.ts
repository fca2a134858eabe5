/**
 * A file without timestamps (issue 40): the panel's words point at its own "Seconds between
 * samples" field, by the label the field carries, in English and Japanese; the command line's
 * words point at --interval and never at the field.
 */
import { describe, expect, it } from 'vitest';
import en from '../i18n/en/measurements.ts';
import ja from '../i18n/ja/measurements.ts';

describe('where the interval of a file without timestamps is given', () => {
  for (const [lang, words] of [
    ['en', en],
    ['ja', ja],
  ] as const) {
    it(`${lang}: the panel names its field by the field’s own label; the command line names --interval`, () => {
      for (const code of ['noTimestamps', 'resolutionDiffers'] as const) {
        expect(words.panel.intervalHint[code]).toContain(words.panel.intervalLabel);
        expect(words.panel.intervalHint[code]).not.toContain('--interval');
        expect(words.cli.intervalHint[code]).toContain('--interval');
        expect(words.cli.intervalHint[code]).not.toContain(words.panel.intervalLabel);
      }
    });
  }
});
