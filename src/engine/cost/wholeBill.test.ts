import { describe, expect, it } from 'vitest';
import { flexDefaultMemoryPerOcpuGB, priceBook } from '../../catalog/index.ts';
import { compareServices } from '../compare/index.ts';
import { HOURS_PER_MONTH } from '../units.ts';
import { billBasisOf, clientCompute, clientMemoryOf, wholeBill } from './wholeBill.ts';

const base = { ioSizeKiB: 1024, readMBps: 2000, writeMBps: 200, capacityGB: 10_000 };

describe('clientCompute', () => {
  it('prices clients × (OCPUs × B97384 + memory × B97385) × 730 h for E5.Flex', () => {
    const c = clientCompute({ ...base, clients: 4, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8, clientMemoryGB: 64 });
    const expected = 4 * (8 * priceBook.standardE5Ocpu.usd + 64 * priceBook.standardE5MemoryGB.usd) * HOURS_PER_MONTH;
    expect(c.cost.monthlyUSD).toBeCloseTo(expected, 9);
    expect(c.cost.lines.map((l) => l.sku)).toEqual(['B97384', 'B97385']);
    expect(c.complete).toBe(true);
  });

  it('a Flex shape without memory entered: OCI’s default memory for the shape (per OCPU × OCPUs, S-SHAPES-DEFAULTS), marked assumed', () => {
    for (const [shape, ocpu, memory] of [
      ['VM.Standard.E4.Flex', 'standardE4Ocpu', 'standardE4MemoryGB'],
      ['VM.Standard.E5.Flex', 'standardE5Ocpu', 'standardE5MemoryGB'],
    ] as const) {
      const perOcpu = flexDefaultMemoryPerOcpuGB[shape]!.value;
      const c = clientCompute({ ...base, clients: 2, clientShape: shape, clientOcpus: 16 });
      expect(c.complete).toBe(true);
      expect(c.notes).toContainEqual({ code: 'client-memory-assumed', params: { shape, memoryGB: 16 * perOcpu, perOcpuGB: perOcpu } });
      expect(c.cost.monthlyUSD).toBeCloseTo(2 * (16 * priceBook[ocpu].usd + 16 * perOcpu * priceBook[memory].usd) * HOURS_PER_MONTH, 6);
      // Entered memory wins, and nothing is assumed.
      const entered = clientCompute({ ...base, clients: 2, clientShape: shape, clientOcpus: 16, clientMemoryGB: 32 });
      expect(entered.notes.map((n) => n.code)).not.toContain('client-memory-assumed');
    }
    expect(clientMemoryOf({ clientShape: 'VM.Standard.E5.Flex' })).toEqual({
      memoryGB: flexDefaultMemoryPerOcpuGB['VM.Standard.E5.Flex']!.value,
      assumed: true,
      perOcpuGB: 12,
    });
    expect(clientMemoryOf({ clientShape: 'VM.Standard2.8' }).memoryGB).toBeNull();
  });

  it('prices an X7 Standard VM on its one OCPU SKU, complete without memory', () => {
    const c = clientCompute({ ...base, clients: 3, clientShape: 'VM.Standard2.8' });
    expect(c.complete).toBe(true);
    expect(c.cost.monthlyUSD).toBeCloseTo(3 * 8 * priceBook.standardX7VmOcpu.usd * HOURS_PER_MONTH, 9);
  });

  it('leaves out a shape the price feed does not list, and a missing shape, never inventing a figure', () => {
    for (const clientShape of ['VM.Standard.A1.Flex', 'BM.Standard.E5.192', 'No.Such.Shape']) {
      const c = clientCompute({ ...base, clients: 2, clientShape });
      expect(c.cost.monthlyUSD).toBe(0);
      expect(c.complete).toBe(false);
      expect(c.notes[0]).toEqual({ code: 'client-shape-unpriced', params: { shape: clientShape, key: `instance:${clientShape}` } });
    }
    expect(clientCompute({ ...base, clients: 2 }).notes[0]!.code).toBe('client-shape-missing');
  });

  it('applies the discount and a price override', () => {
    const r = { ...base, clients: 1, clientShape: 'VM.Standard.E6.Flex', clientOcpus: 2, clientMemoryGB: 8 };
    const list = clientCompute(r).cost.monthlyUSD;
    expect(clientCompute(r, { discountPercent: 50 }).cost.monthlyUSD).toBeCloseTo(list / 2, 9);
    expect(clientCompute(r, { overrides: { standardE6Ocpu: 0, standardE6MemoryGB: 0 } }).cost.monthlyUSD).toBe(0);
  });
});

