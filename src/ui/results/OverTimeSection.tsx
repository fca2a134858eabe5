/**
 * Growth over time in the Compare answer: three fields (data growth and performance growth,
 * percent a year; the horizon in months) and, once growth is given, the runway of the service
 * the headline names ("carries this for 8 months; then Read bandwidth"), each service's runway
 * and the cheapest over the horizon. A figure the scenario refuses is said next to its field and
 * the last good growth stays planned.
 */
import { useId, useState } from 'react';
import type { CompareResult, Growth, GrowthRanking } from '../../engine/index.ts';
import { useOverTime, useScenario } from '../../store/selectors.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { useT } from '../i18n/useT.ts';
import { DecimalFields, useStableHandler } from './DecimalFields.tsx';
import { OverTimeRanking } from './OverTimeRanking.tsx';
import { DailyProfileSection } from './DailyProfileSection.tsx';
import { PhoneCollapse } from '../layout/PhoneCollapse.tsx';

type GrowthField = 'capacityPercentPerYear' | 'performancePercentPerYear' | 'horizonMonths';
const FIELDS: readonly GrowthField[] = ['capacityPercentPerYear', 'performancePercentPerYear', 'horizonMonths'];

/** The growth the fields' texts ask for: empty fields left out, or the first field that is not a number. */
export function growthOfTexts(texts: Readonly<Record<GrowthField, string>>): { growth: Growth | null } | { bad: GrowthField } {
  const out: Record<string, number> = {};
  for (const f of FIELDS) {
    const text = texts[f].trim().replace(/,/g, '');
    if (text === '') continue;
    const v = Number(text);
    if (!Number.isFinite(v)) return { bad: f };
    out[f] = v;
  }
  return { growth: Object.keys(out).length > 0 ? (out as Growth) : null };
}

/**
 * The growth the fields give, keeping what they do not show (steps, fixed monthly amounts, the
 * ranking choice, as a file or a link brought them); none when the fields are empty and nothing
 * but the ranking choice is left.
 */
export function withKept(old: Growth | undefined, typed: Growth | null): Growth | null {
  const kept: Record<string, unknown> = { ...old };
  for (const f of FIELDS) delete kept[f];
  const { rankBy, ...other } = kept as Growth;
  if (typed === null && Object.keys(other).length === 0) return null;
  return { ...other, ...typed, ...(rankBy ? { rankBy } : {}) };
}

export function OverTimeSection({ result }: { readonly result: CompareResult }) {
  const t = useT();
  const id = useId();
  const scenario = useScenario();
  const overTime = useOverTime();
  const setGrowth = usePlanStore((s) => s.setGrowth);
  const [texts, setTexts] = useState<Record<GrowthField, string>>(() => ({
    capacityPercentPerYear: String(scenario.growth?.capacityPercentPerYear ?? ''),
    performancePercentPerYear: String(scenario.growth?.performancePercentPerYear ?? ''),
    horizonMonths: String(scenario.growth?.horizonMonths ?? ''),
  }));
  const [error, setError] = useState<GrowthField | null>(null);
  const change = useStableHandler((field: GrowthField, text: string) => {
    const next = { ...texts, [field]: text };
    setTexts(next);
    const read = growthOfTexts(next);
    if ('bad' in read) return setError(read.bad);
    const done = setGrowth(withKept(scenario.growth, read.growth));
    setError(done.ok ? null : field);
  });
  const onRankBy = (rankBy: GrowthRanking) => {
    if (scenario.growth) setGrowth({ ...scenario.growth, rankBy });
  };
  // Folded on a phone until opened, unless the plan already grows or has a daily profile (a link
  // that carries them shows them at once); on a desktop and on paper it is as before.
  return (
    <PhoneCollapse title={t('growth.title')} name="over-time" className="no-print" forceOpen={scenario.growth !== undefined || scenario.profile !== undefined}>
      <section className="over-time no-print" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('growth.title')}</h3>
        <DecimalFields id={id} words="growth" fields={FIELDS} texts={texts} error={error} onChange={change} />
        {overTime ? <OverTimeRanking result={result} overTime={overTime} onRankBy={onRankBy} /> : <p>{t('growth.none')}</p>}
        <DailyProfileSection />
      </section>
    </PhoneCollapse>
  );
}
