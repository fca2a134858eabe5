import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fssMountScript, lustreMountCommand, lustreMountScript, mountCommand, mountOptions } from './mount.ts';

describe('File Storage mounts for the test', () => {
  it('adds nconnect only where the plan counts more than one connection', () => {
    expect(mountOptions({ nconnect: 1 })).toBe('vers=3,proto=tcp,hard');
    expect(mountOptions({ nconnect: 16 })).toBe('vers=3,proto=tcp,hard,nconnect=16');
    expect(mountCommand({ nconnect: 1, inTransitEncryption: true }, 2)).toContain('-t oci-fss');
  });

  it('mounts each client through its own mount target', () => {
    const script = fssMountScript(
      { mountTargets: 2, mountTargetType: 'standard', nconnect: 4, clientMBps: null, inTransitEncryption: false, clientMountTarget: [1, 1, 2] },
      ['c1', 'c2', 'c3'],
    );
    expect(script).toMatch(/^#!\/bin\/sh\n/);
    expect(script).toContain('  c3) MT=2 ;;');
    expect(script).toContain('2) mount -t nfs -o vers=3,proto=tcp,hard,nconnect=4 "$MOUNT_TARGET_2:$EXPORT_PATH" /mnt/fss ;;');
  });
});

describe('Lustre mounts for the test', () => {
  it('mounts the one file system with the Lustre client, placeholders from the console’s mount command', () => {
    expect(lustreMountCommand()).toBe('mount -t lustre "$MGS_IP@tcp:/$FS_NAME" /mnt/lustre');
    const script = lustreMountScript(['c1', 'c2']);
    expect(script).toMatch(/^#!\/bin\/sh\n/);
    expect(script).toContain('MGS_IP="${MGS_IP:-MGS-IP-ADDRESS}"');
    expect(script).toContain('  c1|c2) ;;');
    expect(script).toContain('mkdir -p /mnt/lustre/fio-scratch/"$1"');
  });

  // The script itself, run by sh with a fake mount.lustre and mount that record their arguments.
  const run = (args: string[], env: Record<string, string>, withClient: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), 'lustre-mount-'));
    try {
      const root = join(dir, 'root');
      writeFileSync(join(dir, 'mount.sh'), lustreMountScript(['c1', 'c2'], `${root}/mnt`));
      for (const tool of withClient ? ['mount.lustre', 'mount'] : ['mount']) {
        writeFileSync(join(dir, tool), `#!/bin/sh\necho "${tool} $*" >> ${dir}/log\n`);
        chmodSync(join(dir, tool), 0o755);
      }
      const r = spawnSync('/bin/sh', [join(dir, 'mount.sh'), ...args], { env: { PATH: `${dir}:/usr/bin:/bin`, ...env }, encoding: 'utf8' });
      const log = spawnSync('cat', [join(dir, 'log')], { encoding: 'utf8' }).stdout;
      return {
        status: r.status,
        stderr: r.stderr,
        log: log.replaceAll(root, 'ROOT'),
        scratch: spawnSync('test', ['-d', `${root}/mnt/fio-scratch/c2`]).status === 0,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('refuses an unknown client and unfilled placeholders, and a host without the Lustre client', () => {
    expect(run(['c9'], { MGS_IP: '10.0.0.5', FS_NAME: 'lfs' }, true)).toMatchObject({ status: 2, log: '' });
    expect(run(['c2'], {}, true)).toMatchObject({ status: 2, stderr: expect.stringContaining('set MGS_IP and FS_NAME'), log: '' });
    expect(run(['c2'], { MGS_IP: '10.0.0.5', FS_NAME: 'lfs' }, false)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('Lustre client is not installed'),
      log: '',
    });
  });

  it('mounts MGS@tcp:/fsname and makes the client’s scratch directory', () => {
    expect(run(['c2'], { MGS_IP: '10.0.0.5', FS_NAME: 'lfs' }, true)).toEqual({
      status: 0,
      stderr: '',
      log: 'mount -t lustre 10.0.0.5@tcp:/lfs ROOT/mnt\n',
      scratch: true,
    });
  });
});
