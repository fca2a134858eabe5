/**
 * The plan of every workload (issue 26), above the results once there are two or more: the
 * total and the verdict, each workload's answer, the monthly cost by service, the File Storage
 * mount targets the workloads share (and which each carries), the limit increases to request,
 * and the bill of materials. Planned from a deferred copy of the plan, so a keystroke in the
 * form repaints first and the plan follows.
 */
import { DeployPanel } from '../deploy/DeployPanel.tsx';
import { memo, useDeferredValue, useEffect, useId, useState } from 'react';
import type { CompareScenario, WorkloadsResult } from '../../engine/index.ts';
import { planStore } from '../../store/planStore.ts';
import { planDocument, type WorkloadsDoc } from '../../store/workloads.ts';
import { selectWorkloadsPlan } from '../../store/workloadsPlan.ts';
import { useFormat } from '../results/format.ts';
import { useT } from '../i18n/useT.ts';
import { BillTable } from './BillTable.tsx';
import { LimitIncreases, PlanAnswers, PlanByService, SharedMountTargets } from './PlanTables.tsx';
import '../results/results.css';
import './workloads.css';

/** How long typing must pause before the plan of every workload is computed again, ms. */
export const PLAN_SETTLE_MS = 250;

/**
 * The plan's document once it has held still for `ms` (the first at once): planning every
 * workload costs several times one comparison, so a keystroke repaints the form and the open
 * workload's answer first, and the plan follows when typing pauses. Read from the store in a
 * subscription of its own, so a keystroke does not render the panel at all until then (issue 38).
 */
function useSettledDocument(ms: number): CompareScenario | WorkloadsDoc {
  const [settled, setSettled] = useState(() => planDocument(planStore.getState()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A change while the panel mounted, then every later one.
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(planDocument(planStore.getState())), ms);
    };
    settle();
    const unsubscribe = planStore.subscribe((s, prev) => {
      if (planDocument(s) !== planDocument(prev)) settle();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [ms]);
  return settled;
}

export default function PlanPanel() {
  const t = useT();
  const deferred = useDeferredValue(useSettledDocument(PLAN_SETTLE_MS));
  if (deferred.service !== 'workloads') return null;
  const planned = selectWorkloadsPlan(deferred as WorkloadsDoc);
  if (!planned.ok) {
    return (
      <p className="results-note" role="status">
        {t('workloads.plan.unreadable', { reason: planned.message })}
      </p>
    );
  }
  return <PlanView result={planned.result} />;
}

/** Memoized: drawn again only for a new plan. */
export const PlanView = memo(function PlanView({ result }: { readonly result: WorkloadsResult }) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const bill = result.billOfMaterials;
  const notCarried = result.workloads.filter((w) => !w.fits).length;
  return (
    <section className="plan-panel" aria-labelledby={headingId} data-testid="plan-panel">
      <h2 id={headingId}>{t('workloads.plan.heading', { count: result.workloads.length })}</h2>
      <p className="plan-total" data-testid="plan-total">
        {bill.totalMonthlyUSD === null ? t('workloads.plan.noTotal') : t('workloads.plan.total', { cost: f.usd(bill.totalMonthlyUSD) })}
      </p>
      <p className={notCarried > 0 ? 'plan-verdict is-bad' : 'plan-verdict'}>
        {notCarried > 0 ? t('workloads.plan.notAllFit', { count: notCarried }) : t('workloads.plan.allFit')}
      </p>
      {result.assumptions.map((a) => (
        <p key={a} className="results-muted">
          {t(`results.engine.workloads.assumption.${a}`)}
        </p>
      ))}
      <PlanAnswers result={result} />
      <PlanByService result={result} />
      <SharedMountTargets result={result} />
      <LimitIncreases result={result} />
      <BillTable result={result} />
      <DeployPanel view="workloads" />
    </section>
  );
});
