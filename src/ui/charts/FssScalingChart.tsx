/**
 * File Storage: what 1..N mount targets of each type deliver for the requirement's workload
 * shape, the requirement, the recommended design and the paper's measurements.
 */
import { useMemo, useState } from 'react';
import type { FssMountTargetCurve, FssScalingCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { DataTable } from './DataTable.tsx';
import { Fss2019Chart } from './Fss2019Chart.tsx';
import { useChartFormat } from './format.ts';
import { MetricToggle } from './MetricToggle.tsx';
import { fssColumns, fssMeasuredTable, fssScalingSpec, type FssMetric } from './specs/fssScaling.ts';
import { XYChart } from './XYChart.tsx';
import { useYourPoint } from './YourRun.tsx';
import { useT } from '../i18n/useT.ts';
import { usePlanStore } from '../../store/planStore.ts';

export interface FssScalingChartProps {
  readonly data: FssScalingCurve;
  readonly height?: number;
}

export function FssScalingChart({ data, height }: FssScalingChartProps) {
  return data.kind === 'capacity-scaled' ? <Fss2019Chart data={data} height={height} /> : <MountTargetChart data={data} height={height} />;
}

function MountTargetChart({ data, height }: { readonly data: FssMountTargetCurve; readonly height?: number | undefined }) {
  const t = useT();
  const f = useChartFormat();
  const [metric, setMetric] = useState<FssMetric>('throughput');
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

  const figure = useMemo(
    () => fssScalingSpec({ data, metric, yours, unit, t, f, choose: (design) => choose('fileStorage', design) }),
    [data, metric, yours, unit, t, f, choose],
  );
  const columns = fssColumns(t, data);
  const measuredTable = fssMeasuredTable(t, data);

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
        measuredTable.rows.length > 0 ? (
          <DataTable caption={t('charts.fss.measuredCaption', { catalog: data.catalog })} columns={measuredTable.columns} rows={measuredTable.rows} />
        ) : undefined
      }
    >
      <XYChart name="fss-scaling" {...figure} height={height ?? 360} />
    </ChartFrame>
  );
}
