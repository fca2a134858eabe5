/** A checkbox bound to a store field (checked = true, unchecked = not set). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, fieldIds } from './FieldShell.tsx';
import { useErrorText, useField } from './useField.ts';

export function FlagField({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const ids = fieldIds(useId());
  const { draft, error, setField } = useField(id);
  const errorText = useErrorText(error);
  const hint = t(`form.fields.${id}.hint`, { defaultValue: '' });
  return (
    <div className={`field field-flag${error ? ' field-invalid' : ''}`}>
      <input
        id={ids.input}
        name={id}
        type="checkbox"
        checked={draft === 'true'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, errorText)}
        onChange={(e) => setField(id, e.target.checked ? 'true' : '')}
      />
      <label className="field-label" htmlFor={ids.input}>
        {t(`form.fields.${id}.label`)}
      </label>
      {hint ? (
        <p className="field-hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p className="field-error" id={ids.error} role="alert">
          <span aria-hidden="true" className="icon">
            ⚠{' '}
          </span>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
