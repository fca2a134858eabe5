/**
 * A million-row measurement CSV (issue 40; bench/bigCsv.ts), kept out of the property runs: read
 * in one pass, in time order or shuffled, to the same workload, each column's million points kept.
 */
import { describe, expect, it } from 'vitest';
import { measurements as m } from '../../src/engine/index.ts';
import { BIG_ROWS, bigCsvText } from '../../bench/bigCsv.ts';

describe('a million rows', () => {
  it('reads ordered and shuffled to the same series and workload', { timeout: 120_000 }, () => {
    const ordered = m.readMeasurementBytes('big.csv', new TextEncoder().encode(bigCsvText()));
    const shuffled = m.readMeasurementBytes('big.csv', new TextEncoder().encode(bigCsvText(BIG_ROWS, true)));
    expect(ordered.pointsRead).toBe(4 * BIG_ROWS);
    expect(shuffled.pointsRead).toBe(4 * BIG_ROWS);
    expect(shuffled.problems.map((p) => p.code)).toContain('timestampsOutOfOrder');
    const a = m.deriveWorkload(ordered.series);
    const b = m.deriveWorkload(shuffled.series);
    expect(b.fields).toEqual(a.fields);
    // The 95th percentile of read_MBps = (i × 13) mod 900 over every i, by nearest rank.
    const reads = Float64Array.from({ length: BIG_ROWS }, (_, i) => (i * 13) % 900).sort();
    const separate = m.deriveWorkload(ordered.series, { basis: 'separate' });
    expect(separate.fields.readMBps).toBe(reads[Math.ceil(0.95 * BIG_ROWS) - 1]);
  });
});
