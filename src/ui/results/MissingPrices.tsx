/**
 * Under the Compare headline: the services that fit but are not ranked because their bill is
 * incomplete, what each bill misses and how to supply it, with a field for a price the feed
 * lacks (applied as the price override `instance:<shape>`, USD per instance-hour).
 */
import { useId, useState, type FormEvent } from 'react';
import type { CompareResult } from '../../engine/index.ts';
import { missingPriceText } from './engineText.ts';
import { useFormat } from './format.ts';
import { useT } from '../i18n/useT.ts';

export interface MissingPricesProps {
  readonly result: CompareResult;
  /** Sets a price override (USD); left out where nothing can change it (print, pinned). */
  readonly onPriceOverride?: (key: string, usd: number) => void;
}

function PriceField({ shape, priceKey, onPrice }: { readonly shape: string; readonly priceKey: string; readonly onPrice: (key: string, usd: number) => void }) {
  const t = useT();
  const { currency } = useFormat();
  const id = useId();
  const [text, setText] = useState('');
  const value = /^\s*(\d+\.?\d*|\.\d+)\s*$/.test(text) ? Number(text) : Number.NaN;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (Number.isFinite(value)) onPrice(priceKey, value);
  };
  return (
    <form className="missing-price-field no-print" onSubmit={submit}>
      <label htmlFor={id}>{t('results.compare.priceFor', { shape, currency })}</label>{' '}
      <input id={id} type="text" inputMode="decimal" size={8} value={text} onChange={(e) => setText(e.currentTarget.value)} />{' '}
      <button type="submit" disabled={!Number.isFinite(value)}>
        {t('results.compare.applyPrice')}
      </button>
    </form>
  );
}

export function MissingPrices({ result, onPriceOverride }: MissingPricesProps) {
  const t = useT();
  const f = useFormat();
  if (result.unranked.length === 0) return null;
  const services = result.unranked.map((s) => t(`results.service.${s}`)).join(t('results.engine.listSeparator'));
  return (
    <div className="missing-prices" data-testid="missing-prices">
      <p>{t('results.compare.unranked', { services })}</p>
      <ul>
        {result.missingPrices.map((n) => {
          const key = typeof n.params.key === 'string' ? n.params.key : null;
          const shape = typeof n.params.shape === 'string' ? n.params.shape : '';
          return (
            <li key={`${n.code}:${key ?? shape}`}>
              {missingPriceText(t, f, n)}
              {key && onPriceOverride && <PriceField shape={shape} priceKey={key} onPrice={onPriceOverride} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
