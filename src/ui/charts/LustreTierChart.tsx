/**
 * File Storage with Lustre: aggregate throughput of each performance tier against capacity,
 * over the capacities the service allows, with the requirement (and the same at the target
 * utilization) as horizontal lines and the recommended design marked.
 */
import { CartesianGrid, ComposedChart, Label, Legend, Line, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { units, type LustreTierCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { PointLabel } from './PointLabel.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import { LegendList, markerDot, type LegendItem } from './legend.tsx';
import { REFERENCE_COLOR, REQUIREMENT_DASH, TOOLTIP_STYLE, seriesStyle } from './palette.ts';
import { useT } from '../i18n/useT.ts';
import { useYourPoint, yourRunDot } from './YourRun.tsx';

export interface LustreTierChartProps {
  readonly data: LustreTierCurve;
  readonly height?: number;
}

export function LustreTierChart({ data, height }: LustreTierChartProps) {
  const t = useT();
  const f = useChartFormat();
  const unit = t('charts.units.MBps');
  const tiers = data.tiers.map((s, i) => ({ ...s, style: seriesStyle(i) }));
  const rec = data.recommended;
  const req = data.required;
  const showTarget = req.atTargetMBps > req.mbps * (1 + 1e-9);
  const tierName = (tier: number) => t('charts.lustre.tier', { tier: f.num(tier) });
  // The user's fio run: the MB/s it moved, at the capacity of the file system it tested.
  const yours = useYourPoint(
    'lustre',
    data.catalog,
    (run) => (run.design.lustre ? { x: units.tibToGB(run.design.lustre.capacityTiB), y: run.measured.throughputMBps } : null),
    unit,
  );
  const legend: LegendItem[] = [
    ...tiers.map((s) => ({ label: tierName(s.tier), color: s.style.color, dash: s.style.dash, marker: s.style.marker })),
    { label: t('charts.common.required', { value: f.num(req.mbps), unit }), color: 'currentColor', dash: REQUIREMENT_DASH },
    ...(showTarget
      ? [
          {
            label: t('charts.lustre.atTarget', { value: f.num(req.atTargetMBps), unit, percent: f.num(req.targetUtilizationPercent) }),
            color: 'currentColor',
            dash: '2 2',
          },
        ]
      : []),
    { label: t('charts.common.recommended'), color: 'currentColor', marker: 'circle' as const, pointOnly: true, hollow: true },
    ...(yours ? [yours.legend] : []),
  ];
  const columns: TableColumn[] = [
    { key: 'capacityTiB', header: t('charts.lustre.table.capacityTiB') },
    { key: 'capacityGB', header: t('charts.lustre.table.capacityGB') },
    ...tiers.map((s) => ({ key: s.mbpsKey, header: `${tierName(s.tier)} (${unit})` })),
  ];
  const last = data.rows[data.rows.length - 1];
  const xDomain: [number, number] = [0, (last?.capacityGB as number | undefined) ?? rec.capacityGB];
  const yMax = Math.max(req.atTargetMBps, ...data.rows.map((r) => r[tiers[tiers.length - 1]!.mbpsKey] as number), ...(yours ? [yours.y] : []));
  const isRec = (tier: number) => (p: Record<string, unknown>) => tier === rec.tier && p.capacityGB === rec.capacityGB;
  const seriesPoints = tiers.map((s) => data.rows.map((r) => ({ x: r.capacityGB as number, y: r[s.mbpsKey] as number })));

  return (
    <ChartFrame
      name="lustre-tiers"
      title={t('charts.lustre.title')}
      description={t('charts.lustre.description', { catalog: data.catalog, stride: data.stride, count: data.stride })}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.lustre.tableCaption')}
      exportLegend={legend}
      height={height ?? 380}
    >
      <ComposedChart title={t('charts.lustre.title')} data={data.rows as Record<string, number>[]} margin={{ top: 16, right: 24, bottom: 4, left: 16 }}>
        <CartesianGrid strokeDasharray="2 4" strokeOpacity={0.5} />
        <XAxis
          height={46}
          type="number"
          dataKey="capacityGB"
          domain={xDomain}
          tickFormatter={(v: number) => f.compact(v / 1000)}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
        >
          <Label value={t('charts.lustre.xAxis')} position="insideBottom" offset={0} fill="currentColor" />
        </XAxis>
        <YAxis
          type="number"
          domain={[0, Math.ceil(yMax * 1.05)]}
          tickFormatter={(v: number) => f.compact(v)}
          tick={{ fill: 'currentColor' }}
          stroke="currentColor"
          width={72}
        >
          <Label value={t('charts.lustre.yAxis')} angle={-90} position="insideLeft" offset={-4} style={{ textAnchor: 'middle' }} fill="currentColor" />
        </YAxis>
        <Tooltip
          {...TOOLTIP_STYLE}
          labelFormatter={(v) => t('charts.lustre.tooltip', { tb: f.num(Number(v) / 1000) })}
          formatter={(v) => `${f.num(Number(v))} ${unit}`}
        />
        <Legend content={() => <LegendList items={legend} />} />
        {tiers.map((s) => (
          <Line
            key={s.tier}
            dataKey={s.mbpsKey}
            name={tierName(s.tier)}
            stroke={s.style.color}
            strokeDasharray={s.style.dash || undefined}
            strokeWidth={rec.tier === s.tier ? 3.5 : 2}
            dot={markerDot(s.style, isRec(s.tier))}
            isAnimationActive={false}
          />
        ))}
        {req.mbps > 0 && <ReferenceLine y={req.mbps} stroke={REFERENCE_COLOR} strokeDasharray={REQUIREMENT_DASH} strokeWidth={1.5} ifOverflow="extendDomain" />}
        {showTarget && req.mbps > 0 && (
          <ReferenceLine y={req.atTargetMBps} stroke={REFERENCE_COLOR} strokeDasharray="2 2" strokeWidth={1} ifOverflow="extendDomain" />
        )}
        <ReferenceDot
          x={rec.capacityGB}
          y={rec.mbps}
          r={7}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          ifOverflow="extendDomain"
          className="lustre-recommended"
        />
        {yours && yourRunDot(yours)}
        <PointLabel
          x={rec.capacityGB}
          y={rec.mbps}
          text={t('charts.lustre.recommendedPoint', { tib: f.num(rec.capacityTiB), tier: f.num(rec.tier), value: f.num(rec.mbps), unit })}
          series={seriesPoints}
          references={[req.mbps, req.atTargetMBps].filter((v) => v > 0).map((v) => ({ y: v }))}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
