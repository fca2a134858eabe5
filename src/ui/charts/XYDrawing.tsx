/**
 * A plain-SVG XY chart: linear or log axes with ticks, titles and a grid, series drawn as lines
 * with markers and dashes, horizontal reference lines with labels, point marks (named by a
 * <title>), one labelled point placed clear of everything else (`labelPlacement.ts`), and a
 * readout of the series' values at the x under the pointer (or chosen with the arrow keys).
 * Every element is React's own and is updated in place on a keystroke; words and numbers
 * arrive formatted, this file only draws.
 */
import { ChartSurface } from './ChartSurface.tsx';
import { memo, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { markerPath, type MarkerShape } from './export.ts';
import { placeText, type Box } from './labelPlacement.ts';
import type { SeriesStyle } from './palette.ts';
import { measureText } from './textMeasure.ts';
import { useBoxWidth } from './useBoxWidth.ts';
import { Readout } from './ChartReadout.tsx';
import { drawable, linePath, makeScale, nearestIndex, type Pixel, type Scale, type ScaleKind } from './xyScale.ts';

export interface XYAxis {
  readonly kind: ScaleKind;
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
  readonly text: (value: number) => string;
  readonly title: string;
}

export interface XYPoint {
  readonly x: number;
  readonly y: number;
  /** The series' marker at this point, filled or as an outline; none where not given. */
  readonly marker?: 'filled' | 'hollow';
  /** Said after the value in the readout ("measured"). */
  readonly note?: string;
}

export interface XYSeries {
  readonly key: string;
  readonly name: string;
  readonly style: SeriesStyle;
  readonly width?: number;
  /** Points in drawing order; null where the series has no value. */
  readonly points: readonly (XYPoint | null)[];
  /** A missing point does not break the line. */
  readonly connect?: boolean;
  /** Drawn without its dash pattern (the legend names it). */
  readonly solid?: boolean;
  /** A dash pattern of its own (the series' colour and marker stay). */
  readonly dash?: string;
}

export interface XYReference {
  readonly key: string;
  readonly y: number;
  readonly dash: string;
  readonly width: number;
  readonly label?: string;
  /** Where the label goes: above the line at the plot's right end (default), or under it at the left. */
  readonly position?: 'insideBottomRight' | 'insideTopLeft';
}

export interface XYMark {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly shape: MarkerShape;
  readonly r: number;
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  /** What the mark is (`data-mark`): 'published', 'recommended', 'your-run', 'required'. */
  readonly kind: string;
  readonly title?: string;
  readonly className?: string;
}

export interface XYDrawingProps {
  readonly title: string;
  readonly height: number;
  readonly width?: number | undefined;
  readonly x: XYAxis;
  readonly y: XYAxis;
  readonly series: readonly XYSeries[];
  readonly references?: readonly XYReference[];
  readonly marks?: readonly XYMark[];
  /** One point named on the plot (the recommended design or the requirement). */
  readonly label?: { readonly x: number; readonly y: number; readonly text: string } | undefined;
  /** The readout's heading for an x value, and a value's text. */
  readonly readoutX: (x: number) => string;
  readonly readoutY: (y: number) => string;
}

const FONT = 12;
const LINE_HEIGHT = FONT * 1.25;
const MARKER_R = 4;

interface Geometry {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly sx: Scale;
  readonly sy: Scale;
}

/** A reference line's label box and baseline, as drawn. */
function referenceBox(r: XYReference, ly: number, g: Geometry): Box & { baseline: number; anchorX: number; anchor: 'start' | 'end' } {
  const width = measureText(r.label ?? '', FONT);
  return r.position === 'insideTopLeft'
    ? { x: g.left + 5, y: ly + 5, width, height: LINE_HEIGHT, baseline: ly + 5 + FONT, anchorX: g.left + 5, anchor: 'start' }
    : { x: g.right - 5 - width, y: ly - 5 - LINE_HEIGHT, width, height: LINE_HEIGHT, baseline: ly - 8, anchorX: g.right - 5, anchor: 'end' };
}

export const XYDrawing = memo(function XYDrawing(props: XYDrawingProps) {
  const { height, series, references = [], marks = [], label } = props;
  const [box, measured] = useBoxWidth(props.width);
  const width = measured > 0 ? measured : 560;
  const g: Geometry = useMemo(() => {
    const left = 16 + 72;
    const right = Math.max(left + 10, width - 24);
    const top = 16;
    const bottom = Math.max(top + 10, height - 46);
    return { left, right, top, bottom, sx: makeScale(props.x.kind, props.x.domain, left, right), sy: makeScale(props.y.kind, props.y.domain, bottom, top) };
  }, [width, height, props.x.kind, props.x.domain, props.y.kind, props.y.domain]);
  const { left, right, top, bottom, sx, sy } = g;
  const pixel = (p: { x: number; y: number } | null): Pixel | null => (p ? { x: sx(p.x), y: sy(p.y) } : null);

  const lines = useMemo(() => series.map((s) => s.points.map((p) => (p ? { x: sx(p.x), y: sy(p.y) } : null))), [series, sx, sy]);
  const place = useMemo(() => {
    if (!label) return undefined;
    const at = { x: sx(label.x), y: sy(label.y) };
    if (!drawable(at)) return undefined;
    const markers = [
      ...lines.flatMap((l, i) => l.filter((p, j): p is Pixel => drawable(p) && !!series[i]!.points[j]?.marker)),
      ...marks.map((m) => ({ x: sx(m.x), y: sy(m.y) })).filter(drawable),
    ];
    const horizontals = references.map((r) => sy(r.y)).filter(Number.isFinite);
    const boxes = references.filter((r) => r.label && Number.isFinite(sy(r.y))).map((r) => referenceBox(r, sy(r.y), g));
    const polylines = lines.map((l) => l.filter(drawable));
    const plot = { x: left, y: top, width: right - left, height: bottom - top };
    return placeText(label.text, at, plot, { markers, polylines, boxes, horizontals }, FONT, LINE_HEIGHT, measureText);
  }, [label, lines, marks, references, series, g, sx, sy, left, right, top, bottom]);

  // The readout: the x values the series have, the one shown (pointer or arrow keys).
  const xs = useMemo(
    () => [...new Set(series.flatMap((s) => s.points.flatMap((p) => (p && Number.isFinite(sx(p.x)) ? [p.x] : []))))].sort((a, b) => a - b),
    [series, sx],
  );
  const [shown, setShown] = useState(-1);
  const at = shown >= 0 && shown < xs.length ? xs[shown]! : undefined;
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const px = rect.width > 0 ? ((e.clientX - rect.left) * width) / rect.width : NaN;
    setShown(px >= left - 8 && px <= right + 8 ? nearestIndex(xs, sx, px) : -1);
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (e.key === 'Escape') setShown(-1);
    if (!step || xs.length === 0) return;
    e.preventDefault();
    setShown((i) => Math.min(xs.length - 1, Math.max(0, i < 0 ? 0 : i + step)));
  };

  return (
    <div ref={box} className="xy-drawing" style={{ width: props.width ?? '100%', minWidth: 0, height, position: 'relative' }}>
      <ChartSurface
        width={width}
        height={height}
        title={props.title}
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setShown(-1)}
        onKeyDown={onKeyDown}
        onBlur={() => setShown(-1)}
      >
        <rect className="chart-plot" x={left} y={top} width={right - left} height={bottom - top} fill="none" />
        <g className="chart-grid" stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 4">
          {props.x.ticks.map((v, i) => (Number.isFinite(sx(v)) ? <line key={`x${i}`} x1={sx(v)} x2={sx(v)} y1={top} y2={bottom} /> : null))}
          {props.y.ticks.map((v, i) => (Number.isFinite(sy(v)) ? <line key={`y${i}`} x1={left} x2={right} y1={sy(v)} y2={sy(v)} /> : null))}
        </g>
        <g className="chart-axis" fill="currentColor" fontSize={FONT}>
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="currentColor" />
          <line x1={left} x2={left} y1={top} y2={bottom} stroke="currentColor" />
          {props.x.ticks.map((v, i) =>
            Number.isFinite(sx(v)) ? (
              <text key={i} x={sx(v)} y={bottom + FONT + 6} textAnchor="middle">
                {props.x.text(v)}
              </text>
            ) : null,
          )}
          {props.y.ticks.map((v, i) =>
            Number.isFinite(sy(v)) ? (
              <text key={i} x={left - 6} y={sy(v) + FONT * 0.35} textAnchor="end">
                {props.y.text(v)}
              </text>
            ) : null,
          )}
          <text className="chart-axis-title" x={(left + right) / 2} y={height - 4} textAnchor="middle">
            {props.x.title}
          </text>
          <text className="chart-axis-title" transform={`translate(${left - 58},${(top + bottom) / 2}) rotate(-90)`} textAnchor="middle">
            {props.y.title}
          </text>
        </g>
        {series.map((s, i) => (
          <g key={s.key} className="chart-series">
            <path
              d={linePath(lines[i]!, s.connect)}
              fill="none"
              stroke={s.style.color}
              strokeWidth={s.width ?? 2}
              strokeDasharray={(s.dash ?? (s.solid ? '' : s.style.dash)) || undefined}
            />
            {/* Keyed by their order among the drawn markers: a keystroke that moves the points moves these, instead of rebuilding them. */}
            {s.points
              .flatMap((p, j) => {
                const px = lines[i]![j];
                return p?.marker && drawable(px) ? [{ px, hollow: p.marker === 'hollow' }] : [];
              })
              .map(({ px, hollow }, k) => (
                <path
                  key={k}
                  data-mark="series"
                  d={markerPath(s.style.marker, px.x, px.y, MARKER_R)}
                  fill={hollow ? 'none' : s.style.color}
                  stroke={s.style.color}
                  strokeWidth={1.5}
                />
              ))}
          </g>
        ))}
        {references.map((r) => {
          const ly = sy(r.y);
          if (!Number.isFinite(ly)) return null;
          const b = r.label ? referenceBox(r, ly, g) : undefined;
          return (
            <g key={r.key} className="chart-reference">
              <line x1={left} x2={right} y1={ly} y2={ly} stroke="currentColor" strokeWidth={r.width} strokeDasharray={r.dash} />
              {b && (
                <text className="chart-label" x={b.anchorX} y={b.baseline} textAnchor={b.anchor} fill="currentColor" fontSize={FONT}>
                  {r.label}
                </text>
              )}
            </g>
          );
        })}
        {marks.map((m) => {
          const p = pixel(m);
          return drawable(p) ? (
            <path
              key={m.key}
              className={m.className}
              data-mark={m.kind}
              {...(m.kind === 'your-run' ? { 'data-your-run': '' } : {})}
              d={markerPath(m.shape, p.x, p.y, m.r)}
              fill={m.fill}
              stroke={m.stroke}
              strokeWidth={m.strokeWidth}
            >
              {m.title && <title>{m.title}</title>}
            </path>
          ) : null;
        })}
        {place && (
          <text className="chart-label chart-point-label" x={place.box.x} y={place.box.y} fill="currentColor" fontSize={FONT}>
            {place.lines.map((line, i) => (
              <tspan key={i} x={place.box.x} dy={i === 0 ? FONT : LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
          </text>
        )}
        {at !== undefined && <line className="chart-readout-line" x1={sx(at)} x2={sx(at)} y1={top} y2={bottom} stroke="currentColor" strokeOpacity={0.6} />}
      </ChartSurface>
      {at !== undefined && <Readout series={series} at={at} px={sx(at)} width={width} readoutX={props.readoutX} readoutY={props.readoutY} />}
    </div>
  );
});
