/**
 * One form field bound to the store: its text, unit and error, and the actions to change them.
 * Selects primitives and stable references only (zustand v5).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { formatReadable } from '../i18n/index.ts';

export interface BoundField {
  readonly draft: string;
  readonly unit: string | undefined;
  readonly error: FieldError | undefined;
  readonly setField: (id: string, raw: string) => void;
  readonly setUnit: (id: string, unit: string) => void;
  readonly settleField: (id: string) => void;
}

export function useField(id: string): BoundField {
  const draft = usePlanStore((s) => s.drafts[id] ?? '');
  const unit = usePlanStore((s) => s.units[id]);
  const error = usePlanStore((s) => s.errors[id]);
  const setField = usePlanStore((s) => s.setField);
  const setUnit = usePlanStore((s) => s.setUnit);
  const settleField = usePlanStore((s) => s.settleField);
  return { draft, unit, error, setField, setUnit, settleField };
}

/** The labels of the fields a `bothWays` error names ("totalIops,readIops"), in the reader's language. */
export function fieldLabels(t: TFunction, ids: string | undefined): string {
  if (!ids) return '';
  return ids
    .split(',')
    .map((id) => t(`form.fields.${id}.label`, { defaultValue: id }))
    .join(t('form.preset.listSeparator'));
}

/** A field error in the user's language. */
export function useErrorText(error: FieldError | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  if (!error) return undefined;
  if (error.code === 'invalid') return error.message;
  const limit = error.limit === undefined ? '' : formatReadable(error.limit, i18n.language);
  // A unitless bound leaves a gap before the full stop or between words ("at least 1 ."): close it.
  const fields = fieldLabels(t, error.fields);
  return t(`form.errors.${error.code}`, {
    limit,
    unit: error.unit ?? '',
    typed: error.typed ?? '',
    allowed: error.allowed ?? '',
    fields,
    defaultValue: error.message,
  })
    .replace(/\s+\./, '.')
    .replace(/ {2,}/g, ' ');
}
