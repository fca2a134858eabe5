/**
 * The cloud-init file of a Dense I/O host: the RAID the plan chose, built with mdadm over the
 * local NVMe drives at first boot (OCI builds none), formatted XFS and mounted. It refuses to
 * build anything when the host does not show the planned number of drives.
 */
import type { CloudInit } from '../engine/deploy/index.ts';

/** The cloud-config text for one host design. */
export function cloudInitText(c: CloudInit): string {
  const single = c.drives === 1;
  const build = single
    ? ['      device="${drives[0]}"']
    : [
        `      mdadm --create /dev/md0 --run --level=${c.raid} --raid-devices=${c.drives} "\${drives[@]}"`,
        '      mdadm --detail --scan >> /etc/mdadm.conf',
        '      device=/dev/md0',
      ];
  return [
    '#cloud-config',
    `# RAID ${c.raid} over ${c.drives} local NVMe drive${single ? '' : 's'}, mounted on ${c.mountPoint}.`,
    '# OCI builds no RAID on local NVMe and does not back it up: the layout is this file.',
    'packages:',
    '  - mdadm',
    '  - xfsprogs',
    'write_files:',
    '  - path: /usr/local/sbin/build-nvme-raid.sh',
    "    permissions: '0755'",
    '    content: |',
    '      #!/bin/bash',
    '      set -euo pipefail',
    '      shopt -s nullglob',
    '      drives=(/dev/nvme*n1)',
    `      if [ "\${#drives[@]}" -ne ${c.drives} ]; then`,
    `        echo "expected ${c.drives} NVMe drives, found \${#drives[@]}: no RAID built" >&2`,
    '        exit 1',
    '      fi',
    ...build,
    '      mkfs.xfs -f "$device"',
    `      mkdir -p ${c.mountPoint}`,
    `      echo "UUID=$(blkid -s UUID -o value "$device") ${c.mountPoint} xfs defaults,noatime,nofail 0 2" >> /etc/fstab`,
    `      mount ${c.mountPoint}`,
    'runcmd:',
    '  - [/usr/local/sbin/build-nvme-raid.sh]',
    '',
  ].join('\n');
}
