/**
 * Plan from what runs today (issue 24): a pre-sales engineer opens "Import measurements" under
 * the examples, reads OCI Monitoring files exported with the CLI, picks the 95th percentile and
 * uses the workload: the form holds the derived figures marked "from measurements", the plan
 * follows, and the link carries the workload and where it came from, never the data. A file
 * that is none of the formats is named next to the import, and nothing else moves.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurements as m } from '../../src/engine/index.ts';
import { blockstoreExport } from '../fixtures/measurementFiles.ts';
import {
  describeViolations,
  design,
  designText,
  expectClean,
  runAxe,
  field,
  formValues,
  openApp,
  settledHref,
  startHarness,
  stopHarness,
  type Harness,
} from './helpers.ts';

const NAME = 'oci-blockstore-cli.json';
const TEXT = readFileSync(`tests/fixtures/measurements/${NAME}`, 'utf8');

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

const numberOf = (text: string) => Number(text.replace(/,/g, ''));

function scenarioInLink(href: string): Record<string, unknown> {
  const encoded = /scenario=([A-Za-z0-9_-]+)/.exec(href)![1]!;
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('import measurements', () => {
  it('a bad file is named next to the import and changes nothing; OCI metrics at p95 fill the form, marked, and the plan and link follow', async () => {
    const app = await openApp(h);
    const { page } = app;
    await design(page).waitFor();
    const before = await settledHref(page);
    const designBefore = await designText(page);
    const valuesBefore = await formValues(page);

    await page.getByRole('button', { name: 'Import measurements' }).click();
    const input = page.getByLabel('Measurement files');
    await input.waitFor();

    // Not a measurement file: its problem, with its name, next to the import.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello, this is not a metric export\n') });
    const alert = page.locator('.measurements-panel').getByRole('alert').filter({ hasText: 'notes.txt' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('is not a file the planner reads');
    expect(await page.getByRole('button', { name: 'Use this workload' }).count()).toBe(0);
    expect(await designText(page)).toBe(designBefore);
    const { ...valuesAfterBad } = await formValues(page);
    for (const [k, v] of Object.entries(valuesBefore)) expect(valuesAfterBad[k], k).toBe(v);
    expect(await settledHref(page)).toBe(before);

    // The OCI CLI's export, two volumes added up; the 95th percentile picked.
    await input.setInputFiles({ name: NAME, mimeType: 'application/json', buffer: Buffer.from(TEXT) });
    await page.getByLabel('Statistic').selectOption({ label: '95th percentile' });
    await page.locator('.measurements-chart svg.recharts-surface').first().waitFor();
    // Nothing in the form moves until the workload is used.
    expect(await designText(page)).toBe(designBefore);

    const expected = m.deriveWorkload(m.readMeasurementFile(NAME, TEXT).series, { statistic: 'p95' }).fields;
    await page.getByRole('button', { name: 'Use this workload' }).click();
    await page.waitForFunction((old) => (document.querySelector('[data-testid="recommended-design"]')?.textContent ?? '').trim() !== old, designBefore);

    expect(numberOf(await field(page, 'Read throughput').inputValue())).toBe(expected.readMBps);
    expect(numberOf(await field(page, 'Write throughput').inputValue())).toBe(expected.writeMBps);
    expect(numberOf(await field(page, 'Read IOPS').inputValue())).toBe(expected.readIops);
    expect(numberOf(await field(page, 'I/O size').inputValue())).toBe(expected.ioSizeKiB);

    // The open panel, its chart and the marks pass axe.
    const violations = await runAxe(page);
    expect(violations, describeViolations('measurements import', violations)).toEqual([]);

    // The mark, with where the figure came from.
    const readField = page.locator('.workload-form .field').filter({ has: page.getByRole('textbox', { name: 'Read throughput', exact: true }) });
    const mark = readField.locator('.measured-mark');
    expect(await mark.innerText()).toBe('from measurements');
    const title = (await mark.getAttribute('title')) ?? '';
    expect(title).toContain(NAME);
    expect(title).toContain('VolumeReadThroughput');
    expect(title).toContain('95th percentile');
    expect(title).toContain('2026-01-05 09:00');
    const described = (await field(page, 'Read throughput').getAttribute('aria-describedby')) ?? '';
    expect(described).toContain(await readField.locator('.field-measured').getAttribute('id'));

    // The link carries the workload and `measured`, not the data.
    const href = await settledHref(page);
    const linked = scenarioInLink(href);
    expect((linked.requirement as Record<string, number>).readMBps).toBe(expected.readMBps);
    expect(linked.measured).toMatchObject({ statistic: 'p95', basis: 'coincident', files: [{ name: NAME, format: 'oci' }] });
    expect(JSON.stringify(linked)).not.toContain('aggregated-datapoints');
    expect(await page.locator('.measurements-panel').innerText()).toContain('never the measurements themselves');
    // Opened from the link, the form shows the same figures with their marks.
    const other = await app.newPage();
    await other.goto(href);
    const otherMark = other
      .locator('.workload-form .field')
      .filter({ has: other.getByRole('textbox', { name: 'Read throughput', exact: true }) })
      .locator('.measured-mark');
    await otherMark.waitFor();
    expect(await otherMark.getAttribute('title')).toBe(title);
    await other.close();

    // Once used, another statistic plans again: the average, then a window without the last minute.
    const mean = m.deriveWorkload(m.readMeasurementFile(NAME, TEXT).series, { statistic: 'mean' }).fields;
    expect(mean.writeMBps).not.toBe(expected.writeMBps);
    await page.getByLabel('Statistic').selectOption({ label: 'average' });
    await page.waitForFunction((v) => (document.querySelector('input[name="writeMBps"]') as HTMLInputElement | null)?.value === v, String(mean.writeMBps));
    expect(scenarioInLink(await settledHref(page)).measured).toMatchObject({ statistic: 'mean' });
    const windowText = page.locator('.measurements-panel').getByText(/^Window:/);
    expect(await windowText.innerText()).toContain('to 2026-01-05 09:03 UTC');
    // The brush's end, moved a step back from the keyboard (a drag does the same).
    const end = page.locator('.measurements-chart .recharts-brush-traveller').last();
    // Issue 40: every accessible name and description in the panel is words, the brush's too.
    const names = await page.evaluate(() =>
      [...document.querySelectorAll('.measurements-panel [aria-label], .measurements-panel [aria-description], .measurements-panel [title]')].flatMap((el) =>
        ['aria-label', 'aria-description', 'title'].map((a) => el.getAttribute(a) ?? '').filter((v) => v !== ''),
      ),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => /\b(undefined|NaN|null)\b/.test(n))).toEqual([]);
    expect(await end.getAttribute('aria-label')).toMatch(/^Window of the chart, from 2026-01-05 \d\d:\d\d to 2026-01-05 \d\d:\d\d UTC/);
    await end.focus();
    await end.press('ArrowLeft');
    await page.waitForFunction(() => !/09:03 UTC/.test(document.querySelector('.measurements-panel')?.textContent?.match(/Window:[^)]*/)?.[0] ?? '09:03 UTC'));
    const windowed = scenarioInLink(await settledHref(page)).measured as { to: string };
    expect(windowed.to < '2026-01-05T09:03:00.000Z').toBe(true);

    // Typing in a field makes it the user's own: its mark goes, the others stay.
    await field(page, 'Read throughput').fill('3.75');
    await mark.waitFor({ state: 'detached' });
    expect(await page.locator('.workload-form .measured-mark').count()).toBeGreaterThan(0);
    // And a new statistic no longer overwrites what the user typed; using the workload again does.
    const linkBefore = await settledHref(page);
    await page.getByLabel('Statistic').selectOption({ label: 'peak' });
    expect(await settledHref(page)).toBe(linkBefore);
    expect(await field(page, 'Read throughput').inputValue()).toBe('3.75');
    await page.getByRole('button', { name: 'Use this workload' }).click();
    await page.waitForFunction(() => (document.querySelector('input[name="readMBps"]') as HTMLInputElement | null)?.value !== '3.75');
    expect(scenarioInLink(await settledHref(page)).measured).toMatchObject({ statistic: 'peak' });
    expectClean(app.problems);
    await app.close();
  });

  it('a larger export is read in a worker: the line of what the design carries, From and To moving the window, today’s volumes found too small, and the trend used as growth', async () => {
    const app = await openApp(h);
    const { page } = app;
    await design(page).waitFor();
    await page.getByRole('button', { name: 'Import measurements' }).click();
    // Four volumes, hourly for about 104 days, growing 0.5% a day, throttled at the end: 60,000 points.
    const big = blockstoreExport({ volumes: 4, points: 2500, stepMinutes: 60, readMBps: 40, growthPerDay: 0.005, guaranteedIops: 3000, throttledIos: 50 });
    await page.getByLabel('Measurement files').setInputFiles({ name: 'bv-history.json', mimeType: 'application/json', buffer: Buffer.from(big.text) });
    const panel = page.locator('.measurements-panel');
    // Read off the page's thread: the worker answered (it loaded from the app's own origin, under its CSP).
    await page.locator('.measurements-panel[data-reader="worker"]').waitFor();
    await page.getByRole('button', { name: 'Use this workload' }).waitFor();
    expect(await panel.innerText()).toContain(`bv-history.json: ${big.points} points read`);
    // The worker's script came from the app's own origin, and the offline cache lists it.
    const workerPath = h.server.requests.find((r) => /\/assets\/measurements\.worker-[\w-]+\.js$/.test(r));
    expect(workerPath).toBeDefined();
    const manifest = JSON.parse(readFileSync('dist/precache-manifest.json', 'utf8')) as { urls: string[] };
    expect(manifest.urls).toContain(workerPath!.replace(/^\//, ''));

    // The line of what the recommended design carries at its target, in the legend and said under the chart.
    const line = page.getByTestId('carried-line');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="carried-line"]')?.getAttribute('data-value')) > 0);
    expect(await line.innerText()).toMatch(
      /^The recommended design \((File Storage|Block Volume|Dense I\/O \(local NVMe\)|File Storage with Lustre)\) carries [\d,.]+ MB\/s of this load/,
    );
    // (The chart is drawn in stages, its legend after its axes: waited for, not read at once.)
    await page
      .locator('.measurements-chart .recharts-legend-item-text')
      .filter({ hasText: / at 80%$/ })
      .waitFor();
    // Every line the legend names comes (the stages end), each drawn.
    await page.waitForFunction(() => {
      const chart = document.querySelector('.measurements-chart');
      const drawn = [...(chart?.querySelectorAll('.recharts-line') ?? [])].filter((l) => l.querySelector('path[d]')).length;
      return drawn > 0 && drawn === chart?.querySelectorAll('.recharts-legend-item').length;
    });
    // And in the tooltip, beside what was measured at that time.
    const plot = page.locator('.measurements-chart .recharts-wrapper').first();
    await plot.scrollIntoViewIfNeeded();
    const box = (await plot.boundingBox())!;
    const tooltip = page.locator('.measurements-chart .recharts-tooltip-wrapper');
    let x = 0.4;
    await expect
      .poll(async () => {
        // Moved a little each time: a pointer that has not moved shows no tooltip.
        x += 0.01;
        await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.35);
        return (await tooltip.isVisible()) ? await tooltip.innerText() : '';
      })
      .toMatch(/ at 80%/);
    const atP95 = await line.getAttribute('data-value');
    // It follows the statistic.
    await page.getByLabel('Statistic').selectOption({ label: 'peak' });
    await page.waitForFunction((v) => document.querySelector('[data-testid="carried-line"]')?.getAttribute('data-value') !== v, atP95);

    // Today's volumes throttled in the window: too small, said as a finding.
    const finding = page.getByTestId('today-finding');
    expect(await finding.innerText()).toContain('today’s volumes are too small for this load');

    // From and To, in the browser's zone: a From typed in moves the window (and the brush).
    const local = (ms: number) => page.evaluate((t) => new Date(t - new Date(t).getTimezoneOffset() * 60_000).toISOString().slice(0, 16), ms);
    const startBefore = await page.locator('.measurements-chart .recharts-brush-traveller').first().getAttribute('aria-valuenow');
    await panel.getByLabel('From', { exact: true }).fill(await local(Date.UTC(2026, 1, 1, 0, 0)));
    await panel.getByText(/^Window: 2026-02-01 00:00 to/).waitFor();
    await page.waitForFunction(
      (old) => document.querySelector('.measurements-chart .recharts-brush-traveller')?.getAttribute('aria-valuenow') !== old,
      startBefore,
    );
    // A To before From is said next to the field; the window stays.
    await panel.getByLabel('To', { exact: true }).fill(await local(Date.UTC(2026, 0, 20, 0, 0)));
    const message = panel.locator('.measurements-window [role="alert"]');
    expect(await message.innerText()).toBe('From must be before To.');
    expect(await panel.getByText(/^Window: 2026-02-01 00:00 to/).count()).toBe(1);

    // The trend, offered as growth with how far to trust it; used, the Over time fields show it.
    const trend = m.fitTrends(m.readMeasurementFile('bv-history.json', big.text).series)[0]!;
    expect(await page.getByTestId('growth-offer').innerText()).toContain(`fitted over ${trend.spanDays.toLocaleString('en-US')} days`);
    await page.getByRole('button', { name: 'Use as growth' }).click();
    const growthField = page.locator('input[name="growth.performancePercentPerYear"]');
    const expected = String(Math.round(trend.growthPercentPerYear * 10) / 10);
    await page.waitForFunction(
      (v) => (document.querySelector('input[name="growth.performancePercentPerYear"]') as HTMLInputElement | null)?.value === v,
      expected,
    );
    expect(await growthField.inputValue()).toBe(expected);
    await page.getByTestId('compare-runway').waitFor();
    expectClean(app.problems);
    await app.close();
  });
});
