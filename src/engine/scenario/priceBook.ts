/**
 * The price book in force, as a scenario carries it (version 7): the currency, the book's date
 * and the prices read from a price file, keyed as the built-in book (`catalog/prices.ts`). Only
 * the parts the file priced are carried, so a link stays short and reopens with no network. A
 * price is one value per unit, or tiers as published: `[fromQuantity, value]` pairs, the
 * quantity in the part's own metric for a month (GB-months, OCPU-hours …), first tier from 0.
 */
import * as z from 'zod/mini';
import { priceBook } from '../../catalog/prices.ts';

/** A number from `min` to `max` (as `fields.ts` says its numbers; kept here so the two files import one way). */
const num = (_label: string, min: number, max: number) => z.number().check(z.gte(min), z.lte(max));

/** The most tiers one part may carry: price lists publish two or three. A schema bound. */
export const MAX_PRICE_TIERS = 10;
/** The largest unit price the schema accepts, in any currency (a yen price is about 150 × a dollar one). A schema bound. */
export const MAX_UNIT_PRICE = 1_000_000_000;
/** The largest tier boundary, in the part's metric a month. A schema bound. */
const MAX_TIER_FROM = 1e15;

/** ISO 4217: three capital letters. */
export const currencyCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/));

const priceKeyNames: readonly string[] = Object.keys(priceBook).filter((k) => typeof (priceBook as unknown as Record<string, unknown>)[k] === 'object');
const isPriceKey = (key: string) => priceKeyNames.includes(key);

const tiersSchema = z.array(z.tuple([num('fromQuantity', 0, MAX_TIER_FROM), num('value', 0, MAX_UNIT_PRICE)])).check(
  z.minLength(1),
  z.maxLength(MAX_PRICE_TIERS),
  z.refine((t) => t[0]![0] === 0 && t.every((tier, i) => i === 0 || tier[0] > t[i - 1]![0]), { params: { issue: 'tiersUnordered' } }),
);

/** One part's price: a value per unit, or its tiers. */
export const bookPriceSchema = z.union([num('value', 0, MAX_UNIT_PRICE), tiersSchema]);

/** The price book a price file gave: currency, date (the file's `lastUpdated`, a day) and the parts it priced. */
export const priceBookInForceSchema = z.strictObject({
  currency: currencyCodeSchema,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  prices: z.partialRecord(z.string().check(z.refine(isPriceKey, { params: { issue: 'notOneOf', allowed: priceKeyNames } })), bookPriceSchema),
});

export type BookPrice = z.infer<typeof bookPriceSchema>;
export type PriceBookInForce = z.infer<typeof priceBookInForceSchema>;

/** A commitment: the Annual Universal Credits term, in whole years; the discount stays `discountPercent`. */
export const commitmentSchema = z.strictObject({
  termYears: z.number().check(z.gte(1), z.lte(5), z.int()),
});

export type Commitment = z.infer<typeof commitmentSchema>;
