/**
 * Prices a user entered are never dropped without a word. Overrides are in the book's currency,
 * so a price book in another currency cannot keep them (the store removes them). The section
 * keeps them aside here, with the book they belonged to, says so, and offers them back.
 */
import { useState } from 'react';
import type { Pricing } from '../../engine/index.ts';
import type { ActionResult, PricingPatch } from '../../store/contract.ts';
import { useT } from '../i18n/useT.ts';

export interface SetAside {
  /** The book the prices were entered against (undefined: the built-in USD book). */
  readonly book: Pricing['book'];
  readonly overrides: Readonly<Record<string, number>>;
}

/** The overrides a change to `book` would remove: those of another currency than the new book's. */
export function setAsideBy(pricing: Pricing | undefined, book: Pricing['book'] | null): SetAside | null {
  const overrides = Object.fromEntries(Object.entries(pricing?.overrides ?? {}).filter((e): e is [string, number] => e[1] !== undefined));
  const before = pricing?.book?.currency ?? 'USD';
  const after = book?.currency ?? 'USD';
  return before !== after && Object.keys(overrides).length > 0 ? { book: pricing?.book, overrides } : null;
}

/**
 * `change` makes a pricing change, first keeping aside the overrides a new book removes;
 * `restore` brings them back with their book.
 */
export function useSetAside(pricing: Pricing | undefined, onChange: (patch: PricingPatch) => ActionResult | void) {
  const [aside, setAside] = useState<SetAside | null>(null);
  const change = (patch: PricingPatch): ActionResult | void => {
    const removed = patch.book !== undefined ? setAsideBy(pricing, patch.book) : null;
    const result = onChange(patch);
    if (removed && (!result || result.ok)) setAside(removed);
    return result;
  };
  const restore = () => {
    if (!aside) return;
    const result = onChange({ book: aside.book ?? null, overrides: aside.overrides });
    if (!result || result.ok) setAside(null);
  };
  return { aside, change, restore };
}

export function SetAsideNote({ aside, onRestore }: { readonly aside: SetAside; readonly onRestore: () => void }) {
  const t = useT();
  const count = Object.keys(aside.overrides).length;
  const currency = aside.book?.currency ?? 'USD';
  return (
    <p className="field-hint" role="status" data-testid="price-set-aside">
      {t('prices.setAside', { count, currency })}{' '}
      <button type="button" onClick={onRestore}>
        {t('prices.restore', { currency })}
      </button>
    </p>
  );
}
