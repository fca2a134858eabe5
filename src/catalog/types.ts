/**
 * The shape of catalog data. Every figure is a `Cited` value: the number, its unit, the
 * source it comes from, where in that source, and how the source knows it.
 */

export type SourceId =
  | 'fss-2024-11'
  | 'fss-2023-08'
  | 'bv-seed'
  | 'oci-2019-10'
  | 'nfs-blog'
  | 'S-BVPERF'
  | 'S-BVLC'
  | 'S-BVBAL'
  | 'S-BVHP'
  | 'S-BVUHP'
  | 'S-BVOVR'
  | 'S-AUTOTUNE'
  | 'S-AUTOTUNEPOL'
  | 'S-MPATH'
  | 'S-LIMITS'
  | 'S-SHAPES-NEW'
  | 'S-SHAPES-GPU'
  | 'S-SHAPES-2025'
  | 'S-SHAPES-DEFAULTS'
  | 'S-NVMEPERF'
  | 'S-NVMEINFO'
  | 'S-MT'
  | 'S-MTPERF'
  | 'S-FSTLS'
  | 'S-FSTHRU'
  | 'S-FSOVR'
  | 'S-PRICE'
  | 'S-BVPRICE'
  | 'S-LFSCAP'
  | 'S-LFSCLI'
  | 'S-LFSMANAGE'
  | 'S-LFSOKE'
  | 'S-LFSQUOTA'
  | 'S-BVMETRICS'
  | 'S-FSMETRICS'
  | 'S-COMPUTEMETRICS'
  | 'engineering';

export interface Source {
  readonly id: SourceId;
  readonly title: string;
  /** Public address, when the source has one. */
  readonly url?: string;
  /** File in the shared seeds or reference folder, when it is one. */
  readonly file?: string;
  /**
   * How the catalog's copy reached us when that is not the publisher's own page (a third-party
   * copy of a feed or a table). Shown on screen with the file; never printed for a customer,
   * who is given the title, publisher, date and public address.
   */
  readonly via?: string;
  /**
   * The date the source shows: ISO `YYYY-MM-DD`, or `YYYY-MM` where it shows only a month
   * (a paper's edition); null where it shows none (a page without an "Updated" line).
   */
  readonly date: string | null;
  /** The day the copy the catalog cites was taken, ISO `YYYY-MM-DD`. */
  readonly retrieved: string;
  readonly publisher: string;
}

/**
 * How a source knows a figure.
 * - documented: a stated limit or specification;
 * - measured: a benchmark result printed in the source;
 * - sla: a guaranteed minimum;
 * - derived: arithmetic on documented figures, shown with its formula;
 * - extrapolated: beyond what the source measured (never a guarantee);
 * - carried: not in this source; taken from an older one and marked so;
 * - inferred: the planner's reading of a rule the source states in words.
 */
export const bases = Object.freeze(['documented', 'measured', 'sla', 'derived', 'extrapolated', 'carried', 'inferred'] as const);

export type Basis = (typeof bases)[number];

export type Unit =
  | 'MBps'
  | 'Gbps'
  | 'backendIops'
  | 'iops'
  | 'clients'
  | 'connections'
  | 'GB'
  | 'TB'
  | 'count'
  | 'percent'
  | 'files'
  | 'iopsPerGB'
  | 'KBpsPerGB'
  | 'vpusPerGB'
  | 'OCPU'
  | 'drives'
  | 'USD'
  | 'ms'
  | 'us'
  /** Binary I/O or transfer size (1 KiB = 1,024 B). */
  | 'KiB'
  /** Elapsed time in minutes (the tar/partar table). */
  | 'min'
  /** Binary capacity (1 TiB = 2^40 B), as the Lustre pages state capacity. */
  | 'TiB'
  /** Throughput per decimal terabyte of capacity (the Lustre performance tiers). */
  | 'MBpsPerTB';

export interface Cited {
  readonly value: number;
  readonly unit: Unit;
  readonly source: SourceId;
  /** Table, section or page of the source. */
  readonly where: string;
  readonly basis: Basis;
  /** Anything a reader must know: a discrepancy, a rounding, an assumption. */
  readonly note?: string;
}

