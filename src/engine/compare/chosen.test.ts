/**
 * A design chosen on the chart, weighed in place of File Storage's recommendation: the same
 * limits, verdict, cost and remedies a recommendation of that design would carry.
 */
import { describe, expect, it } from 'vitest';
import { mountTargetEdition } from '../fss/evaluate.ts';
import { mountTargetLimits } from '../fss/limits.ts';
import { loadFromRequirement } from '../fss/load.ts';
import { compareServices, fssRequirementOf } from './index.ts';
import { parseScenario } from '../scenario/index.ts';
import type { CompareRequirement } from '../scenario/index.ts';

const req: CompareRequirement = { ioSizeKiB: 1024, readMBps: 3_000, writeMBps: 500, clients: 8, capacityGB: 50_000 };

describe('a File Storage design chosen on the chart', () => {
  it('is planned in place of the recommendation, with its own limits at that count and the reason that says so', () => {
    const plain = compareServices(req);
    expect(plain.chosen).toBeUndefined();
    const recommended = plain.fileStorage.design;
    // Another design than the recommended one: one HPMT-20 less able than what was planned.
    const chosen = { mountTargetType: 'hpmt-20', mountTargets: 1 } as const;
    expect(recommended).not.toMatchObject(chosen);
    const r = compareServices(req, {}, undefined, null, { fileStorage: chosen });
    expect(r.chosen).toEqual(['file-storage']);
    expect(r.fileStorage.design).toMatchObject(chosen);
    expect(r.fileStorage.reason.code).toBe('fss-chosen');
    const edition = mountTargetEdition(r.catalogs.fileStorage)!;
    const limits = mountTargetLimits(loadFromRequirement(fssRequirementOf(req)), edition, 'hpmt-20', 1);
    expect('loads' in r.fileStorage ? r.fileStorage.loads.map((l) => l.utilization) : []).toEqual(limits.map((l) => l.utilization));
    // 3.5 GB/s on one HPMT-20 is far over its limits: it does not carry, and says what would.
    const worst = Math.max(...limits.filter((l) => !l.id.startsWith('client')).map((l) => l.utilization));
    expect(worst).toBeGreaterThan(0.8);
    expect(r.fileStorage.feasible).toBe(false);
    expect(r.entries[0]!.fits).toBe(false);
    expect(r.fileStorage.remedies.length).toBeGreaterThan(0);
    // The other services are planned as before.
    expect(r.blockVolume).toEqual(plain.blockVolume);
    expect(r.lustre).toEqual(plain.lustre);
  });

  it('a design that carries is weighed as carrying; more mount targets than needed cost more', () => {
    const plain = compareServices(req);
    const d = plain.fileStorage.design as { mountTargetType: 'standard' | 'hpmt-20' | 'hpmt-40' | 'hpmt-80'; mountTargets: number };
    const more = { mountTargetType: d.mountTargetType, mountTargets: d.mountTargets + 2 };
    const r = compareServices(req, {}, undefined, null, { fileStorage: more });
    expect(r.fileStorage.feasible).toBe(true);
    expect(r.fileStorage.cost.monthlyUSD).toBeGreaterThan(plain.fileStorage.cost.monthlyUSD);
  });

  it('a type the edition lacks is set aside: the recommendation stands', () => {
    const r = compareServices(req, { fileStorage: 'fss-2023-08' }, undefined, null, { fileStorage: { mountTargetType: 'hpmt-80', mountTargets: 2 } });
    expect(r.chosen).toBeUndefined();
    expect(r.fileStorage.reason.code).not.toBe('fss-chosen');
  });

  it('is part of the scenario document, checked like any field', () => {
    const base = { version: 5, mode: 'recommend', service: 'compare', requirement: req };
    expect(parseScenario({ ...base, chosen: { fileStorage: { mountTargetType: 'hpmt-40', mountTargets: 2 } } }).ok).toBe(true);
    const bad = parseScenario({ ...base, chosen: { fileStorage: { mountTargetType: 'hpmt-40', mountTargets: 0 } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(JSON.stringify(bad.issues)).toContain('mountTargets');
    expect(parseScenario({ ...base, chosen: { blockStorage: {} } }).ok).toBe(false);
  });
});
