/**
 * The legend every chart draws under its drawing (HTML) and exports: a line sample with its
 * colour and dash pattern, a marker where the series has one, and the label.
 */
import { memo } from 'react';
import { markerPath, type ExportLegendItem } from './export.ts';
import { occurrenceKeys, sameItems } from '../layout/sameFields.ts';

export type LegendItem = ExportLegendItem;

/**
 * A key for each entry that outlives a keystroke: labels carry figures ("Required: 4,500 MB/s"),
 * so keying by label re-created the entry whenever a figure changed. An entry is told apart by
 * how it is drawn (no two entries of one legend look alike), and a repeat by its place among
 * its look-alikes.
 */
export function legendKeys(items: readonly LegendItem[]): string[] {
  return occurrenceKeys(
    items.map((item) => [item.color, item.dash ?? '', item.marker ?? '', item.pointOnly ? 'point' : 'line', item.hollow ? 'hollow' : 'filled'].join('|')),
  );
}

function Legend({ items }: { readonly items: readonly LegendItem[] }) {
  const keys = legendKeys(items);
  return (
    <ul className="chart-legend">
      {items.map((item, i) => (
        <li key={keys[i]}>
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

/** Drawn again only when an entry changes: charts build their entries anew on every keystroke. */
export const LegendList = memo(Legend, (a, b) => sameItems(a.items, b.items));
