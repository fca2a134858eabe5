/**
 * The plan of every workload (issue 26), above the results once there are two or more: the
 * total and the verdict, each workload's answer, the monthly cost by service, the File Storage
 * mount targets the workloads share (and which each carries), the limit increases to request,
 * and the bill of materials. Planned from a deferred copy of the plan, so a keystroke in the
 * form repaints first and the plan follows.
 */
import { DeployPanel } from '../deploy/DeployPanel.tsx';
import { memo, useDeferredValue, useEffect, useId, useState } from 'react';
import type { CompareScenario, WorkloadNote, WorkloadsResult } from '../../engine/index.ts';
import { planStore } from '../../store/planStore.ts';
import { planDocument, type WorkloadsDoc } from '../../store/workloads.ts';
import { selectWorkloadsPlan } from '../../store/workloadsPlan.ts';
import { useFormat } from '../results/format.ts';
import { ResultsTable } from '../results/ResultsTable.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import { BillTable } from './BillTable.tsx';
import { limitText, mountTargetText, serviceText, totalsByService } from './billText.ts';
import { groupEntitlementText } from '../results/workloadsText.ts';
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

/** A workload's note in words (`results.engine.workloads.note.<code>`; lists joined). */
function noteText(t: Translate, n: WorkloadNote): string {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(n.params)) params[k] = Array.isArray(v) ? v.join(', ') : k === 'service' ? t(`common.views.${String(v)}`) : v;
  return t(`results.engine.workloads.note.${n.code}`, params);
}

/** Memoized: drawn again only for a new plan. */
export const PlanView = memo(function PlanView({ result }: { readonly result: WorkloadsResult }) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const bill = result.billOfMaterials;
  const notCarried = result.workloads.filter((w) => !w.fits).length;
  const increases = result.limits.filter((l) => l.increaseNeeded);
  const money = (v: number | null) => (v === null ? t('workloads.bill.noPrice') : f.usd(v));
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
      <ResultsTable caption={t('workloads.plan.answers')}>
        <thead>
          <tr>
            <th scope="col">{t('workloads.plan.workload')}</th>
            <th scope="col">{t('workloads.plan.asked')}</th>
            <th scope="col">{t('workloads.plan.carriedBy')}</th>
            <th scope="col">{t('workloads.plan.fits')}</th>
            <th scope="col" className="num">
              {t('workloads.plan.monthlyAlone')}
            </th>
            <th scope="col">{t('workloads.plan.notes')}</th>
          </tr>
        </thead>
        <tbody>
          {result.workloads.map((w) => {
            const cost = w.plan?.cost;
            return (
              <tr key={w.name} className={w.fits ? undefined : 'is-bad'}>
                <th scope="row">{w.name}</th>
                <td>{w.asked === 'cheapest' ? t('workloads.services.cheapest') : t(`common.views.${w.asked}`)}</td>
                <td>{w.service ? t(`common.views.${w.service}`) : t('workloads.plan.none')}</td>
                <td>{w.fits ? t('workloads.plan.yes') : t('workloads.plan.no')}</td>
                <td className="num">{money(cost && cost.complete ? cost.monthlyUSD : null)}</td>
                <td>{w.notes.map((n) => noteText(t, n)).join(' ')}</td>
              </tr>
            );
          })}
        </tbody>
      </ResultsTable>
      <ResultsTable caption={t('workloads.plan.byService')}>
        <thead>
          <tr>
            <th scope="col">{t('workloads.plan.service')}</th>
            <th scope="col" className="num">
              {t('workloads.plan.monthly')}
            </th>
          </tr>
        </thead>
        <tbody>
          {totalsByService(bill).map((s) => (
            <tr key={s.service}>
              <th scope="row">{serviceText(t, s.service)}</th>
              <td className="num">{money(s.monthlyUSD)}</td>
            </tr>
          ))}
        </tbody>
      </ResultsTable>
      {result.fileStorage.mountTargets.length === 0 ? (
        <p className="results-muted">{t('workloads.plan.noMountTargets')}</p>
      ) : (
        <ResultsTable caption={t('workloads.plan.mountTargets')}>
          <thead>
            <tr>
              <th scope="col">{t('workloads.plan.mountTargetType')}</th>
              <th scope="col" className="num">
                {t('workloads.plan.count')}
              </th>
              <th scope="col">{t('workloads.plan.carries')}</th>
              <th scope="col">{t('workloads.plan.peak')}</th>
              <th scope="col" className="num">
                {t('workloads.plan.billedAbove')}
              </th>
            </tr>
          </thead>
          <tbody data-testid="shared-mount-targets">
            {result.fileStorage.mountTargets.map((m, i) => (
              <tr key={`${m.mountTargetType}-${i}`}>
                <th scope="row">
                  {mountTargetText(t, m.mountTargetType)}
                  {m.dedicated && <span className="results-tag"> {t('workloads.plan.dedicatedTag')}</span>}
                </th>
                <td className="num">{f.int(m.mountTargets)}</td>
                <td>{m.workloads.join(', ')}</td>
                <td>
                  {t('workloads.plan.peakValue', {
                    percent: f.pct(m.peakUtilizationPercent / 100),
                    limit: t(`results.limit.${m.bindingLimit}`, { defaultValue: m.bindingLimit }),
                  })}
                </td>
                <td className="num">
                  {money(m.monthlyUSD)}
                  {m.entitlementGB > 0 && <div className="results-muted">{groupEntitlementText(t, f, m)}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </ResultsTable>
      )}
      {increases.length === 0 ? (
        <p className="results-muted">{t('workloads.plan.noIncrease')}</p>
      ) : (
        <ResultsTable caption={t('workloads.plan.limits')}>
          <thead>
            <tr>
              <th scope="col">{t('workloads.plan.limit')}</th>
              <th scope="col" className="num">
                {t('workloads.plan.used')}
              </th>
              <th scope="col" className="num">
                {t('workloads.plan.allowed')}
              </th>
              <th scope="col">{t('workloads.plan.forWorkloads')}</th>
            </tr>
          </thead>
          <tbody>
            {increases.map((l) => (
              <tr key={l.limit}>
                <th scope="row">{limitText(t, l.limit)}</th>
                <td className="num">{f.num(l.used)}</td>
                <td className="num">{l.allowed === null ? t('workloads.plan.noDefault') : f.num(l.allowed)}</td>
                <td>{l.workloads.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </ResultsTable>
      )}
      <BillTable result={result} />
      <DeployPanel view="workloads" />
    </section>
  );
});