/** Helper for catalog modules: a frozen cited value. */
export function cite(value: number, unit: Unit, source: SourceId, where: string, basis: Basis = 'documented', note?: string): Cited {
  return Object.freeze(note === undefined ? { value, unit, source, where, basis } : { value, unit, source, where, basis, note });
}

// ---------------------------------------------------------------- File Storage

import type { MountTargetType } from './ids.ts';
export type { MountTargetType } from './ids.ts';

export interface MountTargetSpec {
  readonly type: MountTargetType;
  /** Read bandwidth of one mount target, decimal MB/s. */
  readonly readMBps: Cited;
  /** Write bandwidth of one mount target, decimal MB/s. */
  readonly writeMBps: Cited;
  /** True where the source gives one bandwidth figure that reads and writes share. */
  readonly sharedBandwidth: boolean;
  /** Backend IOPS of one mount target (Table 2 units, not front-end NFS operations). */
  readonly backendIops: Cited;
  /** NFS client connections one mount target accepts. */
  readonly connections: Cited;
  /** Connections with in-transit encryption (TLS), or null where the source is silent. */
  readonly tlsConnections: Cited | null;
  /** Encrypted connections from Windows clients (stunnel), where the source gives its own figure. */
  readonly tlsConnectionsWindows: Cited | null;
  /** Capacity requirement / entitlement per mount target, GB (0 for Standard). */
  readonly capacityEntitlementGB: Cited;
  /** Default number of this type per availability domain, or null where the source is silent. */
  readonly defaultLimitPerAd: Cited | null;
}

/** NFSv3 operations (and NLM) whose backend cost is a fixed number (Table 2). */
export type MetadataOp =
  | 'access'
  | 'commit'
  | 'fsinfo'
  | 'fsstat'
  | 'getattr'
  | 'readlink'
  | 'pathconf'
  | 'lookup'
  | 'readdir'
  | 'setattr'
  | 'create'
  | 'link'
  | 'mkdir'
  | 'mknod'
  | 'readdirplus'
  | 'rmdir'
  | 'symlink'
  | 'remove'
  | 'rename'
  | 'nlm'
  | 'nlmFreeAll';

export interface NfsOpCostTable {
  readonly metadata: { readonly [op in MetadataOp]: Cited };
  /** READ: `readBase` backend IOPS up to `stepKiB`, plus `readStep` per further step. */
  readonly readBase: Cited;
  readonly readStep: Cited;
  readonly writeBase: Cited;
  readonly writeStep: Cited;
  /** The step size, KiB (32). */
  readonly stepKiB: Cited;
}

/** One published benchmark row, drawn on charts and reproduced by tests. */
export interface FssMeasurement {
  readonly ioSizeKiB: number;
  readonly readPercent: number;
  readonly mountTargetType: MountTargetType;
  readonly mountTargets: number;
  readonly clients: number;
  readonly clientShape: string;
  readonly clientOcpus: number;
  readonly iopsPerMountTarget: Cited;
  readonly totalIops: Cited;
  /** Decimal MB/s, converted from the table's GB/s where it prints GB/s. */
  readonly throughputPerMountTargetMBps: Cited;
  readonly totalThroughputMBps: Cited;
}

export interface FssMountTargetEdition {
  readonly kind: 'mount-target';
  readonly id: 'fss-2023-08' | 'fss-2024-11' | 'fss-current';
  readonly title: string;
  readonly date: string;
  readonly sources: readonly SourceId[];
  readonly mountTargets: { readonly [t in MountTargetType]?: MountTargetSpec };
  readonly opCosts: NfsOpCostTable;
  /** Recommended maximum files per directory. */
  readonly directoryFilesMax: Cited;
  /** Utilization at which to add a mount target (the alarm guidance), percent. */
  readonly alarmUtilizationPercent: Cited;
  /** Default mount targets per AD across all types, where the source gives one number. */
  readonly defaultMountTargetsPerAd: Cited | null;
  /** Recommended nconnect on modern Linux clients. */
  readonly recommendedNconnect: Cited | null;
  readonly measurements: readonly FssMeasurement[];
}

