/**
 * Smoke test: the built app loads in real headless Chromium, shows its title, logs no
 * console errors, throws nothing, and asks no host but its own for anything.
 */
import type { Browser, ConsoleMessage } from 'playwright-core';
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

describe('smoke', () => {
  it('loads the app with its title, no console errors and no foreign requests', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    const foreignRequests: string[] = [];
    const failedRequests: string[] = [];

    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (new URL(url).origin !== server.origin) foreignRequests.push(url);
    });
    page.on('requestfailed', (request) => failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    // Belt and braces: anything foreign is blocked as well as recorded, so the test never
    // depends on the network.
    await context.route(
      (url) => url.origin !== server.origin,
      (route) => route.abort('blockedbyclient'),
    );

    const response = await page.goto(server.url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'OCI Storage Planner' }).waitFor();

    expect(await page.title()).toBe('OCI Storage Planner');
    expect(await page.locator('main').count()).toBe(1);
    await page.waitForLoadState('networkidle');

    // One assertion so a failure shows every kind of problem at once.
    expect({ consoleErrors, pageErrors, foreignRequests, failedRequests }).toEqual({
      consoleErrors: [],
      pageErrors: [],
      foreignRequests: [],
      failedRequests: [],
    });
    await context.close();
  });

  it('serves assets with the right MIME types and falls back to index.html', async () => {
    const index = await fetch(server.url);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await index.text();

    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html references a module script').toBeTruthy();
    const js = await fetch(new URL(script!, server.url));
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);

    const icon = await fetch(new URL('favicon.svg', server.url));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');

    const deepLink = await fetch(new URL('some/client/route', server.url));
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toBe(html);

    const missing = await fetch(new URL('assets/does-not-exist.js', server.url));
    expect(missing.status).toBe(404);
  });
});
