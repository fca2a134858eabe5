/**
 * Designs chosen on the Block Volume, Dense I/O and Lustre charts, weighed in place of each
 * service's recommendation: the planned design is the one chosen, the reason says so, and a
 * design that does not carry the requirement is said not to.
 */
import { describe, expect, it } from 'vitest';
import { compareServices } from './index.ts';
import { parseScenario } from '../scenario/index.ts';
import type { CompareRequirement } from '../scenario/index.ts';

const req: CompareRequirement = { ioSizeKiB: 64, readMBps: 1_500, writeMBps: 500, clients: 1, capacityGB: 8_000 };

describe('a Block Volume design chosen on the chart', () => {
  it('is planned in place of the recommendation with reason bv-chosen; too small a design does not carry', () => {
    const plain = compareServices(req);
    expect(plain.blockVolume.feasible).toBe(true);
    const small = { performanceLevel: 'balanced', volumeSizeGB: 100, volumes: 1 };
    const r = compareServices(req, {}, undefined, null, { blockVolume: small });
    expect(r.chosen).toEqual(['block-volume']);
    expect(r.blockVolume.design).toMatchObject(small);
    expect(r.blockVolume.reason.code).toBe('bv-chosen');
    // 2 GB/s on one 100 GB Balanced volume holding 8 TB: neither the throughput nor the capacity.
    expect(r.blockVolume.feasible).toBe(false);
    expect(r.entries.find((e) => e.service === 'block-volume')!.fits).toBe(false);
    // "No set of volumes carries it" would be untrue: the recommendation does.
    expect(r.blockVolume.warnings.map((w) => w.id)).not.toContain('bv-infeasible');
    expect(r.fileStorage).toEqual(plain.fileStorage);
    expect(r.lustre).toEqual(plain.lustre);
  });

  it("the recommended design with larger volumes carries, and costs more; its bill is the entry's", () => {
    const plain = compareServices(req);
    const d = plain.blockVolume.design;
    const more = { performanceLevel: d.performanceLevel, volumeSizeGB: d.volumeSizeGB + 1000, volumes: d.volumes };
    const r = compareServices(req, {}, undefined, null, { blockVolume: more });
    expect(r.blockVolume.design).toMatchObject(more);
    expect(r.blockVolume.feasible).toBe(true);
    expect(r.blockVolume.cost.monthlyUSD).toBeGreaterThan(plain.blockVolume.cost.monthlyUSD);
    expect(r.entries.find((e) => e.service === 'block-volume')!.monthlyUSD).toBe(r.blockVolume.cost.monthlyUSD);
  });

  it('a level the edition lacks, or an inherited name, is set aside', () => {
    for (const performanceLevel of ['no-such-level', 'toString', '__proto__']) {
      const r = compareServices(req, {}, undefined, null, { blockVolume: { performanceLevel, volumeSizeGB: 100, volumes: 1 } });
      expect(r.chosen).toBeUndefined();
      expect(r.blockVolume.reason.code).not.toBe('bv-chosen');
    }
  });
});

