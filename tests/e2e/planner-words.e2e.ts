/**
 * Numbers and words, as a new user meets them (issue: every screen tells the truth, item 8):
 * - a chart's CSV has the figures the screen shows (no float noise) and units in its header;
 * - counts agree with their nouns ("1 … mount target", no "client(s)"), and large counts carry
 *   thousands separators, in English and Japanese;
 * - a Japanese error notice names the field in Japanese, not by its path in the scenario;
 * - "Custom workload" carries no "illustrative example" note;
 * - published measurements are drawn only beside a workload of their shape;
 * - with one client on one mount target, counts agree with their nouns and verbs: no
 *   "1 connections", no "a 8 KiB read", "1 × HPMT-80 needs" (issue 20, item 14).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chart, design, designText, drawnChart, expectClean, field, fillAndSettle, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';
import charts from '../../src/ui/i18n/en/charts.ts';
import { countDisagreements } from '../fixtures/countWords.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

describe('numbers and words', () => {
  it("a chart's CSV holds the screen's figures, with units in the header", async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    // Figures that divide unevenly (a 5,000 MB/s mixed workload over 8 KiB operations).
    await page.getByLabel('Start from an example').selectOption({ label: 'Media processing' });
    await tab(page, 'File Storage').click();
    const figure = chart(page, charts.fss.title);
    await drawnChart(figure);
    const [download] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: 'Download CSV', exact: true }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/\((MB\/s|backend IOPS)\)/);
    expect(rows.length).toBeGreaterThan(3);
    const noisy = rows.flatMap((r) => r.split(',')).filter((cell) => /\d\.\d{4,}|\d{6,}\.\d|9999999/.test(cell));
    expect(noisy, 'cells with float noise').toEqual([]);
    expectClean(app.problems);
    await app.close();
  });

  it('counts agree with their nouns, and large counts are grouped, in English and Japanese', async () => {
    // One client, one mount target; then 12,000 Standard mount targets.
    const one = { version: 2, mode: 'recommend', service: 'compare', requirement: { readMBps: 50, ioSizeKiB: 1024, clients: 1, capacityGB: 1000 } };
    const app = await openApp(h, { hash: `#scenario=${base64url(JSON.stringify(one))}&view=file-storage` });
    const { page } = app;
    expect(await designText(page)).toMatch(/^1 × \S+ mount target$/);
    const body = () => page.locator('main').innerText();
    expect(await body()).not.toMatch(/\(s\)/);

    // The assignment line counts its clients with the right noun too.
    expect(await page.getByTestId('client-assignment').innerText()).toMatch(/\b1 client on\b/);

    await page.locator('.workload-form').getByRole('combobox', { name: 'Mount-target type' }).selectOption({ label: 'Standard' });
    // Enough clients that each can sit on its own mount target.
    await fillAndSettle(page, field(page, 'Clients'), '20000');
    await fillAndSettle(page, field(page, 'Read throughput'), '200000');
    await expect.poll(() => designText(page)).toMatch(/^\d{1,3}(,\d{3})+ × Standard mount targets$/);
    expect(await body()).not.toMatch(/\b\d{5,}\s*×/);

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
    const ja = (await design(page).textContent()) ?? '';
    expect(ja).toMatch(/\d{1,3}(,\d{3})+/);
    expect(ja).not.toMatch(/\d{5,}/);
    expectClean(app.problems);
    await app.close();
  });

  it('a Japanese notice names the field in Japanese, not its path in the scenario', async () => {
    const bad = { version: 2, mode: 'recommend', service: 'compare', requirement: { readMBps: -5, ioSizeKiB: 64 } };
    const app = await openApp(h, { hash: `#scenario=${base64url(JSON.stringify(bad))}&lang=ja` });
    const { page } = app;
    const alert = page.getByRole('alert').first();
    await alert.waitFor();
    const text = (await alert.innerText()).trim();
    expect(text).not.toMatch(/requirement\.|readMBps|must be/);
    expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expectClean(app.problems);
    await app.close();
  });

  it('"Custom workload" carries no "illustrative example" note; an example does', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await expect.poll(() => page.locator('.workload-form').innerText()).toMatch(/Illustrative workload example/);
    await fillAndSettle(page, field(page, 'Read throughput'), '1234');
    await expect
      .poll(() => page.getByLabel('Start from an example').evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.label))
      .toBe('Custom workload');
    expect(await page.locator('.workload-form').innerText()).not.toMatch(/Illustrative workload example/);
    expectClean(app.problems);
    await app.close();
  });

  it('draws the published 1 MiB measurements beside a 1 MiB read workload only', async () => {
    const app = await openApp(h);
    const { page } = app;
    await tab(page, 'File Storage').click();
    const figure = chart(page, charts.fss.title);
    const measured = async () => {
      await drawnChart(figure);
      return figure.locator('svg.recharts-surface [data-mark="published"]').count();
    };
    // The default workload is 8 KiB, reads and writes: none of the paper's points is of its shape.
    expect(await page.locator('.workload-form').innerText()).toMatch(/8/);
    expect(await measured()).toBe(0);
    // Large sequential reads (the AI/ML example, 1 MiB reads only): the paper's 1 MiB HPMT-80 points are drawn.
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await expect.poll(measured).toBeGreaterThan(0);
    expectClean(app.problems);
    await app.close();
  });

  it('one client on one mount target: counts agree with their nouns and verbs, and no "a" before a number', async () => {
    const one = {
      version: 5,
      mode: 'recommend',
      service: 'compare',
      requirement: { ioSizeKiB: 8, readIops: 1_000, capacityGB: 80_000, clients: 1, nconnect: 1, mountTargetType: 'hpmt-80' },
    };
    const app = await openApp(h, { hash: `#scenario=${base64url(JSON.stringify(one))}&view=file-storage` });
    const { page } = app;
    await expect.poll(() => designText(page)).toBe('1 × HPMT-80 mount target');
    const main = page.locator('main');
    await expect.poll(() => main.innerText()).toMatch(/1 × HPMT-80 needs 80,000 GB stored/);
    const text = await main.innerText();
    // The bottleneck: the cost of one read, with no article before its size.
    expect(text).toMatch(/a read of 8 KiB costs/);
    expect(text).not.toMatch(/\ba 8 KiB/);
    // The limits table: one client opens one connection.
    const connections = page.getByRole('row', { name: /^Client connections/ }).first();
    expect(await connections.innerText()).toMatch(/\b1 connection\b/);
    expect(text).not.toMatch(/\b1 connections\b/);
    // Little's law at 1,000 operations per second and 1 ms: one operation in flight.
    expect(await page.getByTestId('concurrency').innerText()).toMatch(/about 1 operation in flight, 1 per client/);
    expect(text).not.toMatch(/\b1 operations\b/);
    expect(countDisagreements(text)).toEqual([]);
    expectClean(app.problems);
    await app.close();
  });
});
