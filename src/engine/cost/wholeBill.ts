/**
 * The whole bill of one service in a comparison: its storage price plus the instances the
 * option needs to be used. For File Storage, Block Volume and Lustre those are the client
 * instances the requirement names (clients × shape, OCPUs and memory from the price book);
 * a Dense I/O price is already a whole instance, and the application runs on it.
 */
import { clientPricingOf, defaultMemoryPerOcpuOf, findShape, localNvmeOf } from '../../catalog/index.ts';
import { priceLines, type CostLineInput } from './prices.ts';
import { effectiveOcpus } from '../clients/network.ts';
import type { Cost } from '../results/parts.ts';
import type { BillBasis, CompareRequirement, Pricing } from '../scenario/schema.ts';
import { instanceCost, instancePriceKey } from './instancePrice.ts';
import { finite } from '../units.ts';

/**
 * What a whole bill assumes or leaves out, as codes.
 * - `clients-priced`: the clients entered are priced (count × shape).
 * - `bv-hosts-are-clients`: the client instances are the ones that attach the volumes.
 * - `dio-app-on-hosts`: the application runs on the Dense I/O hosts, so no client is added.
 * - `dio-hosts-replace-clients`: as many Dense I/O hosts as clients, each at least a client's
 *   OCPUs and memory (`hosts`, `ocpus`, `memoryGB`; 0 where not entered).
 * - `dio-host-memory-unchecked`: the clients' memory was not entered, so the hosts' is not checked.
 * - `dio-hosts-unsized`: on storage prices the Dense I/O design is sized for the storage alone
 *   (one host), not for the `clients` entered.
 * - `client-priced-by-override`: a shape the feed does not price, at the user's own price per
 *   instance-hour (`shape`, `usdPerHour`).
 * - `client-shape-missing`: no client shape was entered; the instances are left out.
 * - `client-shape-unpriced`: the shape has no price in the feed; the instances are left out.
 * - `client-memory-missing`: a Flex shape's memory was not entered and OCI's default for it is not
 *   known; memory is left out.
 * - `client-memory-assumed`: a Flex shape's memory was not entered: OCI's default memory for the
 *   shape is priced (`memoryGB` per client, `perOcpuGB` × OCPUs, S-SHAPES-DEFAULTS); enter Memory
 *   per client to change it.
 * - `dio-beside-clients`: the clients' shape (`shape`: GPU, HPC, any but a general-purpose one)
 *   does work a Dense I/O host cannot do: the Dense I/O hosts hold the data on other hosts than
 *   the clients, and the whole bill is the hosts plus the clients.
 * - `client-local-nvme`: the clients' own shape has local NVMe (`drives` × `driveTB` TB, `totalTB`
 *   a client, S-SHAPES-2025): at no extra price, but neither shared nor protected by OCI.
 * - `client-ocpus-assumed`: a Flex shape's OCPUs were not entered; its minimum is priced.
 * - `clients-assumed-one`: a shape without a client count; one instance is priced.
 * - `storage-unpriced`: the storage itself has no public price.
 */
export const billNoteCodes = [
  'clients-priced',
  'bv-hosts-are-clients',
  'dio-app-on-hosts',
  'dio-hosts-replace-clients',
  'dio-host-memory-unchecked',
  'dio-hosts-unsized',
  'client-priced-by-override',
  'client-shape-missing',
  'client-shape-unpriced',
  'client-memory-missing',
  'client-memory-assumed',
  'dio-beside-clients',
  'client-local-nvme',
  'client-ocpus-assumed',
  'clients-assumed-one',
  'storage-unpriced',
] as const;

export type BillNoteCode = (typeof billNoteCodes)[number];

/**
 * The notes that leave a bill incomplete: what is missing, and how the user supplies it (a
 * client shape or its memory in the form; a price as the override `instance:<shape>`).
 */
export const incompleteNoteCodes = [
  'client-shape-missing',
  'client-shape-unpriced',
  'client-memory-missing',
  'storage-unpriced',
] as const satisfies readonly BillNoteCode[];

export type IncompleteNoteCode = (typeof incompleteNoteCodes)[number];

/** Whether a bill note leaves the bill incomplete (one of `incompleteNoteCodes`): something left out, not just assumed. */
export function isIncompleteNote(n: BillNote): n is BillNote & { readonly code: IncompleteNoteCode } {
  return (incompleteNoteCodes as readonly string[]).includes(n.code);
}

