/**
 * Shared page helpers for the planner's end-to-end tests (tests/e2e/planner*.e2e.ts):
 *
 * - `startHarness()` / `stopHarness()`: the static server for dist/ and headless Chromium.
 * - `openApp()`: a fresh browser context and page on the app that records console errors,
 *   uncaught exceptions, failed requests and every request to a host other than the app's own
 *   (those are also blocked, so no test depends on the network); `expectClean()` asserts
 *   there were none.
 * - Reading the app: the recommended design, the mount-target count in it, form values, the
 *   URL hash once its debounced write has happened, a chart's drawing.
 * - `runAxe()`: axe-core injected through `page.evaluate` (works under a strict CSP too).
 *
 * Everything is found the way a user finds it: by role and accessible name where there is one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type StaticServer } from './server.ts';
import { URL_WRITE_DELAY_MS } from '../../src/store/urlSync.ts';

export interface Harness {
  readonly browser: Browser;
  readonly server: StaticServer;
}

export async function startHarness(): Promise<Harness> {
  const server = await startServer();
  try {
    return { server, browser: await launchBrowser() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export async function stopHarness(h: Harness | undefined): Promise<void> {
  await h?.browser.close();
  await h?.server.close();
}

/** What went wrong while a page was open; every list should stay empty. */
export interface Problems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly foreignRequests: string[];
  readonly failedRequests: string[];
}

export interface AppPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: Problems;
  /** Another page in the same context (same storage), recorded like the first. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Appended to the app's URL, e.g. '#scenario=…'. */
  readonly hash?: string;
  readonly context?: BrowserContextOptions;
  /** Wait for the first answer (default true). */
  readonly waitForAnswer?: boolean;
}

/** Records console errors, page errors, failed requests and foreign requests of a page. */
export function watchPage(page: Page, origin: string, problems: Problems): void {
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(String(error.stack ?? error)));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) problems.foreignRequests.push(url);
  });
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? '';
    // A reload or navigation cancels what the old document still had in flight; not a fault.
    if (why === 'net::ERR_ABORTED' && new URL(request.url()).origin === origin) return;
    problems.failedRequests.push(`${request.url()} ${why}`);
  });
}

/**
 * A new context and page on the app; the first answer is on screen when this returns and,
 * unless `waitForAnswer` is false, the app is live (the prerendered answer is on screen
 * before the scripts run; a click before then would do nothing).
 */
export async function openApp(h: Harness, options: OpenOptions = {}): Promise<AppPage> {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options.context });
  const problems: Problems = { consoleErrors: [], pageErrors: [], foreignRequests: [], failedRequests: [] };
  // Belt and braces: anything foreign is blocked as well as recorded.
  await context.route(
    (url) => url.origin !== h.server.origin,
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  watchPage(page, h.server.origin, problems);
  await page.goto(h.server.url + (options.hash ?? ''), { waitUntil: 'load' });
  if (options.waitForAnswer !== false) {
    await design(page).waitFor({ state: 'visible' });
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
  }
  return {
    context,
    page,
    problems,
    async newPage() {
      const p = await context.newPage();
      watchPage(p, h.server.origin, problems);
      return p;
    },
    close: () => context.close(),
  };
}

/** One assertion, so a failure lists every kind of problem at once. */
export function expectClean(problems: Problems): void {
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], foreignRequests: [], failedRequests: [] });
}

// ------------------------------------------------------------------ reading the app

/** The recommended design of the current view (the large text in the answer box). */
export function design(page: Page): Locator {
  return page.getByTestId('recommended-design');
}

export async function designText(page: Page): Promise<string> {
  return ((await design(page).textContent()) ?? '').trim();
}

