/**
 * The scenario format: one JSON document that the command line reads, the app exports and
 * imports, and share links carry. Defined once, here, with zod; `docs/scenario.md` and
 * `docs/scenario.schema.json` are generated from it (`npm run schema`).
 *
 * Version 3 (the whole bill: client memory and the basis of "cheapest"). A document without
 * `version` is read as version 1;
 * older versions are upgraded by `migrations.ts` before they are validated.
 */
import * as z from 'zod/mini';
import { bvEditions } from '../catalog/blockVolume.ts';
import { catalogIds, mountTargetTypes, raidLevels } from '../catalog/ids.ts';
import { lustreTiers } from '../catalog/lustre.ts';
import { LATEST_SCENARIO_VERSION as LATEST, migrateScenario } from './migrations.ts';
import { forbiddenKeyPath, toIssue, type ParseResult } from './scenarioIssues.ts';

export const SCENARIO_VERSION = 3;

const MAX_MBPS = 10_000_000; // 10 TB/s, far beyond any single plan
const MAX_OPS = 1_000_000_000;
const MAX_CAPACITY_GB = 8_000_000_000; // 8 EB, the File Storage file-system size limit
/**
 * The largest Block Volume the schema accepts, GB: the catalog prints "32 TB" and stores
 * 32,000 GB, but the service may mean 32 x 1,024 GB (see the catalog's note), so the schema
 * takes the larger reading and lets the editions' own limit decide.
 */
export const BV_MAX_VOLUME_GB = 32 * 1024;
/** Volumes one instance attaches, the most any Block Volume edition allows (cited in the catalog). */
export const BV_MAX_VOLUMES = Math.max(...Object.values(bvEditions).map((e) => e.maxAttachmentsPerInstance.value));
/** The most Block Volume capacity one plan can ask for, GB: the largest volume x the most volumes. */
export const BV_MAX_CAPACITY_GB = BV_MAX_VOLUME_GB * BV_MAX_VOLUMES;

// A number between bounds (zod's number refuses NaN and infinities). The label names the field
// for readers of this file; an issue names it by its path, and its code and bounds say what is
// wrong (`toIssue`), never words.
const num = (_label: string, min: number, max: number) => z.number().check(z.gte(min), z.lte(max));

const int = (_label: string, min: number, max: number) => z.number().check(z.gte(min), z.lte(max), z.int());

export const metadataOps = [
  'access', 'commit', 'fsinfo', 'fsstat', 'getattr', 'readlink', 'pathconf',
  'lookup', 'readdir', 'setattr',
  'create', 'link', 'mkdir', 'mknod', 'readdirplus', 'rmdir', 'symlink',
  'remove', 'rename', 'nlm', 'nlmFreeAll',
] as const;
/** The catalog's edition ids by family (`catalogIds`), under the names the schema uses. */
export const fssCatalogIds = catalogIds.fileStorage;
export const bvCatalogIds = catalogIds.blockVolume;
export const dioCatalogIds = catalogIds.denseIo;
export const lustreCatalogIds = catalogIds.lustre;

const mountTargetType = z.enum(mountTargetTypes);
const raid = z.enum(raidLevels);

const ioSizeKiB = (label = 'ioSizeKiB') => num(label, 0.5, 16_384);
const readPercent = num('readPercent', 0, 100);
/** NFS metadata operations per second, by kind (Table 2 names, lower case). */
const metadataRates = z.partialRecord(z.enum(metadataOps), num('metadata rate', 0, MAX_OPS));

/** Client instances: how many, which shape, how many OCPUs for a Flex shape. */
const clientFields = {
  clients: z.optional(int('clients', 1, 1_000_000)),
  clientShape: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  clientOcpus: z.optional(num('clientOcpus', 1, 512)),
  nconnect: z.optional(int('nconnect', 1, 16)),
  inTransitEncryption: z.optional(z.boolean()),
  tlsClient: z.optional(z.enum(['linux', 'windows'])),
  threadsPerClient: z.optional(int('threadsPerClient', 1, 65_536)),
  queueDepth: z.optional(int('queueDepth', 1, 65_536)),
};

