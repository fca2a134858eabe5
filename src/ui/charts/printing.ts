/**
 * Whether the page is being printed: true from the browser's `beforeprint` to its
 * `afterprint`. The change is rendered before `beforeprint` returns (the print layout is
 * taken right after it, without waiting for React), so charts can draw themselves at paper size.
 */
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let printing = false;
const listeners = new Set<() => void>();

function set(value: boolean, sync: boolean): void {
  if (printing === value) return;
  printing = value;
  const notify = () => listeners.forEach((l) => l());
  if (sync) flushSync(notify);
  else notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', onAfter);
    }
  };
}

function onBefore(): void {
  set(true, true);
}

function onAfter(): void {
  set(false, false);
}

export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing,
    () => false,
  );
}
