/**
 * "from measurements" beside a field the import filled (issue 24), with where the figure came
 * from (files, metrics, statistic, window) as its tooltip and its description; gone once the
 * user changes the field (the store drops it from `measured.fields`).
 */
import { useTranslation } from 'react-i18next';
import type { CompareScenario } from '../../engine/index.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { measuredNamesOf } from '../../store/provenance.ts';

type Measured = NonNullable<CompareScenario['measured']>;

const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The sentence saying where a measured field came from, '' when the field is the user's. */
export function useMeasuredDescription(fieldId: string): string {
  const { t } = useTranslation();
  const measured = usePlanStore((s) => s.scenario.measured);
  if (!measured || !measuredNamesOf(fieldId).some((f) => measured.fields.includes(f))) return '';
  return describe(t, measured);
}

function describe(t: (key: string, params?: Record<string, unknown>) => string, m: Measured): string {
  const list = (items: readonly string[]) => items.join(t('form.preset.listSeparator'));
  return t('form.measured.description', {
    statistic: t(`form.measured.statistic.${m.statistic}`),
    metrics: list(m.metrics),
    files: list(m.files.map((f) => f.name)),
    from: minute(m.from),
    to: minute(m.to),
    basis: t(`form.measured.basis.${m.basis}`),
  });
}

/** The mark itself; `id` lets the field's control name it in aria-describedby. */
export function MeasuredMark({ id, description }: { readonly id: string; readonly description: string }) {
  const { t } = useTranslation();
  if (!description) return null;
  return (
    <p className="field-measured" id={id}>
      <span className="badge measured-mark" title={description}>
        {t('form.measured.mark')}
      </span>
      <span className="visually-hidden"> {description}</span>
    </p>
  );
}
