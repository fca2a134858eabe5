/**
 * The one-column layout (phones, narrow windows) on screen: the answer above the form, the
 * secondary panels folded (PhoneCollapse.tsx), the compact answer in sight while the form is
 * edited (CompactAnswer.tsx). The same width as the one-column rules in styles.css; `screen`
 * so that paper, whose page is narrower, keeps the desktop's content.
 */
import { useSyncExternalStore } from 'react';

export const NARROW_LAYOUT_QUERY = 'screen and (max-width: 63.99rem)';

let query: MediaQueryList | undefined;

function narrowQuery(): MediaQueryList | undefined {
  if (query === undefined && typeof window !== 'undefined' && typeof window.matchMedia === 'function') query = window.matchMedia(NARROW_LAYOUT_QUERY);
  return query;
}

function subscribe(onChange: () => void): () => void {
  const q = narrowQuery();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/** True while the page is laid out in one column on screen; false on the server and on paper. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}
