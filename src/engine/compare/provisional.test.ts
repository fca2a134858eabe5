import { describe, expect, it } from 'vitest';
import { flexDefaultMemoryPerOcpuGB } from '../../catalog/index.ts';
import { planWorkloads } from '../workloads/index.ts';
import { compareServices } from './index.ts';

/** Issue 36's render farm: 12 GB/s of 1 MiB reads and 2 GB/s of writes, 40 TB, 32 E5.Flex clients of 16 OCPUs, memory not entered. */
const render = {
  readMBps: 12_000,
  writeMBps: 2_000,
  ioSizeKiB: 1024,
  capacityGB: 40_000,
  clients: 32,
  clientShape: 'VM.Standard.E5.Flex',
  clientOcpus: 16,
  sharedAccess: true,
};
/** The GPU meeting without the GPUs' price: no whole bill can be completed. */
const gpuUnpriced = { readMBps: 20_000, ioSizeKiB: 1024, capacityGB: 500_000, clients: 64, clientShape: 'BM.GPU.H100.8' };

describe('a headline that says what is true (issue 36 item 2)', () => {
  it('a Flex client without memory is planned on OCI’s default memory for the shape, said as assumed, so a cheapest is named', () => {
    const c = compareServices(render);
    expect(c.cheapest).not.toBeNull();
    expect(c.unranked).toEqual([]);
    const perOcpu = flexDefaultMemoryPerOcpuGB['VM.Standard.E5.Flex']!.value;
    for (const e of c.entries.filter((x) => x.service !== 'dense-io'))
      expect(e.bill.notes).toContainEqual({
        code: 'client-memory-assumed',
        params: { shape: 'VM.Standard.E5.Flex', memoryGB: 16 * perOcpu, perOcpuGB: perOcpu },
      });
  });

  it('services carry it but a whole bill lacks a price: they are named, and ranked on storage alone meanwhile; never “none carries”', () => {
    const c = compareServices(gpuUnpriced);
    expect(c.cheapest).toBeNull();
    const fitting = c.entries.filter((e) => e.fits);
    expect(fitting.length).toBeGreaterThan(0);
    expect(c.provisional?.carriers).toEqual(fitting.map((e) => e.service));
    const least = fitting.filter((e) => e.monthlyUSD !== null).sort((a, b) => a.monthlyUSD! - b.monthlyUSD!)[0]!;
    expect(c.provisional?.service).toBe(least.service);
    expect(c.provisional?.basis).toBe('storage');
    // A comparison that names a cheapest has no provisional ranking.
    expect(compareServices(render).provisional).toBeUndefined();
  });

  it('a workload set to “cheapest” follows the same rule: the cheapest on storage alone, not the first that fits', () => {
    const r = planWorkloads({
      version: 6,
      mode: 'recommend',
      service: 'workloads',
      workloads: [
        { name: 'training', service: 'cheapest', requirement: gpuUnpriced },
        { name: 'home', service: 'file-storage', requirement: { readMBps: 200, ioSizeKiB: 64, capacityGB: 5_000, clients: 20 } },
        { name: 'db', service: 'block-volume', requirement: { readIops: 20_000, writeIops: 10_000, ioSizeKiB: 8, capacityGB: 2_000 } },
      ],
    } as never);
    const training = r.workloads[0]!;
    expect(training.compare!.cheapest).toBeNull();
    expect(training.service).toBe(training.compare!.provisional!.service);
    expect(training.service).toBe('lustre');
    expect(training.notes).toContainEqual({ code: 'cheapest-unranked', params: { service: 'lustre' } });
  });
});