describe('wholeBill', () => {
  const clients = clientCompute({ ...base, clients: 2, clientShape: 'VM.Standard2.4' });

  it('adds the clients to storage for File Storage, Lustre and Block Volume (whose hosts they are)', () => {
    const b = wholeBill('bv-hosts', 100, clients);
    expect(b.wholeMonthlyUSD).toBeCloseTo(100 + clients.cost.monthlyUSD, 9);
    expect(b.notes[0]!.code).toBe('bv-hosts-are-clients');
    expect(wholeBill('clients', 100, clients).notes.map((n) => n.code)).not.toContain('bv-hosts-are-clients');
  });

  it('adds nothing to a Dense I/O price: the application runs on its hosts', () => {
    const b = wholeBill('dio-hosts', 700, clients);
    expect(b).toMatchObject({ storageMonthlyUSD: 700, computeMonthlyUSD: 0, wholeMonthlyUSD: 700, complete: true });
    expect(b.notes[0]!.code).toBe('dio-app-on-hosts');
  });

  it('has no whole where the storage has no public price', () => {
    expect(wholeBill('dio-hosts', null, clients)).toMatchObject({ wholeMonthlyUSD: null, complete: false });
  });
});

describe('the basis of "cheapest that fits"', () => {
  it('defaults to the whole bill when clients and a shape are entered, else to storage; an entered basis wins', () => {
    expect(billBasisOf({ ...base, clients: 2, clientShape: 'VM.Standard.E5.Flex' })).toEqual({ basis: 'whole', chosenBy: 'default' });
    expect(billBasisOf({ ...base, clients: 2 })).toEqual({ basis: 'storage', chosenBy: 'default' });
    expect(billBasisOf({ ...base, clientShape: 'VM.Standard.E5.Flex' })).toEqual({ basis: 'storage', chosenBy: 'default' });
    expect(billBasisOf({ ...base, billBasis: 'storage', clients: 2, clientShape: 'VM.Standard.E5.Flex' })).toEqual({ basis: 'storage', chosenBy: 'entered' });
  });

  it('the database example: on the whole bill the Dense I/O hosts replace the two 16-OCPU, 256 GB clients, so Block Volume is cheaper', () => {
    // Before: one VM.DenseIO.E4.Flex.8 at RAID 0 ($590) stood in for 32 OCPUs of database servers.
    const r = {
      ioSizeKiB: 8,
      readIops: 20_000,
      writeIops: 5_000,
      capacityGB: 2_000,
      clients: 2,
      clientShape: 'VM.Standard.E5.Flex',
      clientOcpus: 16,
      clientMemoryGB: 256,
    };
    const whole = compareServices({ ...r, billBasis: 'whole' });
    expect(whole.cheapest).toBe('block-volume');
    // 2 × VM.DenseIO.E4.Flex.16 (16 OCPUs, 256 GB, 2 drives: S-SHAPES-NEW), mirrored (RAID 1).
    expect(whole.denseIo).toMatchObject({ instances: 2, design: { shape: 'VM.DenseIO.E4.Flex.16', raid: '1' }, feasible: true, raidRule: 'protected' });
    const e4 = 2 * (16 * priceBook.denseIoE4Ocpu.usd + 256 * priceBook.denseIoE4MemoryGB.usd + 13.6 * priceBook.denseIoE4NvmeTB.usd) * HOURS_PER_MONTH;
    const dio = whole.entries.find((e) => e.service === 'dense-io')!;
    expect(dio.bill.wholeMonthlyUSD).toBeCloseTo(e4, 6);
    expect(dio.bill.notes).toContainEqual({
      code: 'dio-hosts-replace-clients',
      params: { hosts: 2, shape: 'VM.DenseIO.E4.Flex.16', ocpus: 16, memoryGB: 256 },
    });
    // On storage prices: one host sized for the storage alone, and the bill says so.
    const storage = compareServices({ ...r, billBasis: 'storage' });
    expect(storage.cheapest).toBe('block-volume');
    expect(storage.denseIo.instances).toBe(1);
    expect(storage.entries.find((e) => e.service === 'dense-io')!.bill.notes).toContainEqual({ code: 'dio-hosts-unsized', params: { clients: 2 } });
  });

  it('an incomplete bill is never the cheapest: an unpriced client shape leaves the services unranked, and they are ranked on storage alone meanwhile', () => {
    const r = { ioSizeKiB: 8, readIops: 20_000, writeIops: 5_000, capacityGB: 2_000, clients: 2, clientShape: 'BM.Standard.E4.128' };
    const c = compareServices(r);
    expect(c.basis).toBe('whole');
    expect(c.cheapest).toBeNull();
    // Lustre does not carry it at all: 8 KiB I/O rests on a small-I/O rate no source publishes.
    expect(c.unranked).toEqual(['file-storage', 'block-volume']);
    expect(c.entries.find((e) => e.service === 'lustre')!.fits).toBe(false);
    expect(c.missingPrices).toEqual([{ code: 'client-shape-unpriced', params: { shape: 'BM.Standard.E4.128', key: 'instance:BM.Standard.E4.128' } }]);
    // Meanwhile: every service that fits is named, and the cheapest of them on its own price.
    const fitting = c.entries.filter((e) => e.fits);
    const byStorage = [...fitting].sort((a, b) => a.monthlyUSD! - b.monthlyUSD!)[0]!;
    expect(c.provisional).toEqual({ basis: 'storage', service: byStorage.service, carriers: fitting.map((e) => e.service) });
  });

  it('a client shape the feed does not price (task b): no cheapest, the missing price named with its override key, and the override completes it', () => {
    const r = { ioSizeKiB: 8, readIops: 105_000, writeIops: 45_000, capacityGB: 5_000, clients: 1, clientShape: 'BM.Standard.E5.192' };
    const c = compareServices(r);
    expect(c.cheapest).toBeNull();
    expect(c.unranked).toContain('block-volume');
    expect(c.missingPrices).toEqual([{ code: 'client-shape-unpriced', params: { shape: 'BM.Standard.E5.192', key: 'instance:BM.Standard.E5.192' } }]);
    // No Dense I/O shape has 192 OCPUs (the largest has 128: S-SHAPES-NEW): it says so as a code.
    expect(c.denseIo.feasible).toBe(false);
    expect(c.denseIo.warnings.map((w) => w.id)).toContain('dio-hosts-too-small');
    expect(c.denseIo.remedies).toEqual([{ code: 'split-workload', params: { variant: 'host', ocpus: 192, memoryGB: 0, maxOcpus: 128, maxMemoryGB: 2048 } }]);
    const priced = compareServices(r, {}, { overrides: { 'instance:BM.Standard.E5.192': 10 } });
    expect(priced.unranked).toEqual([]);
    expect(priced.cheapest).toBe('block-volume');
    const bv = priced.entries.find((e) => e.service === 'block-volume')!;
    expect(bv.bill.computeMonthlyUSD).toBeCloseTo(10 * HOURS_PER_MONTH, 9);
    expect(bv.bill.notes).toContainEqual({ code: 'client-priced-by-override', params: { clients: 1, shape: 'BM.Standard.E5.192', usdPerHour: 10 } });
  });
});
