import { describe, expect, it } from 'vitest';
import { lustreCurrent as e } from '../../catalog/lustre.ts';
import { capacityStepAt } from './capacity.ts';
import { lustreCost } from './cost.ts';
import { lustreClientBounds } from './limits.ts';
import { lustreWarnings } from './warnings.ts';

const base = (over: Partial<Parameters<typeof lustreWarnings>[0]> = {}) => {
  const step = capacityStepAt(e, 0);
  return lustreWarnings({
    edition: e,
    tier: 125,
    step,
    dataGB: 0,
    neededMBps: 0,
    ioSizeKiB: 1024,
    cost: lustreCost(e, 125, step.capacityGB),
    bounds: lustreClientBounds(e, {}),
    ...over,
  });
};

describe('Lustre warnings', () => {
  it('always: capacity only grows, the Lustre client on every host, one availability domain, the inferred performance unit', () => {
    const ids = base().map((w) => w.id);
    for (const id of ['lustre-grow-only', 'lustre-client-required', 'lustre-single-ad', 'lustre-performance-unit-inferred']) expect(ids).toContain(id);
  });

  it('each carries its sources and codes with params, most severe first', () => {
    const ws = base({ dataGB: 100_000, ioSizeKiB: 4 });
    expect(ws[0]!.id).toBe('lustre-data-exceeds');
    expect(ws[0]!.params).toEqual({ dataGB: 100_000, capacityGB: 34_304.763, capacityTiB: 31.2 });
    for (const w of ws) expect(w.sources.length).toBeGreaterThan(0);
    expect(ws.map((w) => w.id)).toContain('lustre-small-io');
  });

  it('small I/O: a warning where nothing is asked at that size (evaluate), a critical one where throughput is (recommend)', () => {
    expect(base({ ioSizeKiB: 4 }).find((w) => w.id === 'lustre-small-io')?.severity).toBe('warning');
    const asked = base({ ioSizeKiB: 4, smallIoAsked: true });
    expect(asked[0]).toMatchObject({ id: 'lustre-small-io-unchecked', severity: 'critical' });
    expect(asked.map((w) => w.id)).not.toContain('lustre-small-io');
    expect(base({ ioSizeKiB: 1024, smallIoAsked: false }).map((w) => w.id)).not.toContain('lustre-small-io-unchecked');
  });

  it('no largest file system is published: every plan says so with the growth steps, with its capacity', () => {
    expect(base().find((w) => w.id === 'lustre-grow-only')?.params).toMatchObject({ capacityTiB: 31.2, stepBreakTiB: 124.8 });
  });

  it('the minimum dominates the cost when the data is under half of it and the throughput needs no more', () => {
    expect(base({ dataGB: 1000 }).map((w) => w.id)).toContain('lustre-minimum-dominates');
    expect(base({ dataGB: 30_000 }).map((w) => w.id)).not.toContain('lustre-minimum-dominates');
  });
});
