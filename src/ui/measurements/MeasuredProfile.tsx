/**
 * The daily profile the imported samples show (`measurements.hourlyProfile`): the peak hours,
 * where they start on the reader's clock, and the off-peak level, offered as the scenario's
 * daily profile; or why the samples give none (less than a day, an hour of the day missing).
 */
import { useState } from 'react';
import { measurements as m } from '../../engine/index.ts';
import { planStore } from '../../store/planStore.ts';
import { useT } from '../i18n/useT.ts';
import { useFormat } from '../results/format.ts';

export interface MeasuredProfileProps {
  /** The samples' profile, read where the samples are (the reader's analysis, `analysis.ts`). */
  readonly read: m.MeasuredProfile;
}

export function MeasuredProfile({ read }: MeasuredProfileProps) {
  const t = useT();
  const f = useFormat();
  const [used, setUsed] = useState(false);
  if (!read.ok) return <p className="field-hint">{t(`profile.measured.${read.reason}`, { hours: f.num(read.params.hours ?? 0) })}</p>;
  const p = read.profile;
  return (
    <p className="measured-profile">
      {t('profile.measured.found', {
        hours: f.int(p.peakHours),
        start: f.int(p.peakStartHour ?? 0),
        off: f.num(p.offPeakLevelPercent),
        days: f.num(read.days),
      })}{' '}
      <button
        type="button"
        onClick={() => {
          setUsed(planStore.getState().setProfile(p).ok);
        }}
      >
        {t('profile.measured.use')}
      </button>
      {used && <span role="status"> {t('profile.measured.used')}</span>}
    </p>
  );
}
