/**
 * Runs `run` when the browser next has nothing to do, or after `timeoutMs` at the latest. Where
 * there is no `requestIdleCallback` (Safari), after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = timeoutMs, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(run, fallbackMs);
  return () => win.clearTimeout(id);
}
