/**
 * The workload form as a user fills it in, in the built app and real headless Chromium: the
 * number first and the unit after it, a unit typed in the field, the demand as a total and a
 * read share (and its share link), starting from scratch, what an example set, and the one
 * target utilization.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designText, expectClean, field, openApp, settledHref, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

/** The requirement the link carries once it has caught up with the form. */
async function linkedRequirement(page: Page): Promise<Record<string, unknown>> {
  const href = await settledHref(page);
  const encoded = /scenario=([A-Za-z0-9_-]+)/.exec(href)?.[1] ?? '';
  const doc = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { requirement: Record<string, unknown> };
  return doc.requirement;
}

/** The error shown with a field of the workload form. */
function errorOf(page: Page, label: string) {
  return page.locator('.workload-form .field', { has: page.getByRole('textbox', { name: label, exact: true }) }).getByRole('alert');
}

/** The recommended design in each service's view, in order. */
async function designs(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const name of ['File Storage', 'Block Volume', 'Dense I/O']) {
    await tab(page, name).click();
    out.push(await designText(page));
  }
  return out;
}

describe('planner form: units', () => {
  it('5 in Read throughput, then GB/s: the plan is for 5,000 MB/s, and the field still says 5', async () => {
    const app = await openApp(h);
    const { page } = app;
    await tab(page, 'File Storage').click();
    const read = field(page, 'Read throughput');
    await read.fill('5000');
    const at5000 = await designText(page);
    await expect.poll(async () => (await linkedRequirement(page)).readMBps).toBe(5000);

    await read.fill('');
    await read.fill('5');
    await page.getByLabel('Read throughput unit').selectOption({ label: 'GB/s' });
    await expect.poll(() => designText(page)).toBe(at5000);
    expect(await read.inputValue()).toBe('5');
    expect((await linkedRequirement(page)).readMBps).toBe(5000);
    expectClean(app.problems);
    await app.close();
  });

  it('1MiB typed in I/O size reads 1 MiB, and settles into the picker when the field is left', async () => {
    const app = await openApp(h);
    const { page } = app;
    const io = field(page, 'I/O size');
    await io.fill('1MiB');
    await io.press('Tab');
    await expect.poll(() => io.inputValue()).toBe('1');
    expect(await page.getByLabel('I/O size unit').inputValue()).toBe('MiB');
    expect((await linkedRequirement(page)).ioSizeKiB).toBe(1024);
    expectClean(app.problems);
    await app.close();
  });

  it('a unit that is not the field’s: a message beside it, and the last good plan stays', async () => {
    const app = await openApp(h);
    const { page } = app;
    await tab(page, 'File Storage').click();
    const before = await designText(page);
    const read = field(page, 'Read throughput');
    await read.fill('5 TB');
    await expect.poll(() => errorOf(page, 'Read throughput').textContent()).toContain('“TB” is not a unit of this field: use MB/s, GB/s.');
    expect(await designText(page)).toBe(before);
    await app.close();
  });
});

describe('planner form: a total and a read share', () => {
  it('"150,000 IOPS at 70% reads" plans as 105,000 read + 45,000 write IOPS, and the link reopens it that way', async () => {
    const split = await openApp(h);
    await field(split.page, 'Read IOPS').fill('105000');
    await field(split.page, 'Write IOPS').fill('45000');
    await expect.poll(async () => (await linkedRequirement(split.page)).readIops).toBe(105_000);
    const splitDesigns = await designs(split.page);
    await split.close();

    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('A total and a read share').check();
    // The example's 20,000 + 5,000 IOPS, converted.
    expect(await field(page, 'Total IOPS').inputValue()).toBe('25000');
    expect(await field(page, 'Read share').inputValue()).toBe('80');
    await field(page, 'Total IOPS').fill('150k');
    await field(page, 'Read share').fill('70');
    await expect.poll(async () => linkedRequirement(page)).toMatchObject({ totalIops: 150_000, readSharePercent: 70 });
    expect(await designs(page)).toEqual(splitDesigns);

    const href = await settledHref(page);
    const again = await app.newPage();
    await again.goto(href, { waitUntil: 'load' });
    await again.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(await again.getByLabel('A total and a read share').isChecked()).toBe(true);
    expect(await field(again, 'Total IOPS').inputValue()).toBe('150000');
    expect(await field(again, 'Read share').inputValue()).toBe('70');
    expect(await designs(again)).toEqual(splitDesigns);

    await again.getByLabel('Reads and writes').check();
    expect(await field(again, 'Read IOPS').inputValue()).toBe('105000');
    expect(await field(again, 'Write IOPS').inputValue()).toBe('45000');
    expectClean(app.problems);
    await app.close();
  });
});

describe('planner form: examples and starting from scratch', () => {
  it('start from scratch empties every field, Memory per client too', async () => {
    const app = await openApp(h);
    const { page } = app;
    expect(await field(page, 'Memory per client').inputValue()).toBe('256');
    await page.getByLabel('Start from an example').selectOption({ label: 'Start from scratch (empty every field)' });
    await expect.poll(() => field(page, 'Read IOPS').inputValue()).toBe('');
    expect(await field(page, 'Capacity').inputValue()).toBe('');
    expect(await errorOf(page, 'I/O size').textContent()).toContain('A value is required.');
    await page.getByLabel('Client shape').selectOption('VM.Standard.E5.Flex');
    expect(await field(page, 'Memory per client').inputValue()).toBe('');
    const requirement = await linkedRequirement(page);
    expect(requirement.clientMemoryGB).toBeUndefined();
    expect(requirement.readIops).toBeUndefined();
    expect(await page.getByRole('status', { name: 'What the example changed' }).textContent()).toMatch(/Cleared: .*Memory per client\./);
    expectClean(app.problems);
    await app.close();
  });

  it('switching examples says which fields the new one set, and which it cleared', async () => {
    const app = await openApp(h);
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    const note = page.getByRole('status', { name: 'What the example changed' });
    await expect.poll(() => note.textContent()).toContain('AI/ML training reads set: Read throughput, Write throughput, I/O size, Capacity');
    expect(await note.textContent()).toContain('Cleared: Read IOPS, Write IOPS.');
    await app.close();
  });
});

describe('planner form: one target utilization', () => {
  it('sits with the workload, not under File Storage options, and says what it limits', async () => {
    const app = await openApp(h);
    const { page } = app;
    const workload = page.getByRole('group', { name: 'Throughput and IOPS' });
    await expect.poll(() => workload.getByRole('textbox', { name: 'Target utilization' }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'File Storage options' }).getByRole('textbox', { name: 'Target utilization' }).count()).toBe(0);
    expect(await workload.textContent()).toContain('NVMe IOPS, Lustre tier throughput');
    await app.close();
  });
});
