/**
 * The bare probe `npm run bench:ui` measures the planner against: for one planner view
 * (`?view=File Storage`), the same recharts charts that view draws (chart types, series,
 * points, axes, reference lines and marked points), with bare recharts and no app code, fed
 * from data the engine recorded for every value the benchmark types (record.ts). One number
 * input; each input draws the charts of its value again, the way recharts' performance guide
 * asks: memoized chart components, data and props that keep their identity, no animation.
 */
import { memo, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Bar, BarChart, CartesianGrid, ComposedChart, LabelList, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { create } from 'zustand';
import type { BarsProbeChart, ProbeChart, ProbeData, XYProbeChart } from './record.ts';
import { PROBE_VIEWS, type ProbeView } from './values.ts';

const view = (new URLSearchParams(location.search).get('view') ?? 'Compare') as ProbeView;
if (!PROBE_VIEWS.includes(view)) throw new Error(`no such view: ${view}`);
// Recorded by record.ts before the probe is built (bench-ui.mjs), served beside the page.
const byValue = stableAcrossValues(((await (await fetch('./data.json')).json()) as ProbeData)[view]);
const first = Object.keys(byValue)[0]!;

/**
 * Keeps references stable, as recharts' performance guide asks: a chart, or a part of one
 * (its rows, an axis' domain or ticks, its series, reference lines or marks), that is the same
 * for two values typed is the same object for both, so recharts recomputes only what changed
 * (the planner does the same, `src/ui/charts/stable.ts`). Done once, when the data arrives.
 */
function stableAcrossValues(data: ProbeData[ProbeView]): ProbeData[ProbeView] {
  const seen = new Map<string, unknown>();
  const once = <T,>(v: T): T => {
    const key = JSON.stringify(v);
    if (!seen.has(key)) seen.set(key, v);
    return seen.get(key) as T;
  };
  const part = <T extends object>(c: T): T =>
    once(
      Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v !== null && typeof v === 'object' && !Array.isArray(v) ? part(v as object) : once(v)])) as T,
    );
  return Object.fromEntries(Object.entries(data).map(([value, charts]) => [value, charts.map((c) => part(c))]));
}

interface ProbeState {
  readonly value: string;
  set(value: string): void;
}

const useProbe = create<ProbeState>((set) => ({ value: first, set: (value) => set({ value }) }));

const COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#8C8C8C'];
const MARGIN = { top: 16, right: 24, bottom: 4, left: 16 };
const BAR_MARGIN = { top: 22, right: 96, bottom: 0, left: 4 };
const compact = (v: number) => new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(v);
const percent = (v: number) => `${v}%`;

const XYProbe = memo(function XYProbe({ c }: { readonly c: XYProbeChart }) {
  return (
    <ComposedChart data={c.rows as Record<string, number | null>[]} width="100%" height={380} responsive margin={MARGIN} accessibilityLayer>
      <CartesianGrid strokeDasharray="2 4" />
      <XAxis
        type="number"
        dataKey="x"
        scale={c.x.scale}
        domain={c.x.domain as [number, number]}
        ticks={c.x.ticks as number[]}
        tickFormatter={compact}
        allowDataOverflow
        interval="preserveStartEnd"
        height={46}
        label={{ value: 'x', position: 'insideBottom' }}
      />
      <YAxis
        type="number"
        scale={c.y.scale}
        domain={c.y.domain as [number, number]}
        ticks={c.y.ticks as number[]}
        tickFormatter={compact}
        allowDataOverflow
        width={72}
        label={{ value: 'y', angle: -90, position: 'insideLeft' }}
      />
      {c.right && (
        <YAxis
          yAxisId="right"
          orientation="right"
          type="number"
          scale={c.right.scale}
          domain={c.right.domain as [number, number]}
          ticks={c.right.ticks as number[]}
          tickFormatter={compact}
          allowDataOverflow
          width={72}
        />
      )}
      <Tooltip isAnimationActive={false} />
      <Legend />
      {c.series.map((s, i) => (
        <Line
          key={s.key}
          dataKey={s.key}
          type={s.step ? 'stepAfter' : 'linear'}
          {...(s.right ? { yAxisId: 'right' } : {})}
          stroke={COLORS[i % COLORS.length]}
          strokeDasharray={s.dash || undefined}
          dot={s.dots}
          connectNulls
          isAnimationActive={false}
        />
      ))}
      {c.refs.map((r, i) =>
        r.x !== undefined ? (
          <ReferenceLine key={i} x={r.x} strokeDasharray="1 3" label="x" />
        ) : (
          <ReferenceLine key={i} y={r.y} strokeDasharray="6 3" label="y" />
        ),
      )}
      {c.marks.map((m, i) => (
        <ReferenceDot key={i} x={m.x} y={m.y} r={7} fill="none" stroke="currentColor" />
      ))}
    </ComposedChart>
  );
});

const BarsProbe = memo(function BarsProbe({ c }: { readonly c: BarsProbeChart }) {
  return (
    <BarChart
      layout="vertical"
      data={c.rows as BarsProbeChart['rows'][number][]}
      width="100%"
      height={140 + c.rows.length * 36}
      responsive
      margin={BAR_MARGIN}
      accessibilityLayer
    >
      <CartesianGrid horizontal={false} strokeDasharray="2 4" />
      <XAxis type="number" domain={[0, c.domainMax]} ticks={c.ticks as number[]} tickFormatter={percent} allowDataOverflow interval="preserveStartEnd" />
      <YAxis type="category" dataKey="label" width={112} interval={0} />
      <Tooltip isAnimationActive={false} />
      <Legend />
      <ReferenceLine x={c.target} strokeDasharray="6 3" label="target" />
      <ReferenceLine x={100} />
      <Bar dataKey="shown" fill={COLORS[0]} isAnimationActive={false}>
        <LabelList dataKey="tag" position="right" />
      </Bar>
    </BarChart>
  );
});

const ProbeChartView = memo(function ProbeChartView({ c }: { readonly c: ProbeChart }) {
  return <figure style={{ margin: 0 }}>{c.kind === 'xy' ? <XYProbe c={c} /> : <BarsProbe c={c} />}</figure>;
});

function Charts() {
  const value = useProbe((s) => s.value);
  const charts = byValue[value] ?? [];
  return (
    <section data-bench="chart" style={{ display: 'grid', gap: 24 }}>
      {charts.map((c, i) => (
        <ProbeChartView key={i} c={c} />
      ))}
    </section>
  );
}

function Probe() {
  const value = useProbe((s) => s.value);
  const set = useProbe((s) => s.set);
  return (
    <main style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 24, fontFamily: 'system-ui, sans-serif' }}>
      <div className="answer">
        <label>
          Read throughput{' '}
          <input
            data-bench="read"
            type="text"
            inputMode="decimal"
            defaultValue={value}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (byValue[v]) set(v);
            }}
          />
        </label>
        <p data-testid="recommended-design">{value} GB/s</p>
      </div>
      <Charts />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Probe />
  </StrictMode>,
);
