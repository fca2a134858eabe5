/**
 * A design chosen on a chart, through the store: weighed in place of the recommendation,
 * carried by the share link, dropped by "Back to the recommendation" and by a new example,
 * refused when the schema does not take it.
 */
import { describe, expect, it } from 'vitest';
import { selectPlan } from './selectors.ts';
import { createPlanStore } from './planStore.ts';
import { buildHash, readHash } from './url.ts';

const choice = { mountTargetType: 'hpmt-80', mountTargets: 3 } as const;

describe('a design chosen on the chart', () => {
  it('is planned in place of the recommendation, and the way back drops it', () => {
    const store = createPlanStore({ storage: null });
    const recommended = selectPlan(store.getState().scenario).fileStorage.design;
    expect(store.getState().choose('fileStorage', choice)).toEqual({ ok: true });
    const plan = selectPlan(store.getState().scenario);
    expect(plan.fileStorage.design).toMatchObject(choice);
    expect(plan.chosen).toEqual(['file-storage']);
    store.getState().choose('fileStorage', null);
    expect(store.getState().scenario.chosen).toBeUndefined();
    expect(selectPlan(store.getState().scenario).fileStorage.design).toEqual(recommended);
  });

  it('rides in the share link', () => {
    const store = createPlanStore({ storage: null });
    store.getState().choose('fileStorage', choice);
    const read = readHash(buildHash(store.getState().scenario, 'file-storage'));
    expect(read.scenario?.ok && read.scenario.scenario.chosen).toEqual({ fileStorage: choice });
  });

  it('goes with the workload it was chosen for: a new example drops it', () => {
    const store = createPlanStore({ storage: null });
    store.getState().choose('fileStorage', choice);
    expect(store.getState().applyPreset('ai-training').ok).toBe(true);
    expect(store.getState().scenario.chosen).toBeUndefined();
  });

  it('is refused when the schema does not take it, and the scenario stays', () => {
    const store = createPlanStore({ storage: null });
    const before = store.getState().scenario;
    expect(store.getState().choose('fileStorage', { ...choice, mountTargets: 0 }).ok).toBe(false);
    expect(store.getState().scenario).toBe(before);
  });
});

describe('designs chosen on the Block Volume, Dense I/O and Lustre charts', () => {
  const choices = {
    blockVolume: { performanceLevel: 'balanced', volumeSizeGB: 500, volumes: 3 },
    denseIo: { shape: 'BM.DenseIO.E5.128', raid: '10' },
    lustre: { performanceTierMBpsPerTB: 1000, capacityGB: 124_800 },
  } as const;
  const services = { blockVolume: 'block-volume', denseIo: 'dense-io', lustre: 'lustre' } as const;

  for (const key of ['blockVolume', 'denseIo', 'lustre'] as const) {
    it(`${key}: planned in place of the recommendation, in the link, and gone with the way back`, () => {
      const store = createPlanStore({ storage: null });
      const before = selectPlan(store.getState().scenario);
      expect(store.getState().choose(key, choices[key])).toEqual({ ok: true });
      const plan = selectPlan(store.getState().scenario);
      expect(plan.chosen).toEqual([services[key]]);
      expect(plan[key].reason.code.endsWith('-chosen')).toBe(true);
      const read = readHash(buildHash(store.getState().scenario, services[key]));
      expect(read.scenario?.ok && read.scenario.scenario.chosen).toEqual({ [key]: choices[key] });
      store.getState().choose(key, null);
      expect(store.getState().scenario.chosen).toBeUndefined();
      expect(selectPlan(store.getState().scenario)[key].design).toEqual(before[key].design);
    });
  }

  it('the exported scenario carries every choice, and importing it plans them again', () => {
    const store = createPlanStore({ storage: null });
    for (const key of ['blockVolume', 'denseIo', 'lustre'] as const) store.getState().choose(key, choices[key]);
    const text = store.getState().exportScenario();
    const other = createPlanStore({ storage: null });
    expect(other.getState().importScenarioText(text)).toEqual({ ok: true });
    expect(other.getState().scenario.chosen).toEqual(choices);
    expect(selectPlan(other.getState().scenario).chosen).toEqual(['block-volume', 'dense-io', 'lustre']);
  });

  it('keeps one service’s choice when another is chosen or taken back; a new example drops all', () => {
    const store = createPlanStore({ storage: null });
    store.getState().choose('blockVolume', choices.blockVolume);
    store.getState().choose('lustre', choices.lustre);
    expect(selectPlan(store.getState().scenario).chosen).toEqual(['block-volume', 'lustre']);
    store.getState().choose('blockVolume', null);
    expect(store.getState().scenario.chosen).toEqual({ lustre: choices.lustre });
    expect(store.getState().applyPreset('ai-training').ok).toBe(true);
    expect(store.getState().scenario.chosen).toBeUndefined();
  });

  it('refuses what the schema does not take (a tier that is not one, no volumes), and the scenario stays', () => {
    const store = createPlanStore({ storage: null });
    const before = store.getState().scenario;
    expect(store.getState().choose('lustre', { performanceTierMBpsPerTB: 300 as 250, capacityGB: 1000 }).ok).toBe(false);
    expect(store.getState().choose('blockVolume', { ...choices.blockVolume, volumes: 0 }).ok).toBe(false);
    expect(store.getState().scenario).toBe(before);
  });
});
