/**
 * What was measured, over time (recharts): read, write and their sum in MB/s or IOPS, the
 * chosen statistic of the sum as a line, what the recommended design carries at its target
 * utilization as another (in the legend and the tooltip), and a brush under the chart to
 * choose the window (the panel derives the workload again as it moves; the From and To fields
 * move it too). The rows come thinned from the reader (analysis.ts): each stretch at its
 * highest, so a peak is never lost; the window still ends on the measured times.
 *
 * Drawn in stages, a task each with a frame between (useStages, issue 24: no task longer than a
 * frame while a file is imported): recharts' first drawing of a chart runs in renders React must
 * finish at once, 100 to 200 ms for this one, so it gets its parts one at a time, each stage
 * adding without redrawing what came before (the value axis and the legend are final from the
 * first stage).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Brush,
  CartesianGrid,
  DefaultLegendContent,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type DefaultLegendContentProps,
  type LegendPayload,
} from 'recharts';
import type { measurements as m } from '../../engine/index.ts';
import { measureText } from '../charts/textMeasure.ts';
import { REFERENCE_COLOR, seriesStyle } from '../charts/palette.ts';
import type { Metric, Row } from './analysis.ts';
import type { CarriedLine } from './carried.ts';
import { AtStage, StageProvider, useStages } from './useStages.ts';
import { fill, minuteOf, useMeasurementWords } from './words.ts';

export { MAX_DRAWN, rowsOf } from './analysis.ts';

/** No vertical grid lines: left to itself, the grid would place them (unseen) by measuring every time label. */
const noVerticalLines = (): number[] => [];

/** The stage (useStages) each part of the chart is drawn from, a task each. */
const AT = { plot: 1, axes: 2, legend: 3, brush: 4, read: 5, write: 6, total: 7, carried: 8, stat: 9, tooltip: 10 } as const;

interface LineSpec {
  readonly key: string;
  readonly dataKey: string | (() => number | null);
  readonly name: string;
  readonly stroke: string;
  readonly strokeDasharray?: string;
  readonly strokeWidth?: number;
  readonly activeDot?: boolean;
  /** The stage the line is drawn from. */
  readonly stage: number;
}

