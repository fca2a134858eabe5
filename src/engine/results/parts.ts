/**
 * Result types shared by every service: the use of each limit, warnings, costs.
 */
import type { Basis, Cited, SourceId } from '../../catalog/types.ts';

/**
 * A catalog figure with another value (and basis): what the engine derives from it keeps its
 * source, place and note. A literal rather than a spread of the frozen catalog object, which
 * costs far more on the paths every keystroke takes.
 */
export function refigured(c: Cited, value: number, basis: Basis = c.basis): Cited {
  return c.note === undefined
    ? { value, unit: c.unit, source: c.source, where: c.where, basis }
    : { value, unit: c.unit, source: c.source, where: c.where, basis, note: c.note };
}

/**
 * Every limit a design's use is reported against, by id: the UI names each one (the limits
 * table, `results.limits.<id>`; the limit chart, `charts.limits.names.<id>`).
 */
export const limitIds = [
  'backendIops',
  'readBandwidth',
  'writeBandwidth',
  'sharedBandwidth',
  'connections',
  'clientNetworkRead',
  'clientNetworkWrite',
  'storedCapacity',
  'volumeIops',
  'volumeThroughput',
  'instanceIops',
  'instanceThroughput',
  'attachments',
  'hostIops',
  'hostThroughput',
  'concurrency',
  'deviceIops',
  'usableCapacity',
] as const;

export type LimitId = (typeof limitIds)[number];

/** The units a limit's demand and capacity are in (`LimitUse['unit']`). */
export const limitUnits = ['MBps', 'backendIops', 'iops', 'connections', 'GB', 'count'] as const;

/**
 * How much of one limit a design uses. "Limit" here is always a performance limit (what a
 * mount target, volume, instance, shape, tier or client can carry), never a tenancy's service
 * quota (File Storage keeps those apart: `fss/quota.ts`).
 */
export interface LimitUse {
  readonly id: LimitId;
  /** What is asked of the limit, in `unit`. */
  readonly demand: number;
  /** What the whole design offers, in `unit`. */
  readonly capacity: number;
  readonly unit: (typeof limitUnits)[number];
  /** demand / capacity (0 when capacity is 0 and there is no demand). */
  readonly utilization: number;
  /** Hard limits (connections, attachments) cannot be planned to a target utilization. */
  readonly hard: boolean;
  /** `cited.source`, at the top for readers that list sources. */
  readonly source: SourceId;
  /** `cited.basis`: how the limit's figure is known. */
  readonly basis: Basis;
  /**
   * The catalog figure behind the limit, whole: value, source, where in it, basis, note. Set
   * where the engine builds the limit; its basis is the limit's own (a figure scaled or
   * extrapolated by the engine says so), and so is the value for a figure the user gave.
   */
  readonly cited: Cited;
}

export type Severity = 'info' | 'warning' | 'critical';

/**
 * Every warning a plan can carry, by id. A result holds the id and its figures, never words:
 * the UI and the command line word them from `results.engine.warning.<id>` (src/ui/i18n).
 */
