import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planScenario } from '../plan.ts';
import type { CompareResult } from '../compare/index.ts';
import type { LustreEvaluation, LustreRecommendation } from '../lustre/index.ts';
import { parseScenario } from '../scenario/index.ts';
import { mbpsToOps } from '../units.ts';
import { fioPlanOf } from './plan.ts';

const fixture = (name: string) => {
  const parsed = parseScenario(JSON.parse(readFileSync(join(import.meta.dirname, '../../../tests/fixtures/scenarios', name), 'utf8')));
  if (!parsed.ok) throw new Error(name);
  const planned = planScenario(parsed.value);
  if (!planned.ok) throw new Error(name);
  return { scenario: parsed.value, result: planned.result };
};

describe('the fio view of a plan', () => {
  it('File Storage recommend: the requirement’s operations, clients on their mount targets', () => {
    const { scenario, result } = fixture('fss-recommend.json');
    const out = fioPlanOf(scenario, result);
    if (!out.ok) throw new Error(out.problem.code);
    const p = out.plan;
    // 1,500 MB/s read + 500 MB/s write at 64 KiB.
    expect(p.iops).toBeCloseTo((2000 * 1e6) / 65536, 6);
    expect(p.throughputMBps).toBeCloseTo(2000, 9);
    expect(p.readPercent).toBeCloseTo(75, 9);
    expect(p.clients).toBe(40);
    expect(p.fss?.clientMountTarget).toHaveLength(40);
    expect(p.outstandingPerClient * p.clients).toBeGreaterThanOrEqual(Math.ceil((p.iops * p.latencyUs) / 1e6));
  });

  it('Block Volume without a mix assumes the host test’s 50/50 and says so', () => {
    const { scenario, result } = fixture('bv-recommend.json');
    const out = fioPlanOf(scenario, result);
    expect(out.ok && out.plan.readPercent).toBe(50);
    expect(out.ok && out.plan.assumptions.map((a) => a.code)).toEqual(['fio-assumed-read-percent']);
  });

  it('Dense I/O: Little’s law at the NVMe latency gives the operations in flight', () => {
    const { scenario, result } = fixture('dio-recommend.json');
    const out = fioPlanOf(scenario, result);
    if (!out.ok) throw new Error(out.problem.code);
    expect(out.plan.outstandingPerClient).toBe(Math.ceil((500_000 * out.plan.latencyUs) / 1e6));
    expect(out.plan.dio?.drives).toBeGreaterThan(1);
  });

  it('compare: the cheapest service that fits', () => {
    const { scenario, result } = fixture('compare.json');
    const out = fioPlanOf(scenario, result);
    expect(out.ok && out.plan.service).toBe((result as { cheapest: string }).cheapest);
  });

  it('Lustre evaluate: what the design delivers at saturation, Little’s law at the plan’s latency, one client assumed', () => {
    const { scenario, result } = fixture('lustre-evaluate.json');
    const e = result as LustreEvaluation;
    const out = fioPlanOf(scenario, result);
    if (!out.ok) throw new Error(out.problem.code);
    const p = out.plan;
    expect(p.service).toBe('lustre');
    expect(p.throughputMBps).toBe(e.throughputMBps);
    expect(p.iops).toBe(e.opsPerSecond);
    expect(p.readPercent).toBe(100);
    expect(p.readIoSizeKiB).toBe(1024);
    expect(p.latencyUs).toBe(e.concurrency.latencyMs * 1000);
    expect(p.bindingLimit).toBe(e.bottleneck);
    expect(p.clients).toBe(1);
    expect(p.assumptions).toEqual([{ code: 'fio-assumed-one-client', params: { mbps: e.throughputMBps } }]);
    expect(p.outstandingPerClient).toBe(Math.ceil((e.opsPerSecond * e.concurrency.latencyMs) / 1000));
    expect(p.lustre).toEqual({ performanceTierMBpsPerTB: e.design.performanceTierMBpsPerTB, capacityTiB: e.design.capacityTiB, clientMBps: null });
    expect(p.fss).toBeNull();
  });

  it('Lustre recommend: the requirement’s MB/s, not what the larger design could give', () => {
    const { scenario, result } = fixture('lustre-recommend.json');
    const r = result as LustreRecommendation;
    const out = fioPlanOf(scenario, result);
    if (!out.ok) throw new Error(out.problem.code);
    expect(out.plan.throughputMBps).toBe(20_000);
    expect(r.evaluation.throughputMBps).toBeGreaterThan(20_000);
    expect(out.plan.iops).toBeCloseTo(mbpsToOps(20_000, 1024), 9);
    expect(out.plan.outstandingPerClient).toBe(r.concurrencyNeeded.outstanding);
  });

  it('Lustre recommend: writes and reads split by MB/s, clients and their NIC from the scenario', () => {
    const doc = {
      mode: 'recommend',
      service: 'lustre',
      requirement: {
        readMBps: 3000,
        writeIops: 1000,
        ioSizeKiB: 1024,
        clients: 4,
        clientShape: 'VM.Standard.E5.Flex',
        clientOcpus: 8,
        threadsPerClient: 2,
        queueDepth: 4,
      },
    };
    const parsed = parseScenario(doc);
    if (!parsed.ok) throw new Error('rejected');
    const planned = planScenario(parsed.value);
    if (!planned.ok) throw new Error('not planned');
    const r = planned.result as LustreRecommendation;
    const out = fioPlanOf(parsed.value, r);
    if (!out.ok) throw new Error(out.problem.code);
    const writeMBps = (1000 * 1024 * 1024) / 1e6;
    expect(out.plan.readPercent).toBeCloseTo((100 * 3000) / (3000 + writeMBps), 9);
    expect(out.plan.clients).toBe(4);
    expect(out.plan.assumptions).toEqual([]);
    expect(out.plan.outstandingPerClient).toBe(r.concurrencyNeeded.perClient);
    expect([out.plan.threads, out.plan.queueDepth]).toEqual([2, 4]);
    const nic = r.loads.find((l) => l.id === 'clientNetworkRead')!;
    expect(out.plan.lustre?.clientMBps).toBeCloseTo(nic.capacity / 4, 9);
  });

  it('compare whose cheapest fitting entry is Lustre: the plan of its Lustre entry', () => {
    const { scenario, result } = fixture('compare.json');
    const c = result as CompareResult;
    expect(c.cheapest).toBe('lustre');
    const out = fioPlanOf(scenario, result);
    if (!out.ok) throw new Error(out.problem.code);
    expect(out.plan.service).toBe('lustre');
    expect(out.plan.throughputMBps).toBe(c.lustre.requiredMBps);
    expect(out.plan.readPercent).toBeCloseTo(80, 9);
    expect(out.plan.clients).toBe(8);
    expect(out.plan.outstandingPerClient).toBe(c.lustre.concurrencyNeeded.perClient);
    expect(out.plan.lustre?.performanceTierMBpsPerTB).toBe(c.lustre.design.performanceTierMBpsPerTB);
  });
});
