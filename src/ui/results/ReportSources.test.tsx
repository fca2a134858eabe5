import { act, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cost } from '../../engine/index.ts';
import { sources } from '../../catalog/index.ts';
import { i18n } from '../i18n/index.ts';
import { reportSourceIds } from './reportSources.ts';
import { ResultsView } from './ResultsView.tsx';
import { planFor, renderWithI18n, smallRequirement } from '../../../tests/fixtures/render.tsx';

function print(): void {
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The printed sources as a customer reads them: one text per numbered item. */
function printedSources(): string[] {
  return [...screen.getByTestId('report-footer').querySelectorAll('ol.report-sources > li')].map((li) => li.textContent ?? '');
}

describe('the printed sources cite documents a customer can look up', () => {
  it.each(['en', 'ja'] as const)('gives title, publisher, date and public address, never our files or copies (%s)', async (lang) => {
    await i18n.changeLanguage(lang);
    const result = planFor();
    renderWithI18n(<ResultsView view="compare" result={result} requirement={smallRequirement()} />);
    print();
    const items = printedSources();
    const ids = reportSourceIds(result, 'compare');
    expect(items).toHaveLength(ids.length);
    ids.forEach((id, i) => {
      const s = sources[id];
      const text = items[i]!;
      expect(text).toContain(s.title);
      expect(text).toContain(s.publisher);
      if (s.url) expect(text).toContain(s.url.replace(/^https:\/\//, ''));
      // Where the date is unknown, it says so in the reader's language.
      if (s.date === null) expect(text).toContain(i18n.t('results.sources.undated'));
      expect(text).not.toMatch(/seeds\/|reference\/|File:|ファイル:|oci-pricing-mcp|jasonwilbur|copied/);
    });
    // Prices cite Oracle's price list with its date.
    const price = items[ids.indexOf('S-PRICE')]!;
    expect(price).toContain('www.oracle.com/cloud/price-list/');
    expect(price).toMatch(lang === 'en' ? /Jan(uary)? 5, 2026|2026-01-05/ : /2026年1月5日|2026\/01\/05|2026-01-05/);
  });

  it.each(['en', 'ja'] as const)('cites the price file imported, with its currency and date, in place of the built-in book (%s)', async (lang) => {
    await i18n.changeLanguage(lang);
    const text = readFileSync(join(import.meta.dirname, '../../../tests/fixtures/prices/jpy.json'), 'utf8');
    const reading = cost.readPriceFileTexts([{ name: 'jpy.json', text }], 'JPY');
    if (!reading.ok) throw new Error('the yen fixture should read');
    const result = planFor(smallRequirement(), {}, { book: reading.book });
    renderWithI18n(<ResultsView view="compare" result={result} requirement={smallRequirement()} />);
    print();
    const price = printedSources()[reportSourceIds(result, 'compare').indexOf('S-PRICE')]!;
    expect(price).toContain(i18n.t('prices.sourceTitle', { currency: 'JPY' }));
    expect(price).toContain('apexapps.oracle.com/pls/apex/cetools/api/v1/products/');
    expect(price).toMatch(lang === 'en' ? /Dec(ember)? 1, 2026/ : /2026年12月1日/);
    expect(price).not.toContain(sources['S-PRICE'].title);
  });
});
