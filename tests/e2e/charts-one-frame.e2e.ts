/**
 * A keystroke redraws the charts in one go (src/ui/charts/useOneTaskCommit.ts): recharts draws
 * a chart in two renders, and no frame may be painted between them, where a chart would show
 * its reference lines and bars at the new figures and its lines at the old ones. Built app,
 * real headless Chromium: every change the charts panel takes after a value is typed happens
 * between the same two animation frames, and after the frame in which the answer changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnChart, field, loadLazy, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await stopHarness(h);
});

interface Watch {
  frame: number;
  /** The frame in which the answer first changed after the value was typed (-1: not yet). */
  answer: number;
  /** The frame of the charts' last change, whenever it was. */
  last: number;
  changes: { frame: number; what: string }[];
}

describe('charts after a keystroke', () => {
  for (const view of ['File Storage', 'File Storage with Lustre', 'Block Volume', 'Dense I/O', 'Compare']) {
    it(`${view}: the charts change within one frame`, async () => {
      const app = await openApp(h);
      const { page } = app;
      await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
      await tab(page, view).click();
      await loadLazy(page, 'charts');
      const charts = page.locator('section.charts');
      const figure = charts.locator('figure.chart').first();
      // Reached as a reader reaches it, found again if the page redraws it on the way (drawnChart).
      await drawnChart(figure);
      // A frame count that moves on every animation frame; each change of the charts notes it.
      await charts.evaluate((section) => {
        const w = window as unknown as { watch: Watch };
        w.watch = { frame: 0, answer: -1, last: 0, changes: [] };
        const tick = () => {
          w.watch.frame++;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        new MutationObserver((records) => {
          w.watch.last = w.watch.frame;
          for (const r of records) {
            const el = r.target instanceof Element ? r.target : r.target.parentElement;
            w.watch.changes.push({
              frame: w.watch.frame,
              what: `${r.type} ${el?.getAttribute('class') ?? el?.nodeName} in ${el?.closest('figure')?.querySelector('.chart-title')?.textContent} top ${Math.round(el?.closest('figure')?.getBoundingClientRect().top ?? -1)}`,
            });
          }
        }).observe(section, { subtree: true, childList: true, attributes: true, characterData: true });
        const design = document.querySelector('.view-panel [data-testid="recommended-design"]')!;
        new MutationObserver(() => {
          if (w.watch.answer < 0) w.watch.answer = w.watch.frame;
        }).observe(design.closest('.answer') ?? design, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      const read = field(page, 'Read throughput');
      const still = () =>
        page.evaluate(() => {
          const { watch } = window as unknown as { watch: Watch };
          return watch.frame - watch.last >= 10;
        });
      for (const value of ['11', '18.5', '7', '21.5', '4', '14.5']) {
        // Whatever the page was still drawing (a chart coming into view) has been drawn.
        await expect.poll(still).toBe(true);
        await page.evaluate(() => Object.assign((window as unknown as { watch: Watch }).watch, { changes: [], answer: -1 }));
        await read.fill(value);
        // Settled: the charts have changed, and ten frames have passed since their last change.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const { watch } = window as unknown as { watch: Watch };
              const last = watch.changes.at(-1);
              return last !== undefined && watch.frame - last.frame >= 10;
            }),
          )
          .toBe(true);
        const { changes, answer } = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
        const frames = [...new Set(changes.map((c) => c.frame))];
        expect(frames, `${value}: ${JSON.stringify(changes.filter((c) => c.frame !== changes[0]!.frame).slice(0, 12))}`).toHaveLength(1);
        // The answer was painted first: the charts changed in a later frame (useAfterPaint), so
        // their commit never holds the answer's paint back.
        expect(answer, `${value}: the answer changed`).toBeGreaterThanOrEqual(0);
        expect(frames[0], `${value}: the charts' frame after the answer's`).toBeGreaterThan(answer);
      }
      await app.close();
    });
  }
});
