import { describe, expect, it } from 'vitest';
import { lustreCurrent as e, lustreTiers } from '../../catalog/lustre.ts';
import { lustreCost, lustreMonthlyUSD, performanceUnitsPerGB } from './cost.ts';

describe('Lustre cost (B111091 storage $0.086, B111092 $0.0005 per performance unit, per GB-month, price feed 2026-01-05)', () => {
  it('prices every tier per GB-month from the inferred unit (1 unit per MB/s per TB): 0.086 + tier × 0.0005', () => {
    const perGB = lustreTiers.map((t) => lustreMonthlyUSD(e, t, 1));
    expect(perGB.map((v) => Math.round(v * 10_000) / 10_000)).toEqual([0.1485, 0.211, 0.336, 0.586]);
    expect(lustreTiers.map((t) => performanceUnitsPerGB(e, t))).toEqual([125, 250, 500, 1000]);
  });

  it('bills the provisioned capacity, not the data: the 31.2 TiB minimum at the 125 tier', () => {
    const cost = lustreCost(e, 125, 34_304.763);
    expect(cost.lines.map((l) => l.sku)).toEqual(['B111091', 'B111092']);
    expect(cost.lines[1]!.quantity).toBeCloseTo(34_304.763 * 125, 6);
    expect(cost.monthlyUSD).toBeCloseTo(34_304.763 * 0.1485, 6);
    expect(cost.priceDate).toBe('2026-01-05');
  });

  it("takes the user's price overrides and discount", () => {
    const cost = lustreCost(e, 500, 1000, { discountPercent: 50, overrides: { lustrePerformanceUnitGBMonth: 0 } });
    expect(cost.listMonthlyUSD).toBeCloseTo(86, 9);
    expect(cost.monthlyUSD).toBeCloseTo(43, 9);
  });
});
