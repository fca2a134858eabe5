/**
 * The screens walk (issue 37): every view and section of a full plan (growth and a daily profile
 * typed, a measurement file imported, then three workloads), at 1366 × 900, 1024 × 768 and
 * 390 × 844, in English and Japanese, light and dark, and in print media at the printable width
 * of A4 and Letter. At each stop it fails, naming what and where, on:
 *
 * - two labels, or a label and a control, that overlap;
 * - text clipped: `scrollWidth > clientWidth` on a control, a field label or a chart's label, or
 *   a control wider than its column;
 * - recharts ticks of one axis that overlap, or a tick cut off at the chart's edge;
 * - the page scrolling sideways;
 * - on paper, a chart whose legend does not name every series it draws.
 *
 * One browser, one page for the whole walk (the sizes, languages, themes and print media are
 * switched on it), so it stays quick. With SCREENSHOTS=1 (`npm run screenshots`) it writes each
 * stop to docs/screenshots/walk/ for review.
 *
 * Depends on the Japanese fonts (fonts-noto-cjk, found or installed by
 * tests/setup/japaneseFonts.ts) and pins the browser's locale and time zone (en-US, UTC), so the
 * measured chart's times read the same on every machine.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_VERSION } from '../../src/engine/index.ts';
import { buildHash } from '../../src/store/url.ts';
import { ensureJapaneseFonts } from '../setup/japaneseFonts.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type StaticServer } from './server.ts';

const OUT = process.env.WALK_OUT ?? fileURLToPath(new URL('../../docs/screenshots/walk/', import.meta.url));
const SHOOT = process.env.SCREENSHOTS === '1';

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** The printable width of each paper at the app's @page margins (1 cm each side), in CSS px. */
const PAPERS = [
  { name: 'a4', width: Math.floor(((210 - 20) / 25.4) * 96), height: Math.floor(((297 - 12) / 25.4) * 96) },
  { name: 'letter', width: Math.floor(((215.9 - 20) / 25.4) * 96), height: Math.floor(((279.4 - 12) / 25.4) * 96) },
] as const;
const VIEWS = ['compare', 'file-storage', 'block-volume', 'dense-io', 'lustre'] as const;
type Lang = 'en' | 'ja';

/** A plan that grows and has a daily profile: every over-time section has something to say. */
const START = buildHash(
  {
    version: SCENARIO_VERSION,
    mode: 'recommend',
    service: 'compare',
    requirement: { readMBps: 800, writeMBps: 200, readIops: 20_000, writeIops: 5_000, ioSizeKiB: 64, capacityGB: 20_000 },
    growth: { capacityPercentPerYear: 40, performancePercentPerYear: 60, horizonMonths: 36 },
    profile: { peakHours: 8, offPeakLevelPercent: 25 },
  },
  'compare',
);

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ensureJapaneseFonts();
  if (SHOOT) mkdirSync(OUT, { recursive: true });
  server = await startServer(process.env.WALK_DIST ? { root: process.env.WALK_DIST } : {});
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' });
  await context.route(
    (url) => url.origin !== server.origin,
    (route) => route.abort('blockedbyclient'),
  );
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// ------------------------------------------------------------------ what is wrong on screen

interface Found {
  readonly problems: string[];
}

/**
 * Everything wrong with the page as laid out now (run in the page). Only what a reader can see
 * counts: elements with a box, not hidden, outside closed folds, not fixed to the window.
 */
