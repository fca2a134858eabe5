/**
 * Whether an element is on screen or within `margin` of it, as an IntersectionObserver last
 * reported; false until its first report, and always true where there is no observer (jsdom).
 * Panels use it to follow each keystroke only while someone can see them (useHeldAway).
 */
import { useDeferredValue, useEffect, useState, type RefObject } from 'react';

const canObserve = typeof IntersectionObserver !== 'undefined';

export function useNearScreen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(!canObserve);
  useEffect(() => {
    const el = ref.current;
    if (!el || !canObserve) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), { rootMargin: `${margin} 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}

/**
 * `value` while `live`, else the value it had when it was last live (its first value before
 * that): a panel out of sight keeps what it showed, and catches up when it comes back.
 */
export function useHeldAway<T>(value: T, live: boolean): T {
  const [held, setHeld] = useState(value);
  // Adjusting state during render, as React's docs do for values derived from props.
  if (live && held !== value) setHeld(value);
  return live ? value : held;
}

/**
 * `value` while `live`; otherwise `value` as of React's deferred render (`useDeferredValue`),
 * the one that draws the charts right after the keystroke's own frame. An answer block out of
 * sight takes a new plan there, so what is in sight reaches the screen first without waiting
 * for text nobody is looking at; and it shares that render with the charts instead of
 * starting one of its own, which would throw away and start again a chart render under way
 * (every keystroke's charts were drawn about twice). Like the charts it never stays behind
 * once typing stops: the page's text (what a screen reader, find-in-page or a copy reads) is
 * the current plan's as soon as the charts are.
 */
export function useDeferredAway<T>(value: T, live: boolean): T {
  const deferred = useDeferredValue(value);
  return live ? value : deferred;
}
