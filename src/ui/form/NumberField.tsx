/**
 * A number field bound to the store. The text is kept as typed (type="text", so "abc" stays
 * visible with its error); the store parses it in the chosen unit on every keystroke.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { findField } from '../../store/fields.ts';
import { describedBy, FieldShell, fieldIds } from './FieldShell.tsx';
import { useErrorText, useField } from './useField.ts';
import { MeasuredMark, useMeasuredDescription } from './MeasuredMark.tsx';

export interface NumberFieldProps {
  /** Store field id, e.g. 'readMBps'. */
  readonly id: string;
  readonly label?: string;
  readonly hint?: string;
  /** Shown after the input when the field has a single unit. */
  readonly symbol?: string;
  readonly placeholder?: string;
  readonly className?: string;
}

export function NumberField({ id, label, hint, symbol, placeholder, className }: NumberFieldProps) {
  const { t } = useTranslation();
  const ids = fieldIds(useId());
  const { draft, unit, error, setField, setUnit, settleField } = useField(id);
  const errorText = useErrorText(error);
  const units = findField(id)?.units ?? [];
  const text = label ?? t(`form.fields.${id}.label`);
  const hintText = hint ?? t(`form.fields.${id}.hint`, { defaultValue: '' });
  const measured = useMeasuredDescription(id);
  const markId = `${ids.input}-measured`;
  const described = [describedBy(ids, hintText, errorText), measured ? markId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell ids={ids} label={text} hint={hintText} error={errorText} {...(className ? { className } : {})}>
      <input
        id={ids.input}
        name={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => setField(id, e.target.value)}
        onBlur={() => settleField(id)}
      />
      {units.length > 1 ? (
        <select
          className="unit-select"
          aria-label={t('form.units.label', { field: text })}
          value={unit ?? units[0]!.id}
          onChange={(e) => setUnit(id, e.target.value)}
        >
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {t(`form.units.${u.id}`, { defaultValue: u.symbol })}
            </option>
          ))}
        </select>
      ) : symbol ? (
        <span className="unit-symbol" aria-hidden="true">
          {symbol}
        </span>
      ) : null}
      <MeasuredMark id={markId} description={measured} />
    </FieldShell>
  );
}
