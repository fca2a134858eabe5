/**
 * The translate function of the whole UI (results panels, charts, fio). Keys are built at run
 * time from engine ids (warning ids, limit ids, services, bases, SKUs), so components call `t`
 * through this plain signature rather than i18next's key-checked one. React escapes text itself,
 * so interpolated values are not HTML-escaped a second time (a source title with quotes stays
 * readable; see i18n/index.ts).
 *
 * Each translation is remembered per i18next `t` (one language, one set of texts): a keystroke
 * renders the same headings, labels and mostly the same sentences again, and i18next resolves
 * each one afresh (key lookup, plurals, interpolation), a few hundred calls per keystroke. Only
 * calls whose options are all plain values (text, numbers, booleans) are remembered; a new
 * language gives a new `t`, and texts added to i18next (a language fetched) forget them all.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

type I18n = ReturnType<typeof useTranslation>['i18n'];

/** Bumped whenever texts are added to an i18next instance: every remembered text is dropped. */
const generations = new WeakMap<I18n, { value: number }>();

function generationOf(i18n: I18n): { value: number } {
  let g = generations.get(i18n);
  if (!g) {
    const counter = { value: 0 };
    const bump = () => void (counter.value += 1);
    i18n.store?.on?.('added', bump);
    i18n.on?.('loaded', bump);
    generations.set(i18n, counter);
    g = counter;
  }
  return g;
}

/** Enough for every text of a screen; a longer session starts over instead of growing. */
const MAX_REMEMBERED = 2000;

/** The cache key of a call, or null when an option is not a plain value (never remembered). */
export function translationKey(key: string, options: Readonly<Record<string, unknown>> | undefined): string | null {
  let k = key;
  if (!options) return k;
  for (const name in options) {
    const v = options[name];
    const type = typeof v;
    if (v !== undefined && v !== null && type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    k += `\u0000${name}\u0001${v === null ? 'l' : type[0]}${String(v)}`;
  }
  return k;
}

/** A translate function that remembers what `plain` answered, until the texts change. */
export function rememberingT(plain: (key: string, options: Record<string, unknown>) => string, generation: { value: number }): Translate {
  const remembered = new Map<string, string>();
  let seen = generation.value;
  return (key, options) => {
    const k = translationKey(key, options);
    if (k === null) return plain(key, options ?? {});
    if (seen !== generation.value || remembered.size > MAX_REMEMBERED) {
      remembered.clear();
      seen = generation.value;
    }
    let text = remembered.get(k);
    if (text === undefined) {
      // Interpolated values are not HTML-escaped: i18next is set up with escapeValue false for
      // the whole app (i18n/index.ts). Passing it again per call made i18next rebuild its
      // interpolation patterns on every call, a good part of each keystroke's work.
      text = plain(key, options ?? {});
      if (typeof text === 'string') remembered.set(k, text);
    }
    return text;
  };
}

export function useT(): Translate {
  const { t, i18n } = useTranslation();
  return useMemo(() => rememberingT(t as unknown as (key: string, options: Record<string, unknown>) => string, generationOf(i18n)), [t, i18n]);
}
