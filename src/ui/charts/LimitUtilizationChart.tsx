/**
 * How much of each limit a service's recommended design uses under the requirement, against
 * the utilization it was planned to; the binding limit is hatched and labelled (recharts, in
 * LimitBars.tsx).
 */
import type { ServiceUtilization } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import type { LegendItem } from './legend.tsx';
import { LimitBars, limitBarsHeight, type LimitBar } from './LimitBars.tsx';
import { REQUIREMENT_DASH, SERIES_STYLES } from './palette.ts';
import { usePrinting } from '../layout/printing.ts';
import { useT } from '../i18n/useT.ts';

const BAR_COLOR = SERIES_STYLES[0]!.color;
const BINDING_COLOR = SERIES_STYLES[1]!.color;
/** Bars past this share of the axis are cut and marked; the table keeps the real figure. */
const AXIS_CAP_PERCENT = 250;

export interface LimitUtilizationChartProps {
  readonly data: ServiceUtilization;
  /** The design in words (designText.ts), for the description. */
  readonly design: string;
  readonly height?: number;
  /** Drawn this wide on paper (the compare report's row of three); the whole printable width by default. */
  readonly printWidth?: number;
}

export function LimitUtilizationChart({ data, design, height, printWidth }: LimitUtilizationChartProps) {
  const t = useT();
  const f = useChartFormat();
  // A third of the paper's width: smaller type (still 7.5 pt), fewer ticks, the percentage alone
  // beside each bar (the hatching and the legend say which limit binds).
  const compact = usePrinting() && printWidth !== undefined;
  const patternId = `hatch-${data.service}`;
  const service = t(`charts.services.${data.service}`);
  const maxPercent = Math.max(100, data.targetPercent, ...data.rows.map((r) => Math.min(r.percent, AXIS_CAP_PERCENT)));
  // Round ticks (25, 50 or 100 apart) so that four or five labels fit a narrow chart.
  const step = maxPercent <= 100 ? 25 : maxPercent <= 200 ? 50 : 100;
  const domainMax = Math.ceil(maxPercent / step) * step;
  const tickStep = compact ? Math.max(50, step) : step;
  const ticks = Array.from({ length: Math.floor(domainMax / tickStep) + 1 }, (_, i) => i * tickStep);
  const chartRows = data.rows.map((r) => ({
    ...r,
    label: t(`charts.limits.names.${r.id}`),
    shown: Math.min(r.percent, domainMax),
  }));
  const tag = (r: (typeof chartRows)[number]) =>
    compact ? f.pct(r.percent) : `${f.pct(r.percent)}${r.binding ? ` · ${t('charts.limits.binding')}` : ''}${r.hard ? ` · ${t('charts.limits.hard')}` : ''}`;

  const unitText = (unit: string) => t(`charts.units.${unit}`);
  const columns: TableColumn[] = [
    { key: 'id', header: t('charts.limits.table.limit'), kind: 'text', text: (v) => t(`charts.limits.names.${String(v)}`) },
    { key: 'demand', header: t('charts.limits.table.demand') },
    { key: 'capacity', header: t('charts.limits.table.capacity') },
    { key: 'unit', header: t('charts.limits.table.unit'), kind: 'text', text: (v) => unitText(String(v)) },
    { key: 'percent', header: t('charts.limits.table.percent'), kind: 'percent' },
    { key: 'binding', header: t('charts.limits.table.binding'), kind: 'text', text: (v) => (v ? t('charts.limits.binding') : '') },
    { key: 'hard', header: t('charts.limits.table.hard'), kind: 'text', text: (v) => (v ? t('charts.limits.hard') : '') },
    { key: 'basis', header: t('charts.limits.table.basis'), kind: 'text', text: (v) => t(`charts.basis.${String(v)}`) },
  ];
  const target = t('charts.limits.target', { percent: f.pct(data.targetPercent) });
  const legend: LegendItem[] = [
    { label: t('charts.limits.legendUse'), color: BAR_COLOR, marker: 'square', pointOnly: true },
    { label: t('charts.limits.legendBinding'), color: BINDING_COLOR, marker: 'square', pointOnly: true },
    { label: target, color: 'currentColor', dash: REQUIREMENT_DASH },
  ];

  const bars: LimitBar[] = chartRows.map((r) => ({
    key: r.id,
    label: r.label,
    shown: r.shown,
    tag: tag(r),
    title: `${r.label}: ${f.pct(r.percent)} (${f.num(r.demand)} / ${f.num(r.capacity)} ${unitText(r.unit)})`,
    binding: r.binding,
  }));
  // As tall as the rows' names need (wrapped to the label column), on screen and on paper.
  const labels = chartRows.map((r) => r.label);
  const screenHeight = height ?? limitBarsHeight(labels, false);

  return (
    <ChartFrame
      name={`utilization-${data.service}`}
      title={t('charts.limits.title', { service })}
      description={t(data.targetPercent < 100 ? 'charts.limits.description' : 'charts.limits.descriptionFull', { design, target: f.pct(data.targetPercent) })}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.limits.tableCaption', { service })}
      exportLegend={legend}
      height={screenHeight}
      printSize={printWidth ? { width: printWidth, height: limitBarsHeight(labels, true) } : undefined}
    >
      <LimitBars
        title={t('charts.limits.title', { service })}
        bars={bars}
        domainMax={domainMax}
        ticks={ticks}
        tickText={f.pct}
        axisTitle={t('charts.limits.xAxis')}
        targetPercent={data.targetPercent}
        {...(compact ? {} : { targetLabel: target })}
        compact={compact}
        barColor={BAR_COLOR}
        bindingColor={BINDING_COLOR}
        patternId={patternId}
        height={screenHeight}
        legend={legend}
      />
    </ChartFrame>
  );
}
