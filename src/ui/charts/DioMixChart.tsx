/**
 * Dense I/O: front-end IOPS by read share for the chosen RAID level, on the SLA floor (what
 * OCI guarantees) and on the typical figures (measured or extrapolated), with the requirement.
 */
import { useMemo, useState } from 'react';
import type { DioMixCurve } from '../../engine/index.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { useChartFormat } from './format.ts';
import { ioSizeText } from './units.ts';
import { SeriesPicker } from './MetricToggle.tsx';
import { defaultShapes, dioColumns, dioMixSpec, dioShapesShown } from './specs/dioMix.ts';
import { XYChart } from './XYChart.tsx';
import { useYourPoint } from './YourRun.tsx';
import { usePlanStore } from '../../store/planStore.ts';
import { useT } from '../i18n/useT.ts';

export { defaultShapes, plannedPoint } from './specs/dioMix.ts';

export interface DioMixChartProps {
  readonly data: DioMixCurve;
  readonly height?: number;
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
  const shapes = useMemo(() => dioShapesShown(data, shown), [data, shown]);
  const unit = t('charts.units.iops');
  const choose = usePlanStore((s) => s.choose);
  // The user's fio run, at the workload's read share: the IOPS the RAID set delivered.
  const yours = useYourPoint('dense-io', data.catalog, (run) => (run.design.dio ? { x: run.design.readPercent, y: run.measured.iops } : null), unit);

  const figure = useMemo(
    () => dioMixSpec({ data, shapes, yours, unit, t, f, choose: (design) => choose('denseIo', design) }),
    [data, shapes, yours, unit, t, f, choose],
  );
  const columns = dioColumns(t, data, shapes);
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
