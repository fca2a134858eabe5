/**
 * Whether the page is being printed: true from the browser's `beforeprint` to its
 * `afterprint`, and while the print media query matches (a print preview, or a tool that
 * emulates print). The change is rendered before `beforeprint` returns: the browser lays the
 * page out for paper right after it, without waiting for React. So the charts draw themselves
 * at paper size, and the report's header and footer, which only paper shows, exist at all.
 */
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/** Between `beforeprint` and `afterprint`. */
let printEvent = false;
/** While `(print)` matches. */
let printMedia = false;
/** When printing was last asked for (the date the report prints); the load time until then. */
let requestedAt = new Date();
const listeners = new Set<() => void>();

let query: MediaQueryList | undefined;

function printQuery(): MediaQueryList | undefined {
  if (query === undefined && typeof window !== 'undefined' && typeof window.matchMedia === 'function') query = window.matchMedia('print');
  return query;
}

function notify(): void {
  flushSync(() => listeners.forEach((l) => l()));
}

function onBefore(): void {
  if (printEvent) return;
  printEvent = true;
  requestedAt = new Date();
  notify();
}

function onAfter(): void {
  if (!printEvent) return;
  printEvent = false;
  listeners.forEach((l) => l());
}

function onMedia(e: MediaQueryListEvent): void {
  if (printMedia === e.matches) return;
  printMedia = e.matches;
  if (printMedia && !printEvent) requestedAt = new Date();
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
    const media = printQuery();
    printMedia = media?.matches ?? false;
    media?.addEventListener('change', onMedia);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', onAfter);
      printQuery()?.removeEventListener('change', onMedia);
    }
  };
}

export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printEvent || printMedia,
    () => false,
  );
}

/** The time printing was last asked for: the date a printed report carries. */
export function printRequestedAt(): Date {
  return requestedAt;
}