/** The legend's entries as recharts makes them from the lines (sorted by name, as its Legend does). */
function legendOf(lines: readonly LineSpec[]): LegendPayload[] {
  return lines
    .map((l) => ({ value: l.name, type: 'line' as const, color: l.stroke, dataKey: l.dataKey, payload: { strokeDasharray: l.strokeDasharray } }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** The lines drawn, in the order recharts draws them, with the stage each comes in. */
function linesOf(
  series: Readonly<Record<'read' | 'write' | 'total', string>>,
  carried: { readonly dataKey: () => number | null; readonly name: string } | null,
  stat: { readonly dataKey: () => number; readonly name: string },
): LineSpec[] {
  return [
    ...(['read', 'write', 'total'] as const).map((key, index) => ({
      key,
      dataKey: key,
      name: series[key],
      stroke: seriesStyle(index).color,
      strokeDasharray: seriesStyle(index).dash,
      stage: AT[key],
    })),
    ...(carried
      ? [{ key: 'carried', ...carried, stroke: seriesStyle(3).color, strokeDasharray: '8 4', strokeWidth: 2, activeDot: false, stage: AT.carried }]
      : []),
    { key: 'stat', ...stat, stroke: REFERENCE_COLOR, strokeWidth: 2, activeDot: false, stage: AT.stat },
  ];
}

/** A time under the brush: month, day and minute. */
const timeLabel = (t: number) => minuteOf(t).slice(5);
/** A time under the chart: the minute alone when the rows span one day or less, else as the brush's. */
export const axisTimeLabel = (firstMs: number, lastMs: number) => (lastMs - firstMs <= 86_400_000 ? (t: number) => minuteOf(t).slice(11) : timeLabel);
/** The value axis's width for its longest label (about 7 px a character at the chart's font size, and the tick). */
export const valueAxisWidth = (highest: number) => Math.max(48, String(Math.round(highest * 100) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',').length * 7 + 18);
const tooltipLabel = (t: unknown) => minuteOf(Number(t));
const MARGIN = { top: 16, right: 16, bottom: 0, left: 8 };

/** At least this many pixels between two time labels. */
const TICK_GAP = 24;
/** The time labels' font size, px, until the chart's box is laid out (then its own, as the ticks inherit it). */
const TICK_FONT_PX = 12;

/**
 * The tick interval that keeps time labels at least TICK_GAP apart across a plot `plotWidth` px
 * wide: every (interval + 1)th row labelled. Worked out once from one label's measured width, so
 * recharts need not measure every label of up to MAX_DRAWN rows (as interval="preserveStartEnd"
 * with minTickGap does: tens of milliseconds on a 100,000-point file).
 */
export function timeTickInterval(rows: number, plotWidth: number, labelWidth: number): number {
  const fit = Math.max(2, Math.floor(Math.max(0, plotWidth) / (labelWidth + TICK_GAP)));
  return Math.max(0, Math.ceil(rows / fit) - 1);
}

/** The width of the element, px, kept up to date as it resizes (0 until laid out), and its font size, px. */
function useBox(): [(el: HTMLDivElement | null) => void, number, number] {
  const [width, setWidth] = useState(0);
  const [fontPx, setFontPx] = useState(TICK_FONT_PX);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    setWidth(el.clientWidth);
    const font = parseFloat(getComputedStyle(el).fontSize);
    if (Number.isFinite(font) && font > 0) setFontPx(font);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver((entries) => setWidth(Math.round(entries[0]?.contentRect.width ?? 0)));
    observer.current.observe(el);
  }, []);
  return [ref, width, fontPx];
}

/** The brush's ends for a window: the first row from its start, the last row to its end. */
export function brushIndexes(rows: readonly Row[], window: { fromMs: number; toMs: number } | null): { startIndex: number; endIndex: number } {
  const last = Math.max(0, rows.length - 1);
  if (!window || rows.length === 0) return { startIndex: 0, endIndex: last };
  let startIndex = rows.findIndex((r) => r.to >= window.fromMs);
  if (startIndex < 0) startIndex = last;
  let endIndex = last;
  while (endIndex > startIndex && rows[endIndex]!.t > window.toMs) endIndex--;
  return { startIndex, endIndex };
}

/** The chart's title with the metric it draws, and the choice of metric. */
function MetricCaption({ metric, onMetric }: { readonly metric: Metric; readonly onMetric: (metric: Metric) => void }) {
  const w = useMeasurementWords().panel;
  return (
    <figcaption>
      {w.chartTitle} ({w.metric[metric]}){' '}
      <label>
        {w.metricLabel}{' '}
        <select value={metric} onChange={(e) => onMetric(e.target.value as Metric)} aria-label={w.metricLabel}>
          <option value="mbps">{w.metric.mbps}</option>
          <option value="iops">{w.metric.iops}</option>
        </select>
      </label>
    </figcaption>
  );
}

interface CarriedNoteProps {
  readonly carried: CarriedLine | null;
  readonly value: number | null;
  readonly metric: Metric;
  readonly number: (v: number) => string;
}

/** What the recommended design carries at its target, in words under the chart (or that no design could be planned). */
function CarriedNote({ carried, value, metric, number }: CarriedNoteProps) {
  const { t } = useTranslation();
  const w = useMeasurementWords().panel;
  return carried && value !== null ? (
    <p className="field-hint" data-testid="carried-line" data-value={value}>
      {fill(w.carriedNote, {
        service: t(`results.service.${carried.service}`),
        value: number(value),
        unit: w.metric[metric],
        target: carried.targetPercent,
        limit: t(`results.limit.${carried.binding}`),
      })}
    </p>
  ) : (
    <p className="field-hint" data-testid="carried-line">
      {w.carriedNone}
    </p>
  );
}

export function MeasuredChart({
  rows: byMetric,
  derived,
  carried,
  window,
  onWindow,
}: {
  readonly rows: Readonly<Record<Metric, readonly Row[]>>;
  readonly derived: m.DerivedWorkload;
  readonly carried: CarriedLine | null;
  /** The window chosen (the brush's ends follow it: a window typed in moves them); null: all. */
  readonly window: { fromMs: number; toMs: number } | null;
  readonly onWindow: (w: { fromMs: number; toMs: number }) => void;
}) {
  const { t, i18n } = useTranslation();
  const words = useMeasurementWords();
  const w = words.panel;
  const [metric, setMetric] = useState<Metric>(byMetric.mbps.length > 0 ? 'mbps' : 'iops');
  const f = derived.fields;
  const stat = metric === 'mbps' ? (f.readMBps ?? 0) + (f.writeMBps ?? 0) : (f.readIops ?? 0) + (f.writeIops ?? 0);
  const carriedValue = carried ? Math.round((metric === 'mbps' ? carried.mbps : carried.iops) * 100) / 100 : null;
  const rows = byMetric[metric];
  // A line at one value, drawn from a function: the chart's data (and so the brush) stay as they are.
  const carriedKey = useMemo(() => () => carriedValue, [carriedValue]);
  // The statistic the same way (a reference line costs the chart far more to place than a line).
  const statKey = useMemo(() => () => stat, [stat]);
  // The highest row, in the value axis's extent while the window is the whole chart (where it is
  // the lines' highest anyway): so the axis is final from the first stage, when no line is drawn
  // yet, and each line that comes leaves the axis, and so every line before it, as it is. A
  // narrower window has a highest of its own, which the axis follows.
  const highest = useMemo(() => rows.reduce((a, r) => Math.max(a, r.total ?? 0, r.read ?? 0, r.write ?? 0), 0), [rows]);
  const stage = useStages(AT.tooltip);
  const { startIndex, endIndex } = brushIndexes(rows, window);
  const top = startIndex === 0 && endIndex === rows.length - 1 ? highest : 0;
  // Props that stay the same object while their values do: recharts registers an axis again, and
  // works out every line's points again, whenever one of its props is a new object.
  const yDomain = useMemo(() => [0, (max: number) => Math.max(max, top, carriedValue ?? 0, stat)] as const, [top, carriedValue, stat]);
  const number = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  const carriedName = carried ? fill(w.carriedLine, { service: t(`results.service.${carried.service}`), target: carried.targetPercent }) : '';
  const statName = fill(w.statLine, { statistic: words.statistic[derived.statistic], value: number(stat) });
  const lines = useMemo(
    () => linesOf(w.series, carriedValue === null ? null : { dataKey: carriedKey, name: carriedName }, { dataKey: statKey, name: statName }),
    [w.series, carriedValue, carriedKey, carriedName, statKey, statName],
  );
  // Every entry from the legend's first drawing on: the plot keeps its height as the lines come.
  const legendContent = useCallback((props: DefaultLegendContentProps) => <DefaultLegendContent {...props} payload={legendOf(lines)} />, [lines]);
  const onWindowNow = useRef(onWindow);
  useEffect(() => {
    onWindowNow.current = onWindow;
  });
  const tickFormat = useMemo(() => axisTimeLabel(rows[0]?.t ?? 0, rows[rows.length - 1]?.t ?? 0), [rows]);
  const yWidth = valueAxisWidth(Math.max(highest, carriedValue ?? 0, stat));
  const [boxRef, boxWidth, fontPx] = useBox();
  const labelWidth = measureText(tickFormat(rows[rows.length - 1]?.t ?? 0), fontPx);
  // Room on the right for half a label, so a tick on the last row is not cut at the chart's edge.
  const rightPx = Math.max(MARGIN.right, Math.ceil(labelWidth / 2) + 2);
  const margin = useMemo(() => ({ ...MARGIN, right: rightPx }), [rightPx]);
  const tickInterval = timeTickInterval(rows.length, boxWidth - yWidth - MARGIN.left - rightPx, labelWidth);
  const brushKey = `${metric}-${rows.length}-${rows[0]?.t ?? 0}`;
  // The brush the same element while its rows and window are, even when the chart around it is
  // drawn again (a new statistic): recharts registers a brush drawn again out and in.
  const brush = useMemo(
    () => (
      <Brush
        key={brushKey}
        dataKey="t"
        height={24}
        startIndex={startIndex}
        endIndex={endIndex}
        tickFormatter={timeLabel}
        ariaLabel={fill(w.brushLabel, { from: minuteOf(rows[startIndex]?.t ?? 0), to: minuteOf(rows[endIndex]?.to ?? 0) })}
        onChange={(r) => {
          const from = rows[r.startIndex ?? 0];
          const to = rows[r.endIndex ?? rows.length - 1];
          if (from && to) onWindowNow.current({ fromMs: from.t, toMs: to.to });
        }}
      />
    ),
    [brushKey, startIndex, endIndex, rows, w.brushLabel],
  );
  // The chart the same element from stage to stage (each part shows itself when its stage comes,
  // AtStage), so a stage renders its new part alone: a chart rendered again registers its
  // options again, a redrawing of the whole chart.
  const plot = useMemo(
    () => (
      <LineChart data={rows} width="100%" height={260} responsive margin={margin} accessibilityLayer>
        <AtStage at={AT.axes}>
          {/* Horizontal lines only: vertical ones would be placed by measuring every time label. */}
          <CartesianGrid strokeDasharray="3 3" vertical={false} verticalCoordinatesGenerator={noVerticalLines} />
          {/* A tick interval worked out from the plot's width (timeTickInterval): left to choose, recharts would measure every label. */}
          <XAxis dataKey="t" type="category" tickFormatter={tickFormat} stroke="currentColor" interval={tickInterval} />
          <YAxis stroke="currentColor" width={yWidth} domain={yDomain} />
        </AtStage>
        <AtStage at={AT.legend}>
          <Legend content={legendContent} />
        </AtStage>
        {lines.map(({ key, stage: at, ...line }) => (
          <AtStage key={key} at={at}>
            <Line type="linear" {...line} dot={false} isAnimationActive={false} />
          </AtStage>
        ))}
        <AtStage at={AT.tooltip}>
          <Tooltip labelFormatter={tooltipLabel} />
        </AtStage>
        <AtStage at={AT.brush}>{brush}</AtStage>
      </LineChart>
    ),
    [rows, margin, tickFormat, tickInterval, yWidth, yDomain, legendContent, lines, brush],
  );
  if (rows.length === 0) return null;
  return (
    <figure className="measurements-chart">
      <MetricCaption metric={metric} onMetric={setMetric} />
      <div ref={boxRef} style={{ width: '100%', height: 260 }}>
        <StageProvider value={stage}>{stage >= AT.plot && plot}</StageProvider>
      </div>
      <CarriedNote carried={carried} value={carriedValue} metric={metric} number={number} />
      <p className="field-hint">{w.chartHint}</p>
    </figure>
  );
}
