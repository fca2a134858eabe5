/**
 * How each File Storage client mounts the file system for the test: NFSv3 over TCP, hard
 * mounts, no rsize/wsize (fss-2024-11 recommends the defaults), and `nconnect` only where the
 * plan counts more than one connection per client. In-transit encryption mounts through
 * oci-fss-utils (`-t oci-fss`) instead of plain NFS.
 */
import type { FioFssPlan } from './plan.ts';
import { DEFAULT_FSS_MOUNT_POINT, SCRATCH_SUBDIRECTORY } from './targets.ts';

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
  const lines = [
    '#!/bin/sh',
    '# usage: sudo sh mount.sh CLIENT   (a name from hosts.list)',
    'set -eu',
    'EXPORT_PATH="${EXPORT_PATH:-/EXPORT-PATH}"',
  ];
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
