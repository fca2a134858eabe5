/**
 * `plan -- SCENARIO --prices FILE… [--currency CODE]`: the plan priced from a price file
 * (tests/fixtures/prices/, test data), as the real process (`node --import tsx src/cli.ts`) and
 * in-process through `run(argv)`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PRICES = join(ROOT, 'tests/fixtures/prices');
const THREE = join(ROOT, 'tests/fixtures/workloads/three.json');
const COMPARE = join(ROOT, 'tests/fixtures/scenarios/compare.json');
const tmp = mkdtempSync(join(tmpdir(), 'oci-planner-prices-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (args: readonly string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli.ts'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
interface Bill {
  billOfMaterials: { currency?: string; priceBookDate: string; totalMonthlyUSD: number; lines: { code: string; monthlyUSD: number }[] };
}

describe('plan --prices', () => {
  it('the real CLI prints the bill in yen from the JPY file, in English and Japanese, and the JSON says the currency and the book’s day', () => {
    const json = cli([THREE, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY']);
    expect(json.status).toBe(0);
    const yen = JSON.parse(json.stdout) as Bill;
    expect(yen.billOfMaterials.currency).toBe('JPY');
    expect(yen.billOfMaterials.priceBookDate).toBe('2026-12-01');
    const usd = JSON.parse(cli([THREE]).stdout) as Bill;
    expect(usd.billOfMaterials.currency).toBeUndefined();
    // The test file's yen are its dollars × 150 (its README): every line, and the total, follow.
    expect(yen.billOfMaterials.lines.map((l) => l.code)).toEqual(usd.billOfMaterials.lines.map((l) => l.code));
    yen.billOfMaterials.lines.forEach((l, i) => expect(l.monthlyUSD).toBeCloseTo(usd.billOfMaterials.lines[i]!.monthlyUSD * 150, 2));
    expect(yen.billOfMaterials.totalMonthlyUSD).toBeCloseTo(usd.billOfMaterials.totalMonthlyUSD * 150, 1);

    const en = cli([THREE, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY', '--text']);
    expect(en.status).toBe(0);
    expect(en.stdout).toMatch(/Total a month: ¥[\d,]+\n/);
    expect(en.stdout).toContain('price book of 2026-12-01');
    expect(en.stdout).not.toContain('$');
    const ja = cli([THREE, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY', '--text', '--lang', 'ja']);
    expect(ja.status).toBe(0);
    expect(ja.stdout).toMatch(/月額合計: ￥[\d,]+\n/);
  });

  it('the two USD pages give the built-in bill exactly', () => {
    const plain = run([THREE]);
    const priced = run([THREE, '--prices', join(PRICES, 'usd-page-1.json'), join(PRICES, 'usd-page-2.json')]);
    expect(priced.code).toBe(0);
    expect(priced.stderr).toBe('');
    const { currency, ...bill } = (JSON.parse(priced.stdout) as Bill).billOfMaterials;
    expect(currency).toBe('USD');
    expect(bill).toEqual((JSON.parse(plain.stdout) as Bill).billOfMaterials);
  });

  it('a comparison in yen: every service’s cost says JPY', () => {
    const out = run([COMPARE, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY']);
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout) as Record<string, { cost?: { currency?: string } } | undefined>;
    expect(result.fileStorage?.cost?.currency).toBe('JPY');
    expect(run([COMPARE, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY', '--text']).stdout).toContain('¥');
  });

  it('a commitment term is shown on the bill with the total over it, in the book’s currency; the JSON carries both', () => {
    const doc = JSON.parse(readFileSync(THREE, 'utf8')) as Record<string, unknown>;
    const file = join(tmp, 'committed.json');
    writeFileSync(file, JSON.stringify({ ...doc, pricing: { discountPercent: 12, commitment: { termYears: 3 } } }));
    const json = JSON.parse(run([file, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY']).stdout) as Bill & {
      billOfMaterials: { commitmentTermYears: number; commitmentTotalUSD: number };
    };
    const b = json.billOfMaterials;
    expect(b.commitmentTermYears).toBe(3);
    expect(b.commitmentTotalUSD).toBeCloseTo(b.totalMonthlyUSD * 12 * 3, 3);
    const text = run([file, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY', '--text']).stdout;
    expect(text).toMatch(/Annual Universal Credits: 12% discount, term 3 years; over the term ¥[\d,]+\./);
    expect(text).toContain('Prices in JPY from the price list of December 1, 2026.');
  });

  it('the Terraform README prices its bill in yen, with no dollar sign left', () => {
    const dir = join(tmp, 'tf');
    const out = run([THREE, '--prices', join(PRICES, 'jpy.json'), '--currency', 'JPY', '--terraform', dir]);
    expect(out.code).toBe(0);
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(readme).toContain('price book dated 2026-12-01, in JPY');
    expect(readme).toMatch(/\| \*\*Total\*\* \| \| \| \| \*\*¥[\d,]+\*\* \|/);
    expect(readme).not.toMatch(/\$\d/);
  });

  it('a missing part and a part of another unit each say so on standard error, in words', () => {
    const page = JSON.parse(readFileSync(join(PRICES, 'jpy.json'), 'utf8')) as { items: { partNumber: string; metricName: string }[] };
    page.items = page.items.filter((i) => i.partNumber !== 'B91962');
    page.items.find((i) => i.partNumber === 'B89057')!.metricName = 'Gigabyte Storage Capacity Per Hour';
    const file = join(tmp, 'edited.json');
    writeFileSync(file, JSON.stringify(page));
    const out = cli([THREE, '--prices', file, '--currency', 'JPY', '--text']);
    expect(out.status).toBe(0);
    expect(out.stderr).toContain('price file: Part B91962 has no price in JPY in the file');
    expect(out.stderr).toContain(
      'price file: Part B89057 is billed per “Gigabyte Storage Capacity Per Hour” in the file, and the planner prices it per GB-month',
    );
    const usd = run([THREE, '--prices', file, '--currency', 'USD']);
    expect(usd.stderr).toContain('Part B91962 is not in the price file: it keeps the built-in price.');
  });

  it('refuses a file that is not a price list, a currency it lacks, and bad options, with exit 2', () => {
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, '{"items": [');
    expect(run([THREE, '--prices', bad])).toMatchObject({ code: 2, stderr: expect.stringContaining('is not JSON') });
    expect(run([THREE, '--prices', join(PRICES, 'jpy.json'), '--currency', 'EUR'])).toMatchObject({
      code: 2,
      stderr: 'price file: The price file has no prices in EUR; it has JPY, USD.\n',
    });
    expect(run([THREE, '--prices'])).toMatchObject({ code: 2 });
    expect(run([THREE, '--currency', 'yen'])).toMatchObject({ code: 2 });
    expect(run([THREE, '--prices', join(tmp, 'nowhere.json')])).toMatchObject({ code: 2, stderr: expect.stringContaining('no such file') });
  });
});
