/**
 * The drawing of a limit-utilization chart: a recharts bar chart on its side, one bar per limit,
 * the binding one hatched, each bar's percentage (and "binding", "hard") at its end, the
 * target and 100% as reference lines, a tooltip with the figures behind the bar, and the legend.
 * Ours: the hatching pattern, limit names wrapped on two lines, and a right margin as wide as
 * the longest bar tag, so that no tag is cut.
 */
import { memo, useCallback, useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { LegendList, useLegendHost, type LegendItem } from './legend.tsx';
import { measureText } from './textMeasure.ts';
import { useStableData } from './stable.ts';

export interface LimitBar {
  readonly key: string;
  readonly label: string;
  /** The bar's length in percent of the axis (already capped). */
  readonly shown: number;
  /** What the bar's end says ("60% · binding"). */
  readonly tag: string;
  /** The tooltip: the figures behind the bar. */
  readonly title: string;
  readonly binding: boolean;
}

export interface LimitBarsProps {
  readonly title: string;
  readonly bars: readonly LimitBar[];
  readonly domainMax: number;
  readonly ticks: readonly number[];
  readonly tickText: (v: number) => string;
  readonly axisTitle: string;
  readonly targetPercent: number;
  /** The target line's label; none in a compact drawing (the legend names the line). */
  readonly targetLabel?: string;
  readonly compact: boolean;
  readonly barColor: string;
  readonly bindingColor: string;
  readonly patternId: string;
  readonly height: number;
  /** A fixed width (on paper); the box's width otherwise. */
  readonly width?: number;
  readonly legend: readonly LegendItem[];
}

/** A word wider than `width` in pieces that fit (Japanese has no spaces to break at). */
function pieces(word: string, width: number, fontSize: number, measure: (s: string, size: number) => number): string[] {
  if (measure(word, fontSize) <= width) return [word];
  const out: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && measure(piece + ch, fontSize) > width) {
      out.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) out.push(piece);
  return out;
}

/** Words of `text` in lines no wider than `width` (a word wider than that broken between its characters). */
export function wrapWords(text: string, width: number, fontSize: number, measure: (s: string, size: number) => number = measureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => pieces(w, width, fontSize, measure))) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, fontSize) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

interface TickProps {
  readonly x?: number | string;
  readonly y?: number | string;
  readonly payload?: { readonly value?: unknown };
}

/** The type of a drawing: smaller on paper's row of three (still 7.5 pt), with a narrower label column. */
function typeOf(compact: boolean): { readonly font: number; readonly labelWidth: number } {
  return compact ? { font: 10, labelWidth: 92 } : { font: 12, labelWidth: 112 };
}

/**
 * The room a limit's name has in the label column: the column less the axis' tick and its
 * margin (8 px: recharts draws the tick's text that far left of the axis), our own 6 px gap and
 * 2 px of slack at the chart's left edge.
 */
const labelRoom = (labelWidth: number) => labelWidth - 16;

/** A limit's name in the lines it is drawn on. */
function labelLines(label: string, compact: boolean): string[] {
  const { font, labelWidth } = typeOf(compact);
  return wrapWords(label, labelRoom(labelWidth), font);
}

/** The fewest pixels between two bars' centres, by drawing: a bar and its tag need this much even with one-line names. */
const MIN_ROW = { screen: 36, paper: 16 } as const;
/** The value axis on paper: its ticks alone ("0% 50% 100%" say the unit; the title stays on screen and in the table). */
const PAPER_AXIS = 18;
/** The room above the bars on paper, where no target label is drawn (each name fits its row). */
const PAPER_TOP = 4;
/** What the drawing takes besides its rows: the legend's usual room, the space above the bars and the value axis with its title. */
const FRAME = { screen: 44 + 22 + 42, paper: 30 + PAPER_TOP + PAPER_AXIS } as const;

