/**
 * Dense I/O's read-share chart as data (`DioMixChart.tsx` draws it): each shape's front-end
 * IOPS by read share at the RAID level, on the SLA floor and on the typical figures (measured
 * or extrapolated), the requirement, the planned point and the user's fio run.
 */
import type { DioMixCurve } from '../../../engine/index.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import type { ChartFormat } from '../format.ts';
import type { LegendItem } from '../legend.tsx';
import { seriesStyle, type SeriesStyle } from '../palette.ts';
import { linearTicks, niceMax } from '../ticks.ts';
import type { XYDrawing, XYMark, XYSeries } from '../xySpec.ts';
import { recommendedLegend, recommendedMark, recommendedWord } from './recommended.ts';
import { yourRunMark, type YourPoint } from './yourRun.ts';

const SLA_DASH = '6 3';

/** Shapes shown at first: the recommended shape and its neighbours of the same generation. */
export function defaultShapes(data: DioMixCurve): Set<string> {
  const recommended = data.shapes.find((s) => s.id === data.recommendedShape) ?? data.shapes[0];
  if (!recommended) return new Set();
  const peers = data.shapes.filter((s) => s.generation === recommended.generation);
  const i = peers.indexOf(recommended);
  return new Set(peers.slice(Math.max(0, i - 1), i + 2).map((s) => s.id));
}

export type DioShapeShown = DioMixCurve['shapes'][number] & { readonly style: SeriesStyle };

/** The shapes drawn, each with its style (from its place among all of them). */
export function dioShapesShown(data: DioMixCurve, shown: ReadonlySet<string>): DioShapeShown[] {
  return data.shapes.map((s, i) => ({ ...s, style: seriesStyle(i) })).filter((s) => shown.has(s.id));
}

export interface DioSpecInput {
  readonly data: DioMixCurve;
  readonly shapes: readonly DioShapeShown[];
  readonly yours: YourPoint | null;
  /** IOPS, in words. */
  readonly unit: string;
  readonly t: Translate;
  readonly f: ChartFormat;
  /** Weigh a shape at this RAID level instead of the recommendation. */
  readonly choose: (design: { shape: string; raid: DioMixCurve['raid'] }) => void;
}

