import { describe, expect, it } from 'vitest';
import { dioEdition, dioRequirementOf, frontEndIops, raidLayout, slaIops, typicalIops } from '../../../engine/index.ts';
import { makeScenario, planOf } from './fixtures.ts';
import { dioMix } from './dioMix.ts';

describe('dioMix', () => {
  it('draws every read percent from 0 to 100 in steps of 5', () => {
    const data = dioMix(makeScenario())!;
    expect(data.rows.map((r) => r.readPercent)).toEqual(Array.from({ length: 21 }, (_, i) => i * 5));
  });

  it('gives the SLA floor and the typical figure after the RAID write penalty, with the basis', () => {
    const scenario = makeScenario({ raid: '10' }, { denseIo: 'dio-2019-10' });
    const data = dioMix(scenario, planOf(scenario))!;
    const edition = dioEdition('dio-2019-10')!;
    expect(data.raid).toBe('10');
    for (const s of data.shapes) {
      const shape = edition.shapes.find((x) => x.id === s.id)!;
      const penalty = raidLayout('10', shape.drives.value).writePenalty;
      for (const row of data.rows) {
        const r = row.readPercent as number;
        const typical = typicalIops(shape, r);
        expect(row[s.slaKey]).toBeCloseTo(frontEndIops(slaIops(shape).iops, r, penalty), 6);
        expect(row[s.typicalKey]).toBeCloseTo(frontEndIops(typical.iops, r, penalty), 6);
        expect(row[s.basisKey]).toBe(typical.basis);
      }
    }
  });

  it('halves the floor at 0% read under RAID 10 and keeps it at 100% read', () => {
    const data = dioMix(makeScenario({ raid: '10' }, { denseIo: 'dio-2019-10' }))!;
    const bm = data.shapes.find((s) => s.id === 'BM.DenseIO2.52')!;
    expect(data.rows[0]![bm.slaKey]).toBeCloseTo(3_000_000 / 2, 6);
    expect(data.rows[20]![bm.slaKey]).toBeCloseTo(3_000_000, 6);
  });

  it('labels the typical curve of BM.DenseIO2.52 (one device × 8 drives) extrapolated at every mix', () => {
    const data = dioMix(makeScenario({}, { denseIo: 'dio-2019-10' }))!;
    const bm = data.shapes.find((s) => s.id === 'BM.DenseIO2.52')!;
    for (const row of data.rows) expect(row[bm.basisKey]).toBe('extrapolated');
    const vm = data.shapes.find((s) => s.id === 'VM.DenseIO2.8')!;
    expect(data.rows.every((row) => row[vm.basisKey] === 'sla')).toBe(true);
  });

  it('leaves out shapes the RAID level cannot be built on, and says why', () => {
    const data = dioMix(makeScenario({ raid: '10' }))!;
    const edition = dioEdition(data.catalog)!;
    const oneDrive = edition.shapes.filter((s) => s.drives.value < 4 || s.drives.value % 2 === 1).map((s) => s.id);
    expect(data.excluded.map((e) => e.id)).toEqual(oneDrive);
    expect(data.shapes.map((s) => s.id)).not.toContain(oneDrive[0]);
    expect(data.excluded[0]!.reason).toMatch(/RAID 10/);
  });

  it('marks the requirement and the recommended shape', () => {
    const scenario = makeScenario({ ioSizeKiB: 4, readIops: 300_000, writeIops: 100_000, readMBps: 0, writeMBps: 0 });
    const result = planOf(scenario);
    const data = dioMix(scenario, result)!;
    const req = dioRequirementOf(scenario.requirement);
    expect(data.required).toEqual({ readPercent: req.readPercent, iops: req.iops });
    expect(data.required.readPercent).toBeCloseTo(75, 9);
    expect(data.recommendedShape).toBe(result.denseIo.design.shape);
  });
});
