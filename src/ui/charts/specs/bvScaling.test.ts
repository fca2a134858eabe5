import { describe, expect, it, vi } from 'vitest';
import { curves } from '../../../engine/index.ts';
import { makeScenario, planOf } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { bvColumns, bvLevelsShown, bvScalingSpec, defaultLevels, type BvMetric } from './bvScaling.ts';

const scenario = makeScenario({ ioSizeKiB: 16, readIops: 60_000, readMBps: 0, writeMBps: 0 }, { blockVolume: 'bv-current' });
const data = curves.bvScalingCurve(scenario, planOf(scenario))!;

function build(metric: BvMetric, choose = vi.fn()) {
  const levels = bvLevelsShown(data, defaultLevels(data));
  const unit = metric === 'iops' ? 'IOPS' : 'MB/s';
  return { levels, choose, spec: bvScalingSpec({ data, levels, metric, yours: null, unit, ioSize: '16 KiB', t: enT, f: enFormat, choose }) };
}

describe('bvScalingSpec (Block Volume scaling, built without rendering)', () => {
  it('draws each level shown as a series of its per-volume figure for the metric, none where it is zero', () => {
    for (const metric of ['iops', 'mbps'] as const) {
      const { levels, spec } = build(metric);
      expect(spec.series.map((s) => s.key)).toEqual(levels.map((l) => l.id));
      spec.series.forEach((s, i) => {
        const key = metric === 'iops' ? levels[i]!.iopsKey : levels[i]!.mbpsKey;
        s.points.forEach((p, j) => expect(p?.y ?? 0).toBe(Math.max(0, data.rows[j]![key] as number)));
      });
      expectWordsFound(spec);
    }
  });

  it('marks the recommended point once, at its size and per-volume figure, with its legend entry', () => {
    const rec = data.recommended!;
    const { spec } = build('iops');
    const marks = spec.marks!.filter((m) => m.kind === 'recommended');
    expect(marks).toHaveLength(1);
    expect([marks[0]!.x, marks[0]!.y]).toEqual([rec.sizeGB, rec.perVolumeIops]);
    const word = rec.chosen ? 'chosen' : rec.carries ? 'recommended' : 'closest';
    expect(spec.legend.filter((l) => l.label === enT(`charts.common.${word}`))).toHaveLength(1);
    expect(spec.label).toMatchObject({ x: rec.sizeGB, y: rec.perVolumeIops });
  });

  it('keeps the requirement inside the value axis and draws it as a line', () => {
    const { spec } = build('iops');
    const required = data.required.iops;
    expect(spec.references!.find((r) => r.key === 'required')?.y).toBe(required);
    expect(spec.y.domain[0]).toBeLessThanOrEqual(required);
    expect(spec.y.domain[1]).toBeGreaterThanOrEqual(required);
  });

  it('lets the reader pick another level at a whole size, with the plan’s volume count, but not the recommended point', () => {
    const rec = data.recommended!;
    const { spec, choose } = build('iops');
    expect(spec.pick!.can(rec.levelId, rec.sizeGB)).toBe(false);
    const other = data.levels.find((l) => l.id !== rec.levelId)!;
    expect(spec.pick!.can(other.id, 700.4)).toBe(true);
    spec.pick!.onPick(other.id, 700.4);
    expect(choose).toHaveBeenCalledWith({ performanceLevel: other.id, volumeSizeGB: 701, volumes: rec.volumes });
  });

  it('names a column per level in the metric’s unit', () => {
    const { levels } = build('mbps');
    const columns = bvColumns(enT, levels, 'mbps', 'MB/s');
    expect(columns.map((c) => c.key)).toEqual(['sizeGB', ...levels.map((l) => l.mbpsKey)]);
    expect(columns.slice(1).every((c) => c.header.endsWith('(MB/s)'))).toBe(true);
  });
});
