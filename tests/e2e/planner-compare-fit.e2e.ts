/**
 * The Compare table fits a desktop (issue 22, item 5): at 1280 and 1440 px, in English and
 * Japanese, for the default workload and the render-farm example (Media processing, whose
 * cheapest design sat in the last column), every cell's right edge lies inside the table's box
 * and no cell's text is cut (a cell's content is no wider than the cell).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, openApp, startHarness, stopHarness, tab, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await stopHarness(h);
});

/** What overflows in the Compare table: cells past the box, cells whose content is wider than they are. */
async function overflows(page: Page): Promise<{ cells: number; problems: string[] }> {
  const table = page.locator('table.compare-table');
  await table.waitFor();
  return table.evaluate((el) => {
    const box = (el.closest('.table-scroll') ?? el).getBoundingClientRect();
    const panel = el.closest('.results-panel')?.getBoundingClientRect() ?? box;
    const problems: string[] = [];
    const cells = Array.from(el.querySelectorAll('th, td')) as HTMLElement[];
    const name = (c: HTMLElement) => JSON.stringify((c.textContent ?? '').trim().slice(0, 40));
    if (el.getBoundingClientRect().right > box.right + 0.5)
      problems.push(`table ${Math.round(el.getBoundingClientRect().width)} px wide in a ${Math.round(box.width)} px box`);
    if (box.right > panel.right + 0.5) problems.push(`the table's box ends past its panel`);
    for (const c of cells) {
      const r = c.getBoundingClientRect();
      if (r.right > box.right + 0.5) problems.push(`${name(c)} ends ${Math.round(r.right - box.right)} px past the box`);
      if (c.scrollWidth > c.clientWidth + 1) problems.push(`${name(c)}: content ${c.scrollWidth} px in a ${c.clientWidth} px cell`);
    }
    return { cells: cells.length, problems };
  });
}

describe('the Compare table on a desktop', () => {
  for (const width of [1280, 1440]) {
    it(`fits at ${width} px, default and render-farm workloads, English and Japanese`, async () => {
      const problems: string[] = [];
      for (const lang of ['English', '日本語']) {
        const app = await openApp(h, { context: { viewport: { width, height: 900 } } });
        const { page } = app;
        if (lang !== 'English') {
          await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: lang }).click();
          await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
        }
        await tab(page, lang === 'English' ? 'Compare' : '比較').click();
        for (const example of ['default', 'media-processing']) {
          if (example !== 'default') await page.locator('.workload-form select').first().selectOption(example);
          const found = await overflows(page);
          expect(found.cells, 'cells looked at').toBeGreaterThan(20);
          problems.push(...found.problems.map((p) => `${width} px, ${lang}, ${example}: ${p}`));
        }
        expectClean(app.problems);
        await app.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
