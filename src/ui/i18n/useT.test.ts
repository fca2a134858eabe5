import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberingT, translationKey, translatorOf } from './useT.ts';

describe('rememberingT', () => {
  const setup = () => {
    const plain = vi.fn((key: string, options: Record<string, unknown>) => `${key}:${JSON.stringify(options)}`);
    return { plain, t: rememberingT(plain) };
  };

  it('asks i18next once for the same key and plain options', () => {
    const { plain, t } = setup();
    expect(t('a.b')).toBe('a.b:{}');
    expect(t('a.b')).toBe('a.b:{}');
    expect(t('a.c', { n: 1, s: 'x', flag: true })).toBe('a.c:{"n":1,"s":"x","flag":true}');
    expect(t('a.c', { n: 1, s: 'x', flag: true })).toBe('a.c:{"n":1,"s":"x","flag":true}');
    expect(plain).toHaveBeenCalledTimes(2);
  });

  it('tells different options apart, a number from its text too', () => {
    const { plain, t } = setup();
    expect(t('k', { n: 1 })).toBe('k:{"n":1}');
    expect(t('k', { n: '1' })).toBe('k:{"n":"1"}');
    expect(t('k', { n: 2 })).toBe('k:{"n":2}');
    expect(t('k', { m: 1 })).toBe('k:{"m":1}');
    expect(plain).toHaveBeenCalledTimes(4);
  });

  it('does not remember a call with an object among its options', () => {
    const { plain, t } = setup();
    t('k', { list: ['a'] });
    t('k', { list: ['a'] });
    expect(plain).toHaveBeenCalledTimes(2);
    expect(translationKey('k', { list: ['a'] })).toBeNull();
  });
});

describe('translatorOf', () => {
  const instance = () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      initAsync: false,
      showSupportNotice: false,
      resources: { en: { translation: { hello: 'Hello {{name}}' } }, ja: { translation: { hello: 'こんにちは {{name}}' } } },
    });
    return i18n;
  };

  it('gives every component the same function until the language or the texts change, and tells them', () => {
    const i18n = instance();
    const binding = translatorOf(i18n);
    const heard = vi.fn();
    binding.subscribe(heard);
    const en = binding.translator();
    expect(binding.translator()).toBe(en);
    expect(translatorOf(i18n)).toBe(binding);
    expect(en('hello', { name: 'A' })).toBe('Hello A');

    void i18n.changeLanguage('ja');
    expect(heard).toHaveBeenCalled();
    const ja = binding.translator();
    expect(ja).not.toBe(en);
    expect(ja('hello', { name: 'A' })).toBe('こんにちは A');

    heard.mockClear();
    i18n.addResourceBundle('ja', 'translation', { hello: 'やあ {{name}}' }, true, true);
    expect(heard).toHaveBeenCalled();
    expect(binding.translator()('hello', { name: 'A' })).toBe('やあ A');
  });
});
