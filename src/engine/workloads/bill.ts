/**
 * The bill of materials of a plan: one line per item bought, each with the workloads it serves,
 * priced from the dated price book (S-PRICE) through each planner's own cost lines. File
 * Storage is billed per availability domain: the data stored, and the HPMTs' capacity
 * entitlement above it (billable AD storage is the larger of total entitlement and use, S-MT).
 */
import { priceBook, priceKeys } from '../../catalog/index.ts';
import type { FssMountTargetEdition } from '../../catalog/types.ts';
import { priceDateOf, priceLines, unitPrice, unpricedInBook, type CostLineInput } from '../cost/prices.ts';
import type { ClientCompute } from '../cost/wholeBill.ts';
import type { Cost, CostLine } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { finite } from '../units.ts';
import type { CarriedPlan } from './limits.ts';
import type { BillLine, BillOfMaterials, SharedMountTargets } from './types.ts';

type Service = BillLine['service'];

/**
 * A figure at 12 significant digits: the binary noise of a division (0.025499999999999998) goes,
 * every digit a price book or a quantity holds stays (exports write it whole, issue 36).
 */
export function cleanFigure(value: number): number {
  return value === 0 ? 0 : finite(Number(value.toPrecision(12)));
}

/** Money to a millionth of a dollar (as the planners' costs: far below a cent, no float noise). */
function usd(value: number): number {
  return finite(Math.round(value * 1e6) / 1e6);
}

/**
 * A line of a planner's cost as a bill line (before merging). Its unit price is the price of one
 * unit for a month (an hourly price × 730 h) less the discount, so that quantity × unit price is
 * the line's monthly figure; the list unit price (before the discount) is kept beside it.
 */
function fromCostLine(service: Service, l: CostLine, qualifier: string | undefined, workloads: readonly string[], discount: number, priced: boolean): BillLine {
  const listUnitUSD = cleanFigure(l.quantity > 0 ? l.monthlyUSD / l.quantity : l.unitPriceUSD);
  const unitUSD = cleanFigure(listUnitUSD * (1 - discount / 100));
  return {
    service,
    item: qualifier === undefined ? l.code : `${l.code}:${qualifier}`,
    code: l.code,
    params: l.params,
    quantity: l.quantity,
    unit: l.unit.replace(/-month$/, ''),
    unitUSD: priced ? unitUSD : null,
    listUnitUSD: priced ? listUnitUSD : null,
    monthlyUSD: priced ? usd(l.quantity * unitUSD) : null,
    workloads,
    sources: ['S-PRICE'],
  };
}

/** What names the item a line buys beside its code: the level's VPUs, the tier, the shape. */
function qualifierOf(l: CostLine, shape: string | undefined): string | undefined {
  const p = l.params as Record<string, unknown>;
  if (p.vpusPerGB !== undefined) return String(p.vpusPerGB);
  if (p.tier !== undefined) return String(p.tier);
  if (p.type !== undefined) return String(p.type);
  if (p.shape !== undefined) return String(p.shape);
  return shape;
}

/** Whether a cost line's part has no price in the book in force (a price file in another currency that lacks it). */
function unpricedSku(sku: string, pricing?: Pricing): boolean {
  if (!pricing?.book) return false;
  const key = priceKeys.find((k) => priceBook[k].sku === sku);
  return key !== undefined && unpricedInBook(key, pricing);
}

/** The lines of a planner's cost; a cost without a published price becomes one unpriced line for its hosts. */
function linesOf(service: Service, cost: Cost, workloads: readonly string[], discount: number, shape?: string, hosts?: number, pricing?: Pricing): BillLine[] {
  if (!cost.complete && cost.lines.length === 0 && shape !== undefined) {
    return [
      {
        service,
        item: `dioInstance:${shape}`,
        code: 'dioInstance',
        params: { shape, count: hosts ?? 1 },
        quantity: hosts ?? 1,
        unit: 'instance',
        unitUSD: null,
        listUnitUSD: null,
        monthlyUSD: null,
        workloads,
        sources: ['S-PRICE'],
      },
    ];
  }
  return cost.lines.map((l) => fromCostLine(service, l, qualifierOf(l, shape), workloads, discount, !unpricedSku(l.sku, pricing)));
}

