/**
 * The prerendered first screen (scripts/vite-prerender.ts, src/prerender.tsx, src/main.tsx,
 * public/boot.js): the default answer is in the HTML, the app takes that HTML over without
 * drawing it again, and a visit that starts from another state never shows the default.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type StaticServer } from './server.ts';

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const design = (page: Page) => page.getByTestId('recommended-design').textContent();

/** Records, from before any script of the page runs, whether the app's top element was ever removed. */
async function watchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { appRemoved: boolean };
    w.appRemoved = false;
    new MutationObserver((records) => {
      for (const r of records) for (const n of Array.from(r.removedNodes)) if (n instanceof Element && n.classList.contains('app')) w.appRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

describe('prerendered first screen', () => {
  it('shows the default answer with JavaScript off, the same one the app then computes', async () => {
    const off = await browser.newContext({ javaScriptEnabled: false });
    const page = await off.newPage();
    await page.goto(server.url);
    const prerendered = await design(page);
    expect(prerendered).toMatch(/\d/);
    expect(await page.getByTestId('recommended-design').isVisible()).toBe(true);
    // No style attribute: the CSP would refuse it in HTML.
    expect(await page.locator('#root [style]').count()).toBe(0);
    await off.close();

    const on = await browser.newContext();
    const live = await on.newPage();
    const errors: string[] = [];
    live.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    live.on('pageerror', (e) => errors.push(String(e)));
    await watchRoot(live);
    await live.goto(server.url);
    const field = live.getByLabel('Read throughput', { exact: false }).first();
    await field.waitFor();
    expect(await design(live)).toBe(prerendered);
    // Taken over, not drawn again: the prerendered elements are still the page's.
    expect(await live.evaluate(() => (window as unknown as { appRemoved: boolean }).appRemoved)).toBe(false);
    await field.fill('12000');
    await expect.poll(() => design(live)).not.toBe(prerendered);
    expect(errors).toEqual([]);
    await on.close();
  });

  it('a link, a stored session or a Japanese browser start from their own state, never from the default', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    const prerendered = await design(page);
    await page.getByLabel('Read throughput', { exact: false }).first().fill('3000');
    await expect.poll(() => design(page)).not.toBe(prerendered);
    const typed = await design(page);
    // The link carries the value typed (the address follows the form after a short pause).
    const linkedRead = () => {
      const encoded = /#scenario=([^&]+)/.exec(page.url())?.[1];
      if (!encoded) return undefined;
      const scenario = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { requirement?: { readMBps?: number } };
      return scenario.requirement?.readMBps;
    };
    await expect.poll(linkedRead).toBe(3000);
    const link = page.url();

    // The stored session: a new page of the same browser opens on it.
    const again = await context.newPage();
    await watchRoot(again);
    await again.goto(server.url);
    await again.getByLabel('Read throughput', { exact: false }).first().waitFor();
    expect(await design(again)).toBe(typed);
    expect(await again.evaluate(() => (window as unknown as { appRemoved: boolean }).appRemoved)).toBe(true);
    await context.close();

    // The link in a fresh browser.
    const fresh = await browser.newContext();
    const linked = await fresh.newPage();
    await linked.goto(link);
    await linked.getByLabel('Read throughput', { exact: false }).first().waitFor();
    expect(await design(linked)).toBe(typed);
    await fresh.close();

    // A Japanese browser.
    const ja = await browser.newContext({ locale: 'ja-JP' });
    const jaPage = await ja.newPage();
    await jaPage.goto(server.url);
    await expect.poll(() => jaPage.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await design(jaPage)).not.toBe(prerendered);
    await ja.close();
  });

  it('on a phone, the folds look folded before the app runs, and nothing moves when it takes the page over', async () => {
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
    // Without the app: the prerendered folds show their summaries only.
    const off = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const still = await off.newPage();
    await still.goto(server.url);
    const overTime = still.locator('details[data-fold="over-time"]');
    await expect.poll(() => overTime.locator('summary').isVisible()).toBe(true);
    expect(await overTime.locator('section.over-time').isVisible()).toBe(false);
    const folded = await still.locator('details[data-fold="charts"] summary').boundingBox();
    await off.close();

    // With it: the layout shifts Chromium reports from the first paint until the app has
    // folded them itself and drawn its charts' place.
    const on = await browser.newContext(phone);
    const live = await on.newPage();
    await live.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await live.goto(server.url);
    await live.locator('html[data-live]').waitFor({ state: 'attached' });
    await live.locator('details[data-fold="charts"][data-folds]').waitFor({ state: 'attached' });
    expect(await live.locator('details[data-fold="over-time"]').getAttribute('open')).toBeNull();
    expect(await live.locator('details[data-fold="charts"] summary').boundingBox()).toEqual(folded);
    await live.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await live.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
    await on.close();
  });

  it('starts the app from its staged modules, all announced as preloads after the first paint', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    const listed = (await page.locator('meta[name="app-scripts"]').getAttribute('content'))!.split(' ');
    const preloaded = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (l) => l.getAttribute('href')));
    // The entry's stages (src/main.tsx) are listed with what they import, so none waits for a
    // round trip of its own; boot.js announced every one of them.
    for (const stage of ['stageReact', 'i18n', 'engine', 'planStore', 'start']) expect(listed.some((url) => url.includes(`/${stage}-`))).toBe(true);
    for (const url of listed.slice(1)) expect(preloaded).toContain(url);
    await context.close();
  });

  it('keeps the default hidden while the app has not drawn a link’s own answer', async () => {
    const context = await browser.newContext();
    // The app's scripts never arrive: only public/boot.js runs.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${server.url}#view=block-volume`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('boot-pending'))).toBe(true);
    expect(await page.getByTestId('recommended-design').isVisible()).toBe(false);
    await context.close();
  });
});
