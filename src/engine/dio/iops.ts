/**
 * Dense I/O IOPS: one device's curve by read/write mix, the shape's typical and guaranteed
 * figures, and what a RAID layout leaves usable and costs in write penalty.
 */
import { raidLevelsCatalog } from '../../catalog/index.ts';
import type { Cited, DenseIoShape } from '../../catalog/types.ts';
import type { RaidLevel } from '../scenario/schema.ts';
import { finite } from '../units.ts';

export type IopsBasis = 'measured' | 'sla' | 'extrapolated';

export interface MixIops {
  readonly iops: number;
  readonly basis: IopsBasis;
  /** The catalog figure the IOPS come from, with the basis of this use of it. */
  readonly cited: Cited;
}

/** Linear interpolation of the one-device curve between the measured mixes (flat outside). */
export function deviceIops(shape: DenseIoShape, readPercent: number): number | null {
  const curve = shape.deviceIopsByReadPercent;
  if (!curve || curve.length === 0) return null;
  const first = curve[0]!;
  if (readPercent <= first.readPercent) return first.iops.value;
  for (let i = 1; i < curve.length; i++) {
    const a = curve[i - 1]!;
    const b = curve[i]!;
    if (readPercent <= b.readPercent) {
      const t = (readPercent - a.readPercent) / (b.readPercent - a.readPercent);
      return a.iops.value + (b.iops.value - a.iops.value) * t;
    }
  }
  return curve[curve.length - 1]!.iops.value;
}

/**
 * Typical IOPS of the whole shape at a mix: one device's measured curve (interpolated between
 * its measured mixes) × the drives, labelled extrapolated, citing the measured mix at or below
 * the one asked. Where the deck also prints an all-devices figure at one mix, it is compared
 * with this (`headlineCheck`), not planned on (issue 8, item 6: the rounded headline is checked
 * against the curve). Without any measurement the SLA floor is all there is.
 */
export function typicalIops(shape: DenseIoShape, readPercent: number): MixIops {
  const device = deviceIops(shape, readPercent);
  if (device === null) {
    return slaIops(shape);
  }
  const curve = shape.deviceIopsByReadPercent!;
  let point = curve[0]!;
  for (const p of curve) if (p.readPercent <= readPercent) point = p;
  return { iops: device * shape.drives.value, basis: 'extrapolated', cited: { ...point.iops, basis: 'extrapolated' } };
}

/** The I/O size every Dense I/O figure is published at: oci-2019-10 "SLA for NVMe Performance", measured against 4k blocks. */
export const DIO_PUBLISHED_IO_KIB = 4;

/**
 * How many 4 KiB operations one I/O of this size counts as: its size over 4 KiB, at least 1. No
 * source publishes a local NVMe throughput, so a larger I/O is held to the bytes the 4 KiB
 * figure moves (IOPS × 4 KiB): a conservative reading, said in the plan (`io-size`), where
 * taking the 4 KiB IOPS at any size would have one drive move 1.7 TB/s of 16 MiB reads.
 */
export function dioIoFactor(ioSizeKiB: number): number {
  return Math.max(1, ioSizeKiB / DIO_PUBLISHED_IO_KIB);
}

/**
 * The deck's all-devices headline ("~3.0MM" at 50/50 on BM.DenseIO2.52) against the one-device
 * curve × the drives at the same mix. The curve is measured at seven mixes; the headline is a
 * single figure printed to one decimal of a million, so the planner plans on the curve and
 * shows the difference.
 */
export function headlineCheck(
  shape: DenseIoShape,
): { readonly headline: number; readonly readPercent: number; readonly curve: number; readonly differencePercent: number } | null {
  const all = shape.allDevicesMeasured;
  const device = all ? deviceIops(shape, all.readPercent) : null;
  if (!all || device === null) return null;
  const curve = device * shape.drives.value;
  return { headline: all.iops.value, readPercent: all.readPercent, curve, differencePercent: ((all.iops.value - curve) / curve) * 100 };
}

/** The SLA floor: defined at 4 KiB 100% random write; applied by the planner at every mix. */
export function slaIops(shape: DenseIoShape): MixIops {
  return { iops: shape.slaIops.value, basis: 'sla', cited: shape.slaIops };
}

export interface RaidLayout {
  readonly usableDrives: number;
  readonly writePenalty: number;
  readonly valid: boolean;
  /** Why an invalid layout is not possible, as a code with the rule's figures (absent when valid). */
  readonly violation?: RaidViolation;
}

/** The drive rule a RAID layout breaks: too few drives, an odd count where pairs are needed, or too many. */
export interface RaidViolation {
  readonly code: 'tooFewDrives' | 'oddDrives' | 'tooManyDrives';
  readonly drives: number;
  readonly minDrives: number;
  readonly maxDrives: number | null;
}

/** Usable drives and write penalty of a RAID level over `drives` drives. */
export function raidLayout(raid: RaidLevel, drives: number): RaidLayout {
  const spec = raidLevelsCatalog[raid];
  const code =
    drives < spec.minDrives.value
      ? 'tooFewDrives'
      : spec.evenDrives && drives % 2 !== 0
        ? 'oddDrives'
        : spec.maxDrives !== undefined && drives > spec.maxDrives.value
          ? 'tooManyDrives'
          : null;
  const usable = raid === '0' ? drives : raid === '1' || raid === '10' ? drives / 2 : raid === '5' ? drives - 1 : drives - 2;
  return code === null
    ? { usableDrives: usable, writePenalty: spec.writePenalty.value, valid: true }
    : {
        usableDrives: Math.max(0, usable),
        writePenalty: spec.writePenalty.value,
        valid: false,
        violation: { code, drives, minDrives: spec.minDrives.value, maxDrives: spec.maxDrives?.value ?? null },
      };
}

/** Front-end IOPS from back-end IOPS under a write penalty: raw / (read + write x penalty). */
export function frontEndIops(rawIops: number, readPercent: number, penalty: number): number {
  const r = readPercent / 100;
  return finite(rawIops / (r + (1 - r) * penalty));
}
