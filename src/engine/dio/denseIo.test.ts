import { describe, expect, it } from 'vitest';
import { dioEditions, raidLevelsCatalog, type DenseIoShape } from '../../catalog/index.ts';
import { deviceIops, evaluateDenseIo, frontEndIops, headlineCheck, raidLayout, recommendDenseIo, typicalIops } from './index.ts';

const shapeOf = (catalog: 'dio-2019-10' | 'dio-current', id: string): DenseIoShape => dioEditions[catalog].shapes.find((s) => s.id === id)!;

describe('oci-2019-10 "NVMe Performance": BM.DenseIO2.52, one device by read mix and all devices at 50/50', () => {
  for (const catalog of ['dio-2019-10', 'dio-current'] as const) {
    const shape = shapeOf(catalog, 'BM.DenseIO2.52');

    it(`${catalog}: the typical figure is the one-device curve × 8 drives at every mix, labelled extrapolated; the ~3.0MM headline is checked against it`, () => {
      const all = shape.allDevicesMeasured!;
      expect(all.readPercent).toBe(50);
      // 480,391.2 × 8 = 3,843,129.6 at 50/50; the deck's rounded headline "~3.0MM" is 21.9% lower.
      expect(typicalIops(shape, 50)).toMatchObject({ iops: 480_391.2 * 8, basis: 'extrapolated' });
      const check = headlineCheck(shape)!;
      expect(check.curve).toBeCloseTo(3_843_129.6, 3);
      expect(check.differencePercent).toBeCloseTo(((3_000_000 - 3_843_129.6) / 3_843_129.6) * 100, 6);
      // The figure behind it is the measured curve, cited as extrapolated (scaled by the engine).
      expect(typicalIops(shape, 50).cited).toMatchObject({ source: shape.deviceIopsByReadPercent![0]!.iops.source, basis: 'extrapolated' });
      const e = evaluateDenseIo(catalog, { shape: shape.id, raid: '0' }, { readPercent: 50, ioSizeKiB: 4, basis: 'typical' })!;
      expect(e.iops).toBeCloseTo(480_391.2 * 8, 6);
      expect(e.iopsBasis).toBe('extrapolated');
    });

    it(`${catalog}: between measured mixes the one-device curve is linear, and flat outside them`, () => {
      const curve = shape.deviceIopsByReadPercent!;
      expect(curve.map((p) => p.readPercent)).toEqual([0, 5, 35, 50, 65, 95, 100]);
      for (const p of curve) expect(deviceIops(shape, p.readPercent)).toBe(p.iops.value);
      for (let i = 1; i < curve.length; i++) {
        const a = curve[i - 1]!;
        const b = curve[i]!;
        for (const t of [0.25, 0.5, 0.9]) {
          const x = a.readPercent + t * (b.readPercent - a.readPercent);
          expect(deviceIops(shape, x)).toBeCloseTo(a.iops.value + t * (b.iops.value - a.iops.value), 6);
        }
      }
      // The typical figure is the curve × drives: extrapolated.
      const at70 = typicalIops(shape, 70);
      expect(at70.basis).toBe('extrapolated');
      expect(at70.iops).toBeCloseTo(deviceIops(shape, 70)! * shape.drives.value, 3);
    });
  }
});

describe('RAID over local NVMe (engineering): usable capacity and write penalty', () => {
  const shape = shapeOf('dio-2019-10', 'BM.DenseIO2.52');
  const evalRaid = (raid: '0' | '10', readPercent: number, basis: 'sla' | 'typical' = 'sla') =>
    evaluateDenseIo('dio-2019-10', { shape: shape.id, raid }, { readPercent, ioSizeKiB: 4, basis })!;

  it('RAID 10 halves the usable capacity of the 8 drives', () => {
    expect(raidLayout('10', shape.drives.value)).toMatchObject({ usableDrives: shape.drives.value / 2, valid: true });
    expect(evalRaid('10', 50).usableCapacityGB).toBe(evalRaid('0', 50).usableCapacityGB / 2);
    expect(evalRaid('0', 50).usableCapacityGB).toBe(shape.rawTB.value * 1000);
  });

  it('a 100%-write workload gets half the IOPS under RAID 10 (write penalty 2); a 100%-read one loses nothing', () => {
    expect(raidLevelsCatalog['10'].writePenalty.value).toBe(2);
    for (const basis of ['sla', 'typical'] as const) {
      expect(evalRaid('10', 0, basis).iops).toBeCloseTo(evalRaid('0', 0, basis).iops / 2, 6);
      expect(evalRaid('10', 100, basis).iops).toBeCloseTo(evalRaid('0', 100, basis).iops, 6);
    }
    expect(frontEndIops(1000, 50, 2)).toBeCloseTo(1000 / 1.5, 9);
  });
});

