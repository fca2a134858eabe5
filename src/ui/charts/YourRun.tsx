/**
 * "Measured by you": the fio run read back under an answer (src/store/measured.ts), drawn on
 * the chart of the service it tested, at the design it tested, beside the model's curves and
 * the published measurements. A filled square, named with the day of the run.
 */
import { ReferenceDot } from 'recharts';
import type { FioComparison } from '../../engine/fio/index.ts';
import type { ServiceId } from '../../engine/index.ts';
import { useMeasuredRun } from '../../store/measured.ts';
import { useT } from '../i18n/useT.ts';
import { useFormat } from '../results/format.ts';
import type { LegendItem } from './legend.tsx';

export interface YourPoint {
  readonly x: number;
  readonly y: number;
  /** The point's name: "Measured by you (fio, 23 Nov 2026): 1,830 MB/s". */
  readonly label: string;
  readonly legend: LegendItem;
}

/**
 * The user's run as a point of this chart, or null: only for a run of this service and
 * catalog, and only where `place` can put it (a figure the chart draws).
 */
export function useYourPoint(
  service: ServiceId,
  catalog: string,
  place: (run: FioComparison) => { x: number; y: number } | null,
  unit: string,
): YourPoint | null {
  const run = useMeasuredRun();
  const t = useT();
  const f = useFormat();
  if (!run || run.design.service !== service || run.design.catalog !== catalog) return null;
  const at = place(run);
  if (!at || !(at.y > 0) || !Number.isFinite(at.x) || !Number.isFinite(at.y)) return null;
  const name = run.runDate ? t('charts.yourRun.seriesDated', { date: f.day(run.runDate) }) : t('charts.yourRun.series');
  return {
    ...at,
    label: t('charts.yourRun.point', { name, value: f.num(at.y), unit }),
    legend: { label: name, color: 'currentColor', marker: 'square', pointOnly: true },
  };
}

function YourRunMark({ cx, cy, title }: { readonly cx?: number | undefined; readonly cy?: number | undefined; readonly title: string }) {
  if (cx === undefined || cy === undefined) return <g />;
  return (
    <rect x={cx - 6} y={cy - 6} width={12} height={12} fill="currentColor" data-your-run="">
      <title>{title}</title>
    </rect>
  );
}

/**
 * The point on a recharts chart. A function, not a component: recharts reads its reference
 * elements among the chart's direct children.
 */
export function yourRunDot(yours: YourPoint) {
  return (
    <ReferenceDot
      x={yours.x}
      y={yours.y}
      ifOverflow="extendDomain"
      shape={(p: { cx?: number; cy?: number }) => <YourRunMark cx={p.cx} cy={p.cy} title={yours.label} />}
    />
  );
}
