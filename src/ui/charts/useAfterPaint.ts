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
 *
 * While someone types fast (two inputs less than `BURST_GAP_MS` apart), the charts wait until
 * typing pauses for `BURST_QUIET_MS` (issue 38): a transition's render is interrupted by the
 * next keystroke, but its commit is not, and in a burst a chart commit landing just before a
 * keystroke held that character's answer back. A lone keystroke's charts follow at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../boot/nextTask.ts';

/** Where no frame comes (a hidden tab), the charts follow after this long. */
const NO_FRAME_MS = 100;
/** Inputs closer than this are a burst of typing, ms. */
export const BURST_GAP_MS = 150;
/** In a burst, the charts follow once no input has come for this long, ms. */
export const BURST_QUIET_MS = 120;

/** When the page last had an input event, and the gap before it (ms, the page's clock). */
const typing = { last: -Infinity, gap: Infinity };
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'input',
    () => {
      const now = performance.now();
      typing.gap = now - typing.last;
      typing.last = now;
    },
    { capture: true, passive: true },
  );
}

/** Resolves once typing has paused for `BURST_QUIET_MS`, at once outside a burst. */
async function typingPaused(): Promise<void> {
  for (;;) {
    const since = performance.now() - typing.last;
    if (typing.gap >= BURST_GAP_MS || since >= BURST_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, BURST_QUIET_MS - since));
  }
}

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(listen, []);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let current = true;
    void afterNextPaint(NO_FRAME_MS)
      .then(typingPaused)
      .then(() => {
        if (current) startTransition(() => setShown(value));
      });
    return () => {
      current = false;
    };
  }, [value, shown]);
  return shown;
}
