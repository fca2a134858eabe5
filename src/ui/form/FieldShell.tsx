/**
 * Label, control, hint and error for one field: the label is bound to the control, the hint
 * and the error describe it, and the error sits right under it.
 */
import type { ReactNode } from 'react';

export interface FieldIds {
  readonly input: string;
  readonly hint: string;
  readonly error: string;
}

export function fieldIds(base: string): FieldIds {
  return { input: `${base}-input`, hint: `${base}-hint`, error: `${base}-error` };
}

/** aria-describedby for a control: the hint, and the error while there is one. */
export function describedBy(ids: FieldIds, hint: string | undefined, error: string | undefined): string | undefined {
  const parts = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export interface FieldShellProps {
  readonly ids: FieldIds;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly children: ReactNode;
  readonly className?: string;
}

export function FieldShell({ ids, label, hint, error, children, className }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={ids.input}>
        {label}
      </label>
      <div className="field-control">{children}</div>
      {hint ? (
        <p className="field-hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={ids.error} role="alert">
          <span aria-hidden="true" className="icon">
            ⚠{' '}
          </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
