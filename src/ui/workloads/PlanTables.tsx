/**
 * The plan's tables (issue 26), one component each: every workload's answer, the monthly cost
 * by service, the File Storage mount targets the workloads share, and the limit increases to
 * request. `PlanView` (PlanPanel.tsx) lays them out.
 */
import type { WorkloadNote, WorkloadsResult } from '../../engine/index.ts';
import { useFormat } from '../results/format.ts';
import { ResultsTable } from '../results/ResultsTable.tsx';
import { groupEntitlementText } from '../results/workloadsText.ts';
import { useT, type Translate } from '../i18n/useT.ts';
import { limitText, mountTargetText, serviceText, totalsByService } from './billText.ts';

interface PlanProps {
  readonly result: WorkloadsResult;
}

/** A monthly figure in dollars, or the words for a price the catalog lacks. */
function useMoney() {
  const t = useT();
  const f = useFormat();
  return (v: number | null) => (v === null ? t('workloads.bill.noPrice') : f.usd(v));
}

/** A workload's note in words (`results.engine.workloads.note.<code>`; lists joined). */
function noteText(t: Translate, n: WorkloadNote): string {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(n.params)) params[k] = Array.isArray(v) ? v.join(', ') : k === 'service' ? t(`common.views.${String(v)}`) : v;
  return t(`results.engine.workloads.note.${n.code}`, params);
}

/** Each workload: what it asked, the service that carries it, whether it fits, its cost alone, its notes. */
export function PlanAnswers({ result }: PlanProps) {
  const t = useT();
  const money = useMoney();
  return (
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
  );
}

/** The monthly cost of the plan by service. */
export function PlanByService({ result }: PlanProps) {
  const t = useT();
  const money = useMoney();
  const bill = result.billOfMaterials;
  return (
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
  );
}

/** The File Storage mount targets the workloads share, and which each carries. */
export function SharedMountTargets({ result }: PlanProps) {
  const t = useT();
  const f = useFormat();
  const money = useMoney();
  return result.fileStorage.mountTargets.length === 0 ? (
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
  );
}

/** The service limits the plan needs raised. */
export function LimitIncreases({ result }: PlanProps) {
  const t = useT();
  const f = useFormat();
  const increases = result.limits.filter((l) => l.increaseNeeded);
  return increases.length === 0 ? (
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
  );
}
