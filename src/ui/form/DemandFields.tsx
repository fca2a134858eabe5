/**
 * What the workload asks, one way or the other: read and write throughput and IOPS, or a total
 * of each and the share that is reads ("150,000 IOPS at 70% reads"). Switching converts the
 * figures (the store's `setDemandWay`); the scenario and the link keep the way chosen.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemandWay } from '../../store/contract.ts';
import { convertDemand } from '../../store/demandWay.ts';
import { planStore, usePlanStore } from '../../store/planStore.ts';
import { formatReadable } from '../i18n/index.ts';
import { NumberField } from './NumberField.tsx';

const ways: readonly DemandWay[] = ['split', 'total'];

export function DemandFields() {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const errorId = useId();
  const way = usePlanStore((s) => s.demandWay);
  const setDemandWay = usePlanStore((s) => s.setDemandWay);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: DemandWay) => {
    const done = setDemandWay(next);
    if (done.ok) return setProblem(null);
    const converted = convertDemand(planStore.getState().scenario.requirement, next);
    setProblem(
      converted.ok
        ? done.message
        : t('form.demandWay.sharesDiffer', {
            mbps: formatReadable(converted.mbpsSharePercent, i18n.language),
            iops: formatReadable(converted.iopsSharePercent, i18n.language),
          }),
    );
  };
  return (
    <>
      <fieldset className="field demand-way" aria-describedby={problem ? errorId : undefined}>
        <legend className="field-label">{t('form.demandWay.label')}</legend>
        {ways.map((w) => (
          <span key={w} className="demand-way-choice">
            <input id={`${ids}-${w}`} type="radio" name="demandWay" value={w} checked={way === w} onChange={() => choose(w)} />
            <label htmlFor={`${ids}-${w}`}>{t(`form.demandWay.${w}`)}</label>
          </span>
        ))}
        {problem ? (
          <p className="field-error" id={errorId} role="alert">
            <span aria-hidden="true" className="icon">
              ⚠{' '}
            </span>
            {problem}
          </p>
        ) : null}
      </fieldset>
      {way === 'total' ? (
        <>
          <NumberField id="totalMBps" />
          <NumberField id="totalIops" symbol={t('form.unitSymbols.totalIops')} />
          <NumberField id="readSharePercent" symbol={t('form.unitSymbols.readSharePercent')} />
        </>
      ) : (
        <>
          <NumberField id="readMBps" />
          <NumberField id="writeMBps" />
          <NumberField id="readIops" symbol={t('form.unitSymbols.readIops')} />
          <NumberField id="writeIops" symbol={t('form.unitSymbols.writeIops')} />
        </>
      )}
    </>
  );
}
