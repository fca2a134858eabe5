/**
 * A plan of several workloads (issue 26), in the built app and real headless Chromium: three
 * workloads typed, the File Storage mount targets they share on screen, the bill of materials
 * exported as CSV with the screen's total, the link opened in a fresh browser giving the same
 * plan, and axe on the list and the plan.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, expectClean, field, fillAndSettle, openApp, runAxe, settledHref, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** Names the open workload, picks its service and types its demand (each figure with its unit, as a reader may). */
async function typeWorkload(page: Page, name: string, service: string, demand: Readonly<Record<string, string>>): Promise<void> {
  const nameField = page.getByLabel('Name of this workload');
  await nameField.fill(name);
  await nameField.press('Enter');
  await page.getByTestId('workload-item').filter({ hasText: name }).waitFor();
  await page.getByLabel('Carried by').selectOption({ label: service });
  for (const [label, value] of Object.entries(demand)) await fillAndSettle(page, field(page, label), value);
}

/** The plan's words a reader compares: the total, each workload's answer, the shared mount targets. */
async function planOnScreen(page: Page): Promise<{ total: string; answers: string; mountTargets: string; bill: string }> {
  // The plan follows once typing pauses: read it when the link (written later still) holds still.
  await settledHref(page);
  const panel = page.getByTestId('plan-panel');
  await panel.waitFor();
  return {
    total: await page.getByTestId('plan-total').innerText(),
    answers: await panel.getByRole('table', { name: 'Each workload’s answer' }).innerText(),
    mountTargets: await page.getByTestId('shared-mount-targets').innerText(),
    bill: await panel.getByRole('table', { name: 'Bill of materials' }).innerText(),
  };
}

/** Dollars as the screen writes them ("$1,234") as a number. */
const dollars = (text: string): number => Number(/\$([\d,]+(?:\.\d+)?)/.exec(text)![1]!.replace(/,/g, ''));

describe('a plan of several workloads', () => {
  it('plans three typed workloads together, exports the bill and reopens from its link', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByRole('button', { name: 'Add a workload' }).click();
    await page.getByRole('heading', { name: 'Workloads in this plan' }).waitFor();
    // The first workload, then two more, each typed in the form when open.
    await page.getByRole('button', { name: /^Workload 1/ }).click();
    await typeWorkload(page, 'Home directories', 'File Storage', { 'Read throughput': '100 MB/s', 'Read IOPS': '2000', 'Write IOPS': '500', Capacity: '1 TB' });
    await page.getByRole('button', { name: /^Workload 2/ }).click();
    await typeWorkload(page, 'Application files', 'File Storage', { 'Read throughput': '50 MB/s', 'Read IOPS': '1000', 'Write IOPS': '200', Capacity: '1 TB' });
    await page.getByRole('button', { name: 'Add a workload' }).click();
    await page.getByTestId('workload-item').filter({ hasText: 'Workload 3' }).waitFor();
    await typeWorkload(page, 'Database', 'Block Volume', { 'Read throughput': '40 MB/s', Capacity: '1 TB' });

    const plan = await planOnScreen(page);
    expect(plan.answers).toContain('Home directories');
    expect(plan.answers).toContain('Database');
    // The two File Storage workloads share one mount target: one row names both.
    const rows = plan.mountTargets.split('\n').filter((row) => row.trim() !== '');
    expect(rows.some((row) => row.includes('Home directories') && row.includes('Application files'))).toBe(true);
    expect(plan.mountTargets).not.toContain('Database');

    // The bill as CSV: its total is the screen's.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the bill as CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const totalRow = csv.split('\r\n').find((line) => line.startsWith('Total per month'))!;
    const csvTotal = Number(totalRow.split(',')[5]);
    expect(Math.round(csvTotal)).toBe(Math.round(dollars(plan.total)));
    expect(csv).toContain('Home directories');

    // On paper the plan and its bill start a page of their own; the export buttons stay on screen.
    await page.emulateMedia({ media: 'print' });
    const panel = page.getByTestId('plan-panel');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    expect(await page.getByRole('button', { name: 'Export the bill as CSV' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // axe: the list and the plan, as on screen.
    const violations = await runAxe(page);
    expect(violations, describeViolations('the workloads list and plan', violations)).toEqual([]);

    // The link, opened in a fresh browser (no storage), gives the same plan.
    const href = await settledHref(page);
    expect(new URL(href).hash).toMatch(/^#scenario=z\./);
    const fresh = await openApp(h, { hash: new URL(href).hash });
    const again = await planOnScreen(fresh.page);
    expect(again).toEqual(plan);
    expect(await fresh.page.getByTestId('workload-item').locator('.workload-name').allInnerTexts()).toEqual([
      'Home directories',
      'Application files',
      'Database',
    ]);
    expectClean(fresh.problems);
    await fresh.close();
    expectClean(app.problems);
    await app.close();
  });
});
