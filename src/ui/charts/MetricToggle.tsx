/**
 * A radio group choosing what a chart draws on its value axis.
 */
import { useId } from 'react';

export interface MetricToggleProps<M extends string> {
  readonly legend: string;
  readonly value: M;
  readonly options: readonly { readonly value: M; readonly label: string }[];
  readonly onChange: (value: M) => void;
}

export function MetricToggle<M extends string>({ legend, value, options, onChange }: MetricToggleProps<M>) {
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
