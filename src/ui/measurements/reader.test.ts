import { describe, expect, it } from 'vitest';
import { measurements as m } from '../../engine/index.ts';
import { blockstoreExport } from '../../../tests/fixtures/measurementFiles.ts';
import { MAX_DRAWN } from './analysis.ts';
import { createReader } from './reader.ts';

describe('the measurement reader (the worker’s side)', () => {
  it('keeps the points and answers with summaries, and each analysis with the workload, the thinned rows and today’s design', async () => {
    const { text, points } = blockstoreExport({ volumes: 4, points: 2500, stepMinutes: 1, readMBps: 30, guaranteedIops: 2000 });
    const answer = createReader();
    const read = await answer({ id: 1, kind: 'read', files: [new File([text], 'bv.json')] });
    if (read.kind !== 'read') throw new Error(read.kind);
    expect(read.id).toBe(1);
    expect(read.reads[0]!.pointsRead).toBe(points);
    expect('series' in read.reads[0]!).toBe(false);
    expect(read.streams).toHaveLength(4);

    const got = await answer({ id: 2, kind: 'analyze', request: { statistic: 'p99', basis: 'coincident', stream: '' } });
    if (got.kind !== 'analysis') throw new Error(got.kind);
    const series = m.readMeasurementFile('bv.json', text).series;
    expect(got.analysis.derived!.fields).toEqual(m.deriveWorkload(series, { statistic: 'p99' }).fields);
    expect(got.analysis.rows.mbps.length).toBeLessThanOrEqual(MAX_DRAWN);
    expect(got.analysis.rows.mbps[0]!.t).toBe(got.analysis.firstMs);
    expect(got.analysis.today!.uses[0]!.guaranteed).toBe(8000);
    // Structured clone is all a worker's answer goes through.
    expect(structuredClone(got.analysis)).toEqual(got.analysis);
  });

  it('refuses a file above the limit unread', async () => {
    const big = { name: 'huge.json', size: m.MAX_MEASUREMENT_BYTES + 1, text: () => Promise.reject(new Error('read')) } as unknown as File;
    const read = await createReader()({ id: 7, kind: 'read', files: [big] });
    expect(read.kind === 'read' && read.reads[0]!.problems[0]!.code).toBe('fileTooLarge');
  });
});
