/**
 * The fio calibration: a measured latency in the model's place, for the service, catalog,
 * design and workload it was measured on, and nothing else changes.
 */
import { changedPaths } from '../../../tests/fixtures/changedPaths.ts';
import { describe, expect, it } from 'vitest';
import { calibrationSchema, type Calibration } from './index.ts';
import { bvDesignKey, dioDesignKey, fssDesignKey, lustreDesignKey } from '../compare/planServices.ts';
import { compareServices, type CompareResult, type ServiceId } from '../compare/index.ts';
import { planScenario } from '../plan.ts';
import { parseScenario, type CompareRequirement } from '../scenario/index.ts';
import { compareShape } from './workloadShape.ts';

/** Clients with threads and queue depth, so the concurrency limit is checked too. */
const requirement: CompareRequirement = {
  ioSizeKiB: 8,
  readIops: 20_000,
  writeIops: 5_000,
  capacityGB: 2_000,
  clients: 4,
  clientShape: 'VM.Standard.E5.Flex',
  clientOcpus: 16,
  threadsPerClient: 4,
  queueDepth: 8,
};

const plain = compareServices(requirement);

const subtree = { 'file-storage': 'fileStorage', 'block-volume': 'blockVolume', 'dense-io': 'denseIo', lustre: 'lustre' } as const;

function keyOf(result: CompareResult, service: ServiceId): string {
  switch (service) {
    case 'file-storage':
      return fssDesignKey(result.fileStorage);
    case 'block-volume':
      return bvDesignKey(result.blockVolume);
    case 'dense-io':
      return dioDesignKey(result.denseIo);
    case 'lustre':
      return lustreDesignKey(result.lustre);
  }
}

function calibrationOf(service: ServiceId, latencyUs: number, over: Partial<Calibration> = {}): Calibration {
  return {
    service,
    catalog: plain.catalogs[subtree[service]],
    design: keyOf(plain, service),
    runDate: '2026-11-20',
    ...compareShape(requirement),
    latencyUs,
    iops: 24_000,
    throughputMBps: 196.6,
    ...over,
  };
}

const SERVICES: readonly ServiceId[] = ['file-storage', 'block-volume', 'dense-io', 'lustre'];

