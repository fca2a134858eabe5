/**
 * The fio run the user read back ("measured by you"): the comparison of its figures with the
 * plan, with the day it ran and the design it tested. It lives for the session, beside the
 * plan store (it is no part of the scenario): the results panel that read it and the charts
 * that draw it as a point both follow it here.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { FioComparison } from '../engine/fio/index.ts';

export interface MeasuredState {
  readonly run: FioComparison | null;
  setRun(run: FioComparison | null): void;
}

export const measuredStore = createStore<MeasuredState>()((set) => ({
  run: null,
  setRun: (run) => set({ run }),
}));

/** The run read back, or null. */
export function useMeasuredRun(): FioComparison | null {
  return useStore(measuredStore, (s) => s.run);
}
