/**
 * The tooltip of an XY chart (recharts' Tooltip content): the x, every shown series' value
 * there with its unit and what the point is (documented, measured, extrapolated), the marked
 * points at that x (published measurements, your fio run), and how to evaluate the point.
 */
import { useActive, type ActiveStore } from './chartActive.tsx';
import { valuesAt } from './xyValues.ts';
import type { XYChartSpec, XYPick, XYSeries } from './xySpec.ts';
import { useT } from '../i18n/useT.ts';

export interface ChartTooltipProps {
  readonly active: boolean | undefined;
  readonly label: unknown;
  readonly spec: XYChartSpec & { readonly pick?: XYPick | undefined };
  readonly visible: readonly XYSeries[];
  readonly hidden: ReadonlySet<string>;
  readonly store: ActiveStore;
}

export function ChartTooltip({ active, label, spec, visible, hidden, store }: ChartTooltipProps) {
  const t = useT();
  const { focus } = useActive(store);
  const x = typeof label === 'number' ? label : Number(label);
  if (!active || !Number.isFinite(x)) return null;
  const values = valuesAt(spec, visible, x);
  const marks = (spec.marks ?? []).filter((m) => m.x === x && m.title && !hidden.has(m.group ?? m.kind) && m.kind !== 'recommended');
  const chosen = values.find((v) => v.key === focus) ?? undefined;
  const pickable = spec.pick ? values.filter((v) => spec.pick!.can(v.key, x)) : [];
  return (
    <div className="chart-tooltip" aria-hidden="true">
      <div className="chart-tooltip-x">{spec.readoutX(x)}</div>
      {values.map((v) => (
        <div key={v.key} className={v === chosen ? 'chart-tooltip-chosen' : undefined}>
          <span className="chart-readout-swatch" style={{ background: v.color }} />
          {t(v.note ? 'charts.common.readoutNoted' : 'charts.common.readout', { name: v.name, value: v.text, note: v.note })}
        </div>
      ))}
      {marks.map((m) => (
        <div key={m.key} className="chart-tooltip-mark">
          {m.title}
        </div>
      ))}
      {pickable.length > 0 && <div className="chart-tooltip-hint">{t('charts.common.pickPointer')}</div>}
    </div>
  );
}
