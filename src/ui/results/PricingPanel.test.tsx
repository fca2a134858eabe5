import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { priceBook, priceKeys } from '../../catalog/index.ts';
import { makeFormatters } from './format.ts';
import { PricingForm } from './PricingPanel.tsx';
import { renderWithI18n } from '../../../tests/fixtures/render.tsx';

describe('PricingForm', () => {
  it('lists every price of the book with its SKU and the price date', () => {
    renderWithI18n(<PricingForm pricing={undefined} onChange={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Price book' });
    for (const key of priceKeys) expect(table.textContent).toContain(priceBook[key].sku);
    // The book's ISO date, said the English way: "January 5, 2026".
    expect(screen.getByText(new RegExp(`List prices as of ${makeFormatters('en').day(priceBook.date)}`))).toBeTruthy();
  });

  it('a negative discount shows a message beside the field and is not applied', () => {
    const onChange = vi.fn();
    renderWithI18n(<PricingForm pricing={undefined} onChange={onChange} />);
    const discount = screen.getByLabelText('Discount (%)');
    fireEvent.change(discount, { target: { value: '-5' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(discount.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(discount.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Enter zero or more.');
  });

  it('text that is not a number, or a discount above 100%, is not applied either', () => {
    const onChange = vi.fn();
    renderWithI18n(<PricingForm pricing={undefined} onChange={onChange} />);
    const discount = screen.getByLabelText('Discount (%)');
    fireEvent.change(discount, { target: { value: 'ten' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a number, such as 0.25.');
    fireEvent.change(discount, { target: { value: '1e1' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a number, such as 0.25.');
    fireEvent.change(discount, { target: { value: '150' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter at most 100.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a valid discount and a valid price override are applied through the callback', () => {
    const onChange = vi.fn(() => ({ ok: true as const }));
    renderWithI18n(<PricingForm pricing={{ overrides: { bvStorageGBMonth: 0.02 } }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Discount (%)'), { target: { value: '12.5' } });
    expect(onChange).toHaveBeenLastCalledWith({ discountPercent: 12.5 });
    const name = priceBook.fssStorageGBMonth.name;
    fireEvent.change(screen.getByLabelText(new RegExp(`^Your price for ${name}`)), { target: { value: '0.25' } });
    expect(onChange).toHaveBeenLastCalledWith({ overrides: { bvStorageGBMonth: 0.02, fssStorageGBMonth: 0.25 } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('emptying an override removes it', () => {
    const onChange = vi.fn();
    renderWithI18n(<PricingForm pricing={{ overrides: { bvStorageGBMonth: 0.02 } }} onChange={onChange} />);
    const input = screen.getByLabelText(new RegExp(`^Your price for ${priceBook.bvStorageGBMonth.name}`));
    expect((input as HTMLInputElement).value).toBe('0.02');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ overrides: {} });
  });

  it('shows the store’s refusal beside the field', () => {
    const onChange = vi.fn(() => ({ ok: false as const, message: 'pricing.discountPercent: too much' }));
    renderWithI18n(<PricingForm pricing={undefined} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Discount (%)'), { target: { value: '10' } });
    expect(screen.getByRole('alert').textContent).toBe('pricing.discountPercent: too much');
  });
});
