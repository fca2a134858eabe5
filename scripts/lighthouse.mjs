#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse's four scores for the built planner, on its mobile and
 * desktop settings, as `npm start` serves it. A benchmark, not a test.
 *
 *   npm run bench:lighthouse [-- --runs 5] [-- --no-build] [-- --mobile-only] [-- --json <file>]
 *
 * Builds the app (dist/, unless --no-build), serves it with `vite preview` on 127.0.0.1 (the
 * server `npm start` uses, with the same headers), and runs Lighthouse (the pinned devDependency)
 * `--runs` times per form factor (5 by default) in headless Chromium (the e2e tests' browser), a
 * fresh browser profile each run. Lighthouse simulates the mobile network and a 4× slower CPU
 * from what it observes, so a busy machine lowers the performance score; the median of the runs
 * is reported beside the worst, with the figures that make up the performance score.
 *
 * Targets (issue 21): mobile performance ≥ 98; accessibility, best practices and SEO 100.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { tsImport } from 'tsx/esm/api';
import { preview } from 'vite';
import { writeFigures } from './bench-json.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { findChromium } = await tsImport('../tests/e2e/browser.ts', import.meta.url);

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The figures Lighthouse weighs into the performance score, with their units. */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];

if (!process.argv.includes('--no-build')) {
  console.log('Building the app…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

/** A headless Chromium with its DevTools port open, in a profile of its own; resolves once it listens. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const child = spawn(
    findChromium(),
    ['--headless=new', '--no-sandbox', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise((resolvePort, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolvePort({ port: Number(match[1]), stop: () => stopChromium(child, profile) });
    });
    child.once('exit', (code) => reject(new Error(`Chromium ended (${code}) before it listened: ${seen.slice(-500)}`)));
  });
}

/** Ends the browser, then removes its profile once it has stopped writing to it. */
async function stopChromium(child, profile) {
  if (child.exitCode === null) {
    const ended = new Promise((done) => child.once('exit', done));
    child.kill();
    await ended;
  }
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const server = await preview({ root, preview: { host: '127.0.0.1', port: 4190, strictPort: false }, logLevel: 'warn' });
const url = server.resolvedUrls.local[0];
console.log(`Serving ${url}; ${RUNS} run(s) per form factor.\n`);

const rows = [];
let failed = false;
const FORM_FACTORS = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
].filter(([formFactor]) => formFactor === 'mobile' || !process.argv.includes('--mobile-only'));
for (const [formFactor, config] of FORM_FACTORS) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chromium = await startChromium();
    try {
      const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
      runs.push(result.lhr);
    } finally {
      await chromium.stop();
    }
  }
  const row = { formFactor, scores: {}, worst: {}, metrics: {} };
  for (const c of CATEGORIES) {
    const scores = runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100));
    row.scores[c] = median(scores);
    row.worst[c] = Math.min(...scores);
  }
  for (const [id] of METRICS) row.metrics[id] = median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
  rows.push(row);
  const target = (c) => (c === 'performance' ? (formFactor === 'mobile' ? 98 : 100) : 100);
  if (CATEGORIES.some((c) => row.scores[c] < target(c))) failed = true;
}
await new Promise((done) => server.httpServer.close(done));

console.log('| form factor | ' + CATEGORIES.join(' | ') + ' | ' + METRICS.map(([, name, unit]) => (unit ? `${name} (${unit})` : name)).join(' | ') + ' |');
console.log('|' + ' --- |'.repeat(1 + CATEGORIES.length + METRICS.length));
for (const row of rows) {
  const scores = CATEGORIES.map((c) => `${row.scores[c]} (worst ${row.worst[c]})`);
  const metrics = METRICS.map(([id, , unit]) => (unit ? Math.round(row.metrics[id]) : row.metrics[id].toFixed(3)));
  console.log(`| ${row.formFactor} | ${scores.join(' | ')} | ${metrics.join(' | ')} |`);
}
console.log('\nMedian of the runs (worst in brackets). Targets: mobile performance ≥ 98, everything else 100.');
console.log(failed ? 'Below target on at least one median.' : 'Every median meets its target.');
writeFigures({ runs: RUNS, rows });
process.exit(0);
