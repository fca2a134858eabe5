/**
 * File Storage under the 2019 deck: performance grows with the data stored, so throughput is
 * drawn against stored TB, with the deck's 1, 10 and 100 TB rows.
 */
import { CartesianGrid, ComposedChart, Label, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurveRow, FssCapacityCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { PointLabel } from './PointLabel.tsx';
import { DataTable, type TableColumn } from './DataTable.tsx';
import { logDomain, logTicks, useChartFormat } from './format.ts';
import { LegendList, markerDot, type LegendItem } from './legend.tsx';
import { REFERENCE_COLOR, REQUIREMENT_DASH, seriesStyle, TOOLTIP_STYLE } from './palette.ts';
import { useT } from '../i18n/useT.ts';

const SERIES = ['throughputMBps', 'readMBps', 'writeMBps'] as const;

export function Fss2019Chart({ data, height }: { readonly data: FssCapacityCurve; readonly height?: number | undefined }) {
  const t = useT();
  const f = useChartFormat();
  const unit = t('charts.units.MBps');
  const names = { throughputMBps: t('charts.fss2019.total'), readMBps: t('charts.fss2019.read'), writeMBps: t('charts.fss2019.write') };
  const chartRows = data.rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' && v <= 0 && k !== 'capacityTB' ? null : v])),
  );
  const tbs = data.rows.map((r) => r.capacityTB as number);
  const xDomain: [number, number] = [tbs[0] ?? 1, tbs[tbs.length - 1] ?? 100];
  const yDomain = logDomain([
    ...data.rows.flatMap((r) => SERIES.map((k) => r[k] as number)),
    data.required.throughputMBps,
    ...data.deckRows.flatMap((d) => [d.readMBps, d.writeMBps]),
  ]);
  const deckLabel = t('charts.fss2019.deck');
  const legend: LegendItem[] = [
    ...SERIES.map((k, i) => ({ label: names[k], color: seriesStyle(i).color, dash: seriesStyle(i).dash, marker: seriesStyle(i).marker })),
    { label: t('charts.common.required', { value: f.num(data.required.throughputMBps), unit }), color: 'currentColor', dash: REQUIREMENT_DASH },
    { label: deckLabel, color: 'currentColor', marker: 'circle', pointOnly: true, hollow: true },
  ];
  const columns: TableColumn[] = [
    { key: 'capacityTB', header: t('charts.fss2019.table.capacity') },
    ...SERIES.map((k) => ({ key: k, header: `${names[k]} (${unit})` })),
  ];
  const deckRows: CurveRow[] = data.deckRows.map((d) => ({ ...d }));
  const deckColumns: TableColumn[] = [
    { key: 'capacityTB', header: t('charts.fss2019.table.capacity') },
    { key: 'readMBps', header: `${names.readMBps} (${unit})` },
    { key: 'writeMBps', header: `${names.writeMBps} (${unit})` },
    { key: 'readIops', header: t('charts.fss2019.table.readIops') },
  ];
  const rec = data.recommended;
  const seriesPoints = SERIES.map((k) =>
    chartRows.map((r) => (typeof r[k] === 'number' && (r[k] as number) > 0 ? { x: r.capacityTB as number, y: r[k] as number } : null)),
  );

  return (
    <ChartFrame
      name="fss-capacity-scaling"
      title={t('charts.fss2019.title')}
      description={t('charts.fss2019.description')}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.fss2019.tableCaption')}
      exportLegend={legend}
      height={height ?? 360}
      extraTable={<DataTable caption={t('charts.fss2019.deckCaption')} columns={deckColumns} rows={deckRows} />}
    >
      <ComposedChart title={t('charts.fss2019.title')} data={chartRows} margin={{ top: 16, right: 24, bottom: 4, left: 16 }}>
        <CartesianGrid strokeDasharray="2 4" strokeOpacity={0.5} />
        <XAxis
          height={46}
          type="number"
          dataKey="capacityTB"
          scale="log"
          domain={xDomain}
          ticks={logTicks(xDomain[0], xDomain[1])}
          allowDataOverflow
          tickFormatter={(v: number) => f.compact(v)}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
        >
          <Label value={t('charts.fss2019.xAxis')} position="insideBottom" offset={0} fill="currentColor" />
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
          <Label value={t('charts.fss2019.yAxis')} angle={-90} position="insideLeft" offset={-4} style={{ textAnchor: 'middle' }} fill="currentColor" />
        </YAxis>
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(v) => `${f.num(Number(v))} TB`} formatter={(v) => `${f.num(Number(v))} ${unit}`} />
        <Legend content={() => <LegendList items={legend} />} />
        {SERIES.map((k, i) => {
          const style = seriesStyle(i);
          return (
            <Line
              key={k}
              dataKey={k}
              name={names[k]}
              stroke={style.color}
              strokeDasharray={style.dash || undefined}
              strokeWidth={i === 0 ? 3 : 2}
              dot={markerDot(style)}
              isAnimationActive={false}
              connectNulls
            />
          );
        })}
        {data.required.throughputMBps > 0 && (
          <ReferenceLine
            y={data.required.throughputMBps}
            stroke={REFERENCE_COLOR}
            strokeDasharray={REQUIREMENT_DASH}
            strokeWidth={1.5}
            ifOverflow="extendDomain"
          >
            <Label
              value={t('charts.common.required', { value: f.num(data.required.throughputMBps), unit })}
              position="insideTopLeft"
              fill="currentColor"
              fontSize={12}
            />
          </ReferenceLine>
        )}
        {data.deckRows.flatMap((d) => [
          <ReferenceDot
            key={`r${d.capacityTB}`}
            x={d.capacityTB}
            y={d.readMBps}
            r={6}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            ifOverflow="discard"
          />,
          <ReferenceDot
            key={`w${d.capacityTB}`}
            x={d.capacityTB}
            y={d.writeMBps}
            r={6}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            ifOverflow="discard"
          />,
        ])}
        {rec && rec.throughputMBps > 0 && (
          <ReferenceDot
            x={rec.capacityTB}
            y={rec.throughputMBps}
            r={7}
            fill={seriesStyle(0).color}
            stroke="currentColor"
            strokeWidth={2}
            ifOverflow="extendDomain"
          />
        )}
        {rec && rec.throughputMBps > 0 && (
          <PointLabel
            x={rec.capacityTB}
            y={rec.throughputMBps}
            text={t('charts.fss2019.recommendedPoint', { capacity: f.num(rec.capacityTB), value: f.num(rec.throughputMBps), unit })}
            series={seriesPoints}
            marks={[
              ...seriesPoints.flatMap((points) => points.filter((p) => p !== null)),
              ...data.deckRows.flatMap((d) => [
                { x: d.capacityTB, y: d.readMBps },
                { x: d.capacityTB, y: d.writeMBps },
              ]),
            ]}
            references={
              data.required.throughputMBps > 0
                ? [
                    {
                      y: data.required.throughputMBps,
                      text: t('charts.common.required', { value: f.num(data.required.throughputMBps), unit }),
                      position: 'insideTopLeft',
                    },
                  ]
                : []
            }
          />
        )}
      </ComposedChart>
    </ChartFrame>
  );
}
