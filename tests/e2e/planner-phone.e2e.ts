/**
 * What a phone and a crowded chart show (issue: every screen tells the truth at a glance):
 * - tables reflow to the screen: on a 390 × 844 phone no table scrolls sideways, with every
 *   panel open, in every view; each stacked cell names its column;
 * - a chart's in-plot label (the recommended design, the Dense I/O requirement) covers no
 *   marker and no other label and stays inside the plot, for every example workload, on a
 *   phone and a desktop, in English and Japanese.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnChart, expectClean, firstChartDrawn, loadLazy, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const VIEWS = ['Compare', 'File Storage', 'Block Volume', 'Dense I/O', 'File Storage with Lustre'];

/** Opens every disclosure and waits for what it loads (the model check, the sources). */
async function openEverything(page: Page): Promise<void> {
  await firstChartDrawn(page);
  await loadLazy(page, 'panels');
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => document.querySelectorAll('details:not([open])').forEach((d) => ((d as HTMLDetailsElement).open = true)));
    await page.waitForTimeout(300);
  }
}

interface LabelReport {
  readonly charts: number;
  readonly labels: number;
  readonly problems: string[];
}

/** Every in-plot label of the view's charts against the markers, other labels and plot edges. */
async function checkLabels(page: Page, where: string): Promise<LabelReport> {
  await loadLazy(page, 'charts');
  const figures = page.locator('figure.chart');
  const count = await figures.count();
  let labels = 0;
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    const figure = await drawnChart(figures.nth(i));
    const found = await figure.evaluate((el) => {
      type R = { x: number; y: number; w: number; h: number };
      const rect = (e: Element): R => {
        const b = e.getBoundingClientRect();
        return { x: b.left, y: b.top, w: b.width, h: b.height };
      };
      const hit = (a: R, b: R) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
      const title = el.querySelector('figcaption, h3, h4')?.textContent ?? '?';
      const grid = el.querySelector('.chart-plot');
      const out: string[] = [];
      const points = Array.from(el.querySelectorAll('.chart-point-label'));
      for (const label of points) {
        const box = rect(label);
        const text = label.textContent ?? '';
        const others = Array.from(el.querySelectorAll('.chart-label')).filter((t) => t !== label && !t.closest('.chart-axis'));
        for (const o of others) if (hit(box, rect(o))) out.push(`${title}: "${text}" covers the label "${o.textContent}"`);
        for (const m of Array.from(el.querySelectorAll('svg.recharts-surface [data-mark]'))) {
          if (hit(box, rect(m))) out.push(`${title}: "${text}" covers a marker`);
        }
        if (grid) {
          const g = rect(grid);
          if (box.x < g.x - 1 || box.y < g.y - 1 || box.x + box.w > g.x + g.w + 1 || box.y + box.h > g.y + g.h + 1)
            out.push(`${title}: "${text}" leaves the plot`);
        }
      }
      return { labels: points.length, out };
    });
    labels += found.labels;
    problems.push(...found.out.map((p) => `${where}: ${p}`));
  }
  return { charts: count, labels, problems };
}

describe('planner on a phone: tables', () => {
  it('no table scrolls sideways in any view with every panel open, and stacked cells name their column', async () => {
    const app = await openApp(h, { context: PHONE });
    const { page } = app;
    for (const view of VIEWS) {
      await tab(page, view).click();
      await openEverything(page);
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.table-scroll, .chart-data-table'))
          .map((el) => {
            const scroller = el.classList.contains('table-scroll') ? el : (el.parentElement ?? el);
            return { caption: el.querySelector('caption')?.textContent ?? '?', over: scroller.scrollWidth - scroller.clientWidth };
          })
          .filter((t) => t.over > 1),
      );
      expect(wide, `${view}: tables wider than the phone`).toEqual([]);
      const stacked = await page.evaluate(() => ({
        tables: document.querySelectorAll('table[data-stack]').length,
        // A cell under a column with no header (the pinned table's unpin buttons) has nothing to name.
        unlabelled: Array.from(document.querySelectorAll('table[data-stack] tbody td:not([data-label])')).filter(
          (td) => (td.textContent ?? '').trim() !== '' && !td.querySelector('button'),
        ).length,
      }));
      expect(stacked.tables, `${view}: stacked tables`).toBeGreaterThan(3);
      expect(stacked.unlabelled, `${view}: stacked cells without their column's name`).toBe(0);
    }
    // The column's name is on screen beside the value (a cell of the limits table).
    await tab(page, 'File Storage').click();
    const cell = page.locator('table[data-stack] tbody td[data-label]').first();
    const before = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(before).not.toBe('none');
    expectClean(app.problems);
    await app.close();
  });
});

describe('planner charts: in-plot labels avoid each other', () => {
  it('on a phone, for every example workload', async () => {
    const app = await openApp(h, { context: PHONE });
    const { page } = app;
    // The form is built just after the first answer: wait for it before listing its options.
    await page.getByLabel('Start from an example').waitFor();
    const examples = await page
      .getByLabel('Start from an example')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).label).filter((l) => l && !/custom|choose/i.test(l)));
    expect(examples.length).toBeGreaterThan(3);
    const problems: string[] = [];
    let labels = 0;
    for (const example of examples) {
      await page.getByLabel('Start from an example').selectOption({ label: example });
      for (const view of ['File Storage', 'Block Volume', 'Dense I/O']) {
        await tab(page, view).click();
        const report = await checkLabels(page, `phone, ${example}, ${view}`);
        labels += report.labels;
        problems.push(...report.problems);
      }
    }
    expect(problems).toEqual([]);
    // Some labels were drawn, so the check above looked at something.
    expect(labels).toBeGreaterThan(examples.length);
    expectClean(app.problems);
    await app.close();
  });

  it('on a desktop, in English and Japanese, every recommended point is labelled', async () => {
    const app = await openApp(h);
    const { page } = app;
    const problems: string[] = [];
    for (const lang of ['English', '日本語']) {
      if (lang !== 'English') await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: lang }).click();
      for (const [i, view] of ['File Storage', 'Block Volume', 'Dense I/O'].entries()) {
        await page
          .getByRole('tab')
          .nth(i + 1)
          .click();
        await firstChartDrawn(page);
        const report = await checkLabels(page, `${lang}, ${view}`);
        problems.push(...report.problems);
        expect(report.labels, `${lang}, ${view}: in-plot labels`).toBeGreaterThan(0);
      }
    }
    expect(problems).toEqual([]);
    expectClean(app.problems);
    await app.close();
  });
});
