import { describe, expect, it, vi } from 'vitest';
import { curves } from '../../../engine/index.ts';
import { makeScenario, planOf } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { defaultShapes, dioColumns, dioMixSpec, dioShapesShown, plannedPoint } from './dioMix.ts';

const scenario = makeScenario({ raid: '10' }, { denseIo: 'dio-2019-10' });
const data = curves.dioMixCurve(scenario, planOf(scenario))!;

function build(choose = vi.fn()) {
  const shapes = dioShapesShown(data, defaultShapes(data));
  return { shapes, choose, spec: dioMixSpec({ data, shapes, yours: null, unit: 'IOPS', t: enT, f: enFormat, choose }) };
}

describe('dioMixSpec (Dense I/O by read share, built without rendering)', () => {
  it('draws an SLA floor for every shape shown, on the curve’s figures', () => {
    const { shapes, spec } = build();
    for (const s of shapes) {
      const floor = spec.series.find((q) => q.key === `s-${s.id}`)!;
      floor.points.forEach((p, i) => expect(p?.y ?? null).toBe(typeof data.rows[i]![s.slaKey] === 'number' ? data.rows[i]![s.slaKey] : null));
    }
    expectWordsFound(spec);
  });

  it('marks the planned point with the recommended mark and its legend entry, the value axis above every figure', () => {
    const { shapes, spec } = build();
    const planned = plannedPoint(data, shapes);
    const rec = spec.marks!.filter((m) => m.kind === 'recommended');
    if (!planned) throw new Error('the fixture plans a shape at the requirement');
    expect(rec.map((m) => [m.x, m.y])).toEqual([[planned.x, planned.y]]);
    expect(spec.legend.some((l) => l.marker === 'circle' && l.pointOnly && /Recommended|Chosen|Closest/i.test(l.label))).toBe(true);
    const top = Math.max(data.required.iops, ...spec.series.flatMap((s) => s.points.map((p) => p?.y ?? 0)));
    expect(spec.y.domain[1]).toBeGreaterThanOrEqual(top);
  });

  it('lets the reader pick another shape at this RAID level, not the recommended one', () => {
    const { shapes, spec, choose } = build();
    const other = shapes.find((s) => s.id !== data.recommendedShape);
    expect(spec.pick!.can(`s-${data.recommendedShape}`, 50)).toBe(false);
    if (!other) throw new Error('the fixture shows a shape besides the recommended one');
    expect(spec.pick!.can(`t-${other.id}`, 50)).toBe(true);
    spec.pick!.onPick(`s-${other.id}`, 50);
    expect(choose).toHaveBeenCalledWith({ shape: other.id, raid: data.raid });
  });

  it('gives the table three columns a shape after the read share', () => {
    const { shapes } = build();
    expect(dioColumns(enT, data, shapes)).toHaveLength(1 + 3 * shapes.length);
  });
});
