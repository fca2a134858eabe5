/**
 * File Storage: what 1..N mount targets of each type deliver for the requirement's workload
 * shape, the requirement, the recommended design and the paper's measurements.
 */
import { useCallback, useMemo, useState } from 'react';
import type { CurveRow, FssMeasuredPoint, FssMountTargetCurve, FssScalingCurve } from '../../engine/index.ts';
import type { MountTargetType } from '../../catalog/types.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { DataTable, type TableColumn } from './DataTable.tsx';
import { Fss2019Chart } from './Fss2019Chart.tsx';
import { logDomain, logTicks, useChartFormat } from './format.ts';
import type { LegendItem } from './legend.tsx';
import { MetricToggle } from './MetricToggle.tsx';
import { REQUIREMENT_DASH, seriesStyle } from './palette.ts';
import { ioSizeText } from './units.ts';
import type { XYMark } from './xySpec.ts';
import { XYChart, type XYChartProps } from './XYChart.tsx';
import { linearTicks } from './ticks.ts';
import { useYourPoint, yourRunMark } from './YourRun.tsx';
import { useT } from '../i18n/useT.ts';
import { usePlanStore } from '../../store/planStore.ts';

type Metric = 'throughput' | 'iops';

export interface FssScalingChartProps {
  readonly data: FssScalingCurve;
  readonly height?: number;
}

export function FssScalingChart({ data, height }: FssScalingChartProps) {
  return data.kind === 'capacity-scaled' ? <Fss2019Chart data={data} height={height} /> : <MountTargetChart data={data} height={height} />;
}

const MEASURED_COLOR = 'currentColor';

function MountTargetChart({ data, height }: { readonly data: FssMountTargetCurve; readonly height?: number | undefined }) {
  const t = useT();
  const f = useChartFormat();
  const [metric, setMetric] = useState<Metric>('throughput');
  const choose = usePlanStore((s) => s.choose);
  const unit = metric === 'throughput' ? t('charts.units.MBps') : t('charts.units.backendIops');
  // The user's fio run, at its design's mount-target count (throughput only: fio counts
  // front-end operations, not the backend IOPS this chart's other metric draws).
  const yours = useYourPoint(
    'file-storage',
    data.catalog,
    (run) => (run.design.fss && metric === 'throughput' ? { x: run.design.fss.mountTargets, y: run.measured.throughputMBps } : null),
    unit,
  );
  const measuredLabel = useCallback(
    (m: FssMeasuredPoint) =>
      t('charts.fss.measuredPoint', { type: t(`charts.mountTargets.${m.type}`), ioSize: ioSizeText(m.ioSizeKiB), clients: m.clients, count: m.mountTargets }),
    [t],
  );

  // Log axis: zero (nothing delivered) has no place on it, so it is left out of the drawing.
  const figure = useMemo(() => {
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
      ...(rec
        ? [
            {
              label: t(rec.chosen ? 'charts.common.chosen' : rec.carries ? 'charts.common.recommended' : 'charts.common.closest'),
              color: 'currentColor',
              marker: 'circle' as const,
              pointOnly: true,
            },
          ]
        : []),
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
        title: measuredLabel(m),
      })),
      ...(yours ? [yourRunMark(yours)] : []),
      ...(rec && valueOf(rec) > 0
        ? [
            {
              key: 'rec',
              kind: 'recommended',
              x: rec.mountTargets,
              y: valueOf(rec),
              shape: 'circle' as const,
              r: 7,
              fill: seriesStyle(Math.max(0, recType)).color,
              stroke: 'currentColor',
              strokeWidth: 2,
            },
          ]
        : []),
    ];
    const drawing: Omit<XYChartProps, 'height' | 'name'> = {
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
              text: t(rec.chosen ? 'charts.fss.chosenPoint' : rec.carries ? 'charts.fss.recommendedPoint' : 'charts.fss.closestPoint', {
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
        onPick: (type, n) => choose('fileStorage', { mountTargetType: type as MountTargetType, mountTargets: n }),
      },
      readoutY: (v) => `${f.num(v)} ${unit}`,
    };
    return drawing;
  }, [data, metric, yours, unit, t, f, measuredLabel, choose]);
  const columns: TableColumn[] = [
    { key: 'mountTargets', header: t('charts.fss.table.mountTargets') },
    ...data.types.flatMap((s) => [
      { key: s.throughputKey, header: t('charts.fss.table.throughput', { type: t(`charts.mountTargets.${s.type}`) }) },
      { key: s.iopsKey, header: t('charts.fss.table.backendIops', { type: t(`charts.mountTargets.${s.type}`) }) },
    ]),
  ];
  const measuredRows: CurveRow[] = data.measurements.map((m) => ({
    label: measuredLabel(m),
    mountTargets: m.mountTargets,
    clients: m.clients,
    throughputMBps: m.throughputMBps,
    backendIops: m.backendIops,
  }));
  const measuredColumns: TableColumn[] = [
    { key: 'label', header: t('charts.fss.table.measurement'), kind: 'text' },
    { key: 'mountTargets', header: t('charts.fss.table.mountTargets') },
    { key: 'clients', header: t('charts.fss.table.clients') },
    { key: 'throughputMBps', header: t('charts.fss.table.measuredThroughput') },
    { key: 'backendIops', header: t('charts.fss.table.measuredIops') },
  ];

  return (
    <ChartFrame
      name={`fss-scaling-${metric}`}
      title={t('charts.fss.title')}
      description={t(
        data.measurements.length
          ? 'charts.fss.description'
          : data.publishesMeasurements
            ? 'charts.fss.descriptionOtherShape'
            : 'charts.fss.descriptionNoMeasured',
        { catalog: data.catalog },
      )}
      rows={data.rows}
      columns={columns}
      tableCaption={t('charts.fss.tableCaption', { catalog: data.catalog })}
      exportLegend={figure.legend}
      height={height ?? 360}
      controls={
        <MetricToggle
          legend={t('charts.common.show')}
          value={metric}
          onChange={setMetric}
          options={[
            { value: 'throughput', label: t('charts.fss.metricThroughput') },
            { value: 'iops', label: t('charts.fss.metricIops') },
          ]}
        />
      }
      extraTable={
        measuredRows.length > 0 ? (
          <DataTable caption={t('charts.fss.measuredCaption', { catalog: data.catalog })} columns={measuredColumns} rows={measuredRows} />
        ) : undefined
      }
    >
      <XYChart name="fss-scaling" {...figure} height={height ?? 360} />
    </ChartFrame>
  );
}
