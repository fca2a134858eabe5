import { describe, expect, it } from 'vitest';
import { instanceShapes, localNvmeOf } from '../../catalog/index.ts';
import { HOURS_PER_MONTH } from '../units.ts';
import { clientsReplaceable } from '../cost/wholeBill.ts';
import { compareServices } from './index.ts';

/** Issue 36's AI training meeting: 20 GB/s of 1 MiB reads, 500 TB, 64 GPU clients with their price entered. */
const gpu = { readMBps: 20_000, ioSizeKiB: 1024, capacityGB: 500_000, clients: 64, clientShape: 'BM.GPU.H100.8' };
const H100_USD_PER_HOUR = 80;
const priced = { overrides: { 'instance:BM.GPU.H100.8': H100_USD_PER_HOUR } };

describe('clients storage cannot replace (issue 36 item 1)', () => {
  it('a Dense I/O host stands in only for general-purpose clients: every GPU and HPC shape keeps its clients', () => {
    const gpuShapes = instanceShapes.filter((s) => s.gpus !== undefined);
    expect(gpuShapes.length).toBeGreaterThan(0);
    for (const s of gpuShapes) expect(clientsReplaceable({ clientShape: s.id })).toBe(false);
    expect(clientsReplaceable({ clientShape: 'BM.Optimized3.36' })).toBe(false);
    expect(clientsReplaceable({ clientShape: 'VM.Optimized3.Flex' })).toBe(false);
    for (const s of instanceShapes.filter((x) => /^(VM|BM)\.Standard/.test(x.id))) expect(clientsReplaceable({ clientShape: s.id })).toBe(true);
    expect(clientsReplaceable({})).toBe(true);
  });

  it('64 × BM.GPU.H100.8: the cheapest whole bill is Lustre or File Storage, and Dense I/O’s whole bill is its hosts plus the GPUs', () => {
    const c = compareServices(gpu, {}, priced);
    expect(c.basis).toBe('whole');
    expect(['lustre', 'file-storage']).toContain(c.cheapest);
    const dio = c.entries.find((e) => e.service === 'dense-io')!;
    const gpus = 64 * H100_USD_PER_HOUR * HOURS_PER_MONTH;
    expect(dio.bill.computeMonthlyUSD).toBeCloseTo(gpus, 6);
    expect(dio.bill.wholeMonthlyUSD).toBeCloseTo(dio.bill.storageMonthlyUSD! + gpus, 6);
    const codes = dio.bill.notes.map((n) => n.code);
    expect(codes).toContain('dio-beside-clients');
    expect(codes).not.toContain('dio-app-on-hosts');
    expect(codes).not.toContain('dio-hosts-replace-clients');
    // The Dense I/O hosts are sized for the data, not one per GPU client.
    expect(c.denseIo.hosts.ocpus).toBeNull();
    // Every service's whole bill carries the same 64 GPU clients.
    for (const e of c.entries) expect(e.bill.computeMonthlyUSD).toBeCloseTo(gpus, 6);
  });

  it('says beside Dense I/O that the GPU shape has its own local NVMe (16 × 3.84 TB, S-SHAPES-2025), not shared, not protected', () => {
    const c = compareServices(gpu, {}, priced);
    const nvme = localNvmeOf('BM.GPU.H100.8')!;
    expect(nvme.drives.source).toBe('S-SHAPES-2025');
    const note = c.entries.find((e) => e.service === 'dense-io')!.bill.notes.find((n) => n.code === 'client-local-nvme');
    expect(note?.params).toEqual({
      shape: 'BM.GPU.H100.8',
      drives: nvme.drives.value,
      driveTB: nvme.driveTB.value,
      totalTB: nvme.drives.value * nvme.driveTB.value,
    });
    expect(nvme.drives.value * nvme.driveTB.value).toBeCloseTo(61.44, 9);
  });

  it('general-purpose clients: the Dense I/O hosts replace them, as many as the clients, and no client is added', () => {
    const c = compareServices({ ...gpu, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16, clientMemoryGB: 128 });
    const dio = c.entries.find((e) => e.service === 'dense-io')!;
    expect(dio.bill.computeMonthlyUSD).toBe(0);
    expect(dio.bill.notes.map((n) => n.code)).toContain('dio-app-on-hosts');
    expect(c.denseIo.hosts).toEqual({ count: 64, ocpus: 16, memoryGB: 128 });
  });
});
