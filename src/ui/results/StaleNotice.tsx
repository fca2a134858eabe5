/**
 * While a form field holds a value the planner cannot use, the results show the plan for the
 * last valid input: this notice says so at the top, names the values the plan (and the link
 * and the export) carry for the fields in error, and which fields to fix.
 */
import { usePlanStore } from '../../store/planStore.ts';
import { findField, METADATA_PREFIX, readRequirement, unitOf } from '../../store/fields.ts';
import { formatFieldText } from '../../store/fieldText.ts';
import { formatReadable } from '../i18n/index.ts';
import { useT } from '../i18n/useT.ts';
import { useTranslation } from 'react-i18next';

function fieldLabel(t: ReturnType<typeof useT>, id: string): string {
  return id.startsWith(METADATA_PREFIX) ? id.slice(METADATA_PREFIX.length).toUpperCase() : t(`form.fields.${id}.label`);
}

export function StaleNotice() {
  const t = useT();
  const { i18n } = useTranslation();
  const errors = usePlanStore((s) => s.errors);
  const units = usePlanStore((s) => s.units);
  const requirement = usePlanStore((s) => s.scenario.requirement);
  const ids = Object.keys(errors);
  if (ids.length === 0) return null;
  const values = ids.map((id) => {
    const spec = findField(id);
    const value = readRequirement(requirement, id);
    if (!spec || value === undefined) return t('results.stale.valueEmpty', { field: fieldLabel(t, id) });
    const unit = unitOf(spec, units[id]);
    const shown = typeof value === 'number' ? formatReadable(Number(formatFieldText(spec, value, units[id])), i18n.language) : String(value);
    return t('results.stale.value', { field: fieldLabel(t, id), value: shown, unit: unit?.symbol ?? '' }).trim();
  });
  const sep = t('results.verdict.separator');
  return (
    <div className="stale-notice" role="status" data-testid="stale-notice">
      <strong>{t('results.stale.title')}</strong> {t('results.stale.showing', { values: values.join(sep) })}{' '}
      {t('results.stale.fix', { fields: ids.map((id) => fieldLabel(t, id)).join(sep) })} {t('results.stale.carries')}
    </div>
  );
}
