#!/usr/bin/env node
/**
 * `npm test`: every check, in one command, and the time each stage took (docs/testing.md).
 *
 *   install   scripts/ensure-deps.mjs (npm ci when node_modules is missing or stale)
 *   lint      eslint and prettier --check        ┐
 *   types     tsc --noEmit                       ├ side by side: each is one process on one core
 *   build     vite build and the engine library  ┘
 *   unit      vitest: the unit and unit-dom projects
 *   e2e       vitest: the e2e project, on the build
 *
 * A stage that fails stops the run after its group (the e2e tests never run on a failed build),
 * and the table of times is printed either way, each stage against its budget. A stage over its
 * budget is named, but does not fail the run: a slow machine is not a broken change.
 *
 * Node built-ins only: this runs before any dependency exists.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(join(root, 'scripts/test-budget.json'), 'utf8'));
const bin = (name) => join(root, 'node_modules/.bin', name);

/** One stage: its command, and whether its output may stream straight through (run alone). */
const STAGES = {
  install: [[process.execPath, join(root, 'scripts/ensure-deps.mjs')]],
  lint: [
    [bin('eslint'), '--max-warnings', '0', '.'],
    [bin('prettier'), '--check', '--log-level', 'warn', '**/*.{ts,tsx,mjs,js}'],
  ],
  types: [[bin('tsc'), '-p', 'tsconfig.json', '--noEmit']],
  build: [
    [bin('vite'), 'build', '--logLevel', 'warn'],
    [process.execPath, join(root, 'scripts/build-lib.mjs')],
  ],
  unit: [[bin('vitest'), 'run', '--project', 'unit', '--project', 'unit-dom']],
  e2e: [[bin('vitest'), 'run', '--project', 'e2e']],
};

/** Stages in each group run side by side; the groups run one after another. */
const GROUPS = [['install'], ['lint', 'types', 'build'], ['unit'], ['e2e']];

/** Runs one command; output streams through when `stream`, else is kept and returned. */
function run([command, ...args], stream) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs a stage's commands in turn; its time, its result, its output (when not streamed). */
async function stage(name, stream) {
  const started = performance.now();
  let output = '';
  let code = 0;
  for (const command of STAGES[name]) {
    const result = await run(command, stream);
    output += result.output;
    code = result.code;
    if (code !== 0) break;
  }
  return { name, code, seconds: (performance.now() - started) / 1000, output };
}

const seconds = (s) => `${s.toFixed(0).padStart(4)} s`;
const results = [];
const runStarted = performance.now();
const loadAtStart = loadavg()[0];

for (const group of GROUPS) {
  const alone = group.length === 1;
  if (!alone) process.stdout.write(`\n${group.join(', ')}: side by side…\n`);
  const done = await Promise.all(group.map((name) => stage(name, alone)));
  for (const r of done) {
    if (!alone && (r.code !== 0 || r.output.trim() !== '')) process.stdout.write(`\n── ${r.name} ──\n${r.output}`);
    results.push(r);
  }
  if (done.some((r) => r.code !== 0)) break;
}

const total = (performance.now() - runStarted) / 1000;
const failed = results.filter((r) => r.code !== 0);
const lines = ['', 'npm test: time per stage (budgets: docs/testing.md)'];
for (const group of GROUPS) {
  const ran = results.filter((r) => group.includes(r.name));
  if (ran.length === 0) continue;
  for (const r of ran) {
    const mark = r.code !== 0 ? 'FAILED' : r.seconds > budgets[r.name] ? `over its budget of ${budgets[r.name]} s` : `budget ${budgets[r.name]} s`;
    lines.push(`  ${r.name.padEnd(8)}${seconds(r.seconds)}  ${mark}${ran.length > 1 ? '  (side by side)' : ''}`);
  }
}
const overTotal = total > budgets.total;
lines.push(`  ${'total'.padEnd(8)}${seconds(total)}  ${overTotal ? `over its budget of ${budgets.total} s` : `budget ${budgets.total} s`}`);
lines.push(`  load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${(await import('node:os')).cpus().length} cores`);
const skipped = GROUPS.flat().filter((name) => !results.some((r) => r.name === name));
if (skipped.length > 0) lines.push(`  not run: ${skipped.join(', ')} (${failed.map((r) => r.name).join(', ')} failed)`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(failed.length > 0 ? 1 : 0);
