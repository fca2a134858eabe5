import { describe, expect, it } from 'vitest';
import { defaultScenario } from './initialState.ts';
import { initialLocale, localeFromLanguages, localeFromSearch, parseLocale, searchWithoutLang } from './locale.ts';
import { storageKeys } from './persist.ts';
import { createPlanStore } from './planStore.ts';
import { memoryStorage } from '../../tests/fixtures/storage.ts';
import { buildHash, readHash } from './url.ts';

const prefs = (locale: 'en' | 'ja') => ({ [storageKeys.prefs]: JSON.stringify({ version: 1, data: { theme: 'system', locale } }) });

describe('locale helpers', () => {
  it('reads supported locales from tags, case and region aside', () => {
    expect(parseLocale('ja')).toBe('ja');
    expect(parseLocale('ja-JP')).toBe('ja');
    expect(parseLocale('EN_us')).toBe('en');
    expect(parseLocale('fr')).toBeUndefined();
    expect(parseLocale(null)).toBeUndefined();
  });

  it('takes the first of the browser’s languages the app has', () => {
    expect(localeFromLanguages(['fr-FR', 'ja-JP', 'en'])).toBe('ja');
    expect(localeFromLanguages(['de', 'fr'])).toBeUndefined();
    expect(localeFromLanguages(undefined)).toBeUndefined();
  });

  it('prefers the link, then the saved preference, then the browser, then English', () => {
    expect(initialLocale({ hash: 'ja', search: 'en', saved: 'en', languages: ['en'] })).toBe('ja');
    expect(initialLocale({ search: 'ja', saved: 'en' })).toBe('ja');
    expect(initialLocale({ saved: 'en', languages: ['ja-JP'] })).toBe('en');
    expect(initialLocale({ languages: ['ja-JP'] })).toBe('ja');
    expect(initialLocale({ languages: ['fr'] })).toBe('en');
  });

  it('reads and drops `lang` in a query string', () => {
    expect(localeFromSearch('?embed=1&lang=ja')).toBe('ja');
    expect(localeFromSearch('')).toBeUndefined();
    expect(searchWithoutLang('?lang=ja')).toBe('');
    expect(searchWithoutLang('?embed=1&lang=ja&service=dense-io')).toBe('?embed=1&service=dense-io');
    expect(searchWithoutLang('?embed=1')).toBe('?embed=1');
  });

  it('keeps the language in the hash after the scenario, English left out', () => {
    const s = defaultScenario();
    expect(buildHash(s, 'compare', 'en')).toBe(buildHash(s, 'compare'));
    const hash = buildHash(s, 'dense-io', 'ja');
    expect(hash.endsWith('&view=dense-io&lang=ja')).toBe(true);
    const read = readHash(hash);
    expect(read.lang).toBe('ja');
    expect(read.view).toBe('dense-io');
    expect(read.scenario?.ok).toBe(true);
    expect(readHash('#scenario=x&lang=xx').lang).toBeUndefined();
  });
});

describe('the store’s first locale', () => {
  const hash = (lang: 'en' | 'ja') => buildHash(defaultScenario(), 'compare', lang);

  it('comes from the link’s hash, over the saved preference', () => {
    expect(createPlanStore({ hash: hash('ja'), storage: memoryStorage(prefs('en')) }).getState().locale).toBe('ja');
    expect(createPlanStore({ hash: `${hash('en')}&lang=en`, storage: memoryStorage(prefs('ja')) }).getState().locale).toBe('en');
  });

  it('comes from ?lang= when the hash has none', () => {
    expect(createPlanStore({ hash: hash('en'), search: '?lang=ja', storage: memoryStorage(prefs('en')) }).getState().locale).toBe('ja');
  });

  it('else from the saved preference, else from the browser’s languages, else English', () => {
    expect(createPlanStore({ storage: memoryStorage(prefs('ja')), languages: ['en-US'] }).getState().locale).toBe('ja');
    expect(createPlanStore({ storage: memoryStorage(prefs('en')), languages: ['ja-JP'] }).getState().locale).toBe('en');
    expect(createPlanStore({ storage: memoryStorage(), languages: ['ja-JP', 'en'] }).getState().locale).toBe('ja');
    expect(createPlanStore({ storage: memoryStorage(), languages: ['de-DE'] }).getState().locale).toBe('en');
  });

  it('does not save a language the link chose until the user switches', () => {
    const storage = memoryStorage(prefs('en'));
    const store = createPlanStore({ hash: hash('ja'), storage });
    expect(store.getState().locale).toBe('ja');
    expect(JSON.parse(storage.data.get(storageKeys.prefs)!).data.locale).toBe('en');
    store.getState().setLocale('en');
    store.getState().setLocale('ja');
    expect(JSON.parse(storage.data.get(storageKeys.prefs)!).data.locale).toBe('ja');
  });
});
