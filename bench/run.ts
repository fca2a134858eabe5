/**
 * `npm run bench`: recommendations per second for each service and for the full compare, on
 * the fixed scenarios of bench/scenarios.ts. Each scenario is parsed once; what is timed is
 * `planScenario` (the engine). Warm-up first, then batches of rounds over the scenarios, each
 * plan timed on its own with process.hrtime.bigint.
 *
 * Reported per service: runs (plans timed), median µs per plan (the median of the batch
 * medians), mean and p95 µs (over every plan), plans/s (runs / total time in plans). Then
 * what one keystroke costs the app outside React (bench/keystroke.ts): the store's setField
 * (reading the text, validating the scenario), planning it, and the charts' data.
 *
 * `npm run bench` times the TypeScript source (through tsx); `npm run bench:built` times the
 * engine as shipped in dist-lib/ (BENCH_ENGINE=built), which is a little faster.
 */
import type { Scenario } from '../src/engine/index.ts';
import * as source from '../src/engine/index.ts';
const built = process.env.BENCH_ENGINE === 'built';
const engine: typeof source = built ? await import('../dist-lib/oci-storage-engine.js' as string) : source;
const { formatIssues, parseScenario, planScenario, compareServices, growth } = engine;
import { keystrokeBench } from './keystroke.ts';
import { MEASUREMENT_BUDGET_MS, measurementBench } from './measurements.ts';
import { benchScenarios, benchWorkloads } from './scenarios.ts';
import { workloadPresets } from '../src/store/presets.ts';

const WARMUP_PLANS = 2000;
const BATCHES = 40;
const ROUNDS_PER_BATCH = 5;
const COMPARE_TARGET_US = 100;
/** Planning 60 months for every service, beyond today's comparison (issue 25). */
const OVER_TIME_TARGET_US = 2000;
/** Fifty workloads planned together, each on a service the user fixed (issue 26). */
const WORKLOADS_TARGET_MS = 5;
const OVER_TIME_GROWTH = { capacityPercentPerYear: 40, performancePercentPerYear: 40, horizonMonths: 60 } as const;

function parsed(docs: readonly unknown[]): Scenario[] {
  return docs.map((d) => {
    const p = parseScenario(d);
    if (!p.ok) throw new Error(`bench scenario rejected: ${formatIssues(p.issues)}`);
    const outcome = planScenario(p.value);
    if (!outcome.ok) throw new Error(`bench scenario cannot be planned: ${formatIssues(outcome.issues)}`);
    return p.value;
  });
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ascending = (a: number, b: number) => a - b;

interface Row {
  readonly service: string;
  readonly runs: number;
  readonly medianUs: number;
  readonly meanUs: number;
  readonly p95Us: number;
  readonly plansPerSecond: number;
}

/** Keeps results reachable so the optimizer cannot drop the calls. */
let sink = 0;

function bench(service: string, scenarios: readonly Scenario[]): Row {
  for (let i = 0; i < WARMUP_PLANS; i++) sink += planScenario(scenarios[i % scenarios.length]!).ok ? 1 : 0;
  const all: number[] = [];
  const batchMedians: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const batch: number[] = [];
    for (let r = 0; r < ROUNDS_PER_BATCH; r++) {
      for (const s of scenarios) {
        const t0 = process.hrtime.bigint();
        const outcome = planScenario(s);
        const t1 = process.hrtime.bigint();
        sink += outcome.ok ? 1 : 0;
        batch.push(Number(t1 - t0) / 1000);
      }
    }
    batch.sort(ascending);
    batchMedians.push(median(batch));
    all.push(...batch);
  }
  all.sort(ascending);
  const totalUs = all.reduce((s, v) => s + v, 0);
  return {
    service,
    runs: all.length,
    medianUs: median(batchMedians.sort(ascending)),
    meanUs: totalUs / all.length,
    p95Us: all[Math.min(all.length - 1, Math.floor(all.length * 0.95))]!,
    plansPerSecond: all.length / (totalUs / 1e6),
  };
}

const rows = Object.entries(benchScenarios).map(([service, docs]) => bench(service, parsed(docs)));

