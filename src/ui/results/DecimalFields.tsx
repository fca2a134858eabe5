/**
 * A row of number fields typed as text (the over-time growth, the daily profile): each labelled
 * from `<words>.field.<name>`, its problem beside it from `<words>.fieldError.<name>`, and every
 * change handed back as typed, so the section keeps what the user wrote while it is wrong.
 */
import { memo, useCallback, useLayoutEffect, useRef, type ReactElement } from 'react';
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

/**
 * A handler that keeps one identity for the component's life and always runs the last `fn`
 * given: the fields (a memo) are not drawn again because their section was, while a change
 * still sees the section's current state.
 */
export function useStableHandler<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * Memoized: a keystroke elsewhere (a workload field, the other section) does not draw these
 * fields again (issue 38); pass `onChange` through `useStableHandler`.
 */
export const DecimalFields = memo(function DecimalFields<F extends string>({ id, words, fields, texts, error, onChange }: DecimalFieldsProps<F>) {
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
}) as <F extends string>(props: DecimalFieldsProps<F>) => ReactElement;
