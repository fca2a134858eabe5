/** Pinned scenarios (kept beside the current one) and saved scenarios (by name). */
import type { PlanActions } from '../contract.ts';
import { OK, replaceScenario, validate, type GetPlan, type SetPlan } from './types.ts';
import { describeIssues } from '../convert.ts';
import { MAX_PINNED } from '../persist.ts';
import { scenarioOf } from '../workloads.ts';
import { listWithForm } from './workloadActions.ts';

let pinCounter = 0;

export type LibraryActions = Pick<PlanActions, 'pin' | 'unpin' | 'saveAs' | 'loadSaved' | 'removeSaved'>;

export function libraryActions(set: SetPlan, get: GetPlan): LibraryActions {
  return {
    pin(name) {
      const s = get();
      const id = `pin-${Date.now().toString(36)}-${(pinCounter++).toString(36)}`;
      const label = name.trim().slice(0, 200) || `#${s.pinned.length + 1}`;
      set({ pinned: [...s.pinned, { id, name: label, scenario: s.scenario }].slice(-MAX_PINNED) });
    },

    unpin(id) {
      set((s) => ({ pinned: s.pinned.filter((p) => p.id !== id) }));
    },

    saveAs(name) {
      const label = name.trim();
      if (!label) return { ok: false, message: 'Enter a name to save the scenario under.' };
      if (label.length > 200) return { ok: false, message: 'A name can be at most 200 characters.' };
      const v = validate({ ...get().scenario, name: label });
      if (!v.ok) return { ok: false, message: describeIssues(v.issues) };
      // A plan of several workloads is saved whole (each without the text of a field in error).
      const s = get();
      const workloads = s.workloads.length > 1 ? listWithForm({ ...s, scenario: v.scenario }).map(({ held: _held, ...w }) => w) : undefined;
      const entry = { name: label, savedAt: new Date().toISOString(), scenario: v.scenario, ...(workloads ? { workloads } : {}) };
      set((s) => ({ scenario: v.scenario, saved: [entry, ...s.saved.filter((e) => e.name !== label)] }));
      return OK;
    },

    loadSaved(name) {
      const entry = get().saved.find((e) => e.name === name);
      if (!entry) return { ok: false, message: `No saved scenario is called "${name}".` };
      const first = entry.workloads?.[0];
      replaceScenario(set, first ? scenarioOf(entry.scenario, first) : entry.scenario, null, entry.workloads ?? []);
      return OK;
    },

    removeSaved(name) {
      set((s) => ({ saved: s.saved.filter((e) => e.name !== name) }));
    },
  };
}
