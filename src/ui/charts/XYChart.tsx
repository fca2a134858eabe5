/**
 * An XY chart drawn by recharts from a spec (`xySpec.ts`): axes (linear or log), grid, one Line
 * per series with its markers and dashes, ReferenceLines, a ReferenceDot per marked point (the
 * recommended one over everything), a Tooltip with every series' value at the x under the
 * pointer, a Legend whose entries show and hide their series, and arrow-key access
 * (`accessibilityLayer`). Ours, because recharts has no such thing: where the named point's
 * label goes (`PointLabel.tsx`), the reference labels' boxes it avoids, and choosing a point as a
 * design to evaluate (a click on the highlighted point, or Enter).
 */
import { createContext, memo, useCallback, useContext, useMemo, useState, type KeyboardEvent } from 'react';
import { CartesianGrid, ComposedChart, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis, ZIndexLayer } from 'recharts';
import { ActiveWatcher, Announcer, createActive, type ActiveStore } from './chartActive.tsx';
import { markerPath } from './shape/markers.ts';
import { useHiddenOf, useHiddenSeries } from './hiddenSeries.ts';
import { LegendList, useLegendHost } from './legend.tsx';
import { PointLabel, ReferenceText, topStack } from './PointLabel.tsx';
import { ChartTooltip } from './ChartTooltip.tsx';
import { useStableData } from './stable.ts';
import type { XYAxis, XYChartSpec, XYMark, XYPick, XYReference, XYSeries } from './xySpec.ts';
import { valuesAt } from './xyValues.ts';
import { useT } from '../i18n/useT.ts';
import { sameFields } from '../layout/sameFields.ts';

export interface XYChartProps extends XYChartSpec {
  /** The chart's name (`fss-scaling`): what the legend's hidden entries are remembered under. */
  readonly name: string;
  readonly height: number;
  /** A fixed width (on paper); the box's width otherwise. */
  readonly width?: number | undefined;
  /** Points that stand for designs the planner can evaluate. */
  readonly pick?: XYPick | undefined;
}

export const MARGIN = { top: 16, right: 24, bottom: 4, left: 16 } as const;
const MARGIN_RIGHT_AXIS = { ...MARGIN, right: 8 } as const;
const TICK = { fill: 'currentColor', fontSize: 12 } as const;
const MIDDLE = { textAnchor: 'middle' } as const;
const MARKER_R = 4;
/** The room a legend of two lines takes under the chart, within `height`. */
const LEGEND_ROOM = 48;
/** Room for the y axis' ticks and title. */
const Y_AXIS_WIDTH = 72;

export type Row = { readonly x: number } & Record<string, number | string | undefined>;

/** One row per x any series has, with each series' value (`key`), marker (`key~m`) and note (`key~n`). */
export function rowsOf(series: readonly XYSeries[]): Row[] {
  const byX = new Map<number, Record<string, number | string | undefined>>();
  for (const s of series)
    for (const p of s.points) {
      if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) continue;
      let row = byX.get(p.x);
      if (!row) byX.set(p.x, (row = { x: p.x }));
      row[s.key] = p.y;
      if (p.marker) row[`${s.key}~m`] = p.marker;
      if (p.note) row[`${s.key}~n`] = p.note;
    }
  return [...byX.values()].sort((a, b) => (a.x as number) - (b.x as number)) as Row[];
}

interface DotProps {
  readonly cx?: number | undefined;
  readonly cy?: number | undefined;
  readonly index?: number;
  readonly payload?: Row;
}

