/**
 * Planning over time in the built app and real headless Chromium: typing growth shows the runway
 * in the Compare headline and draws the month-by-month chart (its tooltip reads a value, a legend
 * click hides a series) and the cumulative bill; ranking by the horizon names the cheapest the
 * engine names; the link, reopened, carries the growth and the ranking choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { compareServices, growth as growthArea, type CompareScenario } from '../../src/engine/index.ts';
import { buildHash, readHash } from '../../src/store/url.ts';
import { chart, drawnChart, expectClean, openApp, settledHref, startHarness, stopHarness, type Harness } from './helpers.ts';
import { makeScenario } from '../fixtures/compareScenario.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** Moves the pointer over the plot until the chart's tooltip shows; its text. */
async function hover(page: Page, figure: Locator, fx: number): Promise<string> {
  const svg = figure.locator('svg.recharts-surface').first();
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  const tooltip = figure.locator('.chart-tooltip');
  await expect
    .poll(
      async () => {
        await page.mouse.move(box.x + box.width * fx, box.y + box.height * 0.35);
        return tooltip.isVisible();
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return (await tooltip.textContent()) ?? '';
}

const lineCount = (figure: Locator) => figure.locator('svg.recharts-surface .recharts-line').count();

// Reads of 1 MiB that grow; data that does not (src/engine/growth/rankBy.test.ts): this month
// Lustre is the cheapest, over the horizon File Storage.
const start: CompareScenario = makeScenario({ readMBps: 3200, writeMBps: undefined, capacityGB: 50_000 });
const SERVICE_NAMES = {
  'file-storage': 'File Storage',
  'block-volume': 'Block Volume',
  'dense-io': 'Dense I/O (local NVMe)',
  lustre: 'File Storage with Lustre',
} as const;

describe('over time', () => {
  it('growth typed shows the runway, the charts and the cumulative bill; ranking by the horizon names the engine’s cheapest; the link carries both', async () => {
    const { page, problems } = await openApp(h, { hash: buildHash(start, 'compare') });
    const headline = page.getByTestId('compare-headline');
    await page.getByLabel('Throughput and IOPS growth (% a year)').fill('100');
    const runway = page.getByTestId('compare-runway');
    await runway.waitFor();
    expect(await runway.textContent()).toMatch(
      /^Over time, .+: (It carries this load for \d+ months?; the first limit it then reaches is .+\.|It carries this load for the whole horizon\.)$/,
    );

    // The month-by-month chart: the tooltip reads a value in × today's demand for a month.
    const demand = await drawnChart(chart(page, 'Demand against what each design carries, month by month'));
    const text = await hover(page, demand, 0.55);
    expect(text).toMatch(/^Month \d+/);
    expect(text).toMatch(/File Storage carries: [\d.,]+×/);
    // A legend click hides a series.
    const before = await lineCount(demand);
    const entry = demand.getByRole('button', { name: 'File Storage carries', exact: true });
    await entry.click();
    await expect.poll(() => lineCount(demand)).toBe(before - 1);
    expect(await entry.getAttribute('aria-pressed')).toBe('false');
    expect(await hover(page, demand, 0.55)).not.toMatch(/File Storage carries:/);

    // The cumulative bill, in dollars, month by month.
    const cost = await drawnChart(chart(page, 'The bill over time'));
    expect(await cost.getByRole('radio', { name: 'Cumulative' }).isChecked()).toBe(true);
    expect(await hover(page, cost, 0.8)).toMatch(/File Storage: \$[\d,]+/);

    // The engine's answers for the scenario in the link: this month's cheapest and the horizon's.
    const href = await settledHref(page);
    const decoded = readHash(new URL(href).hash).scenario;
    if (!decoded?.ok) throw new Error('the link does not hold a scenario');
    const scenario = decoded.scenario;
    expect(scenario.growth).toEqual({ performancePercentPerYear: 100 });
    const today = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing);
    const overTime = growthArea.planOverTime(scenario.requirement, scenario.growth, today, scenario.pricing);
    expect(today.cheapest).not.toBeNull();
    expect(overTime.horizonCheapest).not.toBeNull();
    expect(overTime.horizonCheapest).not.toBe(today.cheapest);
    expect(await headline.textContent()).toBe(`Cheapest service that fits: ${SERVICE_NAMES[today.cheapest!]}`);

    await page.getByRole('radio', { name: 'the total over 36 months' }).check();
    await expect.poll(() => headline.textContent()).toBe(`Cheapest service that fits: ${SERVICE_NAMES[overTime.horizonCheapest!]}`);
    expect(await page.getByTestId('ranked-by').getAttribute('data-rank-by')).toBe('horizon');

    // The link, reopened in a new page, carries the growth and the choice.
    await expect
      .poll(async () => readHash(new URL(page.url()).hash).scenario)
      .toMatchObject({ ok: true, scenario: { growth: { performancePercentPerYear: 100, rankBy: 'horizon' } } });
    const link = await settledHref(page);
    const again = await openApp(h, { hash: new URL(link).hash });
    expect(await again.page.getByLabel('Throughput and IOPS growth (% a year)').inputValue()).toBe('100');
    expect(await again.page.getByRole('radio', { name: 'the total over 36 months' }).isChecked()).toBe(true);
    expect(await again.page.getByTestId('compare-headline').textContent()).toBe(`Cheapest service that fits: ${SERVICE_NAMES[overTime.horizonCheapest!]}`);
    await again.page.getByTestId('compare-runway').waitFor();
    await drawnChart(chart(again.page, 'The bill over time'));
    expectClean(again.problems);
    await again.close();
    expectClean(problems);
  });
});
