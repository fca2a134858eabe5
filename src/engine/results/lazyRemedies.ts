/**
 * A plan's `remedies`, worked out when first read. Finding what would make a design fit runs the
 * model again several times (more instances, another target, another level); a comparison plans
 * all four services on every keystroke, and the answer reads the remedies of one service at
 * most, so they are computed on demand and remembered. The field is an ordinary enumerable
 * property to every reader: JSON, structured clone (the embed message), spreads and equality
 * checks see the list.
 */
import type { Remedy } from './parts.ts';

/** The remedies of a plan that fits: none. A plan is built with these, in its place among its fields. */
export const NO_REMEDIES: readonly Remedy[] = Object.freeze([]);

/**
 * `plan` (built with `remedies: NO_REMEDIES`) as it is when it fits; when it does not, its
 * `remedies` become `compute()`, worked out on first read and remembered.
 */
export function withRemedies<T extends { readonly remedies: readonly Remedy[] }>(plan: T, fits: boolean, compute: () => readonly Remedy[]): T {
  if (fits) return plan;
  let value: readonly Remedy[] | undefined;
  Object.defineProperty(plan, 'remedies', { enumerable: true, get: () => (value ??= compute()) });
  return plan;
}
