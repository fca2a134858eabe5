/**
 * Records, from the engine, the data of every chart each planner view draws for each value the
 * UI benchmark types (`bench/probe/values.ts`), into bench/probe/public/data.json: the probe page
 * (`main.tsx`) then draws the same recharts charts from it, with no app code.
 *
 * Per view, the charts the view draws, each as plain data: the rows recharts reads, the series
 * (key, colour, dash, whether it has markers, right axis), the axes (scale, domain, ticks), the
 * reference lines and the marked points: the same chart types, series, points and reference
 * marks as the planner's charts, not their words.
 *
 *   npx tsx bench/probe/record.ts [runs]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareServices, curves, growth, type CompareResult, type CompareScenario, type OverTimePlan } from '../../src/engine/index.ts';
import { scenarioFor } from '../../src/store/initialState.ts';
import { findPreset } from '../../src/store/presets.ts';
import { demandRows, eventsByMonth, growsAlike } from '../../src/ui/charts/overTimeSeries.ts';
import { benchGrowth, benchValues, burstTexts, GROWTH_BURST_FROM, GROWTH_PROBE_VIEW, PROBE_VIEWS, type BenchView, type ProbeView } from './values.ts';

export interface ProbeAxis {
  readonly scale: 'linear' | 'log';
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
}

export interface ProbeSeries {
  readonly key: string;
  readonly dash: string;
  readonly dots: boolean;
  readonly right?: boolean;
  /** Drawn as steps (a design held until it changes: the charts over time). */
  readonly step?: boolean;
}

export interface XYProbeChart {
  readonly kind: 'xy';
  readonly x: ProbeAxis;
  readonly y: ProbeAxis;
  readonly right?: ProbeAxis;
  readonly rows: readonly Record<string, number | null>[];
  readonly series: readonly ProbeSeries[];
  readonly refs: readonly { readonly x?: number; readonly y?: number }[];
  readonly marks: readonly { readonly x: number; readonly y: number }[];
}

export interface BarsProbeChart {
  readonly kind: 'bars';
  readonly rows: readonly { readonly label: string; readonly shown: number; readonly tag: string; readonly binding: boolean }[];
  readonly domainMax: number;
  readonly ticks: readonly number[];
  readonly target: number;
}

export type ProbeChart = XYProbeChart | BarsProbeChart;

/** Every view (and the growth page), every typed value: the charts drawn. */
export type ProbeData = Record<ProbeView, Record<string, readonly ProbeChart[]>>;

const DASHES = ['', '8 4', '2 3', '10 3 2 3', '4 2', '14 4', '1 3'];
const dash = (i: number) => DASHES[i % DASHES.length]!;

const logDomain = (values: readonly number[]): [number, number] => {
  const v = values.filter((x) => Number.isFinite(x) && x > 0);
  if (v.length === 0) return [1, 10];
  return [10 ** Math.floor(Math.log10(Math.min(...v))), 10 ** Math.ceil(Math.log10(Math.max(...v)))];
};
const logTicks = ([lo, hi]: readonly [number, number]) => {
  const out: number[] = [];
  for (let p = Math.round(Math.log10(lo)); p <= Math.round(Math.log10(hi)); p++) out.push(10 ** p);
  return out;
};
const linearTicks = (hi: number) => Array.from({ length: 6 }, (_, i) => Math.round((hi * i) / 5));
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function bars(s: curves.ServiceUtilization): BarsProbeChart {
  const max = Math.max(100, s.targetPercent, ...s.rows.map((r) => Math.min(r.percent, 250)));
  const step = max <= 100 ? 25 : max <= 200 ? 50 : 100;
  const domainMax = Math.ceil(max / step) * step;
  return {
    kind: 'bars',
    rows: s.rows.map((r) => ({
      label: r.id,
      shown: Math.min(r.percent, domainMax),
      tag: `${Math.round(r.percent)}%${r.binding ? ' · binding' : ''}`,
      binding: r.binding,
    })),
    domainMax,
    ticks: Array.from({ length: domainMax / step + 1 }, (_, i) => i * step),
    target: s.targetPercent,
  };
}

