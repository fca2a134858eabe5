/**
 * Structural sharing between the store's last scenario and the next one. Every change parses
 * the whole scenario again (parseScenario returns new objects), so without this one keystroke
 * in "Read throughput" would hand a new `pricing`, `catalogs` and metadata-rates object to
 * every panel that reads them, and each would render again with the same figures.
 *
 * `shareStructure(prev, next)` returns `next` with every part that is deep-equal to the same
 * part of `prev` replaced by `prev`'s object, and `prev` itself when the two are deep-equal
 * (typing "10." after "10" changes nothing downstream: no plan, no render, no link write).
 * Plain data only: objects with Object's prototype (or none) and arrays are compared and
 * rebuilt; anything else is kept from `next` unless it is the very same value.
 */

function isPlainObject(v: object): v is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function shareStructure<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return next;
  if (Array.isArray(prev) && Array.isArray(next)) return shareArray(prev, next) as T;
  if (Array.isArray(prev) || Array.isArray(next) || !isPlainObject(prev) || !isPlainObject(next)) return next;
  return shareObject(prev, next) as T;
}

function shareArray(prev: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  const out = next.map((v, i) => (i < prev.length ? shareStructure(prev[i], v) : v));
  if (out.length === prev.length && out.every((v, i) => v === prev[i])) return prev;
  return out.every((v, i) => v === next[i]) ? next : out;
}

function shareObject(prev: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(next);
  const prevKeys = Object.keys(prev);
  let samePrev = keys.length === prevKeys.length && keys.every((k, i) => prevKeys[i] === k);
  let sameNext = true;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = Object.hasOwn(prev, k) ? shareStructure(prev[k], next[k]) : next[k];
    out[k] = v;
    if (v !== prev[k]) samePrev = false;
    if (v !== next[k]) sameNext = false;
  }
  if (samePrev) return prev;
  return sameNext ? next : out;
}
