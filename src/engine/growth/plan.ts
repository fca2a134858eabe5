/**
 * The plan over time: for each service, month by month, the design that carries the month at
 * its target utilization, changed only when it stops doing so (or, for File Storage, when the
 * demand falls: an HPMT downgrade takes effect at the end of its 30-day billing cycle, S-MT),
 * the bill and its running total, the events, and the runway of today's design.
 *
 * Fast by construction: a month whose design still carries is checked by scaling the limits of
 * the month the design was planned for (`carry.ts`), not planned again; a service is planned
 * again only at an event, and equal requirements are planned once (memoized). File Storage,
 * which a growing demand can re-plan every month (thousands of mount targets, one more step
 * each month), is planned as its design alone (`designFileStorage`: the recommendation's
 * choice without its warnings, delivery and remedies); the months' requirements are grown once
 * for all four services.
 */
import { rankOnHorizon } from '../compare/ranking.ts';
import type { CompareResult, ServiceId } from '../compare/types.ts';
import { NO_REMEDIES, withRemedies } from '../results/lazyRemedies.ts';
import { serviceIds } from '../scenario/fields.ts';
import type { Growth } from '../scenario/growth.ts';
import type { Catalogs, CompareRequirement, Pricing } from '../scenario/schema.ts';
import { demandOfOwn, type OwnRequirement } from './own.ts';
import { carries, carryCheck, type CarryCheck } from './carry.ts';
import { demandSeries, horizonOf, requirementAt, type MonthDemand } from './grow.ts';
import { serviceNotes, planNotes } from './notes.ts';
import {
  changesOf,
  designKeyOf,
  growBvInPlace,
  limitsOf,
  monthlyPriceOf,
  planMonth,
  todayOf,
  weighDesign,
  type LimitFigures,
  type Planned,
} from './services.ts';
import type { BvRecommendation } from '../bv/index.ts';
import type { GrowthEvent, GrowthMonth, OverTimePlan, Runway, ServiceOverTime, TodayFix } from './types.ts';

const demandKey = (d: MonthDemand) => `${d.capacityGB},${d.readMBps},${d.writeMBps},${d.readIops},${d.writeIops},${d.metadataOpsPerSecond}`;

/**
 * True when every part of the performance demand grew by one factor from `from` to `to`: the
 * scaled limits are then exact (`carry.ts`), and a design they find over its target is.
 */
function uniform(from: MonthDemand, to: MonthDemand): boolean {
  let factor: number | null = null;
  for (const k of ['readMBps', 'writeMBps', 'readIops', 'writeIops', 'metadataOpsPerSecond'] as const) {
    if (from[k] === 0 && to[k] === 0) continue;
    if (from[k] === 0) return false;
    const r = to[k] / from[k];
    if (factor === null) factor = r;
    else if (Math.abs(r - factor) > 1e-9 * factor) return false;
  }
  return true;
}

