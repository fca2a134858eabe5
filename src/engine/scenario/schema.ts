/**
 * The scenario format: one JSON document that the command line reads, the app exports and imports,
 * and share links carry, defined once here with zod (`docs/scenario.md`, `npm run schema`). Older
 * versions are upgraded by `migrations.ts` (which says what each added, and how a document without
 * `version` is read) before they are validated.
 */
import * as z from 'zod/mini';
import { LATEST_SCENARIO_VERSION } from './migrations.ts';
import { lustreTiers } from '../../catalog/lustre.ts';
import { calibrationSchema } from './calibration.ts';
import { chosenSchema, compareRequirementSchema } from './compare.ts';
import { measuredSchema } from './measured.ts';
import { growthSchema } from './growth.ts';
import { overTime } from './overTime.ts';
import { workloadNameSchema, workloadsSchema } from './workloads.ts';
import {
  statedDemandFields,
  catalogsSchema,
  pricingSchema,
  MAX_CAPACITY_GB,
  opsRate,
  mbpsRate,
  capacity,
  BV_MAX_VOLUME_GB,
  BV_MAX_VOLUMES,
  BV_MAX_CAPACITY_GB,
  num,
  int,
  fssCatalogIds,
  bvCatalogIds,
  dioCatalogIds,
  lustreCatalogIds,
  mountTargetType,
  raid,
  ioSizeKiB,
  readPercent,
  metadataRates,
  clientFields,
  latencyMs,
  bvConcurrencyFields,
  iopsBasis,
  fssBasis,
  tenancyLimits,
  MAX_TENANCY_MOUNT_TARGETS_PER_AD,
} from './fields.ts';
export { catalogsSchema, pricingSchema, tenancyLimits, MAX_TENANCY_MOUNT_TARGETS_PER_AD };
export { metadataOps } from './metadataOps.ts';
export { MAX_SCENARIO_BYTES, MAX_LINK_CHARS } from './limits.ts';

/** The version this code writes: the last step of `migrations.ts`, declared there once. */
export { LATEST_SCENARIO_VERSION as SCENARIO_VERSION } from './migrations.ts';

/** The largest latency ceiling a Dense I/O requirement takes, µs (1 s). */
export const DIO_MAX_LATENCY_US = 1_000_000;

export { BV_MAX_VOLUME_GB, BV_MAX_VOLUMES, BV_MAX_CAPACITY_GB, fssCatalogIds, bvCatalogIds, dioCatalogIds, lustreCatalogIds };

// ------------------------------------------------------------------ File Storage

export const fssWorkloadSchema = z.strictObject({
  readPercent,
  ioSizeKiB: ioSizeKiB(),
  readIoSizeKiB: z.optional(ioSizeKiB('readIoSizeKiB')),
  writeIoSizeKiB: z.optional(ioSizeKiB('writeIoSizeKiB')),
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(capacity('capacityGB', MAX_CAPACITY_GB)),
  ...clientFields,
  latencyMs: latencyMs('latencyMs'),
  /** What the mount targets' limits are planned on (`lower` when absent). Version 5. */
  fssBasis: z.optional(fssBasis),
});

export const fssDesignSchema = z.strictObject({
  mountTargetType: z.optional(mountTargetType),
  mountTargets: z.optional(int('mountTargets', 1, 1000)),
  /** Only for the capacity-scaled 2019 edition: the stored capacity. */
  capacityGB: z.optional(num('capacityGB', 1, MAX_CAPACITY_GB)),
});

export const fssRequirementSchema = z.strictObject({
  ...statedDemandFields,
  ioSizeKiB: ioSizeKiB(),
  readIoSizeKiB: z.optional(ioSizeKiB('readIoSizeKiB')),
  writeIoSizeKiB: z.optional(ioSizeKiB('writeIoSizeKiB')),
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(capacity('capacityGB', MAX_CAPACITY_GB)),
  mountTargetType: z.optional(mountTargetType),
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
  ...clientFields,
  latencyMs: latencyMs('latencyMs'),
  /** What the mount targets' limits are planned on: Table 1, the measurements, or the lower of the two (`lower` when absent). Version 5. */
  fssBasis: z.optional(fssBasis),
  /** The tenancy's own per-AD mount-target limits, in place of the documents' defaults (absent: the defaults). */
  tenancyLimits: z.optional(tenancyLimits),
});

