import { describe, expect, it } from 'vitest';
import { toCsv } from './export.ts';
import { curves } from '../../engine/index.ts';
import { makeScenario } from '../../../tests/fixtures/compareScenario.ts';

describe('toCsv (RFC 4180)', () => {
  const columns = [
    { key: 'name', header: 'Name' },
    { key: 'mbps', header: 'Throughput (MB/s)' },
  ];

  it('writes a header and one CRLF-separated line per row', () => {
    const csv = toCsv(
      [
        { name: 'a', mbps: 1 },
        { name: 'b', mbps: 2 },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual(['Name,Throughput (MB/s)', 'a,1', 'b,2']);
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(
      [
        { name: 'Measured: HPMT-80, 1 MiB reads', mbps: 3 },
        { name: 'say "hi"', mbps: 4 },
        { name: 'two\nlines', mbps: 5 },
      ],
      columns,
    );
    expect(csv).toBe('Name,Throughput (MB/s)\r\n"Measured: HPMT-80, 1 MiB reads",3\r\n"say ""hi""",4\r\n"two\nlines",5');
  });

  it('writes numbers unformatted and leaves missing or non-finite values empty', () => {
    const csv = toCsv(
      [
        { name: 'x', mbps: 1234567.5 },
        { name: null, mbps: Number.NaN },
        { mbps: 0.000125 },
        { mbps: 119.15636363636361 },
        { mbps: 99999.99999999999 },
        { mbps: 12.345 },
      ],
      columns,
    );
    // At the screen's precision, without float noise.
    expect(csv.split('\r\n').slice(1)).toEqual(['x,1234568', ',', ',0', ',119', ',100000', ',12.3']);
  });

  it('quotes a header that needs it', () => {
    expect(toCsv([], [{ key: 'a', header: 'Size, GB' }])).toBe('"Size, GB"');
  });

  it('writes exactly the rows and columns of a chart table', () => {
    const data = curves.latencyCurve(makeScenario());
    const cols = [
      { key: 'latencyMs', header: 'Latency (ms)' },
      ...data.series.map((s) => ({ key: s.key, header: `${s.transferKiB} KiB (MB/s)` })),
      { key: 'blogMBps', header: 'Blog' },
    ];
    const lines = toCsv(data.rows, cols).split('\r\n');
    expect(lines).toHaveLength(data.rows.length + 1);
    expect(lines.every((l) => l.split(',').length === cols.length)).toBe(true);
    expect(lines[1]!.split(',')[0]).toBe(String(data.rows[0]!.latencyMs));
  });
});
