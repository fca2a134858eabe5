/**
 * File Storage's mount-target chart as data (`FssScalingChart.tsx` draws it): what 1..N mount
 * targets of each type deliver for the requirement's workload shape, the requirement, the
 * recommended design, the paper's measurements and the user's fio run.
 */
import type { CurveRow, FssMeasuredPoint, FssMountTargetCurve } from '../../../engine/index.ts';
import type { MountTargetType } from '../../../catalog/types.ts';
import type { Translate } from '../../i18n/useT.ts';
import type { TableColumn } from '../DataTable.tsx';
import { logDomain, logTicks, type ChartFormat } from '../format.ts';
import type { LegendItem } from '../legend.tsx';
import { REQUIREMENT_DASH, seriesStyle } from '../palette.ts';
import { linearTicks } from '../ticks.ts';
import { ioSizeText } from '../units.ts';
import type { XYDrawing, XYMark } from '../xySpec.ts';
import { recommendedLegend, recommendedMark, recommendedWord } from './recommended.ts';
import { yourRunMark, type YourPoint } from './yourRun.ts';

export type FssMetric = 'throughput' | 'iops';

const MEASURED_COLOR = 'currentColor';

/** One of the paper's measurements, in words. */
export function fssMeasuredLabel(t: Translate, m: FssMeasuredPoint): string {
  return t('charts.fss.measuredPoint', {
    type: t(`charts.mountTargets.${m.type}`),
    ioSize: ioSizeText(m.ioSizeKiB),
    clients: m.clients,
    count: m.mountTargets,
  });
}

export interface FssSpecInput {
  readonly data: FssMountTargetCurve;
  readonly metric: FssMetric;
  readonly yours: YourPoint | null;
  /** The metric's unit, in words. */
  readonly unit: string;
  readonly t: Translate;
  readonly f: ChartFormat;
  /** Weigh a mount-target type at a count instead of the recommendation. */
  readonly choose: (design: { mountTargetType: MountTargetType; mountTargets: number }) => void;
}

