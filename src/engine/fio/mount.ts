/**
 * How each File Storage client mounts the file system for the test: NFSv3 over TCP, hard
 * mounts, no rsize/wsize (fss-2024-11 recommends the defaults), and `nconnect` only where the
 * plan counts more than one connection per client. In-transit encryption mounts through
 * oci-fss-utils (`-t oci-fss`) instead of plain NFS.
 */
import type { FioFssPlan } from './plan.ts';
import { DEFAULT_FSS_MOUNT_POINT, DEFAULT_LUSTRE_MOUNT_POINT, SCRATCH_SUBDIRECTORY } from './targets.ts';

/** The `-o` options of the mount. */
export function mountOptions(fss: Pick<FioFssPlan, 'nconnect'>): string {
  return ['vers=3', 'proto=tcp', 'hard', ...(fss.nconnect > 1 ? [`nconnect=${fss.nconnect}`] : [])].join(',');
}

/** The mount command for one client, with shell variables for the mount target's address and the export path. */
export function mountCommand(fss: Pick<FioFssPlan, 'nconnect' | 'inTransitEncryption'>, mountTarget: number, mountPoint = DEFAULT_FSS_MOUNT_POINT): string {
  const type = fss.inTransitEncryption ? 'oci-fss' : 'nfs';
  return `mount -t ${type} -o ${mountOptions(fss)} "$MOUNT_TARGET_${mountTarget}:$EXPORT_PATH" ${mountPoint}`;
}

/**
 * A POSIX shell script, run as root on each client with its name from hosts.list: mounts the
 * file system through that client's planned mount target and makes its scratch directory.
 * The addresses and export path are placeholders to fill in (or set in the environment).
 */
export function fssMountScript(fss: FioFssPlan, clients: readonly string[], mountPoint = DEFAULT_FSS_MOUNT_POINT, makeScratch = true): string {
  const lines = ['#!/bin/sh', '# usage: sudo sh mount.sh CLIENT   (a name from hosts.list)', 'set -eu', 'EXPORT_PATH="${EXPORT_PATH:-/EXPORT-PATH}"'];
  for (let mt = 1; mt <= fss.mountTargets; mt++) lines.push(`MOUNT_TARGET_${mt}="\${MOUNT_TARGET_${mt}:-MOUNT-TARGET-${mt}-IP}"`);
  lines.push('case "${1:-}" in');
  clients.forEach((c, i) => lines.push(`  ${c}) MT=${fss.clientMountTarget[i]} ;;`));
  lines.push(`  *) echo "usage: sudo sh mount.sh CLIENT (${clients[0] ?? ''} .. ${clients[clients.length - 1] ?? ''})" >&2; exit 2 ;;`);
  lines.push('esac');
  lines.push(`mkdir -p ${mountPoint}`);
  lines.push('case "$MT" in');
  for (let mt = 1; mt <= fss.mountTargets; mt++) lines.push(`  ${mt}) ${mountCommand(fss, mt, mountPoint)} ;;`);
  lines.push('esac');
  if (makeScratch) lines.push(`mkdir -p ${mountPoint}/${SCRATCH_SUBDIRECTORY}/"$1"`);
  return lines.join('\n') + '\n';
}

/** The Lustre mount, with shell variables for the MGS address and the file system name. */
export function lustreMountCommand(mountPoint = DEFAULT_LUSTRE_MOUNT_POINT): string {
  return `mount -t lustre "$MGS_IP@tcp:/$FS_NAME" ${mountPoint}`;
}

/**
 * A POSIX shell script, run as root on each Lustre client with its name from hosts.list: checks
 * that the Lustre client is installed (its mount helper, mount.lustre), mounts the file system
 * and makes the client's scratch directory. Every client mounts the same file system; the MGS
 * address and the file system name are placeholders to fill in from the mount command the OCI
 * console shows for the file system (or to set in the environment). No mount options are added:
 * none is planned.
 */
export function lustreMountScript(clients: readonly string[], mountPoint = DEFAULT_LUSTRE_MOUNT_POINT, makeScratch = true): string {
  const lines = [
    '#!/bin/sh',
    '# usage: sudo sh mount.sh CLIENT   (a name from hosts.list)',
    '# MGS_IP and FS_NAME: from the mount command the OCI console shows for the file system.',
    'set -eu',
    'MGS_IP="${MGS_IP:-MGS-IP-ADDRESS}"',
    'FS_NAME="${FS_NAME:-FS-NAME}"',
    'case "${1:-}" in',
    `  ${clients.length > 0 ? clients.join('|') : 'client-01'}) ;;`,
    `  *) echo "usage: sudo sh mount.sh CLIENT (${clients[0] ?? ''} .. ${clients[clients.length - 1] ?? ''})" >&2; exit 2 ;;`,
    'esac',
    'if [ "$MGS_IP" = MGS-IP-ADDRESS ] || [ "$FS_NAME" = FS-NAME ]; then echo "set MGS_IP and FS_NAME first (the OCI console shows them in the mount command)" >&2; exit 2; fi',
    'if ! command -v mount.lustre >/dev/null 2>&1; then echo "the Lustre client is not installed on this host (no mount.lustre)" >&2; exit 1; fi',
    `mkdir -p ${mountPoint}`,
    lustreMountCommand(mountPoint),
  ];
  if (makeScratch) lines.push(`mkdir -p ${mountPoint}/${SCRATCH_SUBDIRECTORY}/"$1"`);
  return lines.join('\n') + '\n';
}
