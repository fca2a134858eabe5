import { describe, expect, it } from 'vitest';
import type { FioPlan } from './plan.ts';
import { blockTarget, blockVolumeDevice, designDevices, fssTarget, lustreTarget, nvmeDevices } from './targets.ts';

const plan = (over: Partial<FioPlan>): FioPlan => ({
  service: 'block-volume',
  catalog: 'bv-current',
  readPercent: 50,
  readIoSizeKiB: 4,
  writeIoSizeKiB: 4,
  iops: 1000,
  throughputMBps: 4,
  latencyUs: 1000,
  clients: 1,
  outstandingPerClient: 1,
  threads: null,
  queueDepth: null,
  bindingLimit: 'volumeIops',
  assumptions: [],
  fss: null,
  bv: { volumes: 3, volumeSizeGB: 1000, performanceLevel: 'balanced' },
  dio: null,
  lustre: null,
  ...over,
});

describe('fio targets', () => {
  it('names block volumes by OCI consistent device paths, skipping the boot volume', () => {
    expect(blockVolumeDevice(0)).toBe('/dev/oracleoci/oraclevdb');
    expect(blockVolumeDevice(24)).toBe('/dev/oracleoci/oraclevdz');
    expect(blockVolumeDevice(25)).toBe('/dev/oracleoci/oraclevdaa');
    expect(blockVolumeDevice(31)).toBe('/dev/oracleoci/oraclevdag');
    expect(nvmeDevices(2)).toEqual(['/dev/nvme0n1', '/dev/nvme1n1']);
  });

  it('addresses the RAID set of several NVMe drives, and every volume of a block design', () => {
    expect(designDevices(plan({ bv: null, dio: { shape: 'x', raid: '10', drives: 4 } })).target).toEqual(['/dev/md0']);
    expect(designDevices(plan({ bv: null, dio: { shape: 'x', raid: '0', drives: 1 } })).target).toEqual(['/dev/nvme0n1']);
    expect(designDevices(plan({})).target).toHaveLength(3);
  });

  it('never writes to a raw device unless asked: writes go to a scratch file', () => {
    const t = blockTarget(plan({}), true, 'bv.dat', {});
    expect(t).toMatchObject({ kind: 'file', path: '/mnt/fio-scratch/bv.dat', readOnly: false });
    expect(t.sizeBytes).toBeGreaterThan(0);
  });

  it('reads devices under --readonly, and writes to them only with rawDeviceWrites', () => {
    expect(blockTarget(plan({}), false, 'bv.dat', {})).toMatchObject({
      kind: 'device',
      readOnly: true,
      path: '/dev/oracleoci/oraclevdb:/dev/oracleoci/oraclevdc:/dev/oracleoci/oraclevdd',
    });
    expect(blockTarget(plan({}), true, 'bv.dat', { rawDeviceWrites: true })).toMatchObject({ kind: 'device', readOnly: false });
  });

  it('redirects every target into scratchDir', () => {
    expect(blockTarget(plan({}), false, 'bv.dat', { scratchDir: '/tmp/x' })).toMatchObject({ kind: 'file', path: '/tmp/x/bv.dat' });
    expect(fssTarget('client-01', { scratchDir: '/tmp/x' }).path).toBe('/tmp/x/client-01');
    expect(fssTarget('client-01', {}).path).toBe('/mnt/fss/fio-scratch/client-01');
    expect(lustreTarget('client-01', { scratchDir: '/tmp/x' }).path).toBe('/tmp/x/client-01');
  });

  it('Lustre: a directory of its own per client on the mounted file system, never a device', () => {
    expect(lustreTarget('client-03', {})).toEqual({
      kind: 'directory',
      path: '/mnt/lustre/fio-scratch/client-03',
      sizeBytes: 1024 * 1024 * 1024,
      readOnly: false,
      devices: [],
    });
    expect(lustreTarget('client-03', { mountPoint: '/lfs', sizeMiB: 16 })).toMatchObject({ path: '/lfs/fio-scratch/client-03', sizeBytes: 16 * 1024 * 1024 });
  });
});
