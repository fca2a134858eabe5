/**
 * The charts as people use recharts charts, in the built app and real headless Chromium: a
 * tooltip with every series' value where the pointer is, legend entries that hide and show
 * their series (and keep doing so after a keystroke), arrow keys that move through the points
 * and say where they are, a point of the File Storage chart that is weighed as the design (by
 * click and by Enter) with the way back, and every chart of a view on paper without scrolling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chart, designText, drawnChart, expectClean, field, fillAndSettle, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** Moves the pointer over the plot, at `fx` of its width, until the chart's tooltip shows; its text. */
async function hover(page: Page, figure: Locator, fx = 0.5): Promise<string> {
  const svg = figure.locator('svg.recharts-surface').first();
  await svg.scrollIntoViewIfNeeded();
  // A bar chart answers over a bar's row; a line chart anywhere over its plot.
  const bar = figure.locator('.recharts-bar-rectangle').first();
  const isBar = (await bar.count()) > 0;
  const box = (await (isBar ? bar : svg).boundingBox())!;
  const fy = isBar ? 0.5 : 0.35;
  const tooltip = figure.locator('.chart-tooltip');
  const title = (await figure.locator('.chart-title').textContent()) ?? '';
  await expect
    .poll(
      async () => {
        await page.mouse.move(box.x + Math.max(2, box.width * fx), box.y + box.height * fy);
        return tooltip.isVisible();
      },
      { timeout: 10_000, message: `the tooltip of "${title}"` },
    )
    .toBe(true);
  return (await tooltip.textContent()) ?? '';
}

const lineCount = (figure: Locator) => figure.locator('svg.recharts-surface .recharts-line').count();

describe('charts: hover, legend, keys, choosing a point, paper', () => {
  it('every chart of every view answers the pointer with its figures', async () => {
    const { page, problems } = await openApp(h);
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    for (const view of ['Compare', 'File Storage', 'Block Volume', 'Dense I/O', 'File Storage with Lustre']) {
      await tab(page, view).click();
      const figures = page.locator('figure.chart');
      await drawnChart(figures.first());
      const n = await figures.count();
      expect(n, view).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const figure = await drawnChart(figures.nth(i));
        const text = await hover(page, figure, 0.6);
        // A figure with its unit (MB/s, IOPS, %, ms or in flight).
        expect(text, `${view}, chart ${i + 1}`).toMatch(/\d.*(MB\/s|IOPS|%|ms|in flight)/);
      }
      await page.mouse.move(0, 0);
    }
    expectClean(problems);
  });

  it('File Storage: the tooltip names each type with its unit; a legend entry hides its series, and it stays hidden after a keystroke', async () => {
    const { page, problems } = await openApp(h);
    await tab(page, 'File Storage').click();
    const figure = await drawnChart(chart(page, 'File Storage: delivery by mount-target count'));
    const text = await hover(page, figure, 0.45);
    for (const type of ['Standard', 'HPMT-20', 'HPMT-40', 'HPMT-80']) expect(text).toMatch(new RegExp(`${type}: [\\d,.]+ MB/s`));
    const before = await lineCount(figure);
    const entry = figure.getByRole('button', { name: 'HPMT-20', exact: true });
    expect(await entry.getAttribute('aria-pressed')).toBe('true');
    await entry.click();
    await expect.poll(() => lineCount(figure)).toBe(before - 1);
    expect(await entry.getAttribute('aria-pressed')).toBe('false');
    expect(await hover(page, figure, 0.45)).not.toMatch(/HPMT-20:/);
    // A keystroke redraws the chart: the series stays hidden.
    const was = await designText(page);
    await fillAndSettle(page, field(page, 'Read throughput'), '3000');
    await expect.poll(() => designText(page)).not.toBe(was);
    await expect.poll(() => lineCount(figure)).toBe(before - 1);
    await figure.getByRole('button', { name: 'HPMT-20', exact: true }).click();
    await expect.poll(() => lineCount(figure)).toBe(before);
    expectClean(problems);
  });

  it('arrow keys move through the points and the focused point is announced; Enter weighs it; the way back returns to the recommendation', async () => {
    const { page, problems } = await openApp(h);
    await tab(page, 'File Storage').click();
    const recommended = await designText(page);
    expect(await page.getByTestId('design-label').first().textContent()).toBe('Recommended design');
    const figure = await drawnChart(chart(page, 'File Storage: delivery by mount-target count'));
    const svg = figure.locator('svg.recharts-surface').first();
    await svg.focus();
    const announce = figure.locator('.chart-announce');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => announce.textContent()).toMatch(/^\d+ mount targets?\. /);
    const first = (await announce.textContent()) ?? '';
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => announce.textContent()).not.toBe(first);
    const second = (await announce.textContent()) ?? '';
    const count = Number(/^(\d+) mount target/.exec(second)![1]);
    // Down chooses the next series at this count; the announcement leads with it.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announce.textContent()).not.toBe(second);
    const chosen = /\. Enter: Weigh (\d+) × (\S+) against this workload/.exec((await announce.textContent()) ?? '');
    expect(chosen, (await announce.textContent()) ?? '').not.toBeNull();
    expect(Number(chosen![1])).toBe(count);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('design-label').first().textContent()).toBe('Your choice');
    await expect.poll(() => designText(page)).toMatch(new RegExp(`^${count} × ${chosen![2]} mount targets?$`));
    // The choice is part of the link: a meeting can share it.
    await expect.poll(() => page.url()).toContain('#scenario=');
    await page.getByRole('button', { name: 'Back to the recommendation' }).click();
    await expect.poll(() => page.getByTestId('design-label').first().textContent()).toBe('Recommended design');
    expect(await designText(page)).toBe(recommended);
    expectClean(problems);
  });

  it('a click on a highlighted point of another type weighs that design; the recommended point stays drawn over the others', async () => {
    const { page, problems } = await openApp(h);
    await tab(page, 'File Storage').click();
    const figure = await drawnChart(chart(page, 'File Storage: delivery by mount-target count'));
    // The recommended point is the last mark drawn (nothing covers it).
    const lastMark = await figure.locator('svg.recharts-surface [data-mark]').evaluateAll((els) => els[els.length - 1]?.getAttribute('data-mark'));
    expect(lastMark).toBe('recommended');
    await hover(page, figure, 0.7);
    const target = figure.locator('[data-pick="hpmt-80"] circle').first();
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByTestId('design-label').first().textContent()).toBe('Your choice');
    expect(await designText(page)).toMatch(/^\d+ × HPMT-80 mount targets?$/);
    // The chart names the choice as such.
    await expect.poll(() => figure.locator('.chart-point-label').textContent()).toMatch(/^Your choice: \d+ × HPMT-80/);
    await page.getByRole('button', { name: 'Back to the recommendation' }).click();
    await expect.poll(() => page.getByTestId('design-label').first().textContent()).toBe('Recommended design');
    expectClean(problems);
  });

  it('prints every chart of the view, never scrolled to, once the page is idle', async () => {
    const { page, problems } = await openApp(h);
    await tab(page, 'File Storage').click();
    // Not scrolled: the charts' chunk comes when the page is idle after the first answer.
    await page.locator('[data-lazy="charts"]').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('figure.chart:not(.no-print *)');
    await expect.poll(() => printed.locator('svg.recharts-surface .recharts-line path').count()).toBeGreaterThan(0);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.length).toBeGreaterThan(10_000);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    expectClean(problems);
  });
});
