/**
 * The fio calibration end to end: a real fio run of the Oracle OLTP example's Block Volume
 * design is read back in the browser and adopted; the answer then says it is calibrated and
 * marks what changed, the share link carries it (a new page opened from the link shows it
 * too), the comparison shows the measured latency, and "Drop the calibration" takes it out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioFor } from '../../src/store/initialState.ts';
import { findPreset } from '../../src/store/presets.ts';
import { planFor } from '../../src/ui/fio/testBundle.ts';
import { runDesignFio } from './fioRun.ts';
import { expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

/** The scenario the page's link carries. */
function scenarioOfHash(hash: string): { calibration?: { service: string; latencyUs: number } } {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get('scenario') ?? '';
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { calibration?: { service: string; latencyUs: number } };
}

describe('calibrate the plan from a fio run', () => {
  it('adopts a real run, marks what it changes, keeps it in the link, and drops it', async () => {
    const plan = planFor(scenarioFor(findPreset('oracle-oltp')!.requirement), 'block-volume');
    if (!plan.ok) throw new Error(plan.message);
    const result = await runDesignFio(plan);
    const meanUs =
      (JSON.parse(result.toString('utf8').slice(result.toString('utf8').indexOf('{'))) as { jobs: { read: { lat_ns: { mean: number } } }[] }).jobs[0]!.read
        .lat_ns.mean / 1000;

    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'Block Volume').click();
    await page.getByLabel(/Read fio results/).setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: result });
    await page.getByTestId('fio-comparison').waitFor();
    expect(await page.getByTestId('calibration-note').count()).toBe(0);

    await page.getByRole('button', { name: 'Adopt as calibration' }).click();
    const note = page.getByTestId('calibration-note');
    await note.waitFor();
    expect(await note.getAttribute('data-status')).toBe('applied');
    expect(await note.innerText()).toMatch(/Calibrated\. Block Volume, .*ms per operation, measured by your fio run of/);
    // The clients' block may lie out of sight: it takes the plan right after the frame that shows it.
    await expect.poll(() => page.getByTestId('concurrency').innerText()).toContain('measured by your fio run');
    await page.getByRole('status').filter({ hasText: 'Adopted' }).waitFor();

    // The link carries it, with the latency fio measured.
    await expect.poll(() => page.evaluate(() => window.location.hash).then((hash) => scenarioOfHash(hash).calibration?.service)).toBe('block-volume');
    const hash = await page.evaluate(() => window.location.hash);
    const carried = scenarioOfHash(hash).calibration!;
    expect(Math.abs(carried.latencyUs - meanUs)).toBeLessThan(Math.max(1, meanUs * 0.5));

    // Opened from the link elsewhere: still calibrated.
    const other = await openApp(h, { hash });
    await other.page.getByTestId('calibration-note').waitFor();
    expect(await other.page.getByTestId('calibration-note').getAttribute('data-status')).toBe('applied');
    await other.close();

    // The comparison shows the measured latency in the Block Volume column.
    await tab(page, 'Compare').click();
    await page.locator('[data-calibrated="latency"]').first().waitFor();
    expect(await page.locator('[data-calibrated="latency"]').innerText()).toMatch(/measured [\d.,]+ ms/);

    await page.getByRole('button', { name: 'Drop the calibration' }).click();
    await expect.poll(() => page.getByTestId('calibration-note').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.location.hash).then((x) => scenarioOfHash(x).calibration)).toBeUndefined();
    expectClean(app.problems);
    await app.close();
  }, 120_000);
});
