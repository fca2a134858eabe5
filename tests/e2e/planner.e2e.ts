/**
 * A new user's first minutes with the planner, in the built app and real headless Chromium:
 * the first answer, an example workload, the File Storage view and its charts, a field that
 * changes the plan, and input the planner cannot use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import charts from '../../src/ui/i18n/en/charts.ts';
import {
  chart,
  chartSignature,
  gbpsOf,
  design,
  designText,
  drawnChart,
  expectClean,
  field,
  fillAndSettle,
  firstChartDrawn,
  openApp,
  settledHref,
  startHarness,
  stopHarness,
  tab,
  waitForDesignChange,
  type Harness,
} from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** A number times `factor`, as the text a user would type ('20' × 3 → '60'). */
function times(text: string, factor: number): string {
  const value = Number(text.replace(/,/g, ''));
  expect(Number.isFinite(value) && value > 0, `"${text}" is a positive number`).toBe(true);
  return String(Math.round(value * factor * 100) / 100);
}

describe('planner: first answer', () => {
  it('shows a recommended design straight away, with no console errors and no foreign requests', async () => {
    const app = await openApp(h);
    const { page } = app;

    await expect.poll(() => designText(page)).not.toBe('');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('OCI Storage Planner');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Compare');
    // The form is there and filled in from the default example.
    expect(await field(page, 'Read IOPS').inputValue()).not.toBe('');

    // Let the lazily loaded panels (charts, prices, sources) arrive before judging the page.
    await firstChartDrawn(page);
    await page.waitForLoadState('networkidle');
    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: an example workload in the File Storage view', () => {
  it('gives a mount-target design whose count and chart follow the read throughput', async () => {
    const app = await openApp(h);
    const { page } = app;
    const first = await designText(page);

    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage').click();
    expect(await tab(page, 'File Storage').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => designText(page)).toMatch(/^\d[\d,]* × .+ mount targets?$/);
    const before = await designText(page);
    expect(before).not.toBe(first);

    // The charts arrive (lazily) and draw.
    const fssChart = chart(page, charts.fss.title);
    await drawnChart(fssChart);
    await fssChart.getByRole('button', { name: 'Show data table' }).click();
    await fssChart.locator('table tbody tr').first().waitFor();
    const chartBefore = await chartSignature(fssChart);

    // Three times the read throughput needs a design that carries more (more mount targets, or a
    // larger type where that is cheaper); the chart redraws for it.
    const read = field(page, 'Read throughput');
    await read.fill(times(await read.inputValue(), 3));
    const after = await waitForDesignChange(page, before);
    expect(after).toMatch(/^\d[\d,]* × .+ mount targets?$/);
    expect(gbpsOf(after), `${before} → ${after}`).toBeGreaterThan(gbpsOf(before));
    await expect.poll(() => chartSignature(fssChart)).not.toBe(chartBefore);
    // The drawing itself, not only the data table.
    const drawing = async () => (JSON.parse(await chartSignature(fssChart)) as { paths: string[] }).paths.join('|');
    const drawingBefore = (JSON.parse(chartBefore) as { paths: string[] }).paths.join('|');
    const drawingAfter = await drawing();
    expect(drawingAfter).not.toBe(drawingBefore);

    // Back to the first value with the chart scrolled out of sight: the answer comes back at
    // once, and the chart shows the first drawing again once it is scrolled back into view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => fssChart.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight + 300)).toBe(true);
    await read.fill(String(Number(await read.inputValue()) / 3));
    await expect.poll(() => designText(page)).toBe(before);
    await fssChart.scrollIntoViewIfNeeded();
    await expect.poll(drawing).toBe(drawingBefore);

    expectClean(app.problems);
    await app.close();
  });

  it('needs a design that reads more as the read throughput rises', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Media processing' });
    await tab(page, 'File Storage').click();
    await expect.poll(() => designText(page)).toMatch(/mount target/);

    // Each step doubles the read throughput; what the design reads never falls and ends higher
    // (a larger type may replace more mount targets where it costs less).
    const read = field(page, 'Read throughput');
    const counts = [gbpsOf(await designText(page))];
    for (let i = 0; i < 3; i++) {
      counts.push(gbpsOf(await fillAndSettle(page, read, times(await read.inputValue(), 2))));
    }
    for (let i = 1; i < counts.length; i++) expect(counts[i], `counts ${counts.join(' → ')}`).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts.at(-1)!, `counts ${counts.join(' → ')}`).toBeGreaterThan(counts[0]!);

    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: input it cannot use', () => {
  it('says what is wrong with "-5" and "abc" next to the field, and keeps the last good plan', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage').click();
    await expect.poll(() => designText(page)).toMatch(/mount target/);
    const good = await designText(page);
    const goodHref = await settledHref(page);
    const read = field(page, 'Read throughput');
    const goodValue = await read.inputValue();

    for (const typed of ['-5', 'abc']) {
      await read.fill(typed);

      // The message: referenced by the field, announced (role=alert), inside the field's box.
      await expect.poll(() => read.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await read.getAttribute('aria-describedby')) ?? '';
      const messages = page.locator(
        describedBy
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => `[id="${id}"][role="alert"]`)
          .join(', ') || '#none',
      );
      expect(await messages.count(), `"${typed}": aria-describedby="${describedBy}" names an alert`).toBe(1);
      expect(await messages.isVisible()).toBe(true);
      expect(((await messages.textContent()) ?? '').trim().length, `"${typed}": the message says something`).toBeGreaterThan(5);
      const sameField = await read.evaluate((input, id) => input.closest('.field')?.querySelector(`[id="${id}"]`) !== null, await messages.getAttribute('id'));
      expect(sameField, `"${typed}": the message sits in the same field as the input`).toBe(true);

      // What was typed stays; the plan and the link keep the last good scenario.
      expect(await read.inputValue()).toBe(typed);
      expect(await designText(page)).toBe(good);
      await page.waitForTimeout(300); // longer than the link's write delay
      expect(page.url(), `"${typed}": the link keeps the last good plan`).toBe(goodHref);
      expect(await design(page).isVisible()).toBe(true);

      // And the results say they answer the last valid input, naming its value and the field.
      const stale = page.getByTestId('stale-notice');
      await stale.waitFor();
      const text = (await stale.textContent()) ?? '';
      expect(text).toContain('last valid input');
      expect(text).toMatch(/Read throughput [\d,.]+ (MB|GB)\/s/);
      expect(text).toContain('Fix Read throughput');
      expect(await page.locator('.results-stale').count()).toBe(1);
    }

    // Fixing it clears the message and the plan follows again.
    await read.fill(goodValue);
    await expect.poll(() => read.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.field-invalid').count()).toBe(0);
    expect(await designText(page)).toBe(good);
    expect(await page.getByTestId('stale-notice').count()).toBe(0);
    expect(await page.locator('.results-stale').count()).toBe(0);

    expectClean(app.problems);
    await app.close();
  });
});
