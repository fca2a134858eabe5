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
import { demandActions } from './slices/demandActions.ts';
import { workloadActions } from './slices/workloadActions.ts';
import { planDocument } from './workloads.ts';
import { laterTask } from './later.ts';
import { shareStructure } from './share.ts';
import type { GetPlan, SetPlan } from './slices/types.ts';

export type { PlanEnv } from './initialState.ts';
export { MAX_IMPORT_LENGTH } from './slices/documentActions.ts';

export interface PlanStoreApi extends StoreApi<PlanStore> {
  /** Reads storage and the link again, as on a fresh page load (tests, a new hash). */
  reinitialise(env?: Partial<PlanEnv>): void;
  /** Writes a pending session to storage now (the page is being left or hidden). */
  flushStorage(): void;
}

/** How long the session write waits for typing to pause, in the browser. */
export const SESSION_WRITE_DELAY_MS = 150;

export function browserEnv(): PlanEnv {
  const win = typeof window !== 'undefined' ? window : undefined;
  const languages = typeof navigator !== 'undefined' ? (navigator.languages?.length ? navigator.languages : [navigator.language]) : [];
  return {
    storage: browserStorage(),
    hash: win?.location.hash ?? '',
    search: win?.location.search ?? '',
    languages: languages.filter(Boolean),
    sessionWriteDelayMs: SESSION_WRITE_DELAY_MS,
    ...(win ? { currentHash: () => win.location.hash } : {}),
    reloaded: isReload(),
    ...tabOf(win),
  };
}

/** This tab's id, kept in sessionStorage (one per tab, kept across its reloads). */
function tabOf(win: Window | undefined): { tab?: string } {
  try {
    const store = win?.sessionStorage;
    if (!store) return {};
    const key = 'oci-storage-planner/tab';
    let tab = store.getItem(key);
    if (!tab) {
      tab = Math.random().toString(36).slice(2, 12);
      store.setItem(key, tab);
    }
    return { tab };
  } catch (_e) {
    return {};
  }
}

function isReload(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload';
  } catch (_e) {
    return false;
  }
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

/**
 * zustand's set, with every new scenario sharing the unchanged parts of the last one (share.ts):
 * a panel that reads `scenario.pricing` is not rendered again when a workload field changes,
 * and a change that leaves the scenario as it was keeps the very same object.
 */
function sharingSet(set: SetPlan): SetPlan {
  const shared = (partial: Partial<PlanStore> | ((s: PlanStore) => Partial<PlanStore>), replace?: boolean) => {
    if (replace) return set(partial as PlanStore, true);
    set((s) => {
      const next = typeof partial === 'function' ? partial(s) : partial;
      return next.scenario && next.scenario !== s.scenario ? { ...next, scenario: shareStructure(s.scenario, next.scenario) } : next;
    });
  };
  return shared as SetPlan;
}

export function createPlanStore(initialEnv: Partial<PlanEnv> = {}): PlanStoreApi {
  let env: PlanEnv = { storage: null, hash: '', ...initialEnv };

  const store = createStore<PlanStore>()((rawSet: SetPlan, get: GetPlan) => {
    const set = sharingSet(rawSet);
    return {
      ...initialPlanData(env),
      ...fieldActions(set, get),
      ...demandActions(set, get),
      ...documentActions(set, get),
      ...libraryActions(set, get),
      ...workloadActions(set, get),
      ...sessionActions(set),
    };
  });

  const refused = () => {
    if (store.getState().notice?.key === 'notice.storageFailed') return;
    store.setState({
      notice: {
        kind: 'error',
        key: 'notice.storageFailed',
        message: 'The browser refused to store this plan (storage full or disabled); it stays in the link.',
      },
    });
  };
  const sessionOf = (s: PlanStore) => ({
    scenario: planDocument(s),
    view: s.view,
    pinned: s.pinned,
    ...(env.currentHash ? { link: env.currentHash() } : {}),
    ...(env.tab ? { tab: env.tab } : {}),
  });
  const storeSession = () => {
    if (!writeSession(env.storage, sessionOf(store.getState()))) refused();
  };
  // A keystroke's new scenario reaches storage once typing pauses (env.sessionWriteDelayMs),
  // off the frames that answer it; a new view or pinned list, and everything else, at once.
  const session = laterTask(storeSession, env.sessionWriteDelayMs ?? 0);

  // Session and saved state follow every change into storage.
  store.subscribe((s, prev) => {
    let stored = true;
    if (s.theme !== prev.theme || s.locale !== prev.locale) stored = writePrefs(env.storage, { theme: s.theme, locale: s.locale }) && stored;
    if (s.saved !== prev.saved) stored = writeSaved(env.storage, s.saved) && stored;
    const workloadsChanged = s.workloads !== prev.workloads || s.currentWorkload !== prev.currentWorkload;
    if (s.view !== prev.view || s.pinned !== prev.pinned || workloadsChanged || (s.scenario !== prev.scenario && !env.sessionWriteDelayMs)) {
      session.cancel();
      stored = writeSession(env.storage, sessionOf(s)) && stored;
    } else if (s.scenario !== prev.scenario) {
      session.schedule();
    }
    if (!stored) refused();
  });

  const api = store as PlanStoreApi;
  api.reinitialise = (next = {}) => {
    session.cancel();
    env = { ...browserEnv(), ...next };
    store.setState(initialPlanData(env));
  };
  api.flushStorage = () => session.flush();
  return api;
}

/** The app's store, from this browser's storage and link. */
export const planStore: PlanStoreApi = createPlanStore(browserEnv());

/** Reads the app's store; select primitives or stable references (zustand v5). */
export function usePlanStore<T>(selector: (s: PlanStore) => T): T {
  return useStore(planStore, selector);
}
