/**
 * "Test this design": from an answer, a new user downloads the fio bundle as one .zip; it holds
 * the job files, the README with the data warning first, and, for File Storage, the mount
 * script; the comparison's bundle tests its cheapest design; Japanese gets a Japanese README.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

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
    expect(files['README.md']).toContain(cheapest);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
    const ja = await downloadBundle(page, 'fio でこの構成をテスト（.zip）');
    expect(ja.files['README.md']).toMatch(/[\u3040-\u30ff]/);
    expectClean(app.problems);
    await app.close();
  });
});
