/**
 * One row of the model check: a published figure beside the engine's answer to the same
 * setup, with the tolerance the row is held to (validation.ts gathers the rows).
 */
import type { SourceId } from '../../catalog/types.ts';
import { finite } from '../units.ts';

/** Why a row sits where it does: a code the UI words (results.validation.note.<code>). */
export type ValidationNote =
  | 'above-documented'
  | 'three-of-four-loaded'
  | 'small-io-measured'
  | 'host-bound-by-construction'
  | 'curve-is-input'
  | 'headline-rounded'
  | 'printed-rounded'
  | 'printed-decimal-kb'
  | 'printed-over-iops-cap'
  | 'printed-230-per-gb'
  | 'printed-row-start'
  | 'blog-32000-bytes'
  | 'withheld';

export interface ValidationRow {
  readonly source: SourceId;
  /** The table or section of the source. */
  readonly table: string;
  /** The row, as the source labels it. */
  readonly row: string;
  /** What is compared, and its unit. */
  readonly quantity: 'throughputMBps' | 'iops' | 'backendIops';
  /** The printed figure, or null where the shared copy withholds it. */
  readonly measured: number | null;
  readonly model: number;
  /** (model − measured) / measured × 100, or null without a measurement. */
  readonly errorPercent: number | null;
  /** The limit that binds the model's answer. */
  readonly binds: string;
  /**
   * How far the model may be from the row: 5% unless the note says why not; null where the
   * model does not match the row and the note says why (the row is kept, never dropped).
   */
  readonly tolerancePercent: number | null;
  readonly note?: ValidationNote;
  /** Figures the note needs. */
  readonly params?: Readonly<Record<string, number | string>>;
}

export const DEFAULT_TOLERANCE = 5;

/**
 * A model-check row with its error, (model − measured) / measured × 100 percent (null without
 * a printed figure, or one of 0), and its tolerance in percent: 5 (`DEFAULT_TOLERANCE`, the
 * planner's own choice) unless the row gives one, null where the model does not match the row.
 */
export function row(r: Omit<ValidationRow, 'errorPercent' | 'tolerancePercent'> & { tolerancePercent?: number | null }): ValidationRow {
  const errorPercent = r.measured === null || r.measured === 0 ? null : finite(((r.model - r.measured) / r.measured) * 100);
  return { ...r, tolerancePercent: r.tolerancePercent === undefined ? DEFAULT_TOLERANCE : r.tolerancePercent, errorPercent };
}
