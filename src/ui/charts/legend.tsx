/**
 * The legend every chart draws under its plot (as recharts' Legend content) and exports: a line
 * sample with its colour and dash pattern, a marker where the series has one, and the label.
 * An entry that names a series (or a kind of mark) is a toggle button: pressed while shown.
 */
import { memo, useState } from 'react';
import type { ExportLegendItem } from './export.ts';
import { markerIsOpen, markerPath } from './shape/markers.ts';
import { occurrenceKeys, sameItems } from '../layout/sameFields.ts';

export type LegendItem = ExportLegendItem & {
  /** The series key or mark kind this entry shows and hides when clicked. */
  readonly toggles?: string;
};

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

export interface LegendListProps {
  readonly items: readonly LegendItem[];
  /** Entries (`toggles`) hidden now. */
  readonly hidden?: ReadonlySet<string>;
  readonly onToggle?: (entry: string) => void;
  /** "Show or hide {{name}}": the toggle's description. */
  readonly toggleHint?: string;
}

function Sample({ item }: { readonly item: LegendItem }) {
  return (
    <svg width="28" height="14" aria-hidden="true" focusable="false">
      {!item.pointOnly && <line x1="1" x2="27" y1="7" y2="7" stroke={item.color} strokeWidth="2.5" strokeDasharray={item.dash || undefined} />}
      {item.marker && (
        <path
          d={markerPath(item.marker, 14, 7, item.pointOnly ? 4.5 : 3.5)}
          fill={item.hollow || markerIsOpen(item.marker) ? 'none' : item.color}
          stroke={item.color}
          strokeWidth={1.5}
        />
      )}
    </svg>
  );
}

function Legend({ items, hidden, onToggle, toggleHint }: LegendListProps) {
  const keys = legendKeys(items);
  return (
    <ul className="chart-legend">
      {items.map((item, i) => {
        const entry = item.toggles;
        if (entry === undefined || !onToggle)
          return (
            <li key={keys[i]}>
              <Sample item={item} />
              <span>{item.label}</span>
            </li>
          );
        const off = hidden?.has(entry) ?? false;
        return (
          <li key={keys[i]} className={off ? 'chart-legend-off' : undefined}>
            <button type="button" className="chart-legend-toggle" aria-pressed={!off} title={toggleHint} onClick={() => onToggle(entry)}>
              <Sample item={item} />
              <span>{item.label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Drawn again only when an entry or what is hidden changes: charts build their entries anew on every keystroke. */
export const LegendList = memo(
  Legend,
  (a, b) => sameItems(a.items, b.items) && a.hidden === b.hidden && a.onToggle === b.onToggle && a.toggleHint === b.toggleHint,
);

/**
 * The box under a chart that its legend is drawn into: recharts' Legend, given it as `portal`,
 * keeps the chart at the size it is given and measures no legend. A legend that wraps to another
 * line only moves what follows it: the chart is not drawn again, and no frame shows a chart
 * resized late, as when the chart's height followed its measured legend.
 */
export function useLegendHost(): readonly [HTMLDivElement | null, (el: HTMLDivElement | null) => void] {
  return useState<HTMLDivElement | null>(null);
}
