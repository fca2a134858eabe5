import { describe, expect, it } from 'vitest';
import { readWorkloadsKeeping } from './workloadsParse.ts';

const home = { name: 'home', service: 'file-storage', requirement: { readMBps: 200, ioSizeKiB: 64, capacityGB: 5000 } };
const db = { name: 'db', service: 'block-volume', requirement: { readIops: 20_000, ioSizeKiB: 8, capacityGB: 1000 } };
const doc = (workloads: unknown[]) => ({ version: 7, mode: 'recommend', service: 'workloads', workloads });

describe('a plan of workloads read workload by workload', () => {
  it('a bad workload is marked with its own path, and the others are kept', () => {
    const r = readWorkloadsKeeping(doc([home, { ...db, requirement: { ...db.requirement, readIops: -1 } }, { ...home, name: 'apps' }]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.kept).toEqual([0, 2]);
    expect(r.scenario.workloads.map((w) => w.name)).toEqual(['home', 'apps']);
    expect(r.invalid).toHaveLength(1);
    expect(r.invalid[0]!.index).toBe(1);
    expect(r.invalid[0]!.issues.map((i) => i.path)).toEqual(['workloads.1.requirement.readIops']);
  });

  it('a demand stated two ways and a name used twice mark their workload', () => {
    const both = { ...db, name: 'both', requirement: { ...db.requirement, totalIops: 100, readSharePercent: 50 } };
    const r = readWorkloadsKeeping(doc([home, both, { ...db, name: ' HOME ' }]));
    expect(r.ok && r.invalid.map((x) => [x.index, x.issues[0]!.code, x.issues[0]!.path])).toEqual([
      [1, 'demandBothWays', 'workloads.1.requirement.totalIops'],
      [2, 'duplicateWorkloadName', 'workloads.2.name'],
    ]);
  });

  it('a name the same as another in Unicode NFKC (full-width "ｄｂ" and "db") is used twice, both names given as written', () => {
    const r = readWorkloadsKeeping(doc([db, home, { ...home, name: ' ｄｂ' }]));
    expect(r.ok && r.invalid.map((x) => x.issues[0])).toEqual([
      {
        path: 'workloads.2.name',
        code: 'duplicateWorkloadName',
        params: { name: 'ｄｂ', firstName: 'db', first: 0, second: 2, firstNumber: 1, secondNumber: 3 },
      },
    ]);
  });

  it('a problem of the document itself refuses it all, as parseScenario does', () => {
    const r = readWorkloadsKeeping({ ...doc([home, { ...db, requirement: {} }]), pricing: { discountPercent: 200 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.some((i) => i.path === 'pricing.discountPercent')).toBe(true);
  });

  it('a valid plan comes back whole', () => {
    const r = readWorkloadsKeeping(doc([home, db]));
    expect(r.ok && r.kept).toEqual([0, 1]);
    expect(r.ok && r.invalid).toEqual([]);
  });
});
