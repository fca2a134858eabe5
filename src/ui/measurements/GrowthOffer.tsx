/**
 * Growth from history (issue 24): where the data spans two weeks or more, the engine's trends
 * (capacity, throughput) as a growth rate a year, with how far to trust them (the span, the
 * samples, the spread around the line), and "Use as growth", which sets the scenario's growth
 * (the store's setGrowth; the horizon and steps already there stay) for Compare's "Over time".
 * How far to trust a trend, a planner rule: a spread within 10% over four weeks or more is
 * steady, within 30% rough, wider weak.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { measurements as m, type Growth } from '../../engine/index.ts';
import { growthOfferStore } from '../../store/growthOffer.ts';
import { planStore } from '../../store/planStore.ts';
import { fill, useMeasurementWords } from './words.ts';

export type Confidence = 'high' | 'medium' | 'low';

/** How far to trust a fitted trend, from its spread (%) and span (days). */
export function confidenceOf(t: m.Trend): Confidence {
  if (t.spreadPercent <= 10 && t.spanDays >= 28) return 'high';
  return t.spreadPercent <= 30 ? 'medium' : 'low';
}

const FIELD: Readonly<Record<m.Trend['quantity'], 'capacityPercentPerYear' | 'performancePercentPerYear'>> = {
  capacityGB: 'capacityPercentPerYear',
  throughputMBps: 'performancePercentPerYear',
};

/** The growth fields the trends give, a percent a year to one decimal, held to what the scenario takes (−90 to 1,000). */
export function growthOfTrends(trends: readonly m.Trend[]): Partial<Record<'capacityPercentPerYear' | 'performancePercentPerYear', number>> {
  const out: Partial<Record<'capacityPercentPerYear' | 'performancePercentPerYear', number>> = {};
  for (const t of trends) out[FIELD[t.quantity]] = Math.min(1000, Math.max(-90, Math.round(t.growthPercentPerYear * 10) / 10));
  return out;
}

export function GrowthOffer({ trends, spanDays }: { readonly trends: readonly m.Trend[]; readonly spanDays: number }) {
  const { i18n } = useTranslation();
  const words = useMeasurementWords();
  const w = words.panel;
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const number = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  if (trends.length === 0)
    return (
      <p className="field-hint" data-testid="growth-offer">
        {fill(w.growthShort, { days: number(spanDays), min: m.MIN_TREND_DAYS })}
      </p>
    );
  const use = () => {
    const fields = growthOfTrends(trends);
    const growth: Growth = { ...planStore.getState().scenario.growth, ...fields };
    const done = planStore.getState().setGrowth(growth);
    if (!done.ok) return setStatus({ ok: false, text: fill(w.growthRefused, { reason: done.message }) });
    growthOfferStore.getState().offered();
    const said = Object.entries(fields).map(([k, v]) => fill(w.growthField[k as keyof typeof fields], { value: number(v) }));
    setStatus({ ok: true, text: fill(w.growthUsed, { fields: said.join(', ') }) });
  };
  return (
    <section className="measurements-growth" data-testid="growth-offer" aria-label={w.growthHeading}>
      <p className="measurements-derived-heading">{w.growthHeading}</p>
      <ul>
        {trends.map((t) => (
          <li key={t.quantity} data-confidence={confidenceOf(t)}>
            {fill(w.growthLine, {
              quantity: w.growthQuantity[t.quantity],
              percent: number(t.growthPercentPerYear),
              spanDays: number(t.spanDays),
              samples: t.samples.toLocaleString(i18n.language),
              spreadPercent: number(t.spreadPercent),
              confidence: w.confidence[confidenceOf(t)],
            })}
          </li>
        ))}
      </ul>
      <p>
        <button type="button" onClick={use}>
          {w.growthUse}
        </button>
      </p>
      {status && (
        <p role="status" className={status.ok ? 'measurements-status' : 'field-error'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