// ------------------------------------------------------------------ Block Volume

const attachment = z.enum(['iscsi', 'paravirtualized']);

export const bvWorkloadSchema = z.strictObject({
  readPercent: z.optional(readPercent),
  ioSizeKiB: ioSizeKiB(),
  ...bvConcurrencyFields,
});

export const bvDesignSchema = z.strictObject({
  performanceLevel: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  vpusPerGB: z.optional(num('vpusPerGB', 0, 120)),
  volumeSizeGB: int('volumeSizeGB', 50, BV_MAX_VOLUME_GB),
  volumes: int('volumes', 1, BV_MAX_VOLUMES),
  instanceShape: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  ocpus: z.optional(num('ocpus', 1, 512)),
  attachment: z.optional(attachment),
});

/** Block Volume's requirement: its demand its own way (`iops`, `throughputMBps`, `readPercent`) or the comparison's (`bvDemandOf`), not both. */
export const bvRequirementSchema = z.strictObject({
  ...statedDemandFields,
  iops: z.optional(opsRate('iops')),
  throughputMBps: z.optional(mbpsRate('throughputMBps')),
  ioSizeKiB: ioSizeKiB(),
  readPercent: z.optional(readPercent),
  capacityGB: capacity('capacityGB', BV_MAX_CAPACITY_GB),
  performanceLevel: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  instanceShape: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  ocpus: z.optional(num('ocpus', 1, 512)),
  attachment: z.optional(attachment),
  /** The share of each performance limit a plan may use, percent (80 when absent). Version 5. */
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
  ...bvConcurrencyFields,
});

// ------------------------------------------------------------------ Dense I/O

export const dioWorkloadSchema = z.strictObject({
  readPercent,
  ioSizeKiB: ioSizeKiB(),
  basis: z.optional(iopsBasis),
});

export const dioDesignSchema = z.strictObject({
  shape: z.string().check(z.minLength(1), z.maxLength(64)),
  raid: z.optional(raid),
});

/** Dense I/O's requirement: its demand its own way (`iops`, `readPercent`) or the comparison's (`dioDemandOf`), not both. */
export const dioRequirementSchema = z.strictObject({
  ...statedDemandFields,
  iops: z.optional(opsRate('iops')),
  readPercent: z.optional(readPercent),
  ioSizeKiB: ioSizeKiB(),
  usableCapacityGB: z.optional(capacity('usableCapacityGB', 10_000_000)),
  raid: z.optional(raid),
  basis: z.optional(iopsBasis),
  maxLatencyUs: z.optional(num('maxLatencyUs', 1, DIO_MAX_LATENCY_US)),
  /** The share of the drives' IOPS a plan may use, percent (80 when absent). Version 5. */
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
});

// ------------------------------------------------------------------ File Storage with Lustre

const lustreTier = z.literal(lustreTiers);

/** Lustre clients: how many, which shape, their concurrency (no NFS options). */
const lustreClientFields = {
  clients: clientFields.clients,
  clientShape: clientFields.clientShape,
  clientOcpus: clientFields.clientOcpus,
  threadsPerClient: clientFields.threadsPerClient,
  queueDepth: clientFields.queueDepth,
  latencyMs: latencyMs('latencyMs'),
};

export const lustreWorkloadSchema = z.strictObject({
  readPercent,
  ioSizeKiB: ioSizeKiB(),
  /** Data stored, GB (checked against the capacity). */
  capacityGB: z.optional(capacity('capacityGB', MAX_CAPACITY_GB)),
  ...lustreClientFields,
});

