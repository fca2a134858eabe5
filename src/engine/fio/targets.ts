/**
 * Where each job reads and writes. Safety first: a job that writes goes to a scratch file (or,
 * on File Storage, fio's own files in a scratch directory) unless the caller explicitly asks for
 * raw-device writes; a read-only job may read the devices the design attaches, and then runs
 * with fio's `--readonly` guard.
 *
 * Device names: OCI consistent device paths for block volumes (/dev/oracleoci/oraclevdb, …,
 * oraclevdz, oraclevdaa, …), NVMe namespaces for local drives (/dev/nvme0n1, …), and the RAID set
 * the Dense I/O design builds over them (/dev/md0). Several block volumes are tested together
 * by listing them all (fio spreads the I/O over `filename=a:b:…`), which is what the plan counts:
 * volumes × per-volume performance, however the customer stripes them.
 */
import { BYTES_PER_MIB } from '../units.ts';
import type { FioPlan } from './plan.ts';

/** Per job, File Storage: fss-2024-11's test used `--size=1G`. */
export const FSS_SCRATCH_MIB = 1024;
/** Block devices: bv-seed's and oci-2019-10's tests used `--fio_size=10g`. */
export const BLOCK_SCRATCH_MIB = 10 * 1024;
/**
 * Per job, Lustre: no fio test of Lustre is published, so the size of File Storage's
 * (fss-2024-11, `--size=1G`) is carried over.
 */
export const LUSTRE_SCRATCH_MIB = FSS_SCRATCH_MIB;
export const DEFAULT_FSS_MOUNT_POINT = '/mnt/fss';
export const DEFAULT_LUSTRE_MOUNT_POINT = '/mnt/lustre';
export const DEFAULT_SCRATCH_MOUNT_POINT = '/mnt/fio-scratch';
export const SCRATCH_SUBDIRECTORY = 'fio-scratch';

export interface FioTargetOptions {
  /** Redirect every target into this directory (tests, dry runs on any machine). */
  readonly scratchDir?: string;
  /** Let write jobs target the raw devices: destroys what is on them. */
  readonly rawDeviceWrites?: boolean;
  /** Where each client mounts the file system (File Storage, Lustre). */
  readonly mountPoint?: string;
  /** Where a Block Volume or Dense I/O write test finds a file system for its scratch file. */
  readonly scratchMountPoint?: string;
  /** Scratch file size per job, MiB. */
  readonly sizeMiB?: number;
}

export interface FioTarget {
  /** `directory=` (fio lays out its own files), `filename=` a scratch file, or `filename=` devices. */
  readonly kind: 'directory' | 'file' | 'device';
  /** The path; several devices are joined with `:` as fio reads them. */
  readonly path: string;
  readonly sizeBytes: number | null;
  /** Run with `--readonly`: the job only reads a device. */
  readonly readOnly: boolean;
  /** The block devices the design attaches (empty for File Storage). */
  readonly devices: readonly string[];
}

/** The OCI consistent device path of the n-th attached block volume (0-based): oraclevdb, …, oraclevdz, oraclevdaa, … */
export function blockVolumeDevice(n: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const i = n + 1; // oraclevda is the boot volume
  const name = i < 26 ? letters[i]! : letters[Math.floor(i / 26) - 1]! + letters[i % 26]!;
  return `/dev/oracleoci/oraclevd${name}`;
}

/** The local NVMe namespaces of a Dense I/O shape. */
export function nvmeDevices(drives: number): string[] {
  return Array.from({ length: Math.max(1, drives) }, (_, i) => `/dev/nvme${i}n1`);
}

/** The devices a block design attaches and the one the jobs address (RAID set or volume list). */
export function designDevices(plan: FioPlan): { attached: string[]; target: string[] } {
  if (plan.bv) {
    const volumes = Array.from({ length: plan.bv.volumes }, (_, i) => blockVolumeDevice(i));
    return { attached: volumes, target: volumes };
  }
  const drives = nvmeDevices(plan.dio?.drives ?? 1);
  return { attached: drives, target: drives.length > 1 ? ['/dev/md0'] : drives };
}

const mib = (n: number) => Math.round(n * BYTES_PER_MIB);

function sharedTarget(client: string, o: FioTargetOptions, mountPoint: string, sizeMiB: number): FioTarget {
  const root = o.scratchDir ?? `${o.mountPoint ?? mountPoint}/${SCRATCH_SUBDIRECTORY}`;
  return { kind: 'directory', path: `${root}/${client}`, sizeBytes: mib(o.sizeMiB ?? sizeMiB), readOnly: false, devices: [] };
}

/** The target of one File Storage client's job: its own scratch directory on the mount. */
export function fssTarget(client: string, o: FioTargetOptions): FioTarget {
  return sharedTarget(client, o, DEFAULT_FSS_MOUNT_POINT, FSS_SCRATCH_MIB);
}

/** The target of one Lustre client's job: its own scratch directory on the mounted file system, never a device. */
export function lustreTarget(client: string, o: FioTargetOptions): FioTarget {
  return sharedTarget(client, o, DEFAULT_LUSTRE_MOUNT_POINT, LUSTRE_SCRATCH_MIB);
}

/** The target of a Block Volume or Dense I/O job. */
export function blockTarget(plan: FioPlan, writes: boolean, fileName: string, o: FioTargetOptions): FioTarget {
  const { attached, target } = designDevices(plan);
  const size = mib(o.sizeMiB ?? BLOCK_SCRATCH_MIB);
  if (o.scratchDir !== undefined) return { kind: 'file', path: `${o.scratchDir}/${fileName}`, sizeBytes: size, readOnly: false, devices: attached };
  if (!writes || o.rawDeviceWrites === true) return { kind: 'device', path: target.join(':'), sizeBytes: null, readOnly: !writes, devices: attached };
  return { kind: 'file', path: `${o.scratchMountPoint ?? DEFAULT_SCRATCH_MOUNT_POINT}/${fileName}`, sizeBytes: size, readOnly: false, devices: attached };
}
