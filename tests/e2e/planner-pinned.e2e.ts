/**
 * The pinned plans panel in the built app: its "current" row follows the plan while the panel
 * is in sight, keeps its figures while it is scrolled away (a keystroke builds no table nobody
 * sees), and catches up as soon as it comes back; pinning always pins the plan as it stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, field, loadLazy, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

describe('planner: pinned plans', () => {
  it('the current row holds while out of sight and catches up when it comes back', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await loadLazy(page, 'panels');
    const panel = page.locator('section.pinned-panel');
    const currentRequirement = panel.locator('tr.current td').first();
    await panel.scrollIntoViewIfNeeded();
    await expect.poll(() => currentRequirement.textContent()).toMatch(/^read [\d,]+ MB\/s/);
    const before = await currentRequirement.textContent();
    expect(before).not.toMatch(/read 7,500 MB\/s/);

    // Back to the top, out of the panel's sight: a new read throughput leaves the row as it was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight + 400)).toBe(true);
    await page.waitForTimeout(100); // the observer's report that the panel went out of sight
    await field(page, 'Read throughput').fill('7.5');
    await expect.poll(() => page.getByTestId('recommended-design').textContent()).not.toBe('');
    await page.waitForTimeout(300);
    expect(await currentRequirement.textContent()).toBe(before);

    // In sight again: the row shows the plan as it stands.
    await panel.scrollIntoViewIfNeeded();
    await expect.poll(() => currentRequirement.textContent()).toMatch(/read 7,500 MB\/s/);

    // Pinning pins that plan.
    await panel.getByRole('textbox', { name: 'Name' }).fill('Smaller');
    await panel.getByRole('button', { name: 'Pin this scenario' }).click();
    const pinnedRow = panel.locator('tbody tr').filter({ hasText: 'Smaller' });
    await expect.poll(() => pinnedRow.locator('td').first().textContent()).toMatch(/read 7,500 MB\/s/);
    expectClean(app.problems);
    await app.close();
  });
});
