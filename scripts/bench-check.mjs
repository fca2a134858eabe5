#!/usr/bin/env node
/**
 * `npm run bench:check`: the speed budget every change to src/ is held to, in one go on the
 * built app (issue 38). Not part of `npm test` (timings do not belong in tests): run it on a
 * quiet machine before landing a change that touches src/, and quote its table in the note.
 *
 *   npm run bench:check [-- --no-build] [-- --lighthouse-runs 3] [-- --import-runs 3]
 *
 * Builds the app and the probe once (the probe's recorded data included), then runs, each as
 * its own process with `--json`:
 * - the bundle budget (`bench:bundle`): the first screen's JavaScript, gzipped;
 * - Lighthouse mobile (`bench:lighthouse -- --mobile-only`), median of 3: the performance score
 *   (its worst beside it), total blocking time, accessibility, best practices and SEO;
 * - the burst benchmark against the probe (`bench:ui -- --burst-only`): ten characters 60 ms
 *   apart in every view, in the compare view's growth field and in a plan of three workloads
 *   with growth, each character's input to paint p95, against 50 ms and the probe's own in the
 *   same run;
 * - the import benchmark (`bench:import`): the longest main-thread task while 100,000 points
 *   are imported.
 * Prints one table (figure, target, measured, verdict) and the machine's load, and exits 1 when
 * a target is missed (2 when a benchmark could not run).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const LIGHTHOUSE_RUNS = arg('--lighthouse-runs', '3');
const IMPORT_RUNS = arg('--import-runs', '3');
const BURST_RUNS = '3';

const folder = mkdtempSync(join(tmpdir(), 'bench-check-'));
const load = () => loadavg()[0].toFixed(2);
const loads = [load()];
let broken = false;

/** Runs one benchmark script with `--json`, its output passed through; returns its figures, or null if it failed. */
function run(script, args, label) {
  const out = join(folder, `${label}.json`);
  console.log(`\n=== ${label} (load ${load()}) ===`);
  try {
    execFileSync('node', [join(root, 'scripts', script), ...args, '--json', out], { cwd: root, stdio: 'inherit' });
    loads.push(load());
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch (error) {
    broken = true;
    console.error(`${label} could not run: ${error.message}`);
    return null;
  }
}

if (!process.argv.includes('--no-build')) {
  console.log('Recording the probe data and building the app and the probe…');
  execFileSync('npx', ['tsx', 'bench/probe/record.ts', BURST_RUNS], { cwd: root, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--config', 'bench/probe/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
}

const bundle = run('bundle-size.mjs', [], 'bundle');
const lighthouse = run('lighthouse.mjs', ['--no-build', '--mobile-only', '--runs', LIGHTHOUSE_RUNS], 'lighthouse');
const ui = run('bench-ui.mjs', ['--no-build', '--burst-only', '--runs', BURST_RUNS], 'burst');
const imported = run('bench-import.mjs', ['--no-build', '--runs', IMPORT_RUNS], 'import');
rmSync(folder, { recursive: true, force: true });

/** [figure, target, measured, met] rows; a benchmark that did not run is one row that missed. */
const rows = [];
const add = (figure, target, measured, met) => rows.push([figure, target, measured, met]);
const ms = (v) => `${v.toFixed(1)} ms`;

if (bundle) add('First-screen JavaScript, gzipped', `≤ ${bundle.budgetKB} KB`, `${bundle.firstJsKB.toFixed(1)} KB`, bundle.firstJsKB <= bundle.budgetKB);
else add('Bundle budget', 'runs', 'failed', false);

const mobile = lighthouse?.rows.find((r) => r.formFactor === 'mobile');
if (mobile) {
  const n = lighthouse.runs;
  add(
    `Lighthouse mobile performance (median of ${n}, worst)`,
    '≥ 98 (worst ≥ 95)',
    `${mobile.scores.performance} (${mobile.worst.performance})`,
    mobile.scores.performance >= 98 && mobile.worst.performance >= 95,
  );
  const tbt = mobile.metrics['total-blocking-time'];
  add(`Lighthouse mobile total blocking time (median of ${n})`, '≤ 150 ms', `${Math.round(tbt)} ms`, tbt <= 150);
  for (const [c, name] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ])
    add(`Lighthouse mobile ${name}`, '100', String(mobile.scores[c]), mobile.scores[c] >= 100);
} else add('Lighthouse mobile', 'runs', 'failed', false);

if (ui) {
  for (const v of ui.views) {
    add(
      `Burst, input → character painted p95: ${v.view}`,
      `≤ 50 ms, ≤ probe (${ms(v.probeTypedP95)})`,
      ms(v.typedP95),
      v.typedP95 <= 50 && v.typedP95 <= v.probeTypedP95,
    );
  }
} else add('Burst against the probe', 'runs', 'failed', false);

if (imported) {
  add(
    `Import of 100,000 points, longest main-thread task (median of ${IMPORT_RUNS}; CPU ${ms(imported.longestCpuMs)})`,
    '≤ 50 ms, no long task',
    `${ms(imported.longestMs)}, ${imported.longTasks} long`,
    imported.longestMs <= 50 && imported.longTasks === 0,
  );
} else add('Import benchmark', 'runs', 'failed', false);

const width = (i) => Math.max(...rows.map((r) => String(r[i]).length), ['figure', 'target', 'measured'][i].length);
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(i < 3 ? width(i) : 7)).join(' | ')} |`;
console.log(`\n## bench:check (load average ${loads.join(' → ')}; ${new Date().toISOString()})\n`);
console.log(line(['figure', 'target', 'measured', 'verdict']));
console.log(`|${[width(0), width(1), width(2), 7].map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const [figure, target, measured, met] of rows) console.log(line([figure, target, measured, met ? 'met' : 'MISSED']));
const missed = rows.filter((r) => !r[3]).length;
console.log(missed === 0 ? '\nEvery target met.' : `\n${missed} target(s) missed.`);
if (Number(loads[0]) > 1) console.log('The machine was busy (load average above 1): timings are inflated; run again on a quiet machine before deciding.');
process.exit(broken ? 2 : missed === 0 ? 0 : 1);
