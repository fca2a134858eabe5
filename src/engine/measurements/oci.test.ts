/**
 * OCI Monitoring files written to the documented shape (tests/fixtures/measurements), in the
 * CLI's kebab-case and the SDK's camelCase, with the expected workload worked by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveWorkload, readMeasurementFile, scenarioFromWorkload, todayAgainstLoad } from './index.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/measurements/${name}`, import.meta.url), 'utf8');

describe('OCI Monitoring: oci_blockstore, per-interval units, two volumes added up', () => {
  for (const file of ['oci-blockstore-cli.json', 'oci-blockstore-sdk.json']) {
    const r = readMeasurementFile(file, fixture(file));
    it(`${file}: bytes and operations per 1-minute interval, divided by 60 s`, () => {
      expect(r.format).toBe('oci');
      expect(r.problems.filter((p) => p.severity !== 'info')).toEqual([]);
      const read = r.series.find((s) => s.metric === 'VolumeReadThroughput' && s.stream.endsWith('.a'))!;
      expect(read.reading).toEqual({ code: 'perIntervalDivided', intervalSeconds: 60 });
      // 60e6 bytes in a 60 s interval is 1e6 B/s.
      expect([...read.values]).toEqual([1e6, 2e6, 3e6, 1.5e6]);
    });

    it(`${file}: the peak of the combined load, split as it was at that minute`, () => {
      // Read MB/s, volumes a + b: 1+1, 2+1, 3+1, 1.5+1 = 2, 3, 4, 2.5; write: 2, 1, 1, 4.
      // Combined: 4, 4, 5, 6.5: the peak is the fourth minute, read 2.5 and write 4.
      // Separate peaks would ask read 4 and write 4 (8 MB/s where 6.5 ever ran).
      const w = deriveWorkload(r.series, { statistic: 'peak' });
      expect(w.fields.readMBps).toBe(2.5);
      expect(w.fields.writeMBps).toBe(4);
      expect(w.alternative).toEqual({ basis: 'separate', demand: { readMBps: 4, writeMBps: 4, readIops: 200, writeIops: 200 } });
      // Read ops/s: (3000+3000)/60 … = 100, 150, 200, 125; write: 100, 50, 50, 200.
      // Combined 200, 200, 250, 325: the fourth minute, read 125 and write 200.
      expect(w.fields.readIops).toBe(125);
      expect(w.fields.writeIops).toBe(200);
      // Read size: 11.5e6 B over 575 operations = 20,000 B = 19.53 KiB; write: 8e6 / 400 = 20,000 B.
      expect(w.fields.readIoSizeKiB).toBe(19.53);
      expect(w.fields.writeIoSizeKiB).toBe(19.53);
      expect(w.fields.ioSizeKiB).toBe(19.53);
      expect(w.provenance.readMBps).toMatchObject({
        files: [file],
        metrics: ['VolumeReadThroughput', 'VolumeWriteThroughput'],
        statistic: 'peak',
        basis: 'coincident',
        resolutionSeconds: 60,
        samples: 4,
      });
    });

    it(`${file}: the mean, one volume picked, and a window`, () => {
      // Mean read: (2 + 3 + 4 + 2.5) / 4 = 2.875 → 2.88; write: (2+1+1+4)/4 = 2.
      const mean = deriveWorkload(r.series, { statistic: 'mean' });
      expect(mean.fields.readMBps).toBe(2.88);
      expect(mean.fields.writeMBps).toBe(2);
      // Volume b alone reads 1 MB/s and writes nothing.
      const b = deriveWorkload(r.series, { statistic: 'peak', streams: { stream: 'ocid1.volume.oc1..b' } });
      expect(b.fields.readMBps).toBe(1);
      expect(b.fields.writeMBps).toBe(0);
      // The first two minutes: combined 4 and 4, the later of the tie at nearest rank: read 3, write 1.
      const early = deriveWorkload(r.series, { statistic: 'peak', fromMs: Date.parse('2026-01-05T09:00:00Z'), toMs: Date.parse('2026-01-05T09:01:00Z') });
      expect(early.fields.readMBps).toBe(3);
      expect(early.fields.writeMBps).toBe(1);
    });

    it(`${file}: today's volumes throttled, and how busy their guaranteed IOPS are`, () => {
      const w = deriveWorkload(r.series, { statistic: 'peak' });
      const today = todayAgainstLoad(r.series, 'peak', w.fromMs, w.toMs);
      // 120 throttled I/Os in one minute: 2 per second × 60 s.
      expect(today.findings).toEqual([{ code: 'throttled', params: { samples: 1, throttledIos: 120, files: file } }]);
      // Guaranteed 3,000 + 3,000 IOPS; the peak load is 325 IOPS: 5.42%.
      expect(today.uses[0]!.limit).toBe('guaranteedIops');
      expect(today.uses[0]!.utilizationPercent).toBeCloseTo((325 / 6000) * 100, 6);
    });
  }

  it('a Block Volume scenario from it, the capacity given by the user', () => {
    const r = readMeasurementFile('a.json', fixture('oci-blockstore-cli.json'));
    const w = deriveWorkload(r.series, { statistic: 'peak' });
    expect(scenarioFromWorkload(w, 'block-volume')).toMatchObject({ ok: false, missing: ['capacityGB'] });
    const built = scenarioFromWorkload(w, 'block-volume', { capacityGB: 500 });
    // 125 + 200 IOPS, 2.5 + 4 MB/s, reads 125 / 325 = 38.5%.
    expect(built.ok && built.scenario.service === 'block-volume' && built.scenario.mode === 'recommend' && built.scenario.requirement).toEqual({
      iops: 325,
      throughputMBps: 6.5,
      ioSizeKiB: 19.53,
      readPercent: 38.5,
      capacityGB: 500,
    });
  });
});

describe('the scenario says where its workload came from', () => {
  it('measured: statistic, window, files, metrics and the fields filled from them, not the data', () => {
    const r = readMeasurementFile('VolumeReadOps.json', fixture('oci-blockstore-cli.json'));
    const w = deriveWorkload(r.series, { statistic: 'p99' });
    const built = scenarioFromWorkload(w, 'block-volume', { capacityGB: 500 });
    expect(built.ok && 'measured' in built.scenario && built.scenario.measured).toEqual({
      statistic: 'p99',
      basis: 'coincident',
      from: '2026-01-05T09:00:00.000Z',
      to: '2026-01-05T09:03:00.000Z',
      files: [{ name: 'VolumeReadOps.json', format: 'oci' }],
      metrics: ['VolumeReadThroughput', 'VolumeWriteThroughput', 'VolumeReadOps', 'VolumeWriteOps'],
      // The capacity was the user's, not measured.
      fields: ['iops', 'throughputMBps', 'readPercent', 'ioSizeKiB'],
      resolutionSeconds: 60,
    });
  });
});

describe('OCI Monitoring: oci_computeagent running totals with a restart', () => {
  const r = readMeasurementFile('agent.json', fixture('oci-computeagent-sdk.json'));
  it('takes differences and counts from zero after the reboot', () => {
    const read = r.series.find((s) => s.metric === 'DiskBytesRead')!;
    expect(read.reading.code).toBe('counterDifferenced');
    // 0 → 60e6 → 180e6 → 30e6 (restart) → 90e6 over 60 s steps: 1e6, 2e6, 0.5e6, 1e6 B/s.
    expect([...read.values]).toEqual([1e6, 2e6, 0.5e6, 1e6]);
    expect(r.problems.filter((p) => p.code === 'counterReset').length).toBe(4);
  });

  it('derives the peak from the differences', () => {
    // Read 1, 2, 0.5, 1 MB/s; write 1, 1, 1, 1: combined 2, 3, 1.5, 2, the peak the second: read 2, write 1.
    const w = deriveWorkload(r.series, { statistic: 'peak' });
    expect(w.fields).toMatchObject({ readMBps: 2, writeMBps: 1, readIops: 200, writeIops: 100 });
    // Read size: 4.5e6 B over 450 operations = 10,000 B = 9.77 KiB.
    expect(w.fields.readIoSizeKiB).toBe(9.77);
  });
});

describe('OCI Monitoring: units the documentation leaves to the file', () => {
  const fss = (meta: Record<string, string>) =>
    JSON.stringify({
      data: [
        {
          namespace: 'oci_filestorage',
          name: 'FileSystemReadThroughput',
          dimensions: { resourceId: 'ocid1.filesystem.oc1..f' },
          metadata: meta,
          resolution: '1m',
          'aggregated-datapoints': [
            { timestamp: '2026-01-05T09:00:00Z', value: 120e6 },
            { timestamp: '2026-01-05T09:01:00Z', value: 60e6 },
          ],
        },
      ],
    });
  it('a file without a unit is undecidable, and named so', () => {
    const r = readMeasurementFile('fss.json', fss({}));
    expect(r.series).toEqual([]);
    expect(r.problems[0]).toMatchObject({
      code: 'unitUndecidable',
      severity: 'error',
      file: 'fss.json',
      path: '$.data[0].metadata',
      params: { metric: 'FileSystemReadThroughput', skipped: 2 },
    });
  });
  it('metadata.unit bytes is per interval; bytes/sec is per second; or the user says', () => {
    expect([...readMeasurementFile('f', fss({ unit: 'bytes' })).series[0]!.values]).toEqual([2e6, 1e6]);
    expect([...readMeasurementFile('f', fss({ unit: 'bytes/sec' })).series[0]!.values]).toEqual([120e6, 60e6]);
    expect(readMeasurementFile('f', fss({}), { undocumentedUnit: 'perSecond' }).series[0]!.reading.code).toBe('perSecondAsGiven');
    expect([...readMeasurementFile('f', fss({ unit: 'bytes' }), { statistic: 'rate' }).series[0]!.values]).toEqual([120e6, 60e6]);
  });
});
