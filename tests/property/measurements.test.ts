/**
 * Measurements: on any series (timestamps repeated or out of order, values of any size, some
 * missing), reading and deriving never throws and never gives NaN or Infinity; the statistics
 * are ordered (peak ≥ p99 ≥ p95, and the mean at most the peak), for each quantity on its own
 * and for the combined load of the coincident sample; and the separate peaks are never below
 * the coincident ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measurements as m } from '../../src/engine/index.ts';
import { nonFiniteNumbers } from '../fixtures/factories.ts';
import { propertyRuns } from '../fixtures/runs.ts';

const RUNS = propertyRuns(200);
const T0 = Date.UTC(2026, 0, 5);

/** A CSV of read and write MB/s and IOPS, rows in any order, any cell possibly odd. */
const cellArb = fc.oneof(
  { weight: 8, arbitrary: fc.double({ min: 0, max: 1e6, noNaN: true }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('', '-1', 'NaN', 'x', '1e400', '0') },
);
const rowArb = fc.tuple(fc.integer({ min: 0, max: 500 }), cellArb, cellArb, cellArb, cellArb);
const csvArb = fc
  .array(rowArb, { minLength: 0, maxLength: 60 })
  .map(
    (rows) =>
      'timestamp,read_MBps,write_MBps,read_iops,write_iops\n' + rows.map(([t, ...c]) => `${new Date(T0 + t * 60_000).toISOString()},${c.join(',')}`).join('\n'),
  );

const total = (w: m.DerivedWorkload, a: 'readMBps' | 'readIops', b: 'writeMBps' | 'writeIops') => (w.fields[a] ?? 0) + (w.fields[b] ?? 0);

describe('measurements: total and ordered', () => {
  it('never throws, never NaN or Infinity, on any CSV', () => {
    fc.assert(
      fc.property(csvArb, fc.constantFrom(...m.statistics), (text, statistic) => {
        const r = m.readMeasurementFile('p.csv', text);
        const w = m.deriveWorkload(r.series, { statistic });
        expect(nonFiniteNumbers(r.series)).toEqual([]);
        expect(nonFiniteNumbers(w)).toEqual([]);
        expect(nonFiniteNumbers(m.fitTrends(r.series))).toEqual([]);
        expect(nonFiniteNumbers(m.todayAgainstLoad(r.series, statistic, w.fromMs, w.toMs))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('peak ≥ p99 ≥ p95 and peak ≥ mean, each quantity and the combined load', () => {
    fc.assert(
      fc.property(csvArb, (text) => {
        const series = m.readMeasurementFile('p.csv', text).series;
        for (const basis of ['separate', 'coincident'] as const) {
          const [peak, p99, p95, mean] = (['peak', 'p99', 'p95', 'mean'] as const).map((statistic) => m.deriveWorkload(series, { statistic, basis }));
          const fields = basis === 'separate' ? (['readMBps', 'writeMBps', 'readIops', 'writeIops'] as const) : [];
          for (const f of fields) {
            expect(peak!.fields[f] ?? 0).toBeGreaterThanOrEqual(p99!.fields[f] ?? 0);
            expect(p99!.fields[f] ?? 0).toBeGreaterThanOrEqual(p95!.fields[f] ?? 0);
            expect(peak!.fields[f] ?? 0).toBeGreaterThanOrEqual(mean!.fields[f] ?? 0);
          }
          // Rounding to 0.01 MB/s may move a total by 0.01 either way.
          expect(total(peak!, 'readMBps', 'writeMBps') + 0.011).toBeGreaterThanOrEqual(total(p99!, 'readMBps', 'writeMBps'));
          expect(total(p99!, 'readMBps', 'writeMBps') + 0.011).toBeGreaterThanOrEqual(total(p95!, 'readMBps', 'writeMBps'));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the separate peaks are never below the coincident sample', () => {
    fc.assert(
      fc.property(csvArb, fc.constantFrom(...m.statistics), (text, statistic) => {
        const w = m.deriveWorkload(m.readMeasurementFile('p.csv', text).series, { statistic });
        const alt = w.alternative.demand;
        expect(alt.readMBps ?? 0).toBeGreaterThanOrEqual(w.fields.readMBps ?? 0);
        expect(alt.writeIops ?? 0).toBeGreaterThanOrEqual(w.fields.writeIops ?? 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('the derived requirement is one every service takes: a scenario, or the fields the user must add, never a refusal', () => {
    const rows = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 500 }), fc.array(fc.double({ min: 0, max: 50_000, noNaN: true }), { minLength: 6, maxLength: 6 })),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(rows, fc.constantFrom(...m.statistics), fc.constantFrom(...m.measuredServices), (data, statistic, service) => {
        const text =
          'timestamp,read_MBps,write_MBps,read_iops,write_iops,clients_count,capacity_GB\n' +
          data.map(([t, c]) => `${new Date(T0 + t * 60_000).toISOString()},${c.join(',')}`).join('\n');
        const w = m.deriveWorkload(m.readMeasurementFile('p.csv', text).series, { statistic });
        const built = m.scenarioFromWorkload(w, service);
        if (!built.ok) {
          expect(built.issues).toEqual([]);
          for (const f of built.missing) expect(['ioSizeKiB', 'capacityGB', 'readPercent']).toContain(f);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('any text at all: a reader answers, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('Device r/s w/s\nsda 1 2')), (text) => {
        const r = m.readMeasurementFile('any', text);
        expect(Array.isArray(r.problems)).toBe(true);
        expect(nonFiniteNumbers(r)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});
