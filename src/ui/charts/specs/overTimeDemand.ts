/**
 * The over-time demand chart as data (`OverTimeDemandChart.tsx` draws it): demand as a multiple
 * of today's (one line, or two when the data and the rates grow apart), a step line per service
 * (what its design carries, on the same scale: `overTimeSeries.ts`), the changes of design and
 * each service's runway marked, the named service's runway as a vertical line.
 */
import type { OverTimePlan, ServiceId } from '../../../engine/index.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import type { ChartFormat } from '../format.ts';
import type { LegendItem } from '../legend.tsx';
import { REQUIREMENT_DASH, seriesStyle, type SeriesStyle } from '../palette.ts';
import { eventMark, eventsByMonth, growsAlike, type OverTimeDemandRow } from '../overTimeSeries.ts';
import { linearTicks, niceMax } from '../ticks.ts';
import type { XYDrawing, XYMark, XYReference, XYSeries } from '../xySpec.ts';

type DemandRow = OverTimeDemandRow;
interface ServiceLine {
  readonly s: OverTimePlan['services'][number];
  readonly style: SeriesStyle;
  readonly name: string;
}

const DEMAND_STYLE: SeriesStyle = { color: 'currentColor', dash: REQUIREMENT_DASH, marker: 'cross' };
const RATES_STYLE: SeriesStyle = { color: 'currentColor', dash: '2 3', marker: 'wye' };

/** The demand: one line when the data and the rates grow alike, else one each. */
function demandSeries(rows: readonly DemandRow[], t: Translate): XYSeries[] {
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
  return demand;
}

/** Each service's changes of design, where they happen, and its runway month. */
function serviceMarks(plan: OverTimePlan, rows: readonly DemandRow[], services: readonly ServiceLine[], t: Translate): XYMark[] {
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
  return marks;
}

/** The drawing: plan, words and number format in, spec out. */
export function overTimeDemandSpec(plan: OverTimePlan, rows: readonly DemandRow[], named: ServiceId | null, t: Translate, f: ChartFormat): XYDrawing {
  const times = (v: number) => t('growth.chart.times', { value: f.num(v) });
  const demand = demandSeries(rows, t);
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
  const marks = serviceMarks(plan, rows, services, t);
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
  const drawing: XYDrawing = {
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
}

/** The data table's columns: the month, each line drawn, and each service's changes in words. */
export function overTimeDemandColumns(t: Translate, plan: OverTimePlan, series: readonly XYSeries[]): TableColumn[] {
  return [
    { key: 'month', header: t('growth.table.month') },
    ...series.map((s) => ({ key: s.key, header: s.name })),
    ...plan.services.map((s) => ({
      key: `${s.service}~events`,
      header: t('growth.chart.eventsOf', { service: t(`charts.services.${s.service}`) }),
      kind: 'text' as const,
    })),
  ];
}

/** The data table's rows: a month each. */
export function overTimeDemandRows(t: Translate, plan: OverTimePlan, rows: readonly DemandRow[]): Record<string, number | string | null>[] {
  return rows.map((r) => {
    const row: Record<string, number | string | null> = { month: r.month, rates: r.rates ?? r.data, data: r.data };
    for (const s of plan.services) {
      row[s.service] = r.carried[s.service];
      row[`${s.service}~events`] = s.events
        .filter((e) => e.month === r.month)
        .map((e) => t(`growth.event.kind.${e.kind}`))
        .join(', ');
    }
    return row;
  });
}
