/**
 * A write that follows the user's changes without costing their keystrokes: it runs once
 * `delayMs` have passed without a new change (typing has paused, the keystroke's frames are
 * long painted), at most one pending at a time. `flush` runs a pending one at once (the page is
 * being left or hidden, the link is about to be copied).
 */
export interface LaterTask {
  schedule(): void;
  /** Runs the pending task now; nothing when none is pending. */
  flush(): void;
  cancel(): void;
  readonly pending: boolean;
}

export function laterTask(task: () => void, delayMs: number): LaterTask {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const run = () => {
    if (timer === null) return;
    cancel();
    task();
  };
  return {
    schedule() {
      cancel();
      timer = setTimeout(run, delayMs);
    },
    flush: run,
    cancel,
    get pending() {
      return timer !== null;
    },
  };
}
