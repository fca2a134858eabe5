/**
 * The File Storage with Lustre view in the built app and real headless Chromium: its tab, its
 * answer (tier and capacity, verdict, cost, why, the tiers, the warnings), and a link that
 * opens on it, and its printed report (one A4 and one Letter page, as the other views).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { design, designText, expectClean, firstChartDrawn, loadLazy, openApp, settledHref, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

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

  it('prints the Lustre report: the plan, its limit chart and warnings, on one A4 and one Letter page', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage with Lustre').click();
    await firstChartDrawn(page);
    await loadLazy(page, 'panels');
    expect(await page.locator('figure.chart').first().textContent()).toContain('File Storage with Lustre: use of each limit');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('form.workload-form').isVisible()).toBe(false);
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
