/**
 * Every figure has a range that makes physical sense (issue 27): a rate, throughput or amount is
 * zero or at least the smallest one that means anything, and no grid is sized without a bound.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from './index.ts';
import { MIN_CAPACITY_GB, MIN_MBPS, MIN_OPS } from './fields.ts';
import { bvScalingCurve } from '../curves/bvScaling.ts';
import { logGrid, MAX_GRID_POINTS } from '../curves/grid.ts';
import { compareServices } from '../compare/index.ts';
import type { CompareScenario } from './index.ts';

const TINY = 5e-324;
const compare = (requirement: Record<string, unknown>) => ({
  version: 5,
  mode: 'recommend',
  service: 'compare',
  requirement: { ioSizeKiB: 8, ...requirement },
});

const fields: [string, Record<string, unknown>, string, number][] = [
  ['compare readIops', compare({ readIops: TINY }), 'requirement.readIops', MIN_OPS],
  ['compare writeIops', compare({ writeIops: TINY }), 'requirement.writeIops', MIN_OPS],
  ['compare totalIops', compare({ totalIops: TINY, readSharePercent: 50 }), 'requirement.totalIops', MIN_OPS],
  ['compare readMBps', compare({ readMBps: TINY }), 'requirement.readMBps', MIN_MBPS],
  ['compare totalMBps', compare({ totalMBps: TINY, readSharePercent: 50 }), 'requirement.totalMBps', MIN_MBPS],
  ['compare capacityGB', compare({ readMBps: 1, capacityGB: TINY }), 'requirement.capacityGB', MIN_CAPACITY_GB],
  ['compare metadata', compare({ metadataOpsPerSecond: { getattr: TINY } }), 'requirement.metadataOpsPerSecond.getattr', MIN_OPS],
  [
    'block volume iops',
    { version: 5, mode: 'recommend', service: 'block-volume', requirement: { iops: TINY, ioSizeKiB: 8, capacityGB: 100 } },
    'requirement.iops',
    MIN_OPS,
  ],
  [
    'block volume capacity',
    { version: 5, mode: 'recommend', service: 'block-volume', requirement: { iops: 1, ioSizeKiB: 8, capacityGB: TINY } },
    'requirement.capacityGB',
    MIN_CAPACITY_GB,
  ],
  [
    'dense io iops',
    { version: 5, mode: 'recommend', service: 'dense-io', requirement: { iops: TINY, readPercent: 50, ioSizeKiB: 8 } },
    'requirement.iops',
    MIN_OPS,
  ],
  [
    'calibration iops',
    {
      ...compare({ readMBps: 1 }),
      calibration: {
        service: 'block-volume',
        catalog: 'bv-current',
        design: 'x',
        ioSizeKiB: 8,
        readPercent: 50,
        latencyUs: 100,
        iops: TINY,
        throughputMBps: 0,
      },
    },
    'calibration.iops',
    MIN_OPS,
  ],
];

describe('the smallest figures', () => {
  it.each(fields)('%s: 5e-324 is refused, naming the field and the floor', (_what, doc, path, floor) => {
    const parsed = parseScenario(doc);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toContainEqual({ path, code: 'tooSmall', params: expect.objectContaining({ minimum: floor, orZero: expect.any(String) }) });
  });

  it('zero and the floor itself are taken', () => {
    expect(parseScenario(compare({ readIops: 0, readMBps: MIN_MBPS, capacityGB: 0 })).ok).toBe(true);
    expect(parseScenario(compare({ readIops: MIN_OPS, capacityGB: MIN_CAPACITY_GB })).ok).toBe(true);
  });

  it('a requirement at the floor gives a Block Volume curve of bounded, finite rows', () => {
    const parsed = parseScenario(compare({ readIops: MIN_OPS, capacityGB: 100 }));
    if (!parsed.ok) throw new Error('floor refused');
    const scenario = parsed.value as CompareScenario;
    const curve = bvScalingCurve(scenario, compareServices(scenario.requirement, scenario.catalogs));
    expect(curve!.rows.length).toBeLessThan(200);
    for (const row of curve!.rows) for (const v of Object.values(row)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
    expect(curve!.required.iops).toBe(MIN_OPS);
  });

  it('a log grid has at most MAX_GRID_POINTS points, whatever its range', () => {
    expect(logGrid(TINY, 1e308, 10).length).toBeLessThanOrEqual(MAX_GRID_POINTS);
    expect(logGrid(1, Infinity, 4)).toEqual([1]);
    expect(logGrid(1, 1000, 4)).toHaveLength(13);
  });
});
