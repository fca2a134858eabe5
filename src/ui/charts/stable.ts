/**
 * Stable references for recharts. Recharts 3 keeps its chart state in a store whose selectors
 * are memoized on the identity of what they are given (data, domains, ticks, shapes, label
 * elements): a new array of the same numbers computes every point and scale again. Its
 * performance guide asks for references that change only when their content does; the charts'
 * specs are built afresh for each plan, so these hooks hand back last render's value while the
 * new one has the same content.
 */
import { useMemo } from 'react';

/**
 * `value`, or the value of the last render with the same `key` (a string that says everything
 * the value holds): its identity changes only when its content does.
 */
export function useStableBy<T>(value: T, key: string): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says everything `value` holds
  return useMemo(() => value, [key]);
}

/** `value` (plain data: numbers, strings, arrays, objects), kept from the last render while its JSON is the same. */
export function useStableData<T>(value: T): T {
  return useStableBy(value, JSON.stringify(value) ?? '');
}
