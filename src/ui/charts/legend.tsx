/**
 * The legend every chart draws (through recharts' <Legend content>) and exports: a line sample
 * with its colour and dash pattern, a marker where the series has one, and the label.
 */
import { Symbols } from 'recharts';
import type { ExportLegendItem } from './export.ts';
import type { SeriesStyle } from './palette.ts';

export type LegendItem = ExportLegendItem;

export function LegendList({ items }: { readonly items: readonly LegendItem[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.label}>
          <svg width="28" height="14" aria-hidden="true" focusable="false">
            {!item.pointOnly && <line x1="1" x2="27" y1="7" y2="7" stroke={item.color} strokeWidth="2.5" strokeDasharray={item.dash || undefined} />}
            {item.marker && (
              <Symbols
                cx={14}
                cy={7}
                type={item.marker}
                size={item.pointOnly ? 70 : 40}
                fill={item.hollow ? 'none' : item.color}
                stroke={item.color}
                strokeWidth={1.5}
              />
            )}
          </svg>
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

interface DotInput {
  readonly cx?: number;
  readonly cy?: number;
  readonly payload?: Record<string, unknown>;
  readonly index?: number;
}

/**
 * A recharts `dot` render function (recharts calls it, it is not a component) drawing the
 * series marker: only where `show` says, when given, and hollow where `hollow` says.
 */
export function markerDot(style: SeriesStyle, show?: (payload: Record<string, unknown>) => boolean, hollow?: (payload: Record<string, unknown>) => boolean) {
  return function renderMarker(props: DotInput) {
    const { cx, cy, payload } = props;
    if (cx === undefined || cy === undefined || !Number.isFinite(cx) || !Number.isFinite(cy) || (show && (!payload || !show(payload)))) {
      return <g key={props.index} />;
    }
    const open = hollow && payload ? hollow(payload) : false;
    return (
      <Symbols key={props.index} cx={cx} cy={cy} type={style.marker} size={48} fill={open ? 'none' : style.color} stroke={style.color} strokeWidth={1.5} />
    );
  };
}
