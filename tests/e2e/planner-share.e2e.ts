/**
 * Keeping and sharing a plan, in the built app and real headless Chromium: the link, JSON
 * export and import, links that cannot be read, and scenarios saved in the browser (also when
 * what the browser stored is garbage).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_VERSION } from '../../src/engine/index.ts';
import {
  design,
  designText,
  expectClean,
  field,
  fillAndSettle,
  firstChartDrawn,
  formValues,
  openApp,
  settledHref,
  startHarness,
  stopHarness,
  tab,
  type Harness,
} from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** base64url (no padding) of a text in UTF-8, as the app writes links. */
function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

describe('planner: the link', () => {
  it('keeps what was just typed across a reload, before the link has caught up', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Media processing' });
    const href = await settledHref(page);
    const read = field(page, 'Read throughput');
    const typed = (Number((await read.inputValue()).replace(/,/g, '')) + 3).toString();
    await read.fill(typed);
    const plan = await designText(page);
    // At once, before the link is rewritten (once typing pauses).
    await page.reload();
    await design(page).waitFor();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(await field(page, 'Read throughput').inputValue()).toBe(typed);
    expect(await designText(page)).toBe(plan);
    // Opening that link afresh (not a reload) opens what it says: the example.
    await page.goto('about:blank');
    await page.goto(href);
    await design(page).waitFor();
    expect(await field(page, 'Read throughput').inputValue()).not.toBe(typed);
    expectClean(app.problems);
    await app.close();
  });

  it('copies a link that opens the same plan, view and fields in a new browser', async () => {
    const app = await openApp(h, { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Media processing' });
    await tab(page, 'File Storage').click();
    await fillAndSettle(page, field(page, 'Read throughput'), '7');
    await fillAndSettle(page, field(page, 'Clients'), '12');
    const plan = await designText(page);
    const values = await formValues(page);

    const href = await settledHref(page);
    expect(new URL(href).hash).toMatch(/^#scenario=[A-Za-z0-9_-]+&view=file-storage$/);

    // The Copy link button puts the same link on the clipboard.
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /link/i }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);

    // A new browser (no shared storage) shows the same answer, view and fields.
    const other = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const fresh = await other.newPage();
    await fresh.goto(href);
    await design(fresh).waitFor();
    expect(await fresh.getByRole('tab', { selected: true }).textContent()).toBe('File Storage');
    expect(await designText(fresh)).toBe(plan);
    expect(await formValues(fresh)).toEqual(values);
    expect(await fresh.locator('.notice').count(), 'no notice for a good link').toBe(0);
    await other.close();

    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: export and import', () => {
  it('exports the plan as JSON and brings it back by importing the file', async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Database full scans' });
    await tab(page, 'Block Volume').click();
    const plan = await designText(page);
    const values = await formValues(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const file = await download.path();
    const text = await readFile(file, 'utf8');
    const doc = JSON.parse(text) as { version?: unknown; service?: unknown; requirement?: Record<string, unknown> };
    expect(doc.service).toBe('compare');
    expect(doc.version).toBe(SCENARIO_VERSION);
    expect(doc.requirement?.readMBps).toBeTypeOf('number');

    // Change the plan, then import the file: the exported plan is back.
    const changed = await fillAndSettle(page, field(page, 'Read throughput'), '9');
    expect(changed).not.toBe(plan);
    await page.getByTestId('import-file').setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => designText(page)).toBe(plan);
    expect(await formValues(page)).toEqual(values);
    expect(await page.locator('.notice').count(), 'no notice for a good file').toBe(0);

    // A file exported by the version-1 planner still opens (upgraded to the latest version).
    const v1 = await readFile(new URL('../fixtures/v1/app-export.json', import.meta.url), 'utf8');
    await page.getByTestId('import-file').setInputFiles({ name: 'old-plan.json', mimeType: 'application/json', buffer: Buffer.from(v1) });
    await expect.poll(() => formValues(page).then((v) => JSON.stringify(v))).not.toBe(JSON.stringify(values));
    expect(await page.getByRole('alert').filter({ hasText: 'could not be imported' }).count()).toBe(0);
    await page.getByTestId('import-file').setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => designText(page)).toBe(plan);

    // A file with a key that reaches the prototype: refused, as links and messages are.
    await page.getByTestId('import-file').setInputFiles({
      name: 'proto.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":2,"mode":"recommend","service":"compare","__proto__":{"polluted":true},"requirement":{"readMBps":5}}'),
    });
    await page.getByRole('alert').filter({ hasText: 'could not be imported' }).waitFor();
    expect(await page.evaluate(() => typeof ({} as Record<string, unknown>).polluted)).toBe('undefined');
    expect(await designText(page)).toBe(plan);
    await page.getByRole('button', { name: 'Dismiss this message' }).click();

    // A file that is not a scenario: a clear alert, and the plan stays.
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 1, "service": "compare"') });
    const alert = page.getByRole('alert').filter({ hasText: 'could not be imported' });
    await alert.waitFor();
    expect(await designText(page)).toBe(plan);

    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: a link it cannot read', () => {
  const cases: [string, string][] = [
    ['garbage', '#scenario=garbage'],
    // One gate for outside data: a key that reaches the prototype is refused here as in files and messages.
    [
      'a "__proto__" key',
      `#scenario=${base64url('{"version":2,"mode":"recommend","service":"compare","requirement":{"readMBps":5,"__proto__":{"polluted":true}}}')}`,
    ],
    ['version 99', `#scenario=${base64url(JSON.stringify({ version: 99, mode: 'recommend', service: 'compare', requirement: { readMBps: 100 } }))}`],
  ];
  for (const [what, hash] of cases) {
    it(`says so for ${what}, and the planner keeps working`, async () => {
      const app = await openApp(h, { hash });
      const { page } = app;
      const alert = page.getByRole('alert').filter({ hasText: "The link's scenario could not be read" });
      await alert.waitFor();
      expect(await design(page).isVisible()).toBe(true);
      expect(await designText(page)).not.toBe('');
      // The broken link stays in the address bar, so it can be copied and reported…
      await page.waitForTimeout(400); // longer than the link's write delay
      expect(new URL(page.url()).hash).toBe(hash);

      // …until the user changes something: the planner still answers, and the address bar
      // carries a good link again.
      expect(await fillAndSettle(page, field(page, 'Capacity'), '400')).not.toBe('');
      expect(new URL(await settledHref(page)).hash).toMatch(/^#scenario=[A-Za-z0-9_-]+$/);

      // Dismissed, it goes.
      await page.getByRole('button', { name: 'Dismiss this message' }).click();
      expect(await alert.count()).toBe(0);

      expectClean(app.problems);
      await app.close();
    });
  }

  it('says so when a broken link is pasted into an open planner', async () => {
    const app = await openApp(h);
    const { page } = app;
    const plan = await designText(page);
    await page.goto(`${h.server.url}#scenario=${base64url('{"version": 99}')}`);
    await page.getByRole('alert').filter({ hasText: "The link's scenario could not be read" }).waitFor();
    expect(await designText(page)).toBe(plan);
    await page.waitForTimeout(400);
    expect(new URL(page.url()).hash).toBe(`#scenario=${base64url('{"version": 99}')}`);
    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: a link naming an inherited property', () => {
  it('mode "toString" opens the planner with the usual notice, not a blank page', async () => {
    const doc = JSON.stringify({ version: 5, mode: 'toString', service: 'compare', requirement: { ioSizeKiB: 8 } });
    const app = await openApp(h, { hash: `#scenario=${base64url(doc)}` });
    const { page } = app;
    await page.getByRole('alert').filter({ hasText: "The link's scenario could not be read" }).waitFor();
    expect(await designText(page)).not.toBe('');
    expect(app.problems.pageErrors).toEqual([]);
    await app.close();
  });
});

describe('planner: saved scenarios', () => {
  it('keeps a saved scenario across a reload, and survives garbage in storage', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Home directories' });
    const plan = await designText(page);

    await page.getByText('Saved scenarios', { exact: true }).click();
    await page.getByLabel('Save the current scenario as').fill('Test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved "Test".' }).waitFor();

    await page.reload();
    await design(page).waitFor();
    await page.getByText('Saved scenarios', { exact: true }).click();
    const list = page.getByRole('list', { name: 'Saved scenarios in this browser' });
    expect(await list.getByRole('listitem').filter({ hasText: 'Test' }).count()).toBe(1);

    // Loading it after a change brings the saved plan back.
    await page.getByText('Saved scenarios', { exact: true }).click(); // close the menu
    await fillAndSettle(page, field(page, 'Capacity'), '90');
    await page.getByText('Saved scenarios', { exact: true }).click();
    await page.getByRole('button', { name: 'Load "Test"' }).click();
    await expect.poll(() => designText(page)).toBe(plan);

    // Every stored value turned to garbage: the app still starts, says so, and answers.
    const keys = await page.evaluate(() => {
      const all = Object.keys(localStorage);
      for (const key of all) localStorage.setItem(key, '{garbage');
      return all;
    });
    expect(keys.length).toBeGreaterThan(0);
    await page.reload();
    await design(page).waitFor();
    expect(await designText(page)).not.toBe('');
    await page.getByRole('alert').filter({ hasText: 'could not be opened; it is kept for export' }).waitFor();

    // Also without a link to fall back on (the session itself was garbage).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) localStorage.setItem(key, '{garbage');
    });
    await page.goto(h.server.url);
    await design(page).waitFor();
    expect(await designText(page)).not.toBe('');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('OCI Storage Planner');

    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: another language', () => {
  /** Script files the page has fetched from its own origin. */
  function scriptsOf(page: import('playwright-core').Page, into: Set<string>): void {
    page.on('request', (r) => {
      if (r.resourceType() === 'script') into.add(new URL(r.url()).pathname);
    });
  }

  it('fetches the Japanese text only for Japanese, and a Japanese link opens in Japanese', async () => {
    const app = await openApp(h, { waitForAnswer: false });
    const { page } = app;
    const english = new Set<string>();
    scriptsOf(page, english);
    await page.reload({ waitUntil: 'load' });
    await design(page).waitFor();
    await firstChartDrawn(page);
    expect(await page.getByRole('heading', { name: 'Workload', exact: true }).isVisible()).toBe(true);

    // Switching fetches the Japanese chunks, then the page is in Japanese.
    const beforeSwitch = new Set(english);
    const afterSwitch = new Set<string>();
    scriptsOf(page, afterSwitch);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { name: 'ワークロード', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    const japaneseOnly = [...afterSwitch].filter((p) => !beforeSwitch.has(p));
    expect(japaneseOnly.length, 'scripts fetched for Japanese').toBeGreaterThan(0);

    // The link now says lang=ja; a new page opened from it paints Japanese from the start.
    const href = await settledHref(page);
    expect(href).toContain('lang=ja');
    const other = await app.newPage();
    await other.goto(href, { waitUntil: 'load' });
    await design(other).waitFor();
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await other.getByRole('heading', { name: 'ワークロード', exact: true }).isVisible()).toBe(true);
    expect(await other.getByRole('heading', { name: 'Workload', exact: true }).count()).toBe(0);
    expectClean(app.problems);
    await app.close();
  });
});
