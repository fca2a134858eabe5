/**
 * What is deployed, weighed, in words (issue 42): one design's lines, a side's, a plan's change,
 * as plain text (`--deployed`) and as a pull-request comment in Markdown (`--format markdown`).
 * The words are `ui/i18n/<lang>/deployed.ts` and the results' own (limit names, bill lines,
 * why a design does not fit), through the same functions the panels use.
 */
import type { CombinedReading, DeployedChange, DeployedDesign, DeployedEvaluation, DesignEvaluation, SizedDesign } from '../engine/deployed/index.ts';
import { fillTemplate } from '../engine/fio/words.ts';
import type en from '../ui/i18n/en/deployed.ts';
import type { Translate } from '../ui/i18n/useT.ts';
import { rightSizeChange } from '../engine/deployed/index.ts';
import { terraformChangeText } from './terraformChange.ts';
import { compareReasonText, costLineText, levelName, mountTargetName } from '../ui/results/engineText.ts';
import type { Formatters } from '../ui/results/format.ts';

type Deep<T> = { readonly [K in keyof T]: T[K] extends string ? string : Deep<T[K]> };
export type DeployedWords = Deep<typeof en>;

/** What the words are filled with: the results' `t`, the number formats and this section's words. */
export interface ReportTools {
  readonly t: Translate;
  readonly f: Formatters;
  readonly w: DeployedWords;
}

const fill = (template: string, params: Readonly<Record<string, string | number>>) => fillTemplate(template, params);

/** A design (read, or one the planner sizes) in words: `3 × HPMT-40 mount targets`. */
export function designText(x: ReportTools, d: DeployedDesign | SizedDesign): string {
  const { t, f, w } = x;
  const s = 'design' in d ? d.design : d;
  switch (d.service) {
    case 'file-storage': {
      const v = s as { mountTargetType: string; mountTargets: number };
      return fill(w.design['file-storage'], { count: f.int(v.mountTargets), type: mountTargetName(t, v.mountTargetType) });
    }
    case 'block-volume': {
      const v = s as { performanceLevel: string; volumeSizeGB: number; volumes: number };
      return fill(w.design['block-volume'], { count: f.int(v.volumes), sizeGB: f.int(v.volumeSizeGB), level: levelName(t, v.performanceLevel) });
    }
    case 'dense-io':
      return fill(w.design['dense-io'], { shape: (s as { shape: string }).shape });
    case 'lustre': {
      const v = s as { performanceTierMBpsPerTB: number; capacityGB: number };
      return fill(w.design.lustre, { tier: f.int(v.performanceTierMBpsPerTB), capacityTiB: f.tib((v.capacityGB * 1e9) / 2 ** 40) });
    }
  }
}

const usdOr = (x: ReportTools, v: number | null) => (v === null ? x.w.report.unpriced : x.f.usd(v));
const signed = (x: ReportTools, v: number) => (v > 0 ? '+' : v < 0 ? '−' : '±') + x.f.usd(Math.abs(v));

/** The limits of a design, highest use first, as `Read bandwidth 36%`. */
export function usesText(x: ReportTools, e: DesignEvaluation, top = 4): string {
  return [...e.loads]
    .sort((a, b) => b.utilization - a.utilization)
    .slice(0, top)
    .map((l) => fill(x.w.report.use, { limit: x.t(`results.limit.${l.id}`), pct: x.f.pct(l.utilization) }))
    .join(x.w.report.separator);
}