/** What one group's HPMT capacity entitlement is worth, what the stored data covers of it, and the extra it costs. */
export interface EntitlementShare {
  /** The group's capacity entitlement, GB (0 for Standard mount targets). */
  readonly entitlementGB: number;
  /** That entitlement priced at the HPMT price a month, after the discount (USD). */
  readonly entitlementUSD: number;
  /** The GB of it the data stored in the AD already covers (billed on the storage line). */
  readonly coveredGB: number;
  /** The GB billed above the data stored. */
  readonly extraGB: number;
  /** extraGB × the HPMT price a month after the discount (USD): what the mount targets add to the bill. */
  readonly extraUSD: number;
}

/**
 * The HPMT entitlement of each group of mount targets against the data stored in the AD (S-MT:
 * billable AD storage is the larger of the total entitlement and the data stored). The stored
 * data covers min(stored, Σ entitlement) GB, shared among the groups in proportion to their
 * entitlement (a planner rule: the source bills the AD as a whole); each group's extra is its
 * entitlement less its cover, priced at the HPMT price less the discount (S-PRICE). One figure
 * for one thing: the shared mount-target table and the bill show these same lines.
 */
export function entitlementShares(
  groups: readonly Pick<SharedMountTargets, 'mountTargetType' | 'mountTargets'>[],
  edition: FssMountTargetEdition,
  storedGB: number,
  pricing?: Pricing,
): EntitlementShare[] {
  const price = cleanFigure(unitPrice('hpmtGBMonth', pricing) * (1 - (pricing?.discountPercent ?? 0) / 100));
  const each = groups.map((g) => (edition.mountTargets[g.mountTargetType]?.capacityEntitlementGB.value ?? 0) * g.mountTargets);
  const total = each.reduce((a, b) => a + b, 0);
  const covered = Math.min(Math.max(0, storedGB), total);
  return each.map((gb) => {
    const coveredGB = total > 0 ? finite((covered * gb) / total) : 0;
    const extraGB = finite(Math.max(0, gb - coveredGB));
    return { entitlementGB: gb, entitlementUSD: usd(gb * price), coveredGB, extraGB, extraUSD: usd(extraGB * price) };
  });
}

/**
 * The File Storage lines of the whole AD: one line per group of mount targets (Standard: the
 * count, at no price; HPMT: its capacity entitlement, what the stored data covers of it and the
 * GB billed above, `entitlementShares`), and the data stored by every workload on File Storage
 * (GB). Storage + the groups' extras = the larger of Σ entitlement and the data stored (S-MT).
 */
function fssLines(
  groups: readonly SharedMountTargets[],
  edition: FssMountTargetEdition,
  stored: { gb: number; workloads: readonly string[] },
  pricing?: Pricing,
): BillLine[] {
  const discount = pricing?.discountPercent ?? 0;
  const out: BillLine[] = [];
  const shares = entitlementShares(groups, edition, stored.gb, pricing);
  const listPrice = cleanFigure(unitPrice('hpmtGBMonth', pricing));
  groups.forEach((g, i) => {
    const cited = edition.mountTargets[g.mountTargetType]?.capacityEntitlementGB;
    const share = shares[i]!;
    if (share.entitlementGB <= 0) {
      out.push({
        service: 'file-storage',
        item: `mountTargets:${g.mountTargetType}:${i}`,
        code: 'mountTargets',
        params: { type: g.mountTargetType, count: g.mountTargets },
        quantity: g.mountTargets,
        unit: 'mount-target',
        unitUSD: 0,
        listUnitUSD: 0,
        monthlyUSD: 0,
        workloads: g.workloads,
        sources: cited ? [cited.source] : [],
      });
      return;
    }
    out.push({
      service: 'file-storage',
      item: `hpmtEntitlement:${g.mountTargetType}:${i}`,
      code: 'hpmtEntitlementGroup',
      params: {
        type: g.mountTargetType,
        count: g.mountTargets,
        entitlementGB: share.entitlementGB,
        entitlementUSD: share.entitlementUSD,
        coveredGB: share.coveredGB,
      },
      quantity: share.extraGB,
      unit: 'GB',
      unitUSD: cleanFigure(listPrice * (1 - discount / 100)),
      listUnitUSD: listPrice,
      monthlyUSD: share.extraUSD,
      workloads: g.workloads,
      sources: ['S-MT', 'S-PRICE'],
    });
  });
  const inputs: CostLineInput[] = [{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: stored.gb, unit: 'GB-month' }];
  for (const l of priceLines(inputs, pricing).lines) if (l.quantity > 0) out.push(fromCostLine('file-storage', l, undefined, stored.workloads, discount, true));
  return out;
}