/** The drawing: curve, words and number format in, spec out. */
export function dioMixSpec({ data, shapes, yours, unit, t, f, choose }: DioSpecInput): XYDrawing {
  const planned = plannedPoint(data, shapes);
  const state = { chosen: data.recommendedChosen, carries: data.recommendedCarries };
  // A series key is `t-<shape>` (typical) or `s-<shape>` (SLA floor).
  const shapeOf = (key: string) => data.shapes.find((s) => key === `t-${s.id}` || key === `s-${s.id}`)?.id;
  const requiredText = t('charts.dio.requiredPoint', { value: f.num(data.required.iops), read: f.num(data.required.readPercent) });
  // Where a shape has no typical figure, its "typical" is the SLA floor: drawn once, as the floor.
  const hasTypical = (s: (typeof shapes)[number]) => data.rows.some((r) => r[s.basisKey] !== 'sla' && typeof r[s.typicalKey] === 'number');
  const legend: LegendItem[] = [
    ...shapes.flatMap((s) => [
      // The legend draws the marker as the plot does: hollow where the points are extrapolated.
      ...(hasTypical(s)
        ? [
            {
              label: t('charts.dio.typical', { shape: s.id }),
              color: s.style.color,
              marker: s.style.marker,
              toggles: `t-${s.id}`,
              ...(data.rows.every((r) => r[s.basisKey] !== 'measured') && data.rows.some((r) => r[s.basisKey] === 'extrapolated') ? { hollow: true } : {}),
            },
          ]
        : []),
      { label: t('charts.dio.sla', { shape: s.id }), color: s.style.color, dash: SLA_DASH, toggles: `s-${s.id}` },
    ]),
    { label: requiredText, color: 'currentColor', marker: 'cross', pointOnly: true },
    ...(planned ? [recommendedLegend(t, state)] : []),
    ...(yours ? [yours.legend] : []),
  ];
  // Typical figures: a marker where measured or extrapolated (hollow); none where only the SLA floor is known.
  const series: XYSeries[] = shapes.flatMap((s) => [
    ...(hasTypical(s)
      ? [
          {
            key: `t-${s.id}`,
            name: t('charts.dio.typical', { shape: s.id }),
            style: s.style,
            solid: true,
            width: s.id === data.recommendedShape ? 3.5 : 2,
            points: data.rows.map((r) => {
              const v = r[s.typicalKey];
              const basis = r[s.basisKey];
              if (typeof v !== 'number' || basis === 'sla') return null;
              const marker = basis === 'extrapolated' ? ('hollow' as const) : ('filled' as const);
              return { x: r.readPercent as number, y: v, note: t(`charts.basis.${String(basis)}`), marker };
            }),
          },
        ]
      : []),
    {
      key: `s-${s.id}`,
      name: t('charts.dio.sla', { shape: s.id }),
      style: s.style,
      dash: SLA_DASH,
      width: 1.5,
      points: data.rows.map((r) => (typeof r[s.slaKey] === 'number' ? { x: r.readPercent as number, y: r[s.slaKey] as number } : null)),
    },
  ]);
  const yMax = niceMax(Math.max(data.required.iops, yours?.y ?? 0, ...series.flatMap((s) => s.points.map((p) => (p && Number.isFinite(p.y) ? p.y : 0)))));
  const marks: XYMark[] = [
    ...(data.required.iops > 0
      ? [
          {
            key: 'required',
            kind: 'required',
            x: data.required.readPercent,
            y: data.required.iops,
            shape: 'cross' as const,
            r: 7,
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: 3,
          },
        ]
      : []),
    ...(yours ? [yourRunMark(yours)] : []),
    ...(planned ? [recommendedMark(planned.x, planned.y, planned.color)] : []),
  ];
  const drawing: XYDrawing = {
    title: t('charts.dio.title', { raid: data.raid }),
    legend,
    x: { kind: 'linear', domain: [0, 100], ticks: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], text: f.pct, title: t('charts.dio.xAxis') },
    y: { kind: 'linear', domain: [0, yMax], ticks: linearTicks(0, yMax), text: f.compact, title: t('charts.dio.yAxis', { raid: data.raid }) },
    series,
    marks,
    label: planned
      ? {
          x: planned.x,
          y: planned.y,
          text: t(`charts.dio.${recommendedWord(state)}Point`, {
            shape: data.recommendedShape,
            value: f.num(planned.y),
            read: f.num(planned.x),
          }),
        }
      : data.required.iops > 0
        ? { x: data.required.readPercent, y: data.required.iops, text: requiredText }
        : undefined,
    readoutX: (v) => t('charts.dio.tooltipRead', { read: f.pct(v) }),
    readoutY: (v) => `${f.num(v)} ${unit}`,
    // Any point of another shape's curves weighs that shape, at this chart's RAID level, instead.
    pick: {
      can: (key) => {
        const shape = shapeOf(key);
        return shape !== undefined && shape !== data.recommendedShape;
      },
      text: (key) => t('charts.dio.evaluate', { shape: shapeOf(key) ?? '', raid: data.raid }),
      onPick: (key) => {
        const shape = shapeOf(key);
        if (shape !== undefined) choose({ shape, raid: data.raid });
      },
    },
  };
  return drawing;
}

/** The data table's columns: the read share, then each shape's SLA floor, typical figure and its basis. */
export function dioColumns(t: Translate, data: DioMixCurve, shapes: readonly DioShapeShown[]): TableColumn[] {
  const basisText = (v: unknown) => t(`charts.basis.${String(v)}`);
  return [
    { key: 'readPercent', header: t('charts.dio.table.read') },
    ...shapes.flatMap((s) => [
      { key: s.slaKey, header: t('charts.dio.table.sla', { shape: s.id }) },
      { key: s.typicalKey, header: t('charts.dio.table.typical', { shape: s.id }) },
      { key: s.basisKey, header: t('charts.dio.table.basis', { shape: s.id }), kind: 'text' as const, text: basisText },
    ]),
  ];
}

/**
 * The planned shape at the requirement's read share: what it delivers there (its typical
 * figure where one is known, else its SLA floor), between the curve's rows when the share falls
 * between them; null without a plan or a requirement.
 */
export function plannedPoint(
  data: DioMixCurve,
  shapes: readonly { readonly id: string; readonly style: { readonly color: string } }[],
): { x: number; y: number; color: string } | null {
  const s = data.shapes.find((q) => q.id === data.recommendedShape);
  if (!s || !(data.required.iops > 0)) return null;
  const valueAt = (r: (typeof data.rows)[number]) => {
    const typical = r[s.basisKey] !== 'sla' ? r[s.typicalKey] : undefined;
    const v = typeof typical === 'number' ? typical : r[s.slaKey];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const x = data.required.readPercent;
  const rows = data.rows.filter((r) => valueAt(r) !== null);
  const after = rows.findIndex((r) => (r.readPercent as number) >= x);
  if (after < 0) return null;
  const hi = rows[after]!;
  const lo = rows[Math.max(0, after - 1)]!;
  const [x0, x1] = [lo.readPercent as number, hi.readPercent as number];
  const [y0, y1] = [valueAt(lo)!, valueAt(hi)!];
  const y = x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  return { x, y, color: shapes.find((q) => q.id === s.id)?.style.color ?? 'currentColor' };
}
