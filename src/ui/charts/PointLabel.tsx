/**
 * The label of one marked point (the recommended design), drawn where it covers no marker,
 * no other label and as little of the lines as it can, inside the plot (`labelPlacement.ts`).
 * A child of a recharts chart: it reads the chart's scales and plot area.
 */
import { usePlotArea, useXAxisScale, useYAxisScale } from 'recharts';
import { placeText, type Box, type Pixel } from './labelPlacement.ts';
import { measureText } from './textMeasure.ts';

export interface DataPoint {
  readonly x: number;
  readonly y: number;
}

export interface ReferenceLabel {
  /** The line's value on the y axis. */
  readonly y: number;
  /** Its label, if it has one on the plot. */
  readonly text?: string;
  /** Where recharts draws that label (default insideBottomRight: above the line, at the plot's end). */
  readonly position?: 'insideBottomRight' | 'insideTopLeft';
}

export interface PointLabelProps {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  /** Each series' points in drawing order (null where the series is not drawn). */
  readonly series: readonly (readonly (DataPoint | null)[])[];
  /** Every marker drawn on the plot (series markers and published measurements). */
  readonly marks?: readonly DataPoint[];
  readonly references?: readonly ReferenceLabel[];
  readonly fontSize?: number;
}

const LINE_HEIGHT = 1.25;

export function PointLabel({ x, y, text, series, marks = [], references = [], fontSize = 12 }: PointLabelProps) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const plot = usePlotArea();
  if (!xScale || !yScale || !plot) return null;
  const toPixel = (p: DataPoint): Pixel | undefined => {
    const px = xScale(p.x);
    const py = yScale(p.y);
    return px === undefined || py === undefined || !Number.isFinite(px) || !Number.isFinite(py) ? undefined : { x: px, y: py };
  };
  const at = toPixel({ x, y });
  if (!at) return null;
  const polylines = series.map((points) => points.flatMap((p) => (p ? (toPixel(p) ?? []) : [])));
  const height = fontSize * LINE_HEIGHT;
  const horizontals: number[] = [];
  const boxes: Box[] = [];
  for (const r of references) {
    const ly = yScale(r.y);
    if (ly === undefined || !Number.isFinite(ly)) continue;
    horizontals.push(ly);
    if (r.text) {
      const width = measureText(r.text, fontSize);
      boxes.push(
        r.position === 'insideTopLeft'
          ? { x: plot.x + 5, y: ly + 5, width, height }
          : { x: plot.x + plot.width - 5 - width, y: ly - 5 - height, width, height },
      );
    }
  }
  const markers = marks.flatMap((m) => toPixel(m) ?? []);
  const place = placeText(
    text,
    at,
    { x: plot.x, y: plot.y, width: plot.width, height: plot.height },
    { markers, polylines, boxes, horizontals },
    fontSize,
    height,
    measureText,
  );
  if (!place) return null;
  return (
    <text className="recharts-label chart-point-label" x={place.box.x} y={place.box.y} fill="currentColor" fontSize={fontSize}>
      {place.lines.map((line, i) => (
        <tspan key={i} x={place.box.x} dy={i === 0 ? fontSize : height}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
