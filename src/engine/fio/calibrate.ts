/**
 * A fio run read back, as the calibration a scenario carries (version 4, `calibration.ts`):
 * the service, catalog and design it tested, the day it ran, its mean latency and its figures.
 */
import { designKey, MAX_CALIBRATION_LATENCY_US, MIN_CALIBRATION_LATENCY_US, type Calibration } from '../calibration/index.ts';
import { finite } from '../units.ts';
import type { FioComparison } from './compare.ts';

const round = (n: number, digits: number) => finite(Math.round(n * 10 ** digits) / 10 ** digits);

/**
 * The calibration a run gives, or null when its mean latency is outside what a calibration
 * takes (under 1 µs, as buffered I/O that never reached the device reports, or over 10 s).
 */
export function calibrationFromRun(run: FioComparison): Calibration | null {
  const latencyUs = round(run.measured.latencyUs.mean, 1);
  if (!(latencyUs >= MIN_CALIBRATION_LATENCY_US) || latencyUs > MAX_CALIBRATION_LATENCY_US) return null;
  return {
    service: run.design.service,
    catalog: run.design.catalog,
    design: designKey(run.design),
    ...(run.runDate ? { runDate: run.runDate } : {}),
    ioSizeKiB: run.design.ioSizeKiB,
    readPercent: round(run.design.readPercent, 1),
    latencyUs,
    iops: round(run.measured.iops, 0),
    throughputMBps: round(run.measured.throughputMBps, 1),
  };
}
