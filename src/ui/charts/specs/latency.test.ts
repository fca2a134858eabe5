import { describe, expect, it } from 'vitest';
import { curves, type LatencyCurve } from '../../../engine/index.ts';
import { makeScenario } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { latencyColumns, latencySpec } from './latency.ts';

const data = curves.latencyCurve(makeScenario({ ioSizeKiB: 32, readMBps: 400, writeMBps: 0 }));

describe('latencySpec (latency and concurrency, built without rendering)', () => {
  it('draws each transfer size, and the operations in flight on the right axis when the requirement has a rate', () => {
    const spec = latencySpec(data, 'MB/s', enT, enFormat);
    expect(spec.series.filter((s) => !s.right).map((s) => s.key)).toEqual(data.series.map((s) => s.key));
    expect(data.required.opsPerSecond).toBeGreaterThan(0);
    expect(spec.right).toBeDefined();
    expect(spec.series.filter((s) => s.right).map((s) => s.key)).toEqual(['concurrency']);
    expectWordsFound(spec);
  });

  it('draws no right axis without a rate to carry', () => {
    const none: LatencyCurve = { ...data, required: { ...data.required, opsPerSecond: 0 } };
    const spec = latencySpec(none, 'MB/s', enT, enFormat);
    expect(spec.right).toBeUndefined();
    expect(spec.series.some((s) => s.key === 'concurrency')).toBe(false);
  });

  it('names File Storage and Block Volume once when their stated latencies are equal, apart when not', () => {
    const service = data.serviceLatencyMs;
    const equal = latencySpec({ ...data, serviceLatencyMs: { ...service, blockVolume: service.fileStorage } }, 'MB/s', enT, enFormat);
    expect(equal.references!.map((r) => r.key)).not.toContain('bv');
    const apart = latencySpec({ ...data, serviceLatencyMs: { ...service, blockVolume: service.fileStorage + 1 } }, 'MB/s', enT, enFormat);
    expect(apart.references!.find((r) => r.key === 'bv')?.x).toBe(service.fileStorage + 1);
  });

  it('puts a star on each of the blog’s points, and a column for each size in the table', () => {
    const spec = latencySpec(data, 'MB/s', enT, enFormat);
    expect(spec.marks!.map((m) => [m.x, m.y])).toEqual(data.blogPoints.map((p) => [p.latencyMs, p.mbps]));
    expect(latencyColumns(enT, data, 'MB/s')).toHaveLength(data.series.length + 3);
  });
});
