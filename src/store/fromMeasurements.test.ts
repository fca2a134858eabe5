import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measurements as m } from '../engine/index.ts';
import { memoryStorage } from '../../tests/fixtures/storage.ts';
import { createPlanStore } from './planStore.ts';
import { measuredScenario } from './fromMeasurements.ts';
import { isMeasured, withoutMeasured } from './provenance.ts';
import { encodeScenario as encode } from './url.ts';
const FILE = 'tests/fixtures/measurements/oci-blockstore-cli.json';
const derive = (statistic: m.Statistic = 'p95') =>
  m.deriveWorkload(m.readMeasurementFile('oci-blockstore-cli.json', readFileSync(FILE, 'utf8')).series, { statistic });

describe('a workload from measurements in the store', () => {
  it('fills the demand and I/O size in one change, keeps the other fields, and says where they came from', () => {
    const store = createPlanStore({ storage: memoryStorage() });
    const before = store.getState().scenario;
    let changes = 0;
    store.subscribe(() => changes++);
    const w = derive();
    const out = measuredScenario(before, w);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    store.getState().loadScenario(out.scenario);
    expect(changes).toBe(1);
    const s = store.getState().scenario;
    expect(s.requirement.readMBps).toBe(w.fields.readMBps);
    expect(s.requirement.writeIops).toBe(w.fields.writeIops);
    expect(s.requirement.ioSizeKiB).toBe(w.fields.ioSizeKiB);
    // Not measured here: the capacity stays the user's.
    expect(s.requirement.capacityGB).toBe(before.requirement.capacityGB);
    expect(s.measured).toMatchObject({ statistic: 'p95', basis: 'coincident', files: [{ name: 'oci-blockstore-cli.json', format: 'oci' }] });
    expect(s.measured?.fields).toEqual(['readMBps', 'writeMBps', 'readIops', 'writeIops', 'ioSizeKiB']);
    expect(store.getState().drafts.readMBps).not.toBe('');
  });

  it('replaces a demand stated as totals, so no figure of the last workload is left over', () => {
    const store = createPlanStore({ storage: memoryStorage() });
    const s = store.getState().scenario;
    store.getState().loadScenario({ ...s, requirement: { ioSizeKiB: 64, totalMBps: 500, readSharePercent: 70 } });
    expect(store.getState().scenario.requirement.totalMBps).toBe(500);
    const out = measuredScenario(store.getState().scenario, derive());
    expect(out.ok && out.scenario.requirement.totalMBps).toBe(undefined);
  });

  it('drops a field from measured.fields once the user types in it, and measured once none is left', () => {
    const store = createPlanStore({ storage: memoryStorage() });
    const out = measuredScenario(store.getState().scenario, derive());
    if (!out.ok) throw new Error('no scenario');
    store.getState().loadScenario(out.scenario);
    store.getState().setField('readMBps', '300');
    const s = store.getState().scenario;
    expect(isMeasured(s, 'readMBps')).toBe(false);
    expect(isMeasured(s, 'writeMBps')).toBe(true);
    const none = withoutMeasured(s, ['writeMBps', 'readIops', 'writeIops', 'ioSizeKiB']);
    expect(none.measured).toBeUndefined();
  });

  it('an example replaces the measured workload, and with it where it came from', () => {
    const store = createPlanStore({ storage: memoryStorage() });
    const out = measuredScenario(store.getState().scenario, derive());
    if (!out.ok) throw new Error('no scenario');
    store.getState().loadScenario(out.scenario);
    store.getState().applyPreset('ai-training');
    expect(store.getState().scenario.measured).toBeUndefined();
  });

  it('the link carries measured, and reading it back keeps it', () => {
    const store = createPlanStore({ storage: memoryStorage() });
    const out = measuredScenario(store.getState().scenario, derive('peak'));
    if (!out.ok) throw new Error('no scenario');
    const again = createPlanStore({ storage: memoryStorage(), hash: `#scenario=${encode(out.scenario)}` });
    expect(again.getState().scenario.measured?.statistic).toBe('peak');
  });
});

describe('the export of a measured workload', () => {
  it('carries the figures and where they came from, not the data', () => {
    const store = createPlanStore({ storage: memoryStorage() });
    const out = measuredScenario(store.getState().scenario, derive());
    if (!out.ok) throw new Error('no scenario');
    store.getState().loadScenario(out.scenario);
    const exported = JSON.parse(store.getState().exportScenario()) as Record<string, unknown>;
    expect(exported.measured).toMatchObject({ statistic: 'p95', fields: ['readMBps', 'writeMBps', 'readIops', 'writeIops', 'ioSizeKiB'] });
    expect(JSON.stringify(exported)).not.toMatch(/aggregated-datapoints|resourceId/);
    // Read back, one-service scenarios included, it keeps them.
    const again = createPlanStore({ storage: memoryStorage() });
    expect(again.getState().importScenarioText(JSON.stringify({ ...exported, service: 'compare' })).ok).toBe(true);
    expect(again.getState().scenario.measured).toEqual(exported.measured);
  });

  it('a one-service scenario from the command line keeps measured when converted', () => {
    const built = m.scenarioFromWorkload(derive(), 'file-storage');
    if (!built.ok) throw new Error('no scenario');
    const store = createPlanStore({ storage: memoryStorage() });
    expect(store.getState().importScenarioText(JSON.stringify(built.scenario)).ok).toBe(true);
    expect(store.getState().scenario.measured?.statistic).toBe('p95');
  });
});
