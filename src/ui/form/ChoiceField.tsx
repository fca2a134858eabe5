/** A select bound to a store field; the empty value means "not set". */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, fieldIds } from './FieldShell.tsx';
import { useErrorText, useField } from './useField.ts';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface ChoiceFieldProps {
  readonly id: string;
  readonly choices: readonly Choice[];
}

export function ChoiceField({ id, choices }: ChoiceFieldProps) {
  const { t } = useTranslation();
  const ids = fieldIds(useId());
  const { draft, error, setField } = useField(id);
  const errorText = useErrorText(error);
  const hint = t(`form.fields.${id}.hint`, { defaultValue: '' });
  return (
    <FieldShell ids={ids} label={t(`form.fields.${id}.label`)} hint={hint} error={errorText}>
      <select
        id={ids.input}
        name={id}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, errorText)}
        onChange={(e) => setField(id, e.target.value)}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
