/**
 * Writes tests/fixtures/prices/: price files in the format of Oracle's price list (products API,
 * "Estimating Costs"), for every part the planner uses. TEST DATA: the USD values are the
 * built-in book's (catalog/prices.ts); the JPY values are the USD values × 150, made up for the
 * tests, not Oracle's yen prices. Run: npx tsx scripts/gen-price-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { priceBook, priceKeys } from '../src/catalog/prices.ts';
import { expectedMetricOf } from '../src/engine/cost/priceMetric.ts';

const dir = join(import.meta.dirname, '../tests/fixtures/prices');
const metricNames = {
  'GB-month': 'Gigabyte Storage Capacity Per Month',
  'PU-GB-month': 'Performance Units Per Gigabyte Per Month',
  'OCPU-hour': 'OCPU Per Hour',
  'GB-hour': 'Gigabytes Per Hour',
  'TB-hour': 'NVMe Terabyte Per Hour',
} as const;
/** Test-data yen: the USD price × 150, rounded to a millionth (not an Oracle figure). */
export const TEST_YEN_PER_USD = 150;
const yen = (usd: number) => Math.round(usd * TEST_YEN_PER_USD * 1e6) / 1e6;
const API = 'https://apexapps.oracle.com/pls/apex/cetools/api/v1/products/';

function item(key: (typeof priceKeys)[number], currencies: readonly ('USD' | 'JPY')[]) {
  const p = priceBook[key];
  return {
    partNumber: p.sku,
    displayName: p.name,
    metricName: metricNames[expectedMetricOf(key)],
    serviceCategory: p.name.split(' - ')[0],
    currencyCodeLocalizations: currencies.map((c) => ({ currencyCode: c, prices: [{ model: 'PAY_AS_YOU_GO', value: c === 'USD' ? p.usd : yen(p.usd) }] })),
  };
}
const write = (name: string, value: unknown) => writeFileSync(join(dir, name), `${JSON.stringify(value, null, 1)}\n`);

const half = Math.ceil(priceKeys.length / 2);
const usdDate = `${priceBook.date}T13:27:33.583Z`;
write('usd-page-1.json', {
  lastUpdated: usdDate,
  items: priceKeys.slice(0, half).map((k) => item(k, ['USD'])),
  links: [{ rel: 'next', href: `${API}?currencyCode=USD&offset=${half}` }],
});
write('usd-page-2.json', {
  lastUpdated: usdDate,
  items: priceKeys.slice(half).map((k) => item(k, ['USD'])),
  links: [{ rel: 'self', href: `${API}?currencyCode=USD&offset=${half}` }],
});
write('jpy.json', { lastUpdated: '2026-12-01T09:00:00.000Z', items: priceKeys.map((k) => item(k, ['USD', 'JPY'])), links: [] });
