/** The price file in the app (issue 43): imported, read in a currency, its problems beside the import, the last good book kept. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Pricing } from '../../engine/index.ts';
import type { PricingPatch } from '../../store/contract.ts';
import { CurrencyContext } from './format.ts';
import { PricingForm } from './PricingPanel.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../tests/fixtures/prices', name), 'utf8');
const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

describe('PriceFileSection', () => {
  it('imports the JPY file: the book is applied, the currency can be changed to yen, the table lists yen', async () => {
    const applied: Pricing[] = [];
    function Harness() {
      const [pricing, setPricing] = useState<Pricing | undefined>(undefined);
      const onChange = (patch: PricingPatch) => {
        if (patch.book !== undefined) {
          const next = patch.book ? { book: patch.book } : {};
          applied.push(next);
          setPricing(next);
        }
        return { ok: true as const };
      };
      // As the app does: money in the currency of the book in force.
      return (
        <CurrencyContext.Provider value={pricing?.book?.currency ?? 'USD'}>
          <PricingForm pricing={pricing} onChange={onChange} />
        </CurrencyContext.Provider>
      );
    }
    renderWithI18n(<Harness />);
    fireEvent.change(screen.getByTestId('price-file-input'), { target: { files: [file('jpy.json', fixture('jpy.json'))] } });
    // Without a currency chosen, a file with USD prices is read in USD; choosing JPY reads it again in yen.
    await waitFor(() => expect((screen.getByTestId('price-currency') as HTMLSelectElement).disabled).toBe(false));
    expect(applied.at(-1)?.book?.currency).toBe('USD');
    fireEvent.change(screen.getByTestId('price-currency'), { target: { value: 'JPY' } });
    expect(applied.at(-1)?.book).toMatchObject({ currency: 'JPY', date: '2026-12-01' });
    expect(screen.getByTestId('price-book').textContent).toContain('JPY');
    expect(screen.getByRole('table', { name: 'Price book' }).textContent).toContain('¥45');
  });

  it('a file that is not a price list is refused beside the import, and the last good book stays', async () => {
    const onChange = vi.fn(() => ({ ok: true as const }));
    const book = { currency: 'JPY', date: '2026-12-01', prices: { fssStorageGBMonth: 45 } };
    renderWithI18n(<PricingForm pricing={{ book }} onChange={onChange} />);
    const input = screen.getByTestId('price-file-input');
    fireEvent.change(input, { target: { files: [file('bad.json', '{"items": [')] } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(message?.textContent).toContain('bad.json is not JSON.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('price-book').textContent).toContain('JPY');
  });

  it('the commitment term is a whole number of years from 1 to 5; anything else is said beside it and not applied', () => {
    const onChange = vi.fn(() => ({ ok: true as const }));
    renderWithI18n(<PricingForm pricing={undefined} onChange={onChange} />);
    const term = screen.getByLabelText('Commitment term (years)');
    fireEvent.change(term, { target: { value: '7' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(term.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(term, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ commitment: { termYears: 3 } });
    expect(term.getAttribute('aria-invalid')).toBeNull();
  });
});
