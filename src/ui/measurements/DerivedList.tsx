/**
 * The workload derived from the measurements, field by field in the form's own names, before
 * the user takes it; and the other basis' demand beside it (coincident samples or separate
 * peaks), so the choice is in view.
 */
import { useTranslation } from 'react-i18next';
import type { measurements as m } from '../../engine/index.ts';
import { fill, useMeasurementWords } from './words.ts';

const UNIT: Readonly<Record<string, string>> = {
  readMBps: 'MB/s',
  writeMBps: 'MB/s',
  readIops: 'IOPS',
  writeIops: 'IOPS',
  ioSizeKiB: 'KiB',
  readIoSizeKiB: 'KiB',
  writeIoSizeKiB: 'KiB',
  capacityGB: 'GB',
  clients: '',
};

/** The words for a derived figure the schema refuses, beside it. */
export function useBoundText(): (b: m.OutOfBounds) => string {
  const { i18n } = useTranslation();
  const words = useMeasurementWords();
  const number = (v: number) => (Math.abs(v) >= 1e15 ? v.toExponential(2) : v.toLocaleString(i18n.language, { maximumFractionDigits: 2 }));
  return (b) => fill(words.panel[b.code], { value: number(b.value), unit: UNIT[b.field] ?? '', bound: number(b.bound) });
}

export function DerivedList({ derived, outOfBounds = [] }: { readonly derived: m.DerivedWorkload; readonly outOfBounds?: readonly m.OutOfBounds[] }) {
  const boundText = useBoundText();
  const { t, i18n } = useTranslation();
  const words = useMeasurementWords();
  const number = (v: number) => (Math.abs(v) >= 1e15 ? v.toExponential(2) : v.toLocaleString(i18n.language, { maximumFractionDigits: 2 }));
  const metadata = Object.values(derived.metadataOpsPerSecond).reduce((a, b) => a + b, 0);
  const alt = Object.entries(derived.alternative.demand).map(([k, v]) => `${t(`form.fields.${k}.label`)} ${number(v)} ${UNIT[k] ?? ''}`.trim());
  return (
    <div className="measurements-derived">
      <p className="measurements-derived-heading">
        {words.panel.derivedHeading} ({words.statistic[derived.statistic]})
      </p>
      <dl>
        {Object.entries(derived.fields)
          .filter(([k]) => k !== 'readIoSizeKiB' && k !== 'writeIoSizeKiB')
          .map(([k, v]) => (
            <div key={k} data-field={k}>
              <dt>{t(`form.fields.${k}.label`, { defaultValue: k })}</dt>
              <dd>
                {number(v)} {UNIT[k] ?? ''}
                {outOfBounds
                  .filter((b) => b.field === k)
                  .map((b) => (
                    <span key={b.code} className="field-error" role="alert">
                      {' '}
                      ⚠ {boundText(b)}
                    </span>
                  ))}
              </dd>
            </div>
          ))}
        {metadata > 0 && (
          <div data-field="metadataOpsPerSecond">
            <dt>{t('form.sections.metadata')}</dt>
            <dd>{number(metadata)} ops/s</dd>
          </div>
        )}
      </dl>
      {alt.length > 0 && (
        <p className="field-hint">{fill(words.panel.alternative, { basis: words.basis[derived.alternative.basis], demand: alt.join(', ') })}</p>
      )}
    </div>
  );
}
