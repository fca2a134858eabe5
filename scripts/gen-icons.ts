/**
 * Draws the web-app manifest's PNG icons from public/favicon.svg with headless Chromium (the
 * one the end-to-end tests use; no network):
 *
 *   public/icons/icon-192.png, icon-512.png     the icon as it is (purpose "any")
 *   public/icons/icon-maskable-512.png          full-bleed background, the glyph inside the
 *                                               central 80% safe zone (purpose "maskable")
 *
 * Run after changing the SVG: `npm run icons`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/e2e/browser.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const outDir = join(root, 'public/icons');
/** The SVG's own background colour, for the maskable icon's bleed. */
const BACKGROUND = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1] ?? '#1f3a5f';

function page(size: number, maskable: boolean): string {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const glyph = maskable ? Math.round(size * 0.7) : size;
  const bg = maskable ? BACKGROUND : 'transparent';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: transparent; }
    div { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${bg}; }
    img { width: ${glyph}px; height: ${glyph}px; display: block; }
  </style></head><body><div><img src="${src}" alt=""></div></body></html>`;
}

const browser = await launchBrowser();
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  const tab = await context.newPage();
  mkdirSync(outDir, { recursive: true });
  for (const [name, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['icon-maskable-512.png', 512, true],
  ] as const) {
    await tab.setViewportSize({ width: size, height: size });
    await tab.setContent(page(size, maskable));
    await tab.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    const png = await tab.locator('div').screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(join(outDir, name), png);
    console.log(`gen-icons: public/icons/${name} (${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
