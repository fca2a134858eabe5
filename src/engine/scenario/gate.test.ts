/** Issue 40: chosen designs checked against the catalog edition in use, growth steps within the horizon. */
import { describe, expect, it } from 'vitest';
import { bvEditions, defaultCatalogs, dioEditions } from '../../catalog/index.ts';
import { parseScenario } from './parse.ts';

const compare = (extra: Record<string, unknown>) => ({
  version: 6,
  mode: 'recommend',
  service: 'compare',
  requirement: { readMBps: 500, writeMBps: 100, ioSizeKiB: 1024, capacityGB: 10_000 },
  ...extra,
});

describe('chosen designs against the edition in use', () => {
  const levels = bvEditions[defaultCatalogs.blockVolume].levels.map((l) => l.id);
  const shapes = dioEditions[defaultCatalogs.denseIo].shapes.map((s) => s.id);
  it.each([
    ['denseIo', { shape: 'constructor' }, 'chosen.denseIo.shape', shapes],
    ['denseIo', { shape: 'toString' }, 'chosen.denseIo.shape', shapes],
    ['blockVolume', { performanceLevel: 'toString', volumeSizeGB: 100, volumes: 1 }, 'chosen.blockVolume.performanceLevel', levels],
    ['blockVolume', { performanceLevel: 'uhp-999', volumeSizeGB: 100, volumes: 1 }, 'chosen.blockVolume.performanceLevel', levels],
  ])('refuses %s %j with "must be one of" the edition’s values', (service, design, path, allowed) => {
    const parsed = parseScenario(compare({ chosen: { [service]: design } }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues).toEqual([{ path, code: 'notOneOf', params: { allowed } }]);
  });
  it('refuses an unknown mount-target type and Lustre tier through the schema', () => {
    for (const chosen of [{ fileStorage: { mountTargetType: 'HPMT-999', mountTargets: 1 } }, { lustre: { performanceTierMBpsPerTB: 999, capacityGB: 1000 } }]) {
      const parsed = parseScenario(compare({ chosen }));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.issues[0]!.code).toBe('notOneOf');
    }
  });
  it('keeps a design the edition has', () => {
    expect(
      parseScenario(
        compare({ chosen: { denseIo: { shape: shapes[shapes.length - 1] }, blockVolume: { performanceLevel: levels[0], volumeSizeGB: 100, volumes: 1 } } }),
      ).ok,
    ).toBe(true);
  });
  it('checks each workload of a plan', () => {
    const plan = {
      version: 6,
      mode: 'recommend',
      service: 'workloads',
      workloads: [{ name: 'a', service: 'cheapest', requirement: { readMBps: 5, ioSizeKiB: 8 }, chosen: { denseIo: { shape: 'BM.DenseIO.E9.999' } } }],
    };
    const parsed = parseScenario(plan);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]).toMatchObject({ path: 'workloads.0.chosen.denseIo.shape', code: 'notOneOf' });
  });
});

describe('growth steps within the horizon (months 0 to N, a step in 1 to N)', () => {
  for (const horizonMonths of [12, 24, 36, 60, undefined]) {
    const n = horizonMonths ?? 36;
    it(`horizon ${String(horizonMonths)}: a step in month 1 or ${n} plans; one at 0, below, past ${n} or between months is refused naming the step and the horizon`, () => {
      const growth = (month: number) => compare({ growth: { ...(horizonMonths ? { horizonMonths } : {}), steps: [{ month, capacityGB: 1000 }] } });
      expect(parseScenario(growth(1)).ok).toBe(true);
      expect(parseScenario(growth(n)).ok).toBe(true);
      for (const month of [0, -1, n + 1, 61, 1e6, 1.5, n - 0.5]) {
        const parsed = parseScenario(growth(month));
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.issues).toEqual([{ path: 'growth.steps.0.month', code: 'stepOutsideHorizon', params: { month, horizonMonths: n } }]);
      }
    });
  }
});
