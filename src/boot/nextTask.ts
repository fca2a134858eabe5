/**
 * Resolves in a new task of the event loop, so the browser may paint and handle input before
 * the work after `await nextTask()` runs. A message to a channel of our own: unlike a timer it
 * is never clamped to 4 ms after a few nested calls.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in a task after the next frame is painted (an animation frame, then a new task), or
 * after `fallbackMs` where no frame comes (a hidden tab).
 */
export async function afterNextPaint(fallbackMs: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
  await nextTask();
}
