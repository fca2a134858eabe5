/**
 * Number formatting for chart ticks, tooltips and tables, in the current i18next language.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartFormat {
  /** Readable precision with grouping: 12,712 / 62.5 / 0.42. */
  readonly num: (value: number) => string;
  /** Short form for axis ticks: 1.2K, 25K, 1.5M. */
  readonly compact: (value: number) => string;
  /** A percent figure (47.2 → "47%"). */
  readonly pct: (percent: number) => string;
  /** A Lustre capacity in TiB, to the tenth its steps are counted in (291.2). */
  readonly tib: (value: number) => string;
}

export function makeChartFormat(locale: string): ChartFormat {
  const digits = [0, 1, 2].map((d) => new Intl.NumberFormat(locale, { maximumFractionDigits: d }));
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    num: (v) => {
      if (!Number.isFinite(v)) return '—';
      const abs = Math.abs(v);
      return digits[abs >= 100 ? 0 : abs >= 10 ? 1 : 2]!.format(v);
    },
    compact: (v) => (Math.abs(v) < 1000 ? digits[Math.abs(v) < 10 ? 2 : 0]!.format(v) : compact.format(v)),
    pct: (p) => percent.format(p / 100),
    tib: (v) => (Number.isFinite(v) ? digits[1]!.format(v) : '—'),
  };
}

export function useChartFormat(): ChartFormat {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => makeChartFormat(locale), [locale]);
}

/** Ticks for a log axis: powers of ten, with 2 and 5 between them when the range is short. */
export function logTicks(min: number, max: number): number[] {
  const lo = Math.floor(Math.log10(min));
  const hi = Math.ceil(Math.log10(max));
  const steps = hi - lo <= 2 ? [1, 2, 5] : [1];
  const out: number[] = [];
  for (let e = lo; e <= hi; e++)
    for (const m of steps) {
      const v = m * 10 ** e;
      if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) out.push(Number(v.toPrecision(6)));
    }
  return out;
}

/** A log-axis domain from powers of ten around the positive values given. */
export function logDomain(values: readonly number[]): [number, number] {
  const positive = values.filter((v) => Number.isFinite(v) && v > 0);
  if (positive.length === 0) return [1, 10];
  const lo = 10 ** Math.floor(Math.log10(Math.min(...positive)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...positive)));
  return [lo, hi > lo ? hi : lo * 10];
}
