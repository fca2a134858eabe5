/**
 * Whether an element is on screen or within `margin` of it, as an IntersectionObserver last
 * reported; false until its first report, and always true where there is no observer (jsdom).
 * Panels use it to follow each keystroke only while someone can see them (useHeldAway).
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';

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

/** Catch-ups waiting for the next frame to be produced; all of them run in one task. */
const afterPaint = new Set<() => void>();
let afterPaintQueued = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
/**
 * A page that draws no frames (a hidden tab, an embedding frame scrolled away, which browsers
 * stop drawing) still catches up this long after the keystroke.
 */
export const AFTER_PAINT_LATEST_MS = 100;

function runAfterPaint(): void {
  if (!afterPaintQueued) return;
  afterPaintQueued = false;
  clearTimeout(fallback);
  const jobs = [...afterPaint];
  afterPaint.clear();
  // One transition for every block: one render and one layout, and a keystroke may cut in.
  startTransition(() => jobs.forEach((job) => job()));
}

/**
 * Runs `job` in a task after the next frame: a task queued from the frame's own callbacks runs
 * once that frame has been produced. Returns a cancel function.
 */
function afterNextPaint(job: () => void): () => void {
  afterPaint.add(job);
  if (!afterPaintQueued) {
    afterPaintQueued = true;
    fallback = setTimeout(runAfterPaint, AFTER_PAINT_LATEST_MS);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(runAfterPaint, 0));
  }
  return () => afterPaint.delete(job);
}

/**
 * `value` while `live`; otherwise `value` as of one painted frame ago. An answer block out of
 * sight takes a new plan right after the frame that shows the blocks in sight, so those reach
 * the screen without waiting for text nobody is looking at. Unlike useHeldAway it never stays
 * behind: the page's text (what a screen reader, find-in-page or a copy reads) is the current
 * plan's one frame later at most.
 */
export function useAfterPaintAway<T>(value: T, live: boolean): T {
  const [shown, setShown] = useState(value);
  // Adjusting state during render, as useHeldAway does: in sight, keep up at once.
  if (live && shown !== value) setShown(value);
  useEffect(() => {
    if (live || shown === value) return;
    return afterNextPaint(() => setShown(value));
  }, [live, shown, value]);
  return live ? value : shown;
}
