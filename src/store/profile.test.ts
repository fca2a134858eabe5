/**
 * A daily profile through the store: costed once set (cached per scenario), carried by the share
 * link, removed with null, refused when the schema does not take it (the last good one stays).
 */
import { describe, expect, it } from 'vitest';
import { selectProfilePlan } from './planCache.ts';
import { createPlanStore } from './planStore.ts';
import { buildHash, readHash } from './url.ts';

const profile = { peakHours: 8, peakStartHour: 9, offPeakLevelPercent: 20 };

describe('daily profile in the store', () => {
  it('costs the profile, once per scenario, and null gives a flat day', () => {
    const store = createPlanStore({ storage: null });
    expect(selectProfilePlan(store.getState().scenario)).toBeNull();
    expect(store.getState().setProfile(profile)).toEqual({ ok: true });
    const scenario = store.getState().scenario;
    const plan = selectProfilePlan(scenario)!;
    expect(plan.hours).toHaveLength(24);
    expect(selectProfilePlan(scenario)).toBe(plan);
    store.getState().setProfile(null);
    expect(store.getState().scenario.profile).toBeUndefined();
  });

  it('rides in the share link', () => {
    const store = createPlanStore({ storage: null });
    store.getState().setProfile(profile);
    const read = readHash(buildHash(store.getState().scenario, 'compare'));
    expect(read.scenario?.ok && read.scenario.scenario.profile).toEqual(profile);
  });

  it('refuses an off-peak level above the peak, keeping the last good profile', () => {
    const store = createPlanStore({ storage: null });
    store.getState().setProfile(profile);
    expect(store.getState().setProfile({ ...profile, peakLevelPercent: 50, offPeakLevelPercent: 60 }).ok).toBe(false);
    expect(store.getState().setProfile({ ...profile, peakHours: 25 }).ok).toBe(false);
    expect(store.getState().scenario.profile).toEqual(profile);
  });
});
