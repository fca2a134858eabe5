/**
 * Dense I/O: front-end IOPS by read share for the chosen RAID level, on the SLA floor (what
 * OCI guarantees) and on the typical figures (measured or extrapolated), with the requirement.
 */
import { useMemo, useState } from 'react';
import type { DioMixCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { useChartFormat } from './format.ts';
import { ioSizeText } from './units.ts';
import type { LegendItem } from './legend.tsx';
import { SeriesPicker } from './MetricToggle.tsx';
import { seriesStyle } from './palette.ts';
import type { XYMark, XYSeries } from './xySpec.ts';
import { XYChart, type XYChartProps } from './XYChart.tsx';
import { linearTicks, niceMax } from './ticks.ts';
import { useYourPoint, yourRunMark } from './YourRun.tsx';
import { usePlanStore } from '../../store/planStore.ts';
import { useT } from '../i18n/useT.ts';

const SLA_DASH = '6 3';

export interface DioMixChartProps {
  readonly data: DioMixCurve;
  readonly height?: number;
}

/** Shapes shown at first: the recommended shape and its neighbours of the same generation. */
export function defaultShapes(data: DioMixCurve): Set<string> {
  const recommended = data.shapes.find((s) => s.id === data.recommendedShape) ?? data.shapes[0];
  if (!recommended) return new Set();
  const peers = data.shapes.filter((s) => s.generation === recommended.generation);
  const i = peers.indexOf(recommended);
  return new Set(peers.slice(Math.max(0, i - 1), i + 2).map((s) => s.id));
}

export function DioMixChart({ data, height }: DioMixChartProps) {
  const t = useT();
  const f = useChartFormat();
  const [shown, setShown] = useState<ReadonlySet<string>>(() => defaultShapes(data));
  // A new recommended shape (or RAID level) brings the shapes shown back to their defaults
  // around it, in this render: the chart stays mounted, so a keystroke redraws it in place.
  const shownKey = `${data.raid}:${data.recommendedShape ?? ''}`;
  const [shownFor, setShownFor] = useState(shownKey);
  if (shownFor !== shownKey) {
    setShownFor(shownKey);
    setShown(defaultShapes(data));
  }
  const shapes = useMemo(() => data.shapes.map((s, i) => ({ ...s, style: seriesStyle(i) })).filter((s) => shown.has(s.id)), [data, shown]);
  const unit = t('charts.units.iops');
  const choose = usePlanStore((s) => s.choose);
  const basisText = (v: unknown) => t(`charts.basis.${String(v)}`);
  // The user's fio run, at the workload's read share: the IOPS the RAID set delivered.
  const yours = useYourPoint('dense-io', data.catalog, (run) => (run.design.dio ? { x: run.design.readPercent, y: run.measured.iops } : null), unit);

  const figure = useMemo(() => {
    const planned = plannedPoint(data, shapes);
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
      ...(planned
        ? [
            {
              label: t(data.recommendedChosen ? 'charts.common.chosen' : data.recommendedCarries ? 'charts.common.recommended' : 'charts.common.closest'),
              color: 'currentColor',
              marker: 'circle' as const,
              pointOnly: true,
            },
          ]
        : []),
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
      ...(planned
        ? [
            {
              key: 'rec',
              kind: 'recommended',
              x: planned.x,
              y: planned.y,
              shape: 'circle' as const,
              r: 7,
              fill: planned.color,
              stroke: 'currentColor',
              strokeWidth: 2,
            },
          ]
        : []),
    ];
    const drawing: Omit<XYChartProps, 'height' | 'name'> = {
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
            text: t(data.recommendedChosen ? 'charts.dio.chosenPoint' : data.recommendedCarries ? 'charts.dio.recommendedPoint' : 'charts.dio.closestPoint', {
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
          if (shape !== undefined) choose('denseIo', { shape, raid: data.raid });
        },
      },
    };
    return drawing;
  }, [data, shapes, yours, unit, t, f, choose]);
  const columns: TableColumn[] = [
    { key: 'readPercent', header: t('charts.dio.table.read') },
    ...shapes.flatMap((s) => [
      { key: s.slaKey, header: t('charts.dio.table.sla', { shape: s.id }) },
      { key: s.typicalKey, header: t('charts.dio.table.typical', { shape: s.id }) },
      { key: s.basisKey, header: t('charts.dio.table.basis', { shape: s.id }), kind: 'text' as const, text: basisText },
    ]),
  ];
  const excluded = data.excluded.length ? t('charts.dio.excluded', { raid: data.raid, shapes: data.excluded.map((e) => e.id).join(', ') }) : '';

  return (
    <ChartFrame
      name="dio-mix"
      title={t('charts.dio.title', { raid: data.raid })}
      description={`${t('charts.dio.description', { catalog: data.catalog, raid: data.raid })}${data.ioFactor > 1 ? ` ${t('charts.dio.ioCounted', { io: ioSizeText(data.ioSizeKiB), factor: f.num(data.ioFactor) })}` : ''}${excluded ? ` ${excluded}` : ''}`}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.dio.tableCaption', { raid: data.raid })}
      exportLegend={figure.legend}
      height={height ?? 380}
      controls={
        <SeriesPicker
          legend={t('charts.dio.shapes', { shown: shapes.length, total: data.shapes.length })}
          options={data.shapes.map((s) => ({ id: s.id, label: s.id }))}
          selected={shown}
          onChange={setShown}
        />
      }
    >
      <XYChart name="dio-mix" {...figure} height={height ?? 380} />
    </ChartFrame>
  );
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
