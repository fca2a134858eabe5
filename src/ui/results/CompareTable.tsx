/**
 * The three services side by side for one requirement: design, whether it fits, monthly
 * cost, shared access, durability, latency and why not; the cheapest that fits is marked.
 */
import { servicePlan, type CompareEntry, type CompareResult, type PlanWarning, type ServiceId } from '../../engine/index.ts';
import { serviceDesignText } from './designText.ts';
import { compareReasonText } from './engineText.ts';
import { useFormat, type Formatters } from './format.ts';
import { ResultsTable } from './ResultsTable.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import { VerdictLine } from './VerdictLine.tsx';
import { YesNo } from './YesNo.tsx';

export function serviceWarnings(result: CompareResult, service: ServiceId): readonly PlanWarning[] {
  return servicePlan(result, service).warnings;
}

/** An entry's reasons in the user's language, from their codes (a critical warning as the warning itself). */
export function whyTexts(t: Translate, f: Formatters, result: CompareResult, e: CompareEntry): string[] {
  const warnings = serviceWarnings(result, e.service);
  return e.why.map((r) => compareReasonText(t, f, r, warnings));
}

export interface CompareTableProps {
  readonly result: CompareResult;
}

export function CompareTable({ result }: CompareTableProps) {
  const t = useT();
  const f = useFormat();
  const entries = result.entries;
  const cheapestTag = (s: ServiceId) => s === result.cheapest && <span className="results-tag cheapest"> {t('results.compare.cheapestTag')}</span>;
  return (
    <ResultsTable caption={t('results.compare.caption')} className="compare-table">
      <thead>
        <tr>
          <td />
          {entries.map((e) => (
            <th key={e.service} scope="col" className={e.service === result.cheapest ? 'cheapest' : undefined}>
              {t(`results.service.${e.service}`)}
              {cheapestTag(e.service)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('results.compare.design')}</th>
          {entries.map((e) => <td key={e.service}>{serviceDesignText(t, f, result, e.service)}</td>)}
        </tr>
        <tr>
          <th scope="row">{t('results.compare.fits')}</th>
          {entries.map((e) => (
            <td key={e.service}>
              <VerdictLine entry={e} compact />
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('results.compare.monthly')}</th>
          {entries.map((e) => (
            <td key={e.service} className="num">
              {e.monthlyUSD === null ? t('results.compare.noPrice') : f.usd(e.monthlyUSD)}
              {cheapestTag(e.service)}
              {/* Prices differ in what they cover: storage alone, or a whole instance (on paper
                  the assumptions say it once, to keep the report to one page). */}
              <span className="results-muted price-covers no-print">{t(`results.compare.covers.${e.service}`)}</span>
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('results.compare.shared')}</th>
          {entries.map((e) => (
            <td key={e.service}>
              <YesNo value={e.sharedAccess} />
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('results.compare.durability')}</th>
          {entries.map((e) => <td key={e.service}>{t(`results.engine.durability.${e.service}`)}</td>)}
        </tr>
        <tr>
          <th scope="row">{t('results.compare.latency')}</th>
          {entries.map((e) => <td key={e.service}>{t(`results.engine.latency.${e.service}`)}</td>)}
        </tr>
        <tr>
          <th scope="row">{t('results.compare.whyNot')}</th>
          {entries.map((e) => {
            const why = whyTexts(t, f, result, e);
            return (
              <td key={e.service}>
                {why.length === 0 ? (
                  '—'
                ) : (
                  <ul className="why-list">
                    {why.map((w, i) => <li key={i}>{w}</li>)}
                  </ul>
                )}
              </td>
            );
          })}
        </tr>
      </tbody>
    </ResultsTable>
  );
}
