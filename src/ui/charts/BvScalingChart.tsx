/**
 * Block Volume: what one volume of each performance level delivers at the requirement's I/O
 * size as it grows from the smallest to the largest size, with each level's knee marked.
 */
import { useMemo, useState } from 'react';
import { type BvLevelSeries, type BvScalingCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import type { TableColumn } from './DataTable.tsx';
import { logDomain, logTicks, useChartFormat } from './format.ts';
import type { LegendItem } from './legend.tsx';
import { MetricToggle, SeriesPicker } from './MetricToggle.tsx';
import { REQUIREMENT_DASH, SERIES_STYLES, type SeriesStyle } from './palette.ts';
import { ioSizeText } from './units.ts';
import type { XYMark } from './xySpec.ts';
import { XYChart, type XYChartProps } from './XYChart.tsx';
import { useYourPoint, yourRunMark } from './YourRun.tsx';
import { levelName as levelText } from '../results/engineText.ts';
import { useT } from '../i18n/useT.ts';
import { usePlanStore } from '../../store/planStore.ts';

type Metric = 'iops' | 'mbps';

export interface BvScalingChartProps {
  readonly data: BvScalingCurve;
  readonly height?: number;
}

/** Thirteen levels against seven colours: the dash and marker shift on each pass of the palette. */
function levelStyle(i: number): SeriesStyle {
  const n = SERIES_STYLES.length;
  const pass = Math.floor(i / n);
  return {
    color: SERIES_STYLES[i % n]!.color,
    dash: SERIES_STYLES[(i + pass * 3) % n]!.dash,
    marker: SERIES_STYLES[(i + pass * 2) % n]!.marker,
  };
}

/** Levels shown at first: all but the middle Ultra High Performance steps, and the recommended one. */
export function defaultLevels(data: BvScalingCurve): Set<string> {
  const uhp = data.levels.filter((l) => l.id.startsWith('uhp-'));
  const keep = new Set(data.levels.filter((l) => !l.id.startsWith('uhp-')).map((l) => l.id));
  if (uhp[0]) keep.add(uhp[0].id);
  if (uhp.length > 1) keep.add(uhp[uhp.length - 1]!.id);
  if (data.recommended) keep.add(data.recommended.levelId);
  return keep;
}

export function BvScalingChart({ data, height }: BvScalingChartProps) {
  const t = useT();
  // A performance level's name in the reader's language, as the results panels write it.
  const levelName = (id: string) => levelText(t, id);
  const f = useChartFormat();
  const [metric, setMetric] = useState<Metric>('iops');
  const choose = usePlanStore((s) => s.choose);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => defaultLevels(data));
  // A new recommended level brings the levels shown back to their defaults (which include
  // it), in this render: the chart stays mounted, so a keystroke redraws it in place.
  const recommendedId = data.recommended?.levelId ?? '';
  const [shownFor, setShownFor] = useState(recommendedId);
  if (shownFor !== recommendedId) {
    setShownFor(recommendedId);
    setShown(defaultLevels(data));
  }
  const levels = useMemo(() => data.levels.map((l, i) => ({ ...l, style: levelStyle(i) })).filter((l) => shown.has(l.id)), [data, shown]);
  const keyOf = (l: BvLevelSeries) => (metric === 'iops' ? l.iopsKey : l.mbpsKey);
  const unit = metric === 'iops' ? t('charts.units.iops') : t('charts.units.MBps');
  const ioSize = ioSizeText(data.ioSizeKiB);

  // The user's fio run: per volume (the chart's unit), at its design's volume size.
  const yours = useYourPoint(
    'block-volume',
    data.catalog,
    (run) =>
      run.design.bv
        ? { x: run.design.bv.volumeSizeGB, y: (metric === 'iops' ? run.measured.iops : run.measured.throughputMBps) / Math.max(1, run.design.bv.volumes) }
        : null,
    unit,
  );
  const figure = useMemo(() => {
    const keyOf = (l: BvLevelSeries) => (metric === 'iops' ? l.iopsKey : l.mbpsKey);
    const levelName = (id: string) => levelText(t, id);
    const required = metric === 'iops' ? data.required.iops : data.required.throughputMBps;
    const rec = data.recommended;
    const recValue = rec ? (metric === 'iops' ? rec.perVolumeIops : rec.perVolumeMBps) : 0;
    const perVolume = rec && rec.volumes > 1 ? required / rec.volumes : 0;
    const volumes = rec?.volumes ?? 1;
    const sizeOf = (gb: number) => Math.min(data.maxGB, Math.max(data.minGB, Math.ceil(gb - 1e-6)));
    const known = (level: string) => data.levels.some((l) => l.id === level);
    const xMin = Math.min(data.minGB, yours?.x ?? Infinity);
    const xMax = Math.max(data.maxGB, yours?.x ?? 0);
    const yDomain = logDomain([
      ...data.rows.flatMap((r) => levels.map((l) => r[keyOf(l)] as number)),
      required,
      perVolume,
      recValue,
      ...(yours ? [yours.y] : []),
    ]);
    const legend: LegendItem[] = [
      ...levels.map((l) => ({ label: levelName(l.id), ...l.style, toggles: l.id })),
      { label: t('charts.bv.requiredAll', { value: f.num(required), unit }), color: 'currentColor', dash: REQUIREMENT_DASH },
      ...(perVolume > 0
        ? [{ label: t('charts.bv.requiredPerVolume', { count: rec!.volumes, value: f.num(perVolume), unit }), color: 'currentColor', dash: '2 2' }]
        : []),
      ...(rec
        ? [
            {
              label: t(rec.chosen ? 'charts.common.chosen' : rec.carries ? 'charts.common.recommended' : 'charts.common.closest'),
              color: 'currentColor',
              marker: 'circle' as const,
              pointOnly: true,
              hollow: true,
            },
          ]
        : []),
      ...(yours ? [yours.legend] : []),
    ];
    // Each level's knee is marked on its curve.
    const isKnee = (l: BvLevelSeries, gb: number) => Math.abs(gb - l.kneeGB) <= 1e-6 * l.kneeGB;
    const marks: XYMark[] = [
      ...(rec && recValue > 0
        ? [
            {
              key: 'rec',
              kind: 'recommended',
              x: rec.sizeGB,
              y: recValue,
              shape: 'circle' as const,
              r: 7,
              fill: 'none',
              stroke: 'currentColor',
              strokeWidth: 2.5,
            },
          ]
        : []),
      ...(yours ? [yourRunMark(yours)] : []),
    ];
    const drawing: Omit<XYChartProps, 'height' | 'name'> = {
      title: t('charts.bv.title', { ioSize }),
      legend,
      x: {
        kind: 'log',
        domain: [xMin, xMax],
        ticks: [50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, data.maxGB].filter((v) => v >= xMin && v <= xMax),
        text: f.compact,
        title: t('charts.bv.xAxis'),
      },
      y: {
        kind: 'log',
        domain: yDomain,
        ticks: logTicks(yDomain[0], yDomain[1]),
        text: f.compact,
        title: metric === 'iops' ? t('charts.bv.yIops', { ioSize }) : t('charts.bv.yMBps', { ioSize }),
      },
      series: levels.map((l) => ({
        key: l.id,
        name: levelName(l.id),
        style: l.style,
        width: rec?.levelId === l.id ? 3.5 : 2,
        points: data.rows.map((r) => {
          const v = r[keyOf(l)] as number;
          return v > 0 ? { x: r.sizeGB as number, y: v, ...(isKnee(l, r.sizeGB as number) ? { marker: 'filled' as const } : {}) } : null;
        }),
      })),
      // Labelled in the legend: two close reference lines would put their labels on top of each other.
      references: [
        ...(required > 0 ? [{ key: 'required', y: required, dash: REQUIREMENT_DASH, width: 1.5 }] : []),
        ...(perVolume > 0 ? [{ key: 'per-volume', y: perVolume, dash: '2 2', width: 1 }] : []),
      ],
      marks,
      label:
        rec && recValue > 0
          ? {
              x: rec.sizeGB,
              y: recValue,
              text: t(rec.chosen ? 'charts.bv.chosenPoint' : rec.carries ? 'charts.bv.recommendedPoint' : 'charts.bv.closestPoint', {
                count: rec.volumes,
                size: f.num(rec.sizeGB),
                level: levelName(rec.levelId),
              }),
            }
          : undefined,
      readoutX: (v) => `${f.num(v)} GB`,
      readoutY: (v) => `${f.num(v)} ${unit}`,
      // Another level or size drawn is a design the planner can weigh instead, with as many
      // volumes as the plan has (whole GB: a knee can fall between two).
      pick: {
        can: (level, gb) => known(level) && !(rec && rec.levelId === level && sizeOf(gb) === rec.sizeGB),
        text: (level, gb) => t('charts.bv.evaluate', { count: volumes, size: f.num(sizeOf(gb)), level: levelName(level) }),
        onPick: (level, gb) => choose('blockVolume', { performanceLevel: level, volumeSizeGB: sizeOf(gb), volumes }),
      },
    };
    return drawing;
  }, [data, levels, metric, yours, unit, ioSize, t, f, choose]);
  const columns: TableColumn[] = [
    { key: 'sizeGB', header: t('charts.bv.table.size') },
    ...levels.map((l) => ({ key: keyOf(l), header: `${levelName(l.id)} (${unit})` })),
  ];

  return (
    <ChartFrame
      name={`bv-scaling-${metric}`}
      title={t('charts.bv.title', { ioSize })}
      description={t('charts.bv.description', { catalog: data.catalog, ioSize })}
      rows={data.rows}
      columns={columns}
      tableCaption={t(metric === 'iops' ? 'charts.bv.tableCaptionIops' : 'charts.bv.tableCaptionMBps', { ioSize })}
      exportLegend={figure.legend}
      height={height ?? 380}
      controls={
        <>
          <MetricToggle
            legend={t('charts.common.show')}
            value={metric}
            onChange={setMetric}
            options={[
              { value: 'iops', label: t('charts.bv.metricIops') },
              { value: 'mbps', label: t('charts.bv.metricMBps') },
            ]}
          />
          <SeriesPicker
            legend={t('charts.bv.levels', { shown: levels.length, total: data.levels.length })}
            options={data.levels.map((l) => ({ id: l.id, label: levelName(l.id) }))}
            selected={shown}
            onChange={setShown}
          />
        </>
      }
    >
      <XYChart name="bv-scaling" {...figure} height={height ?? 380} />
    </ChartFrame>
  );
}
