/**
 * Labels recharts cannot place for us: a reference line's label at a known box (so the named
 * point's label can keep clear of it), and the named point's label (the recommended design or
 * the requirement) placed clear of the markers, lines and other labels (`labelPlacement.ts`),
 * on two lines or not at all when nothing is free. Both are drawn inside the chart, from its
 * own scales.
 */
import { useMemo } from 'react';
import { usePlotArea, useXAxisScale, useYAxisScale } from 'recharts';
import { placeText, type Box, type Pixel } from './labelPlacement.ts';
import { measureText } from './textMeasure.ts';
import type { XYChartSpec, XYReference, XYSeries } from './xySpec.ts';

const FONT = 12;
const SMALL = 11;
const LINE_HEIGHT = FONT * 1.25;

type Placed = Box & { readonly baseline: number; readonly anchorX: number; readonly anchor: 'start' | 'end'; readonly size: number };

/** A horizontal reference line's label box and baseline, as drawn. */
export function horizontalBox(r: XYReference, ly: number, plot: Box): Placed {
  const width = measureText(r.label ?? '', FONT);
  const left = plot.x;
  const right = plot.x + plot.width;
  switch (r.position) {
    case 'insideTopLeft':
      return { x: left + 5, y: ly + 5, width, height: LINE_HEIGHT, baseline: ly + 5 + FONT, anchorX: left + 5, anchor: 'start', size: FONT };
    case 'insideTopRight':
      return { x: right - 5 - width, y: ly + 5, width, height: LINE_HEIGHT, baseline: ly + 5 + FONT, anchorX: right - 5, anchor: 'end', size: FONT };
    default:
      return {
        x: right - 5 - width,
        y: ly - 5 - LINE_HEIGHT,
        width,
        height: LINE_HEIGHT,
        baseline: ly - 8,
        anchorX: right - 5,
        anchor: 'end',
        size: FONT,
      };
  }
}

/** A vertical reference line's label: right of the line, stacked at the top in order, or at the bottom. */
export function verticalBox(r: XYReference, lx: number, plot: Box, order: number): Placed {
  const width = measureText(r.label ?? '', SMALL);
  const baseline = r.position === 'insideBottomLeft' ? plot.y + plot.height - 6 : plot.y + 5 + SMALL + order * (SMALL + 3);
  return { x: lx + 5, y: baseline - SMALL, width, height: SMALL * 1.25, baseline, anchorX: lx + 5, anchor: 'start', size: SMALL };
}

/** How many vertical lines labelled at the top come before the one at `index` (their labels stack). */
export function topStack(references: readonly XYReference[], index: number): number {
  return references.slice(0, index).filter((r) => r.x !== undefined && r.position !== 'insideBottomLeft').length;
}

/** A ReferenceLine's label content: recharts gives the line's box. */
export function ReferenceText({
  reference,
  stack,
  viewBox,
}: {
  readonly reference: XYReference;
  /** A vertical line's place among the vertical lines labelled at the top before it (`topStack`). */
  readonly stack: number;
  readonly viewBox?: Partial<Box>;
}) {
  const vb = viewBox ?? {};
  const x = vb.x ?? NaN;
  const y = vb.y ?? NaN;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const plot: Box = { x, y, width: vb.width ?? 0, height: vb.height ?? 0 };
  const b = reference.x !== undefined ? verticalBox(reference, x, plot, stack) : horizontalBox(reference, y, plot);
  return (
    <text className="chart-label" x={b.anchorX} y={b.baseline} textAnchor={b.anchor} fill="currentColor" fontSize={b.size}>
      {reference.label}
    </text>
  );
}

const drawable = (p: { x: number | undefined; y: number | undefined }): p is Pixel => Number.isFinite(p.x) && Number.isFinite(p.y);

/** The chart's named point, its label placed clear of everything else drawn. */
export function PointLabel({
  spec,
  visible,
  hidden,
}: {
  readonly spec: XYChartSpec;
  readonly visible: readonly XYSeries[];
  readonly hidden: ReadonlySet<string>;
}) {
  const sx = useXAxisScale();
  const sy = useYAxisScale();
  const sr = useYAxisScale('right');
  const area = usePlotArea();
  const { label, references = [], marks = [] } = spec;
  const place = useMemo(() => {
    if (!label || !sx || !sy || !area) return undefined;
    const px = (v: number) => sx(v) ?? NaN;
    const at = { x: px(label.x), y: sy(label.y) ?? NaN };
    if (!drawable(at)) return undefined;
    const plot: Box = { x: area.x, y: area.y, width: area.width, height: area.height };
    const lines = visible.map((s) => {
      const y = s.right && sr ? sr : sy;
      return s.points.flatMap((p) => {
        const q = p ? { x: px(p.x), y: y(p.y) ?? NaN, marker: !!p.marker } : null;
        return q && drawable(q) ? [q] : [];
      });
    });
    const markers = [
      ...lines.flatMap((l) => l.filter((p) => p.marker)),
      ...marks.filter((m) => !hidden.has(m.group ?? m.kind) && m.kind !== 'recommended').map((m) => ({ x: px(m.x), y: sy(m.y) ?? NaN })),
    ].filter(drawable);
    const horizontal = references.filter((r) => r.y !== undefined);
    const horizontals = horizontal.map((r) => sy(r.y) ?? NaN).filter(Number.isFinite);
    const boxes = horizontal.filter((r) => r.label && Number.isFinite(sy(r.y) ?? NaN)).map((r) => horizontalBox(r, sy(r.y) ?? NaN, plot));
    return placeText(label.text, at, plot, { markers, polylines: lines, boxes, horizontals }, FONT, LINE_HEIGHT, measureText);
  }, [label, sx, sy, sr, area, visible, marks, references, hidden]);
  if (!place) return null;
  return (
    <text className="chart-label chart-point-label" x={place.box.x} y={place.box.y} fill="currentColor" fontSize={FONT}>
      {place.lines.map((line, i) => (
        <tspan key={i} x={place.box.x} dy={i === 0 ? FONT : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
