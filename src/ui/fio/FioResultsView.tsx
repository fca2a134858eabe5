/**
 * fio's results read back against the plan: measured and planned side by side, how far apart
 * they are, the plan's binding limit, and what usually explains a gap (codes from the engine,
 * in the reader's language). A file that is not a usable fio result is named with its problem.
 */
import type { Calibration } from '../../engine/index.ts';
import type { FioComparison } from '../../engine/fio/index.ts';
import type { View } from '../../store/contract.ts';
import type { OpenDesign } from './testBundle.ts';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { useFormat } from '../results/format.ts';
import { useT } from '../i18n/useT.ts';

export interface GoodRead {
  readonly comparison: FioComparison;
  readonly explanations: readonly string[];
  /** The run as a calibration (worked out with the rest of the fio code, loaded when used); null when it cannot be one. */
  readonly calibration: Calibration | null;
}

/** The last results that were read, and the problems of the last files that could not be. */
export interface ReadState {
  readonly good: GoodRead | null;
  readonly problems: readonly string[];
  /** The view of the design the last files were run for, when that is another one. */
  readonly otherView?: View;
  /** The design the last files were run for, when it is another of the catalog in use: it can be opened. */
  readonly openDesign?: OpenDesign;
}

/** `onOpened`: after a run's design is opened, what reads the same files again against it. */
export function FioResultsView({ state, onOpened }: { readonly state: ReadState; readonly onOpened?: (view: View) => void }) {
  return (
    <>
      {state.problems.length > 0 && (
        <Problems
          problems={state.problems}
          {...(state.otherView ? { otherView: state.otherView } : {})}
          {...(state.openDesign ? { openDesign: state.openDesign } : {})}
          {...(onOpened ? { onOpened } : {})}
        />
      )}
      {state.good && <Comparison read={state.good} />}
    </>
  );
}

function Problems({
  problems,
  otherView,
  openDesign,
  onOpened,
}: {
  readonly problems: readonly string[];
  readonly otherView?: View;
  readonly openDesign?: OpenDesign;
  readonly onOpened?: (view: View) => void;
}) {
  const t = useT();
  const setView = usePlanStore((s) => s.setView);
  const choose = usePlanStore((s) => s.choose);
  // The run's design in place of the one planned (its view, when that is another), then the
  // same files read again: the run now applies, and can be adopted as the calibration.
  const open = (d: OpenDesign) => {
    for (const [key, design] of Object.entries(d.chosen)) choose(key as keyof typeof d.chosen, design as never);
    if (planStore.getState().view !== d.view) setView(d.view);
    onOpened?.(d.view);
  };
  return (
    <div role="alert" className="fio-problems">
      <p>{t('results.fio.unreadable')}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
      {openDesign && (
        <button type="button" onClick={() => open(openDesign)}>
          {t('results.fio.openRunDesign', { design: openDesign.design })}
        </button>
      )}
      {otherView && (
        <button type="button" onClick={() => setView(otherView)}>
          {t('results.fio.openRunView', { view: t(`common.views.${otherView}`) })}
        </button>
      )}
    </div>
  );
}

function Comparison({ read }: { readonly read: GoodRead }) {
  const t = useT();
  const f = useFormat();
  const c = read.comparison;
  const perf = (p: FioComparison['measured']) =>
    t('results.fio.figures', {
      iops: f.int(p.iops),
      mbps: f.num(p.throughputMBps),
      mean: f.num(p.latencyUs.mean),
      p99: p.latencyUs.p99 === null ? '—' : f.num(p.latencyUs.p99),
    });
  const gap = c.ratio === null ? null : Math.round((c.ratio - 1) * 100);
  return (
    <div className="fio-read" data-testid="fio-comparison">
      <p>
        <strong>{t('results.fio.measured')}</strong> {perf(c.measured)}{' '}
        <span className="results-muted">
          {t('results.fio.from', {
            jobs: t('results.fio.jobsPhrase', { count: c.jobs, n: f.int(c.jobs) }),
            clients: t('results.clients.clientsPhrase', { count: c.clients, n: f.int(c.clients) }),
          })}
        </span>
      </p>
      <p>
        <strong>{t('results.fio.planned')}</strong> {perf(c.planned)}
      </p>
      <p data-verdict={c.verdict}>
        {gap === null ? t('results.fio.noRatio') : t(`results.fio.verdict.${c.verdict}`, { percent: f.num(Math.abs(gap)) })}{' '}
        {t('results.fio.binding', { limit: t(`results.limit.${c.bindingLimit}`) })}
      </p>
      {read.explanations.length > 0 && (
        <ul>
          {read.explanations.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      <Adopt comparison={c} calibration={read.calibration} />
    </div>
  );
}

/**
 * "Adopt as calibration": the run becomes part of the scenario (its link, export and saved
 * copies), and the plan uses its measured latency for the design it tested (the note under
 * the answer says what that changes, and drops it again).
 */
function Adopt({ comparison, calibration }: { readonly comparison: FioComparison; readonly calibration: Calibration | null }) {
  const t = useT();
  const f = useFormat();
  const setCalibration = usePlanStore((s) => s.setCalibration);
  const current = usePlanStore((s) => s.scenario.calibration);
  if (!calibration) return <p>{t('results.fio.cannotAdopt', { latency: f.num(comparison.measured.latencyUs.mean) })}</p>;
  const adopted =
    current !== undefined &&
    current.service === calibration.service &&
    current.design === calibration.design &&
    current.latencyUs === calibration.latencyUs &&
    current.runDate === calibration.runDate;
  const params = { design: calibration.design, latency: f.num(calibration.latencyUs / 1000) };
  return adopted ? (
    <p className="fio-adopted" role="status">
      {t('results.fio.adopted', params)}
    </p>
  ) : (
    <p>
      <button type="button" onClick={() => setCalibration(calibration)}>
        {t('results.fio.adopt')}
      </button>{' '}
      <span className="results-muted">{t('results.fio.adoptHint', params)}</span>
    </p>
  );
}
