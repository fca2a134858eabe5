/**
 * The plan's workloads (issue 26): add, duplicate, rename, remove, reorder, and switch the form
 * between them. Switching keeps the form's workload in its place (with its text, when a field is
 * in error) and opens the other one; nothing typed is lost.
 */
import type { ActionResult, PlanActions, PlanStore } from '../contract.ts';
import { defaultScenario, scenarioParts } from '../initialState.ts';
import {
  DEFAULT_WORKLOAD_NAME,
  MAX_WORKLOADS,
  WORKLOAD_SERVICES,
  freeName,
  nameProblem,
  nextWorkloadId,
  scenarioOf,
  withScenario,
  type WorkloadEntry,
} from '../workloads.ts';
import { OK, type GetPlan, type SetPlan } from './types.ts';

export type WorkloadActions = Pick<
  PlanActions,
  'addWorkload' | 'duplicateWorkload' | 'renameWorkload' | 'removeWorkload' | 'moveWorkload' | 'selectWorkload' | 'setWorkloadOptions'
>;

const NAME_MESSAGES = {
  empty: 'A workload needs a name.',
  tooLong: 'The name is too long.',
  taken: 'Another workload has this name.',
} as const;

/** The list with the form written into the current place (its text kept when a field is in error). */
export function listWithForm(s: PlanStore): WorkloadEntry[] {
  return s.workloads.map((w, i) => {
    if (i !== s.currentWorkload) return w;
    const { held: _held, ...live } = withScenario(w, s.scenario);
    return Object.keys(s.errors).length > 0 ? { ...live, held: { drafts: s.drafts, units: s.units, errors: s.errors, demandWay: s.demandWay } } : live;
  });
}

/** The state that opens `list[index]` in the form. */
function opened(s: PlanStore, list: WorkloadEntry[], index: number): Partial<PlanStore> {
  const target = list[index]!;
  const scenario = scenarioOf(s.scenario, target);
  const { held, ...rest } = target;
  list[index] = rest;
  const parts = held ? { scenario, ...held, presetChange: null } : scenarioParts(scenario);
  return { ...parts, workloads: list, currentWorkload: index };
}

/** The plan's list of workloads: added, duplicated, renamed, removed, moved. */
function listActions(
  set: SetPlan,
  get: GetPlan,
): Pick<WorkloadActions, 'addWorkload' | 'duplicateWorkload' | 'renameWorkload' | 'removeWorkload' | 'moveWorkload'> {
  const refuse = (message: string): ActionResult => ({ ok: false, message });
  return {
    addWorkload(name, firstName) {
      const s = get();
      if (s.workloads.length >= MAX_WORKLOADS) return refuse(`A plan holds at most ${MAX_WORKLOADS} workloads.`);
      const list = listWithForm(s);
      if (list.length === 1 && firstName && list[0]!.name === DEFAULT_WORKLOAD_NAME && !nameProblem(list, firstName, 0))
        list[0] = { ...list[0]!, name: firstName };
      const problem = nameProblem(list, name, -1);
      const entry: WorkloadEntry = {
        id: nextWorkloadId(list),
        name: problem ? freeName(list, name.trim() || 'Workload') : name.trim(),
        service: 'cheapest',
        requirement: defaultScenario().requirement,
      };
      list.push(entry);
      set(opened(s, list, list.length - 1));
      return OK;
    },

    duplicateWorkload(index, name) {
      const s = get();
      if (s.workloads.length >= MAX_WORKLOADS) return refuse(`A plan holds at most ${MAX_WORKLOADS} workloads.`);
      const list = listWithForm(s);
      const source = list[index];
      if (!source) return refuse(`There is no workload ${index + 1}.`);
      const problem = nameProblem(list, name, -1);
      list.splice(index + 1, 0, { ...source, id: nextWorkloadId(list), name: problem ? freeName(list, name.trim() || source.name, 2) : name.trim() });
      set(opened(s, list, index + 1));
      return OK;
    },

    renameWorkload(index, name) {
      const s = get();
      if (!s.workloads[index]) return refuse(`There is no workload ${index + 1}.`);
      const problem = nameProblem(s.workloads, name, index);
      if (problem) return refuse(NAME_MESSAGES[problem]);
      set({ workloads: s.workloads.map((w, i) => (i === index ? { ...w, name: name.trim() } : w)) });
      return OK;
    },

    removeWorkload(index) {
      const s = get();
      if (s.workloads.length <= 1) return refuse('A plan keeps at least one workload.');
      if (!s.workloads[index]) return refuse(`There is no workload ${index + 1}.`);
      const list = listWithForm(s).filter((_w, i) => i !== index);
      if (index === s.currentWorkload) {
        set(opened(s, list, Math.min(index, list.length - 1)));
      } else {
        const current = s.currentWorkload > index ? s.currentWorkload - 1 : s.currentWorkload;
        const { held: _h, ...live } = list[current]!;
        list[current] = live;
        set({ workloads: list, currentWorkload: current });
      }
      return OK;
    },

    moveWorkload(index, to) {
      const s = get();
      const n = s.workloads.length;
      if (index < 0 || index >= n || to < 0 || to >= n || index === to) return;
      const list = [...s.workloads];
      const [moved] = list.splice(index, 1);
      list.splice(to, 0, moved!);
      const currentId = s.workloads[s.currentWorkload]?.id;
      set({
        workloads: list,
        currentWorkload: Math.max(
          0,
          list.findIndex((w) => w.id === currentId),
        ),
      });
    },
  };
}

/** The workload the form shows, and each workload's own options. */
function currentActions(set: SetPlan, get: GetPlan): Pick<WorkloadActions, 'selectWorkload' | 'setWorkloadOptions'> {
  const refuse = (message: string): ActionResult => ({ ok: false, message });
  return {
    selectWorkload(index) {
      const s = get();
      if (index === s.currentWorkload || !s.workloads[index]) return;
      set(opened(s, listWithForm(s), index));
    },

    setWorkloadOptions(index, patch) {
      const s = get();
      const w = s.workloads[index];
      if (!w) return refuse(`There is no workload ${index + 1}.`);
      if (patch.service !== undefined && !WORKLOAD_SERVICES.includes(patch.service)) return refuse(`Unknown service ${patch.service}.`);
      const next: Record<string, unknown> = { ...w };
      if (patch.service !== undefined) next.service = patch.service;
      if (patch.dedicatedMountTargets !== undefined) {
        if (patch.dedicatedMountTargets) next.dedicatedMountTargets = true;
        else delete next.dedicatedMountTargets;
      }
      for (const key of ['host', 'lustreFileSystem'] as const) {
        const v = patch[key];
        if (v === undefined) continue;
        if (v.trim() === '') delete next[key];
        else if (v.trim().length > 80) return refuse('The name is too long.');
        else next[key] = v.trim();
      }
      set({ workloads: s.workloads.map((x, i) => (i === index ? (next as unknown as WorkloadEntry) : x)) });
      return OK;
    },
  };
}

export function workloadActions(set: SetPlan, get: GetPlan): WorkloadActions {
  return { ...listActions(set, get), ...currentActions(set, get) };
}
