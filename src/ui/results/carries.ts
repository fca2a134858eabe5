/**
 * Whether the design on screen carries its requirement, said once for every place that labels
 * it: only a design that carries is called "recommended"; one that does not is the closest
 * design, shown with what would make it fit (its plan's `remedies`).
 */
import type { CompareEntry } from '../../engine/index.ts';

/** The comparison's verdict for the service when there is one (it adds shared access and latency), else the plan's own. */
export function designCarries(feasible: boolean, entry?: CompareEntry): boolean {
  return entry ? entry.verdict !== 'does-not' : feasible;
}
