/**
 * Over time, the bill per service: each month's price (a step: a design's bill holds until it
 * changes, File Storage's moves with the data it stores) or the running total over the horizon,
 * as the reader chooses, the changes of design that change a bill marked where they happen.
 */
import { useMemo, useState } from 'react';
import type { OverTimePlan } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import type { LegendItem } from './legend.tsx';
import { MetricToggle } from './MetricToggle.tsx';
import { eventMark } from './overTimeSeries.ts';
import { seriesStyle } from './palette.ts';
import { linearTicks, niceMax } from './ticks.ts';
import type { XYMark, XYSeries } from './xySpec.ts';
import { XYChart, type XYChartProps } from './XYChart.tsx';
import { useT } from '../i18n/useT.ts';
import { useFormat } from '../results/format.ts';

export type CostMetric = 'cumulative' | 'monthly';

export interface OverTimeCostChartProps {
  readonly plan: OverTimePlan;
  readonly height?: number;
}

/** The chart's name: its hidden series are remembered under it. */
export const COST_CHART = 'over-time-cost';

export function OverTimeCostChart({ plan, height = 360 }: OverTimeCostChartProps) {
  const t = useT();
  const f = useChartFormat();
  const { currency, locale } = useFormat();
  const [metric, setMetric] = useState<CostMetric>('cumulative');
  const figure = useMemo(() => {
    // Money in the price book's currency (issue 43); US dollars as the chart always wrote them.
    const inCurrency = (v: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, { style: 'currency', currency, ...options }).format(v);
    const usd = (v: number) =>
      currency === 'USD' ? t('growth.chart.usd', { value: f.num(Math.round(v)) }) : inCurrency(Math.round(v), { maximumFractionDigits: 0 });
    const usdAxis = (v: number) => (currency === 'USD' ? t('growth.chart.usd', { value: f.compact(v) }) : inCurrency(v, { notation: 'compact' }));
    const field = metric === 'monthly' ? 'monthlyUSD' : 'cumulativeUSD';
    const services = plan.services.map((s, i) => ({ s, style: seriesStyle(i), name: t(`charts.services.${s.service}`) }));
    const series: XYSeries[] = services.map(({ s, style, name }) => ({
      key: s.service,
      name,
      style,
      step: metric === 'monthly',
      points: s.months.map((m) => (m[field] === null ? null : { x: m.month, y: m[field]! })),
    }));
    const marks: XYMark[] = [];
    for (const { s, style, name } of services) {
      const byMonth = new Map<number, string[]>();
      for (const e of s.events) {
        if (e.monthlyUSDDelta === null || e.monthlyUSDDelta === 0) continue;
        const list = byMonth.get(e.month) ?? [];
        list.push(t(`growth.event.kind.${e.kind}`));
        byMonth.set(e.month, list);
      }
      for (const [month, kinds] of byMonth) {
        const y = s.months[month]?.[field];
        if (y === null || y === undefined) continue;
        const delta = s.events.find((e) => e.month === month && e.monthlyUSDDelta !== null)?.monthlyUSDDelta ?? 0;
        marks.push(
          eventMark(
            s.service,
            month,
            y,
            style,
            t('growth.chart.costEventTitle', { service: name, events: kinds.join(', '), delta: `${delta > 0 ? '+' : ''}${usd(delta)}` }),
          ),
        );
      }
    }
    const values = series.flatMap((s) => s.points.map((p) => p?.y ?? 0));
    const yMax = niceMax(Math.max(1, ...values) * 1.05);
    // Months 0 (today) to N, the horizon's end, as the plan lists them and the demand chart draws them.
    const xMax = Math.max(1, plan.horizonMonths);
    const legend: LegendItem[] = series.map((s) => ({ label: s.name, ...s.style, toggles: s.key }));
    const title = t(metric === 'monthly' ? 'growth.chart.monthlyTitle' : 'growth.chart.cumulativeTitle');
    const drawing: Omit<XYChartProps, 'height' | 'name'> = {
      title,
      legend,
      x: { kind: 'linear', domain: [0, xMax], ticks: linearTicks(0, xMax, 6, true), text: (v) => f.num(v), title: t('growth.chart.month') },
      y: { kind: 'linear', domain: [0, yMax], ticks: linearTicks(0, yMax), text: usdAxis, title: t(`growth.chart.${metric}Axis`, { currency }) },
      series,
      marks,
      readoutX: (v) => t('growth.chart.monthOf', { month: f.num(v) }),
      readoutY: usd,
    };
    return drawing;
  }, [plan, metric, t, f, currency, locale]);

  const columns: TableColumn[] = [
    { key: 'month', header: t('growth.table.month') },
    ...plan.services.flatMap((s) => {
      const name = t(`charts.services.${s.service}`);
      return [
        { key: `${s.service}~monthly`, header: t('growth.chart.monthlyOf', { service: name, currency }) },
        { key: `${s.service}~cumulative`, header: t('growth.chart.cumulativeOf', { service: name, currency }) },
      ];
    }),
  ];
  const rows = useMemo(
    () =>
      Array.from({ length: plan.horizonMonths + 1 }, (_, m) => {
        const row: Record<string, number | null> = { month: m };
        for (const s of plan.services) {
          row[`${s.service}~monthly`] = s.months[m]?.monthlyUSD ?? null;
          row[`${s.service}~cumulative`] = s.months[m]?.cumulativeUSD ?? null;
        }
        return row;
      }),
    [plan],
  );
  const options = useMemo(() => (['cumulative', 'monthly'] as const).map((value) => ({ value, label: t(`growth.chart.metric.${value}`) })), [t]);

  return (
    <ChartFrame
      name={COST_CHART}
      title={t('growth.chart.costTitle')}
      description={t('growth.chart.costDescription', { count: plan.horizonMonths, currency })}
      rows={rows}
      columns={columns}
      tableCaption={t('growth.chart.costCaption', { currency })}
      exportLegend={figure.legend}
      controls={<MetricToggle legend={t('growth.chart.metric.legend')} value={metric} options={options} onChange={setMetric} />}
      height={height}
    >
      <XYChart name={COST_CHART} {...figure} height={height} />
    </ChartFrame>
  );
}
