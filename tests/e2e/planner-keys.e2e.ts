/**
 * No translation key on screen (issue 22, item 6): every view (Compare, File Storage, Block
 * Volume, Dense I/O, File Storage with Lustre), in English and Japanese, with a client shape and
 * with none, with its charts drawn and every panel open, shows words, never a key such as
 * "charts.limits.names.hostIops" (whole, or cut by a label to "…ts.names.hostIops"). Text nodes
 * of the page and its SVG, and the labels read aloud (aria-label, title, alt) are all read.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnChart, expectClean, loadLazy, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';
import { keyLikeIn } from '../fixtures/keyLike.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

/** The views, in the order of their tabs (their names differ by language). */
const VIEWS = ['Compare', 'File Storage', 'Block Volume', 'Dense I/O', 'File Storage with Lustre'];

/** Draws every chart of the view and opens every panel and disclosure. */
async function showEverything(page: Page): Promise<number> {
  await loadLazy(page, 'charts');
  const figures = page.locator('figure.chart');
  const count = await figures.count();
  for (let i = 0; i < count; i++) await drawnChart(figures.nth(i));
  await loadLazy(page, 'panels');
  await page.evaluate(() => document.querySelectorAll('main details:not([open])').forEach((d) => ((d as HTMLDetailsElement).open = true)));
  return count;
}

/** Every piece of text on the page a reader meets: text nodes (HTML and SVG) and accessible labels. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (parent?.closest('script, style, template, noscript')) continue;
      const text = (n.textContent ?? '').trim();
      if (text) out.push(text);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')))
      for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    return out;
  });
}

describe('no translation key on screen', () => {
  for (const lang of ['English', '日本語']) {
    it(`${lang}: every view, with a client shape and with none`, { timeout: 240_000 }, async () => {
      const app = await openApp(h);
      const { page } = app;
      if (lang !== 'English') {
        await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: lang }).click();
        await page.locator('html[lang="ja"]').waitFor({ state: 'attached' });
      }
      const problems: string[] = [];
      let charts = 0;
      for (const shape of ['', 'VM.Standard.E5.Flex']) {
        await page.locator('.workload-form select[name="clientShape"]').selectOption(shape);
        for (const [i, view] of VIEWS.entries()) {
          await page.getByRole('tab').nth(i).click();
          await page.getByRole('tab').nth(i).and(page.locator('[aria-selected="true"]')).waitFor();
          charts += await showEverything(page);
          for (const text of await pageTexts(page)) for (const key of keyLikeIn(text)) problems.push(`${view}, client shape ${shape || 'none'}: "${key}"`);
        }
      }
      expect(charts, 'charts drawn').toBeGreaterThan(8);
      expect([...new Set(problems)]).toEqual([]);
      expectClean(app.problems);
      await app.close();
    });
  }
});
