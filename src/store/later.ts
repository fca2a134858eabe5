/**
 * A write that follows the user's changes without costing their keystrokes: run after `delayMs`
 * without a new change and then when the browser is idle (after the frames that answer the
 * keystroke), at most one at a time. `flush` runs a pending one at once (the page is being left
 * or hidden, the link is about to be copied). Where there is no requestIdleCallback (jsdom,
 * Node), the timer runs it.
 */
export interface LaterTask {
  schedule(): void;
  /** Runs the pending task now; nothing when none is pending. */
  flush(): void;
  cancel(): void;
  readonly pending: boolean;
}

/** The longest an idle write waits for the browser to be idle, after the delay. */
const IDLE_TIMEOUT_MS = 1000;

export function laterTask(
  task: () => void,
  delayMs: number,
  win: Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'> | undefined = idleHost(),
): LaterTask {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: number | null = null;
  let pending = false;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    if (idle !== null) win?.cancelIdleCallback(idle);
    timer = null;
    idle = null;
  };
  const run = () => {
    clear();
    if (!pending) return;
    pending = false;
    task();
  };
  return {
    schedule() {
      clear();
      pending = true;
      timer = setTimeout(() => {
        timer = null;
        if (win) idle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        else run();
      }, delayMs);
    },
    flush: run,
    cancel() {
      clear();
      pending = false;
    },
    get pending() {
      return pending;
    },
  };
}

function idleHost(): Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'> | undefined {
  return typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function' ? window : undefined;
}
