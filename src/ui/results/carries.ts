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

/**
 * An alternatives row's "carries" cell, one rule for every view: the row of the design on screen
 * says what its verdict says (`designCarries`); another design says what its own figures say
 * (`fits`), except where the verdict found that no design carries: a plan that weighed every
 * design and carries none (one the user did not choose) has none among its alternatives, and a
 * comparison that finds the service does not carry the requirement finds it of every design.
 */
export function rowCarries(
  fits: boolean,
  isDesign: boolean,
  plan: { readonly feasible: boolean; readonly reason: { readonly code: string } },
  entry?: CompareEntry,
): boolean {
  if (isDesign) return designCarries(plan.feasible, entry);
  const chosenByUser = plan.reason.code.endsWith('-chosen');
  if (!chosenByUser && !designCarries(plan.feasible, entry)) return false;
  return fits;
}
