/**
 * The point a chart's reader is on: the x recharts' tooltip is at (pointer, touch or arrow
 * keys) and the series chosen there with the up and down arrows. A small store per chart, so
 * that moving over the plot redraws the tooltip and the announcement, not the chart.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useActiveTooltipLabel } from 'recharts';
import { valuesAt } from './xyValues.ts';
import type { XYChartSpec, XYPick, XYSeries } from './xySpec.ts';
import { useT } from '../i18n/useT.ts';

export interface Active {
  readonly x: number | undefined;
  /** The series chosen at `x` with the up and down arrows (the first with a value when none). */
  readonly focus: string | undefined;
}

export interface ActiveStore {
  get(): Active;
  set(next: Active): void;
  subscribe(listener: () => void): () => void;
}

export function createActive(): ActiveStore {
  let state: Active = { x: undefined, focus: undefined };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next.x === state.x && next.focus === state.focus) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useActive(store: ActiveStore): Active {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Inside the chart: copies recharts' active x into the store (the focused series stays while the x does). */
export function ActiveWatcher({ store }: { readonly store: ActiveStore }) {
  const label = useActiveTooltipLabel();
  useEffect(() => {
    const x = typeof label === 'number' ? label : label === undefined || label === null || label === '' ? NaN : Number(label);
    const now = store.get();
    const at = Number.isFinite(x) ? x : undefined;
    store.set({ x: at, focus: at === now.x ? now.focus : undefined });
  }, [label, store]);
  return null;
}

/**
 * What a screen reader hears while the chart has the keyboard focus: the x, each series' value
 * there (the chosen one first), and what Enter does. Silent while a pointer moves over it.
 */
export function Announcer({
  store,
  spec,
  visible,
  pick,
}: {
  readonly store: ActiveStore;
  readonly spec: XYChartSpec;
  readonly visible: readonly XYSeries[];
  readonly pick: XYPick | undefined;
}) {
  const t = useT();
  const { x, focus } = useActive(store);
  let text = '';
  if (x !== undefined && typeof document !== 'undefined' && document.activeElement?.closest('.xy-chart')) {
    const values = valuesAt(spec, visible, x);
    const first = values.find((v) => v.key === focus) ?? values[0];
    const ordered = first ? [first, ...values.filter((v) => v !== first)] : values;
    const parts = ordered.map((v) => t(v.note ? 'charts.common.readoutNoted' : 'charts.common.readout', { name: v.name, value: v.text, note: v.note }));
    const hint = first && pick?.can(first.key, x) ? pick.text(first.key, x) : '';
    text = [spec.readoutX(x), parts.join('; '), hint ? t('charts.common.pickHint', { action: hint }) : ''].filter(Boolean).join('. ');
  }
  return (
    <p className="visually-hidden chart-announce" aria-live="polite">
      {text}
    </p>
  );
}
