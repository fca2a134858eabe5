/**
 * Reading Oracle's price list (the Cost Estimator's products API, documented on "Estimating
 * Costs", docs.oracle.com/en-us/iaas/Content/GSG/Tasks/signingup_topic-Estimating_Costs.htm):
 * `{ lastUpdated, items: [{ partNumber, displayName, metricName, serviceCategory,
 * currencyCodeLocalizations: [{ currencyCode, prices: [{ model, value }] }] }], links }`, some
 * answers with `prices` directly on the item, one page or several. Every price the planner uses
 * is found by its part number (`catalog/prices.ts`) and read in the currency chosen; the book's
 * date is the file's `lastUpdated`. Every finding is a code with parameters; nothing throws.
 */
import * as z from 'zod/mini';
import { priceBook, priceKeys } from '../../catalog/prices.ts';
import type { BookPrice, PriceBookInForce } from '../scenario/priceBook.ts';
import { MAX_PRICE_TIERS, MAX_UNIT_PRICE } from '../scenario/priceBook.ts';
import { expectedMetricOf, metricClassOf } from './priceMetric.ts';
import type { PriceKey } from './prices.ts';

/** 20 MB: the whole list (about 600 parts in every currency) is a few MB. A reader's bound. */
export const MAX_PRICE_FILE_BYTES = 20_000_000;
/** At most this many pages are read together. A reader's bound. */
export const MAX_PRICE_FILE_PAGES = 50;

export const priceFileCodes = [
  // The file as a whole (nothing is re-priced).
  'priceFileNotJson',
  'priceFileTooLarge',
  'priceFileTooManyPages',
  'priceFileNotPriceList',
  'priceFileNoDate',
  'priceFileCurrencyAbsent',
  // One part, or the pages (the rest is re-priced).
  'pricePartKept',
  'pricePartUnpriced',
  'priceUnitRefused',
  'priceTiered',
  'priceFree',
  'priceTiersUnclear',
  'priceCurrencyAssumed',
  'priceDatesDiffer',
  'priceNextPageMissing',
] as const;
export type PriceFileCode = (typeof priceFileCodes)[number];

export interface PriceFileNote {
  readonly code: PriceFileCode;
  readonly params: Readonly<Record<string, string | number>>;
}

export type PriceFileReading =
  | { readonly ok: true; readonly book: PriceBookInForce; readonly notes: readonly PriceFileNote[]; readonly currencies: readonly string[] }
  | { readonly ok: false; readonly problems: readonly PriceFileNote[]; readonly currencies: readonly string[] };

const priceSchema = z.object({
  model: z.optional(z.string()),
  value: z.number(),
  rangeMin: z.optional(z.nullable(z.number())),
  rangeMax: z.optional(z.nullable(z.number())),
});
type PriceJson = z.infer<typeof priceSchema>;

const itemSchema = z.object({
  partNumber: z.string(),
  displayName: z.optional(z.string()),
  metricName: z.optional(z.string()),
  serviceCategory: z.optional(z.string()),
  currencyCode: z.optional(z.string()),
  currencyCodeLocalizations: z.optional(z.array(z.object({ currencyCode: z.string(), prices: z.array(priceSchema) }))),
  prices: z.optional(z.array(priceSchema)),
});
type ItemJson = z.infer<typeof itemSchema>;

const pageSchema = z.object({
  lastUpdated: z.optional(z.string()),
  items: z.array(z.unknown()),
  links: z.optional(z.array(z.object({ rel: z.optional(z.string()), href: z.optional(z.string()) }))),
});

const note = (code: PriceFileCode, params: PriceFileNote['params'] = {}): PriceFileNote => ({ code, params });
const PAYG = 'PAY_AS_YOU_GO';

/** The pay-as-you-go prices of an item in a currency, or null when it has none in it (`assumed`: prices given without a currency). */
function pricesIn(item: ItemJson, currency: string): { prices: PriceJson[]; assumed: boolean } | null {
  const local = item.currencyCodeLocalizations?.find((c) => c.currencyCode === currency);
  const payg = (ps: readonly PriceJson[]) => ps.filter((p) => p.model === undefined || p.model === PAYG);
  if (local) return { prices: payg(local.prices), assumed: false };
  if (item.prices && (item.currencyCode === undefined || item.currencyCode === currency))
    return { prices: payg(item.prices), assumed: item.currencyCode === undefined };
  return null;
}

/** A part's price from its published entries: one value, or tiers from 0 upward; null when the tiers cannot be read. */
function bookPriceOf(prices: readonly PriceJson[]): BookPrice | null {
  if (prices.length === 0 || prices.length > MAX_PRICE_TIERS) return null;
  if (prices.some((p) => !(p.value >= 0 && p.value <= MAX_UNIT_PRICE))) return null;
  if (prices.length === 1 && !(prices[0]!.rangeMin! > 0)) return prices[0]!.value;
  const tiers = prices.map((p) => [p.rangeMin ?? 0, p.value] as [number, number]).sort((a, b) => a[0] - b[0]);
  const ordered = tiers[0]![0] === 0 && tiers.every((t, i) => i === 0 || t[0] > tiers[i - 1]![0]);
  return ordered ? tiers : null;
}

