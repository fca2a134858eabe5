/**
 * Block Volume: what one volume of each performance level delivers at the requirement's I/O
 * size as it grows from the smallest to the largest size, with each level's knee marked.
 */
import { useMemo, useState } from 'react';
import type { BvScalingCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { useChartFormat } from './format.ts';
import { MetricToggle, SeriesPicker } from './MetricToggle.tsx';
import { bvColumns, bvLevelsShown, bvScalingSpec, defaultLevels, type BvMetric } from './specs/bvScaling.ts';
import { ioSizeText } from './units.ts';
import { XYChart } from './XYChart.tsx';
import { useYourPoint } from './YourRun.tsx';
import { levelName as levelText } from '../results/engineText.ts';
import { useT } from '../i18n/useT.ts';
import { usePlanStore } from '../../store/planStore.ts';

export { defaultLevels } from './specs/bvScaling.ts';

export interface BvScalingChartProps {
  readonly data: BvScalingCurve;
  readonly height?: number;
}

export function BvScalingChart({ data, height }: BvScalingChartProps) {
  const t = useT();
  // A performance level's name in the reader's language, as the results panels write it.
  const levelName = (id: string) => levelText(t, id);
  const f = useChartFormat();
  const [metric, setMetric] = useState<BvMetric>('iops');
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
  const levels = useMemo(() => bvLevelsShown(data, shown), [data, shown]);
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
  const figure = useMemo(
    () => bvScalingSpec({ data, levels, metric, yours, unit, ioSize, t, f, choose: (design) => choose('blockVolume', design) }),
    [data, levels, metric, yours, unit, ioSize, t, f, choose],
  );
  const columns = bvColumns(t, levels, metric, unit);

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
