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

describe('prices the user entered, when a book in another currency comes in', () => {
  it('are kept aside, said so beside the import, and given back with their book', async () => {
    const { createPlanStore } = await import('../../store/planStore.ts');
    const { useStore } = await import('zustand');
    const store = createPlanStore({ storage: null });
    expect(store.getState().setPriceOverride('fssStorageGBMonth', 0.25).ok).toBe(true);
    expect(store.getState().setPriceOverride('lustreStorageGBMonth', 0.1).ok).toBe(true);
    function Harness() {
      const pricing = useStore(store, (s) => s.scenario.pricing);
      const setPricing = useStore(store, (s) => s.setPricing);
      return (
        <CurrencyContext.Provider value={pricing?.book?.currency ?? 'USD'}>
          <PricingForm pricing={pricing} onChange={setPricing} />
        </CurrencyContext.Provider>
      );
    }
    renderWithI18n(<Harness />);
    fireEvent.change(screen.getByTestId('price-file-input'), { target: { files: [file('jpy.json', fixture('jpy.json'))] } });
    await waitFor(() => expect((screen.getByTestId('price-currency') as HTMLSelectElement).disabled).toBe(false));
    // Read in USD first: the dollar prices entered still apply.
    expect(store.getState().scenario.pricing?.overrides).toEqual({ fssStorageGBMonth: 0.25, lustreStorageGBMonth: 0.1 });
    expect(screen.queryByTestId('price-set-aside')).toBeNull();
    fireEvent.change(screen.getByTestId('price-currency'), { target: { value: 'JPY' } });
    await waitFor(() => expect(store.getState().scenario.pricing?.book?.currency).toBe('JPY'));
    // A yen book cannot take dollar prices: the store drops them, the section keeps them and says so.
    expect(store.getState().scenario.pricing?.overrides).toBeUndefined();
    const note = await screen.findByTestId('price-set-aside');
    expect(note.textContent).toContain('The 2 prices you entered were in USD');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the USD book with them' }));
    // Back to the book they were entered against: the file read in USD.
    await waitFor(() => expect(store.getState().scenario.pricing?.book?.currency).toBe('USD'));
    expect(store.getState().scenario.pricing?.overrides).toEqual({ fssStorageGBMonth: 0.25, lustreStorageGBMonth: 0.1 });
    expect(screen.queryByTestId('price-set-aside')).toBeNull();
  });
});
