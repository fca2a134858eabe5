/**
 * The translate function of the whole UI (results panels, charts, fio). Keys are built at run
 * time from engine ids (warning ids, limit ids, services, bases, SKUs), so components call `t`
 * through this plain signature rather than i18next's key-checked one. React escapes text itself,
 * so interpolated values are not HTML-escaped a second time (a source title with quotes stays
 * readable; see i18n/index.ts).
 *
 * Built for a keystroke's render, where a few dozen components translate the same headings,
 * labels and mostly the same sentences again:
 * - one translate function per i18next instance, language and set of texts, shared by every
 *   component, read with useSyncExternalStore (react-i18next's useTranslation rebuilt its
 *   options object and more on every render of every component);
 * - it remembers what i18next answered for a key and plain options (text, numbers, booleans):
 *   i18next resolves each call afresh (key lookup, plurals, interpolation).
 * A new language, or texts added to i18next (a language fetched), give a new function: the
 * components using it render again, with nothing remembered from before.
 */
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

type I18n = ReturnType<typeof getI18n>;
type Plain = (key: string, options: Record<string, unknown>) => string;

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

/** A translate function that remembers what `plain` answered. */
export function rememberingT(plain: Plain): Translate {
  const remembered = new Map<string, string>();
  return (key, options) => {
    const k = translationKey(key, options);
    // Interpolated values are not HTML-escaped: i18next is set up with escapeValue false for the
    // whole app (i18n/index.ts). Passing it again per call made i18next rebuild its
    // interpolation patterns on every call.
    if (k === null) return plain(key, options ?? {});
    let text = remembered.get(k);
    if (text === undefined) {
      text = plain(key, options ?? {});
      if (typeof text === 'string') {
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(k, text);
      }
    }
    return text;
  };
}

interface Binding {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly translator: () => Translate;
}

const bindings = new WeakMap<I18n, Binding>();

/** The current translate function of an i18next instance, and how to hear that it changed. */
export function translatorOf(i18n: I18n): Binding {
  let binding = bindings.get(i18n);
  if (binding) return binding;
  const listeners = new Set<() => void>();
  let texts = 0;
  let current: { lng: string; texts: number; t: Translate } | null = null;
  const changed = () => {
    for (const l of [...listeners]) l();
  };
  i18n.on('languageChanged', changed);
  i18n.store.on('added', () => {
    texts += 1;
    changed();
  });
  binding = {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    translator() {
      const lng = i18n.language;
      if (!current || current.lng !== lng || current.texts !== texts) {
        current = { lng, texts, t: rememberingT(i18n.getFixedT(lng, 'translation') as unknown as Plain) };
      }
      return current.t;
    },
  };
  bindings.set(i18n, binding);
  return binding;
}

function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

export function useT(): Translate {
  const { subscribe, translator } = translatorOf(useI18n());
  return useSyncExternalStore(subscribe, translator, translator);
}

/** The language the text is shown in (i18next's resolved language), for formatting numbers and dates. */
export function useLanguage(): string {
  const i18n = useI18n();
  const language = () => i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useSyncExternalStore(translatorOf(i18n).subscribe, language, language);
}
