/**
 * "Test this design": from an answer, a new user downloads the fio bundle as one .zip; it holds
 * the job files, the README with the data warning first, and, for File Storage, the mount
 * script; the comparison's bundle tests its cheapest design; Japanese gets a Japanese README.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareServices } from '../../src/engine/index.ts';
import { findPreset } from '../../src/store/presets.ts';
import results from '../../src/ui/i18n/en/results.ts';
import { scenarioFor } from '../../src/store/initialState.ts';
import { planFor } from '../../src/ui/fio/testBundle.ts';
import { runDesignFio } from './fioRun.ts';
import { chart, drawnChart, expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

async function downloadBundle(page: Page, button: string): Promise<{ name: string; files: Record<string, string> }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  return { name: download.suggestedFilename(), files: Object.fromEntries(Object.entries(zip).map(([k, v]) => [k.replace(/^fio-test\//, ''), strFromU8(v)])) };
}

describe('test this design with fio', () => {
  it('downloads a File Storage bundle: jobs per client, the mount script and the README, warning first', async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Media processing' });
    await tab(page, 'File Storage').click();
    const { name, files } = await downloadBundle(page, 'Test this design with fio (.zip)');
    expect(name).toBe('fio-test-file-storage.zip');
    const jobs = Object.keys(files).filter((f) => f.endsWith('.fio'));
    expect(jobs.length).toBeGreaterThan(1);
    for (const job of jobs) {
      expect(files[job]).toMatch(/^\s*direct=1/m);
      expect(files[job]).toMatch(/^\s*bs=\d+k/m);
    }
    expect(files['mount.sh']).toMatch(/mount/);
    const readme = files['README.md']!;
    expect(readme.indexOf('destroys its data')).toBeGreaterThan(0);
    expect(readme.indexOf('destroys its data')).toBeLessThan(readme.indexOf('## What the test proves'));
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Downloaded fio-test-file-storage.zip' }).count()).toBe(1);
    expectClean(app.problems);
    await app.close();
  });

  it("tests the comparison's cheapest design, and writes the README in Japanese for a Japanese reader", async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    const cheapest = (await page.locator('.compare-table thead th.cheapest').evaluate((th) => th.childNodes[0]?.textContent ?? '')).trim();
    const { files } = await downloadBundle(page, 'Test this design with fio (.zip)');
    // The fio words name a service without its parenthesis ("Dense I/O", not "Dense I/O (local NVMe)").
    expect(files['README.md']).toContain(cheapest.replace(/ \(.*\)$/, ''));
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
    const ja = await downloadBundle(page, 'fio でこの構成をテスト（.zip）');
    expect(ja.files['README.md']).toMatch(/[\u3040-\u30ff]/);
    expectClean(app.problems);
    await app.close();
  });
  it("reads a real fio run back: measured against planned, and a file that is not fio's says so", async () => {
    // The jobs the planner writes for the Oracle OLTP example's Block Volume design, run by the
    // real fio for two seconds against a scratch file, as the customer runs them on the volume.
    const preset = findPreset('oracle-oltp')!;
    const plan = planFor(scenarioFor(preset.requirement), 'block-volume');
    if (!plan.ok) throw new Error(plan.message);
    const result = await runDesignFio(plan);

    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'Block Volume').click();
    const input = page.getByLabel(/Read fio results/);
    await input.setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: result });
    const comparison = page.getByTestId('fio-comparison');
    await comparison.waitFor();
    const text = await comparison.innerText();
    expect(text).toMatch(/Measured: [\d,]+ IOPS, [\d,.]+ MB\/s/);
    expect(text).toMatch(/Planned: 25,000 IOPS/);
    expect(text).toMatch(/(below|above|Within) .*plan/);
    // The binding limit the engine names for this design (at 8 KiB, Balanced volumes are held to the printed 8 KB column).
    const binding = compareServices(preset.requirement).blockVolume.evaluation.explanation.limit as keyof typeof results.limit;
    expect(text).toContain(`binding limit: ${results.limit[binding]}`);

    // The run is drawn on the Block Volume chart as "measured by you", dated from fio's
    // timestamp: per volume, at the design's volume size.
    const measuredIops = Number(/Measured: ([\d,]+) IOPS/.exec(text)![1]!.replace(/,/g, ''));
    const figure = await drawnChart(chart(page, 'Block Volume: one volume by size, at 8 KiB'));
    const mark = figure.locator('[data-your-run]');
    await mark.waitFor();
    const title = await mark.locator('title').textContent();
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(title).toContain(`Measured by you (fio, ${today})`);
    const perVolume = Number(/: ([\d,.]+) IOPS$/.exec(title!)![1]!.replace(/,/g, ''));
    const volumes = (plan.result as { design?: { volumes?: number } }).design?.volumes ?? 0;
    expect(volumes).toBeGreaterThan(0);
    expect(Math.abs(perVolume / (measuredIops / volumes) - 1)).toBeLessThan(0.02);
    expect(await figure.getByText(`Measured by you (fio, ${today})`).count()).toBeGreaterThan(0);

    // Not fio's JSON: a clear message naming the file; the last good comparison stays.
    await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    const alert = page.getByRole('alert').filter({ hasText: 'notes.json' });
    await alert.waitFor();
    expect(await page.getByTestId('fio-comparison').innerText()).toBe(text);
    expectClean(app.problems);
    await app.close();
  });

  it('draws a Lustre run on the tier chart, at the capacity it tested', async () => {
    // One client's jobs of the AI/ML example's Lustre design, run by the real fio for two seconds
    // on a scratch file (the customer runs them on the mounted file system).
    const plan = planFor(scenarioFor(findPreset('ai-training')!.requirement), 'lustre');
    if (!plan.ok) throw new Error(plan.message);
    const result = await runDesignFio(plan);

    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await tab(page, 'File Storage with Lustre').click();
    await page.getByLabel(/Read fio results/).setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: result });
    const text = await page.getByTestId('fio-comparison').innerText();
    const measuredMBps = Number(/Measured: [\d,]+ IOPS, ([\d,.]+) MB\/s/.exec(text)![1]!.replace(/,/g, ''));
    // The Lustre view's first chart is the tier chart.
    const figure = await drawnChart(page.locator('figure.chart').first());
    expect(await figure.locator('svg.recharts-surface [data-mark="recommended"]').count()).toBe(1);
    const mark = figure.locator('[data-your-run]');
    await mark.waitFor();
    const title = (await mark.locator('title').textContent())!;
    expect(title).toMatch(/^Measured by you \(fio, .+\): [\d,.]+ MB\/s$/);
    const drawn = Number(/: ([\d,.]+) MB\/s$/.exec(title)![1]!.replace(/,/g, ''));
    expect(Math.abs(drawn / measuredMBps - 1)).toBeLessThan(0.02);
    expectClean(app.problems);
    await app.close();
  });
});
