/**
 * A catalog entry by an id that may come from outside (a scenario, a portal calling the engine
 * library): only the record's own entries count, so a name every object inherits (`toString`,
 * `constructor`, `__proto__`) is no entry.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, id: string | undefined): T | undefined {
  return id !== undefined && Object.hasOwn(record, id) ? record[id] : undefined;
}
