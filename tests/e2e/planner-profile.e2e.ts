/**
 * A daily profile in the built app, in real headless Chromium: typed in Compare's over-time
 * section, it shows Block Volume auto-tune against fixed VPUs, the HPMT options and the day's
 * chart; the link carries the profile, and opening that link shows the same costs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_VERSION } from '../../src/engine/index.ts';
import { buildHash, readHash } from '../../src/store/url.ts';
import { chart, expectClean, openApp, settledHref, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

const start = buildHash(
  { version: SCENARIO_VERSION, mode: 'recommend', service: 'compare', requirement: { readIops: 100_000, ioSizeKiB: 4, capacityGB: 1000 } },
  'compare',
);

describe('planner: a daily profile', () => {
  it('typing a profile shows both Block Volume costs, the HPMT options and the chart; the link carries it', async () => {
    const app = await openApp(h, { hash: start });
    const { page } = app;
    const section = page.locator('section.daily-profile');
    await section.getByRole('textbox', { name: 'Peak hours a day' }).fill('8');
    await section.getByRole('textbox', { name: 'Off-peak level (% of the requirement)' }).fill('20');
    const bv = section.getByTestId('profile-autotune');
    await expect.poll(() => bv.textContent(), { timeout: 15_000 }).toMatch(/Fixed at \d+ VPUs\/GB all month/);
    const bvText = (await bv.textContent())!;
    expect(bvText).toMatch(/Auto-tune from a default of \d+ to a maximum of \d+ VPUs\/GB/);
    expect(bvText).toContain('Auto-tune saves');
    expect(await section.getByTestId('profile-hpmt').locator('li').count()).toBeGreaterThan(0);
    expect(await section.getByTestId('profile-notes').textContent()).toContain('assumed: tuned-up VPUs bill at the level held');
    const figure = chart(page, 'The day hour by hour');
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('svg.recharts-surface').first().waitFor({ timeout: 20_000 });

    const href = await settledHref(page);
    const read = readHash(new URL(href).hash);
    expect(read.scenario?.ok && read.scenario.scenario.profile).toEqual({ peakHours: 8, offPeakLevelPercent: 20 });

    // The link opens the same profile and the same costs in a new page.
    const again = await app.newPage();
    await again.goto(href);
    const section2 = again.locator('section.daily-profile');
    await expect.poll(() => section2.getByRole('textbox', { name: 'Peak hours a day' }).inputValue(), { timeout: 15_000 }).toBe('8');
    await expect.poll(() => section2.getByTestId('profile-autotune').textContent(), { timeout: 15_000 }).toBe(bvText);
    expectClean(app.problems);
    await app.close();
  }, 120_000);
});
