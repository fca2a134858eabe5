import { describe, expect, it } from 'vitest';
import { priceBook } from '../catalog/index.ts';
import { compareServices } from './compare.ts';
import { HOURS_PER_MONTH } from './units.ts';
import { billBasisOf, clientCompute, wholeBill } from './wholeBill.ts';

const base = { ioSizeKiB: 1024, readMBps: 2000, writeMBps: 200, capacityGB: 10_000 };

describe('clientCompute', () => {
  it('prices clients × (OCPUs × B97384 + memory × B97385) × 730 h for E5.Flex', () => {
    const c = clientCompute({ ...base, clients: 4, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 8, clientMemoryGB: 64 });
    const expected = 4 * (8 * priceBook.standardE5Ocpu.usd + 64 * priceBook.standardE5MemoryGB.usd) * HOURS_PER_MONTH;
    expect(c.cost.monthlyUSD).toBeCloseTo(expected, 9);
    expect(c.cost.lines.map((l) => l.sku)).toEqual(['B97384', 'B97385']);
    expect(c.complete).toBe(true);
  });

  it('leaves memory out and says so when a Flex shape has no memory entered', () => {
    const c = clientCompute({ ...base, clients: 2, clientShape: 'VM.Standard.E4.Flex', clientOcpus: 16 });
    expect(c.complete).toBe(false);
    expect(c.notes.map((n) => n.code)).toContain('client-memory-missing');
    expect(c.cost.monthlyUSD).toBeCloseTo(2 * 16 * priceBook.standardE4Ocpu.usd * HOURS_PER_MONTH, 9);
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
      expect(c.notes[0]).toEqual({ code: 'client-shape-unpriced', params: { shape: clientShape } });
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

  it('can change the winner: storage-only prices favour Block Volume, the whole bill Dense I/O (the database example)', () => {
    const r = { ioSizeKiB: 8, readIops: 20_000, writeIops: 5_000, capacityGB: 2_000, clients: 2, clientShape: 'VM.Standard.E5.Flex', clientOcpus: 16 };
    expect(compareServices({ ...r, billBasis: 'storage' }).cheapest).toBe('block-volume');
    expect(compareServices({ ...r, billBasis: 'whole' }).cheapest).toBe('dense-io');
  });
});