function findProblems(print: boolean): Found {
  const problems: string[] = [];
  const doc = document.documentElement;
  const vw = doc.clientWidth;
  const where = (el: Element): string => {
    const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.textContent || (el as HTMLInputElement).value || '')
      .trim()
      .replace(/\s+/g, ' ');
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const section = el.closest('section[aria-labelledby], figure, .measurements-panel, .app-header, .app-form')?.className ?? '';
    const r = el.getBoundingClientRect();
    const at = ` at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    return `<${el.tagName.toLowerCase()}${id}${cls}> "${text.slice(0, 50)}" in ${String(section).split(' ')[0] || 'page'}${at}`;
  };
  // An element's box as seen: cut by every ancestor that clips what overflows it (a column that
  // scrolls on its own shows only part of its content).
  const clipped = new Map<Element, DOMRect>();
  const rect = (el: Element): DOMRect => {
    const known = clipped.get(el);
    if (known) return known;
    let r = el.getBoundingClientRect();
    let { left, top, right, bottom } = r;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      if (cs.overflowX !== 'visible') {
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
      }
      if (cs.overflowY !== 'visible') {
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
    }
    r = new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    clipped.set(el, r);
    return r;
  };
  const shown = (el: Element): boolean => {
    const r = rect(el);
    if (r.width < 2 || r.height < 2) return false;
    // Content skipped by content-visibility: auto keeps a stale layout: it is not on screen.
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: true })) return false;
    // Visually hidden (the screen-reader-only pattern): clipped to a pixel.
    for (let a: Element | null = el; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.position === 'fixed') return false;
      if (cs.clip === 'rect(0px, 0px, 0px, 0px)' || cs.clipPath === 'inset(50%)') return false;
    }
    return true;
  };
  const overlap = (a: DOMRect, b: DOMRect, slack = 1) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;

  // 1. Sideways scroll.
  if (doc.scrollWidth > vw + 1) {
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => shown(el) && rect(el).right > vw + 1)
      .filter((el) => !Array.from(el.children).some((c) => rect(c).right > vw + 1))
      .slice(0, 4);
    problems.push(`the page scrolls sideways (${doc.scrollWidth} px of content in ${vw}): ${wide.map(where).join('; ')}`);
  }

  // 2. Controls and labels: clipped, wider than their column, overlapping.
  const controls = Array.from(
    document.querySelectorAll('input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=file]), select, button, textarea, summary'),
  ).filter(shown);
  const labels = Array.from(
    document.querySelectorAll('label, .field-label, .field-hint, legend, figcaption, .chart-title, .chart-legend li, th, h1, h2, h3, h4, h5'),
  ).filter(shown);
  for (const el of [...controls, ...Array.from(document.querySelectorAll('.field-label, .chart-legend li, .chart-title')).filter(shown)]) {
    const h = el as HTMLElement;
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') continue; // a long value typed scrolls within its field
    if (h.scrollWidth > h.clientWidth + 1 && getComputedStyle(h).overflowX !== 'auto')
      problems.push(`text clipped (${h.scrollWidth} > ${h.clientWidth}): ${where(el)}`);
  }
  for (const el of controls) {
    const column = el.closest('.app-form, .app-results, .app-header, .measurements-panel, figure');
    if (!column) continue;
    const r = rect(el);
    const c = rect(column);
    if (r.right > c.right + 1 || r.left < c.left - 1)
      problems.push(
        `a control wider than its column (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(c.left)}–${Math.round(c.right)}): ${where(el)}`,
      );
  }
  const items = [...controls, ...labels];
  const boxes = items.map(rect);
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (a.contains(b) || b.contains(a)) continue;
      // A label and the control it wraps or names are one field.
      if (a.tagName === 'LABEL' && (a as HTMLLabelElement).control === b) continue;
      if (b.tagName === 'LABEL' && (b as HTMLLabelElement).control === a) continue;
      if (overlap(boxes[i]!, boxes[j]!, 2)) problems.push(`overlap: ${where(a)} and ${where(b)}`);
    }
  }

  // 3. Charts: ticks of one axis that overlap or are cut off; label lists that overlap.
  for (const svg of Array.from(document.querySelectorAll('svg.recharts-surface')).filter(shown)) {
    // The chart's own box and its labels' whole boxes (the svg clips what runs out of it: rect()
    // would cut a clipped label to the part still shown).
    const box = svg.getBoundingClientRect();
    const whole = (el: Element) => el.getBoundingClientRect();
    const title = svg.closest('figure')?.querySelector('.chart-title, figcaption')?.textContent?.trim().slice(0, 50) ?? 'a chart';
    const groups = [
      ...Array.from(svg.querySelectorAll('.recharts-cartesian-axis-tick-labels')).map((axis) => ({
        what: 'ticks',
        texts: Array.from(axis.querySelectorAll('text')),
      })),
      { what: 'bar labels', texts: Array.from(svg.querySelectorAll('.recharts-label-list text')) },
    ];
    for (const { what, texts } of groups) {
      const seen = texts.filter((t) => (t.textContent ?? '').trim() !== '' && whole(t).width > 0);
      for (let i = 0; i < seen.length; i++) {
        const r = whole(seen[i]!);
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)
          problems.push(`${what} cut off at the chart's edge in "${title}": "${seen[i]!.textContent}"`);
        for (let j = i + 1; j < seen.length; j++) {
          if (overlap(r, whole(seen[j]!), 0.5)) problems.push(`${what} overlap in "${title}": "${seen[i]!.textContent}" and "${seen[j]!.textContent}"`);
        }
      }
    }
  }

  // 4. On paper, every chart's legend names every series it draws.
  if (print) {
    for (const figure of Array.from(document.querySelectorAll('figure.chart')).filter(shown)) {
      const svg = figure.querySelector('svg.recharts-surface');
      if (!svg) continue;
      const drawn = svg.querySelectorAll('.recharts-line, .recharts-area, .recharts-bar').length;
      const named = Array.from(figure.querySelectorAll('.chart-legend li, .recharts-legend-item')).filter(
        (li) => shown(li) && (li.textContent ?? '').trim() !== '',
      ).length;
      const title = figure.querySelector('.chart-title')?.textContent?.trim().slice(0, 50) ?? 'a chart';
      if (drawn > 1 && named < drawn) problems.push(`on paper the legend of "${title}" names ${named} of its ${drawn} series`);
    }
  }
  return { problems: [...new Set(problems)] };
}

