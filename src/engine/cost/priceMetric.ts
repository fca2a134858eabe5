/**
 * The unit a price list's `metricName` bills by, and the unit each price of the planner is in.
 * The list's names are words ("Gigabyte Storage Capacity Per Month", "Performance Units Per
 * Gigabyte Per Month", "OCPU Per Hour", "Gigabytes Per Hour", "NVMe Terabyte Per Hour", as the
 * list prints them for the planner's parts, S-PRICE); a part priced by another unit would price
 * the bill wrongly, so it is refused.
 */
import { priceBook } from '../../catalog/prices.ts';
import type { PriceKey } from './prices.ts';

export const metricClasses = ['GB-month', 'PU-GB-month', 'OCPU-hour', 'GB-hour', 'TB-hour'] as const;
export type MetricClass = (typeof metricClasses)[number];

/**
 * A `metricName` read as a unit: per hour, an OCPU, a terabyte or a gigabyte; per month, a
 * gigabyte, or performance units per gigabyte. Null for any other unit (per request, per user …).
 */
export function metricClassOf(metricName: string): MetricClass | null {
  const m = metricName.toLowerCase().replace(/\s+/g, ' ');
  if (/\bper hour\b/.test(m)) {
    if (/\bocpu\b/.test(m)) return 'OCPU-hour';
    if (/\bterabytes?\b/.test(m)) return 'TB-hour';
    if (/\bgigabytes?\b/.test(m)) return 'GB-hour';
    return null;
  }
  if (/\bper month\b/.test(m) && /\bgigabytes?\b/.test(m)) return /\bperformance units?\b/.test(m) ? 'PU-GB-month' : 'GB-month';
  return null;
}

/**
 * The unit the planner prices a part by: its `per` in the built-in book, where Block Volume's
 * VPUs and Lustre's performance units are performance units per GB-month, and the HPMT part is
 * billed as performance units per GB-month too (its metric in the list) though the planner
 * counts it in GB-months of entitlement.
 */
export function expectedMetricOf(key: PriceKey): MetricClass {
  if (key === 'hpmtGBMonth') return 'PU-GB-month';
  const per = priceBook[key].per;
  return per === 'VPU-GB-month' || per === 'PU-GB-month' ? 'PU-GB-month' : per;
}
