/**
 * Offline: once the service worker (public/sw.js) controls the page, the app loads and plans
 * with the network off, from its cache alone. A new build (a new build id in index.html and
 * precache-manifest.json, served as a new deployment would) takes over on the next load when
 * online, replaces the old cache, and is what loads offline afterwards. The embed origins
 * (embed-origins.json, set by the server) are never served from the worker's cache.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { firstChartDrawn } from './helpers.ts';
import { cspHeader } from './policy.ts';
import { DIST_DIR, startServer, type StaticServer } from './server.ts';

const NEXT_BUILD = 'e2e-next-build';

let browser: Browser;
let server: StaticServer;
let context: BrowserContext;
let page: Page;
const problems = { consoleErrors: [] as string[], pageErrors: [] as string[] };

beforeAll(async () => {
  server = await startServer({ headers: cspHeader() });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(
    (url) => url.origin !== server.origin,
    (route) => route.abort('blockedbyclient'),
  );
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => problems.pageErrors.push(String(e)));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const design = () => page.getByTestId('recommended-design');
const readField = () => page.getByRole('textbox', { name: 'Read throughput', exact: true });
const readIopsField = () => page.getByRole('textbox', { name: 'Read IOPS', exact: true });

function buildIdOf(p: Page): Promise<string | null> {
  return p.locator('meta[name="build-id"]').getAttribute('content');
}

async function cacheNames(p: Page): Promise<string[]> {
  return p.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('oci-planner-')));
}

/** Waits until a service worker of `buildId` controls the page. */
async function controlledBy(p: Page, buildId: string): Promise<void> {
  await p.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  try {
    await p.waitForFunction((id) => navigator.serviceWorker.controller?.scriptURL.endsWith(`sw.js?build=${id}`) ?? false, buildId, { timeout: 15_000 });
  } catch (error) {
    const state = await p.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        controller: navigator.serviceWorker.controller?.scriptURL,
        installing: r?.installing?.scriptURL,
        waiting: r?.waiting?.scriptURL,
        active: r?.active?.scriptURL,
      };
    });
    throw new Error(`no worker of build ${buildId} took control: ${JSON.stringify(state)}; requests: ${server.requests.slice(-40).join(' ')}`, {
      cause: error,
    });
  }
}

/**
 * Loads the page again with the network off, and checks that it answers and plans. Offline is
 * the browser's switch (the page) and the server dropping every connection (the service
 * worker's own fetches, which the browser's switch does not cover).
 */
async function reloadOffline(): Promise<void> {
  await context.setOffline(true);
  server.setDown(true);
  const asked = server.requests.length;
  try {
    await page.reload({ waitUntil: 'load' });
    await design().waitFor();
    await page.getByRole('tab', { name: 'File Storage', exact: true }).click();
    const before = ((await design().textContent()) ?? '').trim();
    // Read IOPS far from the current value (and no read throughput), so the mount targets change:
    // between a small demand and a large one, not two large ones (they may share a closest design).
    const readIops = Number((await readIopsField().inputValue()).replace(/,/g, ''));
    await readField().fill('');
    await readIopsField().fill(readIops > 1000 ? '100' : '20000');
    await expect.poll(async () => ((await design().textContent()) ?? '').trim()).not.toBe(before);
    // The charts are a lazily loaded chunk: from the cache too.
    await firstChartDrawn(page);
    // The worker did try the network first for the page (and was refused).
    expect(server.requests.slice(asked)).toContain('/');
  } finally {
    server.setDown(false);
    await context.setOffline(false);
  }
}

describe('offline (service worker)', () => {
  let firstBuild = '';

  it('caches the app shell of this build once the worker controls the page', async () => {
    await page.goto(server.url, { waitUntil: 'load' });
    await design().waitFor();
    firstBuild = (await buildIdOf(page)) ?? '';
    expect(firstBuild).toMatch(/^[0-9a-f]{16}$/);
    await controlledBy(page, firstBuild);

    expect(await cacheNames(page)).toEqual([`oci-planner-${firstBuild}`]);
    const manifest = JSON.parse(readFileSync(join(DIST_DIR, 'precache-manifest.json'), 'utf8')) as { buildId: string; urls: string[] };
    expect(manifest.buildId).toBe(firstBuild);
    const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), `oci-planner-${firstBuild}`);
    expect(cached.sort()).toEqual(manifest.urls.map((u) => new URL(u, server.url).href).sort());
    // A first visit downloads each file once: what the page fetched, the worker took from the
    // browser's cache or had confirmed (304), never sent again (index.html is the page's own ./).
    const sent = server.responses.filter((r) => r.status === 200).map((r) => r.path);
    const twice = sent.filter((path, i) => sent.indexOf(path) !== i);
    expect(twice).toEqual([]);
    expect(sent).not.toContain('/index.html');
    expect(server.responses.filter((r) => r.status === 304).map((r) => r.path)).toContain('/');
  });

  it("never answers embed-origins.json from its cache: the server's list is read each time", async () => {
    const read = () => page.evaluate(async () => (await (await fetch('embed-origins.json', { cache: 'no-cache' })).json()) as unknown);
    expect(await read()).toEqual({ allowedOrigins: [] });
    server.override('embed-origins.json', JSON.stringify({ allowedOrigins: ['https://portal.example'] }));
    try {
      expect(await read()).toEqual({ allowedOrigins: ['https://portal.example'] });
    } finally {
      server.clearOverrides();
    }
    const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), `oci-planner-${firstBuild}`);
    expect(cached.some((url) => url.endsWith('embed-origins.json'))).toBe(false);
  });

  it('loads and plans with the network off', async () => {
    await reloadOffline();
    expect(await buildIdOf(page)).toBe(firstBuild);
  });

  it('takes a new build on the next load when online, and keeps only its cache', async () => {
    const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
    const next = html.replace(`<meta name="build-id" content="${firstBuild}">`, `<meta name="build-id" content="${NEXT_BUILD}">`);
    expect(next).not.toBe(html);
    const manifest = JSON.parse(readFileSync(join(DIST_DIR, 'precache-manifest.json'), 'utf8')) as { buildId: string };
    server.override('index.html', next);
    server.override('precache-manifest.json', JSON.stringify({ ...manifest, buildId: NEXT_BUILD }));

    await page.reload({ waitUntil: 'load' });
    await design().waitFor();
    expect(await buildIdOf(page)).toBe(NEXT_BUILD);
    await controlledBy(page, NEXT_BUILD);
    await expect.poll(() => cacheNames(page)).toEqual([`oci-planner-${NEXT_BUILD}`]);

    await reloadOffline();
    expect(await buildIdOf(page)).toBe(NEXT_BUILD);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
