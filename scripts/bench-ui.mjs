#!/usr/bin/env node
/* global window, document, requestAnimationFrame, MutationObserver, MessageChannel */
/**
 * `npm run bench:ui`: what a keystroke costs on screen in every view of the planner, against a
 * bare probe that draws the same recharts charts (bench/probe/: the view's chart types, series,
 * points and reference marks, from data the engine recorded for each value typed, with bare
 * recharts memoized as its performance guide asks). A benchmark, not a test.
 *
 *   npm run bench:ui [-- --runs 30] [-- --no-build] [-- --burst-only] [-- --dist <folder>] [-- --json <file>]
 *
 * `--burst-only` skips the values typed one at a time and runs the bursts alone (what
 * `npm run bench:check` holds to its target).
 *
 * Records the probe's data (bench/probe/record.ts), builds the app (dist/) and the probe
 * (bench/probe/dist/), then opens, in headless Chromium (the e2e tests' server and browser),
 * one planner page per view (the "AI/ML training reads" example) and one probe page per view.
 * The pages take turns: each round types one value into "Read throughput" of every page
 * (Playwright's fill: one `input` event), so a planner view and its probe are measured under
 * the same conditions. With the view's first chart on screen, per input:
 *
 * - answer: from the input event to the paint after the answer (the design and its figures)
 *   changed; "own frame" counts the inputs whose answer was in the first paint after the input;
 * - charts settled: from the input event to the paint after the charts panel last changed, once
 *   it held still for QUIET_MS (every chart of the view counts);
 * - main thread: Chromium's TaskDuration (CDP) between the input and the settled charts;
 * - chart code: from a CPU profile (CDP Profiler, 0.2 ms samples) between the input and the
 *   settled charts, the time spent in recharts' code and the libraries it draws with (on both
 *   pages), and, on the planner, in its own chart code.
 *
 * A further planner page types the yearly growth into the compare view's "Throughput and IOPS
 * growth" field (issue 25: a keystroke there repaints as fast as any other): the answer is the
 * rest of the answer changing (the runway); its probe (`?view=Compare: growth`) draws the
 * compare view's charts with the two charts over time (demand against what each design
 * carries, and the bill), recorded for every growth typed. Where no chart changes after an
 * input, the charts count as settled when the answer painted.
 *
 * Another planner page holds a plan of three workloads (issue 26: a keystroke in one workload
 * repaints no slower than a single workload's): two added with "Add a workload", the example in
 * the open one, its yearly growth filled in (20%), read throughput typed into it in the compare
 * view; its ratio is against the compare probe (the open workload's charts are the compare
 * view's, with the two over time besides).
 *
 * Then a burst on every page: ten characters typed 60 ms apart (BURST in values.ts); for each,
 * from its input event to the paint that showed it: no keystroke may wait for a chart.
 *
 * Headless Chromium paces frames at 60 Hz, so a paint-based figure includes waiting for the
 * next frame (up to 16.7 ms).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeFigures } from './bench-json.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { launchBrowser } = await tsImport('../tests/e2e/browser.ts', import.meta.url);
const { startServer } = await tsImport('../tests/e2e/server.ts', import.meta.url);
const { BENCH_VIEWS, BURST, BURST_DELAY_MS, BURST_FROM, GROWTH_BURST_FROM, GROWTH_PROBE_VIEW, GROWTH_VIEW, WARMUP, benchGrowth, benchValues } = await tsImport(
  '../bench/probe/values.ts',
  import.meta.url,
);

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const BURSTS = 3;
const BURST_ONLY = process.argv.includes('--burst-only');
/** The drawing counts as settled after this long without a change. */
const QUIET_MS = 120;
/** No chart changed this long after an input: none depends on what was typed (see `unchanged`). */
const UNCHANGED_MS = 1500;
/** Tall enough that the form's field and the view's first chart are both on screen in every view. */
const VIEWPORT = { width: 1280, height: 1600 };
/** The growth field typed into on the growth page (issue 25: it repaints as fast as any other). */
const GROWTH_FIELD = 'Throughput and IOPS growth (% a year)';

