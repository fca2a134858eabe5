#!/usr/bin/env node
/* global navigator */
/**
 * `npm run bench:bundle`: what the browser downloads on a first visit, from a real page load
 * of the built app (dist/) in headless Chromium, against the 100 KB budget for the first
 * screen's JavaScript. A benchmark, not a test.
 *
 *   npm run build && npm run bench:bundle
 *
 * Counted, with every size gzipped at level 9 as a static server would send it:
 * - before the first answer: every script the page fetched until the recommended design is on
 *   screen (a module script that is fetched is run), and the style sheets;
 * - before idle: what the page fetched until the network has been quiet for a second;
 * - the service worker: what it downloaded on top, once it has installed (each request the
 *   server saw beyond the page's own; a file the page already had counts again).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

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
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const fetched = []; // { path, at: 'first' | 'idle' }
  let phase = 'first';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.origin) fetched.push({ path: url.pathname, phase });
  });
  await page.goto(server.url);
  await page.getByTestId('recommended-design').waitFor();
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
  const seen = new Map();
  for (const path of server.requests) seen.set(path, (seen.get(path) ?? 0) + 1);
  const worker = [];
  for (const [path, n] of seen) for (let i = 0; i < n - (pageRequests.get(path) ?? 0); i++) worker.push(path);

  const sum = (list, filter = () => true) => list.filter(filter).reduce((s, f) => s + gzOf(f), 0);
  const firstPaths = fetched.filter((f) => f.phase === 'first').map((f) => f.path);
  const idlePaths = fetched.map((f) => f.path);
  const firstJs = sum(firstPaths, (p) => kind(p) === 'js');

  console.log(`First visit of ${server.url} in Chromium ${browser.version()}, 1280 × 900; sizes gzipped (level 9).\n`);
  console.log('Fetched before the first answer was on screen:');
  for (const p of [...new Set(firstPaths)].sort((a, b) => gzOf(b) - gzOf(a))) console.log(`  ${kb(gzOf(p)).padStart(7)} KB  ${p}`);
  console.log('Fetched after it, before the page was idle:');
  for (const p of [...new Set(idlePaths)].filter((p) => !firstPaths.includes(p)).sort((a, b) => gzOf(b) - gzOf(a))) console.log(`  ${kb(gzOf(p)).padStart(7)} KB  ${p}`);
  console.log(`\nFirst-screen JavaScript (fetched and run before the first answer): ${kb(firstJs)} KB — ${firstJs / 1024 <= BUDGET_KB ? 'within' : 'OVER'} the ${BUDGET_KB} KB budget.`);
  console.log(`JavaScript and CSS fetched before the page was idle: ${kb(sum(idlePaths, (p) => kind(p) !== 'other'))} KB (everything: ${kb(sum(idlePaths))} KB).`);
  if (!controlled) console.log('The service worker did not take control within 15 s (not counted).');
  const again = worker.filter((p) => idlePaths.includes(p));
  console.log(
    `The service worker downloaded ${worker.length} files, ${kb(sum(worker))} KB, on top; ${again.length} of them (${kb(sum(again))} KB) the page had already fetched.`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
