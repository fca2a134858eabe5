/**
 * File Storage with Lustre: aggregate throughput of each performance tier against capacity,
 * over the capacities the service allows, with the requirement (and the same at the target
 * utilization) as horizontal lines and the recommended design marked.
 */
import { useMemo } from 'react';
import { units, type LustreTierCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { useChartFormat } from './format.ts';
import { useT } from '../i18n/useT.ts';
import { lustreColumns, lustreTierSpec } from './specs/lustreTier.ts';
import { XYChart } from './XYChart.tsx';
import { useYourPoint } from './YourRun.tsx';
import { usePlanStore } from '../../store/planStore.ts';

export interface LustreTierChartProps {
  readonly data: LustreTierCurve;
  readonly height?: number;
}

export function LustreTierChart({ data, height }: LustreTierChartProps) {
  const t = useT();
  const f = useChartFormat();
  const unit = t('charts.units.MBps');
  const choose = usePlanStore((s) => s.choose);
  // The user's fio run: the MB/s it moved, at the capacity of the file system it tested.
  const yours = useYourPoint(
    'lustre',
    data.catalog,
    (run) => (run.design.lustre ? { x: units.tibToGB(run.design.lustre.capacityTiB), y: run.measured.throughputMBps } : null),
    unit,
  );
  const figure = useMemo(() => lustreTierSpec({ data, yours, unit, t, f, choose: (design) => choose('lustre', design) }), [data, yours, unit, t, f, choose]);
  const columns = lustreColumns(t, f, data, unit);

  return (
    <ChartFrame
      name="lustre-tiers"
      title={t('charts.lustre.title')}
      description={t('charts.lustre.description', { catalog: data.catalog, stride: data.stride, count: data.stride })}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.lustre.tableCaption')}
      exportLegend={figure.legend}
      height={height ?? 380}
    >
      <XYChart name="lustre-tiers" {...figure} height={height ?? 380} />
    </ChartFrame>
  );
}
