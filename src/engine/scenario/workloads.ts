/**
 * A plan of several named workloads (part of the scenario format, `schema.ts`; version 6):
 * each is one requirement as the comparison's form takes it, with the service that carries it
 * (one the user picked, or the cheapest that fits). Their File Storage file systems may share
 * mount targets, and every workload's mount targets, volumes and shapes count against the same
 * per-availability-domain limits.
 */
import * as z from 'zod/mini';
import { compareRequirementSchema, chosenSchema } from './compare.ts';
import { growthSchema } from './growth.ts';
import { serviceIds } from './fields.ts';

/** The fewest and most workloads one plan holds. */
export const MIN_WORKLOADS = 1;
export const MAX_WORKLOADS = 50;
/** The longest workload name, characters. */
export const MAX_WORKLOAD_NAME = 80;

/** What carries a workload: one service, or the cheapest that fits. */
export const workloadServices = [...serviceIds, 'cheapest'] as const;
export type WorkloadService = (typeof workloadServices)[number];

/** A name for a host or a Lustre file system two workloads may share (letters, digits, `-`, `_`, `.`, space). */
const shareName = z.string().check(z.minLength(1), z.maxLength(MAX_WORKLOAD_NAME));

/** A workload name as names are compared: Unicode NFKC (full-width "ｄｂ" is "db"), without case and surrounding spaces. */
export const workloadNameKey = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

/** A workload's name: 1 to 80 characters. */
export const workloadNameSchema = z.string().check(z.minLength(1), z.maxLength(MAX_WORKLOAD_NAME));

export const workloadSchema = z.strictObject({
  /** Unique within the plan (compared without case and surrounding spaces). */
  name: workloadNameSchema,
  service: z.enum(workloadServices),
  requirement: compareRequirementSchema,
  /** File Storage: this workload's file system gets mount targets of its own, shared with no other. */
  dedicatedMountTargets: z.optional(z.boolean()),
  /**
   * Block Volume and Dense I/O: the host it runs on. Workloads naming the same host share that
   * host's per-instance limits (attachments, IOPS, bandwidth); absent, the workload has hosts of its own.
   */
  host: z.optional(shareName),
  /** Lustre: workloads naming the same file system are carried by one; absent, one of its own. */
  lustreFileSystem: z.optional(shareName),
  /** A design chosen on a chart for this workload, as a comparison's `chosen`. */
  chosen: z.optional(chosenSchema),
  /** This workload's own growth; absent, the plan's `growth` (if any) applies. */
  growth: z.optional(growthSchema),
});

export const workloadsSchema = z.array(workloadSchema).check(z.minLength(MIN_WORKLOADS), z.maxLength(MAX_WORKLOADS));

export type Workload = z.infer<typeof workloadSchema>;
