/**
 * Which service that fits is the cheapest on a basis: only a complete figure is ranked, and an
 * incomplete one that might be lower keeps any from being named (`rankOn`).
 */
import type { CompareEntry, ServiceId } from './types.ts';
import type { BillBasis } from '../scenario/schema.ts';
import { isIncompleteNote, type BillNote } from '../cost/wholeBill.ts';

/** The figure an entry is compared on for a basis. */
export function basisUSD(e: CompareEntry, basis: BillBasis): number | null {
  return basis === 'whole' ? e.bill.wholeMonthlyUSD : e.monthlyUSD;
}

/** Whether an entry's figure on `basis` is whole: a known price, nothing left out. */
export function completeOn(e: CompareEntry, basis: BillBasis): boolean {
  return basis === 'whole' ? e.bill.complete && e.bill.wholeMonthlyUSD !== null : e.monthlyUSD !== null;
}

/** What an entry's figure on `basis` leaves out, as the bill's notes. */
export function missingOn(e: CompareEntry, basis: BillBasis): BillNote[] {
  return e.bill.notes.filter((n) => isIncompleteNote(n) && (basis === 'whole' || n.code === 'storage-unpriced'));
}

/**
 * The ranking of the services that fit on `basis`: only complete figures are ranked, the least
 * first (the first listed on a tie). The services that fit with an incomplete figure are
 * `unranked`; while one of them has a known part below the cheapest complete figure (or none
 * known), the cheapest cannot be told and is null.
 */
export function rankOn(entries: readonly CompareEntry[], basis: BillBasis): { cheapest: ServiceId | null; unranked: ServiceId[] } {
  let best: CompareEntry | null = null;
  const unranked: CompareEntry[] = [];
  for (const e of entries) {
    if (!e.fits) continue;
    if (!completeOn(e, basis)) {
      unranked.push(e);
      continue;
    }
    if (best === null || basisUSD(e, basis)! < basisUSD(best, basis)!) best = e;
  }
  const bestUSD = best ? basisUSD(best, basis)! : null;
  const undecided = bestUSD !== null && unranked.some((e) => (basisUSD(e, basis) ?? -1) < bestUSD);
  return { cheapest: undecided ? null : (best?.service ?? null), unranked: unranked.map((e) => e.service) };
}

/** The service that fits at the least complete cost on `basis`, or null (`rankOn`). */
export function cheapestOn(entries: readonly CompareEntry[], basis: BillBasis): ServiceId | null {
  return rankOn(entries, basis).cheapest;
}

/** A service's bill over a horizon, as ranking by it reads it (`growth/`'s `ServiceOverTime`). */
export interface HorizonTotal {
  readonly service: ServiceId;
  /** The sum of the monthly bills over the horizon, USD (null when a month is unpriced). */
  readonly totalUSD: number | null;
  readonly months: readonly { readonly carries: boolean }[];
}

/**
 * The ranking over a horizon (total cost of ownership): the services that fit today and whose
 * design carries every month, ranked by the horizon's total (USD), the least first (the first
 * listed on a tie). One that fits and carries but has an unpriced month is `unranked`, and while
 * there is one, the cheapest cannot be told (null), as on this month's price (`rankOn`). A
 * service that stops carrying within the horizon is no answer for it and is left out.
 */
export function rankOnHorizon(entries: readonly CompareEntry[], totals: readonly HorizonTotal[]): { cheapest: ServiceId | null; unranked: ServiceId[] } {
  let best: HorizonTotal | null = null;
  const unranked: ServiceId[] = [];
  for (const e of entries) {
    if (!e.fits) continue;
    const s = totals.find((x) => x.service === e.service);
    if (!s || !s.months.every((m) => m.carries)) continue;
    if (s.totalUSD === null) {
      unranked.push(s.service);
      continue;
    }
    if (best === null || s.totalUSD < best.totalUSD!) best = s;
  }
  return { cheapest: unranked.length > 0 ? null : (best?.service ?? null), unranked };
}

/**
 * Today's comparison ranked as the scenario's growth asks: with `rankBy: 'horizon'` and a
 * service that can be named over the horizon (`horizonCheapest`), that service is the cheapest;
 * otherwise today's comparison as it is (this month's price).
 */
export function rankedAsAsked<R extends { readonly cheapest: ServiceId | null }>(
  today: R,
  overTime: { readonly rankBy: 'month' | 'horizon'; readonly horizonCheapest: ServiceId | null },
): R {
  if (overTime.rankBy !== 'horizon' || overTime.horizonCheapest === null || overTime.horizonCheapest === today.cheapest) return today;
  return { ...today, cheapest: overTime.horizonCheapest };
}

/**
 * While no cheapest can be named on the basis asked (a bill of a service that fits misses a
 * price), the ranking on storage alone meanwhile: the services that fit, ranked by their own
 * price where it is known, the least first. Null when a cheapest is named, or none that fits
 * has a storage price. The services that carry the requirement are `carriers` (every one that fits).
 */
export function provisionalRanking(
  entries: readonly CompareEntry[],
  cheapest: ServiceId | null,
): { basis: 'storage'; service: ServiceId; carriers: ServiceId[] } | null {
  if (cheapest !== null) return null;
  const carriers = entries.filter((e) => e.fits);
  let best: CompareEntry | null = null;
  for (const e of carriers) if (e.monthlyUSD !== null && (best === null || e.monthlyUSD < best.monthlyUSD!)) best = e;
  return best ? { basis: 'storage', service: best.service, carriers: carriers.map((e) => e.service) } : null;
}
