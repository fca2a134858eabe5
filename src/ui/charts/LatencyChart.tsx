/**
 * Latency and concurrency: one serial stream's throughput by round-trip latency for four
 * transfer sizes, the operations the requirement needs in flight, and the blog's 32 kB points.
 */
import { CartesianGrid, ComposedChart, Label, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { LatencyData } from './data/latency.ts';
import { LATENCY_MAX_MS, LATENCY_MIN_MS } from './data/latency.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { logDomain, logTicks, useChartFormat } from './format.ts';
import { LegendList, markerDot, type LegendItem } from './legend.tsx';
import { REFERENCE_COLOR, REQUIREMENT_DASH, seriesStyle, TOOLTIP_STYLE } from './palette.ts';
import { ioSizeText } from './units.ts';
import { useChartT } from './useChartT.ts';

const CONCURRENCY_STYLE = seriesStyle(4);
const CONCURRENCY_AXIS = 'concurrency';

export interface LatencyChartProps {
  readonly data: LatencyData;
  readonly height?: number;
}

export function LatencyChart({ data, height }: LatencyChartProps) {
  const t = useChartT();
  const f = useChartFormat();
  const unit = t('charts.units.MBps');
  const sizeName = (kib: number) => t('charts.latency.series', { size: ioSizeText(kib) });
  const hasOps = data.required.opsPerSecond > 0;
  // Log axes: zero has no place on them.
  const chartRows = data.rows.map((r) => ({ ...r, concurrency: hasOps ? r.concurrency : null }));
  const mbDomain = logDomain([...data.rows.flatMap((r) => data.series.map((s) => r[s.key] as number)), data.required.throughputMBps, ...data.blogPoints.map((p) => p.mbps)]);
  const concurrencyDomain = logDomain(hasOps ? data.rows.map((r) => r.concurrency as number) : [1, 10]);
  const xDomain: [number, number] = [LATENCY_MIN_MS, LATENCY_MAX_MS];

  const legend: LegendItem[] = [
    ...data.series.map((s, i) => ({ label: sizeName(s.transferKiB), color: seriesStyle(i).color, dash: seriesStyle(i).dash, marker: seriesStyle(i).marker })),
    ...(hasOps ? [{ label: t('charts.latency.concurrency', { ops: f.num(data.required.opsPerSecond) }), color: CONCURRENCY_STYLE.color, dash: CONCURRENCY_STYLE.dash }] : []),
    ...(data.required.throughputMBps > 0 ? [{ label: t('charts.common.required', { value: f.num(data.required.throughputMBps), unit }), color: 'currentColor', dash: REQUIREMENT_DASH }] : []),
    { label: t('charts.latency.blog'), color: 'currentColor', marker: 'star' as const, pointOnly: true, hollow: true },
  ];
  const columns: TableColumn[] = [
    { key: 'latencyMs', header: t('charts.latency.table.latency') },
    ...data.series.map((s) => ({ key: s.key, header: `${sizeName(s.transferKiB)} (${unit})` })),
    { key: 'concurrency', header: t('charts.latency.table.concurrency') },
    { key: 'blogMBps', header: t('charts.latency.table.blog') },
  ];
  const service = data.serviceLatencyMs;
  const sharedBound = service.fileStorage === service.blockVolume;

  return (
    <ChartFrame
      name="latency-concurrency"
      title={t('charts.latency.title')}
      description={t('charts.latency.description')}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.latency.tableCaption')}
      exportLegend={legend}
      height={height ?? 380}
    >
      <ComposedChart title={t('charts.latency.title')} data={chartRows} margin={{ top: 16, right: 16, bottom: 4, left: 16 }}>
        <CartesianGrid strokeDasharray="2 4" strokeOpacity={0.5} />
        <XAxis height={46} type="number" dataKey="latencyMs" scale="log" domain={xDomain} ticks={[0.1, 0.2, 0.5, 1, 2, 5, 10]} allowDataOverflow tickFormatter={(v: number) => f.num(v)} tick={{ fill: 'currentColor' }} stroke="currentColor">
          <Label value={t('charts.latency.xAxis')} position="insideBottom" offset={0} fill="currentColor" />
        </XAxis>
        <YAxis type="number" scale="log" domain={mbDomain} ticks={logTicks(mbDomain[0], mbDomain[1])} allowDataOverflow tickFormatter={(v: number) => f.compact(v)} tick={{ fill: 'currentColor' }} stroke="currentColor" width={72}>
          <Label value={t('charts.latency.yAxis')} angle={-90} position="insideLeft" offset={-4} style={{ textAnchor: 'middle' }} fill="currentColor" />
        </YAxis>
        <YAxis yAxisId={CONCURRENCY_AXIS} orientation="right" type="number" scale="log" domain={concurrencyDomain} ticks={logTicks(concurrencyDomain[0], concurrencyDomain[1])} allowDataOverflow tickFormatter={(v: number) => f.compact(v)} tick={{ fill: 'currentColor' }} stroke={CONCURRENCY_STYLE.color} width={64} hide={!hasOps}>
          <Label value={t('charts.latency.y2Axis')} angle={90} position="insideRight" offset={-4} style={{ textAnchor: 'middle' }} fill="currentColor" />
        </YAxis>
        <Tooltip
          {...TOOLTIP_STYLE}
          labelFormatter={(v) => `${f.num(Number(v))} ms`}
          formatter={(v, name, item) => [item.dataKey === 'concurrency' ? f.num(Number(v)) : `${f.num(Number(v))} ${unit}`, name]}
        />
        <Legend content={() => <LegendList items={legend} />} />
        {data.series.map((s, i) => {
          const style = seriesStyle(i);
          return <Line key={s.key} dataKey={s.key} name={sizeName(s.transferKiB)} stroke={style.color} strokeDasharray={style.dash || undefined} strokeWidth={2} dot={markerDot(style, (p) => p.blogMBps !== null)} isAnimationActive={false} />;
        })}
        {hasOps && (
          <Line yAxisId={CONCURRENCY_AXIS} dataKey="concurrency" name={t('charts.latency.concurrency', { ops: f.num(data.required.opsPerSecond) })} stroke={CONCURRENCY_STYLE.color} strokeDasharray={CONCURRENCY_STYLE.dash} strokeWidth={3} dot={false} isAnimationActive={false} />
        )}
        {data.required.throughputMBps > 0 && (
          <ReferenceLine y={data.required.throughputMBps} stroke={REFERENCE_COLOR} strokeDasharray={REQUIREMENT_DASH} strokeWidth={1.5} ifOverflow="extendDomain">
            <Label value={t('charts.common.required', { value: f.num(data.required.throughputMBps), unit })} position="insideTopRight" fill="currentColor" fontSize={12} />
          </ReferenceLine>
        )}
        <ReferenceLine x={service.denseIo} stroke={REFERENCE_COLOR} strokeOpacity={0.6} strokeDasharray="1 3">
          <Label value={t('charts.latency.nvme', { value: f.num(service.denseIo) })} position="insideTopLeft" fill="currentColor" fontSize={11} />
        </ReferenceLine>
        <ReferenceLine x={service.fileStorage} stroke={REFERENCE_COLOR} strokeOpacity={0.6} strokeDasharray="1 3">
          <Label value={t(sharedBound ? 'charts.latency.fssBv' : 'charts.latency.fss', { value: f.num(service.fileStorage) })} position="insideTopLeft" fill="currentColor" fontSize={11} />
        </ReferenceLine>
        {!sharedBound && (
          <ReferenceLine x={service.blockVolume} stroke={REFERENCE_COLOR} strokeOpacity={0.6} strokeDasharray="1 3">
            <Label value={t('charts.latency.bv', { value: f.num(service.blockVolume) })} position="insideTopLeft" fill="currentColor" fontSize={11} />
          </ReferenceLine>
        )}
        {data.required.maxLatencyMs !== null && (
          <ReferenceLine x={data.required.maxLatencyMs} stroke={REFERENCE_COLOR} strokeWidth={1.5} strokeDasharray={REQUIREMENT_DASH} ifOverflow="discard">
            <Label value={t('charts.latency.asked', { value: f.num(data.required.maxLatencyMs) })} position="insideBottomLeft" fill="currentColor" fontSize={11} />
          </ReferenceLine>
        )}
        {data.blogPoints.map((p) => (
          <ReferenceDot key={p.latencyMs} x={p.latencyMs} y={p.mbps} r={6} ifOverflow="discard" shape={(d) => <Star cx={d.cx} cy={d.cy} title={t('charts.latency.blogPoint', { value: f.num(p.mbps), latency: f.num(p.latencyMs) })} />}>
            <Label value={t('charts.latency.blogPoint', { value: f.num(p.mbps), latency: f.num(p.latencyMs) })} position="bottom" fill="currentColor" fontSize={11} />
          </ReferenceDot>
        ))}
      </ComposedChart>
    </ChartFrame>
  );
}

function Star({ cx, cy, title }: { readonly cx?: number | undefined; readonly cy?: number | undefined; readonly title: string }) {
  if (cx === undefined || cy === undefined) return <g />;
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 8 : 3.5;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${cx + r * Math.cos(a)},${cy + r * Math.sin(a)}`;
  }).join(' ');
  return (
    <polygon points={points} fill="none" stroke="currentColor" strokeWidth={1.75}>
      <title>{title}</title>
    </polygon>
  );
}
