import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import { it } from 'vitest';
import { openApp, startHarness, stopHarness, tab } from './helpers.ts';
it('scratch', async () => {
  const h = await startHarness();
  const app = await openApp(h);
  const { page } = app;
  await page.locator('figure svg').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.emulateMedia({ media: 'print' });
  for (const v of ['Compare', 'File Storage', 'Block Volume', 'Dense I/O']) {
    await page.emulateMedia({ media: 'screen' });
    await tab(page, v).click();
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ format: 'A4' });
    const pdf = await page.pdf({ format: 'A4' });
    console.log(await page.evaluate(() => [document.body.scrollHeight, document.querySelectorAll('.sources-panel').length, document.querySelector('.sources-panel')?.getBoundingClientRect().height]));
    const n = (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
    const pdfL = await page.pdf({ format: 'Letter' });
    const nL = (pdfL.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
    console.log(v, 'A4 pages', n, 'letter', nL, pdf.length);
    await require('node:fs').promises.writeFile(`/tmp/explore/report-${v.replace(/\W/g,'')}.pdf`, pdf);
  }
  await page.screenshot({ path: '/tmp/explore/print.png', fullPage: true });
  await app.close(); await stopHarness(h);
});