/**
 * The height a limit chart needs for these names (px): each row as tall as the most lines a
 * name wraps to (`leading` and a gap), at least `MIN_ROW`, plus the axis and legend
 * (`FRAME`). Every row gets the same height (recharts gives each category an equal band), so
 * the longest name sets them all and none runs into the next or past the chart's top.
 */
export function limitBarsHeight(labels: readonly string[], compact: boolean): number {
  const { font } = typeOf(compact);
  const lines = Math.max(1, ...labels.map((l) => labelLines(l, compact).length));
  const kind = compact ? 'paper' : 'screen';
  // On screen a gap of 0.6 line between names; on paper, where the row of three must leave the
  // report on one page, 2 px.
  const row = Math.max(MIN_ROW[kind], Math.ceil(lines * font * leading(compact) + (compact ? 2 : font * 0.6)));
  return FRAME[kind] + Math.max(1, labels.length) * row + (compact ? 0 : 32);
}

/** The line height of a wrapped limit name: on paper as tight as the type allows. */
const leading = (compact: boolean) => (compact ? 1.0 : 1.1);

function limitTick(width: number, font: number, compact: boolean) {
  const lead = leading(compact);
  const LimitTick = ({ x: tx = 0, y: ty = 0, payload }: TickProps) => {
    const x = Number(tx);
    const y = Number(ty);
    const lines = wrapWords(String(payload?.value ?? ''), labelRoom(width), font);
    const first = y - ((lines.length - 1) * font * lead) / 2 + font * 0.35;
    return (
      <text x={x - 6} y={first} textAnchor="end" fill="currentColor" fontSize={font}>
        {lines.map((line, k) => (
          <tspan key={k} x={x - 6} dy={k === 0 ? 0 : font * lead}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };
  return LimitTick;
}

const CURSOR = { fill: 'currentColor', fillOpacity: 0.08 } as const;

/** The widest a bar's tag runs past the axis before it wraps, in pixels. */
const TAG_ROOM = 96;

interface TagProps {
  readonly x?: number | string;
  readonly y?: number | string;
  readonly width?: number | string;
  readonly height?: number | string;
  readonly value?: unknown;
}

/** A bar's tag after its end, on as many lines as `room` needs, centred on the bar. */
function tagContent(room: number, font: number) {
  const Tag = ({ x, y, width, height, value }: TagProps) => {
    const lines = wrapWords(String(value ?? ''), room, font);
    const end = Number(x) + Number(width) + 6;
    const mid = Number(y) + Number(height) / 2;
    if (!Number.isFinite(end) || !Number.isFinite(mid)) return null;
    const first = mid - ((lines.length - 1) * font * 1.1) / 2 + font * 0.35;
    return (
      <text className="limit-tag" x={end} y={first} fill="currentColor" fontSize={font}>
        {lines.map((line, k) => (
          <tspan key={k} x={end} dy={k === 0 ? 0 : font * 1.1}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };
  return Tag;
}

interface BarShapeProps {
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly payload?: LimitBar;
}

export const LimitBars = memo(function LimitBars(props: LimitBarsProps) {
  const { bars, domainMax, ticks, tickText, compact, height, width } = props;
  const { font, labelWidth } = typeOf(compact);
  // Room right of the plot for the longest tag past the axis' end; a longer tag wraps.
  const tagRoom = Math.ceil(Math.min(compact ? 40 : TAG_ROOM, Math.max(24, ...bars.map((b) => measureText(b.tag, font)))) + 10);
  const tagLabel = useMemo(() => tagContent(tagRoom - 10, font), [tagRoom, font]);
  const { barColor, bindingColor, patternId } = props;
  const shape = useCallback(
    ({ x = 0, y = 0, width: w = 0, height: h = 0, payload }: BarShapeProps) => (
      <rect
        x={x}
        y={y}
        width={Math.max(0, w)}
        height={Math.max(0, h)}
        fill={payload?.binding ? `url(#${patternId})` : barColor}
        stroke={payload?.binding ? bindingColor : barColor}
        strokeWidth={payload?.binding ? 2 : 1}
        data-binding={payload?.binding ? '' : undefined}
      />
    ),
    [patternId, barColor, bindingColor],
  );
  const tooltip = useCallback(({ active, payload }: { active?: boolean; payload?: readonly { payload?: LimitBar }[] }) => {
    const bar = payload?.[0]?.payload;
    return active && bar ? (
      <div className="chart-tooltip" aria-hidden="true">
        {bar.title}
      </div>
    ) : null;
  }, []);
  const [legendHost, legendHostRef] = useLegendHost();
  const legendItems = useStableData(props.legend);
  const legend = useCallback(() => <LegendList items={legendItems} />, [legendItems]);
  // What recharts is handed keeps its identity while its content stays (stable.ts).
  const data = useStableData(bars) as LimitBar[];
  const stableTicks = useStableData(ticks) as number[];
  const domain = useMemo(() => [0, domainMax], [domainMax]);
  const margin = useMemo(() => ({ top: compact ? PAPER_TOP : 22, right: tagRoom, bottom: 0, left: 4 }), [compact, tagRoom]);
  const tick = useMemo(() => ({ fill: 'currentColor', fontSize: font }), [font]);
  const axisLabel = useMemo(
    () => ({ value: props.axisTitle, position: 'insideBottom' as const, offset: 0, fill: 'currentColor', fontSize: font }),
    [props.axisTitle, font],
  );
  const categoryTick = useMemo(() => limitTick(labelWidth, font, compact), [labelWidth, font, compact]);
  const targetLabel = useMemo(
    () => (props.targetLabel ? { label: { value: props.targetLabel, position: 'top' as const, fill: 'currentColor', fontSize: 11 } } : {}),
    [props.targetLabel],
  );
  // The same element while its labeller stays: a new child registers the Bar's legend entry again.
  const tags = useMemo(() => <LabelList dataKey="tag" content={tagLabel as never} />, [tagLabel]);
  // The bars take `height` less the usual legend's room, the legend drawn under them; more lines add to the box.
  const total = Math.max(80, height - (compact ? 30 : 44));
  return (
    <div className="limit-bars" style={{ width: width ?? '100%' }}>
      <BarChart
        layout="vertical"
        data={data}
        width={width ?? '100%'}
        height={total}
        responsive={width === undefined}
        margin={margin}
        title={props.title}
        barCategoryGap="20%"
        maxBarSize={compact ? 12 : 18}
        accessibilityLayer
      >
        <defs>
          <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={bindingColor} fillOpacity="0.35" />
            <line x1="0" y1="0" x2="0" y2="6" stroke={bindingColor} strokeWidth="3" />
          </pattern>
        </defs>
        <CartesianGrid horizontal={false} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 4" />
        <XAxis
          type="number"
          domain={domain}
          ticks={stableTicks}
          tickFormatter={tickText}
          allowDataOverflow
          interval="preserveStartEnd"
          height={compact ? PAPER_AXIS : 42}
          tick={tick}
          stroke="currentColor"
          label={compact ? undefined : axisLabel}
        />
        <YAxis type="category" dataKey="label" width={labelWidth} tick={categoryTick} interval={0} stroke="currentColor" />
        <Tooltip content={tooltip} isAnimationActive={false} cursor={CURSOR} />
        {legendHost && <Legend content={legend} portal={legendHost} />}
        <ReferenceLine x={props.targetPercent} stroke="currentColor" strokeDasharray="6 3" strokeWidth={1.5} {...targetLabel} />
        {props.targetPercent !== 100 && <ReferenceLine x={100} stroke="currentColor" strokeWidth={1} />}
        <Bar dataKey="shown" shape={shape as never} isAnimationActive={false}>
          {tags}
        </Bar>
      </BarChart>
      <div ref={legendHostRef} className="chart-legend-host" />
    </div>
  );
});
