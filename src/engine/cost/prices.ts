/**
 * Monthly cost of a design from the dated price book (USD list prices, 730-hour month), with
 * the user's price overrides and discount.
 */
import { priceBook } from '../../catalog/index.ts';
import type { Price, PriceBook } from '../../catalog/types.ts';
import type { CodeParams, Cost, CostLine, CostLineCode, CostNoteCode, CostUnit } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { HOURS_PER_MONTH, finite } from '../units.ts';

export type PriceKey = { [K in keyof PriceBook]: PriceBook[K] extends Price ? K : never }[keyof PriceBook];

export interface CostLineInput {
  readonly code: CostLineCode;
  readonly params: CodeParams;
  readonly key: PriceKey;
  readonly quantity: number;
  readonly unit: CostUnit;
  /** Hours per month for hourly prices; 1 for monthly prices. */
  readonly hours?: number;
}

/** The price of one SKU after the user's override (the discount applies to the total). */
export function unitPrice(key: PriceKey, pricing?: Pricing): number {
  const override = pricing?.overrides?.[key];
  return override !== undefined && Number.isFinite(override) ? override : priceBook[key].usd;
}

/**
 * Money to a millionth of a dollar: far below a cent, and free of the binary noise of products
 * such as 80,000 GB × $0.30 (23,999.999999999996), which a JSON reader would otherwise see.
 */
function usd(value: number): number {
  return finite(Math.round(value * 1e6) / 1e6);
}

/**
 * Sums lines of quantity x unit price (x 730 hours for hourly prices), then applies the
 * discount. `incomplete` marks a design some of whose prices are not published.
 */
export function priceLines(lines: readonly CostLineInput[], pricing?: Pricing, incomplete?: CostNoteCode): Cost {
  const out: CostLine[] = lines.map((l) => {
    const price = unitPrice(l.key, pricing);
    const hourly = priceBook[l.key].per.endsWith('hour');
    const monthly = usd(l.quantity * price * (hourly ? (l.hours ?? HOURS_PER_MONTH) : 1));
    return { code: l.code, params: l.params, sku: priceBook[l.key].sku, quantity: l.quantity, unit: l.unit, unitPriceUSD: price, monthlyUSD: monthly };
  });
  const list = listUSD(lines, pricing);
  const discountPercent = pricing?.discountPercent ?? 0;
  const cost: Cost = {
    monthlyUSD: usd(list * (1 - discountPercent / 100)),
    listMonthlyUSD: usd(list),
    discountPercent,
    lines: out,
    priceDate: priceBook.date,
    complete: incomplete === undefined,
  };
  return incomplete === undefined ? cost : { ...cost, note: incomplete };
}

/** The same figure as `priceLines(lines, pricing).monthlyUSD`, without building the lines: for inner loops. */
export function monthlyUSD(lines: readonly CostLineInput[], pricing?: Pricing): number {
  return usd(listUSD(lines, pricing) * (1 - (pricing?.discountPercent ?? 0) / 100));
}

/** The lines' list price a month, unrounded (both figures above round once, at the end). */
function listUSD(lines: readonly CostLineInput[], pricing?: Pricing): number {
  let list = 0;
  for (const l of lines) {
    const hourly = priceBook[l.key].per.endsWith('hour');
    list += l.quantity * unitPrice(l.key, pricing) * (hourly ? (l.hours ?? HOURS_PER_MONTH) : 1);
  }
  return list;
}
