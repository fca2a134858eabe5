/**
 * The File Storage with Lustre answer: the tier and capacity, the service's one verdict, the
 * monthly cost, what binds first at saturation, why this tier and capacity (the engine's reason code and figures, worded
 * here), each tier's own design, the limits under the requirement, the cost lines and the
 * warnings. Laid out like the other services' answers (Answer.tsx), so it prints the same way.
 */
import { useId } from 'react';
import { lustre, results, type CompareEntry, type LustreOption, type LustreRecommendation } from '../../engine/index.ts';
import { CostBreakdown } from './CostBreakdown.tsx';
import { lustreDesignText } from './designText.ts';
import { ChosenNote, Remedies } from './Answer.tsx';
import { designCarries, rowCarries } from './carries.ts';
import { lustreBindingText, reasonText } from './engineText.ts';
import { useFormat, type Formatters } from './format.ts';
import { LimitsTable } from './LimitsTable.tsx';
import { PhoneCollapse } from '../layout/PhoneCollapse.tsx';
import { ModelCheckLink } from './modelCheckId.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import { VerdictLine } from './VerdictLine.tsx';
import { WarningsList } from './WarningsList.tsx';
import { YesNo } from './YesNo.tsx';
import { editionTitle } from '../i18n/editionTitle.ts';

export interface LustreResultProps {
  readonly rec: LustreRecommendation;
  /** The service's verdict from the comparison. */
  readonly entry?: CompareEntry | undefined;
  /** Its reasons when it does not carry, in the reader's language. */
  readonly why?: readonly string[];
}

/** Why this tier and capacity, from the engine's reason code; the runner-up after it when there is one. */
export function lustreReasonText(t: Translate, f: Formatters, rec: LustreRecommendation): string {
  return reasonText(t, f, rec.reason);
}

export function LustreResult({ rec, entry, why }: LustreResultProps) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const binding = results.bindingLimit(rec.loads)?.id;
  const carries = designCarries(rec.feasible, entry);
  const chosen = rec.reason.code === 'lustre-chosen';
  return (
    <section className="answer answer-lustre" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('results.lustre.title')}</h2>
      <p className="results-muted no-print">{t('results.answer.catalog', { title: editionTitle(t, rec.catalog) })}</p>
      <div className="design-box" data-carries={carries} data-chosen={chosen ? '' : undefined}>
        {chosen && <ChosenNote service="lustre" />}
        <p className="design-label" data-testid="design-label">
          {t(chosen ? 'results.answer.chosen' : carries ? 'results.answer.recommended' : 'results.answer.closest')}
        </p>
        <p className="design-text" data-testid="recommended-design">
          {lustreDesignText(t, f, rec.design)}
        </p>
        {entry ? (
          <VerdictLine entry={entry} {...(why ? { why } : {})} />
        ) : (
          <p className={rec.feasible ? 'fit fit-yes' : 'fit fit-no'}>
            <span aria-hidden="true">{rec.feasible ? '✓ ' : '✗ '}</span>
            {t(rec.feasible ? 'results.answer.fits' : 'results.answer.doesNotFit')}
          </p>
        )}
        {!carries && <Remedies remedies={rec.remedies} />}
        {!carries && <p className="fit-change">{t('results.answer.whatToChange')}</p>}
        <p className="design-cost">{rec.cost.complete ? t('results.answer.monthly', { cost: f.usd(rec.cost.monthlyUSD) }) : t('results.answer.noPrice')}</p>
      </div>

      <div className="answer-point">
        <h3>{t('results.answer.binding')}</h3>
        <p data-testid="lustre-binding">{lustreBindingText(t, f, rec.evaluation.explanation)}</p>
      </div>

      <div className="answer-point">
        <h3>{t('results.answer.why')}</h3>
        <p data-testid="lustre-reason">{lustreReasonText(t, f, rec)}</p>
        <p className="no-print">
          <ModelCheckLink />
        </p>
      </div>

      {/* On a phone each table is folded until opened (PhoneCollapse), as in the other answers. */}
      <div className="answer-tables">
        <PhoneCollapse title={t('results.limits.caption')} name="limits">
          <div>
            <LimitsTable
              loads={rec.loads}
              caption={t('results.limits.caption')}
              targetUtilizationPercent={rec.targetUtilizationPercent}
              {...(binding ? { binding } : {})}
            />
          </div>
        </PhoneCollapse>
        <PhoneCollapse title={t('results.answer.alternatives')} name="alternatives" className="no-print">
          <div className="no-print">
            <h3>{t('results.answer.alternatives')}</h3>
            <LustreAlternatives rec={rec} entry={entry} />
          </div>
        </PhoneCollapse>
        <PhoneCollapse title={t('results.answer.cost')} name="cost">
          <div>
            <h3>{t('results.answer.cost')}</h3>
            <CostBreakdown cost={rec.cost} />
          </div>
        </PhoneCollapse>
      </div>

      <WarningsList warnings={rec.warnings} />
    </section>
  );
}

function isChosen(rec: LustreRecommendation, o: LustreOption): boolean {
  return o.tier === rec.design.performanceTierMBpsPerTB && o.capacityGB === rec.design.capacityGB;
}

/** One row per tier: the capacity it needs, what it delivers, what it costs and whether it carries the requirement. */
export function LustreAlternatives({ rec, entry }: { readonly rec: LustreRecommendation; readonly entry?: CompareEntry | undefined }) {
  const t = useT();
  const f = useFormat();
  return (
    <ResultsTable caption={t('results.lustre.alternativesCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('results.lustre.tier')}</th>
          <th scope="col" className="num">
            {t('results.lustre.capacity')}
          </th>
          <th scope="col" className="num">
            {t('results.lustre.throughput')}
          </th>
          <th scope="col" className="num">
            {t('results.cost.monthly')}
          </th>
          <th scope="col">{t('results.lustre.fits')}</th>
          <th scope="col">{t('results.lustre.setBy')}</th>
        </tr>
      </thead>
      <tbody>
        {rec.alternatives.map((o) => (
          <tr key={o.tier} className={isChosen(rec, o) ? 'chosen' : undefined}>
            <th scope="row">
              {t('results.lustre.tierValue', { tier: f.num(o.tier) })}
              {isChosen(rec, o) && (
                <span className="results-tag">
                  {' '}
                  {t(rec.reason.code.endsWith('-chosen') ? 'results.answer.chosen' : rec.feasible ? 'results.recommendedTag' : 'results.closestTag')}
                </span>
              )}
            </th>
            <td className="num">{t('results.lustre.capacityValue', { tib: f.tib(o.capacityTiB), gb: f.num(o.capacityGB) })}</td>
            <td className="num">{t('results.value', { value: f.num(o.throughputMBps), unit: t('results.units.MBps') })}</td>
            <td className="num">{f.usd(o.monthlyUSD)}</td>
            <td>
              <YesNo value={rowCarries(lustre.optionCarries(rec, o), isChosen(rec, o), rec, entry)} />
            </td>
            <td>{t(`results.lustre.sizedBy.${o.setBy}`)}</td>
          </tr>
        ))}
      </tbody>
    </ResultsTable>
  );
}
