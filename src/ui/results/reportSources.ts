/**
 * The sources of the printed report, numbered. On paper there is room for one page, so the
 * report lists only the documents the printed view rests on (the four services' plans for
 * Compare, one service's plan and its warnings otherwise), and the warnings point to them by
 * number instead of by title.
 */
import { createContext, useContext } from 'react';
import { servicePlan, catalog, type CompareResult, type SourceId } from '../../engine/index.ts';
import type { View } from '../../store/contract.ts';

type Plan = ReturnType<typeof servicePlan>;

/**
 * The view's sources in a stable order, without repeats or unknown ids: the ones the printed
 * plan rests on (each limit's figure, the price book) and those of the warnings the page prints
 * (notes stay on screen, and so do their sources), not every page of the catalog edition.
 */
export function reportSourceIds(result: CompareResult, view: View): SourceId[] {
  const ids = new Set<SourceId>();
  const add = (plan: Plan) => {
    for (const l of plan.loads) ids.add(l.source);
    ids.add('S-PRICE');
    for (const w of plan.warnings) if (w.severity !== 'info') for (const id of w.sources) ids.add(id);
  };
  if (view === 'compare') for (const p of [result.fileStorage, result.blockVolume, result.denseIo, result.lustre]) add(p);
  else add(servicePlan(result, view));
  return [...ids].filter((id) => catalog.sources[id] !== undefined);
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
