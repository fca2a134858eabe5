/**
 * The first screen's part of a plan of several workloads (issue 26): with one workload, a single
 * "Add a workload" button above the form and nothing else (today's screen); with two or more,
 * the list (WorkloadList) and the plan (PlanPanel), both fetched only then.
 */
import { lazy, Suspense } from 'react';
import { usePlanStore } from '../../store/planStore.ts';
import { useT } from '../i18n/useT.ts';
import { PanelBoundary } from '../layout/ErrorBoundary.tsx';

const WorkloadList = lazy(() => import('./WorkloadList.tsx'));
const PlanPanel = lazy(() => import('./PlanPanel.tsx'));

/** Above the form: the add button, or the list once there are two workloads. */
export function WorkloadsBar() {
  const t = useT();
  const count = usePlanStore((s) => s.workloads.length);
  const add = usePlanStore((s) => s.addWorkload);
  if (count < 2) {
    return (
      <div className="workloads-bar">
        <button type="button" onClick={() => add(t('workloads.defaultName', { n: 2 }), t('workloads.defaultName', { n: 1 }))}>
          {t('workloads.add')}
        </button>
      </div>
    );
  }
  return (
    <PanelBoundary>
      <Suspense fallback={<div className="workloads-pending" />}>
        <WorkloadList />
      </Suspense>
    </PanelBoundary>
  );
}

/** Above the results: the plan of every workload, when there are two or more. */
export function WorkloadsPlan() {
  const t = useT();
  const several = usePlanStore((s) => s.workloads.length > 1);
  if (!several) return null;
  return (
    <PanelBoundary>
      <Suspense fallback={<p className="loading">{t('workloads.plan.loading')}</p>}>
        <PlanPanel />
      </Suspense>
    </PanelBoundary>
  );
}
