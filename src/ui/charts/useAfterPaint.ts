/**
 * A value that follows another once the frame showing the change is painted, through a
 * transition: what the charts draw from.
 *
 * `useDeferredValue` starts its render right after the urgent commit, before the browser paints
 * it. When the charts were cheap enough to finish rendering before the frame's deadline, their
 * commit (recharts' two passes, 30 to 60 ms that React cannot slice) ran first, and the
 * keystroke's answer was painted only after it. Here the charts' render starts in the task
 * after the answer's paint (an animation frame, then a message), and stays a transition: a
 * keystroke arriving meanwhile interrupts it and starts it again with the newest value.
 */
import { startTransition, useEffect, useState } from 'react';

/** Runs `callback` in a task after the next paint; returns a cancel. */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    if (cancelled) return;
    // A message is handled in a task of its own, after the frame this callback belongs to.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!cancelled) callback();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => startTransition(() => setShown(value)));
  }, [value, shown]);
  return shown;
}
