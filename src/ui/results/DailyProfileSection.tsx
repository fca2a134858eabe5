/**
 * The daily profile in the Compare answer's over-time section: five fields (peak hours, the hour
 * the peak starts, its level, the off-peak level, the days a month with the peak), then what the
 * day costs: Block Volume auto-tune against fixed VPUs, the mount-target options under the HPMT
 * commitment, the rules and assumptions, the documents, and the day's chart (loaded lazily).
 * A figure the schema refuses is said next to its field, and the last good profile stays.
 */
import { lazy, memo, Suspense, useId, useState } from 'react';
import { scenario as schemas, type DailyProfile } from '../../engine/index.ts';
import { useProfilePlan } from '../../store/selectors.ts';
import { usePlanStore } from '../../store/planStore.ts';
import { useT } from '../i18n/useT.ts';
import { DecimalFields, useStableHandler } from './DecimalFields.tsx';
import { useFormat } from './format.ts';
import { autotuneLines, hpmtLines, noteLines, sourceLines } from './profileText.ts';

const DailyProfileChart = lazy(() => import('../charts/DailyProfileChart.tsx'));

type ProfileField = 'peakHours' | 'peakStartHour' | 'peakLevelPercent' | 'offPeakLevelPercent' | 'peakDaysPerMonth';
const FIELDS: readonly ProfileField[] = ['peakHours', 'peakStartHour', 'peakLevelPercent', 'offPeakLevelPercent', 'peakDaysPerMonth'];

/**
 * The profile the fields' texts ask for: null when every field is empty; `incomplete` while the
 * peak hours or the off-peak level (both required) is still empty; else the first field that is
 * not a number or that the schema refuses.
 */
export function profileOfTexts(
  texts: Readonly<Record<ProfileField, string>>,
  from?: DailyProfile['from'],
): { profile: DailyProfile | null } | { bad: ProfileField } | { incomplete: true } {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const text = texts[f].trim().replace(/,/g, '');
    if (text === '') continue;
    const v = Number(text);
    if (!Number.isFinite(v)) return { bad: f };
    out[f] = v;
  }
  if (Object.keys(out).length === 0) return { profile: null };
  if (out.peakHours === undefined || out.offPeakLevelPercent === undefined) return { incomplete: true };
  if (from) out.from = from;
  const parsed = schemas.dailyProfileSchema.safeParse(out);
  if (parsed.success) return { profile: parsed.data };
  const path = String(parsed.error.issues[0]?.path[0] ?? 'peakHours');
  return { bad: (FIELDS as readonly string[]).includes(path) ? (path as ProfileField) : 'peakHours' };
}

/** The fields' texts for a profile (empty for a figure it leaves out). */
function textsOf(p: DailyProfile | undefined): Record<ProfileField, string> {
  return Object.fromEntries(FIELDS.map((f) => [f, p?.[f] === undefined ? '' : String(p[f])])) as Record<ProfileField, string>;
}

function Costs() {
  const t = useT();
  const f = useFormat();
  const plan = useProfilePlan();
  if (!plan) return <p>{t('profile.none')}</p>;
  return (
    <div className="daily-profile-costs">
      <h5>{t('profile.bv.title')}</h5>
      <ul data-testid="profile-autotune">
        {autotuneLines(t, f, plan).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <h5>{t('profile.hpmt.title')}</h5>
      <ul data-testid="profile-hpmt">
        {hpmtLines(t, f, plan).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <Suspense fallback={<div className="chart-pending" style={{ height: 300 }} />}>
        <DailyProfileChart plan={plan} />
      </Suspense>
      <h5>{t('profile.notesTitle')}</h5>
      <ul data-testid="profile-notes">
        {noteLines(t, plan).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <p className="daily-profile-sources">
        {t('profile.sources')} {sourceLines(t).join('; ')}
      </p>
    </div>
  );
}

/**
 * Memoized, and reading the profile alone: a keystroke in a workload field or in the growth
 * fields does not draw these fields again (issue 38); the costs under them follow it.
 */
export const DailyProfileSection = memo(function DailyProfileSection() {
  const t = useT();
  const id = useId();
  const setProfile = usePlanStore((s) => s.setProfile);
  const held = usePlanStore((s) => s.scenario.profile);
  const [texts, setTexts] = useState<Record<ProfileField, string>>(() => textsOf(held));
  // A profile set elsewhere (read from measurements, a link opened) refills the fields, unless
  // they already say it (the user's own typing, kept as typed).
  const [shownFor, setShownFor] = useState(held);
  if (held !== shownFor) {
    setShownFor(held);
    const typed = profileOfTexts(texts, held?.from);
    if (!('profile' in typed) || JSON.stringify(typed.profile) !== JSON.stringify(held ?? null)) setTexts(textsOf(held));
  }
  const [error, setError] = useState<ProfileField | null>(null);
  const change = useStableHandler((field: ProfileField, text: string) => {
    const next = { ...texts, [field]: text };
    setTexts(next);
    const read = profileOfTexts(next);
    if ('bad' in read) return setError(read.bad);
    if ('incomplete' in read) return setError(null);
    const done = setProfile(read.profile);
    setError(done.ok ? null : field);
  });
  return (
    <section className="daily-profile" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('profile.title')}</h4>
      <p>{t('profile.intro')}</p>
      {held?.from === 'measured' && <p>{t('profile.fromMeasurements')}</p>}
      <DecimalFields id={id} words="profile" fields={FIELDS} texts={texts} error={error} onChange={change} />
      <Costs />
    </section>
  );
});
