/**
 * OCI File Storage with Lustre, edition `lustre-current`: the performance tiers, the capacity
 * rule, and what the stored Oracle pages say about clients and scope. Where the pages are
 * silent the figure is listed in `notPublished`, never invented.
 *
 * Capacity is stated in TiB (binary) on the Lustre pages; the planner's capacity is decimal GB
 * (units.ts), so the engine converts: 1 TiB = 2^40 B = 1,099.511627776 GB.
 */
import { deepFreeze } from './freeze.ts';
import { cite, type Cited, type SourceId } from './types.ts';

/** The performance tiers by their figure: MB/s per TB of capacity. */
export const lustreTiers = Object.freeze([125, 250, 500, 1000] as const);
export type LustreTier = (typeof lustreTiers)[number];

export interface LustreTierSpec {
  readonly tier: LustreTier;
  /** The name the API and CLI use, e.g. MBPS_PER_TB_125. */
  readonly apiName: string;
  /** Aggregate throughput per decimal TB of capacity, MB/s. */
  readonly mbpsPerTB: Cited;
}

/** A fact the pages state in words (no number), with where it is said. */
export interface StatedFact {
  readonly text: string;
  readonly source: SourceId;
  readonly where: string;
}

/** Something looked for and not found in the stored documentation. */
export interface NotPublished {
  readonly topic: string;
  readonly looked: string;
}

export interface LustreEdition {
  readonly id: 'lustre-current';
  readonly title: string;
  readonly date: string;
  readonly sources: readonly SourceId[];
  readonly tiers: readonly LustreTierSpec[];
  readonly minCapacityTiB: Cited;
  /** Step below the break point (from the minimum up to it). */
  readonly smallStepTiB: Cited;
  /** Where the step changes. */
  readonly stepBreakTiB: Cited;
  /** Step from the break point up. */
  readonly largeStepTiB: Cited;
  /** The CLI's different wording of the step ("multiples of 5 TB"), kept to show the disagreement. */
  readonly cliStepTB: Cited;
  /** MB/s per TB that one performance unit buys (inferred: Oracle does not define the unit). */
  readonly performanceUnitMBpsPerTB: Cited;
  /** Per-operation latency the concurrency check uses (not published for Lustre: carried from File Storage). */
  readonly latencyMs: Cited;
  /** A file system lives in one availability domain. */
  readonly availabilityDomains: Cited;
  readonly cannotShrink: StatedFact;
  readonly rebalance: StatedFact;
  readonly clientRequired: StatedFact;
  readonly clientOs: StatedFact;
  readonly csiKubernetesMinVersion: Cited;
  readonly fileSystemQuota: StatedFact;
  readonly serviceAttach: StatedFact;
  readonly notPublished: readonly NotPublished[];
}

const CAP = 'first paragraph';
const tier = (t: LustreTier): LustreTierSpec => ({
  tier: t,
  apiName: `MBPS_PER_TB_${t}`,
  mbpsPerTB: cite(
    t,
    'MBpsPerTB',
    'S-LFSCLI',
    '--performance-tier, accepted values',
    'documented',
    '"A value of MBPS_PER_TB_125 represents 125 megabytes per second per terabyte." Read as decimal MB/s per decimal TB of capacity.',
  ),
});

const SEARCHED = 'stored Oracle docs and pages (search: lustre performance tier, capacity, pricing, limits, client, metrics)';

