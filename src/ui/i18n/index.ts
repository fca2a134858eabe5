/**
 * i18next, initialised synchronously with bundled resources (no network, no backend).
 *
 * Every file `./<lang>/<section>.ts` is picked up at build time and becomes the nested keys
 * `<section>.*` of that language (`./en/form.ts` -> `t('form.fields.readMBps.label')`), so adding
 * a language is data only: add `./ja/common.ts`, `./ja/form.ts`, … Missing keys fall back to
 * English.
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

const modules = import.meta.glob<{ default: Messages }>(['./*/*.ts', '!./**/*.test.ts'], { eager: true });

function collectResources(): Resource {
  const resources: Record<string, { translation: Messages }> = {};
  for (const [path, mod] of Object.entries(modules)) {
    const match = /^\.\/([a-z]{2}(?:-[A-Za-z]+)?)\/(\w+)\.ts$/.exec(path);
    if (!match) continue;
    const [, lang, section] = match as unknown as [string, string, string];
    const bundle = (resources[lang] ??= { translation: {} });
    bundle.translation[section] = mod.default;
  }
  return resources;
}

export const resources = collectResources();

/** Languages with bundled text, English first. */
export const availableLanguages: readonly string[] = Object.keys(resources).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

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

/**
 * Switches i18next to `locale` (bundled resources: the switch is synchronous), sets
 * `<html lang>` to the language actually shown (English for a locale without resources) and
 * the document's title to the app's name in it.
 */
export function applyLocale(locale: string, doc: Document | undefined = typeof document !== 'undefined' ? document : undefined): string {
  const lng = availableLanguages.includes(locale) ? locale : 'en';
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
