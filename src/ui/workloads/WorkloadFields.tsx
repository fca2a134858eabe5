/**
 * The open workload's own settings under the list: its name (a name another workload has is
 * refused, with the reason beside the field, and the typed text stays), the service that carries
 * it, and what it shares: its own File Storage mount targets, a host, a Lustre file system.
 */
import { useId, useState, type FormEvent } from 'react';
import { usePlanStore } from '../../store/planStore.ts';
import { WORKLOAD_SERVICES, nameProblem, type WorkloadEntry, type WorkloadService } from '../../store/workloads.ts';
import { useT } from '../i18n/useT.ts';

export function WorkloadFields({ index, workload }: { readonly index: number; readonly workload: WorkloadEntry }) {
  const t = useT();
  const ids = { name: useId(), nameError: useId(), service: useId() };
  const workloads = usePlanStore((s) => s.workloads);
  const rename = usePlanStore((s) => s.renameWorkload);
  const setOptions = usePlanStore((s) => s.setWorkloadOptions);
  const [name, setName] = useState(workload.name);
  const [problem, setProblem] = useState<ReturnType<typeof nameProblem>>(null);

  const commitName = () => {
    if (name === workload.name) return setProblem(null);
    const p = nameProblem(workloads, name, index);
    setProblem(p);
    if (!p) rename(index, name);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    commitName();
  };
  const service = workload.service;
  const fss = service === 'file-storage' || service === 'cheapest';
  const hosted = service === 'block-volume' || service === 'dense-io' || service === 'cheapest';
  const lustre = service === 'lustre' || service === 'cheapest';

  return (
    <form className="workload-fields" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={ids.name}>{t('workloads.name')}</label>
        <input
          id={ids.name}
          type="text"
          value={name}
          maxLength={120}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.nameError : undefined}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            commitName();
          }}
          onBlur={commitName}
        />
        {problem && (
          <p id={ids.nameError} className="field-error" role="alert">
            {t(`workloads.nameProblem.${problem}`)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.service}>{t('workloads.service')}</label>
        <select id={ids.service} value={service} onChange={(e) => setOptions(index, { service: e.currentTarget.value as WorkloadService })}>
          {WORKLOAD_SERVICES.map((s) => (
            <option key={s} value={s}>
              {s === 'cheapest' ? t('workloads.services.cheapest') : t(`common.views.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {fss && (
        <div className="field field-flag">
          <label>
            <input
              type="checkbox"
              checked={workload.dedicatedMountTargets === true}
              onChange={(e) => setOptions(index, { dedicatedMountTargets: e.currentTarget.checked })}
            />{' '}
            {t('workloads.dedicated')}
          </label>
        </div>
      )}
      {hosted && (
        <SharedName label={t('workloads.host')} hint={t('workloads.hostHint')} value={workload.host} onCommit={(host) => setOptions(index, { host })} />
      )}
      {lustre && (
        <SharedName
          label={t('workloads.lustreFileSystem')}
          hint={t('workloads.lustreHint')}
          value={workload.lustreFileSystem}
          onCommit={(lustreFileSystem) => setOptions(index, { lustreFileSystem })}
        />
      )}
    </form>
  );
}

/** A name the workload shares with others (a host, a Lustre file system), taken as it is left. */
function SharedName({
  label,
  hint,
  value,
  onCommit,
}: {
  readonly label: string;
  readonly hint: string;
  readonly value: string | undefined;
  readonly onCommit: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" maxLength={80} defaultValue={value ?? ''} aria-describedby={hintId} onBlur={(e) => onCommit(e.currentTarget.value)} />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
    </div>
  );
}
