/**
 * What every curve returns: plain data (finite numbers, ids, flags, nulls), no words. An id has
 * no spaces; a sentence does, so a string with a space anywhere in a curve fails.
 */
import { describe, expect, it } from 'vitest';
import { type Catalogs } from '../index.ts';
import { catalogIds } from '../../catalog/index.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { bvScalingCurve, dioMixCurve, fssScalingCurve, latencyCurve, limitUtilizationCurves, lustreUtilizationCurve } from './index.ts';

/** Every leaf of a JSON-like value, with its path. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [[path, value]];
}

const editions: Catalogs[] = catalogIds.fileStorage.flatMap((fileStorage, i) => [
  {
    fileStorage,
    blockVolume: catalogIds.blockVolume[i % catalogIds.blockVolume.length]!,
    denseIo: catalogIds.denseIo[i % catalogIds.denseIo.length]!,
  },
]);

describe('curves', () => {
  // Mixed 1 MiB work, and 1 MiB reads only (the shape of fss-2024-11's measurements, which then appear).
  const cases = editions.flatMap((catalogs) => [
    { catalogs, writeMBps: 500 },
    { catalogs, writeMBps: 0 },
  ]);

  it.each(cases)('return numbers, ids and flags only, for %o', ({ catalogs, writeMBps }) => {
    const scenario = makeScenario({ raid: '10', maxLatencyMs: 2, writeMBps }, catalogs);
    const result = planOf(scenario);
    const curves = {
      fss: fssScalingCurve(scenario, result),
      bv: bvScalingCurve(scenario, result),
      dio: dioMixCurve(scenario, result),
      latency: latencyCurve(scenario),
      limits: limitUtilizationCurves(result),
      lustre: lustreUtilizationCurve(result),
    };
    if (curves.fss.kind === 'mount-target' && catalogs.fileStorage === 'fss-2024-11' && writeMBps === 0)
      expect(curves.fss.measurements.length).toBeGreaterThan(0);
    const all = leaves(curves);
    expect(all.length).toBeGreaterThan(100);
    for (const [path, v] of all) {
      if (typeof v === 'number') expect(Number.isFinite(v), path).toBe(true);
      else if (typeof v === 'string') expect(v, path).not.toMatch(/\s/);
      else expect(v === null || typeof v === 'boolean', path).toBe(true);
    }
  });
});
