/**
 * The whole bill in the compare view, in the built app and real headless Chromium: storage,
 * client instances and whole bill for each service, the basis that chose the cheapest, and a
 * toggle that changes it and travels in the link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, openApp, settledHref, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

describe('planner: the whole bill', () => {
  it('AI/ML training reads: the compare view shows storage, client and whole-bill rows and the basis; the toggle changes it and the link keeps it', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    const table = page.locator('table.compare-table');
    const row = (name: string) => table.locator(`tr[data-row="${name}"] td`);
    await expect.poll(() => row('whole').count()).toBe(4);
    for (const name of ['storage', 'compute', 'whole']) {
      for (const text of await row(name).allTextContents()) expect(text).toMatch(/\$[\d,]+|No public price/);
    }
    // 32 E5.Flex clients of 64 OCPUs each are priced beside File Storage, Block Volume and Lustre.
    const compute = await row('compute').allTextContents();
    expect(compute[0]).toContain('32 × VM.Standard.E5.Flex, 64 OCPUs each');
    expect(compute[2]).toContain('runs on the Dense I/O hosts');
    const basis = page.getByTestId('cheapest-basis');
    expect(await basis.getAttribute('data-basis')).toBe('whole');
    expect(await basis.textContent()).toMatch(/^Chosen on the whole bill/);
    for (const name of ['Protocol', 'Client software', 'Durability']) {
      expect(await table.getByRole('rowheader', { name, exact: true }).count()).toBe(1);
    }

    await page.getByRole('radio', { name: 'Storage prices' }).check();
    await expect.poll(() => basis.getAttribute('data-basis')).toBe('storage');
    expect(await basis.textContent()).toContain('You chose this basis');
    const href = await settledHref(page);
    expectClean(app.problems);
    await app.close();

    // The choice is part of the scenario: the link opens with it.
    const again = await openApp(h, { hash: new URL(href).hash });
    expect(await again.page.getByTestId('cheapest-basis').getAttribute('data-basis')).toBe('storage');
    expect(await again.page.getByRole('radio', { name: 'Storage prices' }).isChecked()).toBe(true);
    expectClean(again.problems);
    await again.close();
  });
});
