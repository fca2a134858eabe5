/**
 * The Block Volume, Dense I/O and Lustre charts as inputs, in the built app and real headless
 * Chromium: a point of another design chosen with the keyboard (arrow keys, Enter in the
 * chart's accessibility layer) or the pointer is weighed in place of the recommendation ("Your
 * choice", on the chart too), the share link reopens with it, and the way back returns to the
 * recommendation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { drawnChart, expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

const label = (page: Page) => page.getByTestId('design-label').first();

function chartTitled(page: Page, title: RegExp): Locator {
  return page.locator('figure.chart').filter({ has: page.locator('.chart-title', { hasText: title }) });
}

/**
 * Walks the chart's points with the keyboard (right for the next x, down for the next series
 * there) until the announcement offers to weigh a design, then presses Enter; the offer's text.
 */
async function chooseWithKeys(page: Page, figure: Locator): Promise<string> {
  const svg = figure.locator('svg.recharts-surface').first();
  await svg.focus();
  const announce = figure.locator('.chart-announce');
  let last = '';
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'ArrowDown' : 'ArrowRight');
    await expect.poll(() => announce.textContent()).not.toBe(last);
    last = (await announce.textContent()) ?? '';
    const offer = /Enter: (Weigh .+ against this workload)/.exec(last);
    if (offer) {
      await page.keyboard.press('Enter');
      return offer[1]!;
    }
  }
  throw new Error(`no design was offered on the chart; last: ${last}`);
}

/** The scenario a share link carries (base64url JSON), or null. */
function linkScenario(url: string): { chosen?: Record<string, unknown> } | null {
  const m = /#scenario=([^&]+)/.exec(url);
  return m ? (JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as { chosen?: Record<string, unknown> }) : null;
}

/** The choice is in the link: a fresh page opened with it plans the same choice. */
async function reopens(page: Page, key: string): Promise<void> {
  await expect.poll(() => Object.keys(linkScenario(page.url())?.chosen ?? {})).toEqual([key]);
  const { page: again, problems } = await openApp(h, { hash: new URL(page.url()).hash });
  await expect.poll(() => again.getByTestId('design-label').filter({ hasText: 'Your choice' }).count()).toBe(1);
  await expect.poll(() => again.getByRole('button', { name: 'Back to the recommendation' }).isVisible()).toBe(true);
  expectClean(problems);
  await again.context().close();
}

describe('charts as inputs: Block Volume, Dense I/O, Lustre', () => {
  const cases: { view: string; key: string; title: RegExp; example?: string }[] = [
    { view: 'Block Volume', key: 'blockVolume', title: /^Block Volume: one volume by size/ },
    { view: 'Dense I/O', key: 'denseIo', title: /^Dense I\/O: IOPS by read share/ },
    // Lustre carries no small-I/O requirement (no small-I/O rate is published): a 1 MiB example.
    { view: 'File Storage with Lustre', key: 'lustre', title: /^File Storage with Lustre: throughput by capacity/, example: 'Media processing' },
  ];
  for (const c of cases) {
    it(`${c.view}: Enter on another design weighs it, the chart names it, the link keeps it, the way back returns`, async () => {
      const { page, problems } = await openApp(h);
      if (c.example) await page.getByLabel('Start from an example').selectOption({ label: c.example });
      await tab(page, c.view).click();
      await expect.poll(() => label(page).textContent()).toBe('Recommended design');
      const figure = await drawnChart(chartTitled(page, c.title));
      const offer = await chooseWithKeys(page, figure);
      expect(offer).toMatch(/^Weigh /);
      await expect.poll(() => label(page).textContent()).toBe('Your choice');
      await expect.poll(() => figure.locator('.chart-point-label').textContent()).toMatch(/^Your choice:/);
      await reopens(page, c.key);
      await page.getByRole('button', { name: 'Back to the recommendation' }).click();
      await expect.poll(() => label(page).textContent()).toBe('Recommended design');
      expectClean(problems);
    });
  }

  it('Lustre: a click on a highlighted point of another tier weighs that tier', async () => {
    const { page, problems } = await openApp(h);
    await tab(page, 'File Storage with Lustre').click();
    const figure = await drawnChart(chartTitled(page, /^File Storage with Lustre: throughput by capacity/));
    const svg = figure.locator('svg.recharts-surface').first();
    const box = (await svg.boundingBox())!;
    const target = figure.locator('[data-pick] circle').first();
    await expect
      .poll(async () => {
        await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.35);
        return target.count();
      })
      .toBeGreaterThan(0);
    const tier = await figure.locator('[data-pick]').first().getAttribute('data-pick');
    const at = (await target.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect.poll(() => label(page).textContent()).toBe('Your choice');
    await expect.poll(() => figure.locator('.chart-point-label').textContent()).toContain(`at ${tier} MB/s per TB`);
    expectClean(problems);
  });
});
