/**
 * Renders its children in a second, interruptible render right after the first commit, so the
 * first screen's one long task shrinks to what the answer needs: React builds the rest in
 * slices, yielding to the browser between them (a transition). In tests without a browser the
 * children render at once. The prerendered first screen holds the placeholder, as the
 * browser's first render does, so nobody types into a form that is not live yet.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { renderPhase } from './renderPhase.ts';

const immediate = typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function' || /jsdom/i.test(navigator.userAgent);

export function AfterFirstPaint({ children, placeholder = null }: { readonly children: ReactNode; readonly placeholder?: ReactNode }) {
  const [ready, setReady] = useState(immediate && !renderPhase.prerender);
  useEffect(() => {
    if (ready) return;
    startTransition(() => setReady(true));
  }, [ready]);
  return ready ? children : placeholder;
}