/** One design's lines: what it is, where, its verdict and bill, its use, runway, the cheaper design or the fix, its notes. */
export function designLines(x: ReportTools, e: DesignEvaluation, horizonMonths?: number): string[] {
  const { t, f, w } = x;
  const d = e.design;
  const where = d.availabilityDomain ? fill(w.where, { ad: d.availabilityDomain }) : w.whereUnknown;
  const lines = [
    fill(w.report.designLine, {
      service: t(`results.service.${d.service}`),
      design: designText(x, d),
      where,
      verdict: w.verdict[e.verdict],
      monthly: fill(w.report.monthly, { usd: usdOr(x, e.monthlyUSD) }),
    }),
    '  ' + fill(w.report.uses, { uses: usesText(x, e) }),
  ];
  if (e.runway)
    lines.push(
      '  ' +
        (e.runway.month === null
          ? fill(w.report.runway, { months: horizonMonths ?? '' })
          : fill(w.report.runwayMonth, { month: e.runway.month, limit: e.runway.limit ? t(`results.limit.${e.runway.limit}`) : '' })),
    );
  if (e.cheaper)
    lines.push(
      '  ' + fill(w.report.cheaper, { design: designText(x, e.cheaper.sized), usd: usdOr(x, e.cheaper.monthlyUSD), saving: f.usd(e.cheaper.savingUSD) }),
    );
  if (e.verdict === 'short') {
    if (e.entry.why.length > 0)
      lines.push('  ' + fill(w.report.why, { why: e.entry.why.map((r) => compareReasonText(t, f, r, e.warnings)).join(w.report.separator) }));
    lines.push('  ' + (e.fix ? fill(w.report.fix, { design: designText(x, e.fix.sized), usd: usdOr(x, e.fix.monthlyUSD) }) : w.report.noFix));
  }
  for (const n of d.notes) lines.push('  ' + fill(w.note[n.code], n.params));
  return lines;
}

/** A side's lines: each design, the total, and what was read but not weighed. */
export function sideLines(x: ReportTools, e: DeployedEvaluation, horizonMonths?: number): string[] {
  const { w } = x;
  if (e.designs.length === 0) return [w.report.noDesigns, ...unmodelledLines(x, e)];
  const withChange = (d: DesignEvaluation) => {
    const hcl = designChangeText(d);
    if (!hcl) return [];
    return [
      '  ' + fill(w.report.terraformChange, { design: designText(x, d.design) }) + ':',
      ...hcl
        .trimEnd()
        .split('\n')
        .map((l) => (l ? '    ' + l : '')),
    ];
  };
  return [
    ...e.designs.flatMap((d) => [...designLines(x, d, horizonMonths), ...withChange(d)]),
    fill(w.report.total, { usd: usdOr(x, e.monthlyUSD) }),
    ...unmodelledLines(x, e),
  ];
}

function unmodelledLines(x: ReportTools, e: DeployedEvaluation): string[] {
  if (e.unmodelled.length === 0) return [];
  return [x.w.unmodelled.heading + ':', ...e.unmodelled.map((u) => `  ${u.address} (${u.type}): ${x.w.unmodelled[u.reason]}`)];
}

/** A plan's change: the bill before and after, the difference by line, whether after carries. */
export function changeLines(x: ReportTools, c: DeployedChange): string[] {
  const { t, f, w } = x;
  const lines = [
    fill(w.report.change, {
      before: usdOr(x, c.before.monthlyUSD),
      after: usdOr(x, c.after.monthlyUSD),
      delta: c.deltaUSD === null ? w.report.unpriced : signed(x, c.deltaUSD),
    }),
  ];
  if (c.lines.length > 0) {
    lines.push(w.report.lines + ':');
    for (const l of c.lines)
      lines.push(
        '  ' +
          fill(w.report.line, { line: costLineText(t, f, l), sku: l.sku, before: f.usd(l.beforeUSD), after: f.usd(l.afterUSD), delta: signed(x, l.deltaUSD) }),
      );
  }
  lines.push(c.afterCarries ? w.report.afterCarries : w.report.afterShort);
  if (c.newlyShort.length > 0) lines.push(fill(w.report.newlyShort, { addresses: c.newlyShort.join(', ') }));
  return lines;
}