const finite = (v: number | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A series' markers where its points ask for one (filled or hollow). */
function seriesDot(s: XYSeries) {
  const SeriesDot = ({ cx, cy, index, payload }: DotProps) => {
    const marker = payload?.[`${s.key}~m`];
    if (!marker || !finite(cx) || !finite(cy)) return <g key={index} />;
    return (
      <path
        key={index}
        data-mark="series"
        d={markerPath(s.style.marker, cx, cy, MARKER_R)}
        fill={marker === 'hollow' ? 'none' : s.style.color}
        stroke={s.style.color}
        strokeWidth={1.5}
      />
    );
  };
  return SeriesDot;
}

/**
 * The chart's pick, read by its highlighted points: a context, so that a new pick (each plan
 * brings one) reaches them without handing every Line a new `activeDot` (recharts registers a
 * Line's legend and tooltip entries again on every new prop).
 */
const PickContext = createContext<XYPick | undefined>(undefined);

/** The highlighted point under the pointer; a design the chart can evaluate is a click target. */
function ActivePoint({ s, cx, cy, payload }: DotProps & { readonly s: XYSeries }) {
  const pick = useContext(PickContext);
  if (!finite(cx) || !finite(cy)) return <g />;
  const x = payload?.x;
  const can = pick && x !== undefined && pick.can(s.key, x);
  return (
    <g className={can ? 'chart-pick' : undefined} data-pick={can ? s.key : undefined} onClick={can ? () => pick.onPick(s.key, x) : undefined}>
      {can && (
        <circle cx={cx} cy={cy} r={12} fill="transparent">
          <title>{pick.text(s.key, x)}</title>
        </circle>
      )}
      <circle cx={cx} cy={cy} r={6} fill="Canvas" stroke={s.style.color} strokeWidth={2.5} />
    </g>
  );
}

function activeDot(s: XYSeries) {
  const ActiveDot = (p: DotProps) => <ActivePoint s={s} {...p} />;
  return ActiveDot;
}

/** The shape of a marked point: its marker, named by a <title>, with its caption beside it. */
function MarkShape({ cx, cy, mark: m }: { readonly cx?: number | undefined; readonly cy?: number | undefined; readonly mark: XYMark }) {
  if (!finite(cx) || !finite(cy)) return <g />;
  return (
    <g>
      <path
        className={m.kind === 'recommended' ? 'chart-recommended' : undefined}
        data-mark={m.kind}
        {...(m.kind === 'your-run' ? { 'data-your-run': '' } : {})}
        d={markerPath(m.shape, cx, cy, m.r)}
        fill={m.fill}
        stroke={m.stroke}
        strokeWidth={m.strokeWidth}
      >
        {m.title && <title>{m.title}</title>}
      </path>
      {m.caption && (
        <text className="chart-label" x={cx} y={cy + m.r + 13} textAnchor="middle" fill="currentColor" fontSize={11}>
          {m.caption}
        </text>
      )}
    </g>
  );
}

const markShape = (mark: XYMark) => {
  const Shape = (p: { cx?: number; cy?: number }) => <MarkShape cx={p.cx} cy={p.cy} mark={mark} />;
  return Shape;
};

/** The marks in drawing order, those inside the axes' domains only: the recommended one last, over the others. */
function markOrder(marks: readonly XYMark[], x: XYAxis, y: XYAxis): XYMark[] {
  const inside = ([lo, hi]: readonly [number, number], v: number) => v >= Math.min(lo, hi) && v <= Math.max(lo, hi);
  return marks
    .filter((m) => inside(x.domain, m.x) && inside(y.domain, m.y))
    .sort((a, b) => Number(a.kind === 'recommended') - Number(b.kind === 'recommended'));
}

/** Above the lines, their markers and the tooltip's cursor; under nothing. */
const RECOMMENDED_Z = 1150;
/**
 * The other marks: over the series' markers (recharts draws those at 600, in a layer whose
 * order is the order things mounted there, and a line's markers mount again whenever its points
 * move), under the tooltip's cursor (1100).
 */
const MARK_Z = 650;

/**
 * The marks' layers, kept for the chart's life: recharts makes a zIndex layer when the first
 * thing drawn in it mounts, and draws into it a render later, so a mark that came back after
 * its layer had gone (all marks left the domain) was drawn a frame after everything else.
 */
const MARK_LAYERS = (
  <>
    <ZIndexLayer zIndex={MARK_Z}>{null}</ZIndexLayer>
    <ZIndexLayer zIndex={RECOMMENDED_Z}>{null}</ZIndexLayer>
  </>
);

/**
 * A marked point, drawn again only when the mark itself changes: recharts registers a
 * ReferenceDot with its chart anew on every render of it, and each registration recomputes the
 * chart's reference state. Overflow is 'visible' because `markOrder` hands only marks inside the
 * domains: with 'discard', a render against the axes' previous scale dropped the point and
 * mounted it again (the recommended point went missing for a frame).
 */
const MarkDot = memo(
  function MarkDot({ mark }: { readonly mark: XYMark }) {
    const shape = useMemo(() => markShape(mark), [mark]);
    return <ReferenceDot x={mark.x} y={mark.y} r={mark.r} ifOverflow="visible" shape={shape} zIndex={mark.kind === 'recommended' ? RECOMMENDED_Z : MARK_Z} />;
  },
  (a, b) => sameFields(a.mark, b.mark),
);

/** A reference line and its label, drawn again only when the line or its label's place changes (as `MarkDot`). */
const ReferenceMark = memo(
  function ReferenceMark({ reference: r, stack }: { readonly reference: XYReference; readonly stack: number }) {
    const label = useMemo(() => (r.label ? <ReferenceText reference={r} stack={stack} /> : undefined), [r, stack]);
    return (
      <ReferenceLine
        {...(r.x !== undefined ? { x: r.x } : { y: r.y })}
        stroke="currentColor"
        strokeWidth={r.width}
        strokeDasharray={r.dash}
        strokeOpacity={r.opacity ?? 1}
        {...(label ? { label } : {})}
      />
    );
  },
  (a, b) => a.stack === b.stack && sameFields(a.reference, b.reference),
);

/**
 * What every value axis of the spec sets the same way: a number axis on its scale, domain and
 * ticks, values past it clipped. Domain and ticks keep their identity while their numbers stay
 * (recharts scales an axis again for a new array).
 */
function useAxisProps(axis: XYAxis | undefined) {
  const domain = useStableData(axis?.domain ?? NO_DOMAIN) as [number, number];
  const ticks = useStableData(axis?.ticks ?? NO_TICKS) as number[];
  const kind = axis?.kind ?? 'linear';
  const text = axis?.text;
  return useMemo(
    () => ({ type: 'number' as const, scale: kind, domain, ticks, tickFormatter: text, allowDataOverflow: true, tick: TICK }),
    [kind, domain, ticks, text],
  );
}
const NO_DOMAIN: readonly [number, number] = [0, 1];
const NO_TICKS: readonly number[] = [];

export const XYChart = memo(function XYChart(props: XYChartProps) {
  const { name, height, width, series, references = [], marks = [], pick } = props;
  const t = useT();
  const hidden = useHiddenOf(name);
  const toggle = useHiddenSeries((s) => s.toggle);
  const onToggle = useCallback((entry: string) => toggle(name, entry), [toggle, name]);
  const [active] = useState<ActiveStore>(createActive);
  // Everything recharts is handed keeps its identity while its content stays (stable.ts): a
  // keystroke that moves only the requirement's line recomputes only that line.
  const rows = useStableData(useMemo(() => rowsOf(series), [series]));
  // A series' markers depend on its key and style only (the rest is read from the row).
  const drawnAs = series.map((s) => `${s.key}|${s.style.color}|${s.style.marker}`).join(';');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawnAs` says all the markers read of `series`
  const dots = useMemo(() => series.map((s) => seriesDot(s)), [drawnAs]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as `dots`
  const activeDots = useMemo(() => series.map((s) => activeDot(s)), [drawnAs]);
  const stableMarks = useStableData(marks);
  const ordered = useMemo(() => markOrder(stableMarks, props.x, props.y), [stableMarks, props.x, props.y]);
  const stableReferences = useStableData(references);
  const visible = useMemo(() => series.filter((s) => !hidden.has(s.key)), [series, hidden]);
  const [legendHost, legendHostRef] = useLegendHost();
  const legendItems = useStableData(props.legend);
  const legend = useCallback(
    () => <LegendList items={legendItems} hidden={hidden} onToggle={onToggle} toggleHint={t('charts.common.legendToggle')} />,
    [legendItems, hidden, onToggle, t],
  );
  // The chart takes `height` less a legend of two lines, drawn under it; more lines add to the box.
  const plotHeight = Math.max(160, height - LEGEND_ROOM);
  const tooltip = useCallback(
    (p: { active?: boolean; label?: unknown }) => (
      <ChartTooltip active={p.active} label={p.label} spec={props} visible={visible} hidden={hidden} store={active} />
    ),
    [props, visible, hidden, active],
  );
  const xAxis = useAxisProps(props.x);
  const yAxis = useAxisProps(props.y);
  const rightAxis = useAxisProps(props.right);
  const xLabel = useMemo(() => ({ value: props.x.title, position: 'insideBottom' as const, offset: 0, fill: 'currentColor', fontSize: 12 }), [props.x.title]);
  const yLabel = useMemo(
    () => ({ value: props.y.title, angle: -90, position: 'insideLeft' as const, offset: 0, fill: 'currentColor', fontSize: 12, style: MIDDLE }),
    [props.y.title],
  );
  const rightTitle = props.right?.title;
  const rightLabel = useMemo(
    () => ({ value: rightTitle, angle: 90, position: 'insideRight' as const, offset: 0, fill: 'currentColor', fontSize: 12, style: MIDDLE }),
    [rightTitle],
  );

  // Up and down choose which series' point at the active x is read out (and chosen by Enter).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const { x, focus } = active.get();
    if (x === undefined) return;
    const here = visible.filter((s) => rows.find((r) => r.x === x)?.[s.key] !== undefined);
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      if (here.length === 0) return;
      e.preventDefault();
      const at = here.findIndex((s) => s.key === focus);
      // From no choice, down takes the first series and up the last.
      const next = at < 0 ? here[e.key === 'ArrowDown' ? 0 : here.length - 1]! : here[(at + (e.key === 'ArrowDown' ? 1 : here.length - 1)) % here.length]!;
      active.set({ x, focus: next.key });
    } else if (e.key === 'Enter' && pick) {
      // The point the announcement leads with (the chosen series, else the highest value).
      const values = valuesAt(props, visible, x);
      const s = values.find((q) => q.key === focus) ?? values[0];
      if (s && pick.can(s.key, x)) {
        e.preventDefault();
        pick.onPick(s.key, x);
      }
    }
  };

  return (
    <div className="xy-chart" onKeyDown={onKeyDown} style={{ width: width ?? '100%', position: 'relative' }}>
      <PickContext value={pick}>
        <ComposedChart
          data={rows}
          width={width ?? '100%'}
          height={plotHeight}
          responsive={width === undefined}
          margin={props.right ? MARGIN_RIGHT_AXIS : MARGIN}
          title={props.title}
          accessibilityLayer
        >
          <CartesianGrid stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 4" />
          <XAxis {...xAxis} dataKey="x" interval="preserveStartEnd" height={46} stroke="currentColor" label={xLabel} />
          <YAxis {...yAxis} interval={0} width={Y_AXIS_WIDTH} stroke="currentColor" label={yLabel} />
          {props.right && (
            <YAxis
              {...rightAxis}
              yAxisId="right"
              orientation="right"
              interval={0}
              width={Y_AXIS_WIDTH}
              stroke={series.find((s) => s.right)?.style.color ?? 'currentColor'}
              label={rightLabel}
            />
          )}
          <Tooltip content={tooltip} isAnimationActive={false} cursor={{ stroke: 'currentColor', strokeOpacity: 0.6 }} />
          {legendHost && <Legend content={legend} portal={legendHost} />}
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              type={s.step ? 'stepAfter' : 'linear'}
              {...(s.right ? { yAxisId: 'right' } : {})}
              hide={hidden.has(s.key)}
              stroke={s.style.color}
              strokeWidth={s.width ?? 2}
              strokeDasharray={(s.dash ?? (s.solid ? '' : s.style.dash)) || undefined}
              dot={dots[i]}
              activeDot={activeDots[i]}
              connectNulls={s.connect ?? false}
              isAnimationActive={false}
            />
          ))}
          {stableReferences.map((r, i) =>
            r.x === undefined && r.y === undefined ? null : <ReferenceMark key={r.key} reference={r} stack={topStack(stableReferences, i)} />,
          )}
          {MARK_LAYERS}
          {ordered.map((m) => (hidden.has(m.group ?? m.kind) ? null : <MarkDot key={`${m.kind}:${m.key}`} mark={m} />))}
          {props.label && <PointLabel spec={props} visible={visible} hidden={hidden} />}
          <ActiveWatcher store={active} />
        </ComposedChart>
      </PickContext>
      <div ref={legendHostRef} className="chart-legend-host" />
      <Announcer store={active} spec={props} visible={visible} pick={pick} />
    </div>
  );
});
