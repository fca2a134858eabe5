/**
 * Accessible names that are words (issue 40), in the built app: every view and section of a full
 * plan (growth and a daily profile, a measurement file imported and used, so the measured chart
 * and its brush are drawn, the Deploy section, then three workloads), in English and Japanese,
 * every chart drawn and every fold open. Not one aria-label, aria-description, aria-valuetext,
 * aria-roledescription, title, alt, or SVG <title> or <desc> says "undefined", "NaN", "null" or
 * "Infinity" (`namesNotWords`); a failure names the language, the view and the element.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_VERSION } from '../../src/engine/index.ts';
import { buildHash } from '../../src/store/url.ts';
import { expectClean, loadLazy, namesNotWords, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => stopHarness(h));

const VIEWS = ['compare', 'file-storage', 'block-volume', 'dense-io', 'lustre'] as const;
type Lang = 'en' | 'ja';

/** A plan that grows and has a daily profile: every over-time section has something to draw. */
const START = buildHash(
  {
    version: SCENARIO_VERSION,
    mode: 'recommend',
    service: 'compare',
    requirement: { readMBps: 800, writeMBps: 200, readIops: 20_000, writeIops: 5_000, ioSizeKiB: 64, capacityGB: 20_000 },
    growth: { capacityPercentPerYear: 40, performancePercentPerYear: 60, horizonMonths: 24, steps: [{ month: 24, capacityGB: 5_000 }] },
    profile: { peakHours: 8, offPeakLevelPercent: 25 },
  },
  'compare',
);

async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: lang === 'ja' ? '日本語' : 'English', exact: true }).click();
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

/** Every lazily loaded part in, every fold open, every chart drawn (each is drawn as it nears the screen). */
async function everythingDrawn(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
  await loadLazy(page, 'charts');
  await loadLazy(page, 'panels');
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
  const pending = () => page.evaluate(() => Array.from(document.querySelectorAll('.chart-pending')).filter((el) => el.checkVisibility()).length);
  for (let attempt = 0, left = await pending(); attempt < 60 && left > 0; attempt++) {
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('.chart-pending'))
        .find((el) => el.checkVisibility())
        ?.scrollIntoView(),
    );
    await page
      .waitForFunction((n) => Array.from(document.querySelectorAll('.chart-pending')).filter((el) => el.checkVisibility()).length < n, left, { timeout: 3_000 })
      .catch(() => undefined);
    left = await pending();
  }
  expect(await pending(), 'charts that never drew').toBe(0);
}

describe('accessible names that are words', () => {
  it('in every view and section, in English and Japanese, with a measurement used, growth, a profile, Deploy and three workloads', async () => {
    const app = await openApp(h, { hash: START, context: { viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC' } });
    const { page } = app;

    // The check works: a name carrying a missing value is caught.
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<span id="name-probe" aria-label="Max value: NaN"></span>'));
    expect(await namesNotWords(page)).toEqual(['<span aria-label="Max value: NaN">']);
    await page.evaluate(() => document.getElementById('name-probe')?.remove());

    // A measurement file imported and its workload used: the measured chart keeps its brush.
    await page.getByRole('button', { name: 'Import measurements' }).click();
    await page.getByLabel('Measurement files').setInputFiles({
      name: 'oci-blockstore-cli.json',
      mimeType: 'application/json',
      buffer: Buffer.from(readFileSync('tests/fixtures/measurements/oci-blockstore-cli.json', 'utf8')),
    });
    await page.locator('.measurements-chart .recharts-brush').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Use this workload' }).click();
    await page.locator('.measured-mark').first().waitFor();
    await page.locator('.measurements-chart .recharts-brush').first().waitFor();

    const failures: string[] = [];
    const checked: string[] = [];
    const checkAll = async (where: string) => {
      for (const lang of ['en', 'ja'] as const) {
        await setLanguage(page, lang);
        for (const view of VIEWS) {
          await page.locator(`#view-tab-${view}`).click();
          await page.locator(`#view-tab-${view}[aria-selected="true"]`).waitFor();
          await everythingDrawn(page);
          for (const name of await namesNotWords(page)) failures.push(`${where}, ${lang}, ${view}: ${name}`);
          checked.push(`${where}, ${lang}, ${view}`);
        }
      }
    };
    await checkAll('one workload');
    // The measured chart and the Deploy section were among what was checked.
    expect(await page.locator('.measurements-chart .recharts-brush').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid^="deploy-"]').count()).toBeGreaterThan(0);

    // Three workloads: the list and the plan of them.
    await setLanguage(page, 'en');
    await page.getByRole('button', { name: 'Add a workload' }).click();
    await page.getByRole('button', { name: 'Add a workload' }).click();
    await page.getByTestId('workload-item').nth(2).waitFor();
    await page.getByTestId('plan-panel').waitFor({ timeout: 30_000 });
    await checkAll('three workloads');
    // Each view was reached in both languages, with one workload and with three.
    expect(checked.filter((c) => c.startsWith('one workload'))).toHaveLength(2 * VIEWS.length);
    expect(checked.filter((c) => c.startsWith('three workloads'))).toHaveLength(2 * VIEWS.length);

    expect(failures.join('\n'), 'accessible names that are no words').toBe('');
    expectClean(app.problems);
    await app.close();
  });
});
