/**
 * A captioned table that scrolls sideways inside its panel when it is wider than the screen.
 * The scroller is a named, focusable region so keyboard users can scroll it too.
 */
import { useId, type ReactNode } from 'react';

export function ResultsTable({ caption, className, children }: { readonly caption: string; readonly className?: string; readonly children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className ? `results-table ${className}` : 'results-table'}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
