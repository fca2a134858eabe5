/**
 * Latency and concurrency: one serial stream's throughput by round-trip latency for four
 * transfer sizes, the operations the requirement needs in flight, and the blog's 32 kB points.
 * Drawn in plain SVG (LatencyDrawing.tsx): cheap enough to follow every keystroke.
 */
import type { ComponentProps } from 'react';
import { curves, type LatencyCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { logDomain, logTicks, useChartFormat } from './format.ts';
import { LatencyDrawing } from './LatencyDrawing.tsx';
import { LegendList, type LegendItem } from './legend.tsx';
import { REQUIREMENT_DASH, seriesStyle } from './palette.ts';
import { ioSizeText } from './units.ts';
import { useT } from '../i18n/useT.ts';

const CONCURRENCY_STYLE = seriesStyle(4);

export interface LatencyChartProps {
  readonly data: LatencyCurve;
  readonly height?: number;
}

export function LatencyChart({ data, height }: LatencyChartProps) {
  const t = useT();
  const f = useChartFormat();
  const unit = t('charts.units.MBps');
  const sizeName = (kib: number) => t('charts.latency.series', { size: ioSizeText(kib) });
  const hasOps = data.required.opsPerSecond > 0;
  const chartRows = data.rows;
  const mbDomain = logDomain([
    ...data.rows.flatMap((r) => data.series.map((s) => r[s.key] as number)),
    data.required.throughputMBps,
    ...data.blogPoints.map((p) => p.mbps),
  ]);
  const concurrencyDomain = logDomain(hasOps ? data.rows.map((r) => r.concurrency as number) : [1, 10]);
  const xDomain: [number, number] = [curves.LATENCY_MIN_MS, curves.LATENCY_MAX_MS];

  const legend: LegendItem[] = [
    ...data.series.map((s, i) => ({ label: sizeName(s.transferKiB), color: seriesStyle(i).color, dash: seriesStyle(i).dash, marker: seriesStyle(i).marker })),
    ...(hasOps
      ? [{ label: t('charts.latency.concurrency', { ops: f.num(data.required.opsPerSecond) }), color: CONCURRENCY_STYLE.color, dash: CONCURRENCY_STYLE.dash }]
      : []),
    ...(data.required.throughputMBps > 0
      ? [{ label: t('charts.common.required', { value: f.num(data.required.throughputMBps), unit }), color: 'currentColor', dash: REQUIREMENT_DASH }]
      : []),
    { label: t('charts.latency.blog'), color: 'currentColor', marker: 'star' as const, pointOnly: true, hollow: true },
  ];
  const columns: TableColumn[] = [
    { key: 'latencyMs', header: t('charts.latency.table.latency') },
    ...data.series.map((s) => ({ key: s.key, header: `${sizeName(s.transferKiB)} (${unit})` })),
    { key: 'concurrency', header: t('charts.latency.table.concurrency') },
    { key: 'blogMBps', header: t('charts.latency.table.blog') },
  ];
  const chartHeight = height ?? 380;
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
      height={chartHeight}
    >
      <LatencyFigure
        legend={legend}
        title={t('charts.latency.title')}
        height={chartHeight}
        xDomain={xDomain}
        xTicks={[0.1, 0.2, 0.5, 1, 2, 5, 10]}
        yDomain={mbDomain}
        yTicks={logTicks(mbDomain[0], mbDomain[1])}
        {...(hasOps ? { rightDomain: concurrencyDomain, rightTicks: logTicks(concurrencyDomain[0], concurrencyDomain[1]) } : {})}
        xText={f.num}
        yText={f.compact}
        xTitle={t('charts.latency.xAxis')}
        yTitle={t('charts.latency.yAxis')}
        rightTitle={t('charts.latency.y2Axis')}
        series={[
          ...data.series.map((s, i) => ({
            key: s.key,
            style: seriesStyle(i),
            points: chartRows.map((r) =>
              (r[s.key] as number) > 0 ? { x: r.latencyMs as number, y: r[s.key] as number, marker: r.blogMBps !== null && r.blogMBps !== undefined } : null,
            ),
          })),
          ...(hasOps
            ? [
                {
                  key: 'concurrency',
                  style: CONCURRENCY_STYLE,
                  right: true,
                  width: 3,
                  points: chartRows.map((r) =>
                    typeof r.concurrency === 'number' && r.concurrency > 0 ? { x: r.latencyMs as number, y: r.concurrency, marker: false } : null,
                  ),
                },
              ]
            : []),
        ]}
        {...(data.required.throughputMBps > 0
          ? {
              required: {
                y: data.required.throughputMBps,
                label: t('charts.common.required', { value: f.num(data.required.throughputMBps), unit }),
                dash: REQUIREMENT_DASH,
              },
            }
          : {})}
        verticals={[
          { x: service.denseIo, label: t('charts.latency.nvme', { value: f.num(service.denseIo) }) },
          { x: service.fileStorage, label: t(sharedBound ? 'charts.latency.fssBv' : 'charts.latency.fss', { value: f.num(service.fileStorage) }) },
          ...(sharedBound ? [] : [{ x: service.blockVolume, label: t('charts.latency.bv', { value: f.num(service.blockVolume) }) }]),
          ...(data.required.maxLatencyMs !== null
            ? [{ x: data.required.maxLatencyMs, label: t('charts.latency.asked', { value: f.num(data.required.maxLatencyMs) }), asked: true }]
            : []),
        ]}
        stars={data.blogPoints.map((p) => ({
          x: p.latencyMs,
          y: p.mbps,
          label: t('charts.latency.blogPoint', { value: f.num(p.mbps), latency: f.num(p.latencyMs) }),
        }))}
      />
    </ChartFrame>
  );
}

/** The drawing and, under it, the legend; ChartFrame gives a width and height on paper. */
function LatencyFigure({
  legend,
  height,
  ...drawing
}: Omit<ComponentProps<typeof LatencyDrawing>, 'height'> & { readonly legend: readonly LegendItem[]; readonly height: number }) {
  return (
    <div className="latency-figure">
      <LatencyDrawing {...drawing} height={Math.max(160, height - LEGEND_HEIGHT)} />
      <LegendList items={legend} />
    </div>
  );
}

/** Room kept under the drawing for the legend (two lines at most). */
const LEGEND_HEIGHT = 48;
