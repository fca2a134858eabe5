/**
 * One verdict everywhere, in the built app: the service's own view and the comparison say the
 * same (carries, carries with caveats, or does not), with the caveats or the reasons in the
 * headline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

describe('planner: one verdict per service', () => {
  it('shared access for several clients: Block Volume says ✗ in its own view as in the comparison, and why', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'E-Business Suite shared application tier' });
    await page.getByRole('checkbox', { name: 'Shared access needed' }).check();
    const compareVerdicts = async () => page.locator('.compare-table [data-verdict]').evaluateAll((els) => els.map((el) => el.getAttribute('data-verdict')));
    await expect
      .poll(compareVerdicts)
      .toEqual([expect.stringMatching(/carries|caveats/), 'does-not', 'does-not', expect.stringMatching(/^(carries|caveats|does-not)$/)]);

    await tab(page, 'Block Volume').click();
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('does-not');
    expect(await verdict.textContent()).toMatch(/Does not carry the requirement: not shared/);

    await tab(page, 'Compare').click();
    const inTable = await compareVerdicts();
    await tab(page, 'File Storage').click();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe(inTable[0]);

    expectClean(app.problems);
    await app.close();
  });
});

describe('planner: an assumption for an empty field shows in the answer', () => {
  it('clearing "OCPUs per client" on a Flex shape: the verdict carries the caveat, and the warning says what is assumed', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Oracle Database OLTP' });
    await tab(page, 'File Storage').click();
    await page.locator('.workload-form').getByRole('textbox', { name: 'OCPUs per client', exact: true }).fill('');
    const verdict = page.getByTestId('verdict');
    await expect.poll(() => verdict.textContent()).toContain('client OCPUs assumed');
    // The warnings lie below the screen: they take the plan right after the frame that shows it.
    await expect
      .poll(() =>
        page
          .locator('.warning')
          .filter({ hasText: /assuming 1 OCPU per client, 114 MB\/s each/ })
          .count(),
      )
      .toBe(1);
    expectClean(app.problems);
    await app.close();
  });
  it('each compare column says what its price covers: storage alone, or the whole instance', async () => {
    const app = await openApp(h);
    const { page } = app;
    const covers = await page.locator('.compare-table .price-covers').allInnerTexts();
    expect(covers).toHaveLength(4);
    // Each column's service name (the header's first text, before a "cheapest" tag).
    const names = await page.locator('.compare-table thead th').evaluateAll((ths) => ths.map((th) => (th.childNodes[0]?.textContent ?? '').trim()));
    const byService = Object.fromEntries(names.map((name, i) => [name, covers[i]]));
    expect(byService['Dense I/O (local NVMe)']).toMatch(/whole instance/);
    for (const storageOnly of ['File Storage', 'Block Volume', 'File Storage with Lustre']) expect(byService[storageOnly], storageOnly).toMatch(/storage only/);
    expectClean(app.problems);
    await app.close();
  });
});
