/**
 * A plan of one workload keeps the name the user gives it (issue 37): in the link, opened in a
 * fresh browser, and in the exported file, imported into another planner.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, openApp, settledHref, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

describe('the one workload’s name', () => {
  it('goes with the link and the exported file, and comes back from each', async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    const name = page.getByLabel('Name of this workload');
    await name.fill('Orders DB');
    await name.press('Enter');
    await page.waitForFunction(() => location.hash.includes('scenario='));
    const href = await settledHref(page);

    // The link, in a new browser.
    const linked = await openApp(h, { hash: new URL(href).hash });
    await expect.poll(() => linked.page.getByLabel('Name of this workload').inputValue()).toBe('Orders DB');

    // The exported file, into another planner.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    const text = await readFile(await download.path(), 'utf8');
    expect((JSON.parse(text) as { workloadName?: unknown }).workloadName).toBe('Orders DB');
    const other = await openApp(h);
    expect(await other.page.getByLabel('Name of this workload').inputValue()).toBe('');
    await other.page.getByTestId('import-file').setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => other.page.getByLabel('Name of this workload').inputValue()).toBe('Orders DB');
    expect(await other.page.locator('.notice').count(), 'no notice for a good file').toBe(0);

    for (const a of [app, linked, other]) {
      expectClean(a.problems);
      await a.close();
    }
  });
});
