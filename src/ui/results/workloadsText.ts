/**
 * A plan of several workloads as text (`plan -- FILE --text`): each workload's service and
 * verdict, the shared mount targets, the limit increases to request, and the bill of materials
 * as a table, in the words of `results.engine.workloads`.
 */
import type { BillLine, WorkloadNote, WorkloadsResult } from '../../engine/index.ts';
import type { Formatters } from './format.ts';
import type { Translate } from '../i18n/useT.ts';

/** A bill line's item in words: a cost line's own words, a mount-target type, or the AD's entitlement. */
export function billItemText(t: Translate, f: Formatters, l: BillLine): string {
  const p = l.params as Record<string, string | number>;
  const type = p.type === undefined ? '' : t(`results.engine.mountTarget.${String(p.type)}`);
  if (l.code === 'mountTargets') return t('results.engine.workloads.item.mountTargets', { type, count: Number(p.count ?? l.quantity) });
  if (l.code === 'hpmtEntitlementGroup')
    return t('results.engine.workloads.item.hpmtEntitlementGroup', {
      type,
      count: Number(p.count),
      entitlementGB: f.int(Number(p.entitlementGB)),
      entitlementUSD: f.usd(Number(p.entitlementUSD)),
      coveredGB: f.int(Number(p.coveredGB)),
    });
  const shape = l.item.split(':')[1];
  const words = t(`results.engine.costLine.${l.code}`, { ...p, ...(p.vpusPerGB !== undefined ? { vpusPerGB: f.int(Number(p.vpusPerGB)) } : {}) });
  return l.code.startsWith('dio') && shape ? `${words} (${shape})` : words;
}

function pad(cells: readonly string[], widths: readonly number[], right: ReadonlySet<number>): string {
  return cells
    .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
    .join('  ')
    .trimEnd();
}

/** The bill of materials as a table of text: service, item, quantity, unit price, monthly, workloads; then the total. */
export function billTable(t: Translate, f: Formatters, r: WorkloadsResult): string[] {
  const w = 'results.engine.workloads';
  const money = (v: number | null) => (v === null ? t(`${w}.unpriced`) : f.usd(v));
  const head = [
    t(`${w}.column.service`),
    t(`${w}.column.item`),
    t(`${w}.column.quantity`),
    t(`${w}.column.unitUSD`),
    t(`${w}.column.monthlyUSD`),
    t(`${w}.column.workloads`),
  ];
  const rows = r.billOfMaterials.lines.map((l) => [
    l.service === 'compute' ? t(`${w}.compute`) : t(`results.service.${l.service}`),
    billItemText(t, f, l),
    `${f.int(l.quantity)} ${t(`${w}.unit.${l.unit}`, { count: l.quantity })}`,
    l.unitUSD === null ? t(`${w}.unpriced`) : f.unitUsd(l.unitUSD),
    money(l.monthlyUSD),
    l.workloads.join(', '),
  ]);
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => row[i]!.length)));
  const right = new Set([2, 3, 4]);
  const b = r.billOfMaterials;
  return [
    `${t(`${w}.billTitle`)} (${t(`${w}.priceBook`, { date: b.priceBookDate })}${b.discountPercent > 0 ? `, ${t(`${w}.discount`, { percent: f.int(b.discountPercent) })}` : ''})`,
    pad(head, widths, right),
    ...rows.map((row) => pad(row, widths, right)),
    `${t(`${w}.total`)}: ${money(b.totalMonthlyUSD)}`,
    // A price file's book and an Annual Universal Credits term (issue 43); absent, the text is as before.
    ...(b.currency ? [t('prices.bookLine', { currency: b.currency, date: f.day(b.priceBookDate) })] : []),
    ...(b.commitmentTermYears !== undefined
      ? [t('prices.commitmentLine', { discount: f.num(b.discountPercent), years: b.commitmentTermYears, total: money(b.commitmentTotalUSD ?? null) })]
      : []),
  ];
}

/** A per-AD limit's code in words: `fss-mount-targets:<type>`, `dio-hosts:<shape>`, `bv-capacity-per-ad`, `lustre-file-systems`. */
export function limitText(t: Translate, limit: string): string {
  const [head, tail = ''] = limit.split(/:(.*)/s);
  return t(`results.engine.workloads.limit.${head}`, { type: head === 'fss-mount-targets' ? t(`results.engine.mountTarget.${tail}`) : tail, shape: tail });
}

/** A workload's note in words: its code, with a service named and the other workloads listed. */
export function noteText(t: Translate, n: WorkloadNote): string {
  const p = n.params as Record<string, string | readonly string[]>;
  const service = typeof p.service === 'string' ? t(`results.service.${p.service}`) : '';
  return t(`results.engine.workloads.note.${n.code}`, { ...p, service, with: Array.isArray(p.with) ? p.with.join(', ') : '' });
}

/** A group's HPMT entitlement in words: what it is worth, what the data covers, what it adds (its bill line's figure). */
export function groupEntitlementText(t: Translate, f: Formatters, g: WorkloadsResult['fileStorage']['mountTargets'][number]): string {
  return t('results.engine.workloads.groupEntitlement', {
    entitlementGB: f.int(g.entitlementGB),
    entitlementUSD: f.usd(g.entitlementUSD),
    coveredGB: f.int(g.coveredGB),
    extraUSD: f.usd(g.extraUSD),
  });
}

/** The plan of several workloads in lines of text. */
export function workloadsLines(t: Translate, f: Formatters, r: WorkloadsResult): string[] {
  const w = 'results.engine.workloads';
  const lines = [t(r.feasible ? `${w}.allCarried` : `${w}.notAllCarried`, { count: r.workloads.length }), t(`${w}.assumption.one-availability-domain`)];
  for (const a of r.workloads) {
    const service = a.service === null ? t(`${w}.noService`) : t(`results.service.${a.service}`);
    const asked = a.asked === 'cheapest' ? ` (${t(`${w}.cheapest`)})` : '';
    lines.push(`- ${a.name}: ${service}${asked}, ${t(a.fits ? `${w}.fits` : `${w}.doesNotFit`)}`);
    for (const n of a.notes) lines.push(`  ${noteText(t, n)}`);
  }
  if (r.fileStorage.mountTargets.length > 0) {
    lines.push('', `${t(`${w}.mountTargetsTitle`)}:`);
    for (const g of r.fileStorage.mountTargets) {
      lines.push(
        `- ${t(`${w}.group`, { count: g.mountTargets, type: t(`results.engine.mountTarget.${g.mountTargetType}`), peak: f.int(Math.ceil(g.peakUtilizationPercent - 1e-9)), target: f.int(g.targetUtilizationPercent) })}: ${g.workloads.join(', ')}`,
      );
      if (g.entitlementGB > 0) lines.push(`  ${groupEntitlementText(t, f, g)}`);
    }
  }
  const increases = r.limits.filter((l) => l.increaseNeeded);
  if (increases.length > 0) {
    lines.push('', `${t(`${w}.increasesTitle`)}:`);
    for (const l of increases) lines.push(`- ${t(`${w}.increase`, { limit: limitText(t, l.limit), used: f.int(l.used), allowed: f.int(l.allowed ?? 0) })}`);
  }
  return [...lines, '', ...billTable(t, f, r)];
}