/** The 2019 model: performance scales with stored capacity. */
export interface FssCapacityEdition {
  readonly kind: 'capacity-scaled';
  readonly id: 'fss-2019-10';
  readonly title: string;
  readonly date: string;
  readonly sources: readonly SourceId[];
  readonly readMBpsPerTB: Cited;
  readonly writeMBpsPerTB: Cited;
  /** Read IOPS per TB at 8 KiB. */
  readonly readIopsPerTB: Cited;
  readonly readIopsIoSizeKiB: number;
  /** The rows of the deck's table (1, 10, 100 TB), for tests and charts. */
  readonly rows: readonly { readonly capacityTB: number; readonly readMBps: Cited; readonly writeMBps: Cited; readonly readIops: Cited }[];
}

export type FssEdition = FssMountTargetEdition | FssCapacityEdition;
export type FssEditionId = FssEdition['id'];

// ---------------------------------------------------------------- Block Volume

export interface BvLevel {
  /** 'lower-cost' | 'balanced' | 'higher-performance' | 'uhp-30' ... 'uhp-120' */
  readonly id: string;
  readonly name: string;
  readonly vpusPerGB: Cited;
  readonly iopsPerGB: Cited;
  readonly maxIopsPerVolume: Cited;
  readonly kbpsPerGB: Cited;
  /** Throughput cap per volume at large I/O (1 MB), decimal MB/s. */
  readonly maxMBpsPerVolume: Cited;
  /**
   * The edition's printed size table for this level (4 KB IOPS, 8 KB and 1 MB MB/s), where it
   * prints one: the engine reads its 8 KB column where it disagrees with the rule.
   */
  readonly sizeTable?: readonly BvTableRow[];
  /** Per-volume IOPS cap with a paravirtualized attachment, where published. */
  readonly maxIopsParavirtualized: Cited | null;
  /** Needs a multipath-enabled attachment (UHP). */
  readonly needsMultipath: boolean;
  /** The IOPS SLA applies to this level. */
  readonly slaApplies: boolean;
}

/** One row of a published volume-size table, for tests and charts. */
export interface BvTableRow {
  readonly levelId: string;
  readonly sizeGB: number;
  /** Upper end where the row is a range ("700 GB - 32 TB"). */
  readonly sizeToGB?: number;
  readonly mbps1M: Cited;
  readonly mbps8K: Cited;
  readonly iops4K: Cited;
}

export interface BvEdition {
  readonly id: 'bv-seed' | 'bv-current';
  readonly title: string;
  readonly date: string;
  readonly sources: readonly SourceId[];
  readonly levels: readonly BvLevel[];
  readonly defaultLevelId: string;
  readonly minVolumeGB: Cited;
  readonly maxVolumeGB: Cited;
  readonly maxAttachmentsPerInstance: Cited;
  /** Per-AD aggregate block volume size, GB (Universal Credits), or null. */
  readonly aggregateLimitPerAdGB: Cited | null;
  readonly table: readonly BvTableRow[];
  /** The host test: measured figures on bare metal. */
  readonly hostMeasurement: {
    readonly volumes: number;
    readonly volumeSizeGB: number;
    readonly iops: Cited;
    readonly mbps: Cited;
    readonly readPercent: number;
  } | null;
  /** Single volumes the performance tests name with the IOPS they gave at 4K (absent where the source names none). */
  readonly sampleVolumes?: readonly { readonly sizeGB: number; readonly iops4K: Cited }[];
}

// ---------------------------------------------------------------- Instances

