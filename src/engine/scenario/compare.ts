/**
 * The comparison's requirement: one workload described once, planned on all four services
 * (part of the scenario format, `schema.ts`).
 */
import * as z from 'zod/mini';
import { lustreTiers } from '../../catalog/lustre.ts';
import {
  BV_MAX_VOLUME_GB,
  BV_MAX_VOLUMES,
  capacity,
  clientFields,
  demandFields,
  demandTotalFields,
  fssBasis,
  int,
  iopsBasis,
  ioSizeKiB,
  latencyMs,
  MAX_CAPACITY_GB,
  metadataRates,
  mountTargetType,
  num,
  raid,
  tenancyLimits,
} from './fields.ts';

/** The two bases for "cheapest that fits": storage prices alone, or storage plus instances. */
export const billBases = ['storage', 'whole'] as const;
export type BillBasis = (typeof billBases)[number];

/** One workload described once, planned on all four services. */
export const compareRequirementSchema = z.strictObject({
  ...demandFields,
  ...demandTotalFields,
  ioSizeKiB: ioSizeKiB(),
  metadataOpsPerSecond: z.optional(metadataRates),
  capacityGB: z.optional(capacity('capacityGB', MAX_CAPACITY_GB)),
  mountTargetType: z.optional(mountTargetType),
  targetUtilizationPercent: z.optional(num('targetUtilizationPercent', 1, 100)),
  ...clientFields,
  fssLatencyMs: latencyMs('fssLatencyMs'),
  bvLatencyMs: latencyMs('bvLatencyMs'),
  raid: z.optional(raid),
  basis: z.optional(iopsBasis),
  /** File Storage's basis (`lower` when absent). Version 5. */
  fssBasis: z.optional(fssBasis),
  sharedAccess: z.optional(z.boolean()),
  maxLatencyMs: z.optional(num('maxLatencyMs', 0.001, 10_000)),
  /** Memory of each client instance, GB (Flex shapes bill it apart from OCPUs). Version 3. */
  clientMemoryGB: z.optional(num('clientMemoryGB', 1, 8_192)),
  /** What "cheapest that fits" compares: storage prices alone, or the whole bill. Version 3. */
  billBasis: z.optional(z.enum(billBases)),
  /**
   * The data is scratch or can be rebuilt: Dense I/O may stripe it unprotected (RAID 0) instead
   * of the protected default (RAID 10 / RAID 1). Version 5.
   */
  scratchData: z.optional(z.boolean()),
  /** The tenancy's own per-AD mount-target limits, in place of the documents' defaults (absent: the defaults). */
  tenancyLimits: z.optional(tenancyLimits),
});

/**
 * Designs the user chose (a point of a service's chart) to weigh against the requirement in
 * place of that service's recommendation; a service left out is recommended as usual.
 * Version 5.
 */
export const chosenSchema = z.strictObject({
  /** File Storage: this many mount targets of this type (a type the edition lacks is ignored). */
  fileStorage: z.optional(z.strictObject({ mountTargetType, mountTargets: int('mountTargets', 1, 1000) })),
  /**
   * Block Volume: this many volumes of this size at this performance level (a level the
   * edition lacks is ignored; the size is held to the edition's smallest and largest volume).
   */
  blockVolume: z.optional(
    z.strictObject({
      performanceLevel: z.string().check(z.minLength(1), z.maxLength(40)),
      volumeSizeGB: int('volumeSizeGB', 50, BV_MAX_VOLUME_GB),
      volumes: int('volumes', 1, BV_MAX_VOLUMES),
    }),
  ),
  /** Dense I/O: this shape (a shape the edition lacks is ignored), with this RAID level when given. */
  denseIo: z.optional(z.strictObject({ shape: z.string().check(z.minLength(1), z.maxLength(64)), raid: z.optional(raid) })),
  /** Lustre: this performance tier at this capacity, decimal GB (rounded up to a valid capacity step). */
  lustre: z.optional(z.strictObject({ performanceTierMBpsPerTB: z.literal(lustreTiers), capacityGB: num('capacityGB', 1, MAX_CAPACITY_GB) })),
});
export type Chosen = z.infer<typeof chosenSchema>;
