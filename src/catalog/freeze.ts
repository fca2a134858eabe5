/**
 * Deep freezing for catalog data: every nested object and array becomes immutable, so no
 * caller can edit a published figure in place.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) {
    // A frozen object may still hold unfrozen children (a `cite` result never does).
    if (value !== null && typeof value === 'object') freezeChildren(value as object);
    return value;
  }
  Object.freeze(value);
  freezeChildren(value as object);
  return value;
}

function freezeChildren(obj: object): void {
  for (const key of Object.keys(obj)) {
    const child = (obj as Record<string, unknown>)[key];
    if (child !== null && typeof child === 'object' && !Object.isFrozen(child)) deepFreeze(child);
  }
}

/** True when the value and everything reachable from it is frozen. */
export function isDeepFrozen(value: unknown, seen: Set<object> = new Set()): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (seen.has(value)) return true;
  seen.add(value);
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every((child) => isDeepFrozen(child, seen));
}
