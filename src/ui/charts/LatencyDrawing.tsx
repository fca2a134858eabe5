/**
 * The drawing of the latency and concurrency chart in plain SVG (log-log): one serial stream's
 * throughput by round-trip latency per transfer size, the operations in flight the requirement
 * needs (right axis), the requirement, the services' stated latencies, the latency asked, and
 * the blog's measured points. Every element is React's own, updated in place on a keystroke.
 * Words and numbers arrive formatted; this file only draws.
 */
import { ChartSurface } from './ChartSurface.tsx';
import type { SeriesStyle } from './palette.ts';
import { markerPath } from './export.ts';
import { useBoxWidth } from './useBoxWidth.ts';

export interface DrawnSeries {
  readonly key: string;
  readonly style: SeriesStyle;
  /** Points in drawing order (x: latency ms, y: value); null where the series has no value. */
  readonly points: readonly ({ readonly x: number; readonly y: number; readonly marker: boolean } | null)[];
  /** Drawn against the right axis. */
  readonly right?: boolean;
  readonly width?: number;
}

export interface VerticalLine {
  readonly x: number;
  readonly label: string;
  /** The latency asked: solid dashes, label at the bottom. */
  readonly asked?: boolean;
}

export interface LatencyDrawingProps {
  readonly title: string;
  readonly height: number;
  readonly width?: number;
  readonly xDomain: readonly [number, number];
  readonly xTicks: readonly number[];
  readonly yDomain: readonly [number, number];
  readonly yTicks: readonly number[];
  /** The right axis (operations in flight), when the requirement asks for operations. */
  readonly rightDomain?: readonly [number, number];
  readonly rightTicks?: readonly number[];
  readonly xText: (v: number) => string;
  readonly yText: (v: number) => string;
  readonly xTitle: string;
  readonly yTitle: string;
  readonly rightTitle: string;
  readonly series: readonly DrawnSeries[];
  readonly required?: { readonly y: number; readonly label: string; readonly dash: string };
  readonly verticals: readonly VerticalLine[];
  readonly stars: readonly { readonly x: number; readonly y: number; readonly label: string }[];
}

const FONT = 12;
const SMALL = 11;

const logScale = (domain: readonly [number, number], from: number, to: number) => {
  const lo = Math.log10(domain[0]);
  const span = Math.log10(domain[1]) - lo || 1;
  return (v: number) => from + ((Math.log10(Math.min(Math.max(v, domain[0]), domain[1])) - lo) / span) * (to - from);
};

