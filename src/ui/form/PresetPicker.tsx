/**
 * Example workloads: choosing one replaces the requirement (catalogs and prices stay), and a
 * note says which fields it set and which it emptied. "Start from scratch" empties them all.
 */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresetChange } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { findPreset, matchPreset, workloadPresets } from '../../store/presets.ts';

const SCRATCH = 'scratch';

export function PresetPicker() {
  const current = usePlanStore((s) => matchPreset(s.scenario.requirement));
  const applyPreset = usePlanStore((s) => s.applyPreset);
  const startFromScratch = usePlanStore((s) => s.startFromScratch);
  const change = usePlanStore((s) => s.presetChange);
  return <PresetSelect current={current} applyPreset={applyPreset} startFromScratch={startFromScratch} change={change} />;
}

interface PresetSelectProps {
  readonly current: string;
  readonly applyPreset: (id: string) => unknown;
  readonly startFromScratch: () => void;
  readonly change: PresetChange | null;
}

/** Rendered again only when the matching example or its note changes, not on every keystroke. */
const PresetSelect = memo(function PresetSelect({ current, applyPreset, startFromScratch, change }: PresetSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const descId = useId();
  const changeId = useId();
  const preset = findPreset(current);
  const choose = (value: string) => {
    if (value === SCRATCH) startFromScratch();
    else if (value) applyPreset(value);
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('form.preset.label')}
      </label>
      <div className="field-control">
        <select id={id} value={current} aria-describedby={change ? `${descId} ${changeId}` : descId} onChange={(e) => choose(e.target.value)}>
          {/* Shows that the figures are the user's own; choosing it does nothing, so it stays disabled. */}
          <option value="" disabled>
            {t('form.preset.custom')}
          </option>
          <option value={SCRATCH}>{t('form.preset.scratch')}</option>
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
      <PresetChangeNote id={changeId} change={change} />
    </div>
  );
});

/** Which fields the last example set and which it emptied, in the form's words. */
function PresetChangeNote({ id, change }: { readonly id: string; readonly change: PresetChange | null }) {
  const { t } = useTranslation();
  const label = (field: string) => (field === 'metadataOpsPerSecond' ? t('form.sections.metadata') : t(`form.fields.${field}.label`));
  const list = (fields: readonly string[]) => fields.map(label).join(t('form.preset.listSeparator'));
  const sentences: string[] = [];
  if (change) {
    const example = findPreset(change.preset);
    if (example) sentences.push(t('form.preset.set', { example: t(`form.${example.nameKey}`), fields: list(change.set) }));
    else sentences.push(t('form.preset.scratchDone'));
    if (change.cleared.length > 0) sentences.push(t('form.preset.cleared', { fields: list(change.cleared) }));
  }
  // The live region is always there, so a screen reader hears the note when it appears.
  return (
    <p className="field-hint preset-change" id={id} role="status" aria-label={t('form.preset.changeLabel')}>
      {sentences.join(' ')}
    </p>
  );
}
