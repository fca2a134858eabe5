/**
 * The monthly cost of a design line by line: SKU, quantity, unit price, list total, the
 * discount and the price book's date.
 */
import { catalog, type Cost, type Price } from '../../engine/index.ts';
import { costLineText, unitText } from './engineText.ts';
import { useFormat } from './format.ts';
import { Provenance, type ProvenanceCite } from './Provenance.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { useT } from '../i18n/useT.ts';

/** The price book's entry for a SKU. */
export function priceOf(sku: string): Price | undefined {
  const key = catalog.priceKeys.find((k) => catalog.priceBook[k].sku === sku);
  return key ? catalog.priceBook[key] : undefined;
}

/** A price book entry as a cited figure, for its provenance badge. */
export function priceCite(p: Price): ProvenanceCite {
  return { source: p.source, basis: 'documented', where: p.where };
}

export function CostBreakdown({ cost, caption }: { readonly cost: Cost; readonly caption?: string }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="cost-breakdown">
      <ResultsTable caption={caption ?? t('results.cost.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('results.cost.item')}</th>
            <th scope="col">{t('results.cost.sku')}</th>
            <th scope="col" className="num">
              {t('results.cost.quantity')}
            </th>
            <th scope="col" className="num">
              {t('results.cost.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('results.cost.monthly')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cost.lines.map((l, i) => {
            const price = priceOf(l.sku);
            const own = price !== undefined && price.usd !== l.unitPriceUSD;
            return (
              <tr key={`${l.sku}-${i}`}>
                <th scope="row">{costLineText(t, f, l)}</th>
                <td>{l.sku}</td>
                <td className="num">{t('results.cost.quantityValue', { quantity: f.num(l.quantity), unit: unitText(t, l.unit) })}</td>
                <td className="num">
                  {price ? t('results.cost.unitPriceValue', { price: f.unitUsd(l.unitPriceUSD), per: unitText(t, price.per) }) : f.unitUsd(l.unitPriceUSD)}
                  {price && (own ? <span className="results-tag"> {t('results.cost.ownPrice')}</span> : <Provenance cited={priceCite(price)} />)}
                </td>
                <td className="num">{f.usd(l.monthlyUSD)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('results.cost.listTotal')}
            </th>
            <td className="num">{f.usd(cost.listMonthlyUSD)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              {t('results.cost.discount', { percent: f.num(cost.discountPercent) })}
            </th>
            <td className="num">{f.usd(cost.monthlyUSD - cost.listMonthlyUSD)}</td>
          </tr>
          <tr className="cost-total">
            <th scope="row" colSpan={4}>
              {t('results.cost.total')}
            </th>
            <td className="num">{f.usd(cost.monthlyUSD)}</td>
          </tr>
        </tfoot>
      </ResultsTable>
      <p className="results-muted">
        {t('results.cost.priceDate', { date: f.day(cost.priceDate) })} {t('results.cost.hours')}
        {cost.currency && <> {t('prices.bookLine', { currency: cost.currency, date: f.day(cost.priceDate) })}</>}
        {cost.commitmentTermYears !== undefined && (
          <>
            {' '}
            {t('prices.commitmentLine', {
              discount: f.num(cost.discountPercent),
              years: cost.commitmentTermYears,
              total: cost.complete ? f.money(cost.monthlyUSD * 12 * cost.commitmentTermYears) : t('workloads.bill.noPrice'),
            })}
          </>
        )}
      </p>
      {!cost.complete && <p className="results-note">{cost.note ? t(`results.engine.costNote.${cost.note}`) : t('results.cost.incomplete')}</p>}
    </div>
  );
}
