#!/usr/bin/env node
/* global navigator, window, document, MutationObserver, requestAnimationFrame */
/**
 * `npm run bench:bundle`: what the browser downloads on a first visit, from a real page load
 * of the built app (dist/) in headless Chromium, against the 100 KB budget for the first
 * screen's JavaScript. A benchmark, not a test.
 *
 *   npm run build && npm run bench:bundle
 *
 * Counted, with every size gzipped at level 9 as a static server would send it:
 * - before the first answer: the page is loaded over a throttled network (Lighthouse's mobile
 *   figures: 150 ms round trip, 1.6 Mbit/s down), and every script whose download ended before
 *   the recommended design was painted counts (a fetched module script is run). Where the
 *   design is in the HTML (the prerendered first screen), it is painted at the first
 *   contentful paint; otherwise when it appears. A check load with JavaScript turned off says
 *   whether the answer needs JavaScript at all;
 * - before the page answers input: every script fetched until the form is live (its first
 *   field is on screen, which happens only once the app runs);
 * - before idle: what the page fetched until the network has been quiet for a second;
 * - the service worker: what it downloaded on top, once it has installed (each response with a
 *   body the server sent beyond the page's own; a file the page already had counts again; a
 *   304, which confirms a copy the browser has without sending it, is counted apart).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { writeFigures } from './bench-json.mjs';

const BUDGET_KB = 100;
const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(join(dist, 'index.html'))) {
  console.error('bundle-size: dist/index.html is missing; run `npm run build` first.');
  process.exit(2);
}
const { launchBrowser } = await tsImport('../tests/e2e/browser.ts', import.meta.url);
const { startServer } = await tsImport('../tests/e2e/server.ts', import.meta.url);

const gzCache = new Map();
/** Gzipped size of a file under dist/ (a request path), or 0 when it is not a file there. */
function gzOf(pathname) {
  const path = join(dist, pathname === '/' ? 'index.html' : decodeURIComponent(pathname));
  if (!gzCache.has(path)) gzCache.set(path, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  return gzCache.get(path);
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
const kind = (path) => (path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other');

const server = await startServer();
const browser = await launchBrowser();
try {
  // With JavaScript off: is the first answer in the HTML itself?
  const off = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const offPage = await off.newPage();
  await offPage.goto(server.url);
  const withoutJs = await offPage.getByTestId('recommended-design').isVisible();
  await off.close();
  server.requests.length = 0;
  server.responses.length = 0;

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const fetched = []; // { path, phase: 'first' | 'interactive' | 'idle' }
  let phase = 'first';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.origin) fetched.push({ path: url.pathname, phase });
  });
  await page.goto(server.url);
  await page.getByTestId('recommended-design').waitFor();
  phase = 'interactive';
  await page.locator('.app-form input').first().waitFor();
  phase = 'idle';
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const pageCount = fetched.length;
  // The service worker installs after the page has loaded; wait for it to take control.
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForTimeout(1000);
  // Requests the server saw beyond the page's own are the worker's.
  const pageRequests = new Map();
  for (const f of fetched.slice(0, pageCount)) pageRequests.set(f.path, (pageRequests.get(f.path) ?? 0) + 1);
  // A 304 sends no body: the worker confirmed a copy the browser already had.
  const seen = new Map();
  const confirmed = new Map();
  for (const { path, status } of server.responses) {
    const into = status === 304 ? confirmed : seen;
    into.set(path, (into.get(path) ?? 0) + 1);
  }
  const worker = [];
  for (const [path, n] of seen) for (let i = 0; i < n - (pageRequests.get(path) ?? 0); i++) worker.push(path);
  const revalidated = [...confirmed.values()].reduce((a, b) => a + b, 0);

  const sum = (list, filter = () => true) => list.filter(filter).reduce((s, f) => s + gzOf(f), 0);
  // Over a mobile network: which scripts had arrived when the answer was painted?
  const slow = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const slowPage = await slow.newPage();
  const cdp = await slow.newCDPSession(slowPage);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await slowPage.addInitScript(() => {
    const w = window;
    new MutationObserver(() => {
      if (w.answerAt === undefined && document.querySelector('[data-testid="recommended-design"]')) {
        requestAnimationFrame(() => {
          w.answerAt = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await slowPage.goto(server.url);
  await slowPage.getByTestId('recommended-design').waitFor();
  await slowPage.locator('.app-form input').first().waitFor({ timeout: 60_000 });
  const timing = await slowPage.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const inHtml = document.getElementById('root')?.dataset.prerender !== undefined;
    const answered = inHtml ? fcp : (window.answerAt ?? Infinity);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => e.responseEnd <= answered)
      .map((e) => new URL(e.name).pathname);
    return { answered, inHtml, scripts };
  });
  await slow.close();
  server.requests.length = 0;
  const firstPaths = ['/', ...timing.scripts];
  const livePaths = fetched.filter((f) => f.phase !== 'idle').map((f) => f.path);
  const idlePaths = fetched.map((f) => f.path);
  const firstJs = sum(firstPaths, (p) => kind(p) === 'js');
  const list = (paths) => {
    for (const p of [...new Set(paths)].sort((a, b) => gzOf(b) - gzOf(a))) console.log(`  ${kb(gzOf(p)).padStart(7)} KB  ${p}`);
  };

  console.log(`First visit of ${server.url} in Chromium ${browser.version()}, 1280 × 900; sizes gzipped (level 9).\n`);
  console.log(
    withoutJs
      ? 'With JavaScript turned off, the first answer is on screen: it is in the HTML (prerendered).'
      : 'With JavaScript turned off, the first answer is not on screen: it needs JavaScript.',
  );
  console.log(`Over a mobile network (150 ms, 1.6 Mbit/s), the answer was painted at ${Math.round(timing.answered)} ms; fetched by then:`);
  list(firstPaths);
  console.log('With JavaScript on, fetched before the page answered input (the form live):');
  list(livePaths);
  console.log('Fetched after that, before the page was idle:');
  list(idlePaths.filter((p) => !livePaths.includes(p)));
  console.log(
    `\nFirst-screen JavaScript (what the browser needs before the first answer is on screen): ${kb(firstJs)} KB — ${firstJs / 1024 <= BUDGET_KB ? 'within' : 'OVER'} the ${BUDGET_KB} KB budget.`,
  );
  console.log(`JavaScript fetched before the page answered input: ${kb(sum(livePaths, (p) => kind(p) === 'js'))} KB.`);
  console.log(
    `JavaScript and CSS fetched before the page was idle: ${kb(sum(idlePaths, (p) => kind(p) !== 'other'))} KB (everything: ${kb(sum(idlePaths))} KB).`,
  );
  if (!controlled) console.log('The service worker did not take control within 15 s (not counted).');
  const again = worker.filter((p) => idlePaths.includes(p));
  console.log(
    `The service worker downloaded ${worker.length} files, ${kb(sum(worker))} KB, on top; ${again.length} of them (${kb(sum(again))} KB) the page had already fetched; ${revalidated} more it revalidated (304, no body).`,
  );
  console.log(again.length === 0 ? 'A first visit downloads each byte once.' : 'A first visit downloads some bytes twice.');
  writeFigures({
    firstJsKB: firstJs / 1024,
    budgetKB: BUDGET_KB,
    answerInHtml: withoutJs,
    liveJsKB: sum(livePaths, (p) => kind(p) === 'js') / 1024,
    idleKB: sum(idlePaths, (p) => kind(p) !== 'other') / 1024,
    downloadedTwiceKB: sum(again) / 1024,
  });
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