describe('Dense I/O figures carry their basis: measured, SLA floor or extrapolated', () => {
  it('basis sla is labelled sla and equals the guaranteed figure; typical is measured or extrapolated where a curve exists, else the SLA floor', () => {
    const sla = evaluateDenseIo('dio-current', { shape: 'BM.DenseIO2.52' }, { readPercent: 70, ioSizeKiB: 4, basis: 'sla' })!;
    expect(sla.iopsBasis).toBe('sla');
    expect(sla.iops).toBe(sla.guaranteedIops);
    expect(sla.typicalBasis).toBe('extrapolated');
    const noCurve = evaluateDenseIo('dio-current', { shape: 'BM.DenseIO.E5.128' }, { readPercent: 70, ioSizeKiB: 4, basis: 'typical' })!;
    expect(noCurve.iopsBasis).toBe('sla');
    expect(noCurve.warnings.map((w) => w.id)).toContain('typical-not-guaranteed');
    const curve = evaluateDenseIo('dio-2019-10', { shape: 'BM.DenseIO2.52' }, { readPercent: 50, ioSizeKiB: 4, basis: 'typical' })!;
    expect(curve.iopsBasis).toBe('extrapolated');
    expect(curve.limits.find((l) => l.id === 'deviceIops')!.basis).toBe('extrapolated');
  });

  it('a shape is found by its id or its OCI shape name; an unknown shape gives undefined', () => {
    expect(evaluateDenseIo('dio-current', { shape: 'VM.DenseIO.E5.Flex.16' }, { readPercent: 50, ioSizeKiB: 4 })?.design.shape).toBe('VM.DenseIO.E5.Flex.16');
    expect(evaluateDenseIo('dio-current', { shape: 'VM.DenseIO.E5.Flex' }, { readPercent: 50, ioSizeKiB: 4 })).toBeDefined();
    expect(evaluateDenseIo('dio-current', { shape: 'BM.NoSuch.1' }, { readPercent: 50, ioSizeKiB: 4 })).toBeUndefined();
  });
});

describe('Dense I/O recommendation policy', () => {
  it('prefers a current-generation shape to a cheaper previous-generation one, so more IOPS can cost less', () => {
    // 1.8M IOPS: the current E4 bare metal shape, though BM.DenseIO2.52 (previous generation) would
    // also carry it, for less, on its extrapolated typical figure. 3.5M IOPS: no current shape fits.
    const at = { readPercent: 100, ioSizeKiB: 4, basis: 'typical', targetUtilizationPercent: 100 } as const;
    const less = recommendDenseIo('dio-current', { iops: 1_800_000, ...at })!;
    const more = recommendDenseIo('dio-current', { iops: 3_500_000, ...at })!;
    expect(less.design.shape).toBe('BM.DenseIO.E4.128');
    expect(less.alternatives.find((o) => o.shape === 'BM.DenseIO2.52')!.fits).toBe(true);
    expect(more.design.shape).toBe('BM.DenseIO2.52');
    expect(more.evaluation.iopsBasis).toBe('extrapolated');
    expect(more.cost.monthlyUSD).toBeLessThan(less.cost.monthlyUSD);
  });
});

describe('a RAID layout that is not possible says which drive rule it breaks, as data', () => {
  it("too few drives, an odd count for mirrors, too many for a two-drive mirror: each with the catalog rule's figures", () => {
    const spec10 = raidLevelsCatalog['10'];
    const fewer = spec10.minDrives.value - 2;
    expect(raidLayout('10', fewer)).toMatchObject({ valid: false, violation: { code: 'tooFewDrives', drives: fewer, minDrives: spec10.minDrives.value } });
    const odd = spec10.minDrives.value + 1;
    expect(raidLayout('10', odd)).toMatchObject({ valid: false, violation: { code: 'oddDrives', drives: odd } });
    const spec1 = raidLevelsCatalog['1'];
    const more = spec1.maxDrives!.value + 2;
    expect(raidLayout('1', more)).toMatchObject({ valid: false, violation: { code: 'tooManyDrives', maxDrives: spec1.maxDrives!.value } });
    expect(raidLayout('10', spec10.minDrives.value).violation).toBeUndefined();
  });
});

/**
 * Every Dense I/O figure is published at 4 KiB (oci-2019-10, "SLA for NVMe Performance": measured
 * against 4k blocks), and no source gives a local NVMe throughput. A larger I/O counts as its size
 * over 4 KiB of those operations, so no design moves more bytes than its 4 KiB figure does.
 */
describe('I/O larger than 4 KiB: held to the bytes the published 4 KiB figures move', () => {
  it('16 MiB reads at 100,000 IOPS (about 1.7 TB/s) fit no shape; the old plan put them on one drive', () => {
    const r = recommendDenseIo('dio-current', { iops: 100_000, readPercent: 100, ioSizeKiB: 16_384 })!;
    expect(r.feasible).toBe(false);
    // No option's 4 KiB figure moves the bytes: IOPS × 16 MiB against (4 KiB IOPS) × 4 KiB.
    for (const o of r.alternatives) expect(o.fits).toBe(false);
  });

  it('evaluate: the IOPS at the workload size are the 4 KiB figure ÷ (size ÷ 4 KiB), and the note says by how much', () => {
    const at4 = evaluateDenseIo('dio-2019-10', { shape: 'BM.DenseIO2.52', raid: '0' }, { readPercent: 50, ioSizeKiB: 4 })!;
    const at64 = evaluateDenseIo('dio-2019-10', { shape: 'BM.DenseIO2.52', raid: '0' }, { readPercent: 50, ioSizeKiB: 64 })!;
    expect(at64.iops).toBeCloseTo(at4.iops / 16, 6);
    expect(at64.guaranteedIops).toBeCloseTo(at4.guaranteedIops / 16, 6);
    // Bytes a second are the same at both sizes: the 4 KiB figure's.
    expect(at64.iops * 64).toBeCloseTo(at4.iops * 4, 3);
    expect(at64.warnings.find((w) => w.id === 'io-size')?.params).toEqual({ ioSizeKiB: 64, factor: 16 });
    expect(at4.warnings.map((w) => w.id)).not.toContain('io-size');
  });

  it('a recommendation at 8 KiB needs the 4 KiB operations of twice its IOPS', () => {
    const at4 = recommendDenseIo('dio-current', { iops: 400_000, readPercent: 100, ioSizeKiB: 4 })!;
    const at8 = recommendDenseIo('dio-current', { iops: 200_000, readPercent: 100, ioSizeKiB: 8 })!;
    expect(at8.design.shape).toBe(at4.design.shape);
    expect(at8.evaluation.iops).toBeCloseTo(at4.evaluation.iops / 2, 6);
  });
});
