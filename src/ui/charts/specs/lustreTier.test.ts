import { describe, expect, it, vi } from 'vitest';
import { curves } from '../../../engine/index.ts';
import { makeScenario, planOf } from '../../../../tests/fixtures/compareScenario.ts';
import { enFormat, enT, expectWordsFound } from '../../../../tests/fixtures/chartSpecs.ts';
import { lustreColumns, lustreTierSpec } from './lustreTier.ts';

const data = curves.lustreTierCurve(planOf(makeScenario({ ioSizeKiB: 1024, readMBps: 20_000, writeMBps: 500, capacityGB: 200_000 })));
const build = (choose = vi.fn()) => ({ choose, spec: lustreTierSpec({ data, yours: null, unit: 'MB/s', t: enT, f: enFormat, choose }) });

describe('lustreTierSpec (Lustre tiers by capacity, built without rendering)', () => {
  it('draws each tier’s throughput at every capacity, the recommended one’s own point filled', () => {
    const { spec } = build();
    const rec = data.recommended;
    expect(spec.series.map((s) => s.key)).toEqual(data.tiers.map((s) => String(s.tier)));
    spec.series.forEach((s, i) => s.points.forEach((p, j) => expect(p!.y).toBe(data.rows[j]![data.tiers[i]!.mbpsKey])));
    const filled = spec.series.flatMap((s) => s.points.filter((p) => p?.marker === 'filled').map((p) => [s.key, p!.x]));
    expect(filled).toEqual([[String(rec.tier), rec.capacityGB]]);
    expectWordsFound(spec);
  });

  it('rings the recommended design, with its legend entry, and scales the plot to see it and the requirement', () => {
    const { spec } = build();
    const rec = data.recommended;
    expect(spec.marks!.filter((m) => m.kind === 'recommended').map((m) => [m.x, m.y, m.fill])).toEqual([[rec.capacityGB, rec.mbps, 'none']]);
    expect(spec.legend.filter((l) => l.pointOnly && l.hollow && l.marker === 'circle')).toHaveLength(1);
    expect(spec.x.domain[1]).toBeGreaterThanOrEqual(rec.capacityGB);
    expect(spec.y.domain[1]).toBeGreaterThanOrEqual(Math.max(data.required.atTargetMBps, rec.mbps));
  });

  it('lets the reader pick another tier at a capacity the curve draws, not the recommended design nor a capacity between steps', () => {
    const { spec, choose } = build();
    const rec = data.recommended;
    const other = data.tiers.find((s) => s.tier !== rec.tier)!;
    expect(spec.pick!.can(String(rec.tier), rec.capacityGB)).toBe(false);
    expect(spec.pick!.can(String(other.tier), rec.capacityGB + 0.5)).toBe(false);
    expect(spec.pick!.can(String(other.tier), rec.capacityGB)).toBe(true);
    spec.pick!.onPick(String(other.tier), rec.capacityGB);
    expect(choose).toHaveBeenCalledWith({ performanceTierMBpsPerTB: other.tier, capacityGB: rec.capacityGB });
  });

  it('gives the table the capacity twice and a column a tier', () => {
    expect(lustreColumns(enT, enFormat, data, 'MB/s')).toHaveLength(2 + data.tiers.length);
  });
});
