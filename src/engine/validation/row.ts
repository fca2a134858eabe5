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

/**
 * The row's label as a code with its figures, for the UI to word in the reader's language
 * (results.modelCheck.label.<code>, `variant` as context); `row` is the same label in English.
 */
export type ValidationLabelCode =
  'fss-2024-run' | 'fss-2023-run' | 'fss-2019-row' | 'serial-round-trip' | 'gbe-paths' | 'bv-host' | 'bv-table' | 'nvme-mix' | 'nvme-all';

export interface ValidationLabel {
  readonly code: ValidationLabelCode;
  readonly params: Readonly<Record<string, number | string>>;
}

/** Where in its source the row is, as a code the UI words (results.modelCheck.place.<code>); `table` says it in English. */
export type ValidationPlace =
  | 'fss-2024-large-io'
  | 'fss-2024-small-io'
  | 'fss-2023-results'
  | 'fss-2019-performance'
  | 'blog-serial-client'
  | 'blog-gbe-scan'
  | 'bv-testing'
  | 'bv-size-table'
  | 'bv-size-table-uhp'
  | 'nvme-single-device'
  | 'nvme-all-devices';

export interface ValidationRow {
  readonly source: SourceId;
  /** The table or section of the source (English, or the source's own heading). */
  readonly table: string;
  /** The same place as a code, with its figures where it has any (`placeParams`). */
  readonly place: ValidationPlace;
  readonly placeParams?: Readonly<Record<string, number | string>>;
  /** The row, as the source labels it (English: the command line's table). */
  readonly row: string;
  /** The row as a code with its figures (the panel words it). */
  readonly label: ValidationLabel;
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
