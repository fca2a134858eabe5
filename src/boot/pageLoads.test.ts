import { describe, expect, it } from 'vitest';
import { loadsSettled, trackLoad } from './pageLoads.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('page loads', () => {
  it('resolves at once when nothing is loading', async () => {
    await expect(loadsSettled()).resolves.toBeUndefined();
  });

  it('waits for every tracked load, one that starts meanwhile and one that fails included', async () => {
    const first = deferred<string>();
    const failing = deferred<string>();
    const later = deferred<string>();
    expect(trackLoad(first.promise)).toBe(first.promise);
    void trackLoad(failing.promise).catch(() => undefined);
    let settled = false;
    const all = loadsSettled().then(() => (settled = true));
    first.resolve('a');
    await Promise.resolve();
    // A chunk asked for while the first ones load (a panel mounting).
    void trackLoad(later.promise);
    failing.reject(new Error('offline'));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    later.resolve('c');
    await all;
    expect(settled).toBe(true);
  });
});
