/**
 * Clients: how many, which shape (with its network bandwidth) and, for Flex shapes, OCPUs.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { catalog, clients, type InstanceShape } from '../../engine/index.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { formatReadable } from '../i18n/index.ts';
import { describedBy, FieldShell, fieldIds } from './FieldShell.tsx';
import { NumberField } from './NumberField.tsx';
import { useErrorText, useField } from './useField.ts';

const groups = {
  current: catalog.instanceShapes.filter((s) => s.generation === 'current' && !s.gpus),
  gpu: catalog.instanceShapes.filter((s) => s.gpus),
  previous: catalog.instanceShapes.filter((s) => s.generation === 'previous'),
};

function useShapeLabel(): (s: InstanceShape, short?: boolean) => string {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatReadable(v, i18n.language);
  // Short for the option itself (the form's column is narrow), whole for its title.
  return (s, short = false) =>
    s.gpus && s.networkGbps
      ? t(short ? 'form.shape.gpuShapeShort' : 'form.shape.gpuShape', { id: s.id, gpus: s.gpus, gbps: n(s.networkGbps.value) })
      : s.networkGbps
        ? t(short ? 'form.shape.fixedShort' : 'form.shape.fixed', { id: s.id, gbps: n(s.networkGbps.value) })
        : t(short ? 'form.shape.flexShort' : 'form.shape.flex', { id: s.id, per: n(s.networkGbpsPerOcpu?.value ?? 0), max: n(s.maxNetworkGbps.value) });
}

function ShapeSelect() {
  const { t, i18n } = useTranslation();
  const ids = fieldIds(useId());
  const { draft, error, setField } = useField('clientShape');
  const errorText = useErrorText(error);
  const ocpus = usePlanStore((s) => s.scenario.requirement.clientOcpus);
  const label = useShapeLabel();
  const network = draft ? clients.instanceNetwork(draft, ocpus) : null;
  const hint = [
    t('form.fields.clientShape.hint'),
    network ? t('form.shape.network', { gbps: formatReadable(network.gbps, i18n.language), mbps: formatReadable(network.mbps, i18n.language) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldShell ids={ids} label={t('form.fields.clientShape.label')} hint={hint} error={errorText}>
      <select
        id={ids.input}
        name="clientShape"
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, errorText)}
        onChange={(e) => setField('clientShape', e.target.value)}
      >
        <option value="">{t('form.shape.none')}</option>
        {draft && !catalog.findShape(draft) ? <option value={draft}>{t('form.shape.unknown', { id: draft })}</option> : null}
        {(['current', 'gpu', 'previous'] as const).map((g) => (
          <optgroup key={g} label={t(`form.shape.${g}`)}>
            {groups[g].map((s) => (
              <option key={s.id} value={s.id} title={label(s)}>
                {label(s, true)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}

export function ClientFields() {
  const { t, i18n } = useTranslation();
  const shapeId = usePlanStore((s) => s.scenario.requirement.clientShape);
  const shape = shapeId ? catalog.findShape(shapeId) : undefined;
  return (
    <>
      <NumberField id="clients" />
      <ShapeSelect />
      {shape && shape.ocpus === null ? (
        <NumberField
          id="clientOcpus"
          hint={t('form.fields.clientOcpus.hint', { min: formatReadable(shape.minOcpus, i18n.language), max: formatReadable(shape.maxOcpus, i18n.language) })}
          placeholder={String(shape.minOcpus)}
        />
      ) : null}
      {shape && shape.ocpus === null ? <NumberField id="clientMemoryGB" /> : null}
      <NumberField id="nconnect" placeholder="1" />
    </>
  );
}
