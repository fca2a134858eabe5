/**
 * Today's design against today's load, where the files say what runs now (Block Volume's
 * guaranteed IOPS, throughput and VPUs/GB, and VolumeThrottledIOs): how busy it is at the
 * chosen statistic in the window, whether it throttled, and one finding. The finding's rule:
 * throttled I/O, or a load above what is guaranteed, means today's volumes are too small;
 * above the target utilization (the plan's, 80% unless the form sets one) leaves little
 * headroom; below it, headroom.
 */
import { useTranslation } from 'react-i18next';
import type { measurements as m } from '../../engine/index.ts';
import { fill, useMeasurementWords } from './words.ts';

export type TodayVerdict = 'throttled' | 'over' | 'busy' | 'ok' | 'unknown';

/** The finding for today's design: the busiest use decides, throttling overrides. */
export function todayVerdictOf(today: m.Today, targetPercent: number): { verdict: TodayVerdict; percent: number } {
  const percent = today.uses.reduce((a, u) => Math.max(a, u.utilizationPercent), 0);
  if (today.findings.some((f) => f.code === 'throttled')) return { verdict: 'throttled', percent };
  if (today.uses.length === 0) return { verdict: 'unknown', percent };
  if (percent > 100) return { verdict: 'over', percent };
  return { verdict: percent > targetPercent ? 'busy' : 'ok', percent };
}

export function TodayDesign({ today, statistic, targetPercent }: { readonly today: m.Today; readonly statistic: m.Statistic; readonly targetPercent: number }) {
  const { i18n } = useTranslation();
  const words = useMeasurementWords();
  const w = words.panel;
  const number = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const stat = words.statistic[statistic];
  const { verdict, percent } = todayVerdictOf(today, targetPercent);
  const throttled = today.findings.find((f) => f.code === 'throttled');
  return (
    <section className="measurements-today" data-testid="today-design" data-verdict={verdict} aria-label={w.todayHeading}>
      <p className="measurements-derived-heading">{w.todayHeading}</p>
      <ul>
        {today.uses.map((u) => (
          <li key={u.limit}>
            {fill(w.todayUse, {
              limit: w.todayLimit[u.limit],
              demand: number(u.demand),
              guaranteed: number(u.guaranteed),
              percent: number(u.utilizationPercent),
              statistic: stat,
            })}
          </li>
        ))}
        {today.guaranteedVpusPerGB !== null && <li>{fill(w.todayVpus, { vpus: number(today.guaranteedVpusPerGB) })}</li>}
        {throttled && <li>{fill(words.finding.throttled, { ...throttled.params, throttledIos: number(throttled.params.throttledIos) })}</li>}
        {today.throttleMeasured && !throttled && <li>{w.todayNoThrottle}</li>}
      </ul>
      <p className={verdict === 'ok' || verdict === 'unknown' ? 'design-label' : 'field-error'} data-testid="today-finding">
        {fill(w.todayVerdict[verdict], { percent: number(percent), statistic: stat, target: number(targetPercent) })}
      </p>
    </section>
  );
}
