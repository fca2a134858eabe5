/**
 * A radio group choosing what a chart draws on its value axis.
 */
import { memo, useId } from 'react';
import { sameItems } from '../layout/sameFields.ts';

export interface MetricToggleProps<M extends string> {
  readonly legend: string;
  readonly value: M;
  readonly options: readonly { readonly value: M; readonly label: string }[];
  readonly onChange: (value: M) => void;
}

function Toggle<M extends string>({ legend, value, options, onChange }: MetricToggleProps<M>) {
  const name = useId();
  return (
    <fieldset className="chart-toggle">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Drawn again only when what it shows changes: charts pass their options as a new list on every
 * keystroke, and React writes each radio button's name and type again when it is drawn.
 */
export const MetricToggle = memo(
  Toggle,
  (a, b) => a.legend === b.legend && a.value === b.value && a.onChange === b.onChange && sameItems(a.options, b.options),
) as typeof Toggle;

export interface SeriesPickerProps {
  readonly legend: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
  readonly selected: ReadonlySet<string>;
  readonly onChange: (selected: ReadonlySet<string>) => void;
}

/** Checkboxes choosing which series a chart with many of them draws (and tabulates). */
export function SeriesPicker({ legend, options, selected, onChange }: SeriesPickerProps) {
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <details className="chart-series-picker">
      <summary>{legend}</summary>
      <div role="group" aria-label={legend}>
        {options.map((o) => (
          <label key={o.id}>
            <input type="checkbox" checked={selected.has(o.id)} onChange={() => toggle(o.id)} />
            {o.label}
          </label>
        ))}
      </div>
    </details>
  );
}