/** The currencies an item is priced in. */
function currenciesOf(item: ItemJson): string[] {
  return [...(item.currencyCodeLocalizations ?? []).map((c) => c.currencyCode), ...(item.prices && item.currencyCode ? [item.currencyCode] : [])];
}

/**
 * Reads pages of the price list (each already parsed from JSON) in `currency` (ISO 4217): the
 * book of every part the planner uses that the pages price, and a note for each part kept at the
 * built-in price (a USD file), left unpriced (another currency), refused for its unit, tiered
 * or free. A file that is not a price list, has no date or no price in the currency is refused.
 */
export function readPriceFile(pages: readonly unknown[], currency: string): PriceFileReading {
  if (pages.length > MAX_PRICE_FILE_PAGES)
    return { ok: false, problems: [note('priceFileTooManyPages', { pages: pages.length, limit: MAX_PRICE_FILE_PAGES })], currencies: [] };
  const items = new Map<string, ItemJson>();
  const dates: string[] = [];
  const currencies = new Set<string>();
  let nextLinks = 0;
  for (let i = 0; i < pages.length; i++) {
    const page = pageSchema.safeParse(pages[i]);
    if (!page.success)
      return { ok: false, problems: [note('priceFileNotPriceList', { page: i + 1, path: page.error.issues[0]?.path.join('.') ?? '' })], currencies: [] };
    const day = /^\d{4}-\d{2}-\d{2}/.exec(page.data.lastUpdated ?? '')?.[0];
    if (day) dates.push(day);
    if (page.data.links?.some((l) => l.rel === 'next')) nextLinks++;
    for (const raw of page.data.items) {
      const item = itemSchema.safeParse(raw);
      if (!item.success) continue;
      for (const c of currenciesOf(item.data)) currencies.add(c);
      if (!items.has(item.data.partNumber)) items.set(item.data.partNumber, item.data);
    }
  }
  const available = [...currencies].sort();
  if (items.size === 0) return { ok: false, problems: [note('priceFileNotPriceList', { page: 1, path: 'items' })], currencies: available };
  if (dates.length === 0) return { ok: false, problems: [note('priceFileNoDate')], currencies: available };
  if (currencies.size > 0 && !currencies.has(currency)) {
    return { ok: false, problems: [note('priceFileCurrencyAbsent', { currency, available: available.join(', ') })], currencies: available };
  }
  const notes: PriceFileNote[] = [];
  const sorted = [...dates].sort();
  if (sorted[0] !== sorted[sorted.length - 1]) notes.push(note('priceDatesDiffer', { earliest: sorted[0]!, latest: sorted[sorted.length - 1]! }));
  if (nextLinks > 0 && nextLinks >= pages.length) notes.push(note('priceNextPageMissing', { pages: pages.length }));
  const prices: Partial<Record<PriceKey, BookPrice>> = {};
  for (const key of priceKeys) notes.push(...readPart(key, items.get(priceBook[key].sku), currency, prices));
  return { ok: true, book: { currency, date: sorted[sorted.length - 1]!, prices }, notes, currencies: available };
}

/** One part of the planner read from its item (or its absence): the price put in `prices`, and what is said of it. */
function readPart(key: PriceKey, item: ItemJson | undefined, currency: string, prices: Partial<Record<PriceKey, BookPrice>>): PriceFileNote[] {
  const sku = priceBook[key].sku;
  const missing = () => [currency === priceBook.currency ? note('pricePartKept', { sku, key }) : note('pricePartUnpriced', { sku, key, currency })];
  if (!item) return missing();
  const expected = expectedMetricOf(key);
  const metric = item.metricName ?? '';
  if (metricClassOf(metric) !== expected) return [note('priceUnitRefused', { sku, key, metricName: metric, expected })];
  const found = pricesIn(item, currency);
  if (!found) return missing();
  const price = bookPriceOf(found.prices);
  if (price === null) return [note('priceTiersUnclear', { sku, key, entries: found.prices.length })];
  prices[key] = price;
  const out: PriceFileNote[] = [];
  if (found.assumed) out.push(note('priceCurrencyAssumed', { sku, currency }));
  if (typeof price !== 'number') out.push(note('priceTiered', { sku, key, tiers: price.length }));
  else if (price === 0) out.push(note('priceFree', { sku, key }));
  return out;
}

/**
 * The same from the files' text (the CLI and the app read the bytes): each file's size checked
 * (`MAX_PRICE_FILE_BYTES`, in UTF-16 code units as read) and its JSON parsed; a file that is not
 * JSON is refused by name.
 */
export function readPriceFileTexts(files: readonly { readonly name: string; readonly text: string }[], currency: string): PriceFileReading {
  const pages: unknown[] = [];
  for (const f of files) {
    if (f.text.length > MAX_PRICE_FILE_BYTES)
      return { ok: false, problems: [note('priceFileTooLarge', { file: f.name, limitBytes: MAX_PRICE_FILE_BYTES })], currencies: [] };
    try {
      pages.push(JSON.parse(f.text.replace(/^\uFEFF/, '')));
    } catch {
      return { ok: false, problems: [note('priceFileNotJson', { file: f.name })], currencies: [] };
    }
  }
  return readPriceFile(pages, currency);
}
