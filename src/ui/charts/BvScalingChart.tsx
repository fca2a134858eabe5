/**
 * Block Volume: what one volume of each performance level delivers at the requirement's I/O
 * size as it grows from the smallest to the largest size, with each level's knee marked.
 */
import { useState } from 'react';
import { CartesianGrid, ComposedChart, Label, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { type BvLevelSeries, type BvScalingCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { PointLabel } from './PointLabel.tsx';
import type { TableColumn } from './DataTable.tsx';
import { logDomain, logTicks, useChartFormat } from './format.ts';
import { LegendList, markerDot, type LegendItem } from './legend.tsx';
import { MetricToggle, SeriesPicker } from './MetricToggle.tsx';
import { REFERENCE_COLOR, REQUIREMENT_DASH, SERIES_STYLES, type SeriesStyle, TOOLTIP_STYLE } from './palette.ts';
import { ioSizeText } from './units.ts';
import { useYourPoint, yourRunDot } from './YourRun.tsx';
import { levelName as levelText } from '../results/engineText.ts';
import { useT } from '../i18n/useT.ts';

type Metric = 'iops' | 'mbps';

export interface BvScalingChartProps {
  readonly data: BvScalingCurve;
  readonly height?: number;
}

/** Thirteen levels against seven colours: the dash and marker shift on each pass of the palette. */
function levelStyle(i: number): SeriesStyle {
  const n = SERIES_STYLES.length;
  const pass = Math.floor(i / n);
  return {
    color: SERIES_STYLES[i % n]!.color,
    dash: SERIES_STYLES[(i + pass * 3) % n]!.dash,
    marker: SERIES_STYLES[(i + pass * 2) % n]!.marker,
  };
}

/** Levels shown at first: all but the middle Ultra High Performance steps, and the recommended one. */
export function defaultLevels(data: BvScalingCurve): Set<string> {
  const uhp = data.levels.filter((l) => l.id.startsWith('uhp-'));
  const keep = new Set(data.levels.filter((l) => !l.id.startsWith('uhp-')).map((l) => l.id));
  if (uhp[0]) keep.add(uhp[0].id);
  if (uhp.length > 1) keep.add(uhp[uhp.length - 1]!.id);
  if (data.recommended) keep.add(data.recommended.levelId);
  return keep;
}

export function BvScalingChart({ data, height }: BvScalingChartProps) {
  const t = useT();
  // A performance level's name in the reader's language, as the results panels write it.
  const levelName = (id: string) => levelText(t, id);
  const f = useChartFormat();
  const [metric, setMetric] = useState<Metric>('iops');
  const [shown, setShown] = useState<ReadonlySet<string>>(() => defaultLevels(data));
  const levels = data.levels.map((l, i) => ({ ...l, style: levelStyle(i) })).filter((l) => shown.has(l.id));
  const keyOf = (l: BvLevelSeries) => (metric === 'iops' ? l.iopsKey : l.mbpsKey);
  const unit = metric === 'iops' ? t('charts.units.iops') : t('charts.units.MBps');
  const required = metric === 'iops' ? data.required.iops : data.required.throughputMBps;
  const rec = data.recommended;
  const recValue = rec ? (metric === 'iops' ? rec.perVolumeIops : rec.perVolumeMBps) : 0;
  const perVolume = rec && rec.volumes > 1 ? required / rec.volumes : 0;
  const ioSize = ioSizeText(data.ioSizeKiB);

  // The user's fio run: per volume (the chart's unit), at its design's volume size.
  const yours = useYourPoint(
    'block-volume',
    data.catalog,
    (run) =>
      run.design.bv
        ? { x: run.design.bv.volumeSizeGB, y: (metric === 'iops' ? run.measured.iops : run.measured.throughputMBps) / Math.max(1, run.design.bv.volumes) }
        : null,
    unit,
  );
  const xDomain: [number, number] = [data.minGB, data.maxGB];
  const yDomain = logDomain([...data.rows.flatMap((r) => levels.map((l) => r[keyOf(l)] as number)), required, recValue, ...(yours ? [yours.y] : [])]);
  const legend: LegendItem[] = [
    ...levels.map((l) => ({ label: levelName(l.id), color: l.style.color, dash: l.style.dash, marker: l.style.marker })),
    { label: t('charts.bv.requiredAll', { value: f.num(required), unit }), color: 'currentColor', dash: REQUIREMENT_DASH },
    ...(perVolume > 0
      ? [{ label: t('charts.bv.requiredPerVolume', { count: rec!.volumes, value: f.num(perVolume), unit }), color: 'currentColor', dash: '2 2' }]
      : []),
    ...(rec ? [{ label: t('charts.common.recommended'), color: 'currentColor', marker: 'circle' as const, pointOnly: true, hollow: true }] : []),
    ...(yours ? [yours.legend] : []),
  ];
  const columns: TableColumn[] = [
    { key: 'sizeGB', header: t('charts.bv.table.size') },
    ...levels.map((l) => ({ key: keyOf(l), header: `${levelName(l.id)} (${unit})` })),
  ];
  const isKnee = (l: BvLevelSeries) => (p: Record<string, unknown>) => Math.abs((p.sizeGB as number) - l.kneeGB) <= 1e-6 * l.kneeGB;
  const seriesPoints = levels.map((l) => data.rows.map((r) => ((r[keyOf(l)] as number) > 0 ? { x: r.sizeGB as number, y: r[keyOf(l)] as number } : null)));
  // The knee's value on the drawn curve (the row at the knee's size).
  const kneeValue = (l: BvLevelSeries) =>
    (data.rows.find((r) => Math.abs((r.sizeGB as number) - l.kneeGB) <= 1e-6 * l.kneeGB)?.[keyOf(l)] as number | undefined) ?? 0;
  const recName = rec ? levelName(rec.levelId) : '';

  return (
    <ChartFrame
      name={`bv-scaling-${metric}`}
      title={t('charts.bv.title', { ioSize })}
      description={t('charts.bv.description', { catalog: data.catalog, ioSize })}
      rows={data.rows}
      columns={columns}
      tableCaption={t(metric === 'iops' ? 'charts.bv.tableCaptionIops' : 'charts.bv.tableCaptionMBps', { ioSize })}
      exportLegend={legend}
      height={height ?? 380}
      controls={
        <>
          <MetricToggle
            legend={t('charts.common.show')}
            value={metric}
            onChange={setMetric}
            options={[
              { value: 'iops', label: t('charts.bv.metricIops') },
              { value: 'mbps', label: t('charts.bv.metricMBps') },
            ]}
          />
          <SeriesPicker
            legend={t('charts.bv.levels', { shown: levels.length, total: data.levels.length })}
            options={data.levels.map((l) => ({ id: l.id, label: levelName(l.id) }))}
            selected={shown}
            onChange={setShown}
          />
        </>
      }
    >
      <ComposedChart title={t('charts.bv.title', { ioSize })} data={data.rows as Record<string, number>[]} margin={{ top: 16, right: 24, bottom: 4, left: 16 }}>
        <CartesianGrid strokeDasharray="2 4" strokeOpacity={0.5} />
        <XAxis
          height={46}
          type="number"
          dataKey="sizeGB"
          scale="log"
          domain={xDomain}
          ticks={[50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, data.maxGB].filter((v) => v >= data.minGB && v <= data.maxGB)}
          allowDataOverflow
          tickFormatter={(v: number) => f.compact(v)}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
        >
          <Label value={t('charts.bv.xAxis')} position="insideBottom" offset={0} fill="currentColor" />
        </XAxis>
        <YAxis
          type="number"
          scale="log"
          domain={yDomain}
          ticks={logTicks(yDomain[0], yDomain[1])}
          allowDataOverflow
          tickFormatter={(v: number) => f.compact(v)}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
          width={72}
        >
          <Label
            value={metric === 'iops' ? t('charts.bv.yIops', { ioSize }) : t('charts.bv.yMBps', { ioSize })}
            angle={-90}
            position="insideLeft"
            offset={-4}
            style={{ textAnchor: 'middle' }}
            fill="currentColor"
          />
        </YAxis>
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(v) => `${f.num(Number(v))} GB`} formatter={(v) => `${f.num(Number(v))} ${unit}`} />
        <Legend content={() => <LegendList items={legend} />} />
        {levels.map((l) => (
          <Line
            key={l.id}
            dataKey={keyOf(l)}
            name={levelName(l.id)}
            stroke={l.style.color}
            strokeDasharray={l.style.dash || undefined}
            strokeWidth={rec?.levelId === l.id ? 3.5 : 2}
            dot={markerDot(l.style, isKnee(l))}
            isAnimationActive={false}
          />
        ))}
        {required > 0 && (
          // Labelled in the legend: two close reference lines would put their labels on top of each other.
          <ReferenceLine y={required} stroke={REFERENCE_COLOR} strokeDasharray={REQUIREMENT_DASH} strokeWidth={1.5} ifOverflow="extendDomain" />
        )}
        {perVolume > 0 && <ReferenceLine y={perVolume} stroke={REFERENCE_COLOR} strokeDasharray="2 2" strokeWidth={1} ifOverflow="extendDomain" />}
        {rec && recValue > 0 && (
          <ReferenceDot x={rec.sizeGB} y={recValue} r={7} fill="none" stroke="currentColor" strokeWidth={2.5} ifOverflow="extendDomain" />
        )}
        {yours && yourRunDot(yours)}
        {rec && recValue > 0 && (
          <PointLabel
            x={rec.sizeGB}
            y={recValue}
            text={t('charts.bv.recommendedPoint', { count: rec.volumes, size: f.num(rec.sizeGB), level: recName })}
            series={seriesPoints}
            marks={levels.flatMap((l) => (l.kneeGB > 0 ? [{ x: l.kneeGB, y: kneeValue(l) }] : []))}
            references={[required, perVolume].filter((v) => v > 0).map((v) => ({ y: v }))}
          />
        )}
      </ComposedChart>
    </ChartFrame>
  );
}
