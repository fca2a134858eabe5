/**
 * Keeps the URL hash and the store in step: every valid scenario, view or language change is
 * written with history.replaceState once typing pauses (later.ts; a replaceState costs a
 * millisecond or more of the main thread, so not one per keystroke, and not inside the frames
 * that answer one); leaving, hiding or blurring the page (a reload, the
 * address bar, a share menu) writes a pending one at once. A hash pasted into the address bar is
 * read back. The language lives in the hash (`&lang=ja`); a `?lang=` in the query string is read at
 * start and then moved into the hash, so the two can never disagree. A link whose scenario
 * cannot be read stays in the address bar, so it can be copied and reported, until the user
 * changes something.
 */
import type { PlanStoreApi } from './planStore.ts';
import { buildHash, readHash } from './url.ts';
import { droppedNotice, linkPartNotice } from './initialState.ts';
import { searchWithoutLang } from './locale.ts';
import { encodeIssues } from './noticeIssues.ts';
import { laterTask } from './later.ts';
import { planDocument } from './workloads.ts';

/** How long the link waits for typing to pause before it is rewritten. */
export const URL_WRITE_DELAY_MS = 400;

export interface UrlSync {
  /** Writes the pending hash now (e.g. before copying the link). */
  flush(): void;
  disconnect(): void;
}

export function connectUrl(store: PlanStoreApi, win: Window = window): UrlSync {
  let written = '';
  /** The address bar holds a link that could not be read: leave it until something changes. */
  let holding = readHash(win.location.hash).scenario?.ok === false;

  const write = () => {
    const state = store.getState();
    const hash = buildHash(planDocument(state), state.view, state.locale);
    const search = searchWithoutLang(win.location.search);
    if (hash === win.location.hash && search === win.location.search) return;
    written = hash;
    try {
      win.history.replaceState(win.history.state, '', `${win.location.pathname}${search}${hash}`);
    } catch (e) {
      console.warn('Could not update the link:', e);
    }
  };

  const later = laterTask(write, URL_WRITE_DELAY_MS);
  const schedule = () => later.schedule();

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.scenario !== prev.scenario || s.view !== prev.view || s.locale !== prev.locale || s.workloads !== prev.workloads) {
      holding = false;
      schedule();
    }
  });

  const onHashChange = () => {
    const hash = win.location.hash;
    if (hash === written) return;
    const link = readHash(hash);
    const state = store.getState();
    if (link.scenario?.ok) {
      state.loadScenario(link.scenario.scenario, link.scenario.dropped.length > 0 ? droppedNotice(link.scenario.dropped) : null, link.scenario.workloads ?? []);
    } else if (link.scenario) {
      const issues = link.scenario.issues;
      state.setNotice({
        kind: 'error',
        key: 'notice.linkUnreadable',
        params: issues ? { reason: link.scenario.message, issues: encodeIssues(issues) } : { reason: link.scenario.message },
        message: `The link's scenario could not be read: ${link.scenario.message}`,
      });
      later.cancel();
      holding = true;
      return;
    }
    if (link.view) state.setView(link.view);
    if (link.lang) state.setLocale(link.lang);
    const partNotice = linkPartNotice(link);
    if (partNotice) state.setNotice(partNotice);
    schedule();
  };
  win.addEventListener('hashchange', onHashChange);
  // The page is being left or put away, or the address bar took the focus: the link (and the
  // stored session) must hold the latest change now, not after the delay. The session goes
  // first, under the link a reload is loading (a reload's address is taken before this runs):
  // reloading that link resumes the session (initialState.ts).
  const onLeave = () => {
    store.flushStorage();
    later.flush();
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') onLeave();
  };
  win.addEventListener('pagehide', onLeave);
  win.addEventListener('blur', onLeave);
  win.document.addEventListener('visibilitychange', onVisibility);
  if (!holding) write();

  return {
    flush() {
      later.cancel();
      write();
    },
    disconnect() {
      later.cancel();
      unsubscribe();
      win.removeEventListener('hashchange', onHashChange);
      win.removeEventListener('pagehide', onLeave);
      win.removeEventListener('blur', onLeave);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
