/**
 * The chunks the page is fetching by itself after its first answer (the lazy panels and the
 * charts). The offline cache's first fill waits for them (offline/registerServiceWorker.ts):
 * the service worker downloads every file of the build, and a file the page was still
 * fetching at that moment came down twice.
 */
const pending = new Set<Promise<unknown>>();

/** Notes a chunk the page is loading until it settles; returns the same promise. */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  const done = () => pending.delete(load);
  load.then(done, done);
  return load;
}

/** Resolves once every chunk the page is loading has settled, those that start meanwhile too. */
export async function loadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
