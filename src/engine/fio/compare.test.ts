import { describe, expect, it } from 'vitest';
import { compareFio, fioRunDate, FIO_TOLERANCE } from './compare.ts';
import type { FioPlan } from './plan.ts';
import { fioJob } from '../../../tests/fixtures/fioJobs.ts';

const plan = (over: Partial<FioPlan> = {}): FioPlan => ({
  service: 'file-storage',
  catalog: 'fss-current',
  readPercent: 70,
  readIoSizeKiB: 4,
  writeIoSizeKiB: 4,
  iops: 2000,
  throughputMBps: 8.192,
  latencyUs: 1000,
  clients: 2,
  outstandingPerClient: 64,
  threads: null,
  queueDepth: null,
  bindingLimit: 'backendIops',
  assumptions: [],
  fss: { mountTargets: 1, mountTargetType: 'hpmt-20', nconnect: 16, clientMBps: 4.2, inTransitEncryption: false, clientMountTarget: [1, 1] },
  bv: null,
  dio: null,
  lustre: null,
  ...over,
});

describe('measured against planned', () => {
  it('within the tolerance: no explanations', () => {
    const c = compareFio(plan(), [fioJob({ host: 'a' }), fioJob({ host: 'b' })]);
    expect(c.ratio).toBe(1);
    expect(c.verdict).toBe('within');
    expect(c.explanations).toEqual([]);
    expect(c).toMatchObject({ jobs: 2, clients: 2, bindingLimit: 'backendIops', planned: { iops: 2000, latencyUs: { mean: 1000, p99: null } } });
  });

  it('below: too little concurrency, fewer clients, NIC, mount options, latency', () => {
    const c = compareFio(plan(), [fioJob({ host: 'a', latencyUs: 2000 })]);
    expect(c.ratio).toBeCloseTo(0.5, 9);
    expect(c.verdict).toBe('below');
    expect(c.explanations).toEqual([
      { code: 'fio-run-concurrency-short', params: { inFlight: 32, needed: 64 } },
      { code: 'fio-fewer-clients', params: { measuredClients: 1, plannedClients: 2 } },
      { code: 'fio-client-nic-bound', params: { clientMBps: 4.1, nicMBps: 4.2 } },
      { code: 'fio-check-mount-options', params: { options: 'vers=3,proto=tcp,hard,nconnect=16' } },
      { code: 'fio-latency-above-plan', params: { measuredUs: 2600, plannedUs: 1000 } },
    ]);
  });

  it(`above by more than ${FIO_TOLERANCE * 100}%: says so, and flags buffered I/O`, () => {
    const c = compareFio(plan({ iops: 1000 }), [fioJob({ host: 'a', direct: false }), fioJob({ host: 'b' })]);
    expect(c.verdict).toBe('above');
    expect(c.explanations.map((e) => e.code)).toEqual(['fio-above-plan', 'fio-buffered-io']);
  });

  it('a plan of zero operations gives a null ratio, never NaN or Infinity', () => {
    const c = compareFio(plan({ iops: 0, throughputMBps: 0 }), [fioJob({})]);
    expect(c.ratio).toBeNull();
    expect(JSON.stringify(c)).not.toMatch(/NaN|Infinity/);
    expect(c.verdict).toBe('within');
  });
});

describe('measured against a Lustre plan', () => {
  const lustre = (clientMBps: number | null) =>
    plan({ service: 'lustre', catalog: 'lustre-current', fss: null, lustre: { performanceTierMBpsPerTB: 125, capacityTiB: 31.2, clientMBps } });

  it('clients at their NIC: from the Lustre plan’s client payload; no NFS mount options', () => {
    const c = compareFio(lustre(4.2), [fioJob({ host: 'a', latencyUs: 2000 })]);
    expect(c.verdict).toBe('below');
    expect(c.explanations.map((e) => e.code)).toEqual(['fio-run-concurrency-short', 'fio-fewer-clients', 'fio-client-nic-bound', 'fio-latency-above-plan']);
  });

  it('no client shape in the plan: the NIC is not guessed', () => {
    const c = compareFio(lustre(null), [fioJob({ host: 'a', latencyUs: 2000 })]);
    expect(c.explanations.map((e) => e.code)).not.toContain('fio-client-nic-bound');
  });
});

describe('concurrency per client', () => {
  it('adds the jobs of one client before comparing with what the plan needs', () => {
    const two = [fioJob({ host: 'a', jobName: 'x', latencyUs: 400 }), fioJob({ host: 'a', jobName: 'y', latencyUs: 400 })];
    const c = compareFio(
      plan({ iops: 4000, clients: 1, fss: null }),
      two.map((j) => ({ ...j, read: { ...j.read, iops: 100 }, write: { ...j.write, iops: 100 } })),
    );
    expect(c.verdict).toBe('below');
    expect(c.explanations.map((e) => e.code)).not.toContain('fio-run-concurrency-short');
    const short = compareFio(
      plan({ iops: 4000, clients: 1, fss: null, outstandingPerClient: 100 }),
      two.map((j) => ({ ...j, read: { ...j.read, iops: 100 }, write: { ...j.write, iops: 100 } })),
    );
    expect(short.explanations[0]).toEqual({ code: 'fio-run-concurrency-short', params: { inFlight: 64, needed: 100 } });
  });
});

describe('when and what was measured', () => {
  it('dates the run from fio’s timestamp (UTC day), and none for a missing or absurd one', () => {
    expect(fioRunDate(Date.UTC(2026, 10, 23, 23, 59) / 1000)).toBe('2026-11-23');
    expect(fioRunDate(null)).toBeNull();
    expect(fioRunDate(-5)).toBeNull();
    expect(fioRunDate(Number.NaN)).toBeNull();
    expect(fioRunDate(1e15)).toBeNull();
  });

  it('names the design the run was compared with', () => {
    const c = compareFio(plan(), [fioJob({ host: 'a' }), fioJob({ host: 'b' })], Date.UTC(2026, 0, 2) / 1000);
    expect(c.runDate).toBe('2026-01-02');
    expect(c.design).toEqual({
      service: 'file-storage',
      catalog: 'fss-current',
      readPercent: 70,
      ioSizeKiB: 4,
      fss: { mountTargets: 1, mountTargetType: 'hpmt-20' },
      bv: null,
      dio: null,
      lustre: null,
    });
  });
});
