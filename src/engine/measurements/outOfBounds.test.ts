/** Issue 40: a derived workload goes through the scenario schema before it is offered. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_MBPS, MAX_OPS } from '../scenario/fields.ts';
import { deriveWorkload } from './derive.ts';
import { readMeasurementFile } from './read.ts';
import { outOfBounds } from './requirement.ts';

const FIXTURE = resolve(import.meta.dirname, '../../../tests/fixtures/measurements/oci-blockstore-cli.json');

describe('outOfBounds', () => {
  it('names every figure of an OCI export whose four Block Volume metrics are all 1e308, with the schema’s own bound', () => {
    const text = readFileSync(FIXTURE, 'utf8').replace(/"value":\s*[-0-9.eE+]+/g, '"value": 1e308');
    const read = readMeasurementFile('absurd.json', text);
    const w = deriveWorkload(read.series);
    const beyond = outOfBounds(w);
    const fields = beyond.map((b) => b.field).sort();
    // Each field the file gives that the comparison's schema bounds, at that schema's maximum.
    const given = Object.keys(w.fields).filter((f) => ['readMBps', 'writeMBps', 'readIops', 'writeIops'].includes(f));
    expect(given.length).toBeGreaterThan(0);
    expect(fields).toEqual(given.sort());
    for (const b of beyond) {
      expect(b.code).toBe('tooBig');
      expect(b.bound).toBe(b.field.endsWith('MBps') ? MAX_MBPS : MAX_OPS);
      expect(b.value).toBeGreaterThan(b.bound);
    }
  });
  it('is empty for the fixture as exported', () => {
    const w = deriveWorkload(readMeasurementFile('ok.json', readFileSync(FIXTURE, 'utf8')).series);
    expect(outOfBounds(w)).toEqual([]);
  });
});
