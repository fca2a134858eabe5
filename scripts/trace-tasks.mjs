#!/usr/bin/env node
/* global requestIdleCallback */
/**
 * `npm run bench:trace`: where the main thread goes on a phone's first load and on a burst of
 * typing, task by task. A diagnostic, not a test: it prints every main-thread task whose
 * processor time, four times over (Lighthouse's phone is four times slower), passes 50 ms,
 * with what ran in it (Chromium's trace events, and the functions and chunks its CPU profile
 * samples name). Processor time (the trace's thread time) is used, not the clock: other work on a
 * shared machine stretches the clock, not a task's processor time.
 *
 *   npm run bench:trace [-- --no-build] [-- --dist <folder>] [-- --burst] [-- --view <tab>] [-- --save <file>]
 *
 * Load: the built app in a 412 × 823 mobile viewport (Lighthouse's phone), traced from
 * navigation until the page has been idle for a second after it is live (html[data-live]) and
 * its charts chunk has arrived. `--burst`: then, on a desktop page with the view's charts in
 * sight (`--view`, File Storage by default), ten characters typed 60 ms apart into Read
 * throughput, traced alone. For names in the profile, build with
 * `npx vite build --minify false --outDir <folder>` and pass `--dist <folder>`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const { launchBrowser } = await tsImport('../tests/e2e/browser.ts', import.meta.url);
const { startServer } = await tsImport('../tests/e2e/server.ts', import.meta.url);

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dist = arg('--dist');
const SLOWDOWN = 4;
const LONG = Number(arg('--over') ?? 50);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

if (!dist && !process.argv.includes('--no-build')) {
  console.log('Building the app…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

/** The renderer main thread's top-level tasks, with the events and profile samples inside each. */
export function analyse(events, { from = 0 } = {}) {
  const threadNames = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const count = new Map();
  for (const e of events)
    if (threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...count].sort((a, b) => b[1] - a[1])[0][0];
  const [pid, tid] = main.split(':').map(Number);
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  // Complete events from X and B/E pairs.
  const xs = [];
  const open = new Map();
  for (const e of own.sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') xs.push(e);
    else if (e.ph === 'B') (open.get(e.name) ?? open.set(e.name, []).get(e.name)).push(e);
    else if (e.ph === 'E') {
      const b = open.get(e.name)?.pop();
      if (b) xs.push({ ...b, ph: 'X', dur: e.ts - b.ts, tdur: e.tts !== undefined && b.tts !== undefined ? e.tts - b.tts : undefined });
    }
  }
  xs.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = [];
  let end = -1;
  for (const e of xs) {
    if (e.name !== 'RunTask' || !(e.dur > 0)) continue;
    if (e.ts >= end) {
      tasks.push(e);
      end = e.ts + e.dur;
    }
  }
  // CPU profile samples (ProfileChunk events, any thread id of this process's main isolate).
  const nodes = new Map();
  const samples = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const chunk = e.args?.data?.cpuProfile;
    if (!chunk) continue;
    for (const n of chunk.nodes ?? [])
      nodes.set(`${e.id}:${n.id}`, { ...n, key: `${e.id}:${n.id}`, parentKey: n.parent !== undefined ? `${e.id}:${n.parent}` : undefined });
    let t = samples.lastTs?.get(e.id) ?? 0;
    const deltas = e.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((s, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: `${e.id}:${s}` });
    });
    (samples.lastTs ??= new Map()).set(e.id, t);
  }
  // Profile times are on the trace clock once the Profile event's startTime is added.
  const starts = new Map();
  for (const e of events) if (e.name === 'Profile' && e.pid === pid) starts.set(e.id, e.args.data.startTime);
  for (const s of samples) s.ts += starts.get(s.node.split(':')[0]) ?? 0;
  samples.sort((a, b) => a.ts - b.ts);
  const frame = (n) => {
    const cf = n.callFrame ?? {};
    const file = (cf.url ?? '').split('/').pop();
    return `${cf.functionName || '(anonymous)'} ${file}${cf.lineNumber >= 0 ? ':' + (cf.lineNumber + 1) : ''}`;
  };
  const rows = [];
  let blocking = 0;
  let busy = 0;
  for (const task of tasks) {
    if (task.ts < from) continue;
    busy += (task.tdur ?? task.dur) / 1000;
    const cpu = (task.tdur ?? task.dur) / 1000;
    const phone = cpu * SLOWDOWN;
    if (phone > LONG) blocking += phone - LONG;
    if (phone <= LONG) continue;
    const t0 = task.ts;
    const t1 = task.ts + task.dur;
    const kinds = new Map();
    const scripts = new Map();
    for (const e of xs) {
      if (e.ts < t0 || e.ts >= t1 || e === task) continue;
      if (
        [
          'FunctionCall',
          'EvaluateScript',
          'v8.evaluateModule',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'Commit',
          'MajorGC',
          'MinorGC',
          'RunMicrotasks',
          'FireIdleCallback',
          'ParseAuthorStyleSheet',
          'v8.compileModule',
        ].includes(e.name)
      )
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
      const d = e.args?.data;
      if (e.name === 'FunctionCall' || e.name === 'EventDispatch' || e.name === 'TimerFire' || e.name === 'FireIdleCallback') {
        const k = `${e.name} ${d?.functionName || d?.type || ''} ${(d?.url ?? '').split('/').pop()}`.trim();
        scripts.set(k, (scripts.get(k) ?? 0) + e.dur / 1000);
      }
    }
    // Samples: self time per function, and time under each chunk's module body (evaluation).
    const self = new Map();
    const modules = new Map();
    let sampled = 0;
    let prev = null;
    for (const s of samples) {
      if (s.ts < t0 || s.ts >= t1) continue;
      const dt = prev === null ? 0 : Math.min(s.ts - prev, 2000) / 1000;
      prev = s.ts;
      const n = nodes.get(s.node);
      if (!n) continue;
      const name = frame(n);
      if (/^\((idle|program|garbage collector)\)/.test(name)) continue;
      sampled += dt;
      self.set(name, (self.get(name) ?? 0) + dt);
      // The chunk whose top-level code (a module body: an anonymous function at line 1) is on the stack.
      for (let p = n; p; p = p.parentKey ? nodes.get(p.parentKey) : undefined) {
        const cf = p.callFrame ?? {};
        if (!cf.functionName && cf.lineNumber === 0 && cf.url) {
          const m = cf.url.split('/').pop();
          modules.set(m, (modules.get(m) ?? 0) + dt);
          break;
        }
      }
    }
    const top = (m, k) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .filter(([, v]) => v >= 0.3)
        .map(([n, v]) => `${n} ${v.toFixed(1)}`)
        .join('; ');
    rows.push({
      at: (task.ts - from) / 1000,
      wall: task.dur / 1000,
      cpu,
      phone,
      kinds: top(kinds, 6),
      scripts: top(scripts, 4),
      modules: top(modules, 5),
      self: top(self, 8),
      sampled,
    });
  }
  return { rows, blocking, busy, tasks: tasks.filter((t) => t.ts >= from).length };
}

