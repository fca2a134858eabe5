/**
 * Compare's ranking over time, under the runway lines: the choice of what the cheapest is ranked
 * by (this month's price or the total over the horizon; kept in the scenario's `growth.rankBy`,
 * so in the link), each service's total, the services in order over the horizon, and the
 * changes of design that change each bill (the events with their monthly difference).
 */
import { useId } from 'react';
import { scenario as scenarioArea, type CompareResult, type GrowthRanking, type OverTimePlan } from '../../engine/index.ts';
import { useT } from '../i18n/useT.ts';
import { useFormat } from './format.ts';
import { eventText, runwayFixText, runwayText } from './overTimeText.ts';

export interface OverTimeRankingProps {
  readonly result: CompareResult;
  readonly overTime: OverTimePlan;
  /** Sets the scenario's `growth.rankBy` (the choice is left out without it). */
  readonly onRankBy?: (rankBy: GrowthRanking) => void;
}

export function OverTimeRanking({ result, overTime, onRankBy }: OverTimeRankingProps) {
  const t = useT();
  const f = useFormat();
  const name = useId();
  const named = result.cheapest ?? result.closest;
  const headline = overTime.services.find((s) => s.service === named);
  // Asked to rank by the horizon, and no service can be named over it: this month's price ranks.
  const fellBack = overTime.rankBy === 'horizon' && overTime.horizonCheapest === null;
  // A service that does not carry today's load: what would make it carry it, after its runway.
  const runwayFix = (s: OverTimePlan['services'][number]) => {
    const fix = runwayFixText(t, f, s);
    return fix ? <> {fix}</> : null;
  };
  return (
    <>
      {headline && (
        <p className="design-label" data-testid="compare-runway">
          {t('growth.headline', { service: t(`results.service.${headline.service}`), runway: runwayText(t, f, headline) })}
          {runwayFix(headline)}
        </p>
      )}
      {onRankBy && (
        <fieldset className="bill-basis-toggle rank-by no-print">
          <legend>{t('growth.rankBy.legend')}</legend>
          {scenarioArea.growthRankings.map((r) => (
            <label key={r}>
              <input type="radio" name={name} value={r} checked={overTime.rankBy === r} onChange={() => onRankBy(r)} />
              {t(`growth.rankBy.${r}`, { count: overTime.horizonMonths })}
            </label>
          ))}
        </fieldset>
      )}
      <p data-testid="ranked-by" data-rank-by={fellBack ? 'month' : overTime.rankBy}>
        {fellBack ? t('growth.rankedBy.fellBack') : t(`growth.rankedBy.${overTime.rankBy}`, { count: overTime.horizonMonths })}
      </p>
      <ul data-testid="runways">
        {overTime.services.map((s) => (
          <li key={s.service}>
            {t(`results.service.${s.service}`)}: {runwayText(t, f, s)}
            {runwayFix(s)} {s.totalUSD !== null && s.runway.month !== 0 && t('growth.total', { count: overTime.horizonMonths, cost: f.usd(s.totalUSD) })}
          </li>
        ))}
      </ul>
      <p data-testid="tco">
        {overTime.tcoRanking.length > 0
          ? t('growth.tco', { services: overTime.tcoRanking.map((s) => t(`results.service.${s}`)).join(' < ') })
          : t('growth.tcoNone')}
      </p>
      <details className="over-time-events" data-testid="bill-events">
        <summary>{t('growth.billEvents')}</summary>
        {overTime.services.map((s) => {
          const priced = s.events.filter((e) => e.monthlyUSDDelta !== null && e.monthlyUSDDelta !== 0);
          return (
            <div key={s.service}>
              <h4>{t(`results.service.${s.service}`)}</h4>
              {priced.length > 0 ? (
                <ul>
                  {priced.map((e, i) => (
                    <li key={i}>{eventText(t, f, e)}</li>
                  ))}
                </ul>
              ) : (
                <p>{t('growth.billSteady')}</p>
              )}
            </div>
          );
        })}
      </details>
    </>
  );
}