const header = ['service', 'runs', 'median µs/plan', 'mean µs', 'p95 µs', 'plans/s'];
const cells = rows.map((r) => [
  r.service,
  String(r.runs),
  r.medianUs.toFixed(1),
  r.meanUs.toFixed(1),
  r.p95Us.toFixed(1),
  Math.round(r.plansPerSecond).toLocaleString('en-US'),
]);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
const line = (c: readonly string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');

console.log(`Engine: ${built ? 'dist-lib/oci-storage-engine.js (as shipped)' : 'src/engine (TypeScript through tsx)'}`);
console.log(
  `Recommendations, ${Object.values(benchScenarios)[0]!.length} scenarios per service; ${BATCHES} batches × ${ROUNDS_PER_BATCH} rounds after ${WARMUP_PLANS} warm-up plans (Node ${process.version})`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const c of cells) console.log(line(c));
const compare = rows.find((r) => r.service === 'compare')!;
const met = compare.medianUs < COMPARE_TARGET_US;
console.log(`\nMedian full compare: ${compare.medianUs.toFixed(1)} µs — ${met ? 'under' : 'NOT under'} the ${COMPARE_TARGET_US} µs target.`);

// Over time: the ten comparisons, each planned today once (not timed), then 60 months of 40%
// a year for the four services (timed): the months, the events and the runways.
{
  const todays = parsed(benchScenarios.compare).map((sc) => {
    const r = (sc as { requirement: Parameters<typeof compareServices>[0] }).requirement;
    return { r, today: compareServices(r) };
  });
  for (let i = 0; i < 200; i++) for (const x of todays) sink += growth.planOverTime(x.r, OVER_TIME_GROWTH, x.today).horizonMonths;
  const times: number[] = [];
  for (let round = 0; round < 40; round++) {
    for (const x of todays) {
      const t0 = process.hrtime.bigint();
      const p = growth.planOverTime(x.r, OVER_TIME_GROWTH, x.today);
      times.push(Number(process.hrtime.bigint() - t0) / 1000);
      sink += p.services.length;
    }
  }
  times.sort(ascending);
  const med = median(times);
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(
    `\nOver time, 60 months × 4 services at 40% a year (${todays.length} comparisons, ${times.length} plans): median ${med.toFixed(1)} µs, p95 ${p95.toFixed(1)} µs — ${med < OVER_TIME_TARGET_US ? 'under' : 'NOT under'} the ${OVER_TIME_TARGET_US} µs target.`,
  );
}

// Fifty workloads in one plan: each on its fixed service, File Storage sharing mount targets,
// a shared host and a shared Lustre file system, the limits and the bill.
{
  const [plan] = parsed([benchWorkloads]);
  for (let i = 0; i < 50; i++) sink += planScenario(plan!).ok ? 1 : 0;
  const times: number[] = [];
  // The processor time of each plan too: on a shared machine a plan of milliseconds waits for the
  // processor, and the wall time then measures the machine's load more than the engine.
  const cpu: number[] = [];
  for (let round = 0; round < 60; round++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    sink += planScenario(plan!).ok ? 1 : 0;
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort(ascending);
  cpu.sort(ascending);
  const med = median(times);
  console.log(
    `\n${benchWorkloads.workloads.length} workloads in one plan (${times.length} plans): median ${med.toFixed(2)} ms, best ${times[0]!.toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms; processor time median ${median(cpu).toFixed(2)} ms — ${med < WORKLOADS_TARGET_MS ? 'under' : 'NOT under'} the ${WORKLOADS_TARGET_MS} ms target.`,
  );
}

if (!built) {
  const stages = keystrokeBench();
  console.log(`\nOne keystroke in Read throughput, outside React (${workloadPresets.length} example workloads, a new value each time):`);
  const kHeader = ['stage', 'median µs', 'mean µs', 'p95 µs'];
  const kCells = stages.map((st) => [st.stage, st.medianUs.toFixed(1), st.meanUs.toFixed(1), st.p95Us.toFixed(1)]);
  const kWidths = kHeader.map((h, i) => Math.max(h.length, ...kCells.map((c) => c[i]!.length)));
  const kLine = (c: readonly string[]) => c.map((v, i) => (i === 0 ? v.padEnd(kWidths[i]!) : v.padStart(kWidths[i]!))).join('  ');
  console.log(kLine(kHeader));
  console.log(kWidths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of kCells) console.log(kLine(c));
}
const measured = measurementBench(engine);
console.log(`\nMeasurements: read a file and derive the workload (p95, coincident samples); median of 7 runs:`);
for (const r of measured)
  console.log(
    `${r.shape.padEnd(24)} ${r.points.toLocaleString('en-US')} points  ${r.medianMs.toFixed(0)} ms (read ${r.readMs.toFixed(0)} ms, derive ${r.deriveMs.toFixed(0)} ms; processor ${r.cpuMs.toFixed(0)} ms) — ${r.medianMs < MEASUREMENT_BUDGET_MS ? 'under' : 'NOT under'} the ${MEASUREMENT_BUDGET_MS} ms budget`,
  );
if (sink < 0) console.log(sink);
