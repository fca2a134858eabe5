import { describe, expect, it, vi } from 'vitest';
import { rememberingT, translationKey } from './useT.ts';

describe('rememberingT', () => {
  const setup = () => {
    const plain = vi.fn((key: string, options: Record<string, unknown>) => `${key}:${JSON.stringify(options)}`);
    const generation = { value: 0 };
    return { plain, generation, t: rememberingT(plain, generation) };
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

  it('forgets everything when texts are added', () => {
    const { plain, generation, t } = setup();
    t('k');
    generation.value += 1;
    t('k');
    expect(plain).toHaveBeenCalledTimes(2);
  });
});
