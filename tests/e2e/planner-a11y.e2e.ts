/**
 * The planner on paper, by keyboard and to assistive technology, in the built app and real
 * headless Chromium: the printed report (and its PDF), Tab order and visible focus, and axe
 * in every view, both themes and on a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeViolations,
  namesNotWords,
  design,
  designText,
  expectClean,
  drawnChart,
  field,
  firstChartDrawn,
  loadLazy,
  openApp,
  runAxe,
  startHarness,
  stopHarness,
  tab,
  waitForDesignChange,
  type AxeViolation,
  type Harness,
} from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Type /Pages`). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/** Waits until the lazily loaded panels (charts, sources) are on the page. */
async function panelsLoaded(page: Page): Promise<void> {
  await firstChartDrawn(page);
  await loadLazy(page, 'panels');
  // On a phone the panels are folded until opened (PhoneCollapse): open them, as a reader taps them.
  await page.locator('.sources-panel').waitFor({ state: 'attached' });
  await page.evaluate(() => document.querySelectorAll('details.phone-collapse:not([open])').forEach((d) => ((d as HTMLDetailsElement).open = true)));
  await page.locator('.sources-panel').getByRole('heading', { name: 'Sources', exact: true }).waitFor();
}

describe('planner: printing', () => {
  /** Checks what print shows of the current view and returns the PDF's page count. */
  async function printView(page: Page, view: string): Promise<{ a4: number; letter: number }> {
    await page.emulateMedia({ media: 'screen' });
    await tab(page, view).click();
    // A browser fires `beforeprint` and then lays the page out for paper without running
    // scripts; page.pdf() fires nothing, so the test fires it as a browser would. The report's
    // header and footer are made then, and the charts draw themselves at paper size.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });

    // The chrome around the plan is gone…
    for (const [what, locator] of [
      ['the form', page.locator('.workload-form')],
      ['the view tabs', page.getByRole('tablist')],
      ['the header actions', page.getByRole('group', { name: 'Plan actions' })],
      ['the theme select', page.getByLabel('Theme')],
      ['the price editor', page.getByLabel('Discount (%)')],
      ['the full sources panel', page.locator('.sources-panel')],
      ['the model check', page.getByTestId('model-check')],
    ] as const) {
      expect(await locator.isVisible(), `${what} is hidden in print (${view})`).toBe(false);
    }
    // …and the report is there: header with the date, the plan, one chart (the compare view's
    // row of three), the assumptions, and the sources the view cites, numbered.
    expect(await page.getByTestId('report-header').isVisible(), `report header (${view})`).toBe(true);
    expect(await page.getByTestId('report-header').textContent()).toMatch(/Printed/);
    // The workload comes first: what was sized, with its I/O size.
    const workload = page.getByTestId('report-workload');
    expect(await workload.isVisible(), `printed workload (${view})`).toBe(true);
    expect(await workload.textContent()).toMatch(/Workload:.*I\/O size \d/);
    expect(await design(page).isVisible(), `plan (${view})`).toBe(true);
    expect(await designText(page)).not.toBe('');
    const footer = page.getByTestId('report-footer');
    expect(await footer.isVisible(), `assumptions (${view})`).toBe(true);
    expect(await footer.getByRole('heading', { name: 'Sources', exact: true }).isVisible(), `sources (${view})`).toBe(true);
    const printedSources = await footer.locator('ol.report-sources > li').count();
    expect(printedSources, `numbered sources (${view})`).toBeGreaterThan(0);
    const charts = await page.locator('figure.chart').evaluateAll((figs) => figs.filter((f) => (f as HTMLElement).offsetParent !== null).length);
    expect(charts, `charts printed (${view})`).toBe(view === 'Compare' ? 3 : 1);
    if (view !== 'Compare') {
      expect(await page.getByRole('heading', { name: 'Warnings', exact: true }).isVisible(), `warnings (${view})`).toBe(true);
      // Warnings point into the printed list by number, within its range.
      const refs = (await page.locator('.warnings-list .source-refs').allTextContents()).flatMap((r) => r.match(/\d+/g) ?? []).map(Number);
      expect(refs.length, `warning references (${view})`).toBeGreaterThan(0);
      for (const n of refs) expect(n).toBeLessThanOrEqual(printedSources);
    }

    // Drawn at paper size: no chart text under 7 pt (9.33 CSS px), legends included, taking
    // into account any scaling of the drawing by its viewBox.
    const small = await page.locator('figure.chart').evaluateAll((figures) =>
      figures
        .filter((f) => (f as HTMLElement).offsetParent !== null)
        .flatMap((f) => {
          const svg = f.querySelector('svg.recharts-surface') as SVGSVGElement | null;
          const view = svg?.viewBox.baseVal;
          const scale = svg && view && view.width > 0 ? svg.getBoundingClientRect().width / view.width : 1;
          const texts = svg
            ? Array.from(svg.querySelectorAll('text')).map((t) => ({ text: t.textContent ?? '', px: parseFloat(getComputedStyle(t).fontSize) * scale }))
            : [];
          const legend = Array.from(f.querySelectorAll('.chart-legend li')).map((li) => ({
            text: li.textContent ?? '',
            px: parseFloat(getComputedStyle(li).fontSize),
          }));
          return [...texts, ...legend].filter((t) => t.text.trim() !== '' && t.px < 9.33).map((t) => `"${t.text}" at ${(t.px * 0.75).toFixed(1)} pt`);
        }),
    );
    expect(small, `chart text under 7 pt in print (${view})`).toEqual([]);
    // And every other printed word, at 8 pt (10.67 CSS px) or more: tables, notes, badges, the
    // report's header and footer. (The charts, drawn by src/ui/charts, are checked above.)
    const smallText = await page.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').trim();
        const el = n.parentElement;
        // recharts measures tick text in a span of its own far off the page (not printed).
        if (!text || !el || el.closest('svg') || el.closest('figure.chart') || el.id === 'recharts_measurement_span') continue;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if ((box.width === 0 && box.height === 0) || style.visibility === 'hidden') continue;
        const px = parseFloat(style.fontSize);
        if (px < 10.66) out.push(`"${text.slice(0, 40)}" at ${(px * 0.75).toFixed(1)} pt`);
      }
      return out;
    });
    expect(smallText, `printed text under 8 pt (${view})`).toEqual([]);
    // The sources are numbered whole: each item shows its own number, inside its own column.
    const numbering = await footer.locator('ol.report-sources > li').evaluateAll((items) =>
      items.map((li, i) => {
        const num = li.querySelector('.report-source-number');
        const box = num?.getBoundingClientRect();
        const own = li.getBoundingClientRect();
        return { n: i + 1, text: num?.textContent ?? '', inside: !!box && box.width > 0 && box.left >= own.left - 0.5 && box.right <= own.right + 0.5 };
      }),
    );
    for (const item of numbering) expect(item, `source ${item.n} printed whole (${view})`).toEqual({ n: item.n, text: `${item.n}.`, inside: true });

    // Drop the emulation so that the PDF is printed with print media, as a browser prints.
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.length).toBeGreaterThan(1000);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // US Letter is shorter; the report still fits (smaller charts there).
    const letter = await page.pdf({ format: 'Letter' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    return { a4: pdfPages(pdf), letter: pdfPages(letter) };
  }

  it('prints the report without the form, at 8 pt or more, sources numbered whole, on one or two A4 or Letter pages', async () => {
    const app = await openApp(h);
    const { page } = app;
    await panelsLoaded(page);
    const pages: Record<string, { a4: number; letter: number }> = {};

    // The first answer, printed as it comes.
    pages['default example, Compare'] = await printView(page, 'Compare');
    // A larger workload, and one service's full answer (limits, alternatives, cost, warnings).
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    pages['AI/ML training, Compare'] = await printView(page, 'Compare');
    pages['AI/ML training, File Storage'] = await printView(page, 'File Storage');
    // Ten levels ruled out for the same reason, and a Block Volume chart.
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Start from an example').selectOption({ label: 'Home directories' });
    pages['Home directories, Block Volume'] = await printView(page, 'Block Volume');

    console.info(`[e2e] printed report, pages: ${JSON.stringify(pages)}`);
    // At 8 pt the first answer still prints on one page; a larger plan (the whole comparison
    // of a big workload, or one service with its warnings) may take a second page.
    expect(pages['default example, Compare'], 'the first answer: one A4 page and one Letter page').toEqual({ a4: 1, letter: 1 });
    for (const [what, n] of Object.entries(pages)) expect(Math.max(n.a4, n.letter), `${what}: at most two pages`).toBeLessThanOrEqual(2);

    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.workload-form').isVisible()).toBe(true);
    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: keyboard only', () => {
  it('prints in the light palette from a dark system preference and from the dark theme', async () => {
    const app = await openApp(h, { context: { colorScheme: 'dark' } });
    const { page } = app;
    const palette = () =>
      page.evaluate(() => ({
        bg: getComputedStyle(document.documentElement).getPropertyValue('--bg').trim(),
        text: getComputedStyle(document.querySelector('[data-testid="recommended-design"]')!).color,
      }));
    await design(page).waitFor();
    expect((await palette()).bg).not.toBe('#fff');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await palette()).toEqual({ bg: '#fff', text: 'rgb(0, 0, 0)' });
    await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
    await page.getByLabel('Theme').selectOption({ label: 'Dark' });
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await palette()).toEqual({ bg: '#fff', text: 'rgb(0, 0, 0)' });
    await page.emulateMedia({ media: 'screen' });
    expectClean(app.problems);
    await app.close();
  });

  it('offers a skip link first: Enter takes the focus past the header and the form to the answer', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the results');
    const hashBefore = await page.evaluate(() => location.hash);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('view-panel');
    await expect.poll(() => design(page).evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    // The hash still holds the scenario.
    expect(await page.evaluate(() => location.hash)).toBe(hashBefore);
    expectClean(app.problems);
    await app.close();
  });

  it('reaches the form and the view tabs with Tab, always with a visible focus', async () => {
    const app = await openApp(h);
    const { page } = app;
    await panelsLoaded(page);

    // From the top of the page.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const stops: string[] = [];
    const invisible: string[] = [];
    let reachedForm = false;
    let reachedTabs = false;
    for (let i = 0; i < 120 && !reachedTabs; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        // A visually hidden file input shows its focus on the label that stands for it.
        const label = el instanceof HTMLInputElement && el.type === 'file' ? el.labels?.[0] : undefined;
        const shown: HTMLElement = label ?? el;
        const style = getComputedStyle(shown);
        const box = shown.getBoundingClientRect();
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
        return {
          what: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name.trim().slice(0, 40)}"`,
          focusVisible: el.matches(':focus-visible'),
          indicator: outline || style.boxShadow !== 'none',
          onScreen: box.width > 0 && box.height > 0,
          inForm: el.closest('.workload-form') !== null,
          isTab: el.getAttribute('role') === 'tab',
        };
      });
      stops.push(stop.what);
      if (!(stop.focusVisible && stop.indicator && stop.onScreen)) invisible.push(`${stop.what} ${JSON.stringify(stop)}`);
      if (stop.inForm && !reachedForm) {
        reachedForm = true;
        // The first form field is the example picker.
        expect(stop.what).toMatch(/^select "Start from an example"/);
      }
      reachedTabs ||= stop.isTab;
    }
    expect(reachedForm, `Tab reaches the form; stops: ${stops.join(', ')}`).toBe(true);
    expect(reachedTabs, `Tab reaches the view tabs; stops: ${stops.join(', ')}`).toBe(true);
    expect(invisible, 'every Tab stop shows where the focus is').toEqual([]);
    // Only the selected tab is a Tab stop; it is the last stop so far.
    expect(stops.at(-1)).toBe('button[role=tab] "Compare"');

    // Arrow keys move between the views and select them.
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'File Storage').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('File Storage');
    await expect.poll(() => designText(page)).toMatch(/mount target/);
    await page.keyboard.press('End');
    expect(await tab(page, 'File Storage with Lustre').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await tab(page, 'Compare').getAttribute('aria-selected')).toBe('true');

    // A field changed from the keyboard alone changes the plan.
    const before = await designText(page);
    await field(page, 'Capacity').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('900');
    await waitForDesignChange(page, before);

    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: axe', () => {
  const views = ['Compare', 'File Storage', 'Block Volume', 'Dense I/O', 'File Storage with Lustre'];

  async function axeViews(page: Page, where: string, which: readonly string[]): Promise<string[]> {
    const failures: string[] = [];
    for (const view of which) {
      await tab(page, view).click();
      await firstChartDrawn(page);
      const violations: AxeViolation[] = await runAxe(page);
      if (violations.length > 0) failures.push(describeViolations(`${where}, ${view}`, violations));
      // Issue 40: every accessible name and description is words, never a missing value.
      for (const name of await namesNotWords(page)) failures.push(`${where}, ${view}: an accessible name that is no word: ${name}`);
      // Nothing widens the page past the screen (wide tables scroll inside their panel).
      const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (scrollWidth > width) failures.push(`${where}, ${view}: the page is ${scrollWidth}px wide on a ${width}px screen`);
    }
    return failures;
  }

  it('finds nothing in any view, in the light and the dark theme', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await panelsLoaded(page);

    // The checker works here: a button without a name is caught.
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button id="axe-probe"></button>'));
    expect((await runAxe(page)).map((v) => v.id)).toContain('button-name');
    await page.evaluate(() => document.getElementById('axe-probe')?.remove());
    // So is a name that is no word (the brush recharts names "Min value: undefined" by default).
    await page.evaluate(() =>
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<span id="name-probe" aria-label="Min value: undefined"></span>'),
    );
    expect(await namesNotWords(page)).toEqual(['<span aria-label="Min value: undefined">']);
    await page.evaluate(() => document.getElementById('name-probe')?.remove());

    const failures: string[] = [];
    for (const theme of ['Light', 'Dark']) {
      await page.getByLabel('Theme').selectOption({ label: theme });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme.toLowerCase());
      failures.push(...(await axeViews(page, theme, views)));
    }
    expect(failures.join('\n'), 'axe violations').toBe('');

    expectClean(app.problems);
    await app.close();
  });

  it('finds nothing with a field error, a notice and the saved-scenarios menu open', async () => {
    const app = await openApp(h, { hash: '#scenario=garbage' });
    const { page } = app;
    await panelsLoaded(page);
    await page.getByRole('alert').filter({ hasText: "The link's scenario could not be read" }).waitFor();
    await field(page, 'Read IOPS').fill('abc');
    // Panels open too: a chart's data table, every row of the model check, the source figures.
    await tab(page, 'File Storage').click();
    const figure = page.locator('figure.chart').first();
    await drawnChart(figure);
    await figure.getByRole('button', { name: 'Show data table' }).click();
    await figure.locator('table tbody tr').first().waitFor();
    await page
      .getByTestId('model-check')
      .getByText(/Show all \d+ rows/)
      .click();
    // Named chart surfaces: each chart SVG is recharts' keyboard-driven chart (accessibilityLayer), titled.
    const surfaces = await page.locator('figure.chart svg.recharts-surface').evaluateAll((els) =>
      els.map((el) => ({
        role: el.getAttribute('role'),
        tabIndex: el.getAttribute('tabindex'),
        title: el.querySelector(':scope > title')?.textContent ?? '',
      })),
    );
    expect(surfaces.length).toBeGreaterThan(0);
    for (const s of surfaces) {
      expect(s.role).toBe('application');
      expect(s.tabIndex).toBe('0');
      expect(s.title).not.toBe('');
    }
    await page.getByText('Saved scenarios', { exact: true }).click();
    await page.getByLabel('Save the current scenario as').waitFor();

    const failures: string[] = [];
    for (const theme of ['Light', 'Dark']) {
      await page.getByLabel('Theme').selectOption({ label: theme });
      const violations = await runAxe(page);
      if (violations.length > 0) failures.push(describeViolations(theme, violations));
      for (const name of await namesNotWords(page)) failures.push(`${theme}: an accessible name that is no word: ${name}`);
    }
    expect(failures.join('\n'), 'axe violations').toBe('');

    expectClean(app.problems);
    await app.close();
  });

  it('finds nothing on a 390 × 844 phone, in the light and the dark theme, and nothing scrolls sideways', async () => {
    const app = await openApp(h, { context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } });
    const { page } = app;
    await panelsLoaded(page);

    const failures: string[] = [];
    for (const theme of ['Light', 'Dark']) {
      await page.getByLabel('Theme').selectOption({ label: theme });
      failures.push(...(await axeViews(page, `phone, ${theme}`, theme === 'Light' ? views : ['Compare'])));
    }
    expect(failures.join('\n'), 'axe violations').toBe('');

    // The answer comes first: the recommended design is on the first screen in every view, and
    // it follows the form (a larger read throughput, typed below it, changes it).
    await page.getByLabel('Theme').selectOption({ label: 'Light' });
    for (const view of views) {
      await tab(page, view).click();
      const top = await design(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top, `${view}: the recommended design starts ${top} px down`).toBeLessThan(844);
    }
    await tab(page, 'File Storage').click();
    const before = await designText(page);
    const formTop = await page.locator('.workload-form').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const answerTop = await design(page).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(answerTop).toBeLessThan(formTop);
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await expect.poll(() => designText(page)).not.toBe(before);

    expectClean(app.problems);
    await app.close();
  });
});
