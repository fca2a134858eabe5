/**
 * Whether two plain records hold the same own fields with the same values (Object.is): how
 * memoized components tell a rebuilt prop (a legend entry, a warning's figures) from a changed one.
 */
export function sameFields(a: object, b: object): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && Object.is(x[k], y[k]));
}

/** The same, item by item, for two lists. */
export function sameItems(a: readonly object[], b: readonly object[]): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => sameFields(item, b[i]!)));
}