export const warningCodes = [
  // File Storage (mount targets)
  'limit-increase',
  'hpmt-commitment',
  'metadata-caching',
  'metadata-exceeds',
  'connections',
  'clients-fewer-than-mount-targets',
  'client-assignment',
  'client-assignment-even',
  'client-share-exceeds',
  'client-ocpus-assumed',
  'clients-too-small',
  'client-shape-unknown',
  'concurrency-needed',
  'concurrency-unknown',
  'concurrency-short',
  'clients-unknown',
  'tls',
  'tls-silent',
  'alarm',
  'mount-options',
  'directory-size',
  'carried-figures',
  'fss-measured-basis',
  'fss-measured-silent',
  // File Storage, 2019 capacity-scaled model
  'fss-2019-model',
  'fss-2019-floor',
  'fss-2019-floor-target',
  'fss-2019-capacity',
  // Block Volume
  'striping',
  'no-sla',
  'multipath',
  'uhp-shape',
  'paravirtualized',
  'bv-printed-8k',
  'bv-size-clamped',
  'bv-bare-metal-iscsi',
  'instance-unpublished',
  'instance-ocpus-assumed',
  'instance-unknown',
  'bv-host-measured',
  'bv-concurrency-unknown',
  'bv-infeasible',
  'bv-concurrency',
  'bv-aggregate-limit',
  // Dense I/O
  'nvme-durability',
  'raid-invalid',
  'raid0',
  'io-size',
  'typical-not-guaranteed',
  'previous-generation',
  'dio-infeasible',
  'dio-hosts-too-small',
  'latency',
  // File Storage with Lustre
  'lustre-data-exceeds',
  'lustre-metadata-unchecked',
  'lustre-capacity-rounded',
  'lustre-minimum-dominates',
  'lustre-grow-only',
  'lustre-client-required',
  'lustre-single-ad',
  'lustre-performance-unit-inferred',
  'lustre-small-io',
  'lustre-small-io-unchecked',
  'lustre-clients-unknown',
  'lustre-client-network-short',
  'lustre-concurrency-short',
  'lustre-concurrency-unknown',
] as const;

export type WarningCode = (typeof warningCodes)[number];

/**
 * Warnings whose wording depends on a count (`params.count`): their resources have plural
 * forms (`_one`, `_other`).
 */
export const pluralWarningCodes = [
  'limit-increase',
  'metadata-exceeds',
  'connections',
  'client-share-exceeds',
  'concurrency-short',
  'clients-fewer-than-mount-targets',
  'clients-too-small',
] as const satisfies readonly WarningCode[];

/**
 * Warnings worded differently by a variant: `params.variant` names it and the resources hold
 * one text per variant (i18next context, `<id>_<variant>`).
 */
export const warningVariants = {
  'hpmt-commitment': ['short', 'covered'],
  connections: ['plain', 'encrypted'],
  'typical-not-guaranteed': ['sla', 'extrapolated'],
  tls: ['linux', 'windows'],
  'lustre-client-network-short': ['read', 'write'],
  'dio-infeasible': ['sla', 'typical'],
  'bv-infeasible': ['shape', 'instance', 'capacity'],
  latency: ['stated', 'measured'],
  'fss-measured-basis': ['measured', 'extrapolated', 'derived', 'bandwidth'],
  'fss-measured-silent': ['edition-unmeasured', 'type-unmeasured'],
  'bv-printed-8k': ['row', 'held'],
} as const satisfies Partial<Record<WarningCode, readonly string[]>>;

/**
 * A warning's figures: numbers (the unit in the name: `capacityGB`, `latencyMs`, `monthlyUSD`),
 * catalog ids (mount-target type, performance level, shape, RAID level, edition, source), a
 * variant code, never words.
 */
export type CodeParams = Readonly<Record<string, number | string | boolean>>;

export interface PlanWarning {
  readonly id: WarningCode;
  readonly severity: Severity;
  readonly params: CodeParams;
  readonly sources: readonly SourceId[];
}

/**
 * What would make a design that does not carry its requirement carry it, by code. A plan that
 * fits nothing names its closest design (the one least over its limits) and these; the UI and
 * the command line word them from `results.engine.remedy.<code>`.
 */
export const remedyCodes = [
  /** More client instances: `clients`, the fewest that would carry it (File Storage: on `mountTargets` × `type`). */
  'more-clients',
  /** Client instances with more network bandwidth or OCPUs: `mbpsPerClient` each needs (variant `network`), or `ocpus` of the Flex `shape` that carry it (variant `shape`). */
  'larger-client',
  /** Let the plan use more of each limit: `targetPercent`, the lowest target that fits (at most 100). */
  'raise-target',
  /** More threads or a deeper queue on each client: `outstanding`, what each needs in flight. */
  'more-concurrency',
  /** Block Volume: more volumes (`volumes`), a higher level (`level`), another instance (`instances`). */
  'more-volumes',
  'higher-level',
  'more-instances',
  /** Dense I/O: a RAID level with a lower write penalty (`raid`), or a shape with more drives. */
  'other-raid',
  'larger-shape',
  /** File Storage with a type fixed by the user: another type carries it (`mountTargets` × `type`). */
  'other-type',
  /** Ask less: the requirement is above what any design of the service carries (variant `parts`: into how many equal parts, `parts`). */
  'split-workload',
] as const;