function latency(scenario: CompareScenario): XYProbeChart {
  const c = curves.latencyCurve(scenario);
  const hasOps = c.required.opsPerSecond > 0;
  const y = logDomain([...c.rows.flatMap((r) => c.series.map((s) => r[s.key] as number)), c.required.throughputMBps, ...c.blogPoints.map((p) => p.mbps)]);
  const right = logDomain(hasOps ? c.rows.map((r) => r.concurrency as number) : [1, 10]);
  return {
    kind: 'xy',
    x: { scale: 'log', domain: [curves.LATENCY_MIN_MS, curves.LATENCY_MAX_MS], ticks: [0.1, 0.2, 0.5, 1, 2, 5, 10] },
    y: { scale: 'log', domain: y, ticks: logTicks(y) },
    ...(hasOps ? { right: { scale: 'log' as const, domain: right, ticks: logTicks(right) } } : {}),
    rows: c.rows.map((r) => ({
      x: r.latencyMs as number,
      ...Object.fromEntries(c.series.map((s) => [s.key, num(r[s.key])])),
      ...(hasOps ? { concurrency: num(r.concurrency) } : {}),
    })),
    series: [
      ...c.series.map((s, i) => ({ key: s.key, dash: dash(i), dots: true })),
      ...(hasOps ? [{ key: 'concurrency', dash: dash(4), dots: false, right: true }] : []),
    ],
    refs: [
      ...(c.required.throughputMBps > 0 ? [{ y: c.required.throughputMBps }] : []),
      { x: c.serviceLatencyMs.denseIo },
      { x: c.serviceLatencyMs.fileStorage },
      ...(c.serviceLatencyMs.fileStorage === c.serviceLatencyMs.blockVolume ? [] : [{ x: c.serviceLatencyMs.blockVolume }]),
      ...(c.required.maxLatencyMs !== null ? [{ x: c.required.maxLatencyMs }] : []),
    ],
    marks: c.blogPoints.map((p) => ({ x: p.latencyMs, y: p.mbps })),
  };
}

function fss(scenario: CompareScenario, result: CompareResult): XYProbeChart {
  const c = curves.fssScalingCurve(scenario, result);
  if (c.kind !== 'mount-target') throw new Error('the benchmark plans on a mount-target edition');
  const values = c.rows.flatMap((r) => c.types.map((s) => r[s.throughputKey] as number));
  const y = logDomain([...values, c.required.throughputMBps]);
  const xMax = c.maxMountTargets;
  return {
    kind: 'xy',
    x: { scale: 'linear', domain: [1, xMax], ticks: xMax <= 16 ? Array.from({ length: xMax }, (_, i) => i + 1) : linearTicks(xMax) },
    y: { scale: 'log', domain: y, ticks: logTicks(y) },
    rows: c.rows.map((r) => ({
      x: r.mountTargets as number,
      ...Object.fromEntries(c.types.map((s) => [s.type, (r[s.throughputKey] as number) > 0 ? (r[s.throughputKey] as number) : null])),
    })),
    series: c.types.map((s, i) => ({ key: s.type, dash: dash(i), dots: true })),
    refs: c.required.throughputMBps > 0 ? [{ y: c.required.throughputMBps }] : [],
    marks: [
      ...c.measurements.filter((m) => m.mountTargets <= xMax && m.throughputMBps > 0).map((m) => ({ x: m.mountTargets, y: m.throughputMBps })),
      ...(c.recommended && c.recommended.throughputMBps > 0 ? [{ x: c.recommended.mountTargets, y: c.recommended.throughputMBps }] : []),
    ],
  };
}

function bv(scenario: CompareScenario, result: CompareResult): XYProbeChart {
  const c = curves.bvScalingCurve(scenario, result)!;
  // The levels the planner shows at first: all but the middle Ultra High Performance steps, and the recommended one.
  const uhp = c.levels.filter((l) => l.id.startsWith('uhp-'));
  const shown = c.levels.filter((l) => !l.id.startsWith('uhp-') || l === uhp[0] || l === uhp[uhp.length - 1] || l.id === c.recommended?.levelId);
  const rec = c.recommended;
  const perVolume = rec && rec.volumes > 1 ? c.required.iops / rec.volumes : 0;
  const y = logDomain([...c.rows.flatMap((r) => shown.map((l) => r[l.iopsKey] as number)), c.required.iops, perVolume, rec?.perVolumeIops ?? 0]);
  const x = logDomain([c.minGB, c.maxGB]);
  return {
    kind: 'xy',
    x: { scale: 'log', domain: [c.minGB, c.maxGB], ticks: logTicks(x).filter((t) => t >= c.minGB && t <= c.maxGB) },
    y: { scale: 'log', domain: y, ticks: logTicks(y) },
    rows: c.rows.map((r) => ({ x: r.sizeGB as number, ...Object.fromEntries(shown.map((l) => [l.id, num(r[l.iopsKey])])) })),
    series: shown.map((l, i) => ({ key: l.id, dash: dash(i), dots: true })),
    refs: [...(c.required.iops > 0 ? [{ y: c.required.iops }] : []), ...(perVolume > 0 ? [{ y: perVolume }] : [])],
    marks: rec && rec.perVolumeIops > 0 ? [{ x: rec.sizeGB, y: rec.perVolumeIops }] : [],
  };
}

