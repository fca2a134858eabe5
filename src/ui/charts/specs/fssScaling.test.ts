import { describe, expect, it, vi } from 'vitest';
import { curves, type FssMountTargetCurve } from '../../../engine/index.ts';
import { makeScenario, planOf } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { fssColumns, fssMeasuredTable, fssScalingSpec, type FssMetric } from './fssScaling.ts';

const scenario = makeScenario({ writeMBps: 0 }, { fileStorage: 'fss-2024-11' });
const curve = curves.fssScalingCurve(scenario, planOf(scenario));
if (curve?.kind !== 'mount-target') throw new Error('the fixture draws mount targets');
const data: FssMountTargetCurve = curve;

const build = (metric: FssMetric, choose = vi.fn()) => ({
  choose,
  spec: fssScalingSpec({ data, metric, yours: null, unit: metric === 'throughput' ? 'MB/s' : 'IOPS', t: enT, f: enFormat, choose }),
});

describe('fssScalingSpec (File Storage mount targets, built without rendering)', () => {
  it('draws each type’s figure for the metric at each count, leaving zeros off the log axis', () => {
    for (const metric of ['throughput', 'iops'] as const) {
      const { spec } = build(metric);
      expect(spec.series.map((s) => s.key)).toEqual(data.types.map((s) => s.type));
      spec.series.forEach((s, i) => {
        const key = metric === 'throughput' ? data.types[i]!.throughputKey : data.types[i]!.iopsKey;
        s.points.forEach((p, j) => expect(p?.y ?? 0).toBe(Math.max(0, data.rows[j]![key] as number)));
      });
      expectWordsFound(spec);
    }
  });

  it('marks the recommended design in its type’s colour, with its legend entry, and the paper’s points', () => {
    const rec = data.recommended!;
    const { spec } = build('throughput');
    const mark = spec.marks!.filter((m) => m.kind === 'recommended');
    expect(mark.map((m) => [m.x, m.y])).toEqual([[rec.mountTargets, rec.throughputMBps]]);
    expect(mark[0]!.fill).not.toBe('none');
    expect(spec.legend.filter((l) => l.label === enT(`charts.common.${rec.chosen ? 'chosen' : rec.carries ? 'recommended' : 'closest'}`))).toHaveLength(1);
    const published = spec.marks!.filter((m) => m.kind === 'published');
    expect(published.length).toBe(data.measurements.filter((m) => m.mountTargets <= data.maxMountTargets && m.throughputMBps > 0).length);
    expect(published.length).toBeGreaterThan(0);
  });

  it('lets the reader pick a whole count of another design, not the recommended one', () => {
    const rec = data.recommended!;
    const { spec, choose } = build('throughput');
    expect(spec.pick!.can(rec.type, rec.mountTargets)).toBe(false);
    expect(spec.pick!.can(rec.type, 1.5)).toBe(false);
    spec.pick!.onPick(rec.type, rec.mountTargets + 1);
    expect(choose).toHaveBeenCalledWith({ mountTargetType: rec.type, mountTargets: rec.mountTargets + 1 });
  });

  it('tables: two columns a type after the count, and one row per measurement', () => {
    expect(fssColumns(enT, data)).toHaveLength(1 + 2 * data.types.length);
    expect(fssMeasuredTable(enT, data).rows).toHaveLength(data.measurements.length);
  });
});
