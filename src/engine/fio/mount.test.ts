import { describe, expect, it } from 'vitest';
import { fssMountScript, mountCommand, mountOptions } from './mount.ts';

describe('File Storage mounts for the test', () => {
  it('adds nconnect only where the plan counts more than one connection', () => {
    expect(mountOptions({ nconnect: 1 })).toBe('vers=3,proto=tcp,hard');
    expect(mountOptions({ nconnect: 16 })).toBe('vers=3,proto=tcp,hard,nconnect=16');
    expect(mountCommand({ nconnect: 1, inTransitEncryption: true }, 2)).toContain('-t oci-fss');
  });

  it('mounts each client through its own mount target', () => {
    const script = fssMountScript({ mountTargets: 2, nconnect: 4, clientMBps: null, inTransitEncryption: false, clientMountTarget: [1, 1, 2] }, ['c1', 'c2', 'c3']);
    expect(script).toMatch(/^#!\/bin\/sh\n/);
    expect(script).toContain('  c3) MT=2 ;;');
    expect(script).toContain('2) mount -t nfs -o vers=3,proto=tcp,hard,nconnect=4 "$MOUNT_TARGET_2:$EXPORT_PATH" /mnt/fss ;;');
  });
});
