/**
 * Latency and concurrency: one serial stream's throughput by round-trip latency for four
 * transfer sizes, the operations the requirement needs in flight (right axis), the services'
 * stated latencies, the latency asked, and the blog's 32 kB points. A recharts chart
 * (XYChart.tsx), log on both axes.
 */
import { useMemo } from 'react';
import type { LatencyCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { useChartFormat } from './format.ts';
import { latencyColumns, latencySpec } from './specs/latency.ts';
import { XYChart } from './XYChart.tsx';
import { useT } from '../i18n/useT.ts';

export interface LatencyChartProps {
  readonly data: LatencyCurve;
  readonly height?: number;
}

export function LatencyChart({ data, height }: LatencyChartProps) {
  const t = useT();
  const f = useChartFormat();
  const unit = t('charts.units.MBps');
  const chartHeight = height ?? 380;
  const figure = useMemo(() => latencySpec(data, unit, t, f), [data, t, f, unit]);
  const columns = latencyColumns(t, data, unit);

  return (
    <ChartFrame
      name="latency-concurrency"
      title={t('charts.latency.title')}
      description={t('charts.latency.description')}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.latency.tableCaption')}
      exportLegend={figure.legend}
      height={chartHeight}
    >
      <XYChart name="latency-concurrency" {...figure} height={chartHeight} />
    </ChartFrame>
  );
}