function starPoints(cx: number, cy: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 8 : 3.5;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

export function LatencyDrawing(props: LatencyDrawingProps) {
  const { height } = props;
  const [box, measured] = useBoxWidth(props.width);
  const width = measured > 0 ? measured : 560;
  const right = props.rightDomain ? 80 : 16;
  const left = 16 + 72;
  const top = 16;
  const bottom = height - 46;
  const x = logScale(props.xDomain, left, width - right);
  const y = logScale(props.yDomain, bottom, top);
  const y2 = props.rightDomain ? logScale(props.rightDomain, bottom, top) : y;
  const line = (s: DrawnSeries) => {
    const at = s.right ? y2 : y;
    const segments: string[] = [];
    let open = false;
    for (const p of s.points) {
      if (!p) {
        open = false;
        continue;
      }
      segments.push(`${open ? 'L' : 'M'}${x(p.x).toFixed(2)},${at(p.y).toFixed(2)}`);
      open = true;
    }
    return segments.join('');
  };
  const plotRight = width - right;
  return (
    <div ref={box} className="latency-drawing" style={{ width: props.width ?? '100%', minWidth: 0, height }}>
      <ChartSurface width={width} height={height} title={props.title}>
        <g stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 4">
          {props.xTicks.map((v) => (
            <line key={`x${v}`} x1={x(v)} x2={x(v)} y1={top} y2={bottom} />
          ))}
          {props.yTicks.map((v) => (
            <line key={`y${v}`} x1={left} x2={plotRight} y1={y(v)} y2={y(v)} />
          ))}
        </g>
        <g fill="currentColor" fontSize={FONT}>
          <line x1={left} x2={plotRight} y1={bottom} y2={bottom} stroke="currentColor" />
          <line x1={left} x2={left} y1={top} y2={bottom} stroke="currentColor" />
          {props.xTicks.map((v) => (
            <text key={v} x={x(v)} y={bottom + FONT + 6} textAnchor="middle">
              {props.xText(v)}
            </text>
          ))}
          {props.yTicks.map((v) => (
            <text key={v} x={left - 6} y={y(v) + FONT * 0.35} textAnchor="end">
              {props.yText(v)}
            </text>
          ))}
          <text className="chart-label" x={(left + plotRight) / 2} y={height - 4} textAnchor="middle">
            {props.xTitle}
          </text>
          <text className="chart-label" transform={`translate(${left - 58},${(top + bottom) / 2}) rotate(-90)`} textAnchor="middle">
            {props.yTitle}
          </text>
          {props.rightDomain && (
            <>
              <line x1={plotRight} x2={plotRight} y1={top} y2={bottom} stroke={props.series.find((s) => s.right)?.style.color ?? 'currentColor'} />
              {(props.rightTicks ?? []).map((v) => (
                <text key={v} x={plotRight + 6} y={y2(v) + FONT * 0.35}>
                  {props.yText(v)}
                </text>
              ))}
              <text className="chart-label" transform={`translate(${width - 10},${(top + bottom) / 2}) rotate(90)`} textAnchor="middle">
                {props.rightTitle}
              </text>
            </>
          )}
        </g>
        {props.series.map((s) => (
          <g key={s.key}>
            <path d={line(s)} fill="none" stroke={s.style.color} strokeWidth={s.width ?? 2} strokeDasharray={s.style.dash || undefined} />
            {s.points.map((p, i) =>
              p && p.marker ? (
                <path
                  key={i}
                  d={markerPath(s.style.marker, x(p.x), (s.right ? y2 : y)(p.y), 4.5)}
                  fill={s.style.color}
                  stroke={s.style.color}
                  strokeWidth={1.5}
                />
              ) : null,
            )}
          </g>
        ))}
        {props.required && (
          <g>
            <line
              x1={left}
              x2={plotRight}
              y1={y(props.required.y)}
              y2={y(props.required.y)}
              stroke="currentColor"
              strokeWidth={1.5}
              strokeDasharray={props.required.dash}
            />
            <text className="chart-label" x={plotRight - 5} y={y(props.required.y) + 5 + FONT} textAnchor="end" fill="currentColor" fontSize={FONT}>
              {props.required.label}
            </text>
          </g>
        )}
        {props.verticals.map((v, i) => (
          <g key={`${v.x}-${i}`}>
            <line
              x1={x(v.x)}
              x2={x(v.x)}
              y1={top}
              y2={bottom}
              stroke="currentColor"
              strokeOpacity={v.asked ? 1 : 0.6}
              strokeWidth={v.asked ? 1.5 : 1}
              strokeDasharray={v.asked ? '6 3' : '1 3'}
            />
            <text className="chart-label" x={x(v.x) + 5} y={v.asked ? bottom - 6 : top + 5 + SMALL + i * (SMALL + 3)} fill="currentColor" fontSize={SMALL}>
              {v.label}
            </text>
          </g>
        ))}
        {props.stars.map((s) => (
          <g key={`${s.x}-${s.y}`}>
            <polygon points={starPoints(x(s.x), y(s.y))} fill="none" stroke="currentColor" strokeWidth={1.75}>
              <title>{s.label}</title>
            </polygon>
            <text className="chart-label" x={x(s.x)} y={y(s.y) + 12 + SMALL} textAnchor="middle" fill="currentColor" fontSize={SMALL}>
              {s.label}
            </text>
          </g>
        ))}
      </ChartSurface>
    </div>
  );
}
