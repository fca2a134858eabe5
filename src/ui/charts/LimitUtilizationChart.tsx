/**
 * How much of each limit a service's recommended design uses under the requirement, against
 * the utilization it was planned to; the binding limit is hatched and labelled.
 */
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Rectangle, ReferenceLine, Tooltip, XAxis, YAxis, Label, type BarShapeProps } from 'recharts';
import type { ServiceUtilization } from './data/limitUtilization.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import { LegendList, type LegendItem } from './legend.tsx';
import { REFERENCE_COLOR, REQUIREMENT_DASH, SERIES_STYLES, TOOLTIP_STYLE } from './palette.ts';
import { usePrinting } from './printing.ts';
import { useChartT } from './useChartT.ts';

const BAR_COLOR = SERIES_STYLES[0]!.color;
const BINDING_COLOR = SERIES_STYLES[1]!.color;
/** Bars past this share of the axis are cut and marked; the table keeps the real figure. */
const AXIS_CAP_PERCENT = 250;

export interface LimitUtilizationChartProps {
  readonly data: ServiceUtilization;
  readonly height?: number;
  /** Drawn this wide on paper (the compare report's row of three); the whole printable width by default. */
  readonly printWidth?: number;
}

export function LimitUtilizationChart({ data, height, printWidth }: LimitUtilizationChartProps) {
  const t = useChartT();
  const f = useChartFormat();
  // A third of the paper's width: smaller type (still 7.5 pt), fewer ticks, the percentage alone
  // beside each bar (the hatching and the legend say which limit binds).
  const compact = usePrinting() && printWidth !== undefined;
  const font = compact ? 10 : 12;
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

  const shape = (props: BarShapeProps) => {
    const row = props.payload as (typeof chartRows)[number] | undefined;
    const binding = row?.binding ?? false;
    return (
      <Rectangle
        {...props}
        fill={binding ? `url(#${patternId})` : BAR_COLOR}
        stroke={binding ? BINDING_COLOR : BAR_COLOR}
        strokeWidth={binding ? 2 : 1}
      />
    );
  };

  return (
    <ChartFrame
      name={`utilization-${data.service}`}
      title={t('charts.limits.title', { service })}
      description={t(data.targetPercent < 100 ? 'charts.limits.description' : 'charts.limits.descriptionFull', { design: data.summary, target: f.pct(data.targetPercent) })}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.limits.tableCaption', { service })}
      exportLegend={legend}
      height={height ?? 140 + chartRows.length * 36}
      printSize={printWidth ? { width: printWidth, height: 120 + chartRows.length * 26 } : undefined}
    >
      <BarChart title={t('charts.limits.title', { service })} data={chartRows} layout="vertical" margin={compact ? { top: 18, right: 34, bottom: 2, left: 2 } : { top: 24, right: 88, bottom: 4, left: 4 }}>
        <defs>
          <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={BINDING_COLOR} fillOpacity="0.35" />
            <line x1="0" y1="0" x2="0" y2="6" stroke={BINDING_COLOR} strokeWidth="3" />
          </pattern>
        </defs>
        <CartesianGrid horizontal={false} strokeDasharray="2 4" strokeOpacity={0.5} />
        <XAxis height={compact ? 34 : 46} type="number" domain={[0, domainMax]} ticks={ticks} interval={0} tickFormatter={(v: number) => f.pct(v)} tick={{ fill: 'currentColor', fontSize: font }} stroke="currentColor">
          <Label value={t('charts.limits.xAxis')} position="insideBottom" offset={0} fill="currentColor" fontSize={font} />
        </XAxis>
        <YAxis type="category" dataKey="label" interval={0} width={compact ? 92 : 112} tick={{ fill: 'currentColor', fontSize: font }} stroke="currentColor" />
        <Tooltip
          {...TOOLTIP_STYLE}
          formatter={(_value, _name, item) => {
            const r = item.payload as (typeof chartRows)[number];
            return [`${f.pct(r.percent)} (${f.num(r.demand)} / ${f.num(r.capacity)} ${unitText(r.unit)})`, t('charts.limits.legendUse')];
          }}
        />
        <Legend content={() => <LegendList items={legend} />} />
        <ReferenceLine x={data.targetPercent} stroke={REFERENCE_COLOR} strokeDasharray={REQUIREMENT_DASH} strokeWidth={1.5}>
          {/* A third of the page has no room for it beside the bars' labels: the legend names the line. */}
          {!compact && <Label value={target} position="top" fill="currentColor" fontSize={11} />}
        </ReferenceLine>
        {data.targetPercent !== 100 && <ReferenceLine x={100} stroke={REFERENCE_COLOR} strokeWidth={1} />}
        <Bar dataKey="shown" name={t('charts.limits.legendUse')} isAnimationActive={false} shape={shape} barSize={compact ? 12 : 18}>
          <LabelList dataKey="id" position="right" fill="currentColor" fontSize={font} content={(p) => {
            const row = chartRows[Number(p.index)];
            if (!row) return null;
            return <text x={Number(p.x) + Number(p.width) + 6} y={Number(p.y) + Number(p.height) / 2 + 4} fill="currentColor" fontSize={font}>{tag(row)}</text>;
          }} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