function print(title, { rows, blocking, busy, tasks }) {
  console.log(
    `\n## ${title}: ${tasks} tasks, ${busy.toFixed(0)} ms of main-thread CPU; over ${LONG} ms at ${SLOWDOWN}× processor time: ${rows.length}; their blocking time ${blocking.toFixed(0)} ms`,
  );
  for (const r of rows) {
    console.log(`\n@${r.at.toFixed(0)} ms  clock ${r.wall.toFixed(1)} ms, CPU ${r.cpu.toFixed(1)} ms (×${SLOWDOWN} = ${r.phone.toFixed(0)} ms)`);
    if (r.kinds) console.log(`   events:  ${r.kinds}`);
    if (r.scripts) console.log(`   calls:   ${r.scripts}`);
    if (r.modules) console.log(`   modules: ${r.modules}`);
    if (r.self) console.log(`   self:    ${r.self}`);
  }
}

const server = await startServer(dist ? { root: dist } : {});
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(server.url);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  // Idle for a second: no task of the page's for 1 s (a long requestIdleCallback chain).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        const check = (deadline) => {
          if (deadline.timeRemaining() < 40) last = performance.now();
          if (performance.now() - last > 1000) resolve();
          else requestIdleCallback(check);
        };
        setTimeout(() => requestIdleCallback(check), 1500);
      }),
  );
  const load = await browser.stopTracing();
  const events = JSON.parse(load.toString()).traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  console.log(`First contentful paint at ${fcp && nav ? ((fcp.ts - nav.ts) / 1000).toFixed(0) : '?'} ms (clock, unthrottled)`);
  print('Load (from navigation)', analyse(events, { from: nav?.ts ?? 0 }));
  if (arg('--save')) writeFileSync(arg('--save'), load);

  if (process.argv.includes('--burst')) {
    // On a desktop page with the view's charts in sight (as bench:ui types), the example
    // "AI/ML training reads", ten characters into Read throughput.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 1600 } });
    const dpage = await desk.newPage();
    await dpage.goto(server.url);
    await dpage.locator('html[data-live]').waitFor({ state: 'attached' });
    await dpage.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
    await dpage.getByRole('tab', { name: arg('--view') ?? 'File Storage', exact: true }).click();
    const figure = dpage.locator('figure.chart').first();
    const lazy = dpage.locator('[data-lazy="charts"]');
    if (await lazy.count()) await lazy.scrollIntoViewIfNeeded();
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('svg.recharts-surface').first().waitFor();
    const field = dpage.locator('.workload-form').getByRole('textbox', { name: 'Read throughput', exact: true });
    await field.fill('4');
    await dpage.waitForTimeout(800);
    await field.press('End');
    await browser.startTracing(dpage, { categories: CATEGORIES });
    await field.pressSequentially('.567891234', { delay: 60 });
    await dpage.waitForTimeout(1500);
    const burst = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const first = burst.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
    print(
      `Burst: ten characters 60 ms apart into Read throughput, ${arg('--view') ?? 'File Storage'}, charts in view (1280 × 1600)`,
      analyse(burst, { from: first?.ts ?? 0 }),
    );
    if (arg('--save')) writeFileSync(arg('--save') + '.burst.json', JSON.stringify({ traceEvents: burst }));
    await desk.close();
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