if (!process.argv.includes('--no-build')) {
  console.log('Recording the probe data and building the app and the probe…');
  execFileSync('npx', ['tsx', 'bench/probe/record.ts', String(RUNS)], { cwd: root, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--config', 'bench/probe/vite.config.ts', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const stats = (samples) => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p95: quantile(s, 0.95), n: s.length };
};

/** Installs the in-page probe: per armed input, the paint times of the answer and of the settled charts; per burst, each character's paint. */
async function instrument(page, mayBeUnchanged) {
  await page.evaluate(
    ([quietMs, unchangedMs, mayBeUnchanged]) => {
      const state = { armed: false, start: 0, resolve: null, last: 0, lastPaint: 0, timer: 0, answerPaint: 0, answerFrame: -1, firstFrame: -2 };
      const typed = [];
      // The callback gets the time after the next paint and that frame's own time (the same for
      // everything painted in one frame).
      const afterNextPaint = (callback) =>
        requestAnimationFrame((frame) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => callback(window.performance.now(), frame);
          channel.port2.postMessage(null);
        });
      window.__benchUi = {
        arm() {
          return new Promise((resolve) =>
            Object.assign(state, { armed: true, start: 0, resolve, last: 0, lastPaint: 0, answerPaint: 0, answerFrame: -1, firstFrame: -2 }),
          );
        },
        // No chart drew anything for this long after the input: the charts were settled at the
        // answer's paint (a field no chart depends on, such as growth while no chart draws it).
        unchanged(at) {
          setTimeout(() => {
            if (!state.armed || state.start !== at || state.last !== 0 || state.answerPaint <= 0) return;
            state.armed = false;
            state.resolve({
              start: state.start,
              lastPaint: state.answerPaint,
              answerPaint: state.answerPaint,
              ownFrame: state.answerFrame === state.firstFrame,
              unchanged: true,
            });
          }, unchangedMs);
        },
        typed,
      };
      document.addEventListener(
        'input',
        (e) => {
          if (!(e.target instanceof window.HTMLElement) || e.target.dataset.bench !== 'read') return;
          const at = e.timeStamp;
          afterNextPaint((t, frame) => {
            typed.push(t - at);
            if (state.start === at) state.firstFrame = frame;
          });
          if (state.armed) {
            state.start = at;
            if (mayBeUnchanged) window.__benchUi.unchanged(at);
          }
        },
        true,
      );
      new MutationObserver(() => {
        if (!state.armed || state.start === 0) return;
        const now = window.performance.now();
        state.last = now;
        afterNextPaint((t) => {
          if (state.last === now) state.lastPaint = t;
        });
        clearTimeout(state.timer);
        const settle = () => {
          // A main thread busier than the quiet wait has not painted the last change yet: wait for that paint.
          if (state.lastPaint < state.last) {
            state.timer = setTimeout(settle, 10);
            return;
          }
          state.armed = false;
          state.resolve({ start: state.start, lastPaint: state.lastPaint, answerPaint: state.answerPaint, ownFrame: state.answerFrame === state.firstFrame });
        };
        state.timer = setTimeout(settle, quietMs);
      }).observe(document.querySelector('[data-bench="chart"]'), { subtree: true, childList: true, attributes: true, characterData: true });
      const answer = document.querySelector('[data-testid="recommended-design"]');
      // A field typed into inside the answer (the growth fields) changes as it is typed: only the rest counts.
      const typedHere = (r) => (r.target.nodeType === 1 ? r.target : r.target.parentElement)?.closest('form')?.querySelector('[data-bench="read"]');
      new MutationObserver((records) => {
        if (!state.armed || state.start === 0 || state.answerPaint !== 0) return;
        if (records.every(typedHere)) return;
        state.answerPaint = -1;
        afterNextPaint((t, frame) => {
          state.answerPaint = t;
          state.answerFrame = frame;
        });
      }).observe(answer.closest('.answer') ?? answer, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    [QUIET_MS, UNCHANGED_MS, mayBeUnchanged],
  );
}

/** How many workloads the workloads page plans together, and the yearly growth (%) its open one is given. */
const WORKLOADS = 3;
const WORKLOADS_GROWTH = '20';

async function openPlanner(browser, server, view, mode = 'read') {
  const growth = mode === 'growth';
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (e) => console.error(`${view}: page error:`, e));
  await page.goto(server.url);
  await page.getByTestId('recommended-design').waitFor();
  // The first answer is prerendered: wait until the app has taken the page over.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  if (mode === 'workloads') {
    for (let n = 2; n <= WORKLOADS; n++) {
      await page.getByRole('button', { name: 'Add a workload', exact: true }).click();
      await page
        .getByTestId('workload-item')
        .nth(n - 1)
        .waitFor();
    }
  }
  await page.getByLabel('Start from an example').selectOption({ label: 'AI/ML training reads' });
  await page.getByRole('tab', { name: view, exact: true }).click();
  if (mode === 'workloads') {
    // Growth filled in (issue 38): the over-time section's charts and figures follow each keystroke too.
    await page.locator('.over-time').getByRole('textbox', { name: GROWTH_FIELD, exact: true }).fill(WORKLOADS_GROWTH);
  }
  const figure = page.locator('figure.chart').first();
  const lazy = page.locator('[data-lazy="charts"]');
  if (await lazy.count()) await lazy.scrollIntoViewIfNeeded();
  await figure.scrollIntoViewIfNeeded();
  await figure.locator('svg.recharts-surface').first().waitFor();
  // The whole charts panel is watched: every chart in view has to settle.
  await page.locator('section.charts').evaluate((el) => el.setAttribute('data-bench', 'chart'));
  const read = growth
    ? page.locator('.over-time').getByRole('textbox', { name: GROWTH_FIELD, exact: true })
    : page.locator('.workload-form').getByRole('textbox', { name: 'Read throughput', exact: true });
  await read.evaluate((el) => el.setAttribute('data-bench', 'read'));
  // The growth fields sit at the top of the compare answer, a screen above the charts.
  await (growth ? read : figure).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const onScreen = async (l) => {
    const box = await l.boundingBox();
    return box !== null && box.y >= 0 && box.y + Math.min(box.height, 200) <= VIEWPORT.height;
  };
  if (!(await onScreen(read)) || (!growth && !(await onScreen(figure)))) throw new Error(`${view}: the form field and the chart must both be on screen`);
  // Typed through the same CSS locator as the probe's field (a role query walks the page each time).
  const name = growth ? `${view}: growth` : mode === 'workloads' ? `${view}: ${WORKLOADS} workloads, growth` : view;
  return { name, view: name, kind: 'planner', growth, workloads: mode === 'workloads', page, input: page.locator('[data-bench="read"]') };
}

async function openProbe(browser, server, view) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (e) => console.error(`probe ${view}: page error:`, e));
  await page.goto(`${server.url}?view=${encodeURIComponent(view)}`);
  await page.locator('[data-bench="chart"] svg path').first().waitFor();
  const growth = view === GROWTH_PROBE_VIEW;
  return { name: `probe: ${view}`, view, kind: 'probe', growth, page, input: page.locator('[data-bench="read"]') };
}

