import { describe, expect, it } from 'vitest';
import { defaultScenario } from './initialState.ts';
import { selectPinnedResults, selectPlan } from './selectors.ts';

describe('selectPlan', () => {
  it('computes once per scenario object', () => {
    const s = defaultScenario();
    const first = selectPlan(s);
    expect(selectPlan(s)).toBe(first);
    expect(first.service).toBe('compare');
    const copy = { ...s };
    expect(selectPlan(copy)).not.toBe(first);
    expect(selectPlan(copy)).toEqual(first);
  });

  it('uses the scenario catalogs and pricing', () => {
    const s = { ...defaultScenario(), catalogs: { fileStorage: 'fss-2024-11' as const }, pricing: { discountPercent: 50 } };
    const r = selectPlan(s);
    expect(r.catalogs.fileStorage).toBe('fss-2024-11');
    expect(r.fileStorage.cost.discountPercent).toBe(50);
  });
});

describe('selectPinnedResults', () => {
  it('returns the same array for the same pinned list', () => {
    const pinned = [{ id: 'a', name: 'A', scenario: defaultScenario() }];
    const rows = selectPinnedResults(pinned);
    expect(selectPinnedResults(pinned)).toBe(rows);
    expect(rows[0]?.result).toBe(selectPlan(pinned[0]!.scenario));
  });
});
