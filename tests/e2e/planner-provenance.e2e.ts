/**
 * Every figure's source badge is a control: by keyboard and by touch it opens the citation
 * (document, section, date, basis) and links to the document's entry in the Sources panel.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, openApp, settledHref, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** The File Storage view's first limit badge (the limits table under the answer). */
async function firstBadge(page: Page): Promise<Locator> {
  await tab(page, 'File Storage').click();
  const badge = page.locator('.limits-table button.provenance, .results-table button.provenance').first();
  // Attached: on a phone it sits in a fold the test opens as a reader would.
  await badge.waitFor({ state: 'attached' });
  // The link follows the view after its short delay: let it settle before the hash is compared.
  await settledHref(page);
  return badge;
}

/** What the opened citation says, and the id of the source its link goes to. */
async function citationOf(badge: Locator): Promise<{ text: string; target: string }> {
  const id = await badge.getAttribute('aria-controls');
  expect(id, 'an open badge names its citation').toBeTruthy();
  const citation = badge.page().locator(`[id="${id}"]`);
  expect(await citation.isVisible()).toBe(true);
  const href = (await citation.getByRole('link').getAttribute('href')) ?? '';
  return { text: (await citation.textContent()) ?? '', target: href.slice(1) };
}

describe('source badges', () => {
  it('open their citation by keyboard, link to the sources list, and close with Escape', async () => {
    const app = await openApp(h);
    const { page } = app;
    const badge = await firstBadge(page);
    // In the Tab order, as a button.
    expect(await badge.evaluate((b) => b.tagName === 'BUTTON' && b.tabIndex === 0)).toBe(true);
    expect(await badge.getAttribute('aria-expanded')).toBe('false');
    await badge.focus();
    await page.keyboard.press('Enter');
    expect(await badge.getAttribute('aria-expanded')).toBe('true');
    const { text, target } = await citationOf(badge);
    expect(text).toMatch(/Document:.+Date:.+Basis:/);
    expect(target).toMatch(/^source-/);
    // Escape closes it and gives the focus back to the badge.
    await page.keyboard.press('Escape');
    expect(await badge.getAttribute('aria-expanded')).toBe('false');
    expect(await badge.evaluate((b) => b === document.activeElement)).toBe(true);
    // Space opens it again; Tab reaches the link; Enter goes to the document in Sources.
    await page.keyboard.press('Space');
    expect(await badge.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go to this document in Sources');
    const hashBefore = await page.evaluate(() => location.hash);
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => document.activeElement?.id === id, target);
    const entry = page.locator(`[id="${target}"]`);
    expect(await entry.isVisible()).toBe(true);
    expect(await entry.evaluate((li) => li.closest('.sources-panel') !== null)).toBe(true);
    // The scenario in the hash is untouched.
    expect(await page.evaluate(() => location.hash)).toBe(hashBefore);
    expectClean(app.problems);
    await app.close();
  });

  it('open their citation by touch, link to the sources list, and close on a tap elsewhere', async () => {
    const app = await openApp(h, { context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } });
    const { page } = app;
    const badge = await firstBadge(page);
    // On a phone the limits table is folded (PhoneCollapse): a reader taps the fold open first.
    const fold = badge.locator('xpath=ancestor::details[1]');
    if ((await fold.count()) > 0 && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator(':scope > summary').tap();
    await badge.scrollIntoViewIfNeeded();
    await badge.tap();
    expect(await badge.getAttribute('aria-expanded')).toBe('true');
    const { text } = await citationOf(badge);
    expect(text).toMatch(/Document:.+Date:.+Basis:/);
    // A tap elsewhere closes it.
    await page.locator('h1, .app-header').first().tap();
    expect(await badge.getAttribute('aria-expanded')).toBe('false');
    // Open again and follow the link by touch.
    await badge.tap();
    const { target } = await citationOf(badge);
    await page.getByRole('link', { name: 'Go to this document in Sources' }).tap();
    await page.waitForFunction((id) => document.activeElement?.id === id, target);
    expect(await page.locator(`[id="${target}"]`).isVisible()).toBe(true);
    expectClean(app.problems);
    await app.close();
  });
});
