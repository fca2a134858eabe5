/**
 * The first screen's part of a plan of several workloads (issue 26): with one workload, its name
 * and an "Add a workload" button above the form (issue 37: the one workload can be named); with two or more,
 * the list (WorkloadList) and the plan (PlanPanel), both fetched only then.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { DEFAULT_WORKLOAD_NAME, nameProblem } from '../../store/workloads.ts';
import { describedBy, FieldShell, fieldIds } from '../form/FieldShell.tsx';
import { usePlanStore } from '../../store/planStore.ts';
import { useT } from '../i18n/useT.ts';
import { PanelBoundary } from '../layout/ErrorBoundary.tsx';

const WorkloadList = lazy(() => import('./WorkloadList.tsx'));
const PlanPanel = lazy(() => import('./PlanPanel.tsx'));

/**
 * The name of a plan's only workload, as the list names each of several (the same rules: a
 * name is needed, and kept as typed with its problem beside it until it is one).
 */
function FirstWorkloadName() {
  const t = useT();
  const ids = fieldIds(useId());
  const stored = usePlanStore((s) => s.workloads[0]?.name ?? '');
  const rename = usePlanStore((s) => s.renameWorkload);
  // The store's own default name is not the reader's words: an empty box with it as placeholder
  // (in the reader's language), until a name is given.
  const shownText = (name: string) => (name === DEFAULT_WORKLOAD_NAME ? '' : name);
  const [text, setText] = useState(() => shownText(stored));
  const [shownFor, setShownFor] = useState(stored);
  if (stored !== shownFor) {
    setShownFor(stored);
    setText(shownText(stored));
  }
  const [problem, setProblem] = useState<ReturnType<typeof nameProblem>>(null);
  const commit = () => {
    if (text === shownText(stored)) return setProblem(null);
    const p = nameProblem([], text, 0);
    setProblem(p);
    if (!p) rename(0, text);
  };
  const error = problem ? t(`workloads.nameProblem.${problem}`) : undefined;
  return (
    <FieldShell ids={ids} label={t('workloads.name')} error={error}>
      <input
        id={ids.input}
        type="text"
        value={text}
        placeholder={t('workloads.defaultName', { n: 1 })}
        maxLength={120}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(ids, undefined, error)}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          commit();
        }}
        onBlur={commit}
      />
    </FieldShell>
  );
}

/** Above the form: the first workload's name and the add button, or the list once there are two workloads. */
export function WorkloadsBar() {
  const t = useT();
  const count = usePlanStore((s) => s.workloads.length);
  const add = usePlanStore((s) => s.addWorkload);
  if (count < 2) {
    return (
      <div className="workloads-bar">
        <FirstWorkloadName />
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
