/**
 * Stored data that could not be opened, set aside instead of thrown away: the raw text of the
 * key, why it failed and when, kept under its own key so the user can still export it. The
 * key it came from is cleared, so the same data never fails again on the next load.
 */
import * as z from 'zod/mini';

/** The part of the Web Storage API the store uses (a test passes a Map-backed one). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SET_ASIDE_KEY = 'oci-storage-planner/set-aside';
/** At most this many entries are kept (the oldest go first). */
export const MAX_SET_ASIDE_ENTRIES = 10;
/** At most this many characters of one stored value are kept. */
export const MAX_SET_ASIDE_CHARS = 1_000_000;

const entrySchema = z.object({
  key: z.string().check(z.maxLength(200)),
  why: z.string().check(z.maxLength(4000)),
  at: z.string().check(z.maxLength(40)),
  text: z.string().check(z.maxLength(MAX_SET_ASIDE_CHARS)),
});
const setAsideSchema = z.array(entrySchema).check(z.maxLength(MAX_SET_ASIDE_ENTRIES));

export type SetAsideEntry = z.infer<typeof entrySchema>;

/** What was set aside, oldest first; an unreadable set-aside list reads as empty. */
export function readSetAside(storage: StorageLike | null): SetAsideEntry[] {
  try {
    const text = storage?.getItem(SET_ASIDE_KEY);
    if (!text) return [];
    const parsed = setAsideSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch (_e) {
    return [];
  }
}

/**
 * Moves a stored value aside: appends it to the set-aside list (its text cut to the limit) and
 * removes `key`. Storage that refuses either step leaves things as they are; nothing throws.
 */
export function setAside(storage: StorageLike | null, key: string, text: string | null, why: string, now = new Date()): void {
  if (!storage) return;
  if (text !== null) {
    const entry: SetAsideEntry = { key, why: why.slice(0, 4000), at: now.toISOString(), text: text.slice(0, MAX_SET_ASIDE_CHARS) };
    const entries = [...readSetAside(storage), entry].slice(-MAX_SET_ASIDE_ENTRIES);
    try {
      storage.setItem(SET_ASIDE_KEY, JSON.stringify(entries));
    } catch (_e) {
      // full: keep at least the newest
      try {
        storage.setItem(SET_ASIDE_KEY, JSON.stringify([entry]));
      } catch (_e2) {
        // storage refused; the notice still says what happened
      }
    }
  }
  try {
    storage.removeItem(key);
  } catch (_e) {
    // storage refused; nothing more to do
  }
}

/** The set-aside data as one JSON document for the user to keep. */
export function exportSetAside(storage: StorageLike | null): string {
  const entries = readSetAside(storage).map((e) => {
    let value: unknown = e.text;
    try {
      value = JSON.parse(e.text);
    } catch (_e) {
      // not JSON: keep the text as it was
    }
    return { key: e.key, why: e.why, setAsideAt: e.at, value };
  });
  return JSON.stringify({ setAside: entries }, null, 2);
}
