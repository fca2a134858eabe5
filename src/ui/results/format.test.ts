/** Money in the plan's currency, formatted for the reader's language (issue 43). */
import { describe, expect, it } from 'vitest';
import { makeFormatters } from './format.ts';

describe('money formats', () => {
  it('US dollars as before: whole dollars from 100 up, cents below; unit prices to six decimals', () => {
    const f = makeFormatters('en');
    expect(f.currency).toBe('USD');
    expect([f.money(1234), f.money(12.5), f.unitMoney(0.0017), f.usd(1234)]).toEqual(['$1,234', '$12.50', '$0.0017', '$1,234']);
  });

  it('yen have no minor digits in a figure, in English and in Japanese; a unit price keeps its published decimals', () => {
    const en = makeFormatters('en', 'JPY');
    expect([en.money(1234), en.money(12.5), en.money(3), en.unitMoney(0.255), en.unitMoney(45)]).toEqual(['¥1,234', '¥13', '¥3', '¥0.255', '¥45']);
    const ja = makeFormatters('ja', 'JPY');
    expect([ja.money(3_245_462), ja.unitMoney(0.255)]).toEqual(['￥3,245,462', '￥0.255']);
  });

  it('euros in Japanese and English keep cents', () => {
    expect(makeFormatters('en', 'EUR').money(12.5)).toBe('€12.50');
    expect(makeFormatters('ja', 'EUR').money(12.5)).toBe('€12.50');
  });
});