export interface BillNote {
  readonly code: BillNoteCode;
  readonly params: Readonly<Record<string, number | string>>;
}

export interface WholeBill {
  /** The service's own price (storage, or the Dense I/O instances), USD a month; null where unpublished. */
  readonly storageMonthlyUSD: number | null;
  /** The instances the option needs besides, USD a month (0 where none are added or none could be priced). */
  readonly computeMonthlyUSD: number;
  /** storage + compute; null when the storage price is unpublished. */
  readonly wholeMonthlyUSD: number | null;
  /** False when a part of the bill is left out for want of an input or a price. */
  readonly complete: boolean;
  /** The client instances' cost lines (empty where none are priced). */
  readonly compute: Cost;
  readonly notes: readonly BillNote[];
}

/** How the client instances are priced: their cost and what it assumes or lacks. */
export interface ClientCompute {
  readonly cost: Cost;
  readonly complete: boolean;
  readonly notes: readonly BillNote[];
}

/**
 * Monthly cost of the client instances: clients × (OCPUs × OCPU-hour price + memory GB ×
 * GB-hour price) × 730 hours, less the discount (S-PRICE SKUs by shape, `clientShapePricing`).
 * A Flex shape's OCPUs default to its minimum (said as a note); its memory is priced only when
 * entered. A shape with no price in the feed leaves the instances out, and says so.
 */
export function clientCompute(r: CompareRequirement, pricing?: Pricing): ClientCompute {
  const none = priceLines([], pricing);
  if (!r.clientShape) return { cost: none, complete: false, notes: [{ code: 'client-shape-missing', params: {} }] };
  const shape = findShape(r.clientShape);
  const skus = clientPricingOf(r.clientShape);
  const clients = r.clients ?? 1;
  if (!shape || !skus) {
    // A shape the feed does not price: the user's own price per instance-hour, where entered.
    const own = instanceCost('clientInstance', r.clientShape, clients, pricing);
    const assumed: BillNote[] = r.clients === undefined ? [{ code: 'clients-assumed-one', params: {} }] : [];
    return own
      ? {
          cost: own,
          complete: true,
          notes: [{ code: 'client-priced-by-override', params: { clients, shape: r.clientShape, usdPerHour: own.lines[0]!.unitPriceUSD } }, ...assumed],
        }
      : { cost: none, complete: false, notes: [{ code: 'client-shape-unpriced', params: { shape: r.clientShape, key: instancePriceKey(r.clientShape) } }] };
  }
  const ocpus = effectiveOcpus(shape, r.clientOcpus);
  const notes: BillNote[] = [{ code: 'clients-priced', params: { clients, shape: shape.id, ocpus } }];
  if (r.clients === undefined) notes.push({ code: 'clients-assumed-one', params: {} });
  if (shape.ocpus === null && r.clientOcpus === undefined) notes.push({ code: 'client-ocpus-assumed', params: { ocpus } });
  const lines: CostLineInput[] = [{ code: 'clientOcpus', params: { shape: shape.id, clients }, key: skus.ocpu, quantity: clients * ocpus, unit: 'OCPU' }];
  let complete = true;
  if (skus.memoryGB !== null) {
    const memory = clientMemoryOf(r);
    if (memory.memoryGB === null) {
      complete = false;
      notes.push({ code: 'client-memory-missing', params: { shape: shape.id } });
    } else {
      if (memory.assumed) notes.push({ code: 'client-memory-assumed', params: { shape: shape.id, memoryGB: memory.memoryGB, perOcpuGB: memory.perOcpuGB } });
      lines.push({ code: 'clientMemory', params: { shape: shape.id, clients }, key: skus.memoryGB, quantity: clients * memory.memoryGB, unit: 'GB' });
    }
  }
  return { cost: priceLines(lines, pricing), complete, notes };
}

/**
 * Each client's memory, GB: as entered; else, for a Flex shape, the memory OCI gives it by
 * default (its OCPUs × the shape's default GB per OCPU, S-SHAPES-DEFAULTS), marked `assumed`;
 * else null (a fixed shape's memory is in its price; a Flex shape without a known default).
 */
