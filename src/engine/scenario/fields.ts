/**
 * The scenario schema's shared parts: the bounds of its numbers, the catalog ids it accepts,
 * and the field groups several services' requirements have in common (scenario.ts builds
 * the documents from them).
 */
import * as z from 'zod/mini';
import { bvEditions } from '../../catalog/blockVolume.ts';
import { catalogIds, mountTargetTypes, raidLevels } from '../../catalog/ids.ts';
import { priceBook } from '../../catalog/prices.ts';
import { metadataOps } from './metadataOps.ts';
import { commitmentSchema, priceBookInForceSchema } from './priceBook.ts';

/** What a File Storage plan is planned on: Table 1, the measurements, or the lower of the two. */
export const fssBases = ['documented', 'measured', 'lower'] as const;
export type FssBasis = (typeof fssBases)[number];

/** The basis when a scenario does not say. */
export const DEFAULT_FSS_BASIS: FssBasis = 'lower';

/** The four services a scenario plans, in the order a comparison shows them. */
export const serviceIds = ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const;
export type ServiceId = (typeof serviceIds)[number];

export const MAX_MBPS = 10_000_000; // 10 TB/s, far beyond any single plan
export const MAX_OPS = 1_000_000_000;
export const MAX_CAPACITY_GB = 8_000_000_000; // 8 EB, the File Storage file-system size limit
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

/**
 * A number from `min` to `max`, in the field's own unit (zod's number refuses NaN and
 * infinities). The label names the field for readers of this file; an issue names it by its
 * path, and its code and bounds say what is wrong (`toIssue`), never words.
 */
export const num = (_label: string, min: number, max: number) => z.number().check(z.gte(min), z.lte(max));

/**
 * The smallest rates and amounts that mean anything: one operation a day, the smallest I/O
 * (0.5 KiB) a day, one byte. Below them a figure is refused (zero stays zero): a rate of
 * 5e-324 IOPS is not a workload, and a curve sized from it has no end.
 */
export const MIN_OPS = 1 / 86_400;
export const MIN_MBPS = 512 / 86_400 / 1_000_000;
export const MIN_CAPACITY_GB = 1e-9;

/** Zero, or a number from `floor` to `max` (the refusal is `tooSmall` with `orZero`, see `toIssue`). */
export const zeroOr = (floor: number, max: number, kind: 'ops' | 'mbps' | 'capacity') =>
  z.number().check(
    z.gte(0),
    z.lte(max),
    z.refine((v) => !(v > 0 && v < floor), { params: { issue: 'tooSmall', minimum: floor, orZero: kind } }),
  );
/** An operations rate, per second (IOPS): zero, or one a day (`MIN_OPS`) up to `max` (`MAX_OPS` by default). A schema bound, no catalog figure. */
export const opsRate = (_label: string, max = MAX_OPS) => zeroOr(MIN_OPS, max, 'ops');
/** A throughput, decimal MB/s: zero, or 0.5 KiB a day (`MIN_MBPS`) up to `max` (`MAX_MBPS`, 10 TB/s, by default). A schema bound. */
export const mbpsRate = (_label: string, max = MAX_MBPS) => zeroOr(MIN_MBPS, max, 'mbps');
/** A capacity, decimal GB: zero, or one byte (`MIN_CAPACITY_GB`) up to `max` GB. A schema bound. */
export const capacity = (_label: string, max: number) => zeroOr(MIN_CAPACITY_GB, max, 'capacity');

/** A whole number from `min` to `max` (a count: clients, threads, queue depth, nconnect). A schema bound. */
export const int = (_label: string, min: number, max: number) => z.number().check(z.gte(min), z.lte(max), z.int());

/** The most mount targets of one type per availability domain a tenancy's own limit may state. A schema bound, no catalog figure. */
export const MAX_TENANCY_MOUNT_TARGETS_PER_AD = 10_000;

const mountTargetsPerAd = (label: string) => z.optional(int(label, 0, MAX_TENANCY_MOUNT_TARGETS_PER_AD));

/**
 * The tenancy's own per-availability-domain limits, as the customer knows them (the Limits,
 * Quotas and Usage page of their console). Each replaces the catalog's default limit of that
 * mount-target type (`defaultLimitPerAd`); a type left out keeps the default. Whole numbers, 0 to 10,000.
 */
