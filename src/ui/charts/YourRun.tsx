/**
 * "Measured by you": the fio run read back under an answer (src/store/measured.ts), drawn on
 * the chart of the service it tested, at the design it tested, beside the model's curves and
 * the published measurements. A filled square, named with the day of the run.
 */
import { useMemo } from 'react';
import type { FioComparison } from '../../engine/fio/index.ts';
import type { ServiceId } from '../../engine/index.ts';
import { useMeasuredRun } from '../../store/measured.ts';
import { useT } from '../i18n/useT.ts';
import { useFormat } from '../results/format.ts';
import type { YourPoint } from './specs/yourRun.ts';

export { yourRunMark, type YourPoint } from './specs/yourRun.ts';

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
  const at = run && run.design.service === service && run.design.catalog === catalog ? place(run) : null;
  const ok = !!at && at.y > 0 && Number.isFinite(at.x) && Number.isFinite(at.y);
  const x = ok ? at.x : NaN;
  const y = ok ? at.y : NaN;
  const runDate = run?.runDate;
  // The same object while the run and its place stay: a chart's drawing is memoized on it.
  return useMemo(() => {
    if (!ok) return null;
    const name = runDate ? t('charts.yourRun.seriesDated', { date: f.day(runDate) }) : t('charts.yourRun.series');
    return {
      x,
      y,
      label: t('charts.yourRun.point', { name, value: f.num(y), unit }),
      legend: { label: name, color: 'currentColor', marker: 'square', pointOnly: true, toggles: 'your-run' },
    };
  }, [ok, x, y, runDate, unit, t, f]);
}
