/**
 * Where a scenario's derived workload came from, as the scenario carries it (`measured`,
 * optional, version 5): the statistic, how reads and writes were taken together, the window,
 * the files by name and format, the metrics, and which requirement fields were filled from
 * them. The raw measurements never travel in a scenario or a link; this says where the figures
 * came from. Only zod here: the schema (`schema.ts`) imports it.
 */
import * as z from 'zod/mini';

/** The statistics a workload may be derived with (`measurements/stats.ts` computes them). */
export const statistics = ['peak', 'p99', 'p95', 'mean'] as const;
export type Statistic = (typeof statistics)[number];

/** The requirement fields a derived workload may fill, in any service's requirement. */
export const measuredFields = [
  'readMBps',
  'writeMBps',
  'readIops',
  'writeIops',
  'iops',
  'throughputMBps',
  'readPercent',
  'ioSizeKiB',
  'readIoSizeKiB',
  'writeIoSizeKiB',
  'metadataOpsPerSecond',
  'clients',
  'capacityGB',
  'usableCapacityGB',
] as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const measuredSchema = z.strictObject({
  statistic: z.enum(statistics),
  basis: z.enum(['coincident', 'separate']),
  /** The window, ISO 8601 UTC. */
  from: z.string().check(z.regex(ISO_TIME)),
  to: z.string().check(z.regex(ISO_TIME)),
  files: z.array(z.strictObject({ name: text(200), format: z.enum(['oci', 'iostat', 'nfsiostat', 'csv']) })).check(z.maxLength(50)),
  metrics: z.array(text(80)).check(z.maxLength(100)),
  /** The requirement fields filled from the measurements (a field the user changed is dropped from the list). */
  fields: z.array(z.enum(measuredFields)).check(z.maxLength(measuredFields.length)),
  /** The spacing of the samples, seconds. */
  resolutionSeconds: z.optional(z.number().check(z.gt(0), z.lte(31 * 86_400))),
});

export type Measured = z.infer<typeof measuredSchema>;
