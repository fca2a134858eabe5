/**
 * Over time, demand against what each service's design carries, month by month: the demand as a
 * multiple of today's (one line, or two when the data and the rates grow apart), and a step line
 * per service (its binding limit's capacity at the target, on the same scale: `overTimeSeries.ts`),
 * the changes of design marked where they happen (named in the tooltip) and each service's runway
 * month marked, the named service's as a vertical line.
 */
import { useMemo } from 'react';
import type { OverTimePlan, ServiceId } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import type { LegendItem } from './legend.tsx';
import { REQUIREMENT_DASH, seriesStyle, type SeriesStyle } from './palette.ts';
import { demandRows, eventMark, eventsByMonth, growsAlike } from './overTimeSeries.ts';
import { linearTicks, niceMax } from './ticks.ts';
import type { XYMark, XYReference, XYSeries } from './xySpec.ts';
import { XYChart, type XYChartProps } from './XYChart.tsx';
import { useT } from '../i18n/useT.ts';

export interface OverTimeDemandChartProps {
  readonly plan: OverTimePlan;
  /** The service the Compare headline names: its runway is drawn as a vertical line. */
  readonly named: ServiceId | null;
  readonly height?: number;
}

const DEMAND_STYLE: SeriesStyle = { color: 'currentColor', dash: REQUIREMENT_DASH, marker: 'cross' };
const RATES_STYLE: SeriesStyle = { color: 'currentColor', dash: '2 3', marker: 'wye' };

/** The chart's name: its hidden series are remembered under it. */
export const DEMAND_CHART = 'over-time-demand';

export function OverTimeDemandChart({ plan, named, height = 380 }: OverTimeDemandChartProps) {
  const t = useT();
  const f = useChartFormat();
  const rows = useMemo(() => demandRows(plan), [plan]);
  const figure = useMemo(() => {
    const times = (v: number) => t('growth.chart.times', { value: f.num(v) });
    const alike = growsAlike(rows);
    const hasData = rows.some((r) => r.data !== null);
    const hasRates = rows.some((r) => r.rates !== null);
    const demand: XYSeries[] = [];
    if (hasRates || (alike && hasData)) {
      demand.push({
        key: 'rates',
        name: alike ? t('growth.chart.demand') : t('growth.chart.demandRates'),
        style: RATES_STYLE,
        dash: alike ? REQUIREMENT_DASH : RATES_STYLE.dash,
        points: rows.map((r) => ({ x: r.month, y: (r.rates ?? r.data)! })),
      });
    }
    if (hasData && !alike)
      demand.push({ key: 'data', name: t('growth.chart.demandData'), style: DEMAND_STYLE, points: rows.map((r) => ({ x: r.month, y: r.data! })) });
    const services = plan.services.map((s, i) => ({ s, style: seriesStyle(i), name: t(`charts.services.${s.service}`) }));
    const lines: XYSeries[] = services.map(({ s, style, name }) => ({
      key: s.service,
      name: t('growth.chart.carries', { service: name }),
      style,
      step: true,
      width: s.service === named ? 3 : 2,
      points: rows.map((r) => {
        const v = r.carried[s.service];
        return v === null ? null : { x: r.month, y: v };
      }),
      readout: (v: number) => times(v),
    }));
    const marks: XYMark[] = [];
    for (const { s, style, name } of services) {
      for (const [month, events] of eventsByMonth(plan, s.service)) {
        const y = rows[month]?.carried[s.service];
        if (y === null || y === undefined) continue;
        const what = events.map((e) => t(`growth.event.kind.${e.kind}`)).join(', ');
        const because = events[0]!.limit ? t('growth.event.because', { limit: t(`results.limit.${events[0]!.limit}`) }) : '';
        marks.push(eventMark(s.service, month, y, style, t('growth.chart.eventTitle', { service: name, events: what, because })));
      }
      const runway = s.runway.month;
      const y = runway === null ? undefined : rows[runway]?.carried[s.service];
      if (runway !== null && runway > 0 && y !== null && y !== undefined) {
        marks.push({
          key: `${s.service}:runway`,
          kind: 'runway',
          group: s.service,
          x: runway,
          y,
          shape: 'circle',
          r: 7,
          fill: 'none',
          stroke: style.color,
          strokeWidth: 2.5,
          title: t('growth.chart.runwayTitle', { service: name, month: runway }),
        });
      }
    }
    const namedRunway = plan.services.find((s) => s.service === named)?.runway.month ?? null;
    const references: XYReference[] =
      namedRunway !== null && namedRunway > 0
        ? [
            {
              key: 'runway',
              x: namedRunway,
              dash: '4 3',
              width: 1.5,
              label: t('growth.chart.runwayLine', { service: t(`charts.services.${named}`), month: namedRunway }),
            },
          ]
        : [];
    const values = [...demand, ...lines].flatMap((s) => s.points.map((p) => p?.y ?? 0));
    const yMax = niceMax(Math.max(1, ...values.filter(Number.isFinite)) * 1.05);
    const xMax = Math.max(1, rows.length - 1);
    const legend: LegendItem[] = [
      ...demand.map((d) => ({ label: d.name, color: d.style.color, dash: d.dash ?? d.style.dash, toggles: d.key })),
      ...lines.map((l) => ({ label: l.name, ...l.style, toggles: l.key })),
      { label: t('growth.chart.eventLegend'), color: 'currentColor', marker: 'circle' as const, pointOnly: true, hollow: true },
    ];
    const drawing: Omit<XYChartProps, 'height' | 'name'> = {
      title: t('growth.chart.demandTitle'),
      legend,
      x: { kind: 'linear', domain: [0, xMax], ticks: linearTicks(0, xMax, 6, true), text: (v) => f.num(v), title: t('growth.chart.month') },
      y: { kind: 'linear', domain: [0, yMax], ticks: linearTicks(0, yMax), text: (v) => times(v), title: t('growth.chart.demandAxis') },
      series: [...demand, ...lines],
      references,
      marks,
      readoutX: (v) => t('growth.chart.monthOf', { month: f.num(v) }),
      readoutY: (v) => times(v),
    };
    return drawing;
  }, [plan, rows, named, t, f]);

  const columns: TableColumn[] = [
    { key: 'month', header: t('growth.table.month') },
    ...figure.series.map((s) => ({ key: s.key, header: s.name })),
    ...plan.services.map((s) => ({
      key: `${s.service}~events`,
      header: t('growth.chart.eventsOf', { service: t(`charts.services.${s.service}`) }),
      kind: 'text' as const,
    })),
  ];
  const tableRows = useMemo(
    () =>
      rows.map((r) => {
        const row: Record<string, number | string | null> = { month: r.month, rates: r.rates ?? r.data, data: r.data };
        for (const s of plan.services) {
          row[s.service] = r.carried[s.service];
          row[`${s.service}~events`] = s.events
            .filter((e) => e.month === r.month)
            .map((e) => t(`growth.event.kind.${e.kind}`))
            .join(', ');
        }
        return row;
      }),
    [rows, plan, t],
  );

  return (
    <ChartFrame
      name={DEMAND_CHART}
      title={t('growth.chart.demandTitle')}
      description={t('growth.chart.demandDescription', { count: plan.horizonMonths })}
      rows={tableRows}
      columns={columns}
      tableCaption={t('growth.chart.demandCaption')}
      exportLegend={figure.legend}
      height={height}
    >
      <XYChart name={DEMAND_CHART} {...figure} height={height} />
    </ChartFrame>
  );
}
