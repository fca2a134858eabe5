/**
 * The sources of the printed report, numbered. On paper there is room for one page, so the
 * report lists only the documents the printed view rests on (the three services' plans for
 * Compare, one service's plan and its warnings otherwise), and the warnings point to them by
 * number instead of by title.
 */
import { createContext, useContext } from 'react';
import { servicePlan, sources, type CompareResult, type SourceId } from '../../engine/index.ts';
import type { View } from '../../store/contract.ts';

/** The view's sources in a stable order, without repeats or unknown ids. */
export function reportSourceIds(result: CompareResult, view: View): SourceId[] {
  const ids = new Set<SourceId>();
  const plan = view === 'compare' ? undefined : servicePlan(result, view);
  if (plan) {
    for (const id of plan.sources) ids.add(id);
    for (const w of plan.warnings) for (const id of w.sources) ids.add(id);
  } else {
    for (const id of result.sources) ids.add(id);
    for (const p of [result.fileStorage, result.blockVolume, result.denseIo]) for (const w of p.warnings) for (const id of w.sources) ids.add(id);
  }
  return [...ids].filter((id) => sources[id] !== undefined);
}

/** 1-based reference numbers of the printed sources, by id. */
export type SourceNumbers = ReadonlyMap<SourceId, number>;

export function sourceNumbers(ids: readonly SourceId[]): SourceNumbers {
  return new Map(ids.map((id, i) => [id, i + 1]));
}

const empty: SourceNumbers = new Map();

/** Provided by the results view; read by the warnings for their printed references. */
export const SourceNumbersContext = createContext<SourceNumbers>(empty);

export function useSourceNumbers(): SourceNumbers {
  return useContext(SourceNumbersContext);
}
