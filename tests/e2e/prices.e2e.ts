/**
 * Prices of the day (issue 43) in the built app, in real headless Chromium: the JPY price file
 * (tests/fixtures/prices/jpy.json, test data) imported in the browser, the plan in yen in the
 * English and the Japanese interface, the link reopening in yen with no network but the app's
 * own origin, and the print showing the price book's date.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, loadLazy, openApp, settledHref, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

const JPY = join(import.meta.dirname, '../fixtures/prices/jpy.json');

describe('a price file in', () => {
  it('imports the JPY file: the plan is in yen; the link reopens in yen, in English and Japanese; the print shows the book’s date', async () => {
    const app = await openApp(h);
    const { page } = app;
    const table = page.locator('table.compare-table');
    await expect.poll(async () => (await table.textContent()) ?? '').toMatch(/\$[\d,]+/);
    await loadLazy(page, 'panels');
    const book = page.getByTestId('price-book');
    await book.waitFor();
    expect(await book.textContent()).toContain('US dollars');
    await page.getByTestId('price-file-input').setInputFiles(JPY);
    // A file with USD prices is first read in USD; the reader chooses yen.
    await expect.poll(() => book.textContent()).toContain('USD, price list of December 1, 2026');
    await page.getByTestId('price-currency').selectOption('JPY');
    await expect.poll(() => book.textContent()).toContain('JPY, price list of December 1, 2026 (parts re-priced: 26)');
    await expect.poll(async () => (await table.textContent()) ?? '').toMatch(/¥[\d,]+/);
    expect(await table.textContent()).not.toMatch(/\$\d/);
    const href = await settledHref(page);
    expectClean(app.problems);
    await app.close();

    // The link carries the book: it reopens in yen with nothing fetched but the app itself.
    const again = await openApp(h, { hash: new URL(href).hash });
    const againTable = again.page.locator('table.compare-table');
    await expect.poll(async () => (await againTable.textContent()) ?? '').toMatch(/¥[\d,]+/);
    expect(await againTable.textContent()).not.toMatch(/\$\d/);
    // On paper: the price book's date and currency in the report's assumptions.
    await again.page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await again.page.emulateMedia({ media: 'print' });
    const footer = again.page.getByTestId('report-footer');
    await expect.poll(() => footer.isVisible()).toBe(true);
    expect(await footer.textContent()).toContain('List prices as of December 1, 2026');
    expect(await again.page.getByTestId('report-price-book').textContent()).toBe('Prices in JPY from the price list of December 1, 2026.');
    expectClean(again.problems);
    await again.close();

    // The Japanese interface: the same link, yen written as Japanese writes them.
    const ja = await openApp(h, { hash: `${new URL(href).hash}&lang=ja` });
    const jaTable = ja.page.locator('table.compare-table');
    await expect.poll(async () => (await jaTable.textContent()) ?? '').toMatch(/￥[\d,]+/);
    expect(await jaTable.textContent()).not.toMatch(/\$\d/);
    expectClean(ja.problems);
    await ja.close();
  });

  it('a file that is not a price list is refused beside the import, and the plan keeps its prices', async () => {
    const app = await openApp(h);
    const { page } = app;
    await loadLazy(page, 'panels');
    const input = page.getByTestId('price-file-input');
    await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.price-file .field-error').textContent()).toContain('Page 1 is not a price list');
    expect(await page.getByTestId('price-book').textContent()).toContain('US dollars');
    expect(await page.locator('table.compare-table').textContent()).toMatch(/\$[\d,]+/);
    expectClean(app.problems);
    await app.close();
  });
});
