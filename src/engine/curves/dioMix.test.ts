import { describe, expect, it } from 'vitest';
import { dioEdition, dioIoFactor, frontEndIops, raidLayout, slaIops, typicalIops } from '../dio/index.ts';
import { dioRequirementOf } from '../compare/index.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { dioMixCurve } from './dioMix.ts';

describe('dioMixCurve', () => {
  it('draws every read percent from 0 to 100 in steps of 5', () => {
    const data = dioMixCurve(makeScenario())!;
    expect(data.rows.map((r) => r.readPercent)).toEqual(Array.from({ length: 21 }, (_, i) => i * 5));
  });

  it('gives the SLA floor and the typical figure after the RAID write penalty, with the basis', () => {
    const scenario = makeScenario({ raid: '10' }, { denseIo: 'dio-2019-10' });
    const data = dioMixCurve(scenario, planOf(scenario))!;
    const edition = dioEdition('dio-2019-10')!;
    expect(data.raid).toBe('10');
    // At the workload's I/O size, as the plan weighs it: over 4 KiB, the 4 KiB figures held to the bytes they move.
    const factor = dioIoFactor(dioRequirementOf(scenario.requirement).ioSizeKiB);
    expect(data.ioFactor).toBe(factor);
    for (const s of data.shapes) {
      const shape = edition.shapes.find((x) => x.id === s.id)!;
      const penalty = raidLayout('10', shape.drives.value).writePenalty;
      for (const row of data.rows) {
        const r = row.readPercent as number;
        const typical = typicalIops(shape, r);
        expect(row[s.slaKey]).toBeCloseTo(frontEndIops(slaIops(shape).iops, r, penalty) / factor, 6);
        expect(row[s.typicalKey]).toBeCloseTo(frontEndIops(typical.iops, r, penalty) / factor, 6);
        expect(row[s.basisKey]).toBe(typical.basis);
      }
    }
  });

  it('halves the floor at 0% read under RAID 10 and keeps it at 100% read (4 KiB, the published size)', () => {
    const data = dioMixCurve(makeScenario({ raid: '10', ioSizeKiB: 4 }, { denseIo: 'dio-2019-10' }))!;
    expect(data.ioFactor).toBe(1);
    const bm = data.shapes.find((s) => s.id === 'BM.DenseIO2.52')!;
    expect(data.rows[0]![bm.slaKey]).toBeCloseTo(3_000_000 / 2, 6);
    expect(data.rows[20]![bm.slaKey]).toBeCloseTo(3_000_000, 6);
  });

  it('labels the typical curve of BM.DenseIO2.52 (one device × 8 drives) extrapolated at every mix', () => {
    const data = dioMixCurve(makeScenario({}, { denseIo: 'dio-2019-10' }))!;
    const bm = data.shapes.find((s) => s.id === 'BM.DenseIO2.52')!;
    for (const row of data.rows) expect(row[bm.basisKey]).toBe('extrapolated');
    const vm = data.shapes.find((s) => s.id === 'VM.DenseIO2.8')!;
    expect(data.rows.every((row) => row[vm.basisKey] === 'sla')).toBe(true);
  });

  it('leaves out exactly the shapes the RAID level cannot be built on, with their drive count', () => {
    const data = dioMixCurve(makeScenario({ raid: '10' }))!;
    const edition = dioEdition(data.catalog)!;
    const invalid = edition.shapes.filter((s) => !raidLayout('10', s.drives.value).valid);
    expect(invalid.length).toBeGreaterThan(0);
    expect(data.excluded).toEqual(invalid.map((s) => ({ id: s.id, drives: s.drives.value })));
    expect(data.shapes.map((s) => s.id)).toEqual(edition.shapes.filter((s) => raidLayout('10', s.drives.value).valid).map((s) => s.id));
  });

  it('marks the requirement and the recommended shape', () => {
    const scenario = makeScenario({ ioSizeKiB: 4, readIops: 300_000, writeIops: 100_000, readMBps: 0, writeMBps: 0 });
    const result = planOf(scenario);
    const data = dioMixCurve(scenario, result)!;
    const req = dioRequirementOf(scenario.requirement);
    expect(data.required).toEqual({ readPercent: req.readPercent, iops: req.iops });
    expect(data.required.readPercent).toBeCloseTo(75, 9);
    expect(data.recommendedShape).toBe(result.denseIo.design.shape);
  });
});
