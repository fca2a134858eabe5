/**
 * Growth set from outside the growth fields (the import panel's "Use as growth", issue 24):
 * the count of such settings, for the session. The Compare view keys its growth section on it,
 * so the section's fields show the growth that was set rather than what was last typed.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export const growthOfferStore = createStore<{ readonly count: number; offered(): void }>()((set) => ({
  count: 0,
  offered: () => set((s) => ({ count: s.count + 1 })),
}));

/** How many times growth was set from outside the growth fields this session. */
export function useGrowthOffers(): number {
  return useStore(growthOfferStore, (s) => s.count);
}
