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
    const haloed = viewer.locator('svg text.recharts-label');
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