export type RemedyCode = (typeof remedyCodes)[number];

/** Remedies worded differently by a variant (`params.variant`, `<code>_<variant>`). */
export const remedyVariants = {
  'more-clients': ['design'],
  'larger-client': ['shape', 'network', 'bv', 'multipath'],
  'more-instances': ['dio'],
  'other-raid': ['unprotected'],
  'split-workload': ['parts', 'host', 'demand'],
} as const satisfies Partial<Record<RemedyCode, readonly string[]>>;

export interface Remedy {
  readonly code: RemedyCode;
  readonly params: CodeParams;
}

/** What a cost line prices, by code; `params` name the type, tier or VPUs where the line needs one. */
export const costLineCodes = [
  'fssCapacity',
  'hpmtEntitlement',
  'bvCapacity',
  'bvPerformanceUnits',
  'dioOcpus',
  'dioMemory',
  'dioNvme',
  'dioOcpusAll',
  'lustreCapacity',
  'lustrePerformanceUnits',
  'clientOcpus',
  'clientMemory',
  /** A shape the feed does not price, at the user's own price per instance-hour (`instance:<shape>`). */
  'clientInstance',
  'dioInstance',
] as const;

export type CostLineCode = (typeof costLineCodes)[number];

/** Units of cost-line quantities and of prices (`per`), as codes. */
export const costUnits = [
  'GB-month',
  'VPU-GB-month',
  'PU-GB-month',
  'OCPU',
  'GB',
  'TB',
  'OCPU-hour',
  'GB-hour',
  'TB-hour',
  'instance',
  'instance-hour',
] as const;

export type CostUnit = (typeof costUnits)[number];

export interface CostLine {
  readonly code: CostLineCode;
  readonly params: CodeParams;
  readonly sku: string;
  readonly quantity: number;
  readonly unit: CostUnit;
  readonly unitPriceUSD: number;
  readonly monthlyUSD: number;
}

/** Why a cost is incomplete. */
export const costNoteCodes = ['noPublicPrice', 'priceNotInBook'] as const;

export type CostNoteCode = (typeof costNoteCodes)[number];

export interface Cost {
  /** After the discount. */
  readonly monthlyUSD: number;
  readonly listMonthlyUSD: number;
  readonly discountPercent: number;
  readonly lines: readonly CostLine[];
  /** Date of the price book the prices come from. */
  readonly priceDate: string;
  /** The currency of every money figure, present when a price file's book is in force (else USD). */
  readonly currency?: string;
  /** The Annual Universal Credits term the discount was agreed for, years, when one was entered. */
  readonly commitmentTermYears?: number;
  /** False where a price is not published (the figure then leaves it out). */
  readonly complete: boolean;
  readonly note?: CostNoteCode;
}

/** Which answer a bottleneck belongs to: the same limit reads differently in each. */
export type BottleneckModel = 'fss' | 'fss2019' | 'bv' | 'dio';

/**
 * The limits each answer's bottleneck can name. Hard limits (connections, attachments) are
 * left out of the binding choice today, but have their words for an engine that names them.
 */
export const bottleneckLimits = {
  fss: ['backendIops', 'readBandwidth', 'writeBandwidth', 'sharedBandwidth', 'connections', 'clientNetworkRead', 'clientNetworkWrite', 'concurrency'],
  fss2019: ['backendIops', 'readBandwidth', 'writeBandwidth'],
  bv: ['volumeIops', 'volumeThroughput', 'instanceIops', 'instanceThroughput', 'attachments', 'hostIops', 'hostThroughput', 'concurrency'],
  dio: ['deviceIops', 'usableCapacity'],
} as const satisfies Record<BottleneckModel, readonly LimitId[]>;

