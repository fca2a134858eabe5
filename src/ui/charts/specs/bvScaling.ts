/**
 * Block Volume's scaling chart as data (`BvScalingChart.tsx` draws it): each performance level's
 * per-volume IOPS or MB/s against the volume size, knees marked, the requirement (all volumes and
 * per volume) as lines, the recommended point and the user's fio run.
 */
import type { BvLevelSeries, BvScalingCurve } from '../../../engine/index.ts';
import { levelName as levelText } from '../../results/engineText.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import { logDomain, logTicks, type ChartFormat } from '../format.ts';
import type { LegendItem } from '../legend.tsx';
import { REQUIREMENT_DASH, SERIES_STYLES, type SeriesStyle } from '../palette.ts';
import type { XYDrawing, XYMark } from '../xySpec.ts';
import { recommendedLegend, recommendedMark, recommendedWord } from './recommended.ts';
import { yourRunMark, type YourPoint } from './yourRun.ts';

export type BvMetric = 'iops' | 'mbps';

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

export type BvLevelShown = BvLevelSeries & { readonly style: SeriesStyle };

/** The levels drawn, each with its style (the style follows the level's place among all of them). */
export function bvLevelsShown(data: BvScalingCurve, shown: ReadonlySet<string>): BvLevelShown[] {
  return data.levels.map((l, i) => ({ ...l, style: levelStyle(i) })).filter((l) => shown.has(l.id));
}

export interface BvSpecInput {
  readonly data: BvScalingCurve;
  readonly levels: readonly BvLevelShown[];
  readonly metric: BvMetric;
  readonly yours: YourPoint | null;
  /** The metric's unit, in words. */
  readonly unit: string;
  /** The requirement's I/O size, in words. */
  readonly ioSize: string;
  readonly t: Translate;
  readonly f: ChartFormat;
  /** Weigh a level at a size (GB) with this many volumes instead of the recommendation. */
  readonly choose: (design: { performanceLevel: string; volumeSizeGB: number; volumes: number }) => void;
}

/** The drawing: curve, words and number format in, spec out. */
export function bvScalingSpec({ data, levels, metric, yours, unit, ioSize, t, f, choose }: BvSpecInput): XYDrawing {
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
    ...(rec ? [recommendedLegend(t, rec, true)] : []),
    ...(yours ? [yours.legend] : []),
  ];
  // Each level's knee is marked on its curve.
  const isKnee = (l: BvLevelSeries, gb: number) => Math.abs(gb - l.kneeGB) <= 1e-6 * l.kneeGB;
  const marks: XYMark[] = [...(rec && recValue > 0 ? [recommendedMark(rec.sizeGB, recValue)] : []), ...(yours ? [yourRunMark(yours)] : [])];
  const drawing: XYDrawing = {
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
            text: t(`charts.bv.${recommendedWord(rec)}Point`, {
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
      onPick: (level, gb) => choose({ performanceLevel: level, volumeSizeGB: sizeOf(gb), volumes }),
    },
  };
  return drawing;
}

/** The data table's columns: the size, then each level drawn in the metric's unit. */
export function bvColumns(t: Translate, levels: readonly BvLevelShown[], metric: BvMetric, unit: string): TableColumn[] {
  return [
    { key: 'sizeGB', header: t('charts.bv.table.size') },
    ...levels.map((l) => ({ key: metric === 'iops' ? l.iopsKey : l.mbpsKey, header: `${levelText(t, l.id)} (${unit})` })),
  ];
}
