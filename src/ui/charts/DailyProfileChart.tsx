/**
 * The daily profile hour by hour (`specs/dailyProfile.ts`), drawn like every other chart: an
 * XY drawing in the shared frame (legend toggles, announcer, tooltip, data table, CSV, SVG and
 * PNG, its paper size). Loaded lazily with the profile's costs (recharts stays out of the first
 * screen).
 */
import { useMemo } from 'react';
import type { DailyProfilePlan } from '../../engine/index.ts';
import { useT } from '../i18n/useT.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { useChartFormat } from './format.ts';
import { dailyProfileColumns, dailyProfileRows, dailyProfileSpec } from './specs/dailyProfile.ts';
import { XYChart } from './XYChart.tsx';

export interface DailyProfileChartProps {
  readonly plan: DailyProfilePlan;
  readonly height?: number;
}

/** The chart in the shared frame: caption, data table, CSV, SVG and PNG, and its paper size. */
export default function DailyProfileChart({ plan, height = 300 }: DailyProfileChartProps) {
  const t = useT();
  const f = useChartFormat();
  const figure = useMemo(() => dailyProfileSpec(plan, t, f), [plan, t, f]);
  const tableRows = useMemo(() => dailyProfileRows(plan).slice(0, 24), [plan]);
  return (
    <ChartFrame
      name="daily-profile"
      title={figure.title}
      description={t('profile.chart.description')}
      rows={tableRows}
      columns={dailyProfileColumns(t)}
      tableCaption={t('profile.chart.caption')}
      exportLegend={figure.legend}
      height={height}
    >
      <XYChart name="daily-profile" {...figure} height={height} />
    </ChartFrame>
  );
}