/**
 * Bottlenecks worded by a variant (`params.variant`, i18next context): the File Storage
 * backend IOPS name the read cost, the write cost or both; its concurrency names the reads,
 * the writes or the operations.
 */
export const bottleneckVariants = {
  'fss.backendIops': ['read', 'write', 'mixed'],
  'fss.concurrency': ['read', 'write', 'mixed'],
} as const;

/**
 * What lifts a Block Volume design's per-volume limit (`params.lever` of a `volumeIops` or
 * `volumeThroughput` bottleneck), from what would actually raise it for this design: `grow`
 * the volumes (below the size past which a volume of the level gives no more at this I/O
 * size), `add` volumes (fewer attached than the instance allows), `raise` the level (a level
 * with more VPUs per GB gives more at this size, and can be attached), in that order; `spread`
 * when none does (more instances). Worded by `results.engine.bottleneck.bv.lever.<code>`.
 */
export const bvVolumeLevers = ['growAddRaise', 'growAdd', 'growRaise', 'grow', 'addRaise', 'add', 'raise', 'spread'] as const;

export type BvVolumeLever = (typeof bvVolumeLevers)[number];

/**
 * The limit that stops a design and its figures; `model` and `limit` select the words (what
 * binds, and what would lift it) in `results.engine.bottleneck.<model>.<limit>`.
 */
export interface Bottleneck {
  readonly model: BottleneckModel;
  readonly limit: LimitId;
  readonly params: CodeParams;
}

/** A limit's use: utilization = demand / capacity, and the figure behind it (`cited`). */
export function limitUse(id: LimitId, demand: number, capacity: number, unit: LimitUse['unit'], cited: Cited, hard = false): LimitUse {
  const utilization = capacity > 0 ? demand / capacity : demand > 0 ? Number.MAX_SAFE_INTEGER : 0;
  return { id, demand, capacity, unit, utilization, hard, source: cited.source, basis: cited.basis, cited };
}

/**
 * A plan's limit uses, whichever kind of plan it is: a recommendation lists its design's as
 * `loads`, an evaluation as `limits` (the same list; both names are part of the command line's
 * JSON, so both stay, and code reads them through here). A plan with neither (the capacity-scaled
 * 2019 File Storage model) has none.
 */
export function limitUsesOf(plan: object): readonly LimitUse[] {
  if ('loads' in plan && Array.isArray(plan.loads)) return plan.loads as readonly LimitUse[];
  if ('limits' in plan && Array.isArray(plan.limits)) return plan.limits as readonly LimitUse[];
  return [];
}

/**
 * What every evaluation returns, whatever the service: the use of each limit, the binding one
 * (its id, and its figures as `explanation`), the bill, the warnings and the sources cited.
 * Each service's evaluation extends it with its own design and figures.
 */
export interface EvaluationBase<Service extends string = string, Explanation = Bottleneck> {
  readonly service: Service;
  /** The catalog edition the evaluation used. */
  readonly catalog: string;
  readonly limits: readonly LimitUse[];
  /** The binding limit's id; `explanation` gives its figures. */
  readonly bottleneck: LimitId;
  readonly explanation: Explanation;
  readonly cost: Cost;
  readonly warnings: readonly PlanWarning[];
  readonly sources: readonly SourceId[];
}

/** The limit with the highest utilization (the first one on ties). */
export function bindingLimit(limits: readonly LimitUse[]): LimitUse | undefined {
  let best: LimitUse | undefined;
  for (const l of limits) if (!best || l.utilization > best.utilization) best = l;
  return best;
}

/** Where a note's rule stands: in a source, assumed where the sources are silent, or following from the input. */
export type NoteBasis = 'documented' | 'assumed' | 'input';

/** A note of a plan over time or of a daily profile: its code, where its rule stands, and its figures. */
export interface BasedNote<C extends string> {
  readonly code: C;
  readonly basis: NoteBasis;
  readonly params: Readonly<Record<string, number | string>>;
}
