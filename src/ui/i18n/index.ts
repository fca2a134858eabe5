/**
 * i18next, initialised synchronously with the English text (no network, no backend); other
 * languages are chunks of the build, loaded when first chosen.
 *
 * Every file `./<lang>/<section>.ts` is picked up at build time and becomes the nested keys
 * `<section>.*` of that language (`./en/form.ts` -> `t('form.fields.readMBps.label')`), so adding
 * a language is data only: add `./ja/common.ts`, `./ja/form.ts`, … Missing keys fall back to
 * English. English is bundled with the first screen; the Japanese text (larger than the
 * English) is fetched from the app's own origin only by those who read it.
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;
type Module = { default: Messages };

// fio.ts is not a namespace of the app's text: the fio bundle (loaded on demand) and the CLI
// read it directly, so it stays out of the first screen. Nor is the English of the catalog's
// notes (en/catalogNotes.ts): the English reader sees the catalog's own text
// (ui/results/catalogNote.ts); other languages load their words for it with their text.
const english = import.meta.glob<Module>(['./en/*.ts', '!./**/*.test.ts', '!**/fio.ts', '!./en/catalogNotes.ts', '!**/measurements.ts', '!**/deployed.ts'], {
  eager: true,
});
const others = import.meta.glob<Module>(['./*/*.ts', '!./en/*.ts', '!./**/*.test.ts', '!**/fio.ts', '!**/measurements.ts', '!**/deployed.ts']);

const PATH = /^\.\/([a-z]{2}(?:-[A-Za-z]+)?)\/(\w+)\.ts$/;

function sections(modules: Readonly<Record<string, Module>>): Messages {
  const out: Messages = {};
  for (const [path, mod] of Object.entries(modules)) {
    const match = PATH.exec(path);
    if (match) out[match[2]!] = mod.default;
  }
  return out;
}

/** The English resources, bundled. */
export const resources: Resource = { en: { translation: sections(english) } };

/** Languages with text, English first (whether or not loaded yet). */
export const availableLanguages: readonly string[] = [
  'en',
  ...[
    ...new Set(
      Object.keys(others)
        .map((path) => PATH.exec(path)?.[1])
        .filter((lng): lng is string => lng !== undefined && lng !== 'en'),
    ),
  ].sort(),
];

/**
 * Each language's name in itself, for the language switch. Not translations: a name must read
 * the same whatever the interface language, and before that language's text is loaded.
 */
export const nativeLanguageNames: Readonly<Record<string, string>> = { en: 'English', ja: '日本語' };

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...availableLanguages],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  showSupportNotice: false,
});

const loading = new Map<string, Promise<boolean>>();

export function isLanguageLoaded(lng: string): boolean {
  return lng === 'en' || i18n.hasResourceBundle(lng, 'translation');
}

/**
 * Loads a language's text (its chunk of the build) into i18next. Resolves true once it is
 * there, false if the language has no text or its chunk could not be fetched (the app then
 * stays in English; a later call tries again).
 */
export function loadLanguage(lng: string): Promise<boolean> {
  if (isLanguageLoaded(lng)) return Promise.resolve(true);
  const entries = Object.entries(others).filter(([path]) => PATH.exec(path)?.[1] === lng);
  if (entries.length === 0) return Promise.resolve(false);
  let pending = loading.get(lng);
  if (!pending) {
    pending = Promise.all(entries.map(async ([path, load]) => [path, await load()] as const)).then(
      (loaded) => {
        i18n.addResourceBundle(lng, 'translation', sections(Object.fromEntries(loaded)), true, true);
        return true;
      },
      () => {
        loading.delete(lng);
        return false;
      },
    );
    loading.set(lng, pending);
  }
  return pending;
}

/** The language asked for last: a slower, earlier load must not switch over a later choice. */
let wanted = 'en';

/**
 * Switches i18next to `locale`, sets `<html lang>` to the language actually shown (English for
 * a locale without text) and the document's title to the app's name in it. With the language
 * loaded (always English; others once fetched) the switch is synchronous; otherwise English
 * stays on screen until the text arrives. Returns the language shown now.
 */
export function applyLocale(locale: string, doc: Document | undefined = typeof document !== 'undefined' ? document : undefined): string {
  const lng = availableLanguages.includes(locale) ? locale : 'en';
  wanted = lng;
  if (!isLanguageLoaded(lng)) {
    void loadLanguage(lng).then((ok) => {
      if (ok && wanted === lng) applyLocale(lng, doc);
    });
    return show('en', doc);
  }
  return show(lng, doc);
}

function show(lng: string, doc: Document | undefined): string {
  if (i18n.language !== lng) void i18n.changeLanguage(lng);
  if (doc) {
    doc.documentElement.lang = lng;
    doc.title = i18n.t('common.appName', { lng });
  }
  return lng;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a number for a locale; formatters are cached by locale and options. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A readable precision for a plain number: whole above 100, one decimal above 10, else two. */
export function formatReadable(value: number, locale: string): string {
  const abs = Math.abs(value);
  return formatNumber(value, locale, { maximumFractionDigits: abs >= 100 ? 0 : abs >= 10 ? 1 : 2 });
}
