/**
 * The fio calibration on screen: a note under the answer saying whether the plan uses the
 * user's measured latency, on which design and workload, and what it changes (or why not),
 * with the action that drops it; and a mark beside each figure it changed ("calibrated from
 * your fio run of 20 Nov 2026"). The figures reach the mark through `CalibrationContext`:
 * the applied calibration of the view's service, or null.
 */
import { createContext, use } from 'react';
import type { CalibratedFigure, CalibrationUse, CompareResult, ServiceId } from '../../engine/index.ts';
import type { View } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { serviceDesignText } from './designText.ts';
import { useFormat } from './format.ts';
import { useT } from '../i18n/useT.ts';

/** The calibration applied to the plan on screen, or null. */
export const CalibrationContext = createContext<CalibrationUse | null>(null);

/** The calibration the view shows: a service's view, its own service's; the comparison, whichever is applied. */
export function calibrationFor(use: CalibrationUse | undefined, view: View): CalibrationUse | null {
  if (!use || use.status !== 'applied') return null;
  return view === 'compare' || view === use.service ? use : null;
}

/** The applied calibration, when it changed `figure` (of `service`'s plan, when given; a service's view shows only its own). */
export function useCalibrated(figure: CalibratedFigure, service?: ServiceId): CalibrationUse | null {
  const c = use(CalibrationContext);
  return c && (service === undefined || c.service === service) && c.touches.includes(figure) ? c : null;
}

/** "calibrated from your fio run of 20 Nov 2026" (or "of your fio run" without a day). */
export function useCalibratedText(): (c: CalibrationUse) => string {
  const t = useT();
  const f = useFormat();
  return (c) => (c.runDate ? t('results.calibration.markDated', { date: f.day(c.runDate) }) : t('results.calibration.mark'));
}

/** The mark beside a figure the calibration changed. */
export function CalibratedMark({ figure, service }: { readonly figure: CalibratedFigure; readonly service?: ServiceId }) {
  const c = useCalibrated(figure, service);
  const text = useCalibratedText();
  return c ? (
    <span className="results-tag calibrated" data-calibrated={figure}>
      {' '}
      {text(c)}
    </span>
  ) : null;
}

/** The note under an answer; nothing when the scenario has no calibration or the view is another service's. */
export function CalibrationNote({ result, view }: { readonly result: CompareResult; readonly view: View }) {
  const c = result.calibration;
  const t = useT();
  const f = useFormat();
  const setCalibration = usePlanStore((s) => s.setCalibration);
  if (!c || (view !== 'compare' && view !== c.service)) return null;
  // The design in words where it is the plan's own; a design the plan no longer has, by its key.
  const current = serviceDesignText(t, f, result, c.service);
  const run = c.runDate ? t('results.calibration.runDated', { date: f.day(c.runDate) }) : t('results.calibration.run');
  const params = {
    run,
    service: t(`results.service.${c.service}`),
    design: c.status === 'applied' ? current : c.design,
    current: c.status === 'applied' || c.currentDesign !== null ? current : '—',
    measured: f.num(c.latencyUs / 1000),
    model: f.num(c.modelLatencyUs / 1000),
    iops: f.int(c.iops),
    mbps: f.num(c.throughputMBps),
  };
  const changes = c.service === 'dense-io' ? 'dio' : c.touches.includes('limit:concurrency') ? 'needAndLimit' : 'need';
  return (
    <div className="calibration-note" data-testid="calibration-note" data-status={c.status} role="note">
      <p>
        <strong>{t(c.status === 'applied' ? 'results.calibration.titleApplied' : 'results.calibration.titleIdle')}</strong>{' '}
        {t(`results.calibration.status.${c.status}`, params)}
        {c.status === 'applied' && <> {t(`results.calibration.changes.${changes}`)}</>}{' '}
        <span className="results-muted">{t('results.calibration.measuredFigures', params)}</span>
      </p>
      <p className="no-print">
        <button type="button" onClick={() => setCalibration(null)}>
          {t('results.calibration.drop')}
        </button>
      </p>
    </div>
  );
}
