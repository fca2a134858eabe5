/**
 * Monthly cost of a design from the price book in force (730-hour month), with the user's price
 * overrides and discount: the built-in USD book, or the book a price file gave (`pricing.book`:
 * its currency, its day, the parts it priced, a price by tiers where the file publishes tiers).
 * Money figures keep their `…USD` names for compatibility; they are in the book's currency.
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

/** The currency the figures are in: the price file's, else the built-in book's (USD). */
export function currencyOf(pricing?: Pricing): string {
  return pricing?.book?.currency ?? priceBook.currency;
}

/** The day of the price book in force: the price file's `lastUpdated` day, else the built-in book's. */
export function priceDateOf(pricing?: Pricing): string {
  return pricing?.book?.date ?? priceBook.date;
}

/**
 * Whether a part has no price in the book in force: a price file in another currency than USD
 * that lacks the part (the built-in price is in USD, so it cannot stand in; the user may enter
 * one as an override). A USD file that lacks a part keeps the built-in price.
 */
export function unpricedInBook(key: PriceKey, pricing?: Pricing): boolean {
  const book = pricing?.book;
  if (!book || book.currency === priceBook.currency || book.prices[key] !== undefined) return false;
  const override = pricing?.overrides?.[key];
  return override === undefined || !Number.isFinite(override);
}

/**
 * The price of one SKU after the user's override (the discount applies to the total), in the
 * book's currency. A tiered price answers its last tier (the price at scale, for the planners'
 * inner loops); a bill's lines price every tier as published (`tieredMonthly`). A part the book
 * leaves unpriced answers 0, and its cost says so (`unpricedInBook`).
 */
export function unitPrice(key: PriceKey, pricing?: Pricing): number {
  const override = pricing?.overrides?.[key];
  if (override !== undefined && Number.isFinite(override)) return override;
  const inBook = pricing?.book?.prices[key];
  if (inBook !== undefined) return typeof inBook === 'number' ? inBook : inBook[inBook.length - 1]![1];
  return unpricedInBook(key, pricing) ? 0 : priceBook[key].usd;
}

/**
 * A month's cost of `quantity` units (in the part's metric: GB-months, OCPU-hours …) at tiered
 * prices, each tier `[fromQuantity, value]` charging the units from its start to the next tier's.
 */
export function tieredMonthly(tiers: readonly (readonly [number, number])[], quantity: number): number {
  let total = 0;
  tiers.forEach(([from, value], i) => {
    const to = i + 1 < tiers.length ? tiers[i + 1]![0] : Infinity;
    if (quantity > from) total += (Math.min(quantity, to) - from) * value;
  });
  return finite(total);
}

/** One line's month, list price: quantity × price × hours, or its tiers when the book has them and no override. */
function lineList(l: CostLineInput, pricing?: Pricing): number {
  const metered = l.quantity * (priceBook[l.key].per.endsWith('hour') ? (l.hours ?? HOURS_PER_MONTH) : 1);
  const override = pricing?.overrides?.[l.key];
  const inBook = pricing?.book?.prices[l.key];
  if ((override === undefined || !Number.isFinite(override)) && inBook !== undefined && typeof inBook !== 'number') return tieredMonthly(inBook, metered);
  return metered * unitPrice(l.key, pricing);
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
    const monthly = usd(lineList(l, pricing));
    const price = unitPrice(l.key, pricing);
    return { code: l.code, params: l.params, sku: priceBook[l.key].sku, quantity: l.quantity, unit: l.unit, unitPriceUSD: price, monthlyUSD: monthly };
  });
  const list = listUSD(lines, pricing);
  const discountPercent = pricing?.discountPercent ?? 0;
  const note = incomplete ?? (lines.some((l) => l.quantity > 0 && unpricedInBook(l.key, pricing)) ? 'priceNotInBook' : undefined);
  const cost: Cost = {
    monthlyUSD: usd(list * (1 - discountPercent / 100)),
    listMonthlyUSD: usd(list),
    discountPercent,
    lines: out,
    priceDate: priceDateOf(pricing),
    complete: note === undefined,
    ...(pricing?.book ? { currency: pricing.book.currency } : {}),
    ...(pricing?.commitment ? { commitmentTermYears: pricing.commitment.termYears } : {}),
  };
  return note === undefined ? cost : { ...cost, note };
}

/** The same figure as `priceLines(lines, pricing).monthlyUSD`, without building the lines: for inner loops. */
export function monthlyUSD(lines: readonly CostLineInput[], pricing?: Pricing): number {
  return usd(listUSD(lines, pricing) * (1 - (pricing?.discountPercent ?? 0) / 100));
}

/** The lines' list price a month, unrounded (both figures above round once, at the end). */
function listUSD(lines: readonly CostLineInput[], pricing?: Pricing): number {
  let list = 0;
  for (const l of lines) list += lineList(l, pricing);
  return list;
}