// ------------------------------------------------------------------ moving around

/** Waits until the lazily loaded parts below the answer are in: the charts and the panels. */
async function settle(): Promise<void> {
  await openFolds();
  // Panels far from the window skip their rendering (content-visibility: auto) and keep a stale
  // layout meanwhile: laid out for real here, so the whole page is checked as it would be seen.
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('body *')))
      if (getComputedStyle(el).contentVisibility === 'auto') (el as HTMLElement).style.setProperty('content-visibility', 'visible', 'important');
  });
  for (const name of ['charts', 'panels']) {
    const placeholder = page.locator(`[data-lazy="${name}"]`);
    for (let attempt = 0; attempt < 20 && (await placeholder.count()) > 0; attempt++) {
      await placeholder
        .first()
        .evaluate((el) => {
          for (let fold = el.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) fold.open = true;
          el.scrollIntoView();
        })
        .catch(() => undefined);
      await placeholder
        .first()
        .waitFor({ state: 'detached', timeout: 1_500 })
        .catch(() => undefined);
    }
  }
  // Every chart drawn: each is first drawn when it comes near the screen, as a reader scrolls.
  const pendingCount = () => page.evaluate(() => Array.from(document.querySelectorAll('.chart-pending')).filter((el) => el.checkVisibility()).length);
  for (let attempt = 0, left = await pendingCount(); attempt < 60 && left > 0; attempt++) {
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('.chart-pending'))
        .find((el) => el.checkVisibility())
        ?.scrollIntoView({ block: 'center' }),
    );
    await page
      .waitForFunction((n) => Array.from(document.querySelectorAll('.chart-pending')).filter((el) => el.checkVisibility()).length < n, left, { timeout: 3_000 })
      .catch(() => undefined);
    left = await pendingCount();
  }
  expect(await pendingCount(), 'charts that never drew').toBe(0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.mouse.move(1, 1);
}

