/**
 * The bill of materials in words and as files: an item's code as the reader says it, the
 * service's name, and the CSV and JSON exports (the same lines, totals, discount and price
 * book date as the table on screen; documents cited by title, date and public URL).
 */
import { catalog, type BillLine, type BillOfMaterials, type WorkloadsResult } from '../../engine/index.ts';
import type { Translate } from '../i18n/useT.ts';
import { billItemText, limitText } from '../results/workloadsText.ts';
import type { Formatters } from '../results/format.ts';
import { toCsv, type CsvColumn } from '../charts/export.ts';

/** A mount-target type by Oracle's name ("HPMT-40"). */
export function mountTargetText(t: Translate, type: string): string {
  return t(`results.engine.mountTarget.${type}`, { defaultValue: type });
}

/** What a bill line buys, in words (the command line's `--text` words, `results/workloadsText.ts`). */
export function itemText(t: Translate, f: Formatters, line: BillLine): string {
  return billItemText(t, f, line);
}

/** Units counted in whole things, worded by their count ("1 mount target", "2 mount targets"). */
const COUNTED = new Set(['mount-target', 'instance']);

/** A bill line's unit ("GB", "mount targets"), each for a month; a counted unit agrees with `quantity`. */
export function billUnitText(t: Translate, unit: string, quantity?: number): string {
  if (COUNTED.has(unit) && quantity !== undefined) return t(`workloads.bill.units.${unit}`, { count: quantity });
  return t(`results.engine.workloads.unit.${unit}`, { defaultValue: unit });
}

export { limitText };

/** A bill line's service as the tabs name it ("compute" for client instances). */
export function serviceText(t: Translate, service: BillLine['service']): string {
  return service === 'compute' ? t('workloads.plan.compute') : t(`common.views.${service}`);
}

/** A source by title, date and address, for files a customer reads. */
export function sourceText(id: string): string {
  const s = catalog.sources[id as keyof typeof catalog.sources] as { title?: string; date?: string | null; url?: string } | undefined;
  if (!s) return id;
  return [s.title ?? id, s.date ?? '', s.url ?? ''].filter(Boolean).join(', ');
}

/** The monthly cost by service, in the bill's order; null where a line has no price. */
export function totalsByService(bill: BillOfMaterials): { service: BillLine['service']; monthlyUSD: number | null }[] {
  const out = new Map<BillLine['service'], number | null>();
  for (const l of bill.lines) {
    const before = out.has(l.service) ? out.get(l.service)! : 0;
    out.set(l.service, before === null || l.monthlyUSD === null ? null : before + l.monthlyUSD);
  }
  return [...out].map(([service, monthlyUSD]) => ({ service, monthlyUSD }));
}

/**
 * A figure for a file: every digit it holds (the shortest text that reads back as the same
 * number), never grouped: 0.0255, 12864286.3, not the screen's rounding. The engine already
 * clears the binary noise of its unit prices (`cleanFigure`).
 */
export function exactFigure(value: number | null): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  return value === 0 ? '0' : String(value);
}

/** Money for a file: to the cent (268.13), never grouped. */
export function centsFigure(value: number | null): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  const cents = Math.round(value * 100) / 100;
  return (Object.is(cents, -0) ? 0 : cents).toFixed(2);
}

/**
 * The bill as CSV: one row per line, then the total, the discount and the price book's date.
 * Quantities and unit prices keep every digit, the monthly figures their cents, so that each
 * line's quantity × unit price is its monthly figure within a cent (issue 36).
 */
export function billCsv(t: Translate, f: Formatters, bill: BillOfMaterials): string {
  const columns: CsvColumn[] = [
    { key: 'service', header: t('workloads.bill.service') },
    { key: 'item', header: t('workloads.bill.item') },
    { key: 'quantity', header: t('workloads.bill.quantity') },
    { key: 'unit', header: t('workloads.bill.unit') },
    { key: 'unitUSD', header: `${t('workloads.bill.unitPrice')} (USD)` },
    { key: 'monthlyUSD', header: `${t('workloads.bill.monthly')} (USD)` },
    { key: 'workloads', header: t('workloads.bill.workloads') },
    { key: 'sources', header: t('workloads.bill.sources') },
  ];
  const rows: Record<string, string | number | null>[] = bill.lines.map((l) => ({
    service: serviceText(t, l.service),
    item: itemText(t, f, l),
    quantity: exactFigure(l.quantity),
    unit: billUnitText(t, l.unit, l.quantity),
    unitUSD: exactFigure(l.unitUSD),
    monthlyUSD: centsFigure(l.monthlyUSD),
    workloads: l.workloads.join('; '),
    sources: l.sources.map(sourceText).join('; '),
  }));
  rows.push({ service: t('workloads.bill.total'), monthlyUSD: centsFigure(bill.totalMonthlyUSD) });
  rows.push({ service: t('workloads.bill.discount', { percent: bill.discountPercent }) });
  rows.push({ service: t('workloads.bill.priceDate', { date: bill.priceBookDate }) });
  // A price file's book (issue 43): the currency of every figure above, and the commitment.
  if (bill.currency) rows.push({ service: t('prices.bookLine', { currency: bill.currency, date: bill.priceBookDate }) });
  if (bill.commitmentTermYears !== undefined)
    rows.push({
      service: t('prices.commitmentLine', {
        discount: bill.discountPercent,
        years: bill.commitmentTermYears,
        total: centsFigure(bill.commitmentTotalUSD ?? null) ?? '',
      }),
    });
  return toCsv(rows, columns) + '\r\n';
}

/** The bill and the shared design as JSON, with the documents it cites. */
export function billJson(result: WorkloadsResult): string {
  const ids = new Set<string>([...result.sources, ...result.billOfMaterials.lines.flatMap((l) => l.sources)]);
  const sources = [...ids].map((id) => {
    const s = catalog.sources[id as keyof typeof catalog.sources] as { title?: string; date?: string | null; url?: string } | undefined;
    return { id, title: s?.title ?? id, date: s?.date ?? null, url: s?.url ?? null };
  });
  const doc = {
    billOfMaterials: result.billOfMaterials,
    workloads: result.workloads.map((w) => ({ name: w.name, asked: w.asked, service: w.service, fits: w.fits })),
    fileStorage: result.fileStorage,
    limits: result.limits,
    feasible: result.feasible,
    sources,
  };
  return JSON.stringify(doc, null, 2) + '\n';
}
