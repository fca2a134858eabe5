/**
 * A downloaded chart looks like the one on screen: the SVG file keeps the axis titles, the
 * legend and the labels on the plot, and each label's text is drawn over its halo, not under
 * it. Checked by rasterizing the downloaded file in Chromium: a label's glyphs must change the
 * pixels of its box (painted in the halo's colour instead, they must look different).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chart, drawnChart, expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';
import charts from '../../src/ui/i18n/en/charts.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

describe('a downloaded chart keeps its text', () => {
  it('the File Storage chart as SVG: axis titles, legend and labels, each label drawn over its halo', async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    await page.getByLabel('Start from an example').selectOption({ label: 'Media processing' });
    await tab(page, 'File Storage').click();
    const figure = chart(page, charts.fss.title);
    await drawnChart(figure);
    const [download] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
    const svg = await readFile((await download.path())!, 'utf8');

    // The text is in the file: the chart's title, both axis titles, legend entries, a label.
    for (const text of [charts.fss.title, charts.fss.xAxis, charts.fss.yThroughput, 'Standard', 'HPMT-80']) expect(svg, text).toContain(text);

    // Rasterized on its own page, every haloed label shows its glyphs.
    const viewer = await app.context.newPage();
    await viewer.setViewportSize({ width: 1600, height: 1400 });
    await viewer.setContent(`<!doctype html><body style="margin:0;background:#fff">${svg.replace(/^<\?xml[^>]*>\s*/, '')}</body>`);
    const haloed = viewer.locator('svg text.chart-label');
    const count = await haloed.count();
    expect(count, 'labels with a halo').toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const label = haloed.nth(i);
      const box = (await label.boundingBox())!;
      const clip = { x: Math.max(0, box.x - 2), y: Math.max(0, box.y - 2), width: box.width + 4, height: box.height + 4 };
      const drawn = await viewer.screenshot({ clip });
      // The same label with its glyphs painted in the halo's colour (tspans carry their own fill).
      await label.evaluate((el) => {
        const halo = el.getAttribute('stroke') ?? '#fff';
        for (const node of [el, ...el.querySelectorAll('*')]) node.setAttribute('fill', halo);
      });
      const hidden = await viewer.screenshot({ clip });
      expect(drawn.equals(hidden), `label "${await label.textContent()}" is visible over its halo`).toBe(false);
    }
    await viewer.close();
    expectClean(app.problems);
    await app.close();
  });
});

describe('a downloaded chart in Japanese', () => {
  it('keeps every legend entry inside the image, none on top of another', async () => {
    const app = await openApp(h, { context: { acceptDownloads: true } });
    const { page } = app;
    await page.goto(`${h.server.url}?lang=ja`, { waitUntil: 'load' });
    // The Dense I/O chart: many legend entries, most of them with Japanese words.
    await page.getByRole('tab', { name: 'Dense I/O', exact: true }).click();
    const figure = page.locator('figure.chart').first();
    await drawnChart(figure);
    const [download] = await Promise.all([page.waitForEvent('download'), figure.getByRole('button', { name: 'SVG をダウンロード', exact: true }).click()]);
    const svg = await readFile((await download.path())!, 'utf8');

    const viewer = await app.context.newPage();
    await viewer.setViewportSize({ width: 1600, height: 1400 });
    await viewer.setContent(`<!doctype html><body style="margin:0;background:#fff">${svg.replace(/^<\?xml[^>]*>\s*/, '')}</body>`);
    const boxes = await viewer.locator('svg g.export-legend text').evaluateAll((els) =>
      els.map((el) => {
        const b = el.getBoundingClientRect();
        return { text: el.textContent ?? '', left: b.left, right: b.right, top: b.top, bottom: b.bottom };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    expect(
      boxes.some((b) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(b.text)),
      'Japanese legend text',
    ).toBe(true);
    // Nor does any text run into the next entry's line or marker.
    const marks = await viewer.locator('svg g.export-legend line, svg g.export-legend path').evaluateAll((els) =>
      els.map((el) => {
        const b = el.getBoundingClientRect();
        return { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
      }),
    );
    for (const b of boxes) {
      for (const m of marks) {
        const overlap = b.left < m.right - 0.5 && m.left < b.right - 0.5 && b.top < m.bottom - 0.5 && m.top < b.bottom - 0.5;
        expect(overlap, `"${b.text}" runs into a legend mark`).toBe(false);
      }
    }
    const width = await viewer
      .locator('svg')
      .first()
      .evaluate((el) => el.getBoundingClientRect().right);
    for (const b of boxes) expect(b.right, `"${b.text}" inside the image`).toBeLessThanOrEqual(width + 0.5);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const c = boxes[j]!;
        const overlap = a.left < c.right - 0.5 && c.left < a.right - 0.5 && a.top < c.bottom - 0.5 && c.top < a.bottom - 0.5;
        expect(overlap, `"${a.text}" and "${c.text}" overlap`).toBe(false);
      }
    }
    await viewer.close();
    expectClean(app.problems);
    await app.close();
  });
});