/** The drawing: curve, words and number format in, spec out. Log axis: a zero (nothing delivered) is left out. */
export function fssScalingSpec({ data, metric, yours, unit, t, f, choose }: FssSpecInput): XYDrawing {
  const valueOf = (p: { throughputMBps: number; backendIops: number }) => (metric === 'throughput' ? p.throughputMBps : p.backendIops);
  const required = valueOf(data.required);
  const rec = data.recommended;
  const keyOf = (s: FssMountTargetCurve['types'][number]) => (metric === 'throughput' ? s.throughputKey : s.iopsKey);
  const measuredSizes = [...new Set(data.measurements.map((m) => m.ioSizeKiB))];
  const measured = data.measurements.filter((m) => m.mountTargets <= data.maxMountTargets && valueOf(m) > 0);
  const points = data.types.map((s) =>
    data.rows.map((r) => ((r[keyOf(s)] as number) > 0 ? { x: r.mountTargets as number, y: r[keyOf(s)] as number, marker: 'filled' as const } : null)),
  );
  const domain = logDomain([...points.flatMap((p) => p.map((q) => q?.y ?? 0)), required, ...measured.map(valueOf), ...(yours ? [yours.y] : [])]);
  const xMax = Math.max(data.maxMountTargets, yours?.x ?? 1);
  const recType = rec ? data.types.findIndex((s) => s.type === rec.type) : -1;
  const requiredText = t('charts.common.required', { value: f.num(required), unit });
  const legend: LegendItem[] = [
    ...data.types.map((s, i) => ({ label: t(`charts.mountTargets.${s.type}`), ...seriesStyle(i), toggles: s.type })),
    { label: requiredText, color: 'currentColor', dash: REQUIREMENT_DASH },
    ...(rec ? [recommendedLegend(t, rec)] : []),
    ...measuredSizes.map((io, i) => ({
      label: t('charts.fss.measuredSeries', { ioSize: ioSizeText(io) }),
      color: MEASURED_COLOR,
      marker: i === 0 ? ('diamond' as const) : ('triangle' as const),
      pointOnly: true,
      hollow: true,
      toggles: `published-${io}`,
    })),
    ...(yours ? [yours.legend] : []),
  ];
  const marks: XYMark[] = [
    // The paper's published points: hollow diamonds (the first I/O size) and triangles.
    ...measured.map((m, i) => ({
      key: `m${i}`,
      kind: 'published',
      group: `published-${m.ioSizeKiB}`,
      x: m.mountTargets,
      y: valueOf(m),
      shape: m.ioSizeKiB === measuredSizes[0] ? ('diamond' as const) : ('triangle' as const),
      r: 7,
      fill: 'none',
      stroke: MEASURED_COLOR,
      strokeWidth: 1.75,
      title: fssMeasuredLabel(t, m),
    })),
    ...(yours ? [yourRunMark(yours)] : []),
    ...(rec && valueOf(rec) > 0 ? [recommendedMark(rec.mountTargets, valueOf(rec), seriesStyle(Math.max(0, recType)).color)] : []),
  ];
  const drawing: XYDrawing = {
    title: t('charts.fss.title'),
    legend,
    x: {
      kind: 'linear',
      domain: [1, xMax],
      ticks: xMax <= 16 ? Array.from({ length: xMax }, (_, i) => i + 1) : linearTicks(1, xMax, 5, true),
      text: f.num,
      title: t('charts.fss.xAxis'),
    },
    y: {
      kind: 'log',
      domain,
      ticks: logTicks(domain[0], domain[1]),
      text: f.compact,
      title: t(metric === 'throughput' ? 'charts.fss.yThroughput' : 'charts.fss.yIops'),
    },
    series: data.types.map((s, i) => ({
      key: s.type,
      name: t(`charts.mountTargets.${s.type}`),
      style: seriesStyle(i),
      width: i === recType ? 3.5 : 2,
      connect: true,
      points: points[i]!,
    })),
    references: required > 0 ? [{ key: 'required', y: required, dash: REQUIREMENT_DASH, width: 1.5, label: requiredText }] : [],
    marks,
    label:
      rec && valueOf(rec) > 0
        ? {
            x: rec.mountTargets,
            y: valueOf(rec),
            text: t(`charts.fss.${recommendedWord(rec)}Point`, {
              count: rec.mountTargets,
              type: t(`charts.mountTargets.${rec.type}`),
              value: f.num(valueOf(rec)),
              unit,
            }),
          }
        : undefined,
    readoutX: (n) => t('charts.fss.tooltipCount', { count: n }),
    // Any other type and count on the chart is a design the planner can weigh instead.
    pick: {
      can: (type, n) => Number.isInteger(n) && n >= 1 && !(rec && rec.type === type && rec.mountTargets === n),
      text: (type, n) => t('charts.fss.evaluate', { count: n, type: t(`charts.mountTargets.${type}`) }),
      onPick: (type, n) => choose({ mountTargetType: type as MountTargetType, mountTargets: n }),
    },
    readoutY: (v) => `${f.num(v)} ${unit}`,
  };
  return drawing;
}

/** The data table's columns: the count, then each type's throughput and backend IOPS. */
export function fssColumns(t: Translate, data: FssMountTargetCurve): TableColumn[] {
  return [
    { key: 'mountTargets', header: t('charts.fss.table.mountTargets') },
    ...data.types.flatMap((s) => [
      { key: s.throughputKey, header: t('charts.fss.table.throughput', { type: t(`charts.mountTargets.${s.type}`) }) },
      { key: s.iopsKey, header: t('charts.fss.table.backendIops', { type: t(`charts.mountTargets.${s.type}`) }) },
    ]),
  ];
}

/** The paper's measurements as a second table: its rows and columns. */
export function fssMeasuredTable(t: Translate, data: FssMountTargetCurve): { rows: CurveRow[]; columns: TableColumn[] } {
  const rows: CurveRow[] = data.measurements.map((m) => ({
    label: fssMeasuredLabel(t, m),
    mountTargets: m.mountTargets,
    clients: m.clients,
    throughputMBps: m.throughputMBps,
    backendIops: m.backendIops,
  }));
  const columns: TableColumn[] = [
    { key: 'label', header: t('charts.fss.table.measurement'), kind: 'text' },
    { key: 'mountTargets', header: t('charts.fss.table.mountTargets') },
    { key: 'clients', header: t('charts.fss.table.clients') },
    { key: 'throughputMBps', header: t('charts.fss.table.measuredThroughput') },
    { key: 'backendIops', header: t('charts.fss.table.measuredIops') },
  ];
  return { rows, columns };
}