export const tenancyLimits = z.strictObject({
  mountTargetsPerAd: z.optional(
    z.strictObject({
      standard: mountTargetsPerAd('standard'),
      'hpmt-20': mountTargetsPerAd('hpmt-20'),
      'hpmt-40': mountTargetsPerAd('hpmt-40'),
      'hpmt-80': mountTargetsPerAd('hpmt-80'),
    }),
  ),
});

/** The catalog's edition ids by family (`catalogIds`), under the names the schema uses. */
export const fssCatalogIds = catalogIds.fileStorage;
export const bvCatalogIds = catalogIds.blockVolume;
export const dioCatalogIds = catalogIds.denseIo;
export const lustreCatalogIds = catalogIds.lustre;

export const mountTargetType = z.enum(mountTargetTypes);
export const raid = z.enum(raidLevels);
/** What File Storage plans on: Table 1, the measurements, or the lower of the two (engine/fss/measured.ts). */
export const fssBasis = z.enum(fssBases);

/** Dense I/O's basis: the SLA floor or the typical figures. */
export const iopsBasis = z.enum(['sla', 'typical']);

/** An I/O size, KiB, from 0.5 (512 bytes) to 16,384 (16 MiB); `label` names the field. A schema bound. */
export const ioSizeKiB = (label = 'ioSizeKiB') => num(label, 0.5, 16_384);
export const readPercent = num('readPercent', 0, 100);
/** NFS metadata operations per second, by kind (Table 2 names, lower case). */
export const metadataRates = z.partialRecord(z.enum(metadataOps), opsRate('metadata rate'));

/** What a requirement asks: MB/s and operations per second, reads and writes, each optional. */
export const demandFields = {
  readMBps: z.optional(mbpsRate('readMBps')),
  writeMBps: z.optional(mbpsRate('writeMBps')),
  readIops: z.optional(opsRate('readIops')),
  writeIops: z.optional(opsRate('writeIops')),
};

/**
 * A comparison's demand the other way: totals and the share of each that is reads
 * (`demand.ts`; refused beside the read and write fields of the same quantity). Version 5.
 */
export const demandTotalFields = {
  totalMBps: z.optional(mbpsRate('totalMBps')),
  totalIops: z.optional(opsRate('totalIops')),
  readSharePercent: z.optional(readPercent),
};

/** Every way a requirement may state its demand (`demand.ts`): the read and write fields, or totals with a read share. */
export const statedDemandFields = { ...demandFields, ...demandTotalFields };

/** Client instances: how many, which shape, how many OCPUs for a Flex shape. */
export const clientFields = {
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
export const latencyMs = (label: string) => z.optional(num(label, 0.001, 10_000));

/** Concurrency of the one instance Block Volume attaches to. */
export const bvConcurrencyFields = {
  threads: z.optional(int('threads', 1, 65_536)),
  queueDepth: z.optional(int('queueDepth', 1, 65_536)),
  latencyMs: latencyMs('latencyMs'),
};

/** Which catalog edition of each service a comparison uses. */
export const catalogsSchema = z.strictObject({
  fileStorage: z.optional(z.enum(fssCatalogIds)),
  blockVolume: z.optional(z.enum(bvCatalogIds)),
  denseIo: z.optional(z.enum(dioCatalogIds)),
  lustre: z.optional(z.enum(lustreCatalogIds)),
});

/** The keys a price override may have: the price book's own prices, and `instance:<shape id>` (`instancePrice.ts`). */
export const overrideKeys: readonly string[] = [
  ...Object.keys(priceBook).filter((k) => typeof (priceBook as unknown as Record<string, unknown>)[k] === 'object'),
  'instance:<shape id>',
];
const isOverrideKey = (key: string) =>
  key.startsWith('instance:') ? key.length > 'instance:'.length : Object.hasOwn(priceBook, key) && overrideKeys.includes(key);

/**
 * Price overrides and a discount; anything left out comes from the price book in force: `book`,
 * read from a price file (version 7), else the built-in USD book. Overrides are in the book's
 * currency. `commitment` is the Annual Universal Credits term the discount was agreed for.
 */
export const pricingSchema = z.strictObject({
  discountPercent: z.optional(num('discountPercent', 0, 100)),
  book: z.optional(priceBookInForceSchema),
  commitment: z.optional(commitmentSchema),
  overrides: z.optional(
    z.partialRecord(
      z.string().check(z.minLength(1), z.maxLength(40), z.refine(isOverrideKey, { params: { issue: 'notOneOf', allowed: overrideKeys } })),
      num('price', 0, 1_000_000),
    ),
  ),
});
