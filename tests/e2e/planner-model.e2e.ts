/**
 * The model's fidelity where a user looks for the answer, in the built app and real headless
 * Chromium: how the clients sit on the mount targets, the concurrency the requirement needs
 * and whether the clients have it, the answer's verdict when they do not, and the "How good is
 * this model?" panel every answer links to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, field, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

describe('planner: clients, concurrency and the model check', () => {
  it('shows the assignment and the concurrency needed, and says the design does not carry it with too little in flight', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage').click();
    const assignment = page.getByTestId('client-assignment');
    await expect.poll(() => assignment.textContent()).toMatch(/Each client mounts one mount target/);
    const concurrency = page.getByTestId('concurrency');
    await expect.poll(() => concurrency.textContent()).toMatch(/needs about [\d,]+ operations in flight/);
    expect(await concurrency.textContent()).toMatch(/not given/);
    expect(await page.locator('.answer .fit').first().textContent()).toMatch(/Carries/);

    // One I/O in flight per client at 10 ms each cannot move 1 MiB reads at this rate.
    await field(page, 'Threads per client').fill('1');
    await field(page, 'I/Os in flight per thread').fill('1');
    await field(page, 'File Storage latency per operation').fill('10');
    await expect.poll(() => page.locator('.answer .fit').first().textContent()).toMatch(/Does not carry/);
    await expect
      .poll(() => concurrency.textContent())
      .toMatch(/At 10 ms per operation \(your figure\).*Threads × queue depth per client: 1 × 1, so [\d,]+ in flight in all/);
    // Out of sight, the warnings take the plan right after the frame that shows it.
    await expect.poll(() => page.locator('.warning-critical').filter({ hasText: 'Bound by concurrency' }).count()).toBe(1);
    // The link carries the new fields.
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/scenario=/);

    // Enough in flight: it carries again.
    await field(page, 'Threads per client').fill('32');
    await field(page, 'I/Os in flight per thread').fill('64');
    await expect.poll(() => page.locator('.answer .fit').first().textContent()).toMatch(/Carries/);

    expectClean(app.problems);
    await app.close();
  });

  it('links every answer to "How good is this model?", which lists the published measurements against the model', async () => {
    const app = await openApp(h);
    const { page } = app;
    await tab(page, 'Block Volume').click();
    const panel = page.getByTestId('model-check');
    // The panel is not on the page until its place nears the screen: the link brings it in.
    expect(await panel.count()).toBe(0);
    await page.getByRole('link', { name: 'How good is this model?' }).first().click();
    await panel.waitFor({ state: 'attached' });
    // It scrolls there and takes focus; the location keeps the scenario.
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight && el.getBoundingClientRect().bottom > 0)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('model-check');
    expect(await page.evaluate(() => location.hash)).toMatch(/scenario=/);
    expect(await panel.getByRole('heading', { name: 'How good is this model?' }).count()).toBe(1);
    expect(await panel.textContent()).toMatch(/\d+ rows, \d+ with a printed figure/);
    // The worst rows first; the whole table when asked for.
    expect(await panel.locator('table').first().locator('tbody tr').count()).toBe(6);
    await panel.getByText(/Show all \d+ rows/).click();
    await expect.poll(() => panel.locator('table').nth(1).locator('tbody tr').count()).toBeGreaterThan(150);
    expect(await panel.textContent()).toContain('HPMT-80');

    expectClean(app.problems);
    await app.close();
  });
});