export function clientMemoryOf(r: Pick<CompareRequirement, 'clientShape' | 'clientOcpus' | 'clientMemoryGB'>): {
  memoryGB: number | null;
  assumed: boolean;
  perOcpuGB: number;
} {
  if (r.clientMemoryGB !== undefined) return { memoryGB: r.clientMemoryGB, assumed: false, perOcpuGB: 0 };
  const shape = r.clientShape ? findShape(r.clientShape) : undefined;
  const perOcpu = shape && shape.ocpus === null ? defaultMemoryPerOcpuOf(shape.id) : null;
  if (!shape || !perOcpu) return { memoryGB: null, assumed: false, perOcpuGB: 0 };
  return { memoryGB: finite(effectiveOcpus(shape, r.clientOcpus) * perOcpu.value), assumed: true, perOcpuGB: perOcpu.value };
}

/**
 * Whether a Dense I/O host can run the clients' work, so that its price stands in for them on
 * the whole bill: no client shape entered, or a general-purpose one (Standard or Dense I/O
 * shapes, without GPUs). A GPU, HPC (Optimized) or any other shape does work a Dense I/O host
 * cannot: the clients stay, and Dense I/O holds the data beside them. A planner rule.
 */
export function clientsReplaceable(r: Pick<CompareRequirement, 'clientShape'>): boolean {
  if (!r.clientShape) return true;
  const shape = findShape(r.clientShape);
  return /^(VM|BM)\.(Standard|DenseIO)/.test(r.clientShape) && !shape?.gpus;
}

/** What the clients' own local NVMe is, as a note (null where their shape prints none). */
export function clientLocalNvmeNote(r: Pick<CompareRequirement, 'clientShape'>): BillNote | null {
  const nvme = r.clientShape ? localNvmeOf(r.clientShape) : null;
  if (!nvme) return null;
  return {
    code: 'client-local-nvme',
    params: { shape: r.clientShape!, drives: nvme.drives.value, driveTB: nvme.driveTB.value, totalTB: finite(nvme.drives.value * nvme.driveTB.value) },
  };
}

/**
 * How a service's option relates to the clients: priced beside it (`clients`; `bv-hosts`, the
 * clients attach the volumes; `dio-beside-clients`, Dense I/O hosts holding the data for clients
 * they cannot replace), or the hosts themselves (`dio-hosts`).
 */
export type BillKind = 'clients' | 'bv-hosts' | 'dio-hosts' | 'dio-beside-clients';

/**
 * The whole bill of one option: storage + the client instances (kinds `clients` and
 * `bv-hosts`), or the option's own price alone (`dio-hosts`: the Dense I/O price is the
 * instances, and the application runs on them). `storageMonthlyUSD` is null where the storage
 * has no public price; the whole is then null too.
 */
export function wholeBill(
  kind: BillKind,
  storageMonthlyUSD: number | null,
  clients: ClientCompute,
  pricing?: Pricing,
  extra: { readonly notes?: readonly BillNote[]; readonly unpriced?: Readonly<Record<string, string>> } = {},
): WholeBill {
  const storageNotes: BillNote[] = storageMonthlyUSD === null ? [{ code: 'storage-unpriced', params: extra.unpriced ?? {} }] : [];
  if (kind === 'dio-hosts') {
    const compute = priceLines([], pricing);
    return {
      storageMonthlyUSD,
      computeMonthlyUSD: 0,
      wholeMonthlyUSD: storageMonthlyUSD,
      complete: storageMonthlyUSD !== null,
      compute,
      notes: [{ code: 'dio-app-on-hosts', params: {} }, ...(extra.notes ?? []), ...storageNotes],
    };
  }
  const computeMonthlyUSD = clients.cost.monthlyUSD;
  return {
    storageMonthlyUSD,
    computeMonthlyUSD,
    wholeMonthlyUSD: storageMonthlyUSD === null ? null : finite(storageMonthlyUSD + computeMonthlyUSD),
    complete: storageMonthlyUSD !== null && clients.complete,
    compute: clients.cost,
    notes: [...(kind === 'bv-hosts' ? [{ code: 'bv-hosts-are-clients' as const, params: {} }] : []), ...(extra.notes ?? []), ...clients.notes, ...storageNotes],
  };
}

/**
 * The basis "cheapest that fits" compares on: the one the requirement names, else the whole
 * bill when clients and their shape are entered, else storage alone.
 */
export function billBasisOf(r: CompareRequirement): { basis: BillBasis; chosenBy: 'entered' | 'default' } {
  if (r.billBasis) return { basis: r.billBasis, chosenBy: 'entered' };
  return { basis: r.clients !== undefined && r.clientShape !== undefined ? 'whole' : 'storage', chosenBy: 'default' };
}
