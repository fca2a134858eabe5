/**
 * The interface language: which locales exist, and how the first one is chosen. The link
 * (`#…&lang=ja` or `?lang=ja`) wins, then the preference saved in this browser, then the
 * browser's own languages (any `ja*` means Japanese), then English.
 */
import type { PlanState } from './contract.ts';

export type Locale = PlanState['locale'];

export const LOCALES: readonly Locale[] = ['en', 'ja'];

export const DEFAULT_LOCALE: Locale = 'en';

/** A supported locale from a tag ('ja', 'ja-JP', 'EN'), or undefined. */
export function parseLocale(tag: string | null | undefined): Locale | undefined {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === base);
}

/** `lang` from a query string (`?lang=ja&…`), or undefined. */
export function localeFromSearch(search: string | undefined): Locale | undefined {
  if (!search) return undefined;
  return parseLocale(new URLSearchParams(search.replace(/^\?/, '')).get('lang'));
}

/** The first of the browser's languages the app has (navigator.languages, in order). */
export function localeFromLanguages(languages: readonly string[] | undefined): Locale | undefined {
  for (const tag of languages ?? []) {
    const locale = parseLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

export interface LocaleSources {
  /** `lang` of the hash. */
  readonly hash?: Locale | undefined;
  /** `lang` of the query string. */
  readonly search?: Locale | undefined;
  readonly saved?: Locale | undefined;
  readonly languages?: readonly string[] | undefined;
}

/** Link, then saved preference, then the browser's languages, then English. */
export function initialLocale(s: LocaleSources): Locale {
  return s.hash ?? s.search ?? s.saved ?? localeFromLanguages(s.languages) ?? DEFAULT_LOCALE;
}

/** The query string without its `lang` parameter ('' when nothing is left): the hash carries it. */
export function searchWithoutLang(search: string): string {
  if (!search || !/[?&]lang=/.test(search)) return search;
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  params.delete('lang');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