function dio(scenario: CompareScenario, result: CompareResult): XYProbeChart {
  const c = curves.dioMixCurve(scenario, result)!;
  // The shapes the planner shows at first: the recommended one and its neighbours of its generation.
  const recommended = c.shapes.find((s) => s.id === c.recommendedShape) ?? c.shapes[0]!;
  const peers = c.shapes.filter((s) => s.generation === recommended.generation);
  const at = peers.indexOf(recommended);
  const shown = peers.slice(Math.max(0, at - 1), at + 2);
  const yMax = Math.max(c.required.iops, ...c.rows.flatMap((r) => shown.flatMap((s) => [r[s.typicalKey] as number, r[s.slaKey] as number]))) * 1.05;
  return {
    kind: 'xy',
    x: { scale: 'linear', domain: [0, 100], ticks: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] },
    y: { scale: 'linear', domain: [0, yMax], ticks: linearTicks(yMax) },
    rows: c.rows.map((r) => ({
      x: r.readPercent as number,
      ...Object.fromEntries(
        shown.flatMap((s) => [
          [`t-${s.id}`, num(r[s.typicalKey])],
          [`s-${s.id}`, num(r[s.slaKey])],
        ]),
      ),
    })),
    series: shown.flatMap((s, i) => [
      { key: `t-${s.id}`, dash: '', dots: true },
      { key: `s-${s.id}`, dash: dash(i + 1), dots: false },
    ]),
    refs: [],
    marks: c.required.iops > 0 ? [{ x: c.required.readPercent, y: c.required.iops }] : [],
  };
}

function lustre(result: CompareResult): XYProbeChart {
  const c = curves.lustreTierCurve(result);
  const last = c.rows[c.rows.length - 1];
  const xMax = Math.max((last?.capacityGB as number | undefined) ?? c.recommended.capacityGB, c.recommended.capacityGB);
  const yMax = Math.ceil(
    Math.max(c.required.atTargetMBps, c.recommended.mbps, ...c.rows.map((r) => (r[c.tiers[c.tiers.length - 1]?.mbpsKey ?? ''] as number | undefined) ?? 0)) *
      1.05,
  );
  return {
    kind: 'xy',
    x: { scale: 'linear', domain: [0, xMax], ticks: linearTicks(xMax) },
    y: { scale: 'linear', domain: [0, yMax], ticks: linearTicks(yMax) },
    rows: c.rows.map((r) => ({ x: r.capacityGB as number, ...Object.fromEntries(c.tiers.map((s) => [String(s.tier), num(r[s.mbpsKey])])) })),
    series: c.tiers.map((s, i) => ({ key: String(s.tier), dash: dash(i), dots: true })),
    refs: [...(c.required.mbps > 0 ? [{ y: c.required.mbps }, { y: c.required.atTargetMBps }] : [])],
    marks: [{ x: c.recommended.capacityGB, y: c.recommended.mbps }],
  };
}

const niceTop = (v: number) => {
  const p = 10 ** Math.floor(Math.log10(Math.max(v, 1e-9)));
  return Math.ceil(v / p) * p;
};

/**
 * Over time, the demand against what each design carries (OverTimeDemandChart.tsx): the demand
 * line (two when the data and the rates grow apart), a step line per service, each change of
 * design and each runway month marked, the named service's runway as a vertical line.
 */
function overTimeDemand(plan: OverTimePlan, named: string | null): XYProbeChart {
  const rows = demandRows(plan);
  const alike = growsAlike(rows);
  const hasData = rows.some((r) => r.data !== null);
  const hasRates = rows.some((r) => r.rates !== null);
  const demand: ProbeSeries[] = [
    ...(hasRates || (alike && hasData) ? [{ key: 'rates', dash: dash(0), dots: false }] : []),
    ...(hasData && !alike ? [{ key: 'data', dash: dash(1), dots: false }] : []),
  ];
  const marks: { x: number; y: number }[] = [];
  for (const s of plan.services) {
    for (const month of eventsByMonth(plan, s.service).keys()) {
      const y = rows[month]?.carried[s.service];
      if (y !== null && y !== undefined) marks.push({ x: month, y });
    }
    const runway = s.runway.month;
    const y = runway === null ? undefined : rows[runway]?.carried[s.service];
    if (runway !== null && runway > 0 && y !== null && y !== undefined) marks.push({ x: runway, y });
  }
  const namedRunway = plan.services.find((s) => s.service === named)?.runway.month ?? null;
  const values = rows.flatMap((r) => [r.rates ?? r.data ?? 0, r.data ?? 0, ...Object.values(r.carried).map((v) => v ?? 0)]);
  const yMax = niceTop(Math.max(1, ...values) * 1.05);
  const xMax = Math.max(1, rows.length - 1);
  return {
    kind: 'xy',
    x: { scale: 'linear', domain: [0, xMax], ticks: linearTicks(xMax) },
    y: { scale: 'linear', domain: [0, yMax], ticks: linearTicks(yMax) },
    rows: rows.map((r) => ({ x: r.month, rates: r.rates ?? r.data, data: r.data, ...r.carried })),
    series: [...demand, ...plan.services.map((s, i) => ({ key: s.service, dash: dash(i), dots: false, step: true }))],
    refs: namedRunway !== null && namedRunway > 0 ? [{ x: namedRunway }] : [],
    marks,
  };
}

