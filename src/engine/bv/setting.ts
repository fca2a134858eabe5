/**
 * One Block Volume design as the planner holds it (edition, level, volumes, size, instance,
 * host bound, concurrency), and the look-ups both directions share.
 */
import { ownEntry } from '../../catalog/own.ts';
import { bvEditions, defaultCatalogs, findShape, latencyFacts } from '../../catalog/index.ts';
import type { BvEdition, BvLevel, Cited } from '../../catalog/types.ts';
import { clientConcurrency, type Concurrency, type ConcurrencyInput } from '../clients/concurrency.ts';
import type { InstanceLimits } from './instance.ts';
import type { Attachment } from './volume.ts';

/**
 * What bounds the aggregate of several volumes on one host: the published per-instance limits
 * of the chosen shape, and the edition's measured host maximum (bv-seed: twenty 1 TB volumes
 * gave 400,000 IOPS and 2.1 GB/s on one bare-metal host). The measurement bounds designs of
 * more than one volume (one volume is bounded by its own figures): in bv-seed, whose own figure
 * it is, always; in any edition when no shape is given (it is then the only host figure there
 * is); a shape with published limits in bv-current replaces it.
 */
export interface HostBound {
  readonly shape: 'published' | 'none';
  readonly measured: { readonly iops: Cited; readonly mbps: Cited; readonly volumes: number; readonly volumeSizeGB: number } | null;
}

/** A design: what `evaluate.ts` measures and `recommend.ts` settles on. */
export interface BvSetting {
  readonly edition: BvEdition;
  readonly level: BvLevel;
  readonly volumes: number;
  readonly sizeGB: number;
  readonly ioSizeKiB: number;
  readonly attachment: Attachment;
  readonly instance: InstanceLimits | null;
  readonly host: HostBound;
  readonly concurrency: Concurrency;
  /** A Flex instance shape given without OCPUs (its smallest size is assumed). */
  readonly ocpusAssumed?: boolean;
  /** The instance shape named, whether or not its per-instance limits are published (`instance`). */
  readonly shapeName?: string | undefined;
  /** A paravirtualized attachment was asked on bare metal, which attaches over iSCSI only: planned as iSCSI. */
  readonly attachmentForced?: boolean;
}

/**
 * The attachment a design can have: the one asked (iSCSI by default), except that bare metal
 * attaches block volumes over iSCSI only (S-BVOVR: "iSCSI attachments are the only option for
 * bare metal instances"), so a paravirtualized one asked there is planned as iSCSI, and said.
 */
export function attachmentFor(asked: Attachment | undefined, shape: string | undefined): { readonly attachment: Attachment; readonly forced: boolean } {
  if (asked === 'paravirtualized' && shape?.startsWith('BM.')) return { attachment: 'iscsi', forced: true };
  return { attachment: asked ?? 'iscsi', forced: false };
}

/** The measured host bound where it applies: to designs of more than one volume. */
export function measuredFor(host: HostBound, volumes: number): HostBound['measured'] {
  return volumes > 1 ? host.measured : null;
}

/** The bound on the aggregate: see `HostBound`. */
export function hostBoundFor(edition: BvEdition, instance: InstanceLimits | null): HostBound {
  const m = edition.hostMeasurement;
  const measured = m && (edition.id === 'bv-seed' || !instance) ? { iops: m.iops, mbps: m.mbps, volumes: m.volumes, volumeSizeGB: m.volumeSizeGB } : null;
  return { shape: instance ? 'published' : 'none', measured };
}

/** The Block Volume edition of a catalog id (the default when none is given). */
export function bvEdition(id: string | undefined): BvEdition | undefined {
  return ownEntry<BvEdition>(bvEditions, id ?? defaultCatalogs.blockVolume);
}

/** A performance level by id, by VPUs per GB, or the edition's default. */
export function findLevel(edition: BvEdition, id?: string, vpusPerGB?: number): BvLevel | undefined {
  if (id) return edition.levels.find((l) => l.id === id);
  if (vpusPerGB !== undefined) return edition.levels.find((l) => l.vpusPerGB.value === vpusPerGB);
  return edition.levels.find((l) => l.id === edition.defaultLevelId);
}

/** A Flex shape given without OCPUs (the planner then assumes its smallest size). */
export function flexWithoutOcpus(shapeId: string | undefined, ocpus: number | undefined): boolean {
  return shapeId !== undefined && ocpus === undefined && findShape(shapeId)?.ocpus === null;
}

/** The instance's concurrency at the Block Volume latency (sub-millisecond at P95: 1 ms as the bound). */
export function bvConcurrency(input: ConcurrencyInput): Concurrency {
  return clientConcurrency(input, latencyFacts.bvMs);
}

/** A volume size within the edition's minimum and maximum, in whole GB. */
export function clampSize(edition: BvEdition, sizeGB: number): number {
  return Math.min(edition.maxVolumeGB.value, Math.max(edition.minVolumeGB.value, Math.round(sizeGB)));
}
