/**
 * Languages other than English load on first use: the English text is there at once, the
 * Japanese arrives from its own chunk, and a late load never overrides a newer choice.
 * Each test imports a fresh copy of the i18n module, with nothing loaded yet.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type I18nModule = typeof import('./index.ts');
let m: I18nModule;

beforeEach(async () => {
  vi.resetModules();
  m = await import('./index.ts');
});

describe('languages load when chosen', () => {
  it('has English at once and Japanese only after loading it', async () => {
    expect(m.availableLanguages).toEqual(['en', 'ja']);
    for (const lng of m.availableLanguages) expect(m.nativeLanguageNames[lng], lng).toBeTruthy();
    expect(m.isLanguageLoaded('en')).toBe(true);
    expect(m.isLanguageLoaded('ja')).toBe(false);
    expect(Object.keys(m.resources)).toEqual(['en']);

    // Asked for Japanese before it is loaded: English stays, then Japanese follows by itself.
    expect(m.applyLocale('ja')).toBe('en');
    expect(m.i18n.language).toBe('en');
    await vi.waitFor(() => expect(m.i18n.language).toBe('ja'));
    expect(m.isLanguageLoaded('ja')).toBe(true);
    expect(m.i18n.t('form.heading')).not.toBe(m.i18n.t('form.heading', { lng: 'en' }));

    // Loaded now: the switch is synchronous both ways.
    expect(m.applyLocale('en')).toBe('en');
    expect(m.applyLocale('ja')).toBe('ja');
    expect(m.i18n.language).toBe('ja');
  });

  it('does not switch to a language the user has already left', async () => {
    m.applyLocale('ja');
    m.applyLocale('en');
    expect(await m.loadLanguage('ja')).toBe(true);
    await Promise.resolve();
    expect(m.i18n.language).toBe('en');
  });

  it('says false for a language without text, and shows English', async () => {
    expect(await m.loadLanguage('xx')).toBe(false);
    expect(m.applyLocale('xx')).toBe('en');
  });
});
