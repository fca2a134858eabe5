/**
 * The bill of materials of a plan: one line per item bought, each with the workloads it serves,
 * priced from the dated price book (S-PRICE) through each planner's own cost lines. File
 * Storage is billed per availability domain: the data stored, and the HPMTs' capacity
 * entitlement above it (billable AD storage is the larger of total entitlement and use, S-MT).
 */
import { priceBook } from '../../catalog/index.ts';
import type { FssMountTargetEdition } from '../../catalog/types.ts';
import { priceLines, type CostLineInput } from '../cost/prices.ts';
import type { ClientCompute } from '../cost/wholeBill.ts';
import type { Cost, CostLine } from '../results/parts.ts';
import type { Pricing } from '../scenario/schema.ts';
import { finite } from '../units.ts';
import type { CarriedPlan } from './limits.ts';
import type { BillLine, BillOfMaterials, SharedMountTargets } from './types.ts';

type Service = BillLine['service'];

/** A line of a planner's cost as a bill line (before merging): the price a month per unit, less the discount. */
function fromCostLine(service: Service, l: CostLine, qualifier: string | undefined, workloads: readonly string[], discount: number, priced: boolean): BillLine {
  const unitUSD = l.quantity > 0 ? finite(l.monthlyUSD / l.quantity) : 0;
  return {
    service,
    item: qualifier === undefined ? l.code : `${l.code}:${qualifier}`,
    code: l.code,
    params: l.params,
    quantity: l.quantity,
    unit: l.unit.replace(/-month$/, ''),
    unitUSD: priced ? unitUSD : null,
    monthlyUSD: priced ? finite(l.monthlyUSD * (1 - discount / 100)) : null,
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

/** The lines of a planner's cost; a cost without a published price becomes one unpriced line for its hosts. */
function linesOf(service: Service, cost: Cost, workloads: readonly string[], discount: number, shape?: string, hosts?: number): BillLine[] {
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
        monthlyUSD: null,
        workloads,
        sources: ['S-PRICE'],
      },
    ];
  }
  return cost.lines.map((l) => fromCostLine(service, l, qualifierOf(l, shape), workloads, discount, true));
}

/**
 * The File Storage lines of the whole AD: each mount-target type's count (billed through its
 * capacity entitlement, so no price of its own: 0, S-MT), the data stored by every workload on
 * File Storage (GB), and the entitlement above it: max(0, Σ entitlement GB − Σ stored GB) over
 * all mount targets together (S-MT, S-PRICE).
 */
function fssLines(
  groups: readonly SharedMountTargets[],
  edition: FssMountTargetEdition,
  stored: { gb: number; workloads: readonly string[] },
  pricing?: Pricing,
): BillLine[] {
  const discount = pricing?.discountPercent ?? 0;
  const out: BillLine[] = [];
  let entitlement = 0;
  const byType = new Map<string, { count: number; workloads: string[] }>();
  for (const g of groups) {
    const t = byType.get(g.mountTargetType) ?? { count: 0, workloads: [] };
    t.count += g.mountTargets;
    t.workloads.push(...g.workloads);
    byType.set(g.mountTargetType, t);
    entitlement += (edition.mountTargets[g.mountTargetType]?.capacityEntitlementGB.value ?? 0) * g.mountTargets;
  }
  for (const [type, t] of byType) {
    const cited = edition.mountTargets[type as keyof typeof edition.mountTargets]?.capacityEntitlementGB;
    out.push({
      service: 'file-storage',
      item: `mountTargets:${type}`,
      code: 'mountTargets',
      params: { type },
      quantity: t.count,
      unit: 'mount-target',
      unitUSD: 0,
      monthlyUSD: 0,
      workloads: t.workloads,
      sources: cited ? [cited.source] : [],
    });
  }
  const hpmtWorkloads = groups.filter((g) => (edition.mountTargets[g.mountTargetType]?.capacityEntitlementGB.value ?? 0) > 0).flatMap((g) => g.workloads);
  const inputs: CostLineInput[] = [{ code: 'fssCapacity', params: {}, key: 'fssStorageGBMonth', quantity: stored.gb, unit: 'GB-month' }];
  const above = Math.max(0, entitlement - stored.gb);
  if (above > 0) inputs.push({ code: 'hpmtEntitlement', params: {}, key: 'hpmtGBMonth', quantity: above, unit: 'GB-month' });
  const cost = priceLines(inputs, pricing);
  for (const l of cost.lines) {
    if (l.quantity <= 0) continue;
    const line = fromCostLine('file-storage', l, undefined, l.code === 'hpmtEntitlement' ? [...new Set(hpmtWorkloads)] : stored.workloads, discount, true);
    // One entitlement for the whole AD, whatever the types: its own code (`hpmtEntitlementAd`).
    out.push(l.code === 'hpmtEntitlement' ? { ...line, item: 'hpmtEntitlementAd', code: 'hpmtEntitlementAd', params: {}, sources: ['S-MT', 'S-PRICE'] } : line);
  }
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
      monthlyUSD: had.monthlyUSD === null || l.monthlyUSD === null ? null : finite(had.monthlyUSD + l.monthlyUSD),
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
    lines.push(...linesOf(p.plan.service, p.plan.cost, p.workloads, discount, shape, hosts));
  }
  for (const c of input.clients)
    lines.push(...c.compute.cost.lines.map((l) => fromCostLine('compute', l, qualifierOf(l, undefined), c.workloads, discount, true)));
  const merged = merge(lines.filter((l) => l.quantity > 0));
  let total: number | null = 0;
  let list: number | null = 0;
  for (const l of merged) {
    total = total === null || l.monthlyUSD === null ? null : total + l.monthlyUSD;
    list = list === null || l.unitUSD === null ? null : list + l.quantity * l.unitUSD;
  }
  return {
    lines: merged,
    totalMonthlyUSD: total === null ? null : finite(total),
    listMonthlyUSD: list === null ? null : finite(list),
    discountPercent: discount,
    priceBookDate: priceBook.date,
  };
}