/** Lines that buy the same item at the same unit price become one, serving all their workloads. */
function merge(lines: readonly BillLine[]): BillLine[] {
  const out = new Map<string, BillLine>();
  for (const l of lines) {
    const key = `${l.service}|${l.item}|${l.unitUSD}`;
    const had = out.get(key);
    if (!had) {
      out.set(key, l);
      continue;
    }
    out.set(key, {
      ...had,
      quantity: had.quantity + l.quantity,
      monthlyUSD: had.monthlyUSD === null || l.monthlyUSD === null || had.unitUSD === null ? null : usd((had.quantity + l.quantity) * had.unitUSD),
      workloads: [...new Set([...had.workloads, ...l.workloads])],
    });
  }
  return [...out.values()];
}

export interface BillInput {
  readonly fss: {
    readonly groups: readonly SharedMountTargets[];
    readonly edition: FssMountTargetEdition;
    readonly stored: { gb: number; workloads: readonly string[] };
  } | null;
  /** Plans billed as their planner prices them: Block Volume, Dense I/O, Lustre, and File Storage of the capacity-scaled edition. */
  readonly plans: readonly CarriedPlan[];
  /** The client instances of each workload where a shape was entered (a shared host counted once). */
  readonly clients: readonly { readonly compute: ClientCompute; readonly workloads: readonly string[] }[];
}

/**
 * The bill: File Storage for the AD (`fssLines`), each other plan's cost lines, the client
 * instances, merged by item and unit price. Each line's monthly figure is after the discount,
 * so the total is the sum of the lines (null when one is unpriced); the list total is before it.
 */
export function billOfMaterials(input: BillInput, pricing?: Pricing): BillOfMaterials {
  const discount = pricing?.discountPercent ?? 0;
  const lines: BillLine[] = [];
  if (input.fss) lines.push(...fssLines(input.fss.groups, input.fss.edition, input.fss.stored, pricing));
  for (const p of input.plans) {
    const shape = p.plan.service === 'dense-io' ? p.plan.design.shape : undefined;
    const hosts = p.plan.service === 'dense-io' ? p.plan.instances : undefined;
    lines.push(...linesOf(p.plan.service, p.plan.cost, p.workloads, discount, shape, hosts, pricing));
  }
  for (const c of input.clients)
    lines.push(...c.compute.cost.lines.map((l) => fromCostLine('compute', l, qualifierOf(l, undefined), c.workloads, discount, !unpricedSku(l.sku, pricing))));
  const merged = merge(lines.filter((l) => l.quantity > 0 || l.code === 'hpmtEntitlementGroup'));
  let total: number | null = 0;
  let list: number | null = 0;
  for (const l of merged) {
    total = total === null || l.monthlyUSD === null ? null : total + l.monthlyUSD;
    list = list === null || l.listUnitUSD === null ? null : list + l.quantity * l.listUnitUSD;
  }
  return {
    lines: merged,
    totalMonthlyUSD: total === null ? null : finite(total),
    listMonthlyUSD: list === null ? null : finite(list),
    discountPercent: discount,
    priceBookDate: priceDateOf(pricing),
    ...(pricing?.book ? { currency: pricing.book.currency } : {}),
    ...(pricing?.commitment
      ? { commitmentTermYears: pricing.commitment.termYears, commitmentTotalUSD: total === null ? null : usd(total * 12 * pricing.commitment.termYears) }
      : {}),
  };
}
