/**
 * A value that follows another once the frame showing the change is painted, through a
 * transition: what the charts draw from.
 *
 * `useDeferredValue` starts its render right after the urgent commit, before the browser paints
 * it. When the charts were cheap enough to finish rendering before the frame's deadline, their
 * commit (recharts' two passes, 30 to 60 ms that React cannot slice) ran first, and the
 * keystroke's answer was painted only after it. Here the charts' render starts in the task
 * after the answer's paint (`afterNextPaint`), and stays a transition: a keystroke arriving
 * meanwhile interrupts it and starts it again with the newest value.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../boot/nextTask.ts';

/** Where no frame comes (a hidden tab), the charts follow after this long. */
const NO_FRAME_MS = 100;

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let current = true;
    void afterNextPaint(NO_FRAME_MS).then(() => {
      if (current) startTransition(() => setShown(value));
    });
    return () => {
      current = false;
    };
  }, [value, shown]);
  return shown;
}
