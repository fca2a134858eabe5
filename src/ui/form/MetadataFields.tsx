/**
 * Metadata operations: a mix preset that fills every rate at once, and an expandable table
 * with one field per NFS operation.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scenario } from '../../engine/index.ts';
import { METADATA_PREFIX } from '../../store/fields.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { formatReadable } from '../i18n/index.ts';
import { matchMetadataMix, metadataMixes } from '../../store/presets.ts';
import { NumberField } from './NumberField.tsx';

export function MetadataFields() {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const hintId = useId();
  const rates = usePlanStore((s) => s.scenario.requirement.metadataOpsPerSecond);
  const setRates = usePlanStore((s) => s.setMetadataRates);
  const mix = matchMetadataMix(rates);
  const total = Object.values(rates ?? {}).reduce((a: number, b) => a + (b ?? 0), 0);
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={selectId}>
          {t('form.metadata.mixLabel')}
        </label>
        <div className="field-control">
          <select id={selectId} value={mix} aria-describedby={hintId} onChange={(e) => setRates(metadataMixes.find((m) => m.id === e.target.value)?.rates)}>
            {metadataMixes.map((m) => (
              <option key={m.id} value={m.id}>
                {t(`form.${m.nameKey}`)}
              </option>
            ))}
            {mix === 'custom' ? (
              <option value="custom" disabled>
                {t('form.metadata.custom')}
              </option>
            ) : null}
          </select>
        </div>
        <p className="field-hint" id={hintId}>
          {t('form.metadata.hint')} {t('form.metadata.total', { count: total, total: formatReadable(total, i18n.language) })}
        </p>
      </div>
      <details className="metadata-table">
        <summary>{t('form.metadata.tableToggle')}</summary>
        <div className="metadata-grid" role="group" aria-label={t('form.metadata.tableCaption')}>
          {scenario.metadataOps.map((op) => (
            <NumberField
              key={op}
              id={METADATA_PREFIX + op}
              label={op.toUpperCase()}
              hint=""
              symbol={t('form.unitSymbols.metadata')}
              className="field-compact"
            />
          ))}
        </div>
      </details>
    </>
  );
}
