/**
 * The four services side by side for one requirement: design, whether it fits, the service's
 * price, the client instances and the whole bill, then the trade-offs (shared access,
 * durability, protocol, client software, latency) and why not; the cheapest that fits is
 * marked on the row of the basis that chose it.
 */
import { memo } from 'react';
import { useCalibrated, useCalibratedText } from './CalibrationNote.tsx';
import { servicePlan, catalog, type CompareEntry, type CompareResult, type PlanWarning, type ServiceId, type TradeoffTopic } from '../../engine/index.ts';
import { serviceDesignText } from './designText.ts';
import { softBreaks } from './softBreaks.tsx';
import { billNoteText, compareReasonText } from './engineText.ts';
import { Provenance } from './Provenance.tsx';
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
  const onBasis = (basis: CompareResult['basis'], s: ServiceId) => result.basis === basis && cheapestTag(s);
  const usd = (v: number | null) => (v === null ? t('results.compare.noPrice') : f.usd(v));
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
          {entries.map((e) => (
            <td key={e.service}>{softBreaks(serviceDesignText(t, f, result, e.service))}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('results.compare.fits')}</th>
          {entries.map((e) => (
            <td key={e.service}>
              <VerdictLine entry={e} compact />
            </td>
          ))}
        </tr>
        <tr data-row="storage">
          <th scope="row">{t('results.compare.storage')}</th>
          {entries.map((e) => (
            <td key={e.service} className="num">
              {usd(e.monthlyUSD)}
              {onBasis('storage', e.service)}
              {/* Prices differ in what they cover: storage alone, or a whole instance (on paper
                  the assumptions say it once, to keep the report to one page). */}
              <span className="results-muted price-covers no-print">{t(`results.compare.covers.${e.service}`)}</span>
            </td>
          ))}
        </tr>
        <tr data-row="compute">
          <th scope="row">{t('results.compare.compute')}</th>
          {entries.map((e) => (
            <td key={e.service} className="num">
              {f.usd(e.bill.computeMonthlyUSD)}
              <ul className="bill-notes results-muted no-print">
                {e.bill.notes
                  .filter((n) => n.code !== 'storage-unpriced')
                  .map((n) => (
                    <li key={n.code}>{softBreaks(billNoteText(t, f, n))}</li>
                  ))}
              </ul>
            </td>
          ))}
        </tr>
        <tr data-row="whole">
          <th scope="row">{t('results.compare.whole')}</th>
          {entries.map((e) => (
            <td key={e.service} className="num">
              <strong>{usd(e.bill.wholeMonthlyUSD)}</strong>
              {e.bill.wholeMonthlyUSD !== null && !e.bill.complete && <span className="results-tag incomplete"> ({t('results.compare.wholeIncomplete')})</span>}
              {onBasis('whole', e.service)}
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
        <TradeoffRows services={entries.map((e) => e.service).join(' ')} />
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
                    {why.map((w, i) => (
                      <li key={i}>{softBreaks(w)}</li>
                    ))}
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

/** The trade-off rows that cite where each service's words are stated: the topic, and where its words are. */
const TRADEOFF_ROWS: readonly { readonly topic: TradeoffTopic; readonly words: string }[] = [
  { topic: 'durability', words: 'results.engine.durability' },
  { topic: 'protocol', words: 'results.engine.tradeoff.protocol' },
  { topic: 'clientSoftware', words: 'results.engine.tradeoff.clientSoftware' },
];

/**
 * What each service is whatever the workload (durability, protocol, client software, latency),
 * with where it is stated: rendered again only when the columns change, not on every keystroke.
 * `services` is the columns' service ids, space-separated.
 */
const TradeoffRows = memo(function TradeoffRows({ services: ids }: { readonly services: string }) {
  const t = useT();
  const services = ids.split(' ') as ServiceId[];
  return (
    <>
      {TRADEOFF_ROWS.map(({ topic, words }) => (
        <tr key={topic}>
          <th scope="row">{t(`results.compare.${topic}`)}</th>
          {services.map((service) => (
            <td key={service}>
              {t(`${words}.${service}`)} <TradeoffSource service={service} topic={topic} />
            </td>
          ))}
        </tr>
      ))}
      <tr>
        <th scope="row">{t('results.compare.latency')}</th>
        {services.map((service) => (
          <td key={service}>
            {t(`results.engine.latency.${service}`)}
            <MeasuredLatency service={service} />
          </td>
        ))}
      </tr>
    </>
  );
});

/** Where a trade-off is stated (a provenance badge), or that the stored sources are silent. */
const TradeoffSource = memo(function TradeoffSource({ service, topic }: { readonly service: ServiceId; readonly topic: TradeoffTopic }) {
  const t = useT();
  const fact = catalog.tradeoffs[service][topic];
  // Silent sources: the cell's words already say so (durability of Lustre); the search is the tooltip.
  if (!fact.stated)
    return (
      <span className="results-muted no-print" title={fact.looked}>
        ({t('results.compare.silent')})
      </span>
    );
  const basis = fact.figure?.basis ?? 'documented';
  // On paper the badges are left out: each wraps to a line of its own and the report must stay on one page.
  return (
    <span className="no-print">
      <Provenance cited={{ source: fact.source, basis, where: fact.where, ...(fact.figure?.note ? { note: fact.figure.note } : {}) }} />
    </span>
  );
});

/** The latency the user's fio run measured, where a calibration put it in the comparison (the context brings it past the memo). */
function MeasuredLatency({ service }: { readonly service: ServiceId }) {
  const t = useT();
  const f = useFormat();
  const c = useCalibrated('latency', service);
  const text = useCalibratedText();
  return c ? (
    <span className="calibrated" data-calibrated="latency">
      {' '}
      {t('results.compare.measuredLatency', { value: f.num(c.latencyUs / 1000) })} {text(c)}
    </span>
  ) : null;
}
