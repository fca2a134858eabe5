/**
 * Tables that fit a phone. On a narrow screen a table of three or more columns is laid out
 * as one block per row (styles in results.css, `[data-stack]`), and each data cell shows its
 * column's header before its value. The headers are copied into `data-label` attributes
 * here, from the table's own header row, so every table gets the layout without listing its
 * columns twice.
 */
import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

/** The width under which tables stack; the same as the phone rules in results.css. */
export const STACK_QUERY = '(max-width: 40rem)';

let query: MediaQueryList | undefined;

/** One MediaQueryList for the page: every table's render reads it, and a new one each time cost a style lookup. */
function phoneQuery(): MediaQueryList | undefined {
  if (query === undefined && typeof window !== 'undefined' && typeof window.matchMedia === 'function') query = window.matchMedia(STACK_QUERY);
  return query;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the screen is narrow enough for stacked tables. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}

/** The text of each column's header, one entry per column (a header spanning two columns fills both). */
export function columnHeaders(table: HTMLTableElement): string[] {
  const rows = table.tHead?.rows;
  const row = rows && rows.length > 0 ? rows[rows.length - 1] : undefined;
  const headers: string[] = [];
  if (!row) return headers;
  for (const cell of Array.from(row.cells)) {
    const text = (cell.textContent ?? '').trim();
    for (let i = 0; i < Math.max(1, cell.colSpan); i++) headers.push(text);
  }
  return headers;
}

/**
 * Marks a table for the stacked layout (three or more columns) and gives each data cell of
 * its body and foot the header of its column. Attributes are only written when they change.
 */
export function labelCells(table: HTMLTableElement): void {
  const headers = columnHeaders(table);
  const stack = headers.length >= 3;
  if (stack !== table.hasAttribute('data-stack')) table.toggleAttribute('data-stack', stack);
  if (!stack) return;
  for (const section of [...Array.from(table.tBodies), ...(table.tFoot ? [table.tFoot] : [])]) {
    for (const row of Array.from(section.rows)) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const label = cell.tagName === 'TD' ? headers[column] : undefined;
        if (label && cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        else if (!label && cell.hasAttribute('data-label')) cell.removeAttribute('data-label');
        column += Math.max(1, cell.colSpan);
      }
    }
  }
}

/** Keeps a table's cells labelled for the stacked layout while the screen is narrow. */
export function useStackedTable(ref: RefObject<HTMLTableElement | null>): void {
  const narrow = useNarrowScreen();
  useLayoutEffect(() => {
    if (narrow && ref.current) labelCells(ref.current);
  });
}
