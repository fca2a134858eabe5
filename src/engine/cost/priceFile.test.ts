/**
 * Reading a price file (tests/fixtures/prices/, written in the documented format of Oracle's
 * price list; test data, see its README) and re-pricing a bill from it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { priceBook, priceKeys } from '../../catalog/prices.ts';
import { planScenario } from '../plan.ts';
import { parseScenario } from '../scenario/index.ts';
import type { Pricing } from '../scenario/schema.ts';
import type { WorkloadsResult } from '../workloads/types.ts';
import { readPriceFile, readPriceFileTexts } from './priceFile.ts';
import { metricClassOf } from './priceMetric.ts';
import { priceLines, tieredMonthly } from './prices.ts';

const dir = join(import.meta.dirname, '../../../tests/fixtures/prices');
const fixture = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown> & { items: Item[] };
interface Item {
  partNumber: string;
  metricName: string;
  currencyCodeLocalizations: { currencyCode: string; prices: { model: string; value: number; rangeMin?: number }[] }[];
}
const usdPages = () => [fixture('usd-page-1.json'), fixture('usd-page-2.json')];
/** The fixture's own value of a part in a currency, read straight from its JSON (the hand calculation's price). */
const fileValue = (page: { items: Item[] }, sku: string, currency: string) =>
  page.items.find((i) => i.partNumber === sku)!.currencyCodeLocalizations.find((c) => c.currencyCode === currency)!.prices[0]!.value;
/** A copy of a page with one item changed (or removed, when `change` answers null). */
const withItem = (page: { items: Item[] }, sku: string, change: (i: Item) => Item | null) => ({
  ...page,
  items: page.items.flatMap((i) => (i.partNumber === sku ? [change(structuredClone(i))].filter((x): x is Item => x !== null) : [i])),
});

