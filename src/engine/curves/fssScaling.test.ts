import { describe, expect, it } from 'vitest';
import { deliverMountTargets, evaluateFss2019, evaluateMountTargets, loadFromRequirement, mountTargetEdition, readCost, writeCost } from '../fss/index.ts';
import { fssRequirementOf } from '../compare/index.ts';
import { mbpsToOps, tbToGB } from '../units.ts';
import { mountTargetTypes } from '../../catalog/index.ts';
import { makeScenario, planOf } from '../../../tests/fixtures/compareScenario.ts';
import { fssScalingCurve, mountTargetCounts, type FssMountTargetCurve } from './fssScaling.ts';

function mountTargetData(scenario = makeScenario()) {
  const result = planOf(scenario);
  const data = fssScalingCurve(scenario, result);
  if (data.kind !== 'mount-target') throw new Error('expected a mount-target edition');
  return { scenario, result, data };
}

const at = (data: FssMountTargetCurve, n: number) => data.rows.find((r) => r.mountTargets === n)!;

describe('fssScalingCurve (mount-target editions)', () => {
  it('puts the recommended point where evaluateMountTargets puts that design', () => {
    const { scenario, data } = mountTargetData();
    const rec = data.recommended!;
    const edition = mountTargetEdition(data.catalog)!;
    const load = loadFromRequirement(fssRequirementOf(scenario.requirement));
    const evaluation = evaluateMountTargets(edition, rec.type, rec.mountTargets, load, { clientShapeKnown: false });
    expect(rec.throughputMBps).toBeCloseTo(evaluation.throughputMBps, 6);
    expect(rec.backendIops).toBeCloseTo(evaluation.backendIops, 6);
    const series = data.types.find((t) => t.type === rec.type)!;
    expect(at(data, rec.mountTargets)[series.throughputKey]).toBeCloseTo(evaluation.throughputMBps, 6);
  });

  it('draws every type of the edition from 1 to max(8, 2 x recommended) mount targets', () => {
    const { data } = mountTargetData();
    expect(data.types.map((t) => t.type)).toEqual(mountTargetTypes.filter((t) => mountTargetEdition(data.catalog)!.mountTargets[t]));
    expect(data.types).toHaveLength(4);
    expect(data.maxMountTargets).toBe(Math.max(8, 2 * data.recommended!.mountTargets));
    expect(data.rows.map((r) => r.mountTargets)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives each point what deliverMountTargets gives, and never less for more mount targets', () => {
    const { scenario, data } = mountTargetData();
    const edition = mountTargetEdition(data.catalog)!;
    const load = loadFromRequirement(fssRequirementOf(scenario.requirement));
    for (const s of data.types) {
      let previous = 0;
      for (const row of data.rows) {
        const d = deliverMountTargets(load, edition, s.type, row.mountTargets as number);
        expect(row[s.throughputKey]).toBeCloseTo(d.throughputMBps, 6);
        expect(row[s.iopsKey]).toBeCloseTo(d.backendIops, 6);
        expect(row[s.throughputKey] as number).toBeGreaterThanOrEqual(previous);
        previous = row[s.throughputKey] as number;
      }
    }
  });

  it('scales linearly with the count when no client or metadata limit applies', () => {
    const { data } = mountTargetData();
    for (const s of data.types) {
      expect(at(data, 8)[s.throughputKey]).toBeCloseTo(8 * (at(data, 1)[s.throughputKey] as number), 6);
    }
  });

  it('states the requirement as read + write MB/s and Table 2 backend IOPS', () => {
    const { data } = mountTargetData(makeScenario({ ioSizeKiB: 1024, readMBps: 2000, writeMBps: 500 }));
    const edition = mountTargetEdition(data.catalog)!;
    expect(data.required.throughputMBps).toBeCloseTo(2500, 9);
    const expected = mbpsToOps(2000, 1024) * readCost(1024, edition.opCosts) + mbpsToOps(500, 1024) * writeCost(1024, edition.opCosts);
    expect(data.required.backendIops).toBeCloseTo(expected, 6);
  });

  it('overlays the published HPMT-80 measurements of fss-2024-11 beside a workload of their shape only', () => {
    // 1 MiB at 80% reads: the paper's tests are all reads, so none is of this shape.
    const mixed = mountTargetData(makeScenario({}, { fileStorage: 'fss-2024-11' })).data;
    expect(mixed.measurements).toEqual([]);
    expect(mixed.publishesMeasurements).toBe(true);
    // 1 MiB reads only: the four 1 MiB rows.
    const { data } = mountTargetData(makeScenario({ readMBps: 2000, writeMBps: 0, ioSizeKiB: 1024 }, { fileStorage: 'fss-2024-11' }));
    const edition = mountTargetEdition('fss-2024-11')!;
    const published = edition.measurements.filter((m) => m.ioSizeKiB === 1024);
    expect(published.length).toBeGreaterThan(0);
    expect(data.measurements).toEqual(
      published.map((m) => ({
        type: m.mountTargetType,
        mountTargets: m.mountTargets,
        ioSizeKiB: m.ioSizeKiB,
        readPercent: m.readPercent,
        clients: m.clients,
        throughputMBps: m.totalThroughputMBps.value,
        backendIops: m.totalIops.value,
      })),
    );
    // 8 KiB: no measurement of that size.
    expect(mountTargetData(makeScenario({ readMBps: 200, writeMBps: 0, ioSizeKiB: 8 }, { fileStorage: 'fss-2024-11' })).data.measurements).toEqual([]);
  });

  it('draws only Standard for fss-2023-08, which publishes no measurement table', () => {
    const { data } = mountTargetData(makeScenario({}, { fileStorage: 'fss-2023-08' }));
    expect(data.types.map((t) => t.type)).toEqual(['standard']);
    expect(data.measurements).toEqual([]);
  });

  it('reaches twice the recommended count on a sparse grid for large designs', () => {
    const { data } = mountTargetData(makeScenario({ readMBps: 400_000, writeMBps: 100_000 }));
    const n = data.recommended!.mountTargets;
    expect(n).toBeGreaterThan(8);
    const counts = data.rows.map((r) => r.mountTargets as number);
    expect(counts).toContain(n);
    expect(counts[counts.length - 1]).toBe(2 * n);
    expect(counts.length).toBeLessThan(25);
  });
});

describe('mountTargetCounts', () => {
  it('lists every count up to 16 and a sorted, unique subset beyond', () => {
    expect(mountTargetCounts(8, [])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const big = mountTargetCounts(120, [60]);
    expect(big.slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(big).toContain(60);
    expect(big[big.length - 1]).toBe(120);
    expect([...new Set(big)].sort((a, b) => a - b)).toEqual(big);
  });
});

describe('fssScalingCurve (fss-2019-10, capacity-scaled)', () => {
  const scenario = makeScenario({ readMBps: 2000, writeMBps: 500 }, { fileStorage: 'fss-2019-10' });
  const result = planOf(scenario);
  const data = fssScalingCurve(scenario, result);

  it('draws throughput against stored TB with evaluateFss2019, linear in capacity', () => {
    if (data.kind !== 'capacity-scaled') throw new Error('expected the capacity-scaled edition');
    const perTB = (data.rows[0]!.throughputMBps as number) / (data.rows[0]!.capacityTB as number);
    for (const row of data.rows) {
      const tb = row.capacityTB as number;
      const e = evaluateFss2019(tbToGB(tb), { readPercent: 80, ioSizeKiB: 1024 });
      expect(row.throughputMBps).toBeCloseTo(e.throughputMBps, 6);
      expect((row.throughputMBps as number) / tb).toBeCloseTo(perTB, 6);
    }
  });

  it("includes the deck's 1, 10 and 100 TB rows and the recommended capacity", () => {
    if (data.kind !== 'capacity-scaled') throw new Error('expected the capacity-scaled edition');
    const tbs = data.rows.map((r) => r.capacityTB);
    expect(tbs).toEqual(expect.arrayContaining([1, 10, 100]));
    expect(data.deckRows.map((r) => [r.capacityTB, r.readMBps, r.writeMBps])).toEqual([
      [1, 100, 50],
      [10, 1000, 500],
      [100, 10_000, 5000],
    ]);
    const rec = data.recommended!;
    expect(rec.throughputMBps).toBeCloseTo(result.fileStorage.evaluation.throughputMBps, 6);
    expect(tbs).toContain(rec.capacityTB);
    expect(data.required.throughputMBps).toBeCloseTo(2500, 9);
  });
});
