/**
 * A row of number fields typed as text (the over-time growth, the daily profile): each labelled
 * from `<words>.field.<name>`, its problem beside it from `<words>.fieldError.<name>`, and every
 * change handed back as typed, so the section keeps what the user wrote while it is wrong.
 */
import { useT } from '../i18n/useT.ts';

export interface DecimalFieldsProps<F extends string> {
  /** The section's id: the fields' error ids hang from it. */
  readonly id: string;
  /** The i18n prefix (`growth`, `profile`) and the inputs' name prefix. */
  readonly words: string;
  readonly fields: readonly F[];
  readonly texts: Readonly<Record<F, string>>;
  /** The field in trouble, if any. */
  readonly error: F | null;
  readonly onChange: (field: F, text: string) => void;
}

export function DecimalFields<F extends string>({ id, words, fields, texts, error, onChange }: DecimalFieldsProps<F>) {
  const t = useT();
  return (
    <form className="over-time-fields" onSubmit={(e) => e.preventDefault()}>
      {fields.map((field) => (
        <label key={field} className="field">
          <span>{t(`${words}.field.${field}`)}</span>
          <input
            name={`${words}.${field}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={texts[field]}
            aria-invalid={error === field}
            aria-describedby={error === field ? `${id}-${field}-error` : undefined}
            onChange={(e) => onChange(field, e.target.value)}
          />
          {error === field && (
            <span id={`${id}-${field}-error`} className="field-error" role="alert">
              {t(`${words}.fieldError.${field}`)}
            </span>
          )}
        </label>
      ))}
    </form>
  );
}
