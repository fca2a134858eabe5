import { describe, expect, it } from 'vitest';
import { createPlanStore } from './planStore.ts';
import { stateKey } from './stateKey.ts';

describe('stateKey', () => {
  it('is the same for two stores started alike, whatever their actions', () => {
    expect(stateKey(createPlanStore().getState())).toBe(stateKey(createPlanStore().getState()));
  });

  it('changes with anything the first screen is drawn from', () => {
    const base = stateKey(createPlanStore().getState());
    const view = createPlanStore();
    view.getState().setView('block-volume');
    expect(stateKey(view.getState())).not.toBe(base);
    const ja = createPlanStore({ languages: ['ja-JP'] });
    expect(stateKey(ja.getState())).not.toBe(base);
    const dark = createPlanStore();
    dark.getState().setTheme('dark');
    expect(stateKey(dark.getState())).not.toBe(base);
  });
});