export const lustreDesignSchema = z.strictObject({
  performanceTierMBpsPerTB: lustreTier,
  /** File-system capacity, decimal GB; rounded up to a valid capacity step. */
  capacityGB: capacity('capacityGB', MAX_CAPACITY_GB),
});

export const lustreRequirementSchema = z.strictObject({
  ...statedDemandFields,
  ioSizeKiB: ioSizeKiB(),
  /** Metadata operations asked (NFS names, as in a comparison): Lustre publishes no metadata rate, so none is carried. */
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(capacity('capacityGB', MAX_CAPACITY_GB)),
  performanceTierMBpsPerTB: z.optional(lustreTier),
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
  ...lustreClientFields,
});

// ------------------------------------------------------------------ Across services

export { billBases, chosenSchema, compareRequirementSchema, type BillBasis, type Chosen } from './compare.ts';

const base = {
  version: z.optional(z.literal(LATEST_SCENARIO_VERSION)),
  name: z.optional(z.string().check(z.maxLength(200))),
  notes: z.optional(z.string().check(z.maxLength(5000))),
  pricing: z.optional(pricingSchema),
  /** The user's fio run adopted as a calibration (`calibration.ts`). Version 4. */
  calibration: z.optional(calibrationSchema),
  /** Where a workload derived from measurements came from (`measured.ts`). Version 5. */
  measured: z.optional(measuredSchema),
};

const catalogFor = <T extends readonly [string, ...string[]]>(ids: T, _service: string) => z.optional(z.enum(ids));

export const scenarioSchemas = {
  'file-storage': {
    evaluate: z.strictObject({
      ...base,
      mode: z.literal('evaluate'),
      service: z.literal('file-storage'),
      catalog: catalogFor(fssCatalogIds, 'file-storage'),
      design: fssDesignSchema,
      workload: fssWorkloadSchema,
    }),
    recommend: z.strictObject({
      ...base,
      mode: z.literal('recommend'),
      service: z.literal('file-storage'),
      catalog: catalogFor(fssCatalogIds, 'file-storage'),
      requirement: fssRequirementSchema,
      ...overTime,
    }),
  },
  'block-volume': {
    evaluate: z.strictObject({
      ...base,
      mode: z.literal('evaluate'),
      service: z.literal('block-volume'),
      catalog: catalogFor(bvCatalogIds, 'block-volume'),
      design: bvDesignSchema,
      workload: bvWorkloadSchema,
    }),
    recommend: z.strictObject({
      ...base,
      mode: z.literal('recommend'),
      service: z.literal('block-volume'),
      catalog: catalogFor(bvCatalogIds, 'block-volume'),
      requirement: bvRequirementSchema,
      ...overTime,
    }),
  },
  'dense-io': {
    evaluate: z.strictObject({
      ...base,
      mode: z.literal('evaluate'),
      service: z.literal('dense-io'),
      catalog: catalogFor(dioCatalogIds, 'dense-io'),
      design: dioDesignSchema,
      workload: dioWorkloadSchema,
    }),
    recommend: z.strictObject({
      ...base,
      mode: z.literal('recommend'),
      service: z.literal('dense-io'),
      catalog: catalogFor(dioCatalogIds, 'dense-io'),
      requirement: dioRequirementSchema,
      ...overTime,
    }),
  },
  lustre: {
    evaluate: z.strictObject({
      ...base,
      mode: z.literal('evaluate'),
      service: z.literal('lustre'),
      catalog: catalogFor(lustreCatalogIds, 'lustre'),
      design: lustreDesignSchema,
      workload: lustreWorkloadSchema,
    }),
    recommend: z.strictObject({
      ...base,
      mode: z.literal('recommend'),
      service: z.literal('lustre'),
      catalog: catalogFor(lustreCatalogIds, 'lustre'),
      requirement: lustreRequirementSchema,
      ...overTime,
    }),
  },
  compare: {
    recommend: z.strictObject({
      ...base,
      mode: z.literal('recommend'),
      service: z.literal('compare'),
      catalogs: z.optional(catalogsSchema),
      requirement: compareRequirementSchema,
      /** Designs chosen on the charts, weighed in place of the recommendation (`compare.ts`). Version 5. */
      chosen: z.optional(chosenSchema),
      /** The name of the plan's one workload, as `workloads[].name` names each of several. Optional, no version of its own. */
      workloadName: z.optional(workloadNameSchema),
      ...overTime,
    }),
  },
  workloads: {
    /** Several named workloads in one plan, each on its service or the cheapest (`workloads.ts`). Version 6. */
    recommend: z.strictObject({
      version: base.version,
      name: base.name,
      notes: base.notes,
      pricing: base.pricing,
      mode: z.literal('recommend'),
      service: z.literal('workloads'),
      catalogs: z.optional(catalogsSchema),
      workloads: workloadsSchema,
      /** The growth of every workload that gives none of its own. */
      growth: z.optional(growthSchema),
      /** The tenancy's own per-AD limits, for every workload (in place of any a workload gives) and the mount targets they share. */
      tenancyLimits: z.optional(tenancyLimits),
    }),
  },
} as const;

