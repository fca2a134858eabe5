/**
 * Dense I/O: front-end IOPS by read share for the chosen RAID level, on the SLA floor (what
 * OCI guarantees) and on the typical figures (measured or extrapolated), with the requirement.
 */
import { useState } from 'react';
import { CartesianGrid, ComposedChart, Label, Legend, Line, ReferenceDot, Tooltip, XAxis, YAxis } from 'recharts';
import type { DioMixCurve, DioShapeSeries } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { PointLabel } from './PointLabel.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import { LegendList, markerDot, type LegendItem } from './legend.tsx';
import { SeriesPicker } from './MetricToggle.tsx';
import { seriesStyle, TOOLTIP_STYLE } from './palette.ts';
import { useYourPoint, yourRunDot } from './YourRun.tsx';
import { useT } from '../i18n/useT.ts';

const SLA_DASH = '6 3';

export interface DioMixChartProps {
  readonly data: DioMixCurve;
  readonly height?: number;
}

/** Shapes shown at first: the recommended shape and its neighbours of the same generation. */
export function defaultShapes(data: DioMixCurve): Set<string> {
  const recommended = data.shapes.find((s) => s.id === data.recommendedShape) ?? data.shapes[0];
  if (!recommended) return new Set();
  const peers = data.shapes.filter((s) => s.generation === recommended.generation);
  const i = peers.indexOf(recommended);
  return new Set(peers.slice(Math.max(0, i - 1), i + 2).map((s) => s.id));
}

