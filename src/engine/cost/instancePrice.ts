/**
 * The user's own price for a shape the price feed does not price (a bare metal client, a
 * previous-generation Dense I/O shape): a price override keyed `instance:<shape id>`, in the
 * book's currency (USD without a price file) per instance-hour, billed for a 730-hour month less the discount. This is how a whole bill
 * that misses a price is completed (the Compare headline names the key).
 */
import type { Cost, CostLineCode } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { HOURS_PER_MONTH, finite } from '../units.ts';
import { priceDateOf } from './prices.ts';

/** The override key of a shape's own price: `instance:<shape id>`. */
export function instancePriceKey(shapeId: string): string {
  return `instance:${shapeId}`;
}

/** The user's price of one instance of a shape, USD per hour, or undefined where none was entered. */
export function instancePrice(shapeId: string, pricing?: Pricing): number | undefined {
  const usd = pricing?.overrides?.[instancePriceKey(shapeId)];
  return usd !== undefined && Number.isFinite(usd) ? usd : undefined;
}

/** `count` instances at the user's hourly price, as a cost of one line; null where no price was entered. */
export function instanceCost(code: CostLineCode, shapeId: string, count: number, pricing?: Pricing): Cost | null {
  const usd = instancePrice(shapeId, pricing);
  if (usd === undefined) return null;
  const list = finite(count * usd * HOURS_PER_MONTH);
  const discountPercent = pricing?.discountPercent ?? 0;
  return {
    monthlyUSD: finite(list * (1 - discountPercent / 100)),
    listMonthlyUSD: list,
    discountPercent,
    lines: [
      { code, params: { shape: shapeId, count }, sku: instancePriceKey(shapeId), quantity: count, unit: 'instance', unitPriceUSD: usd, monthlyUSD: list },
    ],
    priceDate: priceDateOf(pricing),
    complete: true,
    ...(pricing?.book ? { currency: pricing.book.currency } : {}),
  };
}