export type FssWorkload = z.infer<typeof fssWorkloadSchema>;
export type FssDesign = z.infer<typeof fssDesignSchema>;
export type FssRequirement = z.infer<typeof fssRequirementSchema>;
export type BvWorkload = z.infer<typeof bvWorkloadSchema>;
export type BvDesign = z.infer<typeof bvDesignSchema>;
export type BvRequirement = z.infer<typeof bvRequirementSchema>;
export type DioWorkload = z.infer<typeof dioWorkloadSchema>;
export type DioDesign = z.infer<typeof dioDesignSchema>;
export type DioRequirement = z.infer<typeof dioRequirementSchema>;
export type LustreWorkload = z.infer<typeof lustreWorkloadSchema>;
export type LustreDesign = z.infer<typeof lustreDesignSchema>;
export type LustreRequirement = z.infer<typeof lustreRequirementSchema>;
export type CompareRequirement = z.infer<typeof compareRequirementSchema>;
export type Catalogs = z.infer<typeof catalogsSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type TenancyLimits = z.infer<typeof tenancyLimits>;
export type MetadataRates = z.infer<typeof metadataRates>;
export type { RaidLevel } from '../../catalog/ids.ts';

export type Scenario =
  | z.infer<(typeof scenarioSchemas)['file-storage']['evaluate']>
  | z.infer<(typeof scenarioSchemas)['file-storage']['recommend']>
  | z.infer<(typeof scenarioSchemas)['block-volume']['evaluate']>
  | z.infer<(typeof scenarioSchemas)['block-volume']['recommend']>
  | z.infer<(typeof scenarioSchemas)['dense-io']['evaluate']>
  | z.infer<(typeof scenarioSchemas)['dense-io']['recommend']>
  | z.infer<(typeof scenarioSchemas)['lustre']['evaluate']>
  | z.infer<(typeof scenarioSchemas)['lustre']['recommend']>
  | z.infer<(typeof scenarioSchemas)['compare']['recommend']>
  | z.infer<(typeof scenarioSchemas)['workloads']['recommend']>;

export type WorkloadsScenario = z.infer<(typeof scenarioSchemas)['workloads']['recommend']>;
export { workloadSchema, workloadsSchema, workloadServices, type Workload, type WorkloadService } from './workloads.ts';
export { MIN_WORKLOADS, MAX_WORKLOADS, MAX_WORKLOAD_NAME } from './workloads.ts';

export type CompareScenario = z.infer<(typeof scenarioSchemas)['compare']['recommend']>;

export { growthSchema, growthRankings, DEFAULT_HORIZON_MONTHS, type Growth, type GrowthRanking, type GrowthStep } from './growth.ts';
export { dailyProfileSchema, type DailyProfile } from './profile.ts';
export { issueCodes, formatIssues, type IssueCode, type IssueParams, type ParseResult, type ScenarioIssue } from './issues.ts';
