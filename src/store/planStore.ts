/**
 * The plan store (zustand v5): inputs only, in slices (fields, document, library, session).
 * Every change builds the next scenario and validates the whole of it with the engine's
 * parseScenario; a change that does not validate leaves the last good scenario in place.
 * Results are never stored: selectors.ts derives them.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PlanActions, PlanStore } from './contract.ts';
import { initialPlanData, type PlanEnv } from './initialState.ts';
import { browserStorage, writePrefs, writeSaved, writeSession } from './persist.ts';
import { documentActions } from './slices/documentActions.ts';
import { fieldActions } from './slices/fieldActions.ts';
import { libraryActions } from './slices/libraryActions.ts';
import type { GetPlan, SetPlan } from './slices/types.ts';

export type { PlanEnv } from './initialState.ts';
export { MAX_IMPORT_LENGTH } from './slices/documentActions.ts';

export interface PlanStoreApi extends StoreApi<PlanStore> {
  /** Reads storage and the link again, as on a fresh page load (tests, a new hash). */
  reinitialise(env?: Partial<PlanEnv>): void;
}

export function browserEnv(): PlanEnv {
  const win = typeof window !== 'undefined' ? window : undefined;
  const languages = typeof navigator !== 'undefined' ? (navigator.languages?.length ? navigator.languages : [navigator.language]) : [];
  return { storage: browserStorage(), hash: win?.location.hash ?? '', search: win?.location.search ?? '', languages: languages.filter(Boolean) };
}

type SessionActions = Pick<PlanActions, 'setView' | 'setTheme' | 'setLocale' | 'setNotice' | 'dismissNotice'>;

function sessionActions(set: SetPlan): SessionActions {
  return {
    setView: (view) => set({ view }),
    setTheme: (theme) => set({ theme }),
    setLocale: (locale) => set({ locale }),
    setNotice: (notice) => set({ notice }),
    dismissNotice: () => set({ notice: null }),
  };
}

export function createPlanStore(initialEnv: Partial<PlanEnv> = {}): PlanStoreApi {
  let env: PlanEnv = { storage: null, hash: '', ...initialEnv };

  const store = createStore<PlanStore>()((set: SetPlan, get: GetPlan) => ({
    ...initialPlanData(env),
    ...fieldActions(set, get),
    ...documentActions(set, get),
    ...libraryActions(set, get),
    ...sessionActions(set),
  }));

  // Session and saved state follow every change into storage.
  store.subscribe((s, prev) => {
    let stored = true;
    if (s.theme !== prev.theme || s.locale !== prev.locale) stored = writePrefs(env.storage, { theme: s.theme, locale: s.locale }) && stored;
    if (s.saved !== prev.saved) stored = writeSaved(env.storage, s.saved) && stored;
    if (s.scenario !== prev.scenario || s.view !== prev.view || s.pinned !== prev.pinned) {
      stored = writeSession(env.storage, { scenario: s.scenario, view: s.view, pinned: s.pinned }) && stored;
    }
    if (!stored && s.notice?.key !== 'notice.storageFailed') {
      store.setState({
        notice: {
          kind: 'error',
          key: 'notice.storageFailed',
          message: 'The browser refused to store this plan (storage full or disabled); it stays in the link.',
        },
      });
    }
  });

  const api = store as PlanStoreApi;
  api.reinitialise = (next = {}) => {
    env = { ...browserEnv(), ...next };
    store.setState(initialPlanData(env));
  };
  return api;
}

/** The app's store, from this browser's storage and link. */
export const planStore: PlanStoreApi = createPlanStore(browserEnv());

/** Reads the app's store; select primitives or stable references (zustand v5). */
export function usePlanStore<T>(selector: (s: PlanStore) => T): T {
  return useStore(planStore, selector);
}
