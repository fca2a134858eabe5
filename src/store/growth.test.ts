/**
 * Growth through the store: planned over time once set (cached per scenario), carried by the
 * share link, removed with null, refused when the schema does not take it (the last good one stays).
 */
import { describe, expect, it } from 'vitest';
import { selectOverTime } from './planCache.ts';
import { createPlanStore } from './planStore.ts';
import { buildHash, readHash } from './url.ts';

const growth = { capacityPercentPerYear: 30, performancePercentPerYear: 50, horizonMonths: 24 };

describe('growth in the store', () => {
  it('plans the comparison over time, once per scenario, and null plans today only', () => {
    const store = createPlanStore({ storage: null });
    expect(selectOverTime(store.getState().scenario)).toBeNull();
    expect(store.getState().setGrowth(growth)).toEqual({ ok: true });
    const scenario = store.getState().scenario;
    const plan = selectOverTime(scenario)!;
    expect(plan.horizonMonths).toBe(24);
    expect(selectOverTime(scenario)).toBe(plan);
    store.getState().setGrowth(null);
    expect(store.getState().scenario.growth).toBeUndefined();
  });

  it('rides in the share link', () => {
    const store = createPlanStore({ storage: null });
    store.getState().setGrowth(growth);
    const read = readHash(buildHash(store.getState().scenario, 'compare'));
    expect(read.scenario?.ok && read.scenario.scenario.growth).toEqual(growth);
  });

  it('refuses a horizon the schema does not take, keeping the last good growth', () => {
    const store = createPlanStore({ storage: null });
    store.getState().setGrowth(growth);
    expect(store.getState().setGrowth({ ...growth, horizonMonths: 72 }).ok).toBe(false);
    expect(store.getState().scenario.growth).toEqual(growth);
  });
});
