/**
 * How good is the model: every published measurement (and every printed table the planner
 * claims to reproduce) recomputed from the rules, side by side with what the source prints.
 * Each row is the engine's own answer to the source's setup, never a copied figure; where the
 * model cannot match a row, the row's note says why, and its tolerance says how far it may be.
 */
import { blogRows, fss2019Rows, fss2023Rows, fss2024Rows } from './fssRows.ts';
import { bvHostRows, bvTableRows, nvmeRows } from './blockRows.ts';
import type { ValidationRow } from './row.ts';

export type { ValidationLabel, ValidationLabelCode, ValidationNote, ValidationPlace, ValidationRow } from './row.ts';

let cache: readonly ValidationRow[] | null = null;

/** Every row, computed once from the rules (the catalog is frozen, so the answer never changes). */
export function validationRows(): readonly ValidationRow[] {
  cache ??= Object.freeze([...fss2024Rows(), ...fss2023Rows(), ...fss2019Rows(), ...blogRows(), ...bvHostRows(), ...bvTableRows(), ...nvmeRows()]);
  return cache;
}

/** Rows with a measurement, worst first by |error| / tolerance. */
export function worstRows(rows: readonly ValidationRow[], n: number): ValidationRow[] {
  return rows
    .filter((r) => r.errorPercent !== null)
    .sort((a, b) => Math.abs(b.errorPercent!) - Math.abs(a.errorPercent!))
    .slice(0, n);
}
