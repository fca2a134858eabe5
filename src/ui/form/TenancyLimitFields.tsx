/**
 * "Your tenancy's limits" (issue 36 item 6): the tenancy's own per-AD limit of each mount-target
 * type, as the customer's console shows it. Each field's placeholder is the default the planner
 * otherwise assumes, and its hint names the page that default comes from; a sentence says which
 * of the two published Standard figures is assumed.
 */
import { useTranslation } from 'react-i18next';
import { catalog, fss } from '../../engine/index.ts';
import { TENANCY_PREFIX } from '../../store/fields.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { NumberField } from './NumberField.tsx';

/** The default per-AD limit of a type in the edition the form plans on, with the title of its page; null where none is given. */
function defaultOf(catalogId: string | undefined, type: (typeof catalog.mountTargetTypes)[number]) {
  const edition = catalog.fssEditions[(catalogId ?? catalog.defaultFssEditionId) as keyof typeof catalog.fssEditions];
  if (!edition || edition.kind !== 'mount-target') return null;
  const quota = fss.serviceQuotaFor(edition, type);
  return quota ? { value: quota.value, source: catalog.sources[quota.source].title } : null;
}

export function TenancyLimitFields() {
  const { t } = useTranslation();
  const catalogId = usePlanStore((s) => s.scenario.catalogs?.fileStorage);
  return (
    <div className="tenancy-limits" role="group" aria-labelledby="tenancy-limits-title">
      <p className="field-label" id="tenancy-limits-title">
        {t('form.tenancyLimits.title')}
      </p>
      <p className="field-hint">
        {t('form.tenancyLimits.assumed', { limits: catalog.sources['S-LIMITS'].title, standard: defaultOf(catalogId, 'standard')?.value ?? '—' })}
      </p>
      {catalog.mountTargetTypes.map((type) => {
        const d = defaultOf(catalogId, type);
        return (
          <NumberField
            key={type}
            id={TENANCY_PREFIX + type}
            label={t('form.tenancyLimits.label', { type: t(`form.choices.mountTargetType.${type}`) })}
            hint={d ? t('form.tenancyLimits.hint', { value: d.value, source: d.source }) : t('form.tenancyLimits.hintNone')}
            {...(d ? { placeholder: String(d.value) } : {})}
          />
        );
      })}
    </div>
  );
}
