/**
 * A design that fits nothing is never "Recommended" (issue 20): the one database host of the
 * mock meeting, in the File Storage view, on screen and on paper; a second client and a third
 * bring the recommendation back as the remedy says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseHostBase } from '../fixtures/requirements.ts';
import { design, expectClean, field, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

const CLOSEST = 'No design carries this requirement. Closest design';

/** 150,000 IOPS at 70% reads of 8 KiB from one 16-OCPU database host. */
const databaseHost = {
  version: 5,
  mode: 'recommend',
  service: 'compare',
  requirement: { ...databaseHostBase, totalIops: 150_000, readSharePercent: 70 },
};

describe('planner: the closest design when nothing fits', () => {
  it('one database host on File Storage: "closest", never "recommended", with the clients that would carry it; on paper too; the remedy makes it fit', async () => {
    const hash = `#scenario=${Buffer.from(JSON.stringify(databaseHost), 'utf8').toString('base64url')}&view=file-storage`;
    const app = await openApp(h, { hash });
    const { page } = app;
    const answer = page.locator('.answer-fss');
    const label = answer.getByTestId('design-label');
    await expect.poll(() => label.textContent()).toBe(CLOSEST);
    expect(await design(page).textContent()).toMatch(/HPMT-80/);
    expect(await answer.getByTestId('verdict').getAttribute('data-verdict')).toBe('does-not');
    expect(await answer.getByText('Recommended design', { exact: true }).count()).toBe(0);
    const remedies = answer.getByTestId('remedies');
    const remedyText = (await remedies.textContent()) ?? '';
    const clients = Number(/More client instances: (\d+) would carry it/.exec(remedyText)?.[1]);
    expect(clients).toBeGreaterThan(1);

    // On paper the label and the remedies print with the plan.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(await label.isVisible()).toBe(true);
    expect(await label.textContent()).toBe(CLOSEST);
    expect(await remedies.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    // One client fewer than the remedy asks still does not carry; the number it names does.
    await field(page, 'Clients').fill(String(clients - 1));
    await expect.poll(() => label.textContent()).toBe(CLOSEST);
    await field(page, 'Clients').fill(String(clients));
    await expect.poll(() => label.textContent()).toBe('Recommended design');
    expect(await answer.getByTestId('verdict').getAttribute('data-verdict')).not.toBe('does-not');
    expect(await answer.getByTestId('remedies').count()).toBe(0);

    expectClean(app.problems);
    await app.close();
  });
});
