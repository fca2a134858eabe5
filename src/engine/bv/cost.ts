/**
 * The monthly bill of a Block Volume design: capacity plus performance units (VPUs per GB).
 */
import type { BvLevel } from '../../catalog/types.ts';
import { priceLines, unitPrice } from '../cost/prices.ts';
import type { Cost } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { finite } from '../units.ts';

/** Lines: GB-month of storage, and GB × VPUs per GB of performance units (S-PRICE). */
export function bvCost(level: BvLevel, volumes: number, sizeGB: number, pricing?: Pricing): Cost {
  const gb = volumes * sizeGB;
  return priceLines(
    [
      { code: 'bvCapacity', params: {}, key: 'bvStorageGBMonth', quantity: gb, unit: 'GB-month' },
      {
        code: 'bvPerformanceUnits',
        params: { vpusPerGB: level.vpusPerGB.value },
        key: 'bvVpuGBMonth',
        quantity: gb * level.vpusPerGB.value,
        unit: 'VPU-GB-month',
      },
    ],
    pricing,
  );
}

/** The same figure as `bvCost(...).monthlyUSD`, without building its lines (the planner's inner loop). */
export function bvMonthlyUSD(level: BvLevel, totalGB: number, pricing?: Pricing): number {
  const perGB = unitPrice('bvStorageGBMonth', pricing) + level.vpusPerGB.value * unitPrice('bvVpuGBMonth', pricing);
  return finite(totalGB * perGB * (1 - (pricing?.discountPercent ?? 0) / 100));
}
