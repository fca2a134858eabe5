/**
 * The daily profile hour by hour: the demand (percent of the requirement, steps on the left axis)
 * and the Block Volume performance level (VPUs/GB, right axis) auto-tune holds, with its ramp
 * down after the peak, against fixed VPUs sized for the peak. Loaded lazily with the profile's
 * costs (recharts stays out of the first screen).
 */
import { useCallback, useMemo } from 'react';
import { CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyProfilePlan } from '../../engine/index.ts';
import { useT } from '../i18n/useT.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import { LegendList, useLegendHost, type LegendItem } from './legend.tsx';
import { seriesStyle, TOOLTIP_STYLE, type SeriesStyle } from './palette.ts';

const DEMAND = seriesStyle(0);
const AUTOTUNE = seriesStyle(1);
const FIXED = seriesStyle(2);
/** The day's three lines: the demand on its axis, auto-tune's and the fixed level on the VPUs/GB axis. */
const LINES: readonly { key: string; axis: 'demand' | 'vpus'; name: 'demand' | 'autotune' | 'fixed'; style: SeriesStyle; width?: number }[] = [
  { key: 'demandPercent', axis: 'demand', name: 'demand', style: DEMAND },
  { key: 'autotuneVpusPerGB', axis: 'vpus', name: 'autotune', style: AUTOTUNE, width: 2 },
  { key: 'fixedVpusPerGB', axis: 'vpus', name: 'fixed', style: FIXED },
];
const HOURS = Array.from({ length: 25 }, (_, h) => h).filter((h) => h % 3 === 0);

interface DrawingProps {
  readonly rows: readonly Record<string, number | null>[];
  readonly legend: readonly LegendItem[];
  readonly title: string;
  readonly axis: { readonly hour: string; readonly demand: string; readonly vpus: string };
  readonly names: { readonly demand: string; readonly autotune: string; readonly fixed: string };
  readonly height: number;
  readonly width?: number;
}

function Drawing({ rows, legend, title, axis, names, height, width }: DrawingProps) {
  const f = useChartFormat();
  const [legendHost, legendHostRef] = useLegendHost();
  const legendContent = useCallback(() => <LegendList items={legend} />, [legend]);
  const total = Math.max(120, height - 44);
  const font = 12;
  return (
    <div className="daily-profile-chart" style={{ width: width ?? '100%' }}>
      <ComposedChart
        data={rows as Record<string, number | null>[]}
        width={width ?? '100%'}
        height={total}
        responsive={width === undefined}
        margin={{ top: 12, right: 8, bottom: 0, left: 4 }}
        title={title}
        accessibilityLayer
      >
        <CartesianGrid stroke="currentColor" strokeOpacity={0.4} strokeDasharray="2 4" />
        <XAxis
          dataKey="hour"
          type="number"
          domain={[0, 24]}
          ticks={HOURS}
          tickFormatter={(h: number) => `${h}:00`}
          stroke="currentColor"
          tick={{ fill: 'currentColor', fontSize: font }}
          height={40}
          label={{ value: axis.hour, position: 'insideBottom', offset: 0, fill: 'currentColor', fontSize: font }}
        />
        <YAxis
          yAxisId="demand"
          domain={[0, 100]}
          stroke="currentColor"
          tick={{ fill: 'currentColor', fontSize: font }}
          width={44}
          label={{ value: axis.demand, angle: -90, position: 'insideLeft', fill: 'currentColor', fontSize: font }}
        />
        <YAxis
          yAxisId="vpus"
          orientation="right"
          domain={[0, 'auto']}
          stroke="currentColor"
          tick={{ fill: 'currentColor', fontSize: font }}
          width={44}
          label={{ value: axis.vpus, angle: 90, position: 'insideRight', fill: 'currentColor', fontSize: font }}
        />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={(h) => `${String(h)}:00`} formatter={(v) => f.num(Number(v))} />
        {legendHost && <Legend content={legendContent} portal={legendHost} />}
        {LINES.map((l) => (
          <Line
            key={l.key}
            yAxisId={l.axis}
            name={names[l.name]}
            dataKey={l.key}
            type="stepAfter"
            stroke={l.style.color}
            strokeDasharray={l.style.dash}
            {...(l.width ? { strokeWidth: l.width } : {})}
            dot={false}
            isAnimationActive={false}
            connectNulls={false}
          />
        ))}
      </ComposedChart>
      <div ref={legendHostRef} className="chart-legend-host" />
    </div>
  );
}

export interface DailyProfileChartProps {
  readonly plan: DailyProfilePlan;
  readonly height?: number;
}

/** The chart in the shared frame: caption, data table, CSV, SVG and PNG, and its paper size. */
export default function DailyProfileChart({ plan, height = 300 }: DailyProfileChartProps) {
  const t = useT();
  const names = useMemo(() => ({ demand: t('profile.chart.demand'), autotune: t('profile.chart.autotune'), fixed: t('profile.chart.fixed') }), [t]);
  // A step line needs the last hour's end: hour 24 repeats hour 23.
  const rows = useMemo(() => {
    const hours = plan.hours.map((h) => ({
      hour: h.hour,
      demandPercent: h.demandPercent,
      autotuneVpusPerGB: h.autotuneVpusPerGB,
      fixedVpusPerGB: h.fixedVpusPerGB,
    }));
    return [...hours, { ...hours[hours.length - 1]!, hour: 24 }];
  }, [plan]);
  const tableRows = rows.slice(0, 24);
  const columns: TableColumn[] = [
    { key: 'hour', header: t('profile.chart.hour') },
    { key: 'demandPercent', header: names.demand },
    { key: 'autotuneVpusPerGB', header: names.autotune },
    { key: 'fixedVpusPerGB', header: names.fixed },
  ];
  const legend: LegendItem[] = useMemo(
    () => [
      { label: names.demand, color: DEMAND.color, dash: DEMAND.dash },
      ...(plan.autotune
        ? [
            { label: names.autotune, color: AUTOTUNE.color, dash: AUTOTUNE.dash },
            { label: names.fixed, color: FIXED.color, dash: FIXED.dash },
          ]
        : []),
    ],
    [names, plan.autotune],
  );
  const title = t('profile.chart.title');
  return (
    <ChartFrame
      name="daily-profile"
      title={title}
      description={t('profile.chart.description')}
      rows={tableRows}
      columns={columns}
      tableCaption={t('profile.chart.caption')}
      exportLegend={legend}
      height={height}
    >
      <Drawing
        rows={rows}
        legend={legend}
        title={title}
        axis={{ hour: t('profile.chart.axisHour'), demand: t('profile.chart.axisDemand'), vpus: t('profile.chart.axisVpus') }}
        names={names}
        height={height}
      />
    </ChartFrame>
  );
}
