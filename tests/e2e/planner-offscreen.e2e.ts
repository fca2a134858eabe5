/**
 * The answer's blocks in the built app: a block in sight shows a keystroke's plan in the frame
 * that follows the keystroke; a block scrolled out of sight takes it right after that frame,
 * and never later (its text is what a screen reader or find-in-page reads). Nothing is held:
 * back in sight, a block already shows the plan as it stands.
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
  it('in sight a block changes with the keystroke, out of sight right after it, and is never left behind', async () => {
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

    // Scrolled down to the charts, the box far above: that frame still shows the old design, the
    // next task brings the new one.
    await firstChartDrawn(page);
    await expect.poll(() => designWellAbove(page, 400)).toBe(true);
    await page.waitForTimeout(100); // the observers' report that the box went out of sight
    const away = await typeAndReadAtFrame(page, '7.5');
    expect(away).toBe(inSight);
    await expect.poll(() => designText(page), { timeout: 2_000 }).not.toBe(inSight);
    const caughtUp = await designText(page);

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
