import { describe, expect, it } from 'vitest';
import { curves, type FssCapacityCurve } from '../../../engine/index.ts';
import { makeScenario, planOf } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { fss2019Spec, fss2019Tables } from './fss2019.ts';

const scenario = makeScenario({ readMBps: 2000, writeMBps: 500 }, { fileStorage: 'fss-2019-10' });
const curve = curves.fssScalingCurve(scenario, planOf(scenario));
if (curve?.kind !== 'capacity-scaled') throw new Error('the 2019 edition scales with capacity');
const data: FssCapacityCurve = curve;

describe('fss2019Spec (File Storage by stored TB, built without rendering)', () => {
  it('draws total, read and write against TB, the deck’s rows inside the range, and the recommended mark', () => {
    const spec = fss2019Spec(data, 'MB/s', enT, enFormat);
    expect(spec.series.map((s) => s.key)).toEqual(['throughputMBps', 'readMBps', 'writeMBps']);
    const [lo, hi] = spec.x.domain;
    const inside = data.deckRows.filter((d) => d.capacityTB >= lo && d.capacityTB <= hi);
    expect(spec.marks!.filter((m) => m.kind === 'published')).toHaveLength(2 * inside.length);
    const rec = data.recommended!;
    expect(spec.marks!.filter((m) => m.kind === 'recommended').map((m) => [m.x, m.y])).toEqual([[rec.capacityTB, rec.throughputMBps]]);
    expectWordsFound(spec);
  });

  it('tables the curve and the deck apart', () => {
    const tables = fss2019Tables(enT, data, 'MB/s');
    expect(tables.columns).toHaveLength(4);
    expect(tables.deckRows).toHaveLength(data.deckRows.length);
  });
});
