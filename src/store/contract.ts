/**
 * The contract between the store and the UI panels and charts. The store (planStore.ts)
 * implements it; panels and charts read only through these hooks.
 */
import type { CompareResult, CompareScenario } from '../engine/index.ts';

/** Which answer the main area shows. */
export type View = 'compare' | 'file-storage' | 'block-volume' | 'dense-io';

/** A pinned scenario, kept beside the current one for comparison. */
export interface Pinned {
  readonly id: string;
  readonly name: string;
  readonly scenario: CompareScenario;
}

/** A saved scenario (browser storage, by name). */
export interface Saved {
  readonly name: string;
  readonly savedAt: string;
  readonly scenario: CompareScenario;
}

export interface PlanState {
  /** The last valid scenario: what every result is computed from. */
  readonly scenario: CompareScenario;
  /** Raw text of each form field as typed, keyed by field id (e.g. 'readMBps'). */
  readonly drafts: Readonly<Record<string, string>>;
  /** Unit chosen per field, keyed by field id (e.g. readMBps: 'GBps'). */
  readonly units: Readonly<Record<string, string>>;
  /** A message per field that does not validate; the scenario keeps its last good value. */
  readonly errors: Readonly<Record<string, string>>;
  /** A message about the URL, an import or saved state that could not be used. */
  readonly notice: { readonly kind: 'error' | 'info'; readonly message: string } | null;
  readonly view: View;
  readonly pinned: readonly Pinned[];
  readonly saved: readonly Saved[];
  readonly theme: 'light' | 'dark' | 'system';
  readonly locale: 'en' | 'ja';
}

export type { CompareResult };