describe('a Dense I/O shape chosen on the chart', () => {
  const dioReq: CompareRequirement = {
    ...req,
    readIops: 200_000,
    writeIops: 50_000,
    ioSizeKiB: 4,
    readMBps: undefined,
    writeMBps: undefined,
    capacityGB: 2_000,
  };

  it('is planned in place of the recommendation with reason dio-chosen, at the RAID level chosen', () => {
    const plain = compareServices(dioReq);
    const other = plain.denseIo.alternatives.find((o) => o.shape !== plain.denseIo.design.shape && o.reason !== 'raid-layout')!;
    const r = compareServices(dioReq, {}, undefined, null, { denseIo: { shape: other.shape, raid: '0' } });
    expect(r.chosen).toEqual(['dense-io']);
    expect(r.denseIo.design).toEqual({ shape: other.shape, raid: '0' });
    expect(r.denseIo.reason.code).toBe('dio-chosen');
    expect(r.denseIo.evaluation.design.shape).toBe(other.shape);
  });

  it('a shape too small for the requirement does not carry it, and is never said to', () => {
    const plain = compareServices(dioReq);
    const short = plain.denseIo.alternatives.find((o) => o.reason === 'too-few-iops' || o.reason === 'too-little-capacity');
    expect(short).toBeDefined();
    const r = compareServices(dioReq, {}, undefined, null, { denseIo: { shape: short!.shape } });
    expect(r.denseIo.design.shape).toBe(short!.shape);
    expect(r.denseIo.feasible).toBe(false);
    expect(r.entries.find((e) => e.service === 'dense-io')!.fits).toBe(false);
    expect(r.denseIo.warnings.map((w) => w.id)).not.toContain('dio-infeasible');
  });

  it('a shape the edition lacks is set aside', () => {
    const r = compareServices(dioReq, {}, undefined, null, { denseIo: { shape: 'constructor' } });
    expect(r.chosen).toBeUndefined();
  });
});

describe('a Lustre tier and capacity chosen on the chart', () => {
  it('is planned in place of the recommendation with reason lustre-chosen, the capacity on a valid step', () => {
    const plain = compareServices(req);
    const bigger = { performanceTierMBpsPerTB: 1000 as const, capacityGB: plain.lustre.design.capacityGB * 2 + 1 };
    const r = compareServices(req, {}, undefined, null, { lustre: bigger });
    expect(r.chosen).toEqual(['lustre']);
    expect(r.lustre.design.performanceTierMBpsPerTB).toBe(1000);
    expect(r.lustre.design.capacityGB).toBeGreaterThanOrEqual(bigger.capacityGB);
    expect(r.lustre.reason.code).toBe('lustre-chosen');
    expect(r.lustre.feasible).toBe(true);
    expect(r.lustre.cost.monthlyUSD).toBeGreaterThan(plain.lustre.cost.monthlyUSD);
  });

  it('a tier too slow at the capacity chosen does not carry the throughput', () => {
    // 20 GB/s on the smallest file system of the slowest tier: far over its throughput.
    const r = compareServices({ ...req, readMBps: 20_000, capacityGB: 1 }, {}, undefined, null, { lustre: { performanceTierMBpsPerTB: 125, capacityGB: 1 } });
    expect(r.lustre.reason.code).toBe('lustre-chosen');
    expect(r.lustre.feasible).toBe(false);
    expect(r.entries.find((e) => e.service === 'lustre')!.fits).toBe(false);
  });
});

describe('the chosen designs in the scenario document', () => {
  const base = { version: 5, mode: 'recommend', service: 'compare', requirement: req };
  it('takes each service within its bounds and refuses what is out of them', () => {
    const ok = {
      blockVolume: { performanceLevel: 'balanced', volumeSizeGB: 1000, volumes: 2 },
      denseIo: { shape: 'BM.DenseIO.E5.128', raid: '10' },
      lustre: { performanceTierMBpsPerTB: 500, capacityGB: 31_200 },
    };
    expect(parseScenario({ ...base, chosen: ok }).ok).toBe(true);
    for (const bad of [
      { blockVolume: { ...ok.blockVolume, volumes: 0 } },
      { blockVolume: { ...ok.blockVolume, volumeSizeGB: 10 } },
      { blockVolume: { ...ok.blockVolume, performanceLevel: 'x'.repeat(41) } },
      { denseIo: { shape: '' } },
      { denseIo: { shape: 'a', raid: '7' } },
      { lustre: { performanceTierMBpsPerTB: 300, capacityGB: 1000 } },
      { lustre: { performanceTierMBpsPerTB: 500, capacityGB: -1 } },
      { lustre: { performanceTierMBpsPerTB: 500, capacityGB: 1000, extra: 1 } },
    ]) {
      expect(parseScenario({ ...base, chosen: bad }).ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