export interface InstanceShape {
  readonly id: string;
  readonly kind: 'vm' | 'bm';
  /** Fixed OCPU count, or null for Flex shapes. */
  readonly ocpus: number | null;
  readonly minOcpus: number;
  readonly maxOcpus: number;
  /** Network bandwidth: fixed Gb/s, or per OCPU for Flex shapes. */
  readonly networkGbps: Cited | null;
  readonly networkGbpsPerOcpu: Cited | null;
  readonly maxNetworkGbps: Cited;
  /** Block volume limits per instance (null where not published; Flex VMs use the formula). */
  readonly bvMaxIops: Cited | null;
  readonly bvMaxMBps: Cited | null;
  readonly maxAttachments: Cited | null;
  readonly maxParavirtualizedAttachments: Cited | null;
  readonly generation: 'current' | 'previous';
  /** The accelerators of a GPU shape as its table names them (e.g. "8 x NVIDIA H100"). */
  readonly gpus?: string;
}

export interface FlexVmBlockVolumeRule {
  readonly iopsPerGbps: Cited;
  readonly maxIops: Cited;
  readonly mbpsPerGbps: Cited;
  readonly maxMBps: Cited;
  /** OCPUs needed for UHP multipath on a VM. */
  readonly uhpMinOcpus: Cited;
}

// ---------------------------------------------------------------- Dense I/O

export interface DenseIoShape {
  readonly id: string;
  /** The shape name as OCI spells it (several ids share VM.DenseIO.E4.Flex). */
  readonly shapeName: string;
  readonly kind: 'vm' | 'bm';
  readonly ocpus: Cited;
  readonly memoryGB: Cited;
  readonly drives: Cited;
  readonly driveTB: Cited;
  readonly rawTB: Cited;
  readonly networkGbps: Cited;
  /** Guaranteed minimum IOPS (SLA), with the test definition in the note. */
  readonly slaIops: Cited;
  /** Measured IOPS of one device by read percent (4 KiB), where published. */
  readonly deviceIopsByReadPercent: readonly { readonly readPercent: number; readonly iops: Cited }[] | null;
  /** Measured IOPS of all devices together at one mix, where published. */
  readonly allDevicesMeasured: { readonly readPercent: number; readonly iops: Cited } | null;
  readonly priceFamily: 'denseio-e4' | 'denseio-e5' | 'denseio-x7' | null;
  readonly generation: 'current' | 'previous';
}

export interface DioEdition {
  readonly id: 'dio-2019-10' | 'dio-current';
  readonly title: string;
  readonly date: string;
  readonly sources: readonly SourceId[];
  readonly shapes: readonly DenseIoShape[];
  readonly latencyUs: Cited;
  /** The SLA test definition in words. */
  readonly slaDefinition: string;
}

// ---------------------------------------------------------------- Prices

export interface Price {
  readonly sku: string;
  readonly name: string;
  readonly usd: number;
  readonly per: 'GB-month' | 'VPU-GB-month' | 'PU-GB-month' | 'OCPU-hour' | 'GB-hour' | 'TB-hour';
  readonly source: SourceId;
  readonly where: string;
}

export interface PriceBook {
  readonly date: string;
  readonly currency: 'USD';
  readonly fssStorageGBMonth: Price;
  readonly hpmtGBMonth: Price;
  readonly bvStorageGBMonth: Price;
  readonly bvVpuGBMonth: Price;
  readonly denseIoE4Ocpu: Price;
  readonly denseIoE4MemoryGB: Price;
  readonly denseIoE4NvmeTB: Price;
  readonly denseIoE5Ocpu: Price;
  readonly denseIoE5MemoryGB: Price;
  readonly denseIoE5NvmeTB: Price;
  readonly denseIoX7Ocpu: Price;
  readonly lustreStorageGBMonth: Price;
  readonly lustrePerformanceUnitGBMonth: Price;
  readonly standardE3Ocpu: Price;
  readonly standardE3MemoryGB: Price;
  readonly standardE4Ocpu: Price;
  readonly standardE4MemoryGB: Price;
  readonly standardE5Ocpu: Price;
  readonly standardE5MemoryGB: Price;
  readonly standardE6Ocpu: Price;
  readonly standardE6MemoryGB: Price;
  readonly standardX9Ocpu: Price;
  readonly standardX9MemoryGB: Price;
  readonly optimizedX9Ocpu: Price;
  readonly optimizedX9MemoryGB: Price;
  readonly standardX7VmOcpu: Price;
}
