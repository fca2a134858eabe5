/**
 * A fio result for another design of the same service, read in the browser: the planner says
 * which design the run was for and offers to open it; opened, that design is weighed as the
 * user's choice, the same result reads as its run, and it can be adopted as the calibration,
 * which then applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioFor } from '../../src/store/initialState.ts';
import { findPreset } from '../../src/store/presets.ts';
import { planFor } from '../../src/ui/fio/testBundle.ts';
import { syntheticFioResult } from './fioRun.ts';
import { expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

describe('a fio run for another design', () => {
  it('offers to open the design the run was for; opened, the run applies', async () => {
    const chosen = { blockVolume: { performanceLevel: 'balanced', volumeSizeGB: 700, volumes: 3 } };
    const plan = planFor({ ...scenarioFor(findPreset('oracle-oltp')!.requirement), chosen }, 'block-volume');
    if (!plan.ok) throw new Error(plan.message);
    const result = syntheticFioResult(plan);

    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'Block Volume').click();
    await expect.poll(() => page.getByTestId('design-label').first().textContent()).toBe('Recommended design');
    await page.getByLabel(/Read fio results/).setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: result });
    const problems = page.locator('.fio-problems');
    await problems.waitFor();
    expect(await problems.innerText()).toMatch(/This run was for block-volume \(3x700GB@balanced/);
    await problems.getByRole('button', { name: /^Open 3x700GB@balanced, the design this run was for/ }).click();

    // The run's design is now the one weighed, and the same result reads as its run.
    await expect.poll(() => page.getByTestId('design-label').first().textContent()).toBe('Your choice');
    await page.getByTestId('fio-comparison').waitFor();
    expect(await problems.count()).toBe(0);
    await page.getByRole('button', { name: 'Adopt as calibration' }).click();
    const note = page.getByTestId('calibration-note');
    await note.waitFor();
    expect(await note.getAttribute('data-status')).toBe('applied');
    expectClean(app.problems);
    await app.close();
  }, 120_000);
});
