/**
 * The calibration a scenario carries (version 4): the user's fio run adopted for one service,
 * catalog and design, as the schema takes it. What the planner does with it is
 * `engine/calibration/`.
 */
import * as z from 'zod/mini';
import { catalogIds } from '../../catalog/ids.ts';
import { mbpsRate, opsRate, type ServiceId } from './fields.ts';

/** A read share within this many points of the measured one is the same mix (fio's mix is random): `MIX_TOLERANCE_POINTS`. */
export const CALIBRATION_MIX_POINTS = 5;

/** The services a run can calibrate. */
export const calibratedServices = ['file-storage', 'block-volume', 'dense-io', 'lustre'] as const satisfies readonly ServiceId[];

/** The catalog editions a run can have been planned on: every edition of every service. */
const calibrationCatalogs: readonly string[] = [...catalogIds.fileStorage, ...catalogIds.blockVolume, ...catalogIds.denseIo, ...catalogIds.lustre];

/** Longest design key the schema takes (a key is about 30 characters). */
const MAX_DESIGN_KEY = 120;
/** Measured latency bounds, µs: 1 µs to 10 s, as the scenario's latency fields take. */
export const MIN_CALIBRATION_LATENCY_US = 1;
export const MAX_CALIBRATION_LATENCY_US = 10_000_000;

export const calibrationSchema = z.strictObject({
  service: z.enum(calibratedServices),
  /** The catalog edition the plan used (`fss-current`). */
  catalog: z.string().check(
    z.minLength(1),
    z.maxLength(40),
    z.refine((id) => calibrationCatalogs.includes(id), { params: { issue: 'notOneOf', allowed: calibrationCatalogs } }),
  ),
  /** The tested design (`designKey`): `hpmt-40x3`, `4x1000GB@higher-performance`, `BM.DenseIO.E5.128/raid10`, `125MBps/TBx31.2TiB`. */
  design: z.string().check(z.minLength(1), z.maxLength(MAX_DESIGN_KEY)),
  /** The day the run ended, ISO, UTC; absent when fio wrote no timestamp. */
  runDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  /** The workload it ran: I/O size, KiB, and the reads' share of operations (0 to 100). */
  ioSizeKiB: z.number().check(z.gte(0.5), z.lte(16_384)),
  readPercent: z.number().check(z.gte(0), z.lte(100)),
  /** Mean completion latency over the run's operations, µs. */
  latencyUs: z.number().check(z.gte(MIN_CALIBRATION_LATENCY_US), z.lte(MAX_CALIBRATION_LATENCY_US)),
  /** What the run measured, all clients together (shown beside the calibration). */
  iops: opsRate('iops'),
  throughputMBps: mbpsRate('throughputMBps'),
});

export type Calibration = z.infer<typeof calibrationSchema>;
