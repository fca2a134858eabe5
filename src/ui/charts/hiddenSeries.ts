/**
 * The series a reader has hidden by clicking their legend entries, by chart and entry. Kept for
 * as long as the page is open (not saved, not shared): a chart drawn again, after a keystroke
 * or a change of view, hides the same series.
 */
import { create } from 'zustand';

interface HiddenState {
  /** `${chart}\u0000${entry}` of each hidden entry. */
  readonly hidden: ReadonlySet<string>;
  toggle(chart: string, entry: string): void;
}

export const hiddenKey = (chart: string, entry: string): string => `${chart}\u0000${entry}`;

export const useHiddenSeries = create<HiddenState>((set) => ({
  hidden: new Set(),
  toggle: (chart, entry) =>
    set((s) => {
      const next = new Set(s.hidden);
      const key = hiddenKey(chart, entry);
      if (!next.delete(key)) next.add(key);
      return { hidden: next };
    }),
}));

/** The entries of `chart` hidden now: a new set only when one of them changes. */
export function useHiddenOf(chart: string): ReadonlySet<string> {
  const prefix = hiddenKey(chart, '');
  // A string key keeps the selection stable (zustand compares it by value).
  const joined = useHiddenSeries((s) =>
    [...s.hidden]
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length))
      .sort()
      .join('\u0000'),
  );
  return useMemoSet(joined);
}

const sets = new Map<string, ReadonlySet<string>>();
function useMemoSet(joined: string): ReadonlySet<string> {
  let set = sets.get(joined);
  if (!set) {
    set = new Set(joined ? joined.split('\u0000') : []);
    if (sets.size > 200) sets.clear();
    sets.set(joined, set);
  }
  return set;
}
