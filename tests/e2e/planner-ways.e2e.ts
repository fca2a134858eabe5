/**
 * Issue 36 in the built app, in real headless Chromium: every "carries" cell agrees with its
 * verdict (Lustre at 8 KiB); a capacity on a step of the ladder is that step (124.8 TiB holds
 * 137,219.0511 GB); a one-service plan takes the comparison's demand fields and `growth` (a
 * Block Volume link stated as totals and a read share, growing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareScenario } from '../../src/engine/index.ts';
import { buildHash } from '../../src/store/url.ts';
import { design, expectClean, field, openApp, startHarness, stopHarness, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** A link to a document of any kind (a one-service recommend is read as the comparison it states). */
const linkTo = (doc: Record<string, unknown>, view: Parameters<typeof buildHash>[1] = 'compare') => buildHash(doc as unknown as CompareScenario, view);

describe('one truth on every screen (issue 36)', () => {
  it('Lustre at 8 KiB: "no design carries", and no row of its alternatives says it carries', async () => {
    const doc = { version: 6, mode: 'recommend', service: 'compare', requirement: { ioSizeKiB: 8, readMBps: 2000, writeMBps: 500, capacityGB: 50_000 } };
    const { page, problems, close } = await openApp(h, { hash: linkTo(doc, 'lustre') });
    await expect.poll(() => page.getByTestId('verdict').first().getAttribute('data-verdict')).toBe('does-not');
    const table = page.locator('table', { has: page.locator('caption', { hasText: 'Each performance tier' }) });
    await table.waitFor({ state: 'attached' });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await table.locator('tbody .yesno.yes').count()).toBe(0);
    expect(await table.locator('tbody .yesno.no').count()).toBe(await rows.count());
    expectClean(problems);
    await close();
  });

  it('124.8 TiB of data (137,219.0511 GB) is planned on the 124.8 TiB step, not 166.4', async () => {
    const doc = { version: 6, mode: 'recommend', service: 'lustre', requirement: { ioSizeKiB: 1024, readMBps: 100, capacityGB: 137_219.0511 } };
    const { page, problems, close } = await openApp(h, { hash: linkTo(doc, 'lustre') });
    await expect.poll(() => design(page).textContent()).toMatch(/^124\.8 TiB \(137,219 GB\)/);
    expectClean(problems);
    await close();
  });

  it('a Block Volume plan stated as totals and a read share, with growth, opens as a plan: the form keeps the totals, and the months are planned', async () => {
    const doc = {
      mode: 'recommend',
      service: 'block-volume',
      requirement: { totalIops: 150_000, readSharePercent: 70, ioSizeKiB: 8, capacityGB: 10_000 },
      growth: { performancePercentPerYear: 100, horizonMonths: 24 },
    };
    const { page, problems, close } = await openApp(h, { hash: linkTo(doc) });
    expect(await field(page, 'Total IOPS').inputValue()).toMatch(/^150,?000$/);
    expect(await field(page, 'Read share').inputValue()).toBe('70');
    const runway = page.getByTestId('compare-runway');
    await runway.waitFor();
    expect(await runway.textContent()).toMatch(/^Over time, /);
    expect(await page.getByRole('alert').count()).toBe(0);
    expectClean(problems);
    await close();
  });
});