describe('a calibration in a comparison', () => {
  it.each(SERVICES)('%s: the measured latency replaces the model’s; only what follows from latency changes', (service) => {
    const model = service === 'dense-io' ? plain.denseIo.evaluation.latencyUs : plain.entries.find((e) => e.service === service)!.latencyMs * 1000;
    const measured = model * 2.5;
    const c = calibrationOf(service, measured);
    const result = compareServices(requirement, {}, undefined, c);
    expect(result.calibration).toMatchObject({
      status: 'applied',
      service,
      latencyUs: measured,
      runDate: '2026-11-20',
      design: c.design,
      currentDesign: c.design,
    });
    expect(result.calibration!.touches).toContain('latency');

    // Every other service is planned exactly as without the calibration.
    for (const other of SERVICES.filter((s) => s !== service)) expect(result[subtree[other]]).toEqual(plain[subtree[other]]);
    // The design and its price stay; the latency a comparison weighs is the measured one.
    const mine = result[subtree[service]];
    expect(mine.design).toEqual(plain[subtree[service]].design);
    expect(mine.cost).toEqual(plain[subtree[service]].cost);
    expect(result.entries.find((e) => e.service === service)!.latencyMs).toBeCloseTo(measured / 1000, 9);

    const changed = changedPaths(plain, { ...result, calibration: undefined });
    expect(changed.length).toBeGreaterThan(0);
    const index = plain.entries.findIndex((e) => e.service === service);
    // Nothing outside the service's own plan and its entry changes (the sources list may gain
    // the inference a measured latency is, and the cheapest may change with a verdict).
    const own = (p: string) =>
      p.startsWith(`${subtree[service]}.`) ||
      p.startsWith(`entries.${index}.`) ||
      /^(sources\.\d+|cheapest|feasible|unranked(\.\d+)?|missingPrices(\..+)?)$/.test(p);
    expect(changed.filter((p) => !own(p))).toEqual([]);
    // No design, price or stored capacity moves; the only limit whose capacity moves is the clients' concurrency.
    expect(changed.filter((p) => /\.(design|cost|bill|monthlyUSD)(\.|$)/.test(p))).toEqual([]);
    for (const p of changed.filter((x) => /\.(limits|loads)\.\d+\.capacity$/.test(x))) {
      const limit = p
        .split('.')
        .slice(0, -1)
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], result) as { id: string };
      expect(limit.id).toBe('concurrency');
    }

    if (service === 'dense-io') {
      expect(result.denseIo.evaluation.latencyUs).toBe(measured);
      expect(result.calibration!.touches).toEqual(['latency']);
      return;
    }
    // Little's law: the operations in flight the requirement needs grow with the latency.
    const need = (r: CompareResult) => (r[subtree[service]] as { concurrencyNeeded: { latencyMs: number; outstanding: number } }).concurrencyNeeded;
    expect(need(result).latencyMs).toBeCloseTo(measured / 1000, 9);
    expect(need(result).outstanding).toBeGreaterThanOrEqual(Math.floor(need(plain).outstanding * 2.5) - 1);
    expect(need(result).outstanding).toBeLessThanOrEqual(Math.ceil(need(plain).outstanding * 2.5) + 1);
    expect(result.calibration!.touches).toContain('concurrencyNeeded');
    // The clients' concurrency limit: the same operations in flight complete 2.5 times slower.
    const loads = (r: CompareResult) => (r[subtree[service]] as { loads: readonly { id: string; capacity: number }[] }).loads;
    const before = loads(plain).find((l) => l.id === 'concurrency');
    const after = loads(result).find((l) => l.id === 'concurrency');
    if (before) {
      expect(after!.capacity * 2.5).toBeCloseTo(before.capacity, 6);
      expect(result.calibration!.touches).toContain('limit:concurrency');
    }
  });

  it('another design (the requirement has moved on): planned without it, and says which design the run tested', () => {
    const result = compareServices(requirement, {}, undefined, calibrationOf('file-storage', 4_000, { design: 'hpmt-80x9' }));
    expect(result.calibration).toMatchObject({ status: 'other-design', design: 'hpmt-80x9', currentDesign: keyOf(plain, 'file-storage'), touches: [] });
    expect({ ...result, calibration: undefined }).toEqual({ ...plain, calibration: undefined });
  });

  it('another workload (I/O size, or a read share more than 5 points off): planned without it', () => {
    for (const over of [{ ioSizeKiB: 64 }, { readPercent: compareShape(requirement).readPercent - 6 }]) {
      const result = compareServices(requirement, {}, undefined, calibrationOf('block-volume', 4_000, over));
      expect(result.calibration?.status).toBe('other-workload');
      expect(result.blockVolume).toEqual(plain.blockVolume);
    }
    // Within 5 points it is the same mix.
    const near = compareServices(requirement, {}, undefined, calibrationOf('block-volume', 4_000, { readPercent: compareShape(requirement).readPercent - 4 }));
    expect(near.calibration?.status).toBe('applied');
  });

  it('the user’s own latency for the service stands', () => {
    const own = { ...requirement, bvLatencyMs: 0.5 };
    const result = compareServices(own, {}, undefined, calibrationOf('block-volume', 4_000));
    expect(result.calibration?.status).toBe('latency-entered');
    expect(result.blockVolume).toEqual(compareServices(own).blockVolume);
  });

  it('another catalog edition: planned without it', () => {
    const result = compareServices(requirement, { blockVolume: 'bv-seed' }, undefined, calibrationOf('block-volume', 4_000));
    expect(result.calibration?.status).toBe('other-catalog');
  });

  it('Dense I/O: a measured latency above the latency asked is a warning of its own', () => {
    const asked = { ...requirement, maxLatencyMs: 0.2 };
    const base = compareServices(asked);
    const c = { ...calibrationOf('dense-io', 450), design: keyOf(base, 'dense-io') };
    const result = compareServices(asked, {}, undefined, c);
    expect(result.denseIo.warnings).toContainEqual(
      expect.objectContaining({ id: 'latency', params: expect.objectContaining({ variant: 'measured', promisedUs: 450 }) }),
    );
    expect(result.entries.find((e) => e.service === 'dense-io')!.why).toContainEqual(expect.objectContaining({ code: 'latency-above' }));
  });

  it('never gives NaN or Infinity, whatever latency the schema takes', () => {
    for (const service of SERVICES)
      for (const latencyUs of [1, 7.5, 1_000, 123_456, 10_000_000]) {
        const text = JSON.stringify(compareServices(requirement, {}, undefined, calibrationOf(service, latencyUs)));
        expect(text).not.toMatch(/NaN|Infinity|null,"outstanding"/);
      }
  });
});

describe('a calibration in a one-service scenario', () => {
  const bvScenario = (calibration: Calibration) =>
    parseScenario({
      version: 5,
      mode: 'recommend',
      service: 'block-volume',
      requirement: { iops: 25_000, ioSizeKiB: 8, readPercent: 80, capacityGB: 2_000 },
      calibration,
    });

  it('applies to its service, and a run of another service says so', () => {
    const first = bvScenario({ ...calibrationOf('file-storage', 3_000), readPercent: 80 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const other = planScenario(first.value);
    expect(other.ok && other.result.calibration?.status).toBe('other-service');

    const { calibration: _none, ...bare } = first.value as Exclude<typeof first.value, { service: 'workloads' }>;
    const plainBv = planScenario(bare);
    if (!plainBv.ok || plainBv.result.service !== 'block-volume') throw new Error('no plan');
    const own = bvScenario({ ...calibrationOf('block-volume', 3_000), design: bvDesignKey(plainBv.result), readPercent: 80 });
    if (!own.ok) throw new Error('invalid');
    const planned = planScenario(own.value);
    expect(planned.ok && planned.result.calibration?.status).toBe('applied');
    if (planned.ok && 'concurrencyNeeded' in planned.result) expect(planned.result.concurrencyNeeded.latencyMs).toBe(3);
  });
});

describe('the calibration schema', () => {
  const good = calibrationOf('lustre', 900);

  it('takes a calibration the app writes', () => {
    expect(calibrationSchema.safeParse(good).success).toBe(true);
  });

  it.each([
    ['a negative latency', { latencyUs: -1 }],
    ['a latency under 1 µs', { latencyUs: 0.5 }],
    ['a latency of text', { latencyUs: '900' }],
    ['an unknown service', { service: 'tape' }],
    ['a date that is not a day', { runDate: '20 Nov 2026' }],
    ['a read share over 100', { readPercent: 101 }],
    ['an empty design', { design: '' }],
    ['a field it does not know', { factor: 0.9 }],
  ])('refuses %s', (_what, over) => {
    expect(calibrationSchema.safeParse({ ...good, ...over }).success).toBe(false);
  });
});
