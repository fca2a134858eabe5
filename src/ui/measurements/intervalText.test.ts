import { describe, expect, it } from 'vitest';
import { intervalOfText } from './intervalText.ts';

describe('the interval field’s text', () => {
  it('reads numbers as the other fields do and refuses what the schema refuses', () => {
    expect(intervalOfText('')).toEqual({ ok: true, seconds: undefined });
    expect(intervalOfText(' 60 ')).toEqual({ ok: true, seconds: 60 });
    expect(intervalOfText('1,800')).toEqual({ ok: true, seconds: 1800 });
    expect(intervalOfText('６０')).toEqual({ ok: true, seconds: 60 });
    for (const bad of ['0', '-5', 'abc', '60s', '86401', 'Infinity', '1e400']) expect(intervalOfText(bad).ok, bad).toBe(false);
  });
});
