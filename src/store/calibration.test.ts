/**
 * The fio calibration as part of the scenario the app works on: set and dropped through the
 * store, carried by the share link (a few hundred characters), the export and the import, and
 * what the version-3 app wrote (links, browser storage) still opens, without one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_VERSION, type Calibration } from '../engine/index.ts';
import { selectPlan } from './selectors.ts';
import { createPlanStore } from './planStore.ts';
import { loadPersisted, storageKeys } from './persist.ts';
import { buildHash, readHash } from './url.ts';

const calibration: Calibration = {
  service: 'file-storage',
  catalog: 'fss-current',
  design: 'hpmt-20x1',
  runDate: '2026-11-20',
  ioSizeKiB: 8,
  readPercent: 80,
  latencyUs: 1830.4,
  iops: 24_912,
  throughputMBps: 204.1,
};

const fixtures = (version: string) => join(import.meta.dirname, '../../tests/fixtures', version);

describe('the calibration in the scenario', () => {
  it('set and dropped through the store; the plan follows', () => {
    const store = createPlanStore({ storage: null });
    expect(store.getState().setCalibration(calibration)).toEqual({ ok: true });
    const s = store.getState().scenario;
    expect(s.calibration).toEqual(calibration);
    expect(selectPlan(s).calibration?.service).toBe('file-storage');
    store.getState().setCalibration(null);
    expect(store.getState().scenario.calibration).toBeUndefined();
    expect(selectPlan(store.getState().scenario).calibration).toBeUndefined();
  });

  it('refuses a calibration the schema does not take, and keeps the scenario', () => {
    const store = createPlanStore({ storage: null });
    const before = store.getState().scenario;
    expect(store.getState().setCalibration({ ...calibration, latencyUs: -5 }).ok).toBe(false);
    expect(store.getState().scenario).toBe(before);
  });

  it('rides in the share link, a few hundred characters more', () => {
    const store = createPlanStore({ storage: null });
    const plain = buildHash(store.getState().scenario, 'file-storage');
    store.getState().setCalibration(calibration);
    const hash = buildHash(store.getState().scenario, 'file-storage');
    expect(hash.length - plain.length).toBeLessThan(400);
    const read = readHash(hash);
    expect(read.scenario?.ok && read.scenario.scenario.calibration).toEqual(calibration);
  });

  it('is exported and imported with the scenario', () => {
    const a = createPlanStore({ storage: null });
    a.getState().setCalibration(calibration);
    const text = a.getState().exportScenario();
    expect(JSON.parse(text)).toMatchObject({ version: SCENARIO_VERSION, calibration });
    const b = createPlanStore({ storage: null });
    expect(b.getState().importScenarioText(text)).toEqual({ ok: true });
    expect(b.getState().scenario.calibration).toEqual(calibration);
  });
});

describe.each(['v3', 'v4'])('what the %s app wrote still opens', (version) => {
  it('every share link of its examples', () => {
    const links = JSON.parse(readFileSync(join(fixtures(version), 'app-links.json'), 'utf8')) as { id: string; hash: string }[];
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const { hash } of links) {
      const read = readHash(hash);
      expect(read.scenario?.ok).toBe(true);
      if (read.scenario?.ok) {
        expect(read.scenario.scenario.version).toBe(SCENARIO_VERSION);
        expect(read.scenario.scenario.calibration).toBeUndefined();
      }
    }
  });

  it('its browser storage: the last session, a pinned scenario and a saved one', () => {
    const stored = JSON.parse(readFileSync(join(fixtures(version), 'app-storage.json'), 'utf8')) as Record<string, string>;
    const storage = { getItem: (k: string) => stored[k] ?? null, setItem: () => undefined, removeItem: () => undefined };
    const p = loadPersisted(storage);
    expect(p.problems).toEqual([]);
    expect(p.session?.scenario?.version).toBe(SCENARIO_VERSION);
    expect(p.session?.view).toBe('file-storage');
    expect(p.session?.pinned).toHaveLength(1);
    expect(p.saved.map((s) => s.name)).toEqual(['Media']);
    expect(p.saved[0]!.scenario.version).toBe(SCENARIO_VERSION);
    expect(Object.keys(stored)).toEqual([storageKeys.session, storageKeys.saved]);
  });
});

describe('a calibrated scenario the version-4 app wrote', () => {
  it('opens from its export and its link with the calibration it carried', () => {
    const doc = JSON.parse(readFileSync(join(fixtures('v4'), 'app-calibrated.json'), 'utf8')) as { export: unknown; hash: string };
    const store = createPlanStore({ storage: null });
    expect(store.getState().importScenarioText(JSON.stringify(doc.export))).toEqual({ ok: true });
    const fromFile = store.getState().scenario;
    expect(fromFile.version).toBe(SCENARIO_VERSION);
    expect(fromFile.calibration).toEqual((doc.export as { calibration: unknown }).calibration);
    const read = readHash(doc.hash);
    expect(read.scenario?.ok && read.scenario.scenario).toEqual(fromFile);
    expect(selectPlan(fromFile).calibration?.service).toBe('file-storage');
  });
});