/** A per-operation latency that overrides the service's stated figure, ms. */
const latencyMs = (label: string) => z.optional(num(label, 0.001, 10_000));

/** Concurrency of the one instance Block Volume attaches to. */
const bvConcurrencyFields = {
  threads: z.optional(int('threads', 1, 65_536)),
  queueDepth: z.optional(int('queueDepth', 1, 65_536)),
  latencyMs: latencyMs('latencyMs'),
};

// ------------------------------------------------------------------ File Storage

export const fssWorkloadSchema = z.strictObject({
  readPercent,
  ioSizeKiB: ioSizeKiB(),
  readIoSizeKiB: z.optional(ioSizeKiB('readIoSizeKiB')),
  writeIoSizeKiB: z.optional(ioSizeKiB('writeIoSizeKiB')),
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(num('capacityGB', 0, MAX_CAPACITY_GB)),
  ...clientFields,
  latencyMs: latencyMs('latencyMs'),
});

export const fssDesignSchema = z.strictObject({
  mountTargetType: z.optional(mountTargetType),
  mountTargets: z.optional(int('mountTargets', 1, 1000)),
  /** Only for the capacity-scaled 2019 edition: the stored capacity. */
  capacityGB: z.optional(num('capacityGB', 1, MAX_CAPACITY_GB)),
});

