/**
 * The workload form: every field writes to the store on each keystroke; the store keeps the
 * last valid scenario, so the results never show a half-typed number. Each section is its own
 * small `<form>` (see Section).
 */
import { useTranslation } from 'react-i18next';
import { scenario, fss, catalog } from '../../engine/index.ts';
import { formatReadable } from '../i18n/index.ts';
import { CatalogFields } from './CatalogFields.tsx';
import { ChoiceField } from './ChoiceField.tsx';
import { ClientFields } from './ClientFields.tsx';
import { DemandFields } from './DemandFields.tsx';
import { FlagField } from './FlagField.tsx';
import { MetadataFields } from './MetadataFields.tsx';
import { NumberField } from './NumberField.tsx';
import { PresetPicker } from './PresetPicker.tsx';
import type { FormEvent, ReactNode } from 'react';

/** Enter in a field plans nothing new: every keystroke has already planned. */
const stay = (e: FormEvent) => e.preventDefault();

/**
 * One section of the form, a `<form>` of its own: Chrome's autofill reads the whole form a
 * field belongs to (every control and its label) after each keystroke in it, so a form of a
 * handful of fields costs a fraction of a millisecond where the single form of thirty fields
 * cost about two, on every keystroke (the `FormControlDidChange` task of a Chromium trace,
 * after the frame). Nothing else changes: the fields keep their names, labels and order.
 */
function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <form className="form-part" noValidate onSubmit={stay}>
      <fieldset className="form-section">
        <legend>{title}</legend>
        {children}
      </fieldset>
    </form>
  );
}

export function WorkloadForm() {
  const { t, i18n } = useTranslation();
  const s = (key: string) => t(`form.sections.${key}`);
  return (
    <div className="workload-form">
      <Section title={s('preset')}>
        <PresetPicker />
      </Section>
      <Section title={s('demand')}>
        <DemandFields />
        <NumberField id="ioSizeKiB" />
        {/* One headroom for every service's performance limits, so Compare weighs them alike. */}
        <NumberField
          id="targetUtilizationPercent"
          hint={t('form.fields.targetUtilizationPercent.hint', { default: formatReadable(fss.DEFAULT_TARGET_UTILIZATION_PERCENT, i18n.language) })}
          placeholder={String(fss.DEFAULT_TARGET_UTILIZATION_PERCENT)}
          symbol={t('form.unitSymbols.targetUtilizationPercent')}
        />
      </Section>
      <Section title={s('capacity')}>
        <NumberField id="capacityGB" />
      </Section>
      <Section title={s('metadata')}>
        <MetadataFields />
      </Section>
      <Section title={s('clients')}>
        <ClientFields />
        <FlagField id="inTransitEncryption" />
        <ChoiceField
          id="tlsClient"
          choices={[
            { value: '', label: t('form.choices.tlsClientDefault') },
            { value: 'linux', label: t('form.choices.tlsClient.linux') },
            { value: 'windows', label: t('form.choices.tlsClient.windows') },
          ]}
        />
      </Section>
      <Section title={s('concurrency')}>
        <NumberField id="threadsPerClient" />
        <NumberField id="queueDepth" />
        <NumberField
          id="fssLatencyMs"
          placeholder={formatReadable(catalog.latencyFacts.fssMs.value, i18n.language)}
          symbol={t('form.unitSymbols.maxLatencyMs')}
        />
        <NumberField
          id="bvLatencyMs"
          placeholder={formatReadable(catalog.latencyFacts.bvMs.value, i18n.language)}
          symbol={t('form.unitSymbols.maxLatencyMs')}
        />
      </Section>
      <Section title={s('fileStorage')}>
        <ChoiceField
          id="mountTargetType"
          choices={[
            { value: '', label: t('form.choices.auto') },
            ...catalog.mountTargetTypes.map((m) => ({ value: m, label: t(`form.choices.mountTargetType.${m}`) })),
          ]}
        />
        <ChoiceField
          id="fssBasis"
          choices={[
            { value: '', label: t('form.choices.fssBasisDefault') },
            ...fss.fssBases.map((b) => ({ value: b, label: t(`form.choices.fssBasis.${b}`) })),
          ]}
        />
      </Section>
      <Section title={s('denseIo')}>
        <ChoiceField
          id="raid"
          choices={[
            { value: '', label: t('form.choices.raidDefault') },
            ...catalog.raidLevels.map((r) => ({ value: r, label: t('form.choices.raid', { level: r }) })),
          ]}
        />
        <FlagField id="scratchData" />
        <ChoiceField
          id="basis"
          choices={[
            { value: '', label: t('form.choices.basisDefault') },
            { value: 'sla', label: t('form.choices.basis.sla') },
            { value: 'typical', label: t('form.choices.basis.typical') },
          ]}
        />
      </Section>
      <Section title={s('constraints')}>
        <FlagField id="sharedAccess" />
        <NumberField id="maxLatencyMs" symbol={t('form.unitSymbols.maxLatencyMs')} />
        <ChoiceField
          id="billBasis"
          choices={[
            { value: '', label: t('form.choices.billBasisDefault') },
            ...scenario.billBases.map((b) => ({ value: b, label: t(`form.choices.billBasis.${b}`) })),
          ]}
        />
      </Section>
      <Section title={s('catalogs')}>
        <CatalogFields />
      </Section>
    </div>
  );
}
