/**
 * The phone is a few screens, and the answer stays in sight while the form is edited (issue 22,
 * item 10). On a 390 × 844 phone:
 * - every view is at most 7.5 screens tall (6,330 px) with its panels loaded: the workload form
 *   shows the example picker, the demand and the capacity, and folds its finer sections
 *   (metadata, clients, concurrency, each service's options, constraints, catalogs) until
 *   opened, about 2 screens in all; the answer's design box, reasons and warnings 2 to 4; the
 *   tables, the charts and the secondary panels (prices, pinned, model check, sources) are
 *   folded until opened. Before, a view ran to 17,000–32,000 px, and to 9–10 screens with every
 *   form section open;
 * - a folded form section with a field in trouble stays open until the field is right again;
 * - while a form field is typed in (Read IOPS, from 20,000 to 400,000), with the full answer scrolled away, a bar at the foot of the
 *   window shows the design, the verdict and the price, follows each keystroke and is a labelled
 *   polite status (the page's only one for the answer);
 * - the folds open by touch; on a desktop none is folded and no bar is shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designText, expectClean, field, loadLazy, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = ['Compare', 'File Storage', 'Block Volume', 'Dense I/O', 'File Storage with Lustre'];
const SCREENS = 7.5;

describe('planner on a phone: a few screens, the answer in sight', () => {
  it(`every view is at most ${SCREENS} screens tall, with its lazy panels loaded`, async () => {
    const app = await openApp(h, { context: PHONE });
    const { page } = app;
    const heights: string[] = [];
    for (const view of VIEWS) {
      await tab(page, view).click();
      // Scroll to the foot, as a reader does, so every lazy panel that loads near the screen has loaded.
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) await page.evaluate((to) => window.scrollTo(0, to), y);
      await loadLazy(page, 'panels');
      for (const panel of ['pricing', 'pinned', 'model-check', 'sources'])
        await page.locator(`.${panel}, .${panel}-panel`).first().waitFor({ state: 'attached' });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > SCREENS * 844) heights.push(`${view}: ${height} px (${(height / 844).toFixed(1)} screens)`);
      // The folds are there, closed, and each names what it holds.
      const folds = await page.locator('details.phone-collapse:not([open]) > summary').allInnerTexts();
      if (folds.length < 5 || folds.some((f) => f.trim() === '')) heights.push(`${view}: folds ${JSON.stringify(folds)}`);
    }
    expect(heights).toEqual([]);
    // A fold opens by touch and shows its panel.
    const sources = page.locator('details[data-fold="sources"]');
    await sources.locator(':scope > summary').tap();
    await expect.poll(() => sources.getAttribute('open')).not.toBeNull();
    await expect.poll(() => sources.locator('.sources-panel').isVisible()).toBe(true);
    expectClean(app.problems);
    await app.close();
  });

  it('keeps the design, verdict and price in sight while a field is typed in, and follows each keystroke', async () => {
    const app = await openApp(h, { context: PHONE });
    const { page } = app;
    await tab(page, 'File Storage').click();
    const bar = page.getByTestId('compact-answer');
    // The full answer is on the first screen: no bar.
    expect(await bar.isVisible()).toBe(false);
    const read = field(page, 'Read IOPS');
    await read.scrollIntoViewIfNeeded();
    await read.tap();
    // The field is in the window and the full answer is not: the bar is.
    expect(await page.getByTestId('recommended-design').evaluate((el) => el.getBoundingClientRect().bottom < 0)).toBe(true);
    await bar.waitFor({ state: 'visible' });
    const status = bar.getByRole('status', { name: 'The answer so far' });
    expect(await status.count()).toBe(1);
    expect(await page.getByRole('status', { name: 'The answer so far' }).count()).toBe(1);
    const barDesign = bar.getByTestId('compact-design');
    expect(await barDesign.innerText()).toBe(await designText(page));
    expect(await status.innerText()).toMatch(/Carries the requirement|Does not carry/);
    expect(await status.innerText()).toMatch(/\$[\d,]+ a month/);
    // The bar sits inside the window, and the field is not under it.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(844 + 0.5);
    expect(barBox.y).toBeGreaterThan(844 / 2);

    // Type, key by key: the bar follows the plan while the field keeps the focus.
    const before = await barDesign.innerText();
    await read.fill('');
    await read.pressSequentially('400000', { delay: 30 });
    await expect.poll(() => barDesign.innerText()).not.toBe(before);
    await expect.poll(async () => (await barDesign.innerText()) === (await designText(page))).toBe(true);
    expect(await read.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await bar.isVisible()).toBe(true);
    const typed = await barDesign.innerText();
    await read.press('Backspace');
    await expect.poll(() => barDesign.innerText()).not.toBe(typed);
    await expect.poll(async () => (await barDesign.innerText()) === (await designText(page))).toBe(true);

    // Back to the answer: the bar goes, and no status for the answer is left.
    await bar.getByRole('button', { name: 'Go to the answer' }).tap();
    await bar.waitFor({ state: 'hidden' });
    expect(await page.getByRole('status', { name: 'The answer so far' }).count()).toBe(0);
    expectClean(app.problems);
    await app.close();
  });

  it('folds the finer form sections; one opens by touch, and stays open while a field in it has a problem', async () => {
    const app = await openApp(h, { context: PHONE });
    const { page } = app;
    // Once the page is live (until then it is the prerendered page), every fold is there and closed.
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    const folds = () =>
      page.locator('.workload-form details.phone-collapse').evaluateAll((ds) => ds.map((d) => [d.getAttribute('data-fold'), (d as HTMLDetailsElement).open]));
    await expect
      .poll(folds, { timeout: 10_000 })
      .toEqual(['metadata', 'clients', 'concurrency', 'fileStorage', 'denseIo', 'constraints', 'catalogs'].map((name) => [`form-${name}`, false]));
    // The demand is in the open: its fields take text without opening anything.
    expect(await field(page, 'Read IOPS').isVisible()).toBe(true);
    const clients = page.locator('details[data-fold="form-clients"]');
    const summary = clients.locator(':scope > summary');
    expect(await field(page, 'Clients').isVisible()).toBe(false);
    await summary.scrollIntoViewIfNeeded();
    await summary.tap();
    await expect.poll(() => field(page, 'Clients').isVisible()).toBe(true);
    // A problem in the section: closing the fold leaves it open, the message in sight.
    await field(page, 'Clients').fill('abc');
    const message = clients.getByText('Enter a number, such as 250 or 1.5.');
    await message.waitFor();
    await summary.tap();
    await expect.poll(() => clients.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await message.isVisible()).toBe(true);
    // Put right, the fold closes again when asked.
    await field(page, 'Clients').fill('8');
    await message.waitFor({ state: 'detached' });
    await summary.tap();
    await expect.poll(() => clients.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expectClean(app.problems);
    await app.close();
  });

  it('on a desktop nothing is folded and no bar is shown', async () => {
    const app = await openApp(h);
    const { page } = app;
    await tab(page, 'Block Volume').click();
    await field(page, 'Read throughput').scrollIntoViewIfNeeded();
    await field(page, 'Read throughput').fill('900');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.locator('details.phone-collapse:not([open])').count()).toBe(0);
    expect(await page.locator('details.phone-collapse > summary').evaluateAll((s) => s.filter((x) => (x as HTMLElement).offsetHeight > 0).length)).toBe(0);
    expect(await page.getByTestId('compact-answer').count()).toBe(0);
    expectClean(app.problems);
    await app.close();
  });
});