describe('readPriceFile', () => {
  it('reads the USD pages (paged through links) as the built-in book: every part, the same values, the file’s date', () => {
    const r = readPriceFile(usdPages(), 'USD');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.notes).toEqual([]);
    expect(r.book.currency).toBe('USD');
    expect(r.book.date).toBe('2026-01-05');
    for (const key of priceKeys) expect(r.book.prices[key], key).toBe(priceBook[key].usd);
  });

  it('reads the JPY file in yen, each part at the file’s value, and in USD from the same file', () => {
    const page = fixture('jpy.json');
    const r = readPriceFile([page], 'JPY');
    expect(r.ok && r.book.currency).toBe('JPY');
    if (!r.ok) return;
    expect(r.book.date).toBe('2026-12-01');
    expect(r.currencies).toEqual(['JPY', 'USD']);
    for (const key of priceKeys) expect(r.book.prices[key], key).toBe(fileValue(page, priceBook[key].sku, 'JPY'));
    const usd = readPriceFile([page], 'USD');
    expect(usd.ok && usd.book.prices.fssStorageGBMonth).toBe(priceBook.fssStorageGBMonth.usd);
  });

  it('a part the file lacks keeps the built-in price in USD, and is left unpriced in another currency, each said', () => {
    const [p1, p2] = usdPages();
    const usd = readPriceFile([withItem(p1!, 'B91962', () => null), p2], 'USD');
    expect(usd.ok && usd.notes).toEqual([{ code: 'pricePartKept', params: { sku: 'B91962', key: 'bvVpuGBMonth' } }]);
    expect(usd.ok && usd.book.prices.bvVpuGBMonth).toBeUndefined();
    const jpy = readPriceFile([withItem(fixture('jpy.json'), 'B91962', () => null)], 'JPY');
    expect(jpy.ok && jpy.notes).toEqual([{ code: 'pricePartUnpriced', params: { sku: 'B91962', key: 'bvVpuGBMonth', currency: 'JPY' } }]);
  });

  it('a part billed by another unit is refused, naming its metric and the unit the planner prices by', () => {
    const page = withItem(fixture('jpy.json'), 'B89057', (i) => ({ ...i, metricName: 'Gigabyte Storage Capacity Per Hour' }));
    const r = readPriceFile([page], 'JPY');
    expect(r.ok && r.notes).toEqual([
      { code: 'priceUnitRefused', params: { sku: 'B89057', key: 'fssStorageGBMonth', metricName: 'Gigabyte Storage Capacity Per Hour', expected: 'GB-month' } },
    ]);
    expect(r.ok && r.book.prices.fssStorageGBMonth).toBeUndefined();
  });

  it('reads tiers as published (a free first tier) and a 0.00 price, and prices them so', () => {
    const tiered = withItem(fixture('jpy.json'), 'B89057', (i) => {
      i.currencyCodeLocalizations[1]!.prices = [
        { model: 'PAY_AS_YOU_GO', value: 0, rangeMin: 0 },
        { model: 'PAY_AS_YOU_GO', value: 45, rangeMin: 10 },
      ];
      return i;
    });
    const free = withItem(tiered, 'B91961', (i) => {
      i.currencyCodeLocalizations[1]!.prices = [{ model: 'PAY_AS_YOU_GO', value: 0 }];
      return i;
    });
    const r = readPriceFile([free], 'JPY');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.notes).toEqual([
      { code: 'priceTiered', params: { sku: 'B89057', key: 'fssStorageGBMonth', tiers: 2 } },
      { code: 'priceFree', params: { sku: 'B91961', key: 'bvStorageGBMonth' } },
    ]);
    expect(r.book.prices.fssStorageGBMonth).toEqual([
      [0, 0],
      [10, 45],
    ]);
    const pricing: Pricing = { book: r.book };
    // 100 GB-months: the first 10 free, 90 at 45 yen.
    const fss = priceLines([{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: 100, unit: 'GB-month' }], pricing);
    expect(fss.monthlyUSD).toBe(90 * 45);
    expect(priceLines([{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: 8, unit: 'GB-month' }], pricing).monthlyUSD).toBe(0);
    expect(priceLines([{ code: 'bvCapacity', params: {}, key: 'bvStorageGBMonth', quantity: 500, unit: 'GB-month' }], pricing).monthlyUSD).toBe(0);
    expect(fss.currency).toBe('JPY');
    expect(
      tieredMonthly(
        [
          [0, 2],
          [5, 1],
          [10, 0.5],
        ],
        12,
      ),
    ).toBe(5 * 2 + 5 * 1 + 2 * 0.5);
  });

  it('refuses what is not a price list, has no date, or has no price in the currency; never throws', () => {
    expect(readPriceFileTexts([{ name: 'a.json', text: '{"items": [' }], 'USD')).toMatchObject({
      ok: false,
      problems: [{ code: 'priceFileNotJson', params: { file: 'a.json' } }],
    });
    expect(readPriceFile([{ hello: 1 }], 'USD')).toMatchObject({ ok: false, problems: [{ code: 'priceFileNotPriceList' }] });
    expect(readPriceFile([{ items: [] }], 'USD')).toMatchObject({ ok: false, problems: [{ code: 'priceFileNotPriceList' }] });
    const { lastUpdated: _d, ...undated } = fixture('jpy.json');
    expect(readPriceFile([undated], 'USD')).toMatchObject({ ok: false, problems: [{ code: 'priceFileNoDate' }] });
    expect(readPriceFile([fixture('jpy.json')], 'EUR')).toMatchObject({
      ok: false,
      problems: [{ code: 'priceFileCurrencyAbsent', params: { currency: 'EUR', available: 'JPY, USD' } }],
    });
    for (const junk of [
      null,
      3,
      'x',
      [],
      { items: [null, 1, { partNumber: 5 }] },
      { items: [{ partNumber: 'B89057', prices: [{ value: -1 }] }], lastUpdated: '2026-01-01' },
    ])
      expect(() => readPriceFile([junk], 'USD')).not.toThrow();
  });

  it('says when every page given points to a next one (a page is missing)', () => {
    const r = readPriceFile([fixture('usd-page-1.json')], 'USD');
    expect(r.ok && r.notes.map((n) => n.code)).toContain('priceNextPageMissing');
  });

  it('reads metric names as units', () => {
    expect(metricClassOf('Gigabyte Storage Capacity Per Month')).toBe('GB-month');
    expect(metricClassOf('Performance Units Per Gigabyte Per Month')).toBe('PU-GB-month');
    expect(metricClassOf('OCPU Per Hour')).toBe('OCPU-hour');
    expect(metricClassOf('Gigabytes Per Hour')).toBe('GB-hour');
    expect(metricClassOf('NVMe Terabyte Per Hour')).toBe('TB-hour');
    expect(metricClassOf('Each')).toBeNull();
  });
});

