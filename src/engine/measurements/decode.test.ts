import { describe, expect, it } from 'vitest';
import { decodeText } from './decode.ts';
import { readMeasurementBytes } from './read.ts';
import { csvTemplate } from './csv.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** UTF-16 bytes of the text with its byte-order mark, little- or big-endian. */
function utf16(text: string, littleEndian: boolean): Uint8Array {
  const withMark = '\ufeff' + text;
  const bytes = new Uint8Array(withMark.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < withMark.length; i++) view.setUint16(i * 2, withMark.charCodeAt(i), littleEndian);
  return bytes;
}

describe('one decoder for the command line and the worker', () => {
  const csv = csvTemplate();
  const cases: [string, Uint8Array][] = [
    ['UTF-8 without a byte-order mark', utf8(csv)],
    ['UTF-8 with a byte-order mark', utf8('\ufeff' + csv)],
    ['UTF-16LE with a byte-order mark', utf16(csv, true)],
    ['UTF-16BE with a byte-order mark', utf16(csv, false)],
  ];
  for (const [name, bytes] of cases)
    it(`reads ${name} as the same text, the mark left out`, () => {
      const decoded = decodeText(bytes);
      expect(decoded).toMatchObject({ ok: true, text: csv });
      const read = readMeasurementBytes('m.csv', bytes);
      expect(read.format).toBe('csv');
      expect(read.pointsRead).toBe(readMeasurementBytes('plain.csv', utf8(csv)).pointsRead);
      expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
    });

  it('names the encoding a file cannot be read in: invalid UTF-8, a UTF-16 file cut in the middle of a character', () => {
    const latin1 = new Uint8Array([...utf8('timestamp,read_MBps\n2026-01-05T09:00:00Z,1'), 0xe9, 0xff, 0x0a]);
    expect(readMeasurementBytes('latin1.csv', latin1).problems).toEqual([
      { code: 'undecodable', severity: 'error', file: 'latin1.csv', line: 1, params: { encoding: 'UTF-8' } },
    ]);
    const cut = utf16(csv, true).subarray(0, 41);
    expect(readMeasurementBytes('cut.csv', cut).problems[0]).toMatchObject({ code: 'undecodable', params: { encoding: 'UTF-16LE' } });
    const lone = utf16('timestamp\n', false);
    const broken = new Uint8Array([...lone, 0xd8, 0x00, 0x00, 0x41]);
    expect(readMeasurementBytes('lone.csv', broken).problems[0]).toMatchObject({ code: 'undecodable', params: { encoding: 'UTF-16BE' } });
  });
});
