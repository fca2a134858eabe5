/**
 * File Storage with Lustre's tier chart as data (`LustreTierChart.tsx` draws it): aggregate
 * throughput of each performance tier against capacity, the requirement (and the same at the
 * target utilization) as lines, the recommended design and the user's fio run.
 */
import type { LustreTierCurve } from '../../../engine/index.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import type { ChartFormat } from '../format.ts';
import type { LegendItem } from '../legend.tsx';
import { REQUIREMENT_DASH, seriesStyle } from '../palette.ts';
import { linearTicks, niceMax } from '../ticks.ts';
import type { XYDrawing, XYMark } from '../xySpec.ts';
import { recommendedLegend, recommendedMark, recommendedWord } from './recommended.ts';
import { yourRunMark, type YourPoint } from './yourRun.ts';

type Tier = LustreTierCurve['tiers'][number]['tier'];

/** A tier's name ("125 MB/s per TB"). */
export function lustreTierName(t: Translate, f: ChartFormat, tier: number): string {
  return t('charts.lustre.tier', { tier: f.num(tier) });
}

export interface LustreSpecInput {
  readonly data: LustreTierCurve;
  readonly yours: YourPoint | null;
  /** MB/s, in words. */
  readonly unit: string;
  readonly t: Translate;
  readonly f: ChartFormat;
  /** Weigh a tier at a capacity (GB, a step the curve draws) instead of the recommendation. */
  readonly choose: (design: { performanceTierMBpsPerTB: Tier; capacityGB: number }) => void;
}

/** The drawing: curve, words and number format in, spec out. */
export function lustreTierSpec({ data, yours, unit, t, f, choose }: LustreSpecInput): XYDrawing {
  const tierName = (tier: number) => lustreTierName(t, f, tier);
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
    recommendedLegend(t, rec, true),
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
  const marks: XYMark[] = [recommendedMark(rec.capacityGB, rec.mbps), ...(yours ? [yourRunMark(yours)] : [])];
  const drawing: XYDrawing = {
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
      text: t(`charts.lustre.${recommendedWord(rec)}Point`, {
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
        if (tier !== undefined) choose({ performanceTierMBpsPerTB: tier, capacityGB: gb });
      },
    },
  };
  return drawing;
}

/** The data table's columns: the capacity in TiB and GB, then each tier's MB/s. */
export function lustreColumns(t: Translate, f: ChartFormat, data: LustreTierCurve, unit: string): TableColumn[] {
  return [
    { key: 'capacityTiB', header: t('charts.lustre.table.capacityTiB') },
    { key: 'capacityGB', header: t('charts.lustre.table.capacityGB') },
    ...data.tiers.map((s) => ({ key: s.mbpsKey, header: `${lustreTierName(t, f, s.tier)} (${unit})` })),
  ];
}
