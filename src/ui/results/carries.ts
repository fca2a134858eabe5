/**
 * Whether the design on screen carries its requirement, said once for every place that labels
 * it: only a design that carries is called "recommended"; one that does not is the closest
 * design, shown with what would make it fit.
 */
import type { CompareEntry, Remedy } from '../../engine/index.ts';

/** The comparison's verdict for the service when there is one (it adds shared access and latency), else the plan's own. */
export function designCarries(feasible: boolean, entry?: CompareEntry): boolean {
  return entry ? entry.verdict !== 'does-not' : feasible;
}

/** A plan's remedies (none for a plan that carries, or a model that names none). */
export function remediesOf(plan: object): readonly Remedy[] {
  return 'remedies' in plan && Array.isArray(plan.remedies) ? (plan.remedies as readonly Remedy[]) : [];
}
