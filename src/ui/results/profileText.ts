/**
 * The daily profile's costs in words, for the Compare answer and the command line's text: Block
 * Volume auto-tune against fixed VPUs, the mount-target options, and the rules and assumptions
 * (each assumption said as one: "assumed: …"), with the documents they come from.
 */
import { catalog, type DailyProfilePlan, type SourceId } from '../../engine/index.ts';
import type { Translate } from '../i18n/useT.ts';
import { mountTargetsText } from './designText.ts';
import type { Formatters } from './format.ts';

/** The documents the profile's rules and prices come from. */
export const PROFILE_SOURCES: readonly SourceId[] = ['S-AUTOTUNE', 'S-AUTOTUNEPOL', 'S-MTPERF', 'S-PRICE'];

/** Block Volume's lines: the volumes, fixed, auto-tune, and the difference. */
export function autotuneLines(t: Translate, f: Formatters, plan: DailyProfilePlan): string[] {
  const a = plan.autotune;
  if (!a) return [t('profile.bv.none')];
  const diff = a.fixedMonthlyUSD - a.autotuneMonthlyUSD;
  return [
    t('profile.bv.volumes', { count: a.volumes, n: f.int(a.volumes), size: f.int(a.volumeSizeGB) }),
    t('profile.bv.fixed', { vpus: f.int(a.fixedVpusPerGB), cost: f.usd(a.fixedMonthlyUSD) }),
    t('profile.bv.autotune', {
      low: f.int(a.defaultVpusPerGB),
      high: f.int(a.maximumVpusPerGB),
      mean: f.num(a.averageVpusPerGB),
      hours: f.num(a.hoursAboveDefaultPerPeakDay),
      cost: f.usd(a.autotuneMonthlyUSD),
    }),
    diff >= 0 ? t('profile.bv.saves', { cost: f.usd(diff) }) : t('profile.bv.costsMore', { cost: f.usd(-diff) }),
  ];
}

/** One line per mount-target option, with whether it carries the peak. */
export function hpmtLines(t: Translate, f: Formatters, plan: DailyProfilePlan): string[] {
  if (plan.hpmt.length === 0) return [t('profile.hpmt.none')];
  return plan.hpmt.map((o) => {
    const text = t(`profile.hpmt.option.${o.kind}`, {
      design: mountTargetsText(t, f, o.mountTargets, o.mountTargetType),
      burst: o.burstType ? mountTargetsText(t, f, o.burstMountTargets ?? 1, o.burstType) : '',
      days: f.num(o.billedBurstDays ?? 0),
      cost: o.monthlyUSD === null ? t('profile.hpmt.unpriced') : f.usd(o.monthlyUSD),
    });
    return `${text} ${t(o.carriesPeak ? 'profile.hpmt.carries' : 'profile.hpmt.short')}`;
  });
}

/** Each note as "basis: words", the assumptions among them. */
export function noteLines(t: Translate, plan: DailyProfilePlan): string[] {
  return plan.notes.map((n) => t('profile.noteLine', { basis: t(`profile.basis.${n.basis}`), text: t(`profile.note.${n.code}`, n.params) }));
}

/** The documents, by title, the date they show (or the day the copy was taken) and public address. */
export function sourceLines(t: Translate): string[] {
  return PROFILE_SOURCES.map((id) => catalog.sources[id]).map((s) =>
    [s.title, s.date ?? t('profile.retrieved', { date: s.retrieved }), s.url].filter(Boolean).join(', '),
  );
}

/** Every line, for the command line's text. */
export function profileLines(t: Translate, f: Formatters, plan: DailyProfilePlan): string[] {
  return [
    t('profile.title'),
    t('profile.bv.title'),
    ...autotuneLines(t, f, plan).map((l) => `  ${l}`),
    t('profile.hpmt.title'),
    ...hpmtLines(t, f, plan).map((l) => `  ${l}`),
    t('profile.notesTitle'),
    ...noteLines(t, plan).map((l) => `  ${l}`),
    t('profile.sources'),
    ...sourceLines(t).map((l) => `  ${l}`),
  ];
}
