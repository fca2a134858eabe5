/**
 * The price book, editable: each SKU's list price with a field for the user's own price, and
 * a discount. A value that is not a non-negative number (or a discount above 100%) gets a
 * message beside its field and is not applied.
 */
import { useId, useState } from 'react';
import { catalog, cost, type PriceKey, type Pricing } from '../../engine/index.ts';
import type { ActionResult, PricingPatch } from '../../store/contract.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { priceCite } from './CostBreakdown.tsx';
import { unitText } from './engineText.ts';
import { useFormat } from './format.ts';
import { PriceFileSection } from './PriceFileSection.tsx';
import { Provenance } from './Provenance.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import './results.css';

export interface PricingFormProps {
  readonly pricing: Pricing | undefined;
  /** Applies a valid change; a failed result's message is shown beside the field. */
  readonly onChange: (patch: PricingPatch) => ActionResult | void;
}

type Parsed = { readonly ok: true; readonly value: number | null } | { readonly ok: false; readonly message: string };

/** Empty clears the value; otherwise a finite number from 0 to `max`. */
export function parsePrice(t: Translate, text: string, max?: number): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  // Plain decimals only: no exponents, hex or thousands separators.
  const value = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(value)) return { ok: false, message: t('results.pricing.errorNumber') };
  if (value < 0) return { ok: false, message: t('results.pricing.errorNegative') };
  if (max !== undefined && value > max) return { ok: false, message: t('results.pricing.errorMax', { max }) };
  return { ok: true, value };
}

const DISCOUNT = 'discount';

export function PricingForm({ pricing, onChange }: PricingFormProps) {
  const t = useT();
  const f = useFormat();
  const base = useId();
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const overrides: Record<string, number> = {};
  for (const [k, v] of Object.entries(pricing?.overrides ?? {})) if (typeof v === 'number') overrides[k] = v;
  // The list prices of the book in force: a price file's (issue 43), else the built-in USD book.
  const book: Pricing | undefined = pricing?.book ? { book: pricing.book } : undefined;
  const listPrice = (key: PriceKey): number | null => (cost.unpricedInBook(key, book) ? null : cost.unitPrice(key, book));

  const applied = (field: string): string => {
    const v = field === DISCOUNT ? pricing?.discountPercent : overrides[field];
    return v === undefined ? '' : String(v);
  };
  const setError = (field: string, message: string | null) =>
    setErrors((prev) => {
      const next = { ...prev };
      if (message === null) delete next[field];
      else next[field] = message;
      return next;
    });

  const edit = (field: string, text: string) => {
    setDrafts((prev) => ({ ...prev, [field]: text }));
    const parsed = parsePrice(t, text, field === DISCOUNT ? 100 : undefined);
    if (!parsed.ok) {
      setError(field, parsed.message);
      return;
    }
    let patch: PricingPatch;
    if (field === DISCOUNT) {
      patch = { discountPercent: parsed.value };
    } else {
      const next = { ...overrides };
      if (parsed.value === null) delete next[field];
      else next[field] = parsed.value;
      patch = { overrides: next };
    }
    const result = onChange(patch);
    setError(field, result && !result.ok ? result.message : null);
  };
  const settle = (field: string) => {
    if (errors[field]) return;
    setDrafts((prev) => {
      const next = { ...prev };
      delete next[field];
      return next;
    });
  };
  const input = (field: string, label: string) => {
    const id = `${base}-${field}`;
    const error = errors[field];
    return (
      <>
        <label htmlFor={id} className={field === DISCOUNT ? undefined : 'visually-hidden'}>
          {label}
        </label>{' '}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          size={8}
          value={drafts[field] ?? applied(field)}
          placeholder={field === DISCOUNT ? '0' : String(listPrice(field as PriceKey) ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => edit(field, e.currentTarget.value)}
          onBlur={() => settle(field)}
        />
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </>
    );
  };

  const headingId = useId();
  return (
    <section className="results-panel pricing-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('results.pricing.title')}</h2>
      <p>
        {t('results.cost.priceDate', { date: f.day(cost.priceDateOf(book)) })} {t('results.pricing.currency', { currency: cost.currencyOf(book) })}
      </p>
      <p>{input(DISCOUNT, t('results.pricing.discount'))}</p>
      <PriceFileSection pricing={pricing} onChange={onChange} />
      <ResultsTable caption={t('results.pricing.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('results.pricing.name')}</th>
            <th scope="col">{t('results.cost.sku')}</th>
            <th scope="col" className="num">
              {t('results.pricing.listPrice')}
            </th>
            <th scope="col">{t('results.pricing.override', { currency: cost.currencyOf(book) })}</th>
          </tr>
        </thead>
        <tbody>
          {catalog.priceKeys.map((key) => {
            const p = catalog.priceBook[key];
            const list = listPrice(key);
            return (
              <tr key={key}>
                <th scope="row">{p.name}</th>
                <td>{p.sku}</td>
                <td className="num">
                  {list === null ? '—' : t('results.cost.unitPriceValue', { price: f.unitMoney(list), per: unitText(t, p.per) })}{' '}
                  {book ? null : <Provenance cited={priceCite(p)} />}
                </td>
                <td>{input(key, t('results.pricing.overrideFor', { name: p.name, per: unitText(t, p.per), currency: cost.currencyOf(book) }))}</td>
              </tr>
            );
          })}
        </tbody>
      </ResultsTable>
    </section>
  );
}

export default function PricingPanel() {
  // The pricing part only: the store keeps its object while other fields change (share.ts),
  // so a keystroke in the workload form does not build the price table again.
  const pricing = usePlanStore((s) => s.scenario.pricing);
  const setPricing = usePlanStore((s) => s.setPricing);
  return <PricingForm pricing={pricing} onChange={setPricing} />;
}
