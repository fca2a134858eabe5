/**
 * A captioned table. On a phone a table of three or more columns stacks its rows (each cell
 * labelled with its column, `stackedTable.ts`); whatever still does not fit scrolls sideways
 * inside a named, focusable region, so keyboard users can scroll it too.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useStackedTable } from './stackedTable.ts';

export function ResultsTable({ caption, className, children }: { readonly caption: string; readonly className?: string; readonly children: ReactNode }) {
  const captionId = useId();
  const table = useRef<HTMLTableElement>(null);
  useStackedTable(table);
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table ref={table} className={className ? `results-table ${className}` : 'results-table'}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
