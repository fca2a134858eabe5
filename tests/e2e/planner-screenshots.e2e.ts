/**
 * Screenshots of the main views for the README (docs/screenshots/*.png), taken from the built
 * app in headless Chromium. Only with SCREENSHOTS=1, so ordinary runs never rewrite them:
 *
 *   npx vite build && SCREENSHOTS=1 npx vitest run --project e2e tests/e2e/planner-screenshots.e2e.ts
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioFor } from '../../src/store/initialState.ts';
import { findPreset } from '../../src/store/presets.ts';
import charts from '../../src/ui/i18n/en/charts.ts';
import { planFor } from '../../src/ui/fio/testBundle.ts';
import { runDesignFio } from './fioRun.ts';
import { chart, designText, drawnChart, expectClean, firstChartDrawn, loadLazy, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const enabled = process.env.SCREENSHOTS === '1';

let h: Harness;

beforeAll(async () => {
  if (!enabled) return;
  mkdirSync(OUT, { recursive: true });
  h = await startHarness();
});

afterAll(async () => {
  if (enabled) await stopHarness(h);
});

const DESKTOP = { viewport: { width: 1280, height: 960 }, colorScheme: 'light' as const, reducedMotion: 'reduce' as const };

async function ready(page: Page): Promise<void> {
  await firstChartDrawn(page);
  await loadLazy(page, 'panels');
  // The sources panel is in (folded on a phone).
  await page.locator('details[data-fold="sources"]').waitFor({ state: 'attached' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function shoot(page: Page, name: string): Promise<void> {
  expect(await designText(page)).not.toBe('');
  await page.mouse.move(1, 1); // no hover state or chart tooltip
  await page.screenshot({ path: `${OUT}${name}.png`, animations: 'disabled', caret: 'hide' });
}

describe.skipIf(!enabled)('screenshots (SCREENSHOTS=1)', () => {
  it('writes the main views to docs/screenshots/', async () => {
    const app = await openApp(h, { context: DESKTOP });
    const { page } = app;
    await page.getByLabel('Theme').selectOption({ label: 'Light' });
    await page.getByLabel('Start from an example').selectOption({ label: 'Media processing' });
    await ready(page);
    await shoot(page, 'compare');

    await tab(page, 'File Storage').click();
    await ready(page);
    await shoot(page, 'file-storage');
    // The File Storage scaling chart, below the answer.
    const fss = chart(page, charts.fss.title);
    await drawnChart(fss);
    await page.mouse.move(1, 1);
    await fss.screenshot({ path: `${OUT}file-storage-chart.png`, animations: 'disabled', caret: 'hide' });

    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'Block Volume').click();
    await ready(page);
    await shoot(page, 'block-volume');

    await tab(page, 'Dense I/O').click();
    await ready(page);
    await shoot(page, 'dense-io');

    await page.getByLabel('Theme').selectOption({ label: 'Dark' });
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'Compare').click();
    await ready(page);
    await shoot(page, 'dark');

    expectClean(app.problems);
    await app.close();
  });

  it('writes the phone view to docs/screenshots/', async () => {
    const app = await openApp(h, {
      context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'light', reducedMotion: 'reduce' },
    });
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage').click();
    await ready(page);
    // The answer, with the start of the form above it.
    await page.getByTestId('recommended-design').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, 'phone');

    expectClean(app.problems);
    await app.close();
  });

  it('writes the fio round trip to docs/screenshots/: measured against planned, the point on the chart, the calibration', async () => {
    // The Oracle OLTP example's Block Volume jobs, run by the real fio for a few seconds on a
    // scratch file (the customer runs them on the volumes).
    const plan = planFor(scenarioFor(findPreset('oracle-oltp')!.requirement), 'block-volume');
    if (!plan.ok) throw new Error(plan.message);
    const result = await runDesignFio(plan, { runtimeSeconds: 3, sizeMiB: 32 });

    const app = await openApp(h, { context: DESKTOP });
    const { page } = app;
    await page.getByLabel('Theme').selectOption({ label: 'Light' });
    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'Block Volume').click();
    await page.getByLabel(/Read fio results/).setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: result });
    const block = page.locator('.fio-bundle');
    await page.getByTestId('fio-comparison').waitFor();
    await page.mouse.move(1, 1);
    await block.screenshot({ path: `${OUT}fio-results.png`, animations: 'disabled', caret: 'hide' });
    const bv = await drawnChart(chart(page, 'Block Volume: one volume by size, at 8 KiB'));
    await bv.locator('[data-your-run]').waitFor();
    await page.mouse.move(1, 1);
    await bv.screenshot({ path: `${OUT}fio-chart.png`, animations: 'disabled', caret: 'hide' });
    // Adopted as the calibration: the note under the answer says what the plan now uses.
    await page.getByRole('button', { name: 'Adopt as calibration' }).click();
    const note = page.getByTestId('calibration-note');
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await note.screenshot({ path: `${OUT}fio-calibration.png`, animations: 'disabled', caret: 'hide' });
    expectClean(app.problems);
    await app.close();
  });
});
