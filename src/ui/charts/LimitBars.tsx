/**
 * The drawing of a limit-utilization chart: one horizontal bar per limit, in plain SVG. A few
 * dozen elements that React updates in place, where a charting library's bar chart costs
 * tens of milliseconds a keystroke (three of them sit side by side in the comparison). The
 * bars, ticks and labels follow the width of their box (measured) or, on paper, the width
 * ChartFrame draws them at.
 */
import { ChartSurface } from './ChartSurface.tsx';
import { measureText } from './textMeasure.ts';
import { useBoxWidth } from './useBoxWidth.ts';

export interface LimitBar {
  readonly key: string;
  readonly label: string;
  /** The bar's length in percent of the axis (already capped). */
  readonly shown: number;
  /** What the bar's end says ("60% · binding"). */
  readonly tag: string;
  /** The hover text: the figures behind the bar. */
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
  /** A fixed width (on paper); measured from the box otherwise. */
  readonly width?: number;
}

/** Words of `text` in lines no wider than `width` (a word wider than that keeps a line of its own). */
export function wrapWords(text: string, width: number, fontSize: number, measure: (s: string, size: number) => number = measureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, fontSize) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export function LimitBars(props: LimitBarsProps) {
  const { bars, domainMax, ticks, tickText, compact, height } = props;
  const [box, measured] = useBoxWidth(props.width);
  const width = measured > 0 ? measured : 480;
  const font = compact ? 10 : 12;
  const labelWidth = compact ? 92 : 112;
  const right = compact ? 34 : 88;
  const top = compact ? 18 : 24;
  const axisHeight = compact ? 34 : 46;
  const left = 4 + labelWidth;
  const plotWidth = Math.max(20, width - left - right);
  const plotHeight = Math.max(20, height - top - axisHeight);
  const row = plotHeight / Math.max(1, bars.length);
  const barSize = Math.min(compact ? 12 : 18, row * 0.8);
  const x = (percent: number) => left + (Math.min(Math.max(percent, 0), domainMax) / domainMax) * plotWidth;
  const bottom = top + plotHeight;
  return (
    <div ref={box} className="limit-bars" style={{ width: props.width ?? '100%', minWidth: 0, height }}>
      <ChartSurface width={width} height={height} title={props.title}>
        <defs>
          <pattern id={props.patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={props.bindingColor} fillOpacity="0.35" />
            <line x1="0" y1="0" x2="0" y2="6" stroke={props.bindingColor} strokeWidth="3" />
          </pattern>
        </defs>
        <g className="limit-bars-grid" stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 4">
          {ticks.map((v) => (
            <line key={v} x1={x(v)} x2={x(v)} y1={top} y2={bottom} />
          ))}
        </g>
        <g className="limit-bars-axis" fill="currentColor" fontSize={font}>
          <line x1={left} x2={left + plotWidth} y1={bottom} y2={bottom} stroke="currentColor" />
          <line x1={left} x2={left} y1={top} y2={bottom} stroke="currentColor" />
          {ticks.map((v) => (
            <text key={v} x={x(v)} y={bottom + font + 6} textAnchor="middle">
              {tickText(v)}
            </text>
          ))}
          <text className="chart-label" x={left + plotWidth / 2} y={height - 4} textAnchor="middle">
            {props.axisTitle}
          </text>
          {bars.map((b, i) => {
            const lines = wrapWords(b.label, labelWidth - 8, font);
            const mid = top + row * (i + 0.5);
            const first = mid - ((lines.length - 1) * font * 1.1) / 2 + font * 0.35;
            return (
              <text key={b.key} x={left - 6} y={first} textAnchor="end">
                {lines.map((line, k) => (
                  <tspan key={k} x={left - 6} dy={k === 0 ? 0 : font * 1.1}>
                    {line}
                  </tspan>
                ))}
              </text>
            );
          })}
        </g>
        <g className="limit-bars-bars">
          {bars.map((b, i) => {
            const y = top + row * (i + 0.5) - barSize / 2;
            const end = x(b.shown);
            return (
              <g key={b.key}>
                <title>{b.title}</title>
                <rect
                  x={left}
                  y={y}
                  width={Math.max(0, end - left)}
                  height={barSize}
                  fill={b.binding ? `url(#${props.patternId})` : props.barColor}
                  stroke={b.binding ? props.bindingColor : props.barColor}
                  strokeWidth={b.binding ? 2 : 1}
                />
                <text x={end + 6} y={y + barSize / 2 + font * 0.35} fill="currentColor" fontSize={font}>
                  {b.tag}
                </text>
              </g>
            );
          })}
        </g>
        <g stroke="currentColor">
          <line x1={x(props.targetPercent)} x2={x(props.targetPercent)} y1={top} y2={bottom} strokeDasharray="6 3" strokeWidth={1.5} />
          {props.targetPercent !== 100 && <line x1={x(100)} x2={x(100)} y1={top} y2={bottom} strokeWidth={1} />}
        </g>
        {props.targetLabel && (
          <text className="chart-label" x={x(props.targetPercent)} y={top - 6} textAnchor="middle" fill="currentColor" fontSize={11}>
            {props.targetLabel}
          </text>
        )}
      </ChartSurface>
    </div>
  );
}
