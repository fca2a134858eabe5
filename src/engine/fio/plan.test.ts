import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planScenario } from '../plan.ts';
import { parseScenario } from '../scenario.ts';
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
});
