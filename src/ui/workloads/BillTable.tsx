/**
 * The bill of materials on screen: service, item, quantity, unit price, monthly cost and the
 * workloads each line serves, with the source of every price (as the cost tables show it); the
 * total, the discount and the price book's date under it; exported as CSV or JSON.
 */
import type { WorkloadsResult } from '../../engine/index.ts';
import { downloadText } from '../layout/download.ts';
import { useFormat } from '../results/format.ts';
import { Provenance } from '../results/Provenance.tsx';
import { ResultsTable } from '../results/ResultsTable.tsx';
import { useT } from '../i18n/useT.ts';
import { billCsv, billJson, billUnitText, itemText, serviceText } from './billText.ts';

export function BillTable({ result }: { readonly result: WorkloadsResult }) {
  const t = useT();
  const f = useFormat();
  const bill = result.billOfMaterials;
  return (
    <div className="bill">
      <ResultsTable caption={t('workloads.bill.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('workloads.bill.service')}</th>
            <th scope="col">{t('workloads.bill.item')}</th>
            <th scope="col" className="num">
              {t('workloads.bill.quantity')}
            </th>
            <th scope="col" className="num">
              {t('workloads.bill.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('workloads.bill.monthly')}
            </th>
            <th scope="col">{t('workloads.bill.workloads')}</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((l, i) => (
            <tr key={`${l.service}-${l.item}-${i}`}>
              <td>{serviceText(t, l.service)}</td>
              <th scope="row">{itemText(t, f, l)}</th>
              <td className="num">
                {f.num(l.quantity)} {billUnitText(t, l.unit, l.quantity)}
              </td>
              <td className="num">
                {l.unitUSD === null ? t('workloads.bill.noPrice') : f.unitUsd(l.unitUSD)}
                {l.sources.map((s) => (
                  <Provenance key={s} cited={{ source: s, basis: 'documented' }} />
                ))}
              </td>
              <td className="num">{l.monthlyUSD === null ? t('workloads.bill.noPrice') : f.usd(l.monthlyUSD)}</td>
              <td>{l.workloads.join(', ')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="cost-total">
            <th scope="row" colSpan={4}>
              {t('workloads.bill.total')}
            </th>
            <td className="num" data-testid="bill-total">
              {bill.totalMonthlyUSD === null ? t('workloads.bill.noPrice') : f.usd(bill.totalMonthlyUSD)}
            </td>
            <td />
          </tr>
        </tfoot>
      </ResultsTable>
      <p className="results-muted">
        {t('workloads.bill.discount', { percent: f.num(bill.discountPercent) })} {t('workloads.bill.priceDate', { date: f.day(bill.priceBookDate) })}
        {bill.currency && <> {t('prices.bookLine', { currency: bill.currency, date: f.day(bill.priceBookDate) })}</>}
      </p>
      {bill.commitmentTermYears !== undefined && (
        <p className="results-muted" data-testid="bill-commitment">
          {t('prices.commitmentLine', {
            discount: f.num(bill.discountPercent),
            years: bill.commitmentTermYears,
            total: bill.commitmentTotalUSD == null ? t('workloads.bill.noPrice') : f.money(bill.commitmentTotalUSD),
          })}
        </p>
      )}
      <div className="bill-actions">
        <button type="button" onClick={() => downloadText(billCsv(t, f, bill), 'bill-of-materials.csv', 'text/csv')}>
          {t('workloads.bill.exportCsv')}
        </button>
        <button type="button" onClick={() => downloadText(billJson(result), 'bill-of-materials.json')}>
          {t('workloads.bill.exportJson')}
        </button>
      </div>
    </div>
  );
}