/** Three workloads whose bill has a line of File Storage (HPMT too), Block Volume (storage, VPUs), Lustre and client compute. */
const threeWorkloads = {
  version: 7,
  mode: 'recommend',
  service: 'workloads',
  workloads: [
    { name: 'home', service: 'file-storage', requirement: { readMBps: 200, writeMBps: 50, ioSizeKiB: 64, capacityGB: 5000, clients: 20 } },
    {
      name: 'db',
      service: 'block-volume',
      requirement: {
        readIops: 20000,
        writeIops: 10000,
        ioSizeKiB: 8,
        capacityGB: 2000,
        clientShape: 'VM.Standard.E5.Flex',
        clientOcpus: 8,
        clientMemoryGB: 64,
      },
    },
    { name: 'training', service: 'lustre', requirement: { readMBps: 4000, ioSizeKiB: 1024, capacityGB: 100000, clients: 16 } },
  ],
};
/** Each bill line's part, as the hand calculation reads it from the file; hourly parts bill 730 hours a month. */
const partOfLine: Record<string, { sku: string; hourly: boolean }> = {
  hpmtEntitlementGroup: { sku: 'B109546', hourly: false },
  fssCapacity: { sku: 'B89057', hourly: false },
  bvCapacity: { sku: 'B91961', hourly: false },
  bvPerformanceUnits: { sku: 'B91962', hourly: false },
  lustreCapacity: { sku: 'B111091', hourly: false },
  lustrePerformanceUnits: { sku: 'B111092', hourly: false },
  clientOcpus: { sku: 'B97384', hourly: true },
  clientMemory: { sku: 'B97385', hourly: true },
};

function billOf(pricing?: Pricing) {
  const parsed = parseScenario(pricing ? { ...threeWorkloads, pricing } : threeWorkloads);
  if (!parsed.ok) throw new Error('the three workloads do not parse');
  const plan = planScenario(parsed.value);
  if (!plan.ok) throw new Error('the three workloads do not plan');
  return (plan.result as WorkloadsResult).billOfMaterials;
}

describe('a three-workload bill re-priced from the JPY file', () => {
  const page = fixture('jpy.json');
  const read = readPriceFile([page], 'JPY');
  if (!read.ok) throw new Error('the JPY fixture does not read');
  const bill = billOf({ book: read.book, discountPercent: 10 });

  it('prices every line from the file, in yen, and the total is the hand calculation', () => {
    expect(bill.currency).toBe('JPY');
    expect(bill.priceBookDate).toBe('2026-12-01');
    expect(new Set(bill.lines.map((l) => l.code))).toEqual(new Set(Object.keys(partOfLine)));
    let total = 0;
    for (const line of bill.lines) {
      const part = partOfLine[line.code]!;
      const listUnit = fileValue(page, part.sku, 'JPY') * (part.hourly ? 730 : 1);
      expect(line.listUnitUSD, line.item).toBeCloseTo(listUnit, 6);
      const monthly = line.quantity * listUnit * 0.9;
      expect(line.monthlyUSD, line.item).toBeCloseTo(monthly, 3);
      total += monthly;
    }
    expect(bill.totalMonthlyUSD).toBeCloseTo(total, 2);
  });

  it('the USD pages give the same bill as the built-in book', () => {
    const r = readPriceFile(usdPages(), 'USD');
    if (!r.ok) throw new Error('the USD fixture does not read');
    const { currency, ...fromFile } = billOf({ book: r.book });
    expect(currency).toBe('USD');
    expect(fromFile).toEqual(billOf());
  });

  it('a part missing from the yen file leaves its line unpriced and the total unknown, never priced in dollars', () => {
    const r = readPriceFile([withItem(page, 'B91962', () => null)], 'JPY');
    if (!r.ok) throw new Error('unread');
    const b = billOf({ book: r.book });
    expect(b.lines.find((l) => l.code === 'bvPerformanceUnits')!.monthlyUSD).toBeNull();
    expect(b.totalMonthlyUSD).toBeNull();
  });
});
