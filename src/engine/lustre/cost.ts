/**
 * Monthly cost of a Lustre file system: capacity at B111091 (per GB-month) and performance
 * units at B111092 (per unit per GB-month), both on the provisioned capacity, not the data
 * stored. Oracle does not say what one performance unit is; the catalog's inferred reading is
 * one unit per MB/s per TB of the tier (`performanceUnitMBpsPerTB`), so the 125 tier bills
 * 125 units per GB-month: 0.086 + 125 × 0.0005 = $0.1485 per GB-month at list price.
 */
import type { LustreEdition, LustreTier } from '../../catalog/lustre.ts';
import { monthlyUSD, priceLines, type CostLineInput } from '../cost/prices.ts';
import type { Cost } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { finite } from '../units.ts';

/** Performance units per GB of capacity for a tier. */
export function performanceUnitsPerGB(edition: LustreEdition, tier: LustreTier): number {
  return finite(tier / edition.performanceUnitMBpsPerTB.value);
}

function lines(edition: LustreEdition, tier: LustreTier, capacityGB: number): CostLineInput[] {
  return [
    { code: 'lustreCapacity', params: {}, key: 'lustreStorageGBMonth', quantity: capacityGB, unit: 'GB-month' },
    {
      code: 'lustrePerformanceUnits',
      params: { tier, unitsPerGB: performanceUnitsPerGB(edition, tier) },
      key: 'lustrePerformanceUnitGBMonth',
      quantity: capacityGB * performanceUnitsPerGB(edition, tier),
      unit: 'PU-GB-month',
    },
  ];
}

/** The cost with its lines (the warning `lustre-performance-unit-inferred` says how the units are read). */
export function lustreCost(edition: LustreEdition, tier: LustreTier, capacityGB: number, pricing?: Pricing): Cost {
  return priceLines(lines(edition, tier, capacityGB), pricing);
}

/** The same monthly figure without the lines, for the recommender's comparisons. */
export function lustreMonthlyUSD(edition: LustreEdition, tier: LustreTier, capacityGB: number, pricing?: Pricing): number {
  return monthlyUSD(lines(edition, tier, capacityGB), pricing);
}
