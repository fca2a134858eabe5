import { describe, expect, it } from 'vitest';
import { compareServices } from './compare.ts';

describe('compareServices', () => {
  it('a mount-target type the File Storage edition lacks: no throw; planned with the types it has, and the entry says why it does not fit', () => {
    // Before the fix this threw "Cannot read properties of undefined (reading 'design')".
    const r = compareServices({ ioSizeKiB: 4, readMBps: 50, mountTargetType: 'hpmt-40' }, { fileStorage: 'fss-2023-08' });
    const fss = r.entries[0]!;
    expect(fss.service).toBe('file-storage');
    expect(fss.fits).toBe(false);
    expect(fss.why[0]).toBe('fss-2023-08 has no HPMT-40 mount target; planned with the types it has');
    expect('mountTargetType' in r.fileStorage.design && r.fileStorage.design.mountTargetType).toBe('standard');
  });

  it('gives one entry per service, and the cheapest that fits', () => {
    const r = compareServices({ readMBps: 800, writeMBps: 200, ioSizeKiB: 64, capacityGB: 5000, clients: 8, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8, sharedAccess: true });
    expect(r.entries.map((e) => e.service)).toEqual(['file-storage', 'block-volume', 'dense-io']);
    // Shared by 8 clients: only File Storage shares its data.
    expect(r.entries.filter((e) => e.fits).map((e) => e.service)).toEqual(['file-storage']);
    expect(r.cheapest).toBe('file-storage');
  });
});
