/**
 * The page can never be stuck, whatever comes from outside (issue 27), in the built app and
 * real headless Chromium: poisoned browser storage is set aside with a notice and kept for
 * export, and the next load starts clean; a link with a vanishingly small figure is refused with
 * a message naming the field, and the page stays responsive.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_VERSION } from '../../src/engine/index.ts';
import { scenarioFor } from '../../src/store/initialState.ts';
import { findPreset } from '../../src/store/presets.ts';
import { planFor } from '../../src/ui/fio/testBundle.ts';
import { syntheticFioResult } from './fioRun.ts';
import { design, designText, expectClean, firstChartDrawn, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

const good = { version: SCENARIO_VERSION, mode: 'recommend', service: 'compare', requirement: { readMBps: 500, ioSizeKiB: 64, capacityGB: 2000 } };

describe('planner: poisoned storage', () => {
  it('sets a session and preferences it cannot open aside, offers them for export, and the next load starts clean', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.evaluate(
      ({ good }) => {
        const env = (data: unknown) => JSON.stringify({ version: 1, data });
        localStorage.setItem(
          'oci-storage-planner/session',
          env({ scenario: { ...good, mode: 'toString' }, view: 'compare', pinned: [{ id: 'p1', name: 'Kept pin', scenario: good }] }),
        );
        localStorage.setItem('oci-storage-planner/prefs', env({ theme: '__proto__', locale: 'en' }));
        localStorage.setItem(
          'oci-storage-planner/saved',
          env({
            saved: [
              { name: 'Kept save', savedAt: '2026-01-01T00:00:00.000Z', scenario: good },
              { name: 'Bad', savedAt: 'x', scenario: { ...good, service: 'constructor' } },
            ],
          }),
        );
      },
      { good },
    );
    await page.goto(h.server.url);
    await design(page).waitFor();
    const notice = page.getByRole('alert').filter({ hasText: 'could not be opened; it is kept for export' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/mode must be one of recommend/);
    expect(await designText(page)).not.toBe('');

    // The export holds what was set aside, as it was stored.
    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Export the set-aside data' }).click()]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { setAside: { key: string; value: unknown }[] };
    expect(exported.setAside.map((e) => e.key).sort()).toEqual(['oci-storage-planner/prefs', 'oci-storage-planner/saved', 'oci-storage-planner/session']);
    expect(JSON.stringify(exported)).toContain('"mode":"toString"');

    // The next load starts clean, with what could be read kept.
    await page.goto('about:blank');
    await page.goto(h.server.url);
    await design(page).waitFor();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(await page.getByRole('alert').count()).toBe(0);
    const kept = await page.evaluate(() => [localStorage.getItem('oci-storage-planner/session'), localStorage.getItem('oci-storage-planner/saved')]);
    expect(kept[0]).toContain('Kept pin');
    expect(kept[1]).toContain('Kept save');
    expect(kept[1]).not.toContain('constructor');
    expect(app.problems.pageErrors).toEqual([]);
    expectClean(app.problems);
    await app.close();
  });
});

/** base64url (no padding) of a text in UTF-8, as the app writes links. */
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('planner: absurd numbers in a link', () => {
  it('readIops 5e-324 is refused with a message naming the field, and the Block Volume charts draw at once', async () => {
    const doc = JSON.stringify({
      version: SCENARIO_VERSION,
      mode: 'recommend',
      service: 'compare',
      requirement: { readIops: 5e-324, ioSizeKiB: 8, capacityGB: 100 },
    });
    const app = await openApp(h, { hash: `#scenario=${base64url(doc)}&view=block-volume` });
    const { page } = app;
    const notice = page.getByRole('alert').filter({ hasText: "The link's scenario could not be read" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Read IOPS: Must be 0, or at least one operation a day');
    expect(await tab(page, 'Block Volume').getAttribute('aria-selected')).toBe('true');
    await firstChartDrawn(page);
    // The page answers at once: the next frame is drawn.
    expect(await page.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))))).toBe(true);
    expect(await designText(page)).not.toBe('');
    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: a version that is not a number in a link', () => {
  it('says "version must be a number", and the planner keeps working', async () => {
    const doc = JSON.stringify({ version: {}, mode: 'recommend', service: 'compare', requirement: { readMBps: 100, ioSizeKiB: 64 } });
    const app = await openApp(h, { hash: `#scenario=${base64url(doc)}` });
    const { page } = app;
    const notice = page.getByRole('alert').filter({ hasText: "The link's scenario could not be read" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('version must be a number');
    expect(await notice.textContent()).not.toContain('[object Object]');
    expect(await designText(page)).not.toBe('');
    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: fio results no run produces, or run for another design', () => {
  const plan = planFor(scenarioFor(findPreset('oracle-oltp')!.requirement), 'block-volume');
  if (!plan.ok) throw new Error(plan.message);

  it('IOPS of 1e308 are refused naming the figure; nothing is shown as measured or offered for adoption', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'Block Volume').click();
    await page
      .getByLabel(/Read fio results/)
      .setInputFiles({ name: 'result.json', mimeType: 'application/json', buffer: syntheticFioResult(plan, { iops: 1e308 }) });
    const alert = page.getByRole('alert').filter({ hasText: 'read.iops is 1e+308' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('beyond what any one client or OCI design moves');
    expect(await page.getByTestId('fio-comparison').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Adopt as calibration' }).count()).toBe(0);
    expectClean(app.problems);
    await app.close();
  });

  it('a Block Volume run read in the Dense I/O view says what it was for and opens that design', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'Dense I/O').click();
    const result = { name: 'result.json', mimeType: 'application/json', buffer: syntheticFioResult(plan) };
    await page.getByLabel(/Read fio results/).setInputFiles(result);
    const alert = page.getByRole('alert').filter({ hasText: 'This run was for block-volume' });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: 'Adopt as calibration' }).count()).toBe(0);
    await alert.getByRole('button', { name: /Open the Block Volume view/ }).click();
    await page.locator('[role="tab"][aria-selected="true"]').filter({ hasText: 'Block Volume' }).waitFor();
    // There it is read and may be adopted.
    await page.getByLabel(/Read fio results/).setInputFiles(result);
    await page.getByTestId('fio-comparison').waitFor();
    await page.getByRole('button', { name: 'Adopt as calibration' }).waitFor();
    expectClean(app.problems);
    await app.close();
  });
});