/** True when no part of the demand is below the other month's (the load did not fall). */
function noneFell(now: MonthDemand, then: MonthDemand): boolean {
  return (
    now.capacityGB >= then.capacityGB &&
    now.readMBps >= then.readMBps &&
    now.writeMBps >= then.writeMBps &&
    now.readIops >= then.readIops &&
    now.writeIops >= then.writeIops &&
    now.metadataOpsPerSecond >= then.metadataOpsPerSecond
  );
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The design a service has, the month it was planned for, its limits and its price by the data held. */
interface Held {
  plan: Planned;
  from: MonthDemand;
  limits: LimitFigures[];
  price: (capacityGB: number) => number | null;
}

/** What would make a service carry today's demand when its plan does not (`TodayFix`): today's check and the plan's own remedies. */
function todayFix(first: Planned, today: CarryCheck): TodayFix {
  // The remedies are worked out when first read, as the plan's own are (`withRemedies`).
  const fix: TodayFix = { limit: today.limit, loadOfTargetPercent: round2(Math.min(today.loadOfTarget, 1e12) * 100), remedies: NO_REMEDIES };
  return withRemedies(fix, false, () => ('remedies' in first ? first.remedies : NO_REMEDIES));
}

/** Where a service's months start: today's plan, the catalogs, and for a one-service plan its own requirement (`own.ts`). */
export interface ServiceStart {
  readonly ids: Required<Catalogs>;
  readonly first: Planned;
  readonly own?: OwnRequirement | undefined;
}

/**
 * What a service's months share: the service, its catalogs and pricing, today's plan and its
 * limits, the planners (each memoized: equal months are planned once) and `hold`, a design
 * held with its limits and price.
 */
interface ServiceMonths {
  readonly service: ServiceId;
  readonly ids: Required<Catalogs>;
  readonly pricing: Pricing | undefined;
  readonly first: Planned;
  readonly todayLimits: LimitFigures[];
  readonly planAt: (m: number, from: Planned) => Planned;
  readonly weighAt: (m: number, design: Planned) => Planned | null;
  readonly hold: (plan: Planned, from: MonthDemand) => Held;
}

/** The planners of one service's months (`ServiceMonths`), over the months' requirements grown once (`requirements`). */
function serviceMonths(
  service: ServiceId,
  req: CompareRequirement,
  growth: Growth | undefined,
  demand: readonly MonthDemand[],
  start: ServiceStart,
  pricing: Pricing | undefined,
  requirements: Map<number, CompareRequirement>,
): ServiceMonths {
  const { ids, own } = start;
  const memo = new Map<string, Planned>();
  const reqAt = (m: number) => {
    let r = requirements.get(m);
    if (!r) requirements.set(m, (r = m === 0 ? req : requirementAt(req, growth, demand[m]!)));
    return r;
  };
  // Equal months (the same demand from the same design) are planned once; only Lustre's plan
  // depends on the design it grows from (`planMonth`).
  const planAt = (m: number, from: Planned) => {
    const key = service === 'lustre' ? `${demandKey(demand[m]!)}|${designKeyOf(from)}` : demandKey(demand[m]!);
    let p = memo.get(key);
    if (!p) memo.set(key, (p = planMonth(service, reqAt(m), from, ids, pricing, own)));
    return p;
  };
  const weighed = new Map<string, Planned | null>();
  const weighAt = (m: number, design: Planned): Planned | null => {
    if (service !== 'file-storage') {
      const again = planAt(m, design);
      return again.feasible && designKeyOf(again) === designKeyOf(design) ? again : null;
    }
    const key = `${m}|${designKeyOf(design)}`;
    if (!weighed.has(key)) weighed.set(key, weighDesign(service, reqAt(m), design, ids, pricing, own));
    return weighed.get(key)!;
  };
  const first = start.first;
  const todayLimits = limitsOf(service, first, demand[0]!.capacityGB);
  const hold = (plan: Planned, from: MonthDemand): Held => ({
    plan,
    from,
    limits: plan === first ? todayLimits : limitsOf(service, plan, from.capacityGB),
    price: monthlyPriceOf(service, plan, from.capacityGB, ids, pricing),
  });
  return { service, ids, pricing, first, todayLimits, planAt, weighAt, hold };
}

/** What the walk over a service's months carries from one month to the next. */
interface Walk {
  held: Held;
  runway: Runway | null;
  newPart: boolean;
  cumulative: number | null;
  beyondSince: number | null;
  beyondFirst: number | null;
  readonly events: GrowthEvent[];
}

/** The runway of today's design, once month `m` (demand `d`) is the first it does not carry. */
function checkRunway(s: ServiceMonths, walk: Walk, m: number, d0: MonthDemand, d: MonthDemand): void {
  const { first } = s;
  const fromToday = carryCheck(s.todayLimits, first.targetUtilizationPercent, d0, d);
  if (!first.feasible) walk.runway = { month: m, limit: fromToday.limit, fix: todayFix(first, fromToday) };
  else if (fromToday.unscalable || !carries(fromToday)) {
    // The scaled limits are exact when every part grows alike and an upper bound otherwise
    // (a part from nothing they cannot scale): the service weighs today's design again.
    if (fromToday.unscalable) walk.newPart = true;
    // A part from nothing cannot be scaled whatever the other parts do: weigh it then too.
    const again = uniform(d0, d) && !fromToday.unscalable ? null : s.weighAt(m, first);
    if (!again?.feasible) walk.runway = { month: m, limit: fromToday.unscalable ? null : fromToday.limit };
  }
}

/**
 * Beyond any design and still growing: the closest design stays, nothing to plan again; but
 * Block Volume's volumes are made larger once the data outgrows them, so that its bill follows
 * the data it holds. True when they were.
 */
function growBeyond(s: ServiceMonths, walk: Walk, m: number, d: MonthDemand, check: CarryCheck): boolean {
  const { service, ids, pricing } = s;
  const held = walk.held;
  const outgrown =
    service === 'block-volume' && check.over.includes('storedCapacity') ? growBvInPlace(held.plan as BvRecommendation, d.capacityGB, ids, pricing) : null;
  if (!outgrown) return false;
  const before = held.price(d.capacityGB);
  const after = monthlyPriceOf(service, outgrown, d.capacityGB, ids, pricing)(d.capacityGB);
  const delta = before === null || after === null ? null : round2(after - before);
  for (const kind of changesOf(service, held.plan, outgrown)) walk.events.push({ month: m, service, kind, limit: 'storedCapacity', monthlyUSDDelta: delta });
  // Still weighed from the month its performance was planned for: only the volumes' size changed.
  walk.held = s.hold(outgrown, held.from);
  return true;
}

/** The design month `m` (demand `d`) needs when the held one is over (`check`) or the demand fell: the events of the change. */
function planAgain(s: ServiceMonths, walk: Walk, m: number, d: MonthDemand, check: CarryCheck): void {
  const { service, ids, pricing } = s;
  const held = walk.held;
  // Block Volume whose data alone outgrew it: its volumes are made larger (`growBvInPlace`).
  const bvGrown =
    service === 'block-volume' && check.over.length === 1 && check.over[0] === 'storedCapacity' && !check.unscalable
      ? growBvInPlace(held.plan as BvRecommendation, d.capacityGB, ids, pricing)
      : null;
  const next = bvGrown ?? s.planAt(m, held.plan);
  const nextHeld = s.hold(next, d);
  const before = held.price(d.capacityGB);
  const after = nextHeld.price(d.capacityGB);
  const delta = before === null || after === null ? null : round2(after - before);
  const limit = carries(check) ? null : check.limit;
  if (designKeyOf(next) !== designKeyOf(held.plan)) {
    for (const kind of changesOf(service, held.plan, next)) walk.events.push({ month: m, service, kind, limit, monthlyUSDDelta: delta });
  }
  if (!next.feasible && walk.beyondSince === null) {
    walk.beyondSince = m;
    walk.beyondFirst ??= m;
    walk.events.push({ month: m, service, kind: 'beyond-any-design', limit, monthlyUSDDelta: null });
  } else if (next.feasible) walk.beyondSince = null;
  walk.held = nextHeld;
}

/** Month `m` after today: the held design kept, its volumes grown, weighed again or planned again. */
function stepMonth(s: ServiceMonths, walk: Walk, m: number, d: MonthDemand): void {
  const held = walk.held;
  const check = carryCheck(held.limits, held.plan.targetUtilizationPercent, held.from, d);
  const fell = s.service === 'file-storage' && !noneFell(d, held.from);
  const stillBeyond = walk.beyondSince !== null && noneFell(d, held.from);
  if (stillBeyond && growBeyond(s, walk, m, d, check)) return;
  // Over by the scaled limits: weigh the design again before changing it (`carry.ts`).
  const kept = !carries(check) && !fell && !stillBeyond && (check.unscalable || !uniform(held.from, d)) ? s.weighAt(m, held.plan) : null;
  if (kept?.feasible && designKeyOf(kept) === designKeyOf(held.plan)) walk.held = s.hold(kept, d);
  else if ((!carries(check) || fell) && !stillBeyond) planAgain(s, walk, m, d, check);
}

/** Month `m`'s row: the held design, whether it carries, its load, its bill and the running total (`billed`: the month is within the horizon's bill). */
function monthRow(walk: Walk, m: number, d: MonthDemand, billed: boolean): GrowthMonth {
  const { held } = walk;
  const now = carryCheck(held.limits, held.plan.targetUtilizationPercent, held.from, d);
  const monthlyUSD = held.price(d.capacityGB);
  if (billed) walk.cumulative = walk.cumulative === null || monthlyUSD === null ? null : walk.cumulative + monthlyUSD;
  return {
    month: m,
    design: held.plan.design,
    carries: held.plan.feasible && carries(now),
    loadOfTargetPercent: round2(Math.min(now.loadOfTarget, 1e12) * 100),
    limit: now.limit,
    monthlyUSD: monthlyUSD === null ? null : round2(monthlyUSD),
    cumulativeUSD: walk.cumulative === null ? null : round2(walk.cumulative),
  };
}

/**
 * One service over the horizon, from today's plan (`start`). `requirements` holds the
 * months' requirements already grown (`requirementAt`), shared by the services of one plan.
 * `demand` holds months 0 (today) to N, the horizon's end: every month is planned and checked,
 * and the bill adds up N months, 0 to N − 1 (month N starts as the horizon ends: its price is
 * shown, its running total is the horizon's, `totalUSD`).
 */
export function planServiceOverTime(
  service: ServiceId,
  req: CompareRequirement,
  growth: Growth | undefined,
  demand: readonly MonthDemand[],
  start: ServiceStart,
  pricing?: Pricing,
  requirements: Map<number, CompareRequirement> = new Map(),
): ServiceOverTime {
  const s = serviceMonths(service, req, growth, demand, start, pricing, requirements);
  const d0 = demand[0]!;
  const beyondSince = s.first.feasible ? null : 0;
  const walk: Walk = { held: s.hold(s.first, d0), runway: null, newPart: false, cumulative: 0, beyondSince, beyondFirst: beyondSince, events: [] };
  const months: GrowthMonth[] = [];
  for (let m = 0; m < demand.length; m++) {
    const d = demand[m]!;
    if (walk.runway === null) checkRunway(s, walk, m, d0, d);
    if (m > 0) stepMonth(s, walk, m, d);
    months.push(monthRow(walk, m, d, m < Math.max(1, demand.length - 1)));
  }
  const last = months[months.length - 1]!;
  return {
    service,
    runway: walk.runway ?? { month: null, limit: null },
    months,
    events: walk.events,
    totalUSD: last.cumulativeUSD,
    notes: serviceNotes(service, demand, walk.events, walk.newPart, walk.beyondFirst),
  };
}

/**
 * Every service of a comparison over the growth's horizon (36 months when it does not say),
 * month 0 being today's plan as the comparison made it (a design the user chose included).
 * The TCO ranking holds the services that fit today and carry every month, cheapest first;
 * `horizonCheapest` is the one Compare names when the growth asks to rank by the horizon.
 */
export function planOverTime(req: CompareRequirement, growth: Growth | undefined, today: CompareResult, pricing?: Pricing): OverTimePlan {
  const horizonMonths = horizonOf(growth);
  const demand = demandSeries(req, growth, horizonMonths + 1);
  const requirements = new Map<number, CompareRequirement>();
  const services = serviceIds.map((s) => planServiceOverTime(s, req, growth, demand, { ids: today.catalogs, first: todayOf(today, s) }, pricing, requirements));
  const fitsToday = new Set(today.entries.filter((e) => e.fits).map((e) => e.service));
  const tcoRanking = services
    .filter((s) => fitsToday.has(s.service) && s.totalUSD !== null && s.months.every((m) => m.carries))
    .sort((a, b) => a.totalUSD! - b.totalUSD!)
    .map((s) => s.service);
  const horizonCheapest = rankOnHorizon(today.entries, services).cheapest;
  return { horizonMonths, demand, services, tcoRanking, rankBy: growth?.rankBy ?? 'month', horizonCheapest, notes: planNotes(demand, today) };
}

/**
 * A plan of one service over the growth's horizon (a one-service recommend with `growth`):
 * its demand grown the comparison's way (`demandOfOwn`), each month planned on the service's own
 * requirement (`ownAt`), month 0 being today's plan (`first`) as the scenario made it. The
 * ranking holds the service when it fits today and carries every month at a known price.
 */
export function planOneServiceOverTime(
  own: OwnRequirement,
  growth: Growth | undefined,
  first: Planned,
  ids: Required<Catalogs>,
  pricing?: Pricing,
  today: Pick<CompareResult, 'calibration'> = {},
): OverTimePlan {
  const req = demandOfOwn(own);
  const horizonMonths = horizonOf(growth);
  const demand = demandSeries(req, growth, horizonMonths + 1);
  const service = planServiceOverTime(own.service, req, growth, demand, { ids, first, own }, pricing);
  const tcoRanking = first.feasible && service.totalUSD !== null && service.months.every((m) => m.carries) ? [own.service] : [];
  return {
    horizonMonths,
    demand,
    services: [service],
    tcoRanking,
    rankBy: growth?.rankBy ?? 'month',
    horizonCheapest: tcoRanking[0] ?? null,
    notes: planNotes(demand, today),
  };
}
