/**
 * The File Storage with Lustre view in the built app and real headless Chromium: its tab, its
 * answer (tier and capacity, verdict, cost, why, the tiers, the warnings), and a link that
 * opens on it, and its printed report (one A4 and one Letter page, as the other views).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  chart,
  design,
  designText,
  drawnChart,
  expectClean,
  firstChartDrawn,
  loadLazy,
  openApp,
  settledHref,
  startHarness,
  stopHarness,
  tab,
  type Harness,
} from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/** Prints the current view as a browser would (beforeprint, then print media) and counts the pages. */
async function printedPages(page: Page): Promise<{ a4: number; letter: number }> {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const a4 = await page.pdf({ format: 'A4' });
  const letter = await page.pdf({ format: 'Letter' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  return { a4: pdfPages(a4), letter: pdfPages(letter) };
}

describe('planner: File Storage with Lustre', () => {
  it('AI/ML training reads: the Lustre tab shows a tier and capacity, the verdict, a cost, the tiers and the Lustre warnings', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage with Lustre').click();
    expect(await tab(page, 'File Storage with Lustre').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => designText(page)).toMatch(/^[\d,.]+ TiB \([\d,.]+ GB\) at [\d,]+ MB\/s per TB$/);
    expect(await page.getByRole('heading', { level: 2, name: 'File Storage with Lustre' }).count()).toBe(1);
    expect(await page.getByTestId('verdict').getAttribute('data-verdict')).toMatch(/^(carries|caveats|does-not)$/);
    expect(await page.locator('.answer-lustre .design-cost').textContent()).toMatch(/^\$[\d,]+ a month$/);
    expect(await page.getByTestId('lustre-reason').textContent()).toMatch(/MB\/s per TB/);
    const tiers = page.getByRole('table', { name: /Each performance tier/ });
    expect(await tiers.getByRole('row').count()).toBe(5);
    const warnings = page.locator('.answer-lustre .warning-message');
    await expect.poll(() => warnings.count()).toBeGreaterThan(0);
    const words = (await warnings.allTextContents()).join('\n');
    expect(words).toContain('Capacity can only grow');
    expect(words).toContain('Lustre client packages');

    // The link carries the view.
    expect(new URL(await settledHref(page)).hash).toMatch(/&view=lustre$/);
    expectClean(app.problems);
    await app.close();
  });

  it('a link with &view=lustre opens on the Lustre tab', async () => {
    const first = await openApp(h);
    await first.page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    const href = await settledHref(first.page);
    const hash = `${new URL(href).hash.replace(/&view=[a-z-]+/, '')}&view=lustre`;
    await first.close();

    const app = await openApp(h, { hash });
    const { page } = app;
    expect(await tab(page, 'File Storage with Lustre').getAttribute('aria-selected')).toBe('true');
    expect(await design(page).textContent()).toMatch(/TiB .* MB\/s per TB$/);
    expectClean(app.problems);
    await app.close();
  });

  it('draws throughput against capacity for each tier, with the requirement and the recommended point', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage with Lustre').click();
    const rec = await designText(page);
    const figure = await drawnChart(chart(page, 'File Storage with Lustre: throughput by capacity and performance tier'));
    const legend = (await figure.locator('.chart-legend, ul').first().textContent()) ?? '';
    for (const tier of ['125', '250', '500', '1,000']) expect(legend).toContain(`${tier} MB/s per TB`);
    expect(legend).toMatch(/Required: [\d,]+ MB\/s/);
    // The recommended point is drawn (a hollow dot) and labelled with the design the answer names.
    expect(await figure.locator('svg.recharts-surface [data-mark="recommended"]').count()).toBe(1);
    const tib = rec.match(/^([\d,.]+) TiB/)![1]!;
    const tier = rec.match(/at ([\d,]+) MB\/s per TB$/)![1]!;
    // The label may wrap over several lines: compare without spaces.
    const drawn = ((await figure.locator('svg.recharts-surface').first().textContent()) ?? '').replace(/\s/g, '');
    expect(drawn).toContain(`Recommended:${tib}TiBat${tier}MB/sperTB`.replace(/\s/g, ''));
    expect(await figure.locator('svg.recharts-surface .recharts-reference-line line').count()).toBeGreaterThanOrEqual(1);
    expectClean(app.problems);
    await app.close();
  });

  it('prints the Lustre report: the plan, its tier chart and warnings, on one A4 and one Letter page', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage with Lustre').click();
    await firstChartDrawn(page);
    await loadLazy(page, 'panels');
    expect(await page.locator('figure.chart').first().textContent()).toContain('File Storage with Lustre: throughput by capacity and performance tier');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.workload-form').isVisible()).toBe(false);
    expect(await design(page).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Warnings', exact: true }).isVisible()).toBe(true);
    const charts = await page.locator('figure.chart').evaluateAll((figs) => figs.filter((f) => (f as HTMLElement).offsetParent !== null).length);
    expect(charts).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    expect(await printedPages(page)).toEqual({ a4: 1, letter: 1 });
    expectClean(app.problems);
    await app.close();
  });
});
