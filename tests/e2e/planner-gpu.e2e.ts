/** AI training clients: the GPU bare metal shapes are offered as client shapes, and plan. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { design, designText, expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

describe('GPU client shapes', () => {
  it('are offered in their own group, with their GPUs and front-end network, and the plan uses them', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    const select = page.getByLabel('Client shape');
    const group = select.locator('optgroup[label="GPU bare metal (AI training)"] > option');
    const options = await group.allTextContents();
    expect(options.length).toBe(9);
    // A short name that fits the form's column, and the whole description as the option's title.
    expect(options).toContain('BM.GPU.H100.8 (8 x NVIDIA H100)');
    expect(await group.evaluateAll((os) => os.map((o) => o.getAttribute('title')))).toContain('BM.GPU.H100.8 — 8 x NVIDIA H100, 100 Gb/s front-end network');
    expect(options.some((o) => o.startsWith('BM.GPU.B200.8'))).toBe(true);

    await tab(page, 'File Storage').click();
    await design(page).waitFor();
    const clientRow = page.locator('.limits-table tr', { hasText: 'Client network (reads)' });
    const rowText = async () => ((await clientRow.count()) > 0 ? ((await clientRow.first().textContent()) ?? '') : '');
    const before = await rowText();
    // To H100 nodes: each client's network is 100 Gb/s, in the hint and in the limits the plan
    // checks (what the clients can move changes with them).
    await select.selectOption('BM.GPU.H100.8');
    expect(await page.locator('.workload-form').textContent()).toContain('Network per client: 100 Gb/s (12,500 MB/s).');
    await page.waitForFunction((old) => {
      const row = [...document.querySelectorAll('.limits-table tr')].find((r) => r.textContent?.includes('Client network (reads)'));
      return row !== undefined && row.textContent !== old;
    }, before);
    expect(await rowText()).toMatch(/MB\/s/);
    expect(await designText(page)).not.toBe('');
    expectClean(app.problems);
    await app.close();
  });
});
