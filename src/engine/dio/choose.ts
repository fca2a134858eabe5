/**
 * How Dense I/O recommend mode chooses its design: the sizing input from the requirement (the
 * RAID rule, the basis, the capacity, the target, the hosts), then the design: the user's
 * shape, else the first that carries the requirement (current generation first, then the
 * cheapest), else the closest (`closestOption`).
 */
import type { DioEdition } from '../../catalog/types.ts';
import type { DioDemand } from '../scenario/demand.ts';
import type { Pricing, RaidLevel } from '../scenario/schema.ts';
import { dioIoFactor } from './iops.ts';
import {
  closestOption,
  DIO_DEFAULT_TARGET_UTILIZATION_PERCENT,
  sizeShape,
  type DioHosts,
  type DioOption,
  type DioRaidRule,
  type DioSizingInput,
} from './sizing.ts';

const rankCache = new WeakMap<DioEdition, ReadonlyMap<string, number>>();

/** Current generation first (0), then previous (1), by shape id; worked out once per edition. */
function generationRanks(edition: DioEdition): ReadonlyMap<string, number> {
  let ranks = rankCache.get(edition);
  if (!ranks) {
    ranks = new Map(edition.shapes.map((s) => [s.id, s.generation === 'current' ? 0 : 1]));
    rankCache.set(edition, ranks);
  }
  return ranks;
}

/** A design the user chose (on the chart) to weigh against the requirement in place of the recommendation. */
export interface DioChosen {
  readonly shape: string;
  readonly raid?: RaidLevel | undefined;
}

/** How a comparison asks Dense I/O to plan beyond the requirement: the hosts, and the RAID rule. */
export interface DioPlanOptions {
  /** The hosts the design must be (a comparison's whole bill: the clients they replace). */
  readonly hosts?: DioHosts;
  /** The RAID level when the requirement names none: `protected` (RAID 10 / RAID 1 by drives) or `scratch` (RAID 0). */
  readonly raidRule?: 'protected' | 'scratch';
}

/** The requirement as the sizing reads it, with the figures the plan reports beside it. */
export interface DioSizing {
  readonly input: DioSizingInput;
  readonly raidRule: DioRaidRule;
  readonly basis: 'sla' | 'typical';
  /** Usable capacity asked, GB (0 when none). */
  readonly capacity: number;
  readonly targetPercent: number;
  readonly hosts: DioHosts;
}

/**
 * The sizing input of a requirement (already in IOPS and a read share): the RAID level asked,
 * else RAID 0, or per shape the protected layout a comparison asks for (null); the SLA basis by
 * default; the target utilization (80% by default); one host unless the plan gives the hosts.
 */
export function dioSizing(r: DioDemand, plan: DioPlanOptions): DioSizing {
  const raidRule: DioRaidRule = r.raid ? 'entered' : (plan.raidRule ?? 'default');
  const raid: RaidLevel | null = r.raid ?? (raidRule === 'protected' ? null : '0');
  const basis = r.basis ?? 'sla';
  const capacity = r.usableCapacityGB ?? 0;
  const targetPercent = r.targetUtilizationPercent ?? DIO_DEFAULT_TARGET_UTILIZATION_PERCENT;
  const hosts: DioHosts = plan.hosts ?? { count: 1, ocpus: null, memoryGB: null };
  const input: DioSizingInput = {
    iops: r.iops,
    readPercent: r.readPercent,
    capacityGB: capacity,
    basis,
    target: targetPercent / 100,
    hosts,
    raid,
    ioFactor: dioIoFactor(r.ioSizeKiB),
  };
  return { input, raidRule, basis, capacity, targetPercent, hosts };
}

/** Every shape's option, the ones that carry the requirement in order, and the design weighed. */
export interface DioChoice {
  readonly options: readonly DioOption[];
  /** The options that carry the requirement, current generation first, then the cheapest. */
  readonly fitting: readonly DioOption[];
  /** The user's shape sized as any option, when one was given and the edition has it. */
  readonly pinned: DioOption | undefined;
  readonly best: DioOption;
  /** 0 for a current-generation shape, 1 for a previous one. */
  readonly generationRank: (id: string) => number;
}

/**
 * The design: the user's shape (at its RAID level when given), else the first that carries the
 * requirement, else the closest. Only the figures each option needs are worked out here (no
 * sentences, no warnings): the chosen shape is evaluated in full by the caller.
 */
export function chooseDioDesign(edition: DioEdition, input: DioSizingInput, pricing: Pricing | undefined, byUser: DioChosen | undefined): DioChoice {
  const sized = edition.shapes.map((shape) => sizeShape(shape, input, pricing));
  const options = sized.map((x) => x.option);
  const ranks = generationRanks(edition);
  const generationRank = (id: string) => ranks.get(id) ?? 1;
  const byCost = (a: DioOption, b: DioOption) =>
    generationRank(a.shape) - generationRank(b.shape) || (a.monthlyUSD ?? Number.MAX_VALUE) - (b.monthlyUSD ?? Number.MAX_VALUE) || a.iops - b.iops;
  const fitting = options.filter((o) => o.fits).sort(byCost);
  const pinnedShape = byUser ? edition.shapes.find((x) => x.id === byUser.shape) : undefined;
  const pinned = pinnedShape && byUser ? sizeShape(pinnedShape, { ...input, raid: byUser.raid ?? input.raid }, pricing).option : undefined;
  const best = pinned ?? fitting[0] ?? closestOption(sized).option;
  return { options, fitting, pinned, best, generationRank };
}
