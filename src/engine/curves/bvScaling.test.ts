import { describe, expect, it } from 'vitest';
import { bvEdition, throughputCap, volumeOps } from '../bv/index.ts';
import { bvRequirementOf } from '../compare/index.ts';
import { kbpsToMBps, opsToMBps } from '../units.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { bvScalingCurve } from './bvScaling.ts';

describe('bvScalingCurve', () => {
  const scenario = makeScenario({ ioSizeKiB: 1024, readMBps: 2000, writeMBps: 500 });
  const result = planOf(scenario);
  const data = bvScalingCurve(scenario, result)!;
  const edition = bvEdition(data.catalog)!;

  it('gives each point what volumeOps gives for that level, size and I/O size', () => {
    expect(data.levels.map((l) => l.id)).toEqual(edition.levels.map((l) => l.id));
    for (const row of data.rows) {
      edition.levels.forEach((level, i) => {
        const ops = volumeOps(level, row.sizeGB as number, data.ioSizeKiB, 'iscsi');
        expect(row[data.levels[i]!.iopsKey]).toBeCloseTo(ops, 9);
        expect(row[data.levels[i]!.mbpsKey]).toBeCloseTo(opsToMBps(ops, data.ioSizeKiB), 9);
      });
    }
  });

  it('spans the edition sizes on a grid that includes every knee', () => {
    const sizes = data.rows.map((r) => r.sizeGB as number);
    expect(sizes[0]).toBe(edition.minVolumeGB.value);
    expect(sizes[sizes.length - 1]).toBe(edition.maxVolumeGB.value);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    const near = (v: number) => sizes.some((s) => Math.abs(s - v) / v < 1e-5);
    for (const level of edition.levels) {
      const iopsKnee = level.maxIopsPerVolume.value / level.iopsPerGB.value;
      const capKnee = throughputCap(level, data.ioSizeKiB).mbps / kbpsToMBps(level.kbpsPerGB.value);
      for (const knee of [iopsKnee, capKnee]) if (knee >= sizes[0]! && knee <= sizes[sizes.length - 1]!) expect(near(knee)).toBe(true);
    }
    expect(sizes).toContain(result.blockVolume.design.volumeSizeGB);
  });

  it('never falls as a volume grows, and is flat from the knee on', () => {
    for (const level of data.levels) {
      let previous = 0;
      for (const row of data.rows) {
        const iops = row[level.iopsKey] as number;
        expect(iops).toBeGreaterThanOrEqual(previous - 1e-9);
        previous = iops;
        if ((row.sizeGB as number) >= level.kneeGB * (1 - 1e-9)) expect(iops).toBeCloseTo(level.ceilingIops, 6);
        else expect(iops).toBeLessThan(level.ceilingIops);
      }
    }
  });

  it("reproduces bv-seed's Balanced caps: 320 MB/s at 1 MB from 667 GB, 25,000 IOPS at 4 KiB from 417 GB", () => {
    const big = bvScalingCurve(makeScenario({}, { blockVolume: 'bv-seed' }))!;
    const balanced = big.levels.find((l) => l.id === 'balanced')!;
    expect(balanced.ceilingMBps).toBeCloseTo(320, 9);
    expect(balanced.kneeGB).toBeCloseTo(320_000 / 480, 6);
    const small = bvScalingCurve(makeScenario({ ioSizeKiB: 4, readIops: 10_000, readMBps: 0, writeMBps: 0 }, { blockVolume: 'bv-seed' }))!;
    const b4 = small.levels.find((l) => l.id === 'balanced')!;
    expect(b4.ceilingIops).toBe(25_000);
    expect(b4.kneeGB).toBeCloseTo(25_000 / 60, 6);
  });

  it('states the whole requirement and the recommended per-volume figures', () => {
    const req = bvRequirementOf(scenario.requirement);
    expect(data.required.iops).toBeCloseTo(req.iops!, 9);
    expect(data.required.throughputMBps).toBeCloseTo(2500, 6);
    const rec = data.recommended!;
    expect(rec).toMatchObject({
      levelId: result.blockVolume.design.performanceLevel,
      volumes: result.blockVolume.design.volumes,
      sizeGB: result.blockVolume.design.volumeSizeGB,
    });
    expect(rec.perVolumeIops).toBeCloseTo(result.blockVolume.evaluation.perVolumeIops, 9);
    const level = data.levels.find((l) => l.id === rec.levelId)!;
    expect(data.rows.find((r) => r.sizeGB === rec.sizeGB)![level.iopsKey]).toBeCloseTo(rec.perVolumeIops, 6);
  });

  it("at 8 KiB follows the printed 8 KB column: Balanced tops out at S-BVBAL's 200 MB/s, and no level falls as a volume grows (UHP at 120 VPUs/GB included)", () => {
    const at8 = bvScalingCurve(makeScenario({ ioSizeKiB: 8, readIops: 150_000, readMBps: 0, writeMBps: 0 }, { blockVolume: 'bv-current' }))!;
    const printed = Math.min(
      ...bvEdition('bv-current')!
        .table.filter((r) => r.levelId === 'balanced' && r.sizeGB >= 500)
        .map((r) => r.mbps8K.value),
    );
    expect(at8.levels.find((l) => l.id === 'balanced')!.ceilingMBps).toBeCloseTo(printed, 9);
    for (const level of at8.levels) {
      let previous = 0;
      for (const row of at8.rows) {
        const iops = row[level.iopsKey] as number;
        expect(iops, `${level.id} ${String(row.sizeGB)} GB`).toBeGreaterThanOrEqual(previous - 1e-9);
        previous = iops;
        if ((row.sizeGB as number) >= level.kneeGB * (1 - 1e-9)) expect(iops).toBeCloseTo(level.ceilingIops, 6);
        else expect(iops).toBeLessThan(level.ceilingIops);
      }
    }
  });
});
