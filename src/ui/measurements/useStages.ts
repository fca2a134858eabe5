/**
 * Draws something costly in stages, one task each, with a frame painted between them: the
 * stage number climbs from 0 to `last`, one step after each frame (or after 100 ms where no
 * frame comes, a hidden tab), each step rendered as a transition in a task of its own
 * (afterNextPaint), so the browser lays out, paints and answers input between the steps. Where
 * there is no browser (component tests in jsdom) every stage is there at once.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../boot/nextTask.ts';

const immediate =
  typeof window === 'undefined' ||
  typeof window.requestAnimationFrame !== 'function' ||
  typeof MessageChannel === 'undefined' ||
  /jsdom/i.test(navigator.userAgent);

/** The stage to draw now, from 0 (on first render) to `last`; a step waits for a frame, or `fallbackMs` without one. */
export function useStages(last: number, fallbackMs = 100): number {
  const [stage, setStage] = useState(immediate ? last : 0);
  useEffect(() => {
    if (stage >= last) return;
    let current = true;
    void afterNextPaint(fallbackMs).then(() => {
      if (current) startTransition(() => setStage(stage + 1));
    });
    return () => {
      current = false;
    };
  }, [stage, last, fallbackMs]);
  return stage;
}

const StageContext = createContext(Number.POSITIVE_INFINITY);

/** The stage drawn now, for the AtStage parts inside (outside one, every part shows). */
export const StageProvider = StageContext.Provider;

/**
 * Its children once the stage is `at` or later. A part of something drawn in stages that
 * shows itself: the whole can stay the same element from stage to stage, so React renders only
 * the parts whose stage came.
 */
export function AtStage({ at, children }: { readonly at: number; readonly children: ReactNode }): ReactNode {
  return useContext(StageContext) >= at ? children : null;
}
