/**
 * Every measurement code has words in English and Japanese (src/ui/i18n/<lang>/measurements.ts),
 * no words stand for a code that does not exist, and each text names every figure the engine
 * sends with its code (so a message never drops the file's count or the metric's name).
 */
import { describe, expect, it } from 'vitest';
import en from '../../src/ui/i18n/en/measurements.ts';
import ja from '../../src/ui/i18n/ja/measurements.ts';
import { problemCodes, readingCodes, statistics } from '../../src/engine/measurements/index.ts';

/** The parameters each problem is sent with (clean.ts, oci.ts, iostat.ts, csv.ts, combine.ts, read.ts). */
const PARAMS: Readonly<Record<(typeof problemCodes)[number], readonly string[]>> = {
  unknownFormat: ['expected'],
  invalidJson: ['expected'],
  schemaMismatch: ['expected'],
  unknownMetric: ['metric', 'namespace', 'skipped'],
  unitUndecidable: ['metric', 'expected', 'skipped'],
  timestampsOutOfOrder: ['stream'],
  timestampRepeated: ['stream', 'skipped'],
  badTimestamp: ['stream', 'skipped'],
  gap: ['stream', 'gaps', 'longestSeconds', 'expectedSeconds', 'from'],
  negativeValue: ['stream', 'skipped'],
  notANumber: ['stream', 'skipped'],
  counterBackwards: ['stream', 'skipped', 'at'],
  counterReset: ['stream', 'resets', 'at'],
  streamLengthsDiffer: ['metric', 'skipped', 'lengths'],
  noData: [],
  unknownColumn: ['column'],
  firstReportSkipped: ['skipped'],
  noTimestamps: ['intervalSeconds'],
  resolutionDiffers: ['stream', 'statedSeconds', 'dataSeconds'],
  unknownSizeBucket: ['size', 'skipped'],
  unknownOperation: ['operation', 'skipped'],
  fileTooLarge: ['limitBytes'],
  undecodable: ['encoding'],
};

const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((x) => x[1]!).sort();

describe('measurement words', () => {
  for (const [lang, words] of [
    ['en', en],
    ['ja', ja],
  ] as const) {
    it(`${lang}: a text for every problem and reading code, and none for another`, () => {
      expect(Object.keys(words.problem).sort()).toEqual([...problemCodes].sort());
      expect(Object.keys(words.reading).sort()).toEqual([...readingCodes].sort());
      expect(Object.keys(words.statistic).sort()).toEqual([...statistics].sort());
    });
    it(`${lang}: each problem's text names every figure sent with it`, () => {
      for (const code of problemCodes) for (const p of PARAMS[code]) expect(vars(words.problem[code]), `${code}.${p}`).toContain(p);
    });
  }
  it('Japanese carries the same variables as English', () => {
    for (const code of problemCodes) expect(vars(ja.problem[code]), code).toEqual(vars(en.problem[code]));
    for (const code of readingCodes) expect(vars(ja.reading[code]), code).toEqual(vars(en.reading[code]));
  });
});
