/**
 * Keeps a deferred chart update in one task, so no half-drawn chart is ever painted.
 *
 * recharts 3 draws a chart in two renders: the first hands the new data and settings to the
 * chart's own store in effects, the second draws the lines, bars and labels from that store.
 * After a commit in a transition (the charts follow the plan through `useDeferredValue`), React
 * runs those effects in a task of their own, and the browser may paint in between: reference
 * lines and bars at the new figures beside lines still at the old ones, for a frame, and one
 * paint more per keystroke. Right after a commit of new chart inputs (a layout effect), a
 * synchronous no-op update makes React run the pending effects at once, and the second render
 * they start follows in the same task, before the next paint.
 */
import { useLayoutEffect, useReducer } from 'react';
import { flushSync } from 'react-dom';

export function useOneTaskCommit(inputs: readonly unknown[]): void {
  const [, touch] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    let current = true;
    // A microtask: still this task, but after React's commit has returned (flushSync may not
    // run inside it).
    queueMicrotask(() => {
      if (current) flushSync(touch);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs are the dependencies
  }, inputs);
}
