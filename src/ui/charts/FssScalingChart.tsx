/**
 * File Storage: what 1..N mount targets of each type deliver for the requirement's workload
 * shape, the requirement, the recommended design and the paper's measurements.
 */
import { useState } from 'react';
import { CartesianGrid, ComposedChart, Label, Legend, Line, ReferenceDot, ReferenceLine, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurveRow, FssMeasuredPoint, FssMountTargetCurve, FssScalingCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { PointLabel } from './PointLabel.tsx';
import { DataTable, type TableColumn } from './DataTable.tsx';
import { Fss2019Chart } from './Fss2019Chart.tsx';
import { logDomain, logTicks, useChartFormat } from './format.ts';
import { LegendList, markerDot, type LegendItem } from './legend.tsx';
import { MetricToggle } from './MetricToggle.tsx';
import { REFERENCE_COLOR, REQUIREMENT_DASH, seriesStyle, TOOLTIP_STYLE } from './palette.ts';
import { ioSizeText } from './units.ts';
import { useYourPoint, yourRunDot } from './YourRun.tsx';
import { useT } from '../i18n/useT.ts';

type Metric = 'throughput' | 'iops';

export interface FssScalingChartProps {
  readonly data: FssScalingCurve;
  readonly height?: number;
}

export function FssScalingChart({ data, height }: FssScalingChartProps) {
  return data.kind === 'capacity-scaled' ? <Fss2019Chart data={data} height={height} /> : <MountTargetChart data={data} height={height} />;
}

const MEASURED_COLOR = 'currentColor';

function MountTargetChart({ data, height }: { readonly data: FssMountTargetCurve; readonly height?: number | undefined }) {
  const t = useT();
  const f = useChartFormat();
  const [metric, setMetric] = useState<Metric>('throughput');
  const keyOf = (s: FssMountTargetCurve['types'][number]) => (metric === 'throughput' ? s.throughputKey : s.iopsKey);
  const valueOf = (p: { throughputMBps: number; backendIops: number }) => (metric === 'throughput' ? p.throughputMBps : p.backendIops);
  const unit = metric === 'throughput' ? t('charts.units.MBps') : t('charts.units.backendIops');
  const required = valueOf(data.required);
  const rec = data.recommended;
  // The user's fio run, at its design's mount-target count (throughput only: fio counts
  // front-end operations, not the backend IOPS this chart's other metric draws).
  const yours = useYourPoint(
    'file-storage',
    data.catalog,
    (run) => (run.design.fss && metric === 'throughput' ? { x: run.design.fss.mountTargets, y: run.measured.throughputMBps } : null),
    unit,
  );
  const measuredSizes = [...new Set(data.measurements.map((m) => m.ioSizeKiB))];
  const measuredLabel = (m: FssMeasuredPoint) =>
    t('charts.fss.measuredPoint', { type: t(`charts.mountTargets.${m.type}`), ioSize: ioSizeText(m.ioSizeKiB), clients: m.clients, count: m.mountTargets });

  // Log axis: zero (nothing delivered) has no place on it, so it is left out of the drawing.
  const chartRows = data.rows.map((row) => {
    const out: Record<string, number | null> = { mountTargets: row.mountTargets as number };
    for (const s of data.types) {
      const v = row[keyOf(s)] as number;
      out[keyOf(s)] = v > 0 ? v : null;
    }
    return out;
  });
  const domain = logDomain([
    ...chartRows.flatMap((r) => data.types.map((s) => r[keyOf(s)] ?? 0)),
    required,
    ...data.measurements.filter((m) => m.mountTargets <= data.maxMountTargets).map(valueOf),
    ...(yours ? [yours.y] : []),
  ]);

  const legend: LegendItem[] = [
    ...data.types.map((s, i) => ({
      label: t(`charts.mountTargets.${s.type}`),
      color: seriesStyle(i).color,
      dash: seriesStyle(i).dash,
      marker: seriesStyle(i).marker,
    })),
    { label: t('charts.common.required', { value: f.num(required), unit }), color: 'currentColor', dash: REQUIREMENT_DASH },
    ...(rec ? [{ label: t('charts.common.recommended'), color: 'currentColor', marker: 'circle' as const, pointOnly: true }] : []),
    ...measuredSizes.map((io, i) => ({
      label: t('charts.fss.measuredSeries', { ioSize: ioSizeText(io) }),
      color: MEASURED_COLOR,
      marker: i === 0 ? ('diamond' as const) : ('triangle' as const),
      pointOnly: true,
      hollow: true,
    })),
    ...(yours ? [yours.legend] : []),
  ];
  const columns: TableColumn[] = [
    { key: 'mountTargets', header: t('charts.fss.table.mountTargets') },
    ...data.types.flatMap((s) => [
      { key: s.throughputKey, header: t('charts.fss.table.throughput', { type: t(`charts.mountTargets.${s.type}`) }) },
      { key: s.iopsKey, header: t('charts.fss.table.backendIops', { type: t(`charts.mountTargets.${s.type}`) }) },
    ]),
  ];
  const measuredRows: CurveRow[] = data.measurements.map((m) => ({
    label: measuredLabel(m),
    mountTargets: m.mountTargets,
    clients: m.clients,
    throughputMBps: m.throughputMBps,
    backendIops: m.backendIops,
  }));
  const measuredColumns: TableColumn[] = [
    { key: 'label', header: t('charts.fss.table.measurement'), kind: 'text' },
    { key: 'mountTargets', header: t('charts.fss.table.mountTargets') },
    { key: 'clients', header: t('charts.fss.table.clients') },
    { key: 'throughputMBps', header: t('charts.fss.table.measuredThroughput') },
    { key: 'backendIops', header: t('charts.fss.table.measuredIops') },
  ];
  const seriesPoints = data.types.map((s) => chartRows.map((r) => (r[keyOf(s)] ? { x: r.mountTargets as number, y: r[keyOf(s)] as number } : null)));
  const recType = rec ? data.types.findIndex((s) => s.type === rec.type) : -1;
  // One scatter series for the published points (cheaper to redraw than a reference dot each).
  const measuredPoints = data.measurements
    .filter((m) => m.mountTargets <= data.maxMountTargets && valueOf(m) > 0)
    .map((m) => ({ mountTargets: m.mountTargets, value: valueOf(m), ioSizeKiB: m.ioSizeKiB, label: measuredLabel(m) }));

  return (
    <ChartFrame
      name={`fss-scaling-${metric}`}
      title={t('charts.fss.title')}
      description={t(
        data.measurements.length
          ? 'charts.fss.description'
          : data.publishesMeasurements
            ? 'charts.fss.descriptionOtherShape'
            : 'charts.fss.descriptionNoMeasured',
        { catalog: data.catalog },
      )}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.fss.tableCaption', { catalog: data.catalog })}
      exportLegend={legend}
      height={height ?? 360}
      controls={
        <MetricToggle
          legend={t('charts.common.show')}
          value={metric}
          onChange={setMetric}
          options={[
            { value: 'throughput', label: t('charts.fss.metricThroughput') },
            { value: 'iops', label: t('charts.fss.metricIops') },
          ]}
        />
      }
      extraTable={
        measuredRows.length > 0 ? (
          <DataTable caption={t('charts.fss.measuredCaption', { catalog: data.catalog })} columns={measuredColumns} rows={measuredRows} />
        ) : undefined
      }
    >
      <ComposedChart title={t('charts.fss.title')} data={chartRows} margin={{ top: 16, right: 24, bottom: 4, left: 16 }}>
        <CartesianGrid strokeDasharray="2 4" strokeOpacity={0.5} />
        <XAxis
          height={46}
          type="number"
          dataKey="mountTargets"
          domain={[1, data.maxMountTargets]}
          allowDecimals={false}
          ticks={data.maxMountTargets <= 16 ? data.rows.map((r) => r.mountTargets as number) : undefined}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
        >
          <Label value={t('charts.fss.xAxis')} position="insideBottom" offset={0} fill="currentColor" />
        </XAxis>
        <YAxis
          type="number"
          scale="log"
          domain={domain}
          ticks={logTicks(domain[0], domain[1])}
          allowDataOverflow
          tickFormatter={(v: number) => f.compact(v)}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
          width={72}
        >
          <Label
            value={metric === 'throughput' ? t('charts.fss.yThroughput') : t('charts.fss.yIops')}
            angle={-90}
            position="insideLeft"
            offset={-4}
            style={{ textAnchor: 'middle' }}
            fill="currentColor"
          />
        </YAxis>
        <Tooltip
          {...TOOLTIP_STYLE}
          labelFormatter={(n) => t('charts.fss.tooltipCount', { count: Number(n) })}
          formatter={(v) => `${f.num(Number(v))} ${unit}`}
        />
        <Legend content={() => <LegendList items={legend} />} />
        {data.types.map((s, i) => {
          const style = seriesStyle(i);
          return (
            <Line
              key={s.type}
              dataKey={keyOf(s)}
              name={t(`charts.mountTargets.${s.type}`)}
              stroke={style.color}
              strokeDasharray={style.dash || undefined}
              strokeWidth={i === recType ? 3.5 : 2}
              dot={markerDot(style)}
              isAnimationActive={false}
              connectNulls
            />
          );
        })}
        {required > 0 && (
          <ReferenceLine y={required} stroke={REFERENCE_COLOR} strokeDasharray={REQUIREMENT_DASH} strokeWidth={1.5} ifOverflow="extendDomain">
            <Label value={t('charts.common.required', { value: f.num(required), unit })} position="insideBottomRight" fill="currentColor" fontSize={12} />
          </ReferenceLine>
        )}
        {measuredPoints.length > 0 && (
          <Scatter
            data={measuredPoints}
            dataKey="value"
            name={t('charts.fss.measuredSeries', { ioSize: '' })}
            isAnimationActive={false}
            tooltipType="none"
            legendType="none"
            shape={(p: { cx?: number; cy?: number; payload?: unknown }) => {
              const point = p.payload as (typeof measuredPoints)[number] | undefined;
              return <MeasuredMark cx={p.cx} cy={p.cy} triangle={point?.ioSizeKiB !== measuredSizes[0]} title={point?.label ?? ''} />;
            }}
          />
        )}
        {yours && yourRunDot(yours)}
        {rec && valueOf(rec) > 0 && (
          <ReferenceDot
            x={rec.mountTargets}
            y={valueOf(rec)}
            r={7}
            fill={seriesStyle(Math.max(0, recType)).color}
            stroke="currentColor"
            strokeWidth={2}
            ifOverflow="extendDomain"
          />
        )}
        {rec && valueOf(rec) > 0 && (
          <PointLabel
            x={rec.mountTargets}
            y={valueOf(rec)}
            text={t('charts.fss.recommendedPoint', { count: rec.mountTargets, type: t(`charts.mountTargets.${rec.type}`), value: f.num(valueOf(rec)), unit })}
            series={seriesPoints}
            marks={[
              ...seriesPoints.flatMap((points) => points.filter((p) => p !== null)),
              ...measuredPoints.map((m) => ({ x: m.mountTargets, y: m.value })),
              ...(yours ? [{ x: yours.x, y: yours.y }] : []),
            ]}
            references={required > 0 ? [{ y: required, text: t('charts.common.required', { value: f.num(required), unit }) }] : []}
          />
        )}
      </ComposedChart>
    </ChartFrame>
  );
}

function MeasuredMark({
  cx,
  cy,
  triangle,
  title,
}: {
  readonly cx?: number | undefined;
  readonly cy?: number | undefined;
  readonly triangle: boolean;
  readonly title: string;
}) {
  if (cx === undefined || cy === undefined) return <g />;
  const d = triangle
    ? `M${cx},${cy - 7} L${cx + 6.5},${cy + 5} L${cx - 6.5},${cy + 5} Z`
    : `M${cx},${cy - 7} L${cx + 7},${cy} L${cx},${cy + 7} L${cx - 7},${cy} Z`;
  return (
    <path d={d} fill="none" stroke={MEASURED_COLOR} strokeWidth={1.75}>
      <title>{title}</title>
    </path>
  );
}
