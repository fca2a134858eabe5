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
import { TenancyLimitFields } from './TenancyLimitFields.tsx';
import { MeasurementsOpener } from './MeasurementsOpener.tsx';
import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PhoneCollapse } from '../layout/PhoneCollapse.tsx';
import { usePlanStore } from '../../store/planStore.ts';

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

/**
 * A section a phone folds until opened (the finer points: clients, concurrency, a service's
 * options, constraints, catalogs), so the form is the demand and the capacity at first sight
 * and the page a few screens. It opens by itself, and stays open, while a field in it has a
 * problem, so a message is never hidden. On a wide screen and on paper it is an ordinary
 * section.
 */
function FoldedSection({ name, title, children }: { readonly name: string; readonly title: string; readonly children: ReactNode }) {
  const box = useRef<HTMLFormElement>(null);
  // The ids of the fields with a problem, as one string: this re-renders only when that set changes.
  const invalidIds = usePlanStore((s) => Object.keys(s.errors).join(' '));
  const [invalidHere, setInvalidHere] = useState(false);
  useLayoutEffect(() => {
    setInvalidHere(box.current?.querySelector('[aria-invalid="true"]') != null);
  }, [invalidIds]);
  return (
    <form ref={box} className="form-part" noValidate onSubmit={stay}>
      <PhoneCollapse title={title} name={`form-${name}`} forceOpen={invalidHere}>
        <fieldset className="form-section">
          <legend>{title}</legend>
          {children}
        </fieldset>
      </PhoneCollapse>
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
      <MeasurementsOpener />
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
      <FoldedSection name="metadata" title={s('metadata')}>
        <MetadataFields />
      </FoldedSection>
      <FoldedSection name="clients" title={s('clients')}>
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
      </FoldedSection>
      <FoldedSection name="concurrency" title={s('concurrency')}>
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
      </FoldedSection>
      <FoldedSection name="fileStorage" title={s('fileStorage')}>
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
        <TenancyLimitFields />
      </FoldedSection>
      <FoldedSection name="denseIo" title={s('denseIo')}>
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
      </FoldedSection>
      <FoldedSection name="constraints" title={s('constraints')}>
        <FlagField id="sharedAccess" />
        <NumberField id="maxLatencyMs" symbol={t('form.unitSymbols.maxLatencyMs')} />
        <ChoiceField
          id="billBasis"
          choices={[
            { value: '', label: t('form.choices.billBasisDefault') },
            ...scenario.billBases.map((b) => ({ value: b, label: t(`form.choices.billBasis.${b}`) })),
          ]}
        />
      </FoldedSection>
      <FoldedSection name="catalogs" title={s('catalogs')}>
        <CatalogFields />
      </FoldedSection>
    </div>
  );
}
