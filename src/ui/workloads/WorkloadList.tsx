/**
 * The plan's workloads (issue 26), shown once there are two or more: open one in the form, move
 * it (buttons, or Alt+Up / Alt+Down on its name), duplicate, remove, add; under the list the open
 * workload's name, service and sharing. A workload with a field in error is marked; the others
 * keep their answers. Every control has a name that says which workload it acts on.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePlanStore } from '../../store/planStore.ts';
import type { WorkloadEntry } from '../../store/workloads.ts';
import { useT } from '../i18n/useT.ts';
import { WorkloadFields } from './WorkloadFields.tsx';
import './workloads.css';

function hasErrors(w: WorkloadEntry, current: boolean, formErrors: boolean): boolean {
  return current ? formErrors : Object.keys(w.held?.errors ?? {}).length > 0;
}

export default function WorkloadList() {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const workloads = usePlanStore((s) => s.workloads);
  const current = usePlanStore((s) => s.currentWorkload);
  const formErrors = usePlanStore((s) => Object.keys(s.errors).length > 0);
  const addWorkload = usePlanStore((s) => s.addWorkload);
  const duplicateWorkload = usePlanStore((s) => s.duplicateWorkload);
  const removeWorkload = usePlanStore((s) => s.removeWorkload);
  const moveWorkload = usePlanStore((s) => s.moveWorkload);
  const selectWorkload = usePlanStore((s) => s.selectWorkload);
  const [said, say] = useState('');
  const openButtons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // After a move or removal the focus goes back to the workload it was on (or the add button).
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfter.current;
    if (id === null) return;
    focusAfter.current = null;
    (openButtons.current.get(id) ?? addButton.current)?.focus();
  }, [workloads]);
  const setFocusId = (id: string) => {
    focusAfter.current = id;
  };

  const move = (i: number, to: number) => {
    const w = workloads[i];
    if (!w || to < 0 || to >= workloads.length) return;
    moveWorkload(i, to);
    say(t('workloads.moved', { name: w.name, place: to + 1, count: workloads.length }));
    setFocusId(w.id);
  };
  const remove = (i: number) => {
    const w = workloads[i]!;
    const next = workloads[i + 1] ?? workloads[i - 1];
    if (!removeWorkload(i).ok) return;
    say(t('workloads.removed', { name: w.name }));
    setFocusId(next?.id ?? '');
  };
  const onKey = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
  };

  return (
    <section className="workloads" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workloads.listHeading')}</h3>
      <p id={hintId} className="results-muted">
        {t('workloads.listHint')}
      </p>
      <ol className="workload-list">
        {workloads.map((w, i) => {
          const isCurrent = i === current;
          const invalid = hasErrors(w, isCurrent, formErrors);
          return (
            <li key={w.id} className={`workload-item${isCurrent ? ' is-current' : ''}${invalid ? ' is-invalid' : ''}`} data-testid="workload-item">
              <button
                type="button"
                className="workload-open"
                ref={(el) => {
                  if (el) openButtons.current.set(w.id, el);
                  else openButtons.current.delete(w.id);
                }}
                aria-current={isCurrent ? 'true' : undefined}
                aria-describedby={hintId}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onClick={() => selectWorkload(i)}
                onKeyDown={onKey(i)}
              >
                <span className="workload-name">{w.name}</span>
                {isCurrent && <span className="workload-tag"> ({t('workloads.current')})</span>}
                {invalid && <span className="workload-tag workload-error"> ({t('workloads.invalid')})</span>}
              </button>
              <span className="workload-tools">
                <button type="button" aria-label={t('workloads.moveUp', { name: w.name })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  aria-label={t('workloads.moveDown', { name: w.name })}
                  disabled={i === workloads.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  aria-label={t('workloads.duplicate', { name: w.name })}
                  onClick={() => duplicateWorkload(i, t('workloads.copyName', { name: w.name }))}
                >
                  <span aria-hidden="true">{t('workloads.duplicateShort')}</span>
                </button>
                <button type="button" aria-label={t('workloads.remove', { name: w.name })} onClick={() => remove(i)}>
                  <span aria-hidden="true">×</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" data-testid="workloads-said">
        {said}
      </p>
      <button type="button" ref={addButton} onClick={() => addWorkload(t('workloads.defaultName', { n: workloads.length + 1 }))}>
        {t('workloads.add')}
      </button>
      {workloads[current] && <WorkloadFields key={workloads[current].id} index={current} workload={workloads[current]} />}
    </section>
  );
}
