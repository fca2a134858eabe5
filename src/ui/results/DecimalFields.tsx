/**
 * The number fields of a section typed as text (the over-time growth, the daily profile), laid
 * out as the workload form's fields are (FieldShell: label above, help under, the problem under
 * it) in a grid of two columns where the width allows and one on a phone: each labelled from
 * `<words>.field.<name>`, helped by `<words>.hint.<name>` with `<words>.placeholder.<name>` in
 * the box, its problem from `<words>.fieldError.<name>`, and every change handed back as typed,
 * so the section keeps what the user wrote while it is wrong.
 */
import { memo, useCallback, useLayoutEffect, useRef, type ReactElement } from 'react';
import { useT } from '../i18n/useT.ts';
import { describedBy, FieldShell, fieldIds } from '../form/FieldShell.tsx';

export interface DecimalFieldsProps<F extends string> {
  /** The section's id: the fields' ids hang from it. */
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
    <form className="decimal-fields" onSubmit={(e) => e.preventDefault()}>
      {fields.map((field) => {
        const ids = fieldIds(`${id}-${field}`);
        const hint = t(`${words}.hint.${field}`);
        const problem = error === field ? t(`${words}.fieldError.${field}`) : undefined;
        return (
          <FieldShell key={field} ids={ids} label={t(`${words}.field.${field}`)} hint={hint} error={problem}>
            <input
              id={ids.input}
              name={`${words}.${field}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={texts[field]}
              placeholder={t(`${words}.placeholder.${field}`)}
              aria-invalid={error === field}
              aria-describedby={describedBy(ids, hint, problem)}
              onChange={(e) => onChange(field, e.target.value)}
            />
          </FieldShell>
        );
      })}
    </form>
  );
}) as <F extends string>(props: DecimalFieldsProps<F>) => ReactElement;
