/**
 * File Storage with Lustre: aggregate throughput of each performance tier against capacity,
 * over the capacities the service allows, with the requirement (and the same at the target
 * utilization) as horizontal lines and the recommended design marked.
 */
import { useMemo } from 'react';
import { units, type LustreTierCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import type { LegendItem } from './legend.tsx';
import { REQUIREMENT_DASH, seriesStyle } from './palette.ts';
import { useT } from '../i18n/useT.ts';
import type { XYMark } from './xySpec.ts';
import { XYChart, type XYChartProps } from './XYChart.tsx';
import { linearTicks, niceMax } from './ticks.ts';
import { useYourPoint, yourRunMark } from './YourRun.tsx';
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
  const tierName = (tier: number) => t('charts.lustre.tier', { tier: f.num(tier) });
  // The user's fio run: the MB/s it moved, at the capacity of the file system it tested.
  const yours = useYourPoint(
    'lustre',
    data.catalog,
    (run) => (run.design.lustre ? { x: units.tibToGB(run.design.lustre.capacityTiB), y: run.measured.throughputMBps } : null),
    unit,
  );
  const figure = useMemo(() => {
    const tierName = (tier: number) => t('charts.lustre.tier', { tier: f.num(tier) });
    const tiers = data.tiers.map((s, i) => ({ ...s, style: seriesStyle(i) }));
    const tierOf = (key: string) => data.tiers.find((s) => String(s.tier) === key)?.tier;
    const stepAt = (gb: number) => {
      const row = data.rows.find((r) => r.capacityGB === gb);
      return row ? { capacityTiB: row.capacityTiB as number } : undefined;
    };
    const rec = data.recommended;
    const req = data.required;
    const showTarget = req.atTargetMBps > req.mbps * (1 + 1e-9);
    const legend: LegendItem[] = [
      ...tiers.map((s) => ({ label: tierName(s.tier), ...s.style, toggles: String(s.tier) })),
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
      {
        label: t(rec.chosen ? 'charts.common.chosen' : rec.carries ? 'charts.common.recommended' : 'charts.common.closest'),
        color: 'currentColor',
        marker: 'circle' as const,
        pointOnly: true,
        hollow: true,
      },
      ...(yours ? [yours.legend] : []),
    ];
    // The plot is scaled to the question, not to the catalog: up to twice the planned capacity,
    // and a few times the requirement (the faster tiers leave through the top), so the
    // requirement lines and the planned point are read clearly instead of lying on the x axis.
    const last = data.rows[data.rows.length - 1];
    const lastGB = (last?.capacityGB as number | undefined) ?? rec.capacityGB;
    const xMax = Math.max(Math.min(lastGB, 2 * rec.capacityGB), rec.capacityGB, yours?.x ?? 0);
    const tallest = Math.max(
      ...data.rows.filter((r) => (r.capacityGB as number) <= xMax).map((r) => (r[tiers[tiers.length - 1]?.mbpsKey ?? ''] as number | undefined) ?? 0),
    );
    const yMax = niceMax(Math.max(req.atTargetMBps, rec.mbps, yours?.y ?? 0, Math.min(tallest, 3 * Math.max(req.atTargetMBps, rec.mbps))) * 1.05);
    const marks: XYMark[] = [
      {
        key: 'rec',
        kind: 'recommended',
        x: rec.capacityGB,
        y: rec.mbps,
        shape: 'circle',
        r: 7,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2.5,
      },
      ...(yours ? [yourRunMark(yours)] : []),
    ];
    const drawing: Omit<XYChartProps, 'height' | 'name'> = {
      title: t('charts.lustre.title'),
      legend,
      x: { kind: 'linear', domain: [0, xMax], ticks: linearTicks(0, xMax), text: (v) => f.compact(v / 1000), title: t('charts.lustre.xAxis') },
      y: { kind: 'linear', domain: [0, yMax], ticks: linearTicks(0, yMax), text: f.compact, title: t('charts.lustre.yAxis') },
      series: tiers.map((s) => ({
        key: String(s.tier),
        name: tierName(s.tier),
        style: s.style,
        width: rec.tier === s.tier ? 3.5 : 2,
        points: data.rows.map((r) => ({
          x: r.capacityGB as number,
          y: r[s.mbpsKey] as number,
          ...(s.tier === rec.tier && r.capacityGB === rec.capacityGB ? { marker: 'filled' as const } : {}),
        })),
      })),
      references: [
        ...(req.mbps > 0 ? [{ key: 'required', y: req.mbps, dash: REQUIREMENT_DASH, width: 1.5 }] : []),
        ...(showTarget && req.mbps > 0 ? [{ key: 'target', y: req.atTargetMBps, dash: '2 2', width: 1 }] : []),
      ],
      marks,
      label: {
        x: rec.capacityGB,
        y: rec.mbps,
        text: t(rec.chosen ? 'charts.lustre.chosenPoint' : rec.carries ? 'charts.lustre.recommendedPoint' : 'charts.lustre.closestPoint', {
          tib: f.tib(rec.capacityTiB),
          tier: f.num(rec.tier),
          value: f.num(rec.mbps),
          unit,
        }),
      },
      readoutX: (v) => t('charts.lustre.tooltip', { tb: f.num(v / 1000) }),
      readoutY: (v) => `${f.num(v)} ${unit}`,
      // Any other tier or capacity drawn is a design the planner can weigh instead.
      pick: {
        can: (key, gb) => tierOf(key) !== undefined && stepAt(gb) !== undefined && !(rec.tier === tierOf(key) && rec.capacityGB === gb),
        text: (key, gb) => t('charts.lustre.evaluate', { tier: f.num(tierOf(key) ?? 0), tib: f.tib(stepAt(gb)?.capacityTiB ?? 0) }),
        onPick: (key, gb) => {
          const tier = tierOf(key);
          if (tier !== undefined) choose('lustre', { performanceTierMBpsPerTB: tier, capacityGB: gb });
        },
      },
    };
    return drawing;
  }, [data, yours, unit, t, f, choose]);
  const columns: TableColumn[] = [
    { key: 'capacityTiB', header: t('charts.lustre.table.capacityTiB') },
    { key: 'capacityGB', header: t('charts.lustre.table.capacityGB') },
    ...data.tiers.map((s) => ({ key: s.mbpsKey, header: `${tierName(s.tier)} (${unit})` })),
  ];

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