async function setLanguage(lang: Lang): Promise<void> {
  await page.getByRole('button', { name: lang === 'ja' ? '日本語' : 'English', exact: true }).click();
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

async function setTheme(theme: 'light' | 'dark'): Promise<void> {
  await page
    .locator('select')
    .filter({ has: page.locator('option[value="system"]') })
    .first()
    .selectOption(theme);
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached' });
}

async function openView(view: (typeof VIEWS)[number]): Promise<void> {
  await page.locator(`#view-tab-${view}`).click();
  await page.locator(`#view-tab-${view}[aria-selected="true"]`).waitFor();
  await settle();
}

const failures: string[] = [];

async function check(stop: string, print = false): Promise<void> {
  const started = Date.now();
  const { problems } = await page.evaluate(findProblems, print);
  if (process.env.WALK_TIMES) console.log(stop, Date.now() - started, 'ms to check', new Date().toISOString());
  for (const p of problems) failures.push(`${stop}: ${p}`);
  if (SHOOT) await shoot(stop, print);
}

/** The sections a reviewer looks at, each shot on its own (a whole page is too tall to read). */
const SECTIONS = [
  ['over-time', 'section.over-time'],
  ['measurements', '.measurements-panel'],
  ['workloads', '.workloads-bar, .workload-list'],
  ['plan', '[data-testid="plan-panel"]'],
] as const;

async function shoot(stop: string, print: boolean): Promise<void> {
  // For review: desktop, phone and paper, in both languages; Compare's sections and File
  // Storage's answer (the laptop and the other views are checked, not shot).
  if (stop.includes('-laptop') || !/(compare|file-storage|workloads)$/.test(stop)) return;
  const options = { animations: 'disabled', caret: 'hide' } as const;
  // On paper, the printed page (about one sheet); on screen, the window as first seen.
  await page.screenshot({ path: `${OUT}${stop}.png`, fullPage: print, ...options });
  if (print || !stop.endsWith('compare')) return;
  for (const [name, selector] of SECTIONS) {
    const section = page.locator(selector).first();
    if ((await section.count()) === 0 || !(await section.isVisible())) continue;
    await section.screenshot({ path: `${OUT}${stop.replace(/compare$/, name)}.png`, ...options });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens the over-time folds a phone keeps closed (a reader taps them), so their fields are seen. */
async function openFolds(): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('details[data-fold]').forEach((d) => ((d as HTMLDetailsElement).open = true)));
}

// ------------------------------------------------------------------ the walk

describe('the screens walk', () => {
  it('every view and section, at three sizes, in English and Japanese, light and dark, and on paper: nothing overlaps, is clipped or scrolls sideways', async () => {
    await page.goto(server.url + START, { waitUntil: 'load' });
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await setLanguage('en');

    // A measurement file imported, its chart drawn in the panel.
    await page.getByRole('button', { name: 'Import measurements' }).click();
    await page.getByLabel('Measurement files').setInputFiles({
      name: 'oci-blockstore-cli.json',
      mimeType: 'application/json',
      buffer: Buffer.from(readFileSync('tests/fixtures/measurements/oci-blockstore-cli.json', 'utf8')),
    });
    await page.locator('.measurements-chart svg.recharts-surface .recharts-line').first().waitFor({ timeout: 30_000 });

    for (const lang of ['en', 'ja'] as const) {
      await setLanguage(lang);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        // Light in English, dark in Japanese, and the other way round on the laptop: each
        // language is seen in both.
        const theme = (lang === 'en') === (size.name !== 'laptop') ? 'light' : 'dark';
        await setTheme(theme);
        for (const view of VIEWS) {
          await openView(view);
          await openFolds();
          await page.locator('.measurements-chart svg.recharts-surface').first().waitFor();
          await check(`${lang}-${size.name}-${theme}-${view}`);
        }
      }
    }

    // On paper: the Compare report and a service's, at the printable width of A4 and Letter.
    // (The tabs and the language buttons are not on paper: each is chosen on screen first.)
    for (const lang of ['en', 'ja'] as const) {
      await setLanguage(lang);
      for (const view of ['compare', 'file-storage', 'block-volume'] as const) {
        await openView(view);
        for (const paper of PAPERS) {
          await page.emulateMedia({ media: 'print' });
          await page.setViewportSize({ width: paper.width, height: paper.height });
          await settle();
          await check(`${lang}-print-${paper.name}-${view}`, true);
        }
        await page.emulateMedia({ media: 'screen' });
      }
    }

    // Three workloads: the list above the form and the plan above the results.
    await setLanguage('en');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Add a workload' }).click();
    await page.getByRole('heading', { name: 'Workloads in this plan' }).waitFor();
    await page.getByRole('button', { name: 'Add a workload' }).click();
    await page.getByTestId('workload-item').nth(2).waitFor();
    const planned = await page
      .getByTestId('plan-panel')
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    if (!planned)
      failures.push(
        `three workloads: no plan on screen (${await page
          .locator('.app-results')
          .innerText()
          .then((t) => t.slice(0, 120))})`,
      );
    for (const lang of ['en', 'ja'] as const) {
      await setLanguage(lang);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await openView('compare');
        await openFolds();
        await check(`${lang}-${size.name}-workloads`);
      }
    }

    expect(pageErrors).toEqual([]);
    expect(failures.join('\n')).toBe('');
  }, 600_000);
});