export const lustreCurrent: LustreEdition = deepFreeze({
  id: 'lustre-current',
  title: 'File Storage with Lustre, current OCI documentation',
  date: '2026-11',
  sources: ['S-LFSCAP', 'S-LFSCLI', 'S-LFSMANAGE', 'S-LFSOKE', 'S-LFSQUOTA', 'S-PRICE'],
  tiers: lustreTiers.map(tier),
  minCapacityTiB: cite(
    31.2,
    'TiB',
    'S-LFSCAP',
    CAP,
    'documented',
    '"at least 31.2 TiB"; also on S-LFSMANAGE, section "Limitations and Considerations", first item.',
  ),
  smallStepTiB: cite(
    10.4,
    'TiB',
    'S-LFSCAP',
    CAP,
    'documented',
    '"at least 31.2 TiB and less than or equal to 124.8 TiB, it must be increased in 10.4 TiB steps".',
  ),
  stepBreakTiB: cite(124.8, 'TiB', 'S-LFSCAP', CAP),
  largeStepTiB: cite(
    41.6,
    'TiB',
    'S-LFSCAP',
    CAP,
    'documented',
    '"124.8 TiB or greater, it must be increased in increments of 41.6 TiB". The planner assumes a new file system may be created at any capacity on the same ladder.',
  ),
  cliStepTB: cite(
    5,
    'TB',
    'S-LFSCLI',
    '--capacity-in-gbs',
    'documented',
    '"You can increase capacity only in multiples of 5 TB": disagrees with S-LFSCAP; the planner follows the console page, which is more specific.',
  ),
  performanceUnitMBpsPerTB: cite(
    1,
    'MBpsPerTB',
    'S-PRICE',
    'key "products", part B111092 (metric "Performance Units Per Gigabyte Per Month")',
    'inferred',
    'Not published: no stored Oracle page says what one performance unit is. The planner assumes one unit per MB/s per TB of the tier, billed per GB of capacity (125 tier: 125 units per GB-month), as Block Volume bills VPUs per GB. Override the unit price if your quote differs.',
  ),
  latencyMs: cite(
    1,
    'ms',
    'fss-2024-11',
    'section "I/O Latency"',
    'carried',
    'No Lustre latency is published; the File Storage bound (under 1 ms for most operations) stands in for the concurrency check.',
  ),
  availabilityDomains: cite(
    1,
    'count',
    'S-LFSCLI',
    '--availability-domain (required parameter)',
    'inferred',
    'Each file system is created in one availability domain; no cross-AD replication is described.',
  ),
  cannotShrink: { text: "You can't decrease the capacity of a file system.", source: 'S-LFSCAP', where: 'second paragraph' },
  rebalance: {
    text: 'File system performance might be impacted for a few hours after an increase in capacity while existing file system data is rebalanced.',
    source: 'S-LFSCAP',
    where: 'Note',
  },
  clientRequired: {
    text: 'The Lustre client packages must be installed on every node that mounts the file system.',
    source: 'S-LFSOKE',
    where: 'list "Note the following", third item (worker nodes)',
  },
  clientOs: {
    text: 'The Lustre CSI driver is supported on Oracle Linux 8 x86 and on Ubuntu x86 22.04.',
    source: 'S-LFSOKE',
    where: 'list "Note the following", second item',
  },
  csiKubernetesMinVersion: cite(
    1.29,
    'count',
    'S-LFSOKE',
    'list "Note the following", first item',
    'documented',
    'Kubernetes version 1.29 or later for the Lustre CSI driver (a version number, not a count).',
  ),
  fileSystemQuota: {
    text: 'Quota max-lustre-file-system-count, scope: availability domain (number of file systems).',
    source: 'S-LFSQUOTA',
    where: 'table, family lustrefilestorage',
  },
  serviceAttach: {
    text: 'allow service lustrefs to use virtual-network-family in tenancy: the service attaches Lustre server hosts to a subnet of yours.',
    source: 'S-LFSMANAGE',
    where: 'section "Required IAM Policy"',
  },
  notPublished: [
    { topic: 'what one performance unit (B111092) is', looked: SEARCHED },
    { topic: 'maximum capacity per file system or per tier', looked: SEARCHED },
    { topic: 'metadata performance (operations per second)', looked: SEARCHED },
    { topic: 'small-I/O rate (IOPS) per tier', looked: SEARCHED },
    { topic: 'throughput one client can reach', looked: SEARCHED },
    { topic: 'Lustre client versions and OS outside Kubernetes Engine', looked: `${SEARCHED}; the mounting page itself is not stored` },
    { topic: 'default service limits per tenancy (only the quota name is published)', looked: SEARCHED },
    { topic: 'availability by region', looked: SEARCHED },
    { topic: 'durability (replication, erasure coding)', looked: SEARCHED },
    { topic: 'latency', looked: SEARCHED },
  ],
});

export const lustreEditions = deepFreeze({ 'lustre-current': lustreCurrent } as const);
export type LustreEditionId = keyof typeof lustreEditions;
export const defaultLustreEditionId: LustreEditionId = 'lustre-current';
