/** Example workloads: choosing one replaces the requirement (catalogs and prices stay). */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanStore } from '../../store/planStore.ts';
import { findPreset, matchPreset, workloadPresets } from '../../store/presets.ts';

export function PresetPicker() {
  const current = usePlanStore((s) => matchPreset(s.scenario.requirement));
  const applyPreset = usePlanStore((s) => s.applyPreset);
  return <PresetSelect current={current} applyPreset={applyPreset} />;
}

/** Rendered again only when the matching example changes, not on every keystroke. */
const PresetSelect = memo(function PresetSelect({ current, applyPreset }: { readonly current: string; readonly applyPreset: (id: string) => unknown }) {
  const { t } = useTranslation();
  const id = useId();
  const descId = useId();
  const preset = findPreset(current);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('form.preset.label')}
      </label>
      <div className="field-control">
        <select id={id} value={current} aria-describedby={descId} onChange={(e) => e.target.value && applyPreset(e.target.value)}>
          <option value="" disabled={current !== ''}>
            {t('form.preset.custom')}
          </option>
          {workloadPresets.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`form.${p.nameKey}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint" id={descId}>
        {/* The note belongs to the examples: a custom workload is the user's own numbers. */}
        {preset ? (
          <>
            {t(`form.${preset.descriptionKey}`)} <span className="badge">{t('form.preset.illustrative')}</span>
          </>
        ) : (
          t('form.preset.customHint')
        )}
      </p>
    </div>
  );
});