export function DioMixChart({ data, height }: DioMixChartProps) {
  const t = useT();
  const f = useChartFormat();
  const [shown, setShown] = useState<ReadonlySet<string>>(() => defaultShapes(data));
  const shapes = data.shapes.map((s, i) => ({ ...s, style: seriesStyle(i) })).filter((s) => shown.has(s.id));
  const unit = t('charts.units.iops');
  const basisText = (v: unknown) => t(`charts.basis.${String(v)}`);
  // The user's fio run, at the workload's read share: the IOPS the RAID set delivered.
  const yours = useYourPoint('dense-io', data.catalog, (run) => (run.design.dio ? { x: run.design.readPercent, y: run.measured.iops } : null), unit);

  const legend: LegendItem[] = [
    ...shapes.flatMap((s) => [
      // The legend draws the marker as the plot does: hollow where the points are extrapolated.
      {
        label: t('charts.dio.typical', { shape: s.id }),
        color: s.style.color,
        marker: s.style.marker,
        ...(data.rows.every((r) => r[s.basisKey] !== 'measured') && data.rows.some((r) => r[s.basisKey] === 'extrapolated') ? { hollow: true } : {}),
      },
      { label: t('charts.dio.sla', { shape: s.id }), color: s.style.color, dash: SLA_DASH },
    ]),
    {
      label: t('charts.dio.requiredPoint', { value: f.num(data.required.iops), read: f.num(data.required.readPercent) }),
      color: 'currentColor',
      marker: 'cross',
      pointOnly: true,
    },
    ...(yours ? [yours.legend] : []),
  ];
  const columns: TableColumn[] = [
    { key: 'readPercent', header: t('charts.dio.table.read') },
    ...shapes.flatMap((s) => [
      { key: s.slaKey, header: t('charts.dio.table.sla', { shape: s.id }) },
      { key: s.typicalKey, header: t('charts.dio.table.typical', { shape: s.id }) },
      { key: s.basisKey, header: t('charts.dio.table.basis', { shape: s.id }), kind: 'text' as const, text: basisText },
    ]),
  ];
  const measured = (s: DioShapeSeries) => (p: Record<string, unknown>) => p[s.basisKey] !== 'sla';
  const extrapolated = (s: DioShapeSeries) => (p: Record<string, unknown>) => p[s.basisKey] === 'extrapolated';
  const excluded = data.excluded.length ? t('charts.dio.excluded', { raid: data.raid, shapes: data.excluded.map((e) => e.id).join(', ') }) : '';

  return (
    <ChartFrame
      name="dio-mix"
      title={t('charts.dio.title', { raid: data.raid })}
      description={`${t('charts.dio.description', { catalog: data.catalog, raid: data.raid })}${excluded ? ` ${excluded}` : ''}`}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.dio.tableCaption', { raid: data.raid })}
      exportLegend={legend}
      height={height ?? 380}
      controls={
        <SeriesPicker
          legend={t('charts.dio.shapes', { shown: shapes.length, total: data.shapes.length })}
          options={data.shapes.map((s) => ({ id: s.id, label: s.id }))}
          selected={shown}
          onChange={setShown}
        />
      }
    >
      <ComposedChart
        title={t('charts.dio.title', { raid: data.raid })}
        data={data.rows as Record<string, number | string>[]}
        margin={{ top: 16, right: 24, bottom: 4, left: 16 }}
      >
        <CartesianGrid strokeDasharray="2 4" strokeOpacity={0.5} />
        <XAxis
          height={46}
          type="number"
          dataKey="readPercent"
          domain={[0, 100]}
          ticks={[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]}
          tickFormatter={(v: number) => f.pct(v)}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
        >
          <Label value={t('charts.dio.xAxis')} position="insideBottom" offset={0} fill="currentColor" />
        </XAxis>
        <YAxis type="number" domain={[0, 'auto']} tickFormatter={(v: number) => f.compact(v)} tick={{ fill: 'currentColor' }} stroke="currentColor" width={72}>
          <Label
            value={t('charts.dio.yAxis', { raid: data.raid })}
            angle={-90}
            position="insideLeft"
            offset={-4}
            style={{ textAnchor: 'middle' }}
            fill="currentColor"
          />
        </YAxis>
        <Tooltip
          {...TOOLTIP_STYLE}
          labelFormatter={(v) => t('charts.dio.tooltipRead', { read: f.pct(Number(v)) })}
          formatter={(v, name, item) => {
            const s = shapes.find((x) => x.typicalKey === item.dataKey);
            const basis = s ? ` (${basisText((item.payload as Record<string, unknown>)[s.basisKey])})` : '';
            return [`${f.num(Number(v))} ${unit}${basis}`, name];
          }}
        />
        <Legend content={() => <LegendList items={legend} />} />
        {shapes.flatMap((s) => [
          <Line
            key={`t-${s.id}`}
            dataKey={s.typicalKey}
            name={t('charts.dio.typical', { shape: s.id })}
            stroke={s.style.color}
            strokeWidth={s.id === data.recommendedShape ? 3.5 : 2}
            dot={markerDot(s.style, measured(s), extrapolated(s))}
            isAnimationActive={false}
          />,
          <Line
            key={`s-${s.id}`}
            dataKey={s.slaKey}
            name={t('charts.dio.sla', { shape: s.id })}
            stroke={s.style.color}
            strokeDasharray={SLA_DASH}
            strokeWidth={1.5}
            dot={false}
            isAnimationActive={false}
          />,
        ])}
        {data.required.iops > 0 && (
          <ReferenceDot x={data.required.readPercent} y={data.required.iops} r={8} ifOverflow="extendDomain" shape={(p) => <Cross cx={p.cx} cy={p.cy} />} />
        )}
        {yours && yourRunDot(yours)}
        {data.required.iops > 0 && (
          <PointLabel
            x={data.required.readPercent}
            y={data.required.iops}
            text={t('charts.dio.requiredPoint', { value: f.num(data.required.iops), read: f.num(data.required.readPercent) })}
            series={shapes.flatMap((s) =>
              [s.typicalKey, s.slaKey].map((key) =>
                data.rows.map((r) => (typeof r[key] === 'number' ? { x: r.readPercent as number, y: r[key] as number } : null)),
              ),
            )}
            marks={shapes.flatMap((s) =>
              data.rows
                .filter((r) => measured(s)(r) && typeof r[s.typicalKey] === 'number')
                .map((r) => ({ x: r.readPercent as number, y: r[s.typicalKey] as number })),
            )}
          />
        )}
      </ComposedChart>
    </ChartFrame>
  );
}

function Cross({ cx, cy }: { readonly cx?: number | undefined; readonly cy?: number | undefined }) {
  if (cx === undefined || cy === undefined) return <g />;
  return <path d={`M${cx - 7},${cy - 7} L${cx + 7},${cy + 7} M${cx - 7},${cy + 7} L${cx + 7},${cy - 7}`} stroke="currentColor" strokeWidth={3} />;
}
