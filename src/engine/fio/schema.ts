/**
 * fio's JSON output (`--output-format=json` and `json+`, fio 3.x) as far as the planner reads
 * it: per job its name, error, options, and for reads and writes the bytes, operations, IOPS,
 * bandwidth and latencies (ns; percentiles of completion latency). Client/server mode writes
 * the same job objects under `client_stats`, each with the client's `hostname` (and `port`),
 * plus an "All clients" sum. Objects are loose: json+ adds latency bins, newer fio adds fields.
 */
import * as z from 'zod/mini';

const count = z.number().check(z.gte(0));

export const fioLatencySchema = z.looseObject({
  mean: count,
  percentile: z.optional(z.record(z.string(), count)),
});

export const fioDirectionSchema = z.looseObject({
  io_bytes: count,
  bw_bytes: count,
  iops: count,
  total_ios: count,
  runtime: count,
  clat_ns: fioLatencySchema,
  lat_ns: fioLatencySchema,
});

export const fioJobSchema = z.looseObject({
  jobname: z.string(),
  error: z.number(),
  'job options': z.optional(z.record(z.string(), z.string())),
  read: fioDirectionSchema,
  write: fioDirectionSchema,
  hostname: z.optional(z.string()),
  port: z.optional(z.number()),
});

export const fioOutputSchema = z.looseObject({
  'fio version': z.string(),
  /** When the run ended, seconds since 1970 (UTC). */
  timestamp: z.optional(count),
  'global options': z.optional(z.record(z.string(), z.string())),
  jobs: z.optional(z.array(fioJobSchema)),
  client_stats: z.optional(z.array(fioJobSchema)),
});

export type FioJobJson = z.infer<typeof fioJobSchema>;
export type FioDirectionJson = z.infer<typeof fioDirectionSchema>;
export type FioOutputJson = z.infer<typeof fioOutputSchema>;

/** The job name fio gives the sum of all clients in client/server mode (not a job of its own). */
export const ALL_CLIENTS_JOB = 'All clients';
