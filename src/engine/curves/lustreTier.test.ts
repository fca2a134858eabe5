import { describe, expect, it } from 'vitest';
import { capacityStepAt, isCapacityStep } from '../lustre/index.ts';
import { lustreCurrent } from '../../catalog/index.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { LUSTRE_CURVE_MAX_ROWS, lustreTierCurve } from './lustreTier.ts';

describe('lustreTierCurve', () => {
  const result = planOf(makeScenario({ ioSizeKiB: 1024, readMBps: 20_000, writeMBps: 500, capacityGB: 200_000 }));
  const data = lustreTierCurve(result);

  it('has one series per tier of the edition, each tier × capacity in decimal TB (125/250/500/1000 MB/s per TB)', () => {
    expect(data.tiers.map((t) => t.tier)).toEqual(lustreCurrent.tiers.map((t) => t.tier));
    for (const row of data.rows) {
      for (const s of data.tiers) expect(row[s.mbpsKey]).toBeCloseTo((s.tier * (row.capacityGB as number)) / 1000, 6);
    }
  });

  it('draws only valid capacities, from the minimum (31.2 TiB) up, in ascending order', () => {
    const caps = data.rows.map((r) => r.capacityGB as number);
    expect(data.rows[0]!.capacityTiB).toBe(lustreCurrent.minCapacityTiB.value);
    for (const gb of caps) expect(isCapacityStep(lustreCurrent, gb)).toBe(true);
    expect([...caps].sort((a, b) => a - b)).toEqual(caps);
    for (const row of data.rows) expect(row.capacityGB).toBe(capacityStepAt(lustreCurrent, row.step as number).capacityGB);
  });

  it('marks the recommended design on its tier, and it carries the requirement at the target utilization', () => {
    const rec = result.lustre.design;
    expect(data.recommended).toMatchObject({ tier: rec.performanceTierMBpsPerTB, capacityGB: rec.capacityGB });
    expect(data.rows.some((r) => r.capacityGB === rec.capacityGB)).toBe(true);
    expect(data.required.mbps).toBe(result.lustre.requiredMBps);
    expect(data.recommended.mbps).toBeGreaterThanOrEqual(data.required.atTargetMBps * (1 - 1e-9));
    expect(data.required.atTargetMBps).toBeCloseTo(data.required.mbps / (data.required.targetUtilizationPercent / 100), 9);
  });

  it('reaches past the 124.8 TiB break and past the recommended step', () => {
    const last = data.rows[data.rows.length - 1]!;
    expect(last.capacityTiB as number).toBeGreaterThan(lustreCurrent.stepBreakTiB.value);
    expect(last.capacityGB as number).toBeGreaterThan(data.recommended.capacityGB);
  });

  it('thins a long ladder to at most about LUSTRE_CURVE_MAX_ROWS rows, keeping the recommended step', () => {
    const big = planOf(makeScenario({ ioSizeKiB: 1024, readMBps: 1_000, writeMBps: 0, capacityGB: 50_000_000 }));
    const curve = lustreTierCurve(big);
    expect(curve.stride).toBeGreaterThan(1);
    expect(curve.rows.length).toBeLessThanOrEqual(LUSTRE_CURVE_MAX_ROWS + 2);
    expect(curve.rows.some((r) => r.capacityGB === big.lustre.design.capacityGB)).toBe(true);
  });
});