export const fssRequirementSchema = z.strictObject({
  readMBps: z.optional(num('readMBps', 0, MAX_MBPS)),
  writeMBps: z.optional(num('writeMBps', 0, MAX_MBPS)),
  readIops: z.optional(num('readIops', 0, MAX_OPS)),
  writeIops: z.optional(num('writeIops', 0, MAX_OPS)),
  ioSizeKiB: ioSizeKiB(),
  readIoSizeKiB: z.optional(ioSizeKiB('readIoSizeKiB')),
  writeIoSizeKiB: z.optional(ioSizeKiB('writeIoSizeKiB')),
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(num('capacityGB', 0, MAX_CAPACITY_GB)),
  mountTargetType: z.optional(mountTargetType),
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
  ...clientFields,
  latencyMs: latencyMs('latencyMs'),
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

export const bvRequirementSchema = z.strictObject({
  iops: z.optional(num('iops', 0, MAX_OPS)),
  throughputMBps: z.optional(num('throughputMBps', 0, MAX_MBPS)),
  ioSizeKiB: ioSizeKiB(),
  readPercent: z.optional(readPercent),
  capacityGB: num('capacityGB', 0, BV_MAX_CAPACITY_GB),
  performanceLevel: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  instanceShape: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  ocpus: z.optional(num('ocpus', 1, 512)),
  attachment: z.optional(attachment),
  ...bvConcurrencyFields,
});

// ------------------------------------------------------------------ Dense I/O

const iopsBasis = z.enum(['sla', 'typical']);

export const dioWorkloadSchema = z.strictObject({
  readPercent,
  ioSizeKiB: ioSizeKiB(),
  basis: z.optional(iopsBasis),
});

export const dioDesignSchema = z.strictObject({
  shape: z.string().check(z.minLength(1), z.maxLength(64)),
  raid: z.optional(raid),
});

export const dioRequirementSchema = z.strictObject({
  iops: num('iops', 0, MAX_OPS),
  readPercent,
  ioSizeKiB: ioSizeKiB(),
  usableCapacityGB: z.optional(num('usableCapacityGB', 0, 10_000_000)),
  raid: z.optional(raid),
  basis: z.optional(iopsBasis),
  maxLatencyUs: z.optional(num('maxLatencyUs', 1, 1_000_000)),
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
  capacityGB: z.optional(num('capacityGB', 0, MAX_CAPACITY_GB)),
  ...lustreClientFields,
});

export const lustreDesignSchema = z.strictObject({
  performanceTierMBpsPerTB: lustreTier,
  /** File-system capacity, decimal GB; rounded up to a valid capacity step. */
  capacityGB: num('capacityGB', 0, MAX_CAPACITY_GB),
});

export const lustreRequirementSchema = z.strictObject({
  readMBps: z.optional(num('readMBps', 0, MAX_MBPS)),
  writeMBps: z.optional(num('writeMBps', 0, MAX_MBPS)),
  readIops: z.optional(num('readIops', 0, MAX_OPS)),
  writeIops: z.optional(num('writeIops', 0, MAX_OPS)),
  ioSizeKiB: ioSizeKiB(),
  /** Metadata operations asked (NFS names, as in a comparison): Lustre publishes no metadata rate, so none is carried. */
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(num('capacityGB', 0, MAX_CAPACITY_GB)),
  performanceTierMBpsPerTB: z.optional(lustreTier),
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
  ...lustreClientFields,
});

// ------------------------------------------------------------------ Across services

/** The two bases for "cheapest that fits": storage prices alone, or storage plus instances. */
export const billBases = ['storage', 'whole'] as const;
export type BillBasis = (typeof billBases)[number];

/** One workload described once, planned on all four services. */
export const compareRequirementSchema = z.strictObject({
  readMBps: z.optional(num('readMBps', 0, MAX_MBPS)),
  writeMBps: z.optional(num('writeMBps', 0, MAX_MBPS)),
  readIops: z.optional(num('readIops', 0, MAX_OPS)),
  writeIops: z.optional(num('writeIops', 0, MAX_OPS)),
  ioSizeKiB: ioSizeKiB(),
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(num('capacityGB', 0, MAX_CAPACITY_GB)),
  mountTargetType: z.optional(mountTargetType),
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
  ...clientFields,
  fssLatencyMs: latencyMs('fssLatencyMs'),
  bvLatencyMs: latencyMs('bvLatencyMs'),
  raid: z.optional(raid),
  basis: z.optional(iopsBasis),
  sharedAccess: z.optional(z.boolean()),
  maxLatencyMs: z.optional(num('maxLatencyMs', 0.001, 10_000)),
  /** Memory of each client instance, GB (Flex shapes bill it apart from OCPUs). Version 3. */
  clientMemoryGB: z.optional(num('clientMemoryGB', 1, 8_192)),
  /** What "cheapest that fits" compares: storage prices alone, or the whole bill. Version 3. */
  billBasis: z.optional(z.enum(billBases)),
});

export const catalogsSchema = z.strictObject({
  fileStorage: z.optional(z.enum(fssCatalogIds)),
  blockVolume: z.optional(z.enum(bvCatalogIds)),
  denseIo: z.optional(z.enum(dioCatalogIds)),
  lustre: z.optional(z.enum(lustreCatalogIds)),
});

/** Price overrides (USD) and a discount; anything left out comes from the dated price book. */
export const pricingSchema = z.strictObject({
  discountPercent: z.optional(num('discountPercent', 0, 100)),
  overrides: z.optional(z.partialRecord(z.string().check(z.minLength(1), z.maxLength(40)), num('price', 0, 1_000_000))),
});

const base = {
  version: z.optional(z.literal(SCENARIO_VERSION)),
  name: z.optional(z.string().check(z.maxLength(200))),
  notes: z.optional(z.string().check(z.maxLength(5000))),
  pricing: z.optional(pricingSchema),
};

const catalogFor = <T extends readonly [string, ...string[]]>(ids: T, _service: string) =>
  z.optional(z.enum(ids));

export const scenarioSchemas = {
  'file-storage': {
    evaluate: z.strictObject({ ...base, mode: z.literal('evaluate'), service: z.literal('file-storage'), catalog: catalogFor(fssCatalogIds, 'file-storage'), design: fssDesignSchema, workload: fssWorkloadSchema }),
    recommend: z.strictObject({ ...base, mode: z.literal('recommend'), service: z.literal('file-storage'), catalog: catalogFor(fssCatalogIds, 'file-storage'), requirement: fssRequirementSchema }),
  },
  'block-volume': {
    evaluate: z.strictObject({ ...base, mode: z.literal('evaluate'), service: z.literal('block-volume'), catalog: catalogFor(bvCatalogIds, 'block-volume'), design: bvDesignSchema, workload: bvWorkloadSchema }),
    recommend: z.strictObject({ ...base, mode: z.literal('recommend'), service: z.literal('block-volume'), catalog: catalogFor(bvCatalogIds, 'block-volume'), requirement: bvRequirementSchema }),
  },
  'dense-io': {
    evaluate: z.strictObject({ ...base, mode: z.literal('evaluate'), service: z.literal('dense-io'), catalog: catalogFor(dioCatalogIds, 'dense-io'), design: dioDesignSchema, workload: dioWorkloadSchema }),
    recommend: z.strictObject({ ...base, mode: z.literal('recommend'), service: z.literal('dense-io'), catalog: catalogFor(dioCatalogIds, 'dense-io'), requirement: dioRequirementSchema }),
  },
  lustre: {
    evaluate: z.strictObject({ ...base, mode: z.literal('evaluate'), service: z.literal('lustre'), catalog: catalogFor(lustreCatalogIds, 'lustre'), design: lustreDesignSchema, workload: lustreWorkloadSchema }),
    recommend: z.strictObject({ ...base, mode: z.literal('recommend'), service: z.literal('lustre'), catalog: catalogFor(lustreCatalogIds, 'lustre'), requirement: lustreRequirementSchema }),
  },
  compare: {
    recommend: z.strictObject({ ...base, mode: z.literal('recommend'), service: z.literal('compare'), catalogs: z.optional(catalogsSchema), requirement: compareRequirementSchema }),
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
export type MetadataRates = z.infer<typeof metadataRates>;
export type { RaidLevel } from '../catalog/ids.ts';

export type Scenario =
  | z.infer<typeof scenarioSchemas['file-storage']['evaluate']>
  | z.infer<typeof scenarioSchemas['file-storage']['recommend']>
  | z.infer<typeof scenarioSchemas['block-volume']['evaluate']>
  | z.infer<typeof scenarioSchemas['block-volume']['recommend']>
  | z.infer<typeof scenarioSchemas['dense-io']['evaluate']>
  | z.infer<typeof scenarioSchemas['dense-io']['recommend']>
  | z.infer<typeof scenarioSchemas['lustre']['evaluate']>
  | z.infer<typeof scenarioSchemas['lustre']['recommend']>
  | z.infer<typeof scenarioSchemas['compare']['recommend']>;

export type CompareScenario = z.infer<typeof scenarioSchemas['compare']['recommend']>;

export { issueCodes, formatIssues, type IssueCode, type IssueParams, type ParseResult, type ScenarioIssue } from './scenarioIssues.ts';

const services = Object.keys(scenarioSchemas) as (keyof typeof scenarioSchemas)[];

/**
 * Validates an unknown value as a scenario. Never throws; a failure lists every problem with
 * the path of the field it concerns, as a code with its figures.
 */
export function parseScenario(input: unknown): ParseResult<Scenario> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ path: '', code: 'notObject', params: {} }] };
  }
  const forbidden = forbiddenKeyPath(input, '', 0);
  if (forbidden !== null) return { ok: false, issues: [{ path: forbidden.path, code: 'forbiddenKey', params: { key: forbidden.key } }] };
  const migrated = migrateScenario(input as Record<string, unknown>);
  if (!migrated.ok) return { ok: false, issues: [{ path: 'version', code: 'unsupportedVersion', params: { version: migrated.version, latest: LATEST } }] };
  const doc = migrated.doc;
  const service = doc.service;
  if (typeof service !== 'string' || !services.includes(service as keyof typeof scenarioSchemas)) {
    return { ok: false, issues: [{ path: 'service', code: 'unknownService', params: { allowed: services } }] };
  }
  const modes = scenarioSchemas[service as keyof typeof scenarioSchemas] as Record<string, z.ZodMiniType>;
  const mode = doc.mode;
  if (typeof mode !== 'string' || !(mode in modes)) {
    return { ok: false, issues: [{ path: 'mode', code: 'unknownMode', params: { allowed: Object.keys(modes), service } }] };
  }
  const result = (modes[mode] as z.ZodMiniType<Scenario>).safeParse(doc);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: result.error.issues.map((issue) => toIssue(issue, doc)) };
}
