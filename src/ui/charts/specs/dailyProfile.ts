/**
 * The daily profile as data (`DailyProfileChart.tsx` draws it with `XYChart`, in the charts'
 * frame): the demand hour by hour (percent of the requirement, steps on the left axis) and the
 * Block Volume performance level (VPUs/GB, right axis) auto-tune holds, with its ramp down after
 * the peak, against fixed VPUs sized for the peak.
 */
import type { DailyProfilePlan } from '../../../engine/index.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import type { ChartFormat } from '../format.ts';
import { seriesStyle, type SeriesStyle } from '../palette.ts';
import { linearTicks, niceMax } from '../ticks.ts';
import type { XYDrawing, XYSeries } from '../xySpec.ts';

type LineKey = 'demandPercent' | 'autotuneVpusPerGB' | 'fixedVpusPerGB';

/** The day's three lines: the demand on its axis, auto-tune's and the fixed level on the VPUs/GB axis. */
const LINES: readonly { key: LineKey; right: boolean; word: 'demand' | 'autotune' | 'fixed'; style: SeriesStyle; width?: number }[] = [
  { key: 'demandPercent', right: false, word: 'demand', style: seriesStyle(0) },
  { key: 'autotuneVpusPerGB', right: true, word: 'autotune', style: seriesStyle(1), width: 2 },
  { key: 'fixedVpusPerGB', right: true, word: 'fixed', style: seriesStyle(2) },
];
const HOURS = Array.from({ length: 25 }, (_, h) => h).filter((h) => h % 3 === 0);

export type ProfileRow = { readonly hour: number } & Readonly<Record<LineKey, number | null>>;

/** The day's hours, and hour 24 repeating hour 23: a step line needs the last hour's end. */
export function dailyProfileRows(plan: DailyProfilePlan): ProfileRow[] {
  const hours = plan.hours.map((h) => ({
    hour: h.hour,
    demandPercent: h.demandPercent,
    autotuneVpusPerGB: h.autotuneVpusPerGB,
    fixedVpusPerGB: h.fixedVpusPerGB,
  }));
  return hours.length === 0 ? [] : [...hours, { ...hours[hours.length - 1]!, hour: 24 }];
}

const hourText = (h: number) => `${h}:00`;

/** The drawing: plan, words and number format in, spec out. A line with no value all day is left out (and so is its legend entry). */
export function dailyProfileSpec(plan: DailyProfilePlan, t: Translate, f: ChartFormat): XYDrawing {
  const rows = dailyProfileRows(plan);
  const series: XYSeries[] = LINES.map((l) => ({
    key: l.key,
    name: t(`profile.chart.${l.word}`),
    style: l.style,
    ...(l.width ? { width: l.width } : {}),
    step: true,
    right: l.right,
    points: rows.map((r) => (r[l.key] === null ? null : { x: r.hour, y: r[l.key]! })),
  })).filter((s) => s.points.some((p) => p !== null));
  const vpusMax = niceMax(Math.max(0, ...series.filter((s) => s.right).flatMap((s) => s.points.map((p) => p?.y ?? 0))));
  const title = t('profile.chart.title');
  return {
    title,
    legend: series.map((s) => ({ label: s.name, color: s.style.color, dash: s.style.dash, toggles: s.key })),
    x: { kind: 'linear', domain: [0, 24], ticks: HOURS, text: hourText, title: t('profile.chart.axisHour') },
    y: { kind: 'linear', domain: [0, 100], ticks: linearTicks(0, 100), text: f.num, title: t('profile.chart.axisDemand') },
    ...(series.some((s) => s.right)
      ? { right: { kind: 'linear' as const, domain: [0, vpusMax] as const, ticks: linearTicks(0, vpusMax), text: f.num, title: t('profile.chart.axisVpus') } }
      : {}),
    series,
    readoutX: hourText,
    readoutY: f.num,
  };
}

/** The data table's columns: the hour and the three figures. */
export function dailyProfileColumns(t: Translate): TableColumn[] {
  return [{ key: 'hour', header: t('profile.chart.hour') }, ...LINES.map((l) => ({ key: l.key, header: t(`profile.chart.${l.word}`) }))];
}
