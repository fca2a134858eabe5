/**
 * Over time, demand against what each service's design carries, month by month: the demand as a
 * multiple of today's (one line, or two when the data and the rates grow apart), and a step line
 * per service (its binding limit's capacity at the target, on the same scale: `overTimeSeries.ts`),
 * the changes of design marked where they happen (named in the tooltip) and each service's runway
 * month marked, the named service's as a vertical line.
 */
import { useMemo } from 'react';
import type { OverTimePlan, ServiceId } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { useChartFormat } from './format.ts';
import { demandRows } from './overTimeSeries.ts';
import { overTimeDemandColumns, overTimeDemandRows, overTimeDemandSpec } from './specs/overTimeDemand.ts';
import { XYChart } from './XYChart.tsx';
import { useT } from '../i18n/useT.ts';

export interface OverTimeDemandChartProps {
  readonly plan: OverTimePlan;
  /** The service the Compare headline names: its runway is drawn as a vertical line. */
  readonly named: ServiceId | null;
  readonly height?: number;
}

/** The chart's name: its hidden series are remembered under it. */
export const DEMAND_CHART = 'over-time-demand';

export function OverTimeDemandChart({ plan, named, height = 380 }: OverTimeDemandChartProps) {
  const t = useT();
  const f = useChartFormat();
  const rows = useMemo(() => demandRows(plan), [plan]);
  const figure = useMemo(() => overTimeDemandSpec(plan, rows, named, t, f), [plan, rows, named, t, f]);

  const columns = overTimeDemandColumns(t, plan, figure.series);
  const tableRows = useMemo(() => overTimeDemandRows(t, plan, rows), [rows, plan, t]);

  return (
    <ChartFrame
      name={DEMAND_CHART}
      title={t('growth.chart.demandTitle')}
      description={t('growth.chart.demandDescription', { count: plan.horizonMonths })}
      rows={tableRows}
      columns={columns}
      tableCaption={t('growth.chart.demandCaption')}
      exportLegend={figure.legend}
      height={height}
    >
      <XYChart name={DEMAND_CHART} {...figure} height={height} />
    </ChartFrame>
  );
}
