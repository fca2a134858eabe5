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
