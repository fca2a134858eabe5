/**
 * The legend every chart draws under its drawing (HTML) and exports: a line sample with its
 * colour and dash pattern, a marker where the series has one, and the label.
 */
import { markerPath, type ExportLegendItem } from './export.ts';

export type LegendItem = ExportLegendItem;

export function LegendList({ items }: { readonly items: readonly LegendItem[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.label}>
          <svg width="28" height="14" aria-hidden="true" focusable="false">
            {!item.pointOnly && <line x1="1" x2="27" y1="7" y2="7" stroke={item.color} strokeWidth="2.5" strokeDasharray={item.dash || undefined} />}
            {item.marker && (
              <path
                d={markerPath(item.marker, 14, 7, item.pointOnly ? 4.5 : 3.5)}
                fill={item.hollow || item.marker === 'cross' ? 'none' : item.color}
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