/** The leading count of a design such as '3 × HPMT-80 mount targets'. */
export function countOf(text: string): number {
  const match = /^\s*([\d,]+)\s*×/.exec(text);
  if (!match) throw new Error(`"${text}" does not start with a count ('N × …')`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** What a mount-target design reads at in total, Gb/s: '3 × HPMT-80 mount targets' is 240, Standard 1 each. */
export function gbpsOf(text: string): number {
  const type = /HPMT-(\d+)/.exec(text);
  return countOf(text) * (type ? Number(type[1]) : 1);
}

/** Waits until the recommended design differs from `before`, and returns the new text. */
export async function waitForDesignChange(page: Page, before: string, timeout = 5_000): Promise<string> {
  await page.waitForFunction(
    (old) => {
      const el = document.querySelector('[data-testid="recommended-design"]');
      return el !== null && (el.textContent ?? '').trim() !== old;
    },
    before,
    { timeout },
  );
  return designText(page);
}

/**
 * Types `value` into a field (replacing its text) and waits until the app has taken it: the
 * link in the address bar is rewritten for the new scenario (the plan is drawn by then).
 */
export async function fillAndSettle(page: Page, input: Locator, value: string): Promise<string> {
  const before = await settledHref(page);
  await input.fill(value);
  await page.waitForFunction((old) => location.href !== old, before);
  return designText(page);
}

/** A labelled text field of the workload form, e.g. 'Read throughput'. */
export function field(page: Page, label: string): Locator {
  return page.locator('.workload-form').getByRole('textbox', { name: label, exact: true });
}

export function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

/** Every control of the workload form by name (or label), with its current value. */
export async function formValues(page: Page): Promise<Record<string, string>> {
  return page.locator('.workload-form').evaluate((form) => {
    const out: Record<string, string> = {};
    for (const el of Array.from(form.querySelectorAll('input, select'))) {
      const control = el as HTMLInputElement | HTMLSelectElement;
      const key = control.name || control.getAttribute('aria-label') || control.labels?.[0]?.textContent || control.id;
      out[key] = control instanceof HTMLInputElement && control.type === 'checkbox' ? String(control.checked) : control.value;
    }
    return out;
  });
}

/**
 * The URL once the app has written the current plan into it: the hash carries a scenario and
 * stays the same for longer than the app's write delay.
 */
export async function settledHref(page: Page): Promise<string> {
  await page.waitForFunction(() => location.hash.includes('scenario='));
  let last = '';
  for (let i = 0; i < 50; i++) {
    const href = page.url();
    if (href === last) return href;
    last = href;
    await page.waitForTimeout(URL_WRITE_DELAY_MS + 200); // longer than the app's link write delay
  }
  throw new Error(`The URL kept changing: ${last}`);
}

/**
 * Brings in a lazily rendered part of the page (`WhenNear`: 'charts', or 'panels' for the
 * prices, pinned plans, model check and sources) by scrolling to its placeholder, as a reader
 * scrolling down does (on a phone, opening its fold first); waits until it is replaced. Does
 * nothing when it is already there.
 */
export async function loadLazy(page: Page, name: 'charts' | 'panels'): Promise<void> {
  const placeholder = page.locator(`[data-lazy="${name}"]`);
  if ((await placeholder.count()) === 0) return;
  // On a phone the charts are folded until opened (PhoneCollapse): open the fold, as a reader
  // taps it. (The charts also come in by themselves once the page is idle: the placeholder may
  // be gone by the time it is reached.)
  await placeholder.evaluate(openFolds, undefined, { timeout: 2_000 }).catch(() => undefined);
  // Scroll to it until it is replaced: on a busy machine one scroll may time out, or the page
  // may move under it as the parts above it settle, and a reader would simply scroll again.
  for (let attempt = 0; attempt < 14; attempt++) {
    await placeholder.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
    const gone = await placeholder.waitFor({ state: 'detached', timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (gone) return;
  }
  await placeholder.waitFor({ state: 'detached' });
}

/** Opens every fold (`<details>`) around an element, as a reader taps each. */
function openFolds(el: Element): void {
  for (let fold = el.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) fold.open = true;
}

/**
 * Scrolls a chart into view and waits for its drawing: the charts panel comes in when its place
 * nears the screen, and the app draws a chart when it comes near the screen (until then its
 * canvas is an empty box of the same height).
 */
export async function drawnChart(figure: Locator): Promise<Locator> {
  await loadLazy(figure.page(), 'charts');
  // A chart the page redraws while it is being reached is replaced by a new element: find it
  // again and scroll again, as a reader would (on a busy machine the redraw can land mid-scroll).
  for (let attempt = 0; ; attempt++) {
    try {
      await figure.waitFor({ state: 'attached' });
      await figure.evaluate(openFolds);
      await figure.scrollIntoViewIfNeeded();
      break;
    } catch (error) {
      if (attempt >= 4 || !/not attached|detached/i.test(String(error))) throw error;
    }
  }
  await figure.locator('svg.recharts-surface').first().waitFor();
  return figure;
}

/** Waits for the first chart of the view to be drawn (the charts chunk has loaded). */
export async function firstChartDrawn(page: Page): Promise<void> {
  await drawnChart(page.locator('figure.chart').first());
}

/** The figure (chart) whose title is `title`. */
export function chart(page: Page, title: string): Locator {
  return page.locator('figure').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * What a chart draws: its SVG paths and texts, and the rows of its data table when open.
 * Waits until it holds still, so a redraw in progress is not compared.
 */
export async function chartSignature(figure: Locator): Promise<string> {
  const read = () =>
    figure.evaluate((el) => {
      const paths = Array.from(el.querySelectorAll('svg path')).map((p) => p.getAttribute('d') ?? '');
      const texts = Array.from(el.querySelectorAll('svg text')).map((t) => t.textContent ?? '');
      const rows = Array.from(el.querySelectorAll('table tr')).map((tr) => tr.textContent ?? '');
      return JSON.stringify({ paths, texts, rows });
    });
  let last = await read();
  for (let i = 0; i < 20; i++) {
    await figure.page().waitForTimeout(100);
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  return last;
}

// ------------------------------------------------------------------ axe

const requireHere = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/**
 * Runs axe-core on the whole page. The script is evaluated through the DevTools protocol
 * rather than added as a <script>, so a Content-Security-Policy cannot block it.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface AxeNode {
      target: unknown[];
    }
    interface AxeResult {
      id: string;
      impact: string | null;
      help: string;
      nodes: AxeNode[];
    }
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeResult[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
}

/**
 * Accessible names and descriptions on the page that carry a value where words belong
 * ("undefined", "NaN", "null", "Infinity"): every aria-label, aria-description, aria-valuetext,
 * aria-roledescription, title and alt attribute, and every SVG <title> and <desc> (what a screen
 * reader announces for recharts' surfaces, brushes and marks), each with the element it is on.
 */
export async function namesNotWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad = /\b(undefined|NaN|null|Infinity)\b/;
    const found: string[] = [];
    const attributes = ['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'title', 'alt'];
    for (const el of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))) {
      for (const a of attributes) {
        const v = el.getAttribute(a);
        if (v && bad.test(v)) found.push(`<${el.tagName.toLowerCase()} ${a}="${v}">`);
      }
    }
    for (const el of document.querySelectorAll('svg title, svg desc')) {
      const v = el.textContent ?? '';
      if (bad.test(v)) found.push(`<${el.tagName.toLowerCase()}>${v}</${el.tagName.toLowerCase()}>`);
    }
    return found;
  });
}

/** A readable list of violations for a failure message. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return `${where}: none`;
  return [
    `${where}:`,
    ...violations.map(
      (v) =>
        `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}${v.targets.length > 8 ? `\n    … and ${v.targets.length - 8} more` : ''}`,
    ),
  ].join('\n');
}
