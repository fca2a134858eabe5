/** A cost's table says the price list's currency and date, and the commitment term, when a price file's book and a term are in force (issue 43). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cost } from '../../engine/index.ts';
import { CurrencyContext } from './format.ts';
import { CostBreakdown } from './CostBreakdown.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';

describe('CostBreakdown', () => {
  it('in yen, with the book’s date and the term: the lines, the total and the total over the term are yen', () => {
    const book = { currency: 'JPY', date: '2026-12-01', prices: { fssStorageGBMonth: 45 } };
    const c = cost.priceLines([{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: 1000, unit: 'GB-month' }], {
      book,
      discountPercent: 10,
      commitment: { termYears: 2 },
    });
    renderWithI18n(
      <CurrencyContext.Provider value="JPY">
        <CostBreakdown cost={c} />
      </CurrencyContext.Provider>,
    );
    // 1,000 GB × ¥45 = ¥45,000 a month, less 10% = ¥40,500; over 2 years × 12 months = ¥972,000.
    expect(c.monthlyUSD).toBe(40_500);
    expect(screen.getByText(/Prices in JPY from the price list of December 1, 2026\./).textContent).toContain(
      'Annual Universal Credits: 10% discount, term 2 years; over the term ¥972,000.',
    );
    expect(document.body.textContent).toContain('¥45,000');
    expect(document.body.textContent).not.toMatch(/\$\d/);
  });
});