/** Script URLs of recharts and the libraries it draws with: the planner's chunks named after recharts' modules, the probe's own chunk. */
const RECHARTS_CHUNK = /\/assets\/(CartesianChart|BarChart|ComposedChart|LineChart|AreaChart|recharts)-[\w-]+\.js$/;
/** The planner's own chart code (the charts panel, its legends, downloads and colours), loaded with the charts. */
const OWN_CHART_CHUNK = /\/assets\/(ChartsPanel|legend|charts|export|palette|DailyProfileChart)-[\w-]+\.js$/;

/** Milliseconds of a CPU profile spent (self time) in scripts whose URL matches each pattern. */
function profileTime(profile, patterns) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = patterns.map(() => 0);
  profile.samples.forEach((id, i) => {
    const url = byId.get(id)?.callFrame.url ?? '';
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    patterns.forEach((p, k) => {
      if (p.test(url)) totals[k] += dt;
    });
  });
  return totals;
}

const median = (xs) => stats(xs).median;

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

const distArg = process.argv.indexOf('--dist');
// `--dist <folder>`: another build of the planner (say the main branch's), against the same probe.
const app = await startServer(distArg > 0 ? { root: process.argv[distArg + 1] } : {});
const probeServer = await startServer({ root: fileURLToPath(new URL('../bench/probe/dist', import.meta.url)) });
const browser = await launchBrowser();
try {
  const targets = [];
  for (const view of BENCH_VIEWS) {
    targets.push(await openPlanner(browser, app, view));
    targets.push(await openProbe(browser, probeServer, view));
  }
  // A keystroke in the growth fields: the compare view, its growth typed instead of the read throughput.
  targets.push(await openPlanner(browser, app, GROWTH_VIEW, 'growth'));
  targets.push(await openProbe(browser, probeServer, GROWTH_PROBE_VIEW));
  // A keystroke in one workload of a plan of several, in the compare view.
  targets.push(await openPlanner(browser, app, 'Compare', 'workloads'));
  for (const t of targets) {
    await instrument(t.page, t.growth === true && t.kind === 'planner');
    t.cdp = await t.page.context().newCDPSession(t.page);
    await t.cdp.send('Performance.enable');
    await t.cdp.send('Profiler.enable');
    await t.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    Object.assign(t, { answer: [], ownFrame: 0, measured: 0, chart: [], afterAnswer: [], unchanged: 0, main: [], typed: [], chartCode: [], ownChartCode: [] });
  }

  const reads = benchValues(RUNS);
  const growths = benchGrowth(RUNS);
  for (let i = 0; i < (BURST_ONLY ? 0 : reads.length); i++) {
    for (const t of targets) {
      const list = t.growth ? growths : reads;
      await t.page.bringToFront();
      const before = await taskSeconds(t.cdp);
      const measured = t.page.evaluate(() => Promise.race([window.__benchUi.arm(), new Promise((r) => setTimeout(() => r(null), 5000))]));
      await t.page.waitForTimeout(20);
      await t.cdp.send('Profiler.start');
      await t.input.fill(list[i]);
      const r = await measured;
      const after = await taskSeconds(t.cdp);
      const { profile } = await t.cdp.send('Profiler.stop');
      if (!r) {
        console.warn(`${t.name}: value ${list[i]}: the charts did not change within 5 s; skipped`);
        continue;
      }
      if (i >= WARMUP) {
        if (r.answerPaint > 0) {
          t.answer.push(r.answerPaint - r.start);
          t.afterAnswer.push(Math.max(0, r.lastPaint - r.answerPaint));
          t.measured += 1;
          if (r.ownFrame) t.ownFrame += 1;
        }
        t.chart.push(r.lastPaint - r.start);
        if (r.unchanged) t.unchanged += 1;
        t.main.push((after - before) * 1000);
        const [recharts, own] = profileTime(profile, [RECHARTS_CHUNK, OWN_CHART_CHUNK]);
        t.chartCode.push(recharts);
        t.ownChartCode.push(own);
      }
      await t.page.waitForTimeout(150); // let the link write and any idle work pass
    }
  }

  // Bursts: ten characters 60 ms apart; each character's input to the paint that showed it.
  for (let b = 0; b < BURSTS; b++) {
    for (const t of targets) {
      await t.page.bringToFront();
      await t.input.fill(t.growth ? GROWTH_BURST_FROM : BURST_FROM);
      await t.page.waitForTimeout(400);
      await t.page.evaluate(() => (window.__benchUi.typed.length = 0));
      await t.input.press('End');
      await t.input.pressSequentially(BURST, { delay: BURST_DELAY_MS });
      await t.page.waitForTimeout(400);
      t.typed.push(...(await t.page.evaluate(() => [...window.__benchUi.typed])));
    }
  }

  const fmt = (v) => `${v.toFixed(1).padStart(6)}`;
  const cell = (s) => `${fmt(s.median)} / ${fmt(s.p95)}`;
  console.log(
    `\nUI benchmark: ${RUNS} values typed into Read throughput on each page, interleaved, and ${BURSTS} bursts of ${BURST.length} characters ${BURST_DELAY_MS} ms apart; Chromium ${browser.version()}, headless, ${VIEWPORT.width} × ${VIEWPORT.height}.`,
  );
  console.log(
    "Times in ms, median / p95. Probe: the same recharts charts, bare. After answer (the target): the planner's charts from the answer's paint to settled, p95, ÷ the probe's input → charts settled, p95. From input: the planner's input → charts settled ÷ the probe's, p95 (for information: the planner paints its answer first). Chart code: main-thread time per keystroke in recharts' code (and the libraries it draws with), median, from a CPU profile of each input; + the planner's own chart code (its charts panel, legends, downloads).",
  );
  console.log(
    `${'view'.padEnd(26)} ${'page'.padEnd(8)} ${'input → answer'.padEnd(18)} ${'own frame'.padEnd(10)} ${'input → charts settled'.padEnd(24)} ${'answer → charts'.padEnd(18)} ${'main thread'.padEnd(18)} ${'burst: char painted'.padEnd(20)} ${'chart code'.padEnd(14)} after answer  from input`,
  );
  const verdicts = [];
  /** One line of the table: a page's figures, under `label`, with `ratio` at its end. */
  const row = (label, t, ratio, afterRatio) =>
    console.log(
      `${label.padEnd(26)} ${t.kind.padEnd(8)} ${cell(stats(t.answer)).padEnd(18)} ${`${t.ownFrame}/${t.measured}`.padEnd(10)} ${cell(stats(t.chart)).padEnd(24)} ${(t.kind === 'planner' ? cell(stats(t.afterAnswer)) : '').padEnd(18)} ${cell(stats(t.main)).padEnd(18)} ${cell(stats(t.typed)).padEnd(20)} ${`${median(t.chartCode).toFixed(1)}${t.kind === 'planner' ? ` + ${median(t.ownChartCode).toFixed(1)}` : ''}`.padEnd(14)} ${afterRatio.padEnd(13)} ${ratio}`,
    );
  /** A planner page against its probe: its line (the probe's under it when asked) and its verdict. */
  const compared = (label, planner, probe, withProbe) => {
    const ratio = stats(planner.chart).p95 / stats(probe.chart).p95;
    row(label, planner, ratio.toFixed(2), (stats(planner.afterAnswer).p95 / stats(probe.chart).p95).toFixed(2));
    if (withProbe) row('', probe, '', '');
    verdicts.push({
      view: label,
      ratio,
      afterRatio: stats(planner.afterAnswer).p95 / stats(probe.chart).p95,
      typedP95: stats(planner.typed).p95,
      probeTypedP95: stats(probe.typed).p95,
      ownFrame: planner.measured > 0 ? planner.ownFrame / planner.measured : 0,
      chartCodeMs: median(planner.chartCode),
      probeChartCodeMs: median(probe.chartCode),
    });
  };
  for (const view of BENCH_VIEWS) {
    const planner = targets.find((t) => t.view === view && t.kind === 'planner' && !t.growth && !t.workloads);
    const probe = targets.find((t) => t.view === view && t.kind === 'probe');
    compared(view, planner, probe, true);
    if (view === GROWTH_VIEW) {
      const g = targets.find((t) => t.growth && t.kind === 'planner');
      compared(
        g.name,
        g,
        targets.find((t) => t.growth && t.kind === 'probe'),
        true,
      );
      if (g.unchanged > 0)
        console.log(`${''.padEnd(26)} (growth: no chart changed after ${g.unchanged} of ${g.chart.length} inputs: settled when the answer painted)`);
    }
    if (view === 'Compare') {
      const w = targets.find((t) => t.workloads);
      compared(w.name, w, probe, false);
    }
  }
  const verdict = (ok) => (ok ? 'met' : 'missed');
  const worstRatio = Math.max(...verdicts.map((v) => v.ratio));
  const worstTyped = Math.max(...verdicts.map((v) => v.typedP95));
  const leastOwn = Math.min(...verdicts.map((v) => v.ownFrame));
  console.log(`\nTargets, in every view:`);
  if (BURST_ONLY) console.log('(--burst-only: only the bursts were typed; the figures per value above are empty)');
  else console.log(`- answer painted in the keystroke's own frame: ${verdict(leastOwn >= 0.95)} (at least ${(leastOwn * 100).toFixed(0)}% of inputs)`);
  const worstAfter = Math.max(...verdicts.map((v) => v.afterRatio));
  if (!BURST_ONLY) {
    console.log(
      `- the charts from the answer's paint to settled no slower (p95) than the probe's input → charts settled (ratio ≤ 1.0): ${verdict(worstAfter <= 1)} (worst ${worstAfter.toFixed(2)})`,
    );
    console.log(`  (for information: from the input, worst ${worstRatio.toFixed(2)})`);
  }
  console.log(`- during a burst, input → character painted p95 ≤ 50 ms: ${verdict(worstTyped <= 50)} (worst ${worstTyped.toFixed(1)} ms)`);
  const behind = verdicts.filter((v) => v.typedP95 > v.probeTypedP95);
  console.log(
    `- during a burst, no slower (p95) than the probe's in the same run: ${verdict(behind.length === 0)}${behind.map((v) => ` (${v.view}: ${v.typedP95.toFixed(1)} against ${v.probeTypedP95.toFixed(1)} ms)`).join('')}`,
  );
  writeFigures({ runs: BURST_ONLY ? 0 : RUNS, bursts: BURSTS, views: verdicts });
} finally {
  await browser.close();
  await app.close();
  await probeServer.close();
}
