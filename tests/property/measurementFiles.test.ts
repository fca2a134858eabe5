/**
 * Measurement files of every awkward kind (issue 40): values from 5e-324 to 1e308, text that is
 * no number, empty files, one row, shuffled times, byte-order marks and UTF-16. The oracle: the
 * file is refused with a message (an error code naming the file), or the workload derived from it
 * is within the scenario schema's bounds, or the figures beyond them are named (`outOfBounds`),
 * never a silent drop; nothing throws and every figure is finite. (The million-row file is the
 * bench's and its own test's, not a property run's.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measurements as m, parseScenario, SCENARIO_VERSION } from '../../src/engine/index.ts';

const value = fc.oneof(
  fc.constantFrom('5e-324', '1e308', '0', 'NaN', 'abc', '', '-1', '1e-300', '42', '1.5'),
  fc.double({ min: 5e-324, max: 1e308, noNaN: true }).map(String),
  fc.integer({ min: 0, max: 1_000_000 }).map(String),
);
const rowsArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), value, value, value, value), { minLength: 0, maxLength: 40 });
const encodingArb = fc.constantFrom('utf8', 'utf8-bom', 'utf16le', 'utf16be');

function encode(text: string, encoding: string): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(text);
  if (encoding === 'utf8-bom') return new TextEncoder().encode('\ufeff' + text);
  const le = Buffer.from('\ufeff' + text, 'utf16le');
  return encoding === 'utf16le' ? le : Buffer.from(le).swap16();
}

const fileArb = fc
  .record({ rows: rowsArb, shuffled: fc.boolean(), encoding: encodingArb, header: fc.boolean() })
  .map(({ rows, shuffled, encoding, header }) => {
    const t0 = 1_767_225_600;
    const lines = rows.map(([i, a, b, c, d]) => `${t0 + i * 60},${a},${b},${c},${d}`);
    if (!shuffled) lines.sort();
    const text = (header ? 'timestamp,read_MBps,write_MBps,read_iops,write_iops\n' : '') + lines.join('\n');
    return { bytes: encode(text, encoding), rows: rows.length };
  });

describe('measurement files: refused with a message, or derived within the schema’s bounds', () => {
  it('holds for generated CSV files in every encoding the planner reads', () => {
    fc.assert(
      fc.property(fileArb, ({ bytes }) => {
        const read = m.readMeasurementBytes('gen.csv', bytes);
        const errors = read.problems.filter((p) => p.severity === 'error');
        if (read.series.length === 0) {
          // Refused: at least one error, naming the file.
          expect(errors.length).toBeGreaterThan(0);
          for (const e of errors) expect(e.file).toBe('gen.csv');
          return;
        }
        const w = m.deriveWorkload(read.series);
        for (const v of Object.values(w.fields)) expect(Number.isFinite(v)).toBe(true);
        const beyond = m.outOfBounds(w);
        const { requirement } = m.requirementFor(w, 'compare');
        const parsed = parseScenario({ version: SCENARIO_VERSION, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8, ...requirement } });
        // Within the bounds exactly when nothing is named beyond them.
        if (beyond.length === 0) expect(parsed.ok).toBe(true);
        else for (const b of beyond) expect(b.code === 'tooBig' ? b.value > b.bound : b.value < b.bound).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('an empty file and a header alone are refused with a message', () => {
    for (const text of ['', '\ufeff', 'timestamp,read_MBps\n']) {
      const read = m.readMeasurementBytes('e.csv', new TextEncoder().encode(text));
      expect(read.series).toEqual([]);
      expect(read.problems.some((p) => p.severity === 'error' && p.file === 'e.csv')).toBe(true);
    }
  });
});

/** The bytes cut at the given places (sorted, within the length) into pieces. */
function pieces(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const c of at) {
    out.push(bytes.subarray(from, c));
    from = c;
  }
  out.push(bytes.subarray(from));
  return out;
}

/** A read result with its series' typed arrays as plain lists, to compare. */
const plain = (r: m.ReadResult) => ({ ...r, series: r.series.map((s) => ({ ...s, timesMs: [...s.timesMs], values: [...s.values] })) });

describe('a file read piece by piece (the command line and the worker stream it)', () => {
  it('reads the same however its bytes are cut: a line, a character or a byte-order mark split between pieces', () => {
    const any = fc.oneof(
      fileArb.map((f) => f.bytes),
      fc
        .constantFrom(
          'timestamp,read_MBps\n2026-01-05T09:00:00Z,1\n\n\n2026-01-05T09:01:00Z,-2\r\n2026-01-05T09:02:00Z,x\n2026-01-05T09:03:00Z,4',
          '{"data": [1, 2',
          '[{"namespace":"oci_blockstore","name":"VolumeReadThroughput","dimensions":{"resourceId":"v"},"aggregated-datapoints":[{"timestamp":"2026-01-05T09:00:00Z","value":60000000}]}]',
          'Linux 5.15 (host) \t01/05/26 \t_x86_64_\t(2 CPU)\n\nDevice r/s\nsda 1\n',
          'héllo ｄｂ\n',
        )
        .chain((text) => encodingArb.map((e) => encode(text, e))),
      fc.uint8Array({ maxLength: 64 }),
    );
    fc.assert(
      // A size given ahead (right, or wrong: a pipe's, a file still growing) changes nothing either.
      fc.property(any, fc.array(fc.nat(), { maxLength: 8 }), fc.option(fc.oneof(fc.nat({ max: 10_000 }), fc.constant(-1))), (bytes, cuts, size) => {
        const whole = m.readMeasurementBytes('p.csv', bytes);
        const reader = m.measurementReader('p.csv', {}, size === -1 ? bytes.length : (size ?? undefined));
        for (const piece of pieces(bytes, cuts)) reader.push(piece);
        expect(plain(reader.end())).toEqual(plain(whole));
      }),
      { numRuns: 200 },
    );
  });
});