/** Over time, the cumulative bill per service, changes of bill marked (OverTimeCostChart.tsx, as it opens). */
function overTimeCost(plan: OverTimePlan): XYProbeChart {
  const marks: { x: number; y: number }[] = [];
  for (const s of plan.services) {
    const months = new Set(s.events.filter((e) => e.monthlyUSDDelta !== null && e.monthlyUSDDelta !== 0).map((e) => e.month));
    for (const month of months) {
      const y = s.months[month]?.cumulativeUSD;
      if (y !== null && y !== undefined) marks.push({ x: month, y });
    }
  }
  const yMax = niceTop(Math.max(1, ...plan.services.flatMap((s) => s.months.map((m) => m.cumulativeUSD ?? 0))) * 1.05);
  const xMax = Math.max(1, plan.horizonMonths - 1);
  return {
    kind: 'xy',
    x: { scale: 'linear', domain: [0, xMax], ticks: linearTicks(xMax) },
    y: { scale: 'linear', domain: [0, yMax], ticks: linearTicks(yMax) },
    rows: Array.from({ length: plan.horizonMonths }, (_, m) => ({
      x: m,
      ...Object.fromEntries(plan.services.map((s) => [s.service, s.months[m]?.cumulativeUSD ?? null])),
    })),
    series: plan.services.map((s, i) => ({ key: s.service, dash: dash(i), dots: false })),
    refs: [],
    marks,
  };
}

/** The growth page's charts: the compare view's, with the two charts over time after the limit bars (ChartsView.tsx). */
export function growthCharts(scenario: CompareScenario): ProbeChart[] {
  const result = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing, scenario.calibration);
  const plan = growth.planOverTime(scenario.requirement, scenario.growth!, result, scenario.pricing);
  const limits = curves.limitUtilizationCurves(result).services;
  return [...limits.map(bars), overTimeDemand(plan, result.cheapest ?? result.closest), overTimeCost(plan), latency(scenario)];
}

/** The charts a view draws, in its order (ChartsView.tsx). */
export function chartsOf(view: BenchView, scenario: CompareScenario): ProbeChart[] {
  const result = compareServices(scenario.requirement, scenario.catalogs, scenario.pricing, scenario.calibration);
  const limits = curves.limitUtilizationCurves(result).services;
  const limit = (service: string) => limits.filter((s) => s.service === service).map(bars);
  switch (view) {
    case 'Compare':
      return [...limits.map(bars), latency(scenario)];
    case 'File Storage':
      return [fss(scenario, result), ...limit('file-storage'), latency(scenario)];
    case 'Block Volume':
      return [bv(scenario, result), ...limit('block-volume')];
    case 'Dense I/O':
      return [dio(scenario, result), ...limit('dense-io')];
    case 'File Storage with Lustre':
      return [lustre(result), bars(curves.lustreUtilizationCurve(result))];
  }
}

/** The benchmark's example, "AI/ML training reads" (the app's own preset), with the typed read throughput (GB/s). */
export function benchScenario(readGBps: number): CompareScenario {
  return scenarioFor({ ...benchPreset().requirement, readMBps: readGBps * 1000 });
}

/** The app's "AI/ML training reads" example, which every benchmark page starts from. */
function benchPreset() {
  const preset = findPreset('ai-training');
  if (!preset) throw new Error('the benchmark types into the "ai-training" example');
  return preset;
}

/** The growth page's scenario: the example as it is, with throughput and IOPS growth typed (% a year). */
export function growthScenario(percentPerYear: number): CompareScenario {
  return { ...scenarioFor(benchPreset().requirement), growth: { performancePercentPerYear: percentPerYear } };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = Number(process.argv[2] ?? 30);
  // Every value typed, and each text a burst leaves in the field ("4.", "4.5", …).
  const texts = [...new Set([...benchValues(runs), ...burstTexts()])];
  const growthTexts = [...new Set([...benchGrowth(runs), GROWTH_BURST_FROM, ...burstTexts(GROWTH_BURST_FROM)])];
  const data = Object.fromEntries(
    PROBE_VIEWS.map((view) => [
      view,
      view === GROWTH_PROBE_VIEW
        ? Object.fromEntries(growthTexts.map((v) => [v, growthCharts(growthScenario(Number(v)))]))
        : Object.fromEntries(texts.map((v) => [v, chartsOf(view, benchScenario(Number(v)))])),
    ]),
  ) as unknown as ProbeData;
  const dir = fileURLToPath(new URL('./public/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}data.json`, JSON.stringify(data));
}