/** The whole report as text: each side read (a plan: before, after and the change). */
export function reportText(
  x: ReportTools,
  reading: CombinedReading,
  sides: Partial<Record<'current' | 'before' | 'after', DeployedEvaluation>>,
  change: DeployedChange | null,
  horizonMonths?: number,
): string {
  const out: string[] = [];
  for (const side of ['current', 'before', 'after'] as const) {
    const e = sides[side];
    if (!e) continue;
    out.push(
      fill(x.w.report.sideHeading, { side: x.w.side[side], sources: reading.sources.map((s) => x.w.source[s]).join(x.w.report.separator) }),
      ...sideLines(x, e, horizonMonths),
      '',
    );
  }
  if (change) out.push(...changeLines(x, change), '');
  return out.join('\n');
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** A side as a Markdown table. */
function sideTable(x: ReportTools, e: DeployedEvaluation): string[] {
  const { t, w } = x;
  const rows = e.designs.map((d) => {
    const top = [...d.loads].sort((a, b) => b.utilization - a.utilization)[0];
    return `| ${cell(`${t(`results.service.${d.design.service}`)}: ${designText(x, d.design)}`)} | ${cell(d.design.availabilityDomain ?? '')} | ${cell(w.verdict[d.verdict])} | ${usdOr(x, d.monthlyUSD)} | ${top ? cell(fill(w.report.use, { limit: t(`results.limit.${top.id}`), pct: x.f.pct(top.utilization) })) : ''} |`;
  });
  return [`| ${w.table.design} | ${w.table.where} | ${w.table.verdict} | ${w.table.monthly} | ${w.table.use} |`, '|---|---|---|---:|---|', ...rows];
}

/** The report as a pull-request comment (GitHub-flavoured Markdown). */
export function reportMarkdown(
  x: ReportTools,
  sides: Partial<Record<'current' | 'before' | 'after', DeployedEvaluation>>,
  change: DeployedChange | null,
  horizonMonths?: number,
): string {
  const { w } = x;
  const out: string[] = [`### ${w.report.title}`, ''];
  const last = sides.after ?? sides.current;
  if (change) {
    const [total, ...rest] = changeLines(x, change);
    out.push(`**${change.afterCarries ? '✅ ' + w.report.afterCarries : '❌ ' + w.report.afterShort}**`, '', total!, '');
    const byLine = rest.filter((l) => l.startsWith('  ')).map((l) => `- ${l.trim()}`);
    if (byLine.length > 0) out.push(`${w.report.lines}:`, '', ...byLine, '');
    if (change.newlyShort.length > 0) out.push(fill(w.report.newlyShort, { addresses: change.newlyShort.map((a) => `\`${a}\``).join(w.report.separator) }), '');
  } else if (last) out.push(`**${last.carries ? '✅ ' + w.report.currentCarries : '❌ ' + w.report.currentShort}**`, '');
  for (const side of ['current', 'before', 'after'] as const) {
    const e = sides[side];
    if (!e) continue;
    out.push(`#### ${w.side[side]}`, '', ...sideTable(x, e), '', fill(w.report.total, { usd: usdOr(x, e.monthlyUSD) }), '');
    const details = e.designs.flatMap((d) =>
      designLines(x, d, horizonMonths)
        .slice(1)
        .filter((l) => l.trim() !== '')
        .map((l) => `- ${designText(x, d.design)}: ${l.trim()}`),
    );
    const changes = e.designs.flatMap((d) => {
      const hcl = designChangeText(d);
      return hcl ? ['', fill(w.report.terraformChange, { design: designText(x, d.design) }) + ':', '', '```hcl', hcl.trimEnd(), '```'] : [];
    });
    if (details.length > 0) out.push('<details><summary>' + w.report.designs + '</summary>', '', ...details, ...changes, '', '</details>', '');
  }
  return out.join('\n');
}

/** The Terraform change that makes a design its right size (the cheaper design, or the fix), or null when there is none. */
export function designChangeText(e: DesignEvaluation): string | null {
  const target = e.cheaper?.sized ?? e.fix?.sized;
  const change = target ? rightSizeChange(e.design, target) : null;
  return change ? terraformChangeText(change) : null;
}
