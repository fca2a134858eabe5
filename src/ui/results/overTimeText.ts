/**
 * The plan over time in lines of text (the command line's `--text`; the app's words): per
 * service the runway, the changes by month, the horizon's total and a table of the months,
 * then the cheapest over the horizon. Worded from `growth.*` and the results' own names.
 */
import type { growth as growthArea, ServiceId } from '../../engine/index.ts';
import { lustreDesignText, mountTargetsText, volumesText } from './designText.ts';
import { remedyText } from './engineText.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

type OverTimePlan = growthArea.OverTimePlan;
type ServiceOverTime = growthArea.ServiceOverTime;

/** One month's design in a few words, whatever the service. */
export function monthDesignText(t: Translate, f: Formatters, service: ServiceId, design: unknown): string {
  const d = design as Record<string, unknown>;
  switch (service) {
    case 'file-storage':
      return 'model' in d
        ? t('results.design.fss2019', { capacity: f.int(Number(d.capacityGB)) })
        : mountTargetsText(t, f, Number(d.mountTargets), d.mountTargetType as 'standard');
    case 'block-volume':
      return volumesText(t, f, '', d as { volumes: number; volumeSizeGB: number; performanceLevel: string; vpusPerGB: number });
    case 'dense-io':
      return t('results.design.dio', { shape: String(d.shape), raid: String(d.raid) });
    case 'lustre':
      return lustreDesignText(t, f, d as { performanceTierMBpsPerTB: 125; capacityTiB: number; capacityGB: number });
  }
}

/** A sentence: "It carries this load for 8 months; the first limit it then reaches is Read bandwidth." */
export function runwayText(t: Translate, f: Formatters, s: Pick<ServiceOverTime, 'runway'>): string {
  const { month, limit, fix } = s.runway;
  if (month === null) return t('growth.runway.none');
  if (month === 0) {
    const over = fix?.limit ?? limit;
    return over && fix
      ? t('growth.runway.today', { limit: t(`results.limit.${over}`), load: f.pct(fix.loadOfTargetPercent / 100) })
      : t('growth.runway.todayNoLimit');
  }
  return limit ? t('growth.runway.ends', { count: month, limit: t(`results.limit.${limit}`) }) : t('growth.runway.endsNoLimit', { count: month });
}

/**
 * What would make a service that does not carry today's load carry it, in a sentence (the
 * engine's remedies, worded as the answer words them); empty when it carries today.
 */
export function runwayFixText(t: Translate, f: Formatters, s: Pick<ServiceOverTime, 'runway'>): string {
  const fix = s.runway.month === 0 ? s.runway.fix : undefined;
  if (!fix) return '';
  if (fix.remedies.length === 0) return t('growth.fixNone');
  return t('growth.fix', { remedies: fix.remedies.map((r) => remedyText(t, f, r)).join(' ') });
}

/** "Month 8: add mount targets (Read bandwidth ran out), +$1,234.00 a month". */
export function eventText(t: Translate, f: Formatters, e: growthArea.GrowthEvent): string {
  const because = e.limit ? t('growth.event.because', { limit: t(`results.limit.${e.limit}`) }) : '';
  const delta =
    e.monthlyUSDDelta !== null && e.monthlyUSDDelta !== 0
      ? t('growth.event.delta', { delta: `${e.monthlyUSDDelta > 0 ? '+' : ''}${f.usd(e.monthlyUSDDelta)}` })
      : '';
  return `${t('growth.event.line', { month: e.month, kind: t(`growth.event.kind.${e.kind}`) })}${because}${delta}`;
}

function serviceLines(t: Translate, f: Formatters, s: ServiceOverTime, horizonMonths: number): string[] {
  const usd = (v: number | null) => (v === null ? '—' : f.usd(v));
  const lines = [`${t(`results.service.${s.service}`)}: ${runwayText(t, f, s)}`];
  const fix = runwayFixText(t, f, s);
  if (fix) lines.push(`  ${fix}`);
  for (const e of s.events) lines.push(`  ${eventText(t, f, e)}`);
  for (const n of s.notes) lines.push(`  - ${t(`growth.note.${n.code}`, n.params)} (${t(`growth.basis.${n.basis}`)})`);
  // A design that does not carry today has no total worth adding up (its runway says so).
  if (s.runway.month !== 0)
    lines.push(`  ${s.totalUSD === null ? t('growth.totalUnpriced') : t('growth.total', { count: horizonMonths, cost: f.usd(s.totalUSD) })}`);
  const head = [
    t('growth.table.month'),
    t('growth.table.design'),
    t('growth.table.carries'),
    t('growth.table.load'),
    t('growth.table.monthly'),
    t('growth.table.cumulative'),
  ];
  const rows = s.months.map((m) => [
    String(m.month),
    monthDesignText(t, f, s.service, m.design),
    m.carries ? t('growth.table.yes') : t('growth.table.no'),
    f.pct(m.loadOfTargetPercent / 100),
    usd(m.monthlyUSD),
    usd(m.cumulativeUSD),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => `  ${r.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`.trimEnd();
  lines.push(line(head), ...rows.map(line));
  return lines;
}

/** The whole plan over time, one line each. */
export function overTimeLines(t: Translate, f: Formatters, p: OverTimePlan): string[] {
  const lines = [t('growth.title'), t('growth.horizon', { count: p.horizonMonths, last: p.horizonMonths - 1 })];
  for (const n of p.notes) lines.push(`- ${t(`growth.note.${n.code}`, n.params)} (${t(`growth.basis.${n.basis}`)})`);
  for (const s of p.services) lines.push('', ...serviceLines(t, f, s, p.horizonMonths));
  lines.push('', p.tcoRanking.length > 0 ? t('growth.tco', { services: p.tcoRanking.map((s) => t(`results.service.${s}`)).join(' < ') }) : t('growth.tcoNone'));
  if (p.rankBy === 'horizon') lines.push(p.horizonCheapest === null ? t('growth.rankedBy.fellBack') : t('growth.rankedBy.horizon', { count: p.horizonMonths }));
  return lines;
}
