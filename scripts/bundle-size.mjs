#!/usr/bin/env node
/**
 * `npm run bench:bundle`: the JavaScript of the built app's first screen, gzipped, against the
 * 100 KB budget, and every chunk loaded later.
 *
 * The first screen is the entry script of dist/index.html and everything it imports
 * statically, transitively (`import … from "./x.js"` at the top of a chunk); chunks reached
 * only through `import("./x.js")` load later (charts, panels below the answer, other
 * languages, the embed bridge). Gzip at level 9, as a static server would serve them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('bundle-size: dist/index.html is missing; run `npm run build` first.');
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
if (!entry) {
  console.error('bundle-size: no module script in dist/index.html');
  process.exit(2);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (text) => gzipSync(text, { level: 9 }).length;

/** Static and dynamic imports of a chunk, as paths under dist/. */
function importsOf(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const resolve = (spec) => normalize(join(dirname(file), spec));
  const statics = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => resolve(m[1]));
  // Dynamic imports, and the files Vite preloads alongside them (`__vite__mapDeps`).
  const dynamics = [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g), ...code.matchAll(/["'](\.\/[^"']+\.js)["']/g)].map((m) => resolve(m[1]));
  return { code, statics, dynamics };
}

const first = new Map();
const later = new Map();
const queue = [normalize(entry.replace(/^\.\//, ''))];
const lazyQueue = [];
while (queue.length) {
  const file = queue.shift();
  if (first.has(file)) continue;
  const { code, statics, dynamics } = importsOf(file);
  first.set(file, { raw: code.length, gz: gz(code) });
  queue.push(...statics);
  lazyQueue.push(...dynamics);
}
while (lazyQueue.length) {
  const file = lazyQueue.shift();
  if (first.has(file) || later.has(file) || !existsSync(join(dist, file))) continue;
  const { code, statics, dynamics } = importsOf(file);
  later.set(file, { raw: code.length, gz: gz(code) });
  lazyQueue.push(...statics, ...dynamics);
}

const total = (m) => [...m.values()].reduce((s, v) => s + v.gz, 0);
const print = (title, m) => {
  console.log(title);
  for (const [file, size] of [...m].sort((a, b) => b[1].gz - a[1].gz)) {
    console.log(`  ${kb(size.gz).padStart(7)} KB gz  ${kb(size.raw).padStart(7)} KB  ${relative(dist, join(dist, file))}`);
  }
};

print('First screen (entry and its static imports):', first);
print('Loaded later (dynamic imports):', later);
const firstKB = total(first) / 1024;
console.log(`\nFirst-screen JavaScript: ${firstKB.toFixed(1)} KB gzipped — ${firstKB <= BUDGET_KB ? 'within' : 'OVER'} the ${BUDGET_KB} KB budget. Later chunks: ${kb(total(later))} KB gzipped.`);
