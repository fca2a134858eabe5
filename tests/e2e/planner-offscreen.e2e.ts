/**
 * The answer's blocks in the built app: the answer's numbers (the design, what binds, why) show a
 * keystroke's plan in the frame that follows the keystroke, in sight or scrolled far out of it
 * (issue 21: the numbers are painted in the keystroke's own frame wherever they are; only the
 * long tables and lists out of sight follow with the charts). Nothing is held: back in sight, a
 * block already shows the plan as it stands, the same a fresh page gives.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { design, designText, expectClean, field, firstChartDrawn, openApp, settledHref, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/**
 * Types `value` into Read throughput and returns the recommended design as it stood when the
 * first frame after the keystroke began (read in that frame's animation callback, before
 * anything queued behind the frame has run).
 */
async function typeAndReadAtFrame(page: Page, value: string): Promise<string> {
  await page.evaluate(() => {
    const w = window as unknown as { __atFrame?: Promise<string> };
    w.__atFrame = new Promise<string>((resolve) => {
      document.addEventListener(
        'input',
        () => requestAnimationFrame(() => resolve((document.querySelector('[data-testid="recommended-design"]')?.textContent ?? '').trim())),
        { capture: true, once: true },
      );
    });
  });
  await field(page, 'Read throughput').fill(value);
  return page.evaluate(() => (window as unknown as { __atFrame: Promise<string> }).__atFrame);
}

/** Whether the design box lies at least `margin` px above the top of the screen. */
function designWellAbove(page: Page, margin: number): Promise<boolean> {
  return design(page).evaluate((el, m) => el.getBoundingClientRect().bottom < -m, margin);
}

describe('planner: answer blocks in and out of sight', () => {
  it('the design changes with the keystroke in sight and out of it, and is never left behind', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage').click();
    const start = await designText(page);

    // The design box in sight: the first frame after the keystroke already shows the new design.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(100); // the observers' report that the box is in sight
    const inSight = await typeAndReadAtFrame(page, '60');
    expect(inSight).not.toBe(start);
    expect(await designText(page)).toBe(inSight);

    // Scrolled down to the charts, the box far above: the first frame after the keystroke shows
    // the new design there too.
    await firstChartDrawn(page);
    await expect.poll(() => designWellAbove(page, 400)).toBe(true);
    await page.waitForTimeout(100); // the observers' report that the box went out of sight
    const away = await typeAndReadAtFrame(page, '7.5');
    expect(away).not.toBe(inSight);
    const caughtUp = await designText(page);
    expect(caughtUp).toBe(away);

    // Nothing waits for the box to come back: in sight again, it shows what it already showed,
    // the same design a fresh page gives for the same workload.
    await design(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
    expect(await designText(page)).toBe(caughtUp);
    const fresh = await app.newPage();
    await fresh.goto(await settledHref(page));
    await fresh.getByTestId('recommended-design').waitFor();
    await fresh.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(((await fresh.getByTestId('recommended-design').textContent()) ?? '').trim()).toBe(caughtUp);
    expectClean(app.problems);
    await app.close();
  });
});
