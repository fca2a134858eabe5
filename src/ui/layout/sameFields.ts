/**
 * What lists redrawn on every keystroke use to keep their items: keys that outlive a new plan,
 * and field-by-field comparisons for memoized items.
 */

/**
 * A React key for each item that holds from one plan to the next: its identity (a warning's
 * code, how a legend entry is drawn), and for an identity that comes more than once its place
 * among those ("id#1", "id#2").
 */
export function occurrenceKeys(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return n === 0 ? id : `${id}#${n}`;
  });
}

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
