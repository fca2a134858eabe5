/**
 * The contract between the store and the UI panels and charts. The store (planStore.ts)
 * implements it; panels and charts read only through these hooks.
 */
import type { Calibration, Chosen, CompareRequirement, CompareResult, CompareScenario, DailyProfile, Growth, Pricing, ServiceId } from '../engine/index.ts';

/** Which answer the main area shows. */
export type View = 'compare' | 'file-storage' | 'block-volume' | 'dense-io' | 'lustre';

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
  /** A plan of several workloads saved whole (issue 26): its list; `scenario` holds the shared parts. */
  readonly workloads?: readonly WorkloadEntry[];
}

export interface PlanState {
  /** The last valid scenario: what every result is computed from. */
  readonly scenario: CompareScenario;
  /** Raw text of each form field as typed, keyed by field id (e.g. 'readMBps'). */
  readonly drafts: Readonly<Record<string, string>>;
  /** Unit chosen per field, keyed by field id (e.g. readMBps: 'GBps'). */
  readonly units: Readonly<Record<string, string>>;
  /** The problem of each field that does not validate, as a code the UI words (with its English `message`); the scenario keeps its last good value. */
  readonly errors: Readonly<Record<string, FieldError>>;
  /** How the form states the demand: read and write fields, or totals and a read share. */
  readonly demandWay: DemandWay;
  /** What the last example (or "start from scratch") set and cleared, for the note beside the picker. */
  readonly presetChange: PresetChange | null;
  /** A message about the URL, an import or saved state that could not be used. */
  readonly notice: { readonly kind: 'error' | 'info'; readonly message: string } | null;
  readonly view: View;
  readonly pinned: readonly Pinned[];
  readonly saved: readonly Saved[];
  readonly theme: 'light' | 'dark' | 'system';
  readonly locale: 'en' | 'ja';
  /** The plan's workloads (1 to 50, issue 26); the form is the one at `currentWorkload`. */
  readonly workloads: readonly WorkloadEntry[];
  readonly currentWorkload: number;
}

export type { CompareResult };

export type DemandWay = 'split' | 'total';

/** Fields (ids; `metadataOpsPerSecond` for the rates) an example filled and the ones it emptied. */
export interface PresetChange {
  /** The example's id, or `scratch`. */
  readonly preset: string;
  readonly set: readonly string[];
  readonly cleared: readonly string[];
}

// ---------------------------------------------------------------- Extensions (store v1)

/** A field's problem in a form the UI can translate: `code` selects the sentence. */
export interface FieldError {
  readonly code: 'notNumber' | 'required' | 'min' | 'max' | 'integer' | 'invalid' | 'wrongUnit' | 'bothWays' | 'tinyOps' | 'tinyMBps' | 'tinyCapacity';
  /** The bound broken by `min` / `max`, in `unit` (the field's canonical unit). */
  readonly limit?: number;
  /** Canonical unit symbol (MB/s, KiB, GB) or '' for plain counts. */
  readonly unit?: string;
  /** `wrongUnit`: the unit as typed ("TB") and the field's own units ("MB/s, GB/s"). */
  readonly typed?: string;
  readonly allowed?: string;
  /** `bothWays`: the field ids that state the same demand two ways, comma-separated. */
  readonly fields?: string;
  /** The problem in English (the command line's and the tests' reading; the UI words `code`). */
  readonly message: string;
}

/** A notice with an optional i18n key: the UI shows `t(key, params)`, else `message`. */
export interface Notice {
  readonly kind: 'error' | 'info';
  readonly message: string;
  readonly key?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type ActionResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export type CatalogFamily = 'fileStorage' | 'blockVolume' | 'denseIo';

/** Pricing change: a key left out keeps its value, `null` clears it. */
export interface PricingPatch {
  readonly discountPercent?: number | null;
  /** Replaces the whole override map (in the book's currency, per price key). */
  readonly overrides?: Readonly<Record<string, number>> | null;
  /** The price book a price file gave (null: the built-in USD book). Another currency drops the overrides, which were in the old one, unless the patch gives its own. */
  readonly book?: NonNullable<Pricing['book']> | null;
  /** The Annual Universal Credits term (null removes it). */
  readonly commitment?: { readonly termYears: number } | null;
}

export interface PlanActions {
  /** Parses `raw` in the field's unit, validates the whole scenario, keeps the last good one on failure. */
  setField(id: string, raw: string): void;
  /** Reads the field's text in another unit: "5" then GB/s is 5 GB/s (the digits stay, the value changes). */
  setUnit(id: string, unit: string): void;
  /** The field lost focus: a unit or multiplier typed in it ("5 GB/s", "1.5k") moves to the unit picker. */
  settleField(id: string): void;
  /** States the demand the other way, converting the figures (refused when one read share cannot say both). */
  setDemandWay(way: DemandWay): ActionResult;
  /** Empties every workload field (catalogs and prices stay). */
  startFromScratch(): void;
  /** Replaces every metadata rate at once (a mix preset); undefined clears them. */
  setMetadataRates(rates: Readonly<Record<string, number>> | undefined): void;
  applyPreset(presetId: string): ActionResult;
  setCatalog(family: CatalogFamily, id: string): ActionResult;
  setView(view: View): void;
  setPricing(patch: PricingPatch): ActionResult;
  /** One price override (USD) by price key; null removes it. */
  setPriceOverride(key: string, usd: number | null): ActionResult;
  pin(name: string): void;
  unpin(id: string): void;
  saveAs(name: string): ActionResult;
  loadSaved(name: string): ActionResult;
  removeSaved(name: string): void;
  /** Reads a scenario document (JSON text); a non-compare recommend scenario is converted. */
  importScenarioText(text: string): ActionResult;
  /** The current scenario as pretty JSON (the whole plan, version 6, with two or more workloads). */
  exportScenario(): string;
  /** Adopts a fio run as the scenario's calibration (validated), or drops it (null). */
  setCalibration(calibration: Calibration | null): ActionResult;
  /**
   * Weighs a design chosen on a chart in place of its service's recommendation (validated), or
   * goes back to the recommendation (null). Other services' choices stay.
   */
  choose<K extends keyof Chosen>(service: K, design: Chosen[K] | null): ActionResult;
  /** Plans the comparison over time with this growth (validated), or today only (null). */
  setGrowth(growth: Growth | null): ActionResult;
  /** Costs the comparison's day with this daily profile (validated), or a flat day (null). */
  setProfile(profile: DailyProfile | null): ActionResult;
  /**
   * Replaces the scenario with an already validated one (URL, saved state). `workloads` replaces
   * the plan too (the first in the form; empty: a plan of one); without it, a plan of several
   * keeps its other workloads and the form's workload becomes `scenario`.
   */
  loadScenario(scenario: CompareScenario, notice?: Notice | null, workloads?: readonly WorkloadEntry[]): void;
  /** Adds a workload (the default example's requirement) after the others and opens it; `firstName` renames a lone first workload still under its default name. */
  addWorkload(name: string, firstName?: string): ActionResult;
  /** Copies workload `index` (its form as it stands) under `name`, right after it, and opens the copy. */
  duplicateWorkload(index: number, name: string): ActionResult;
  /** Renames workload `index`; refused (and nothing changes) for an empty, too long or taken name. */
  renameWorkload(index: number, name: string): ActionResult;
  /** Removes workload `index` (never the last one); the form opens its neighbour when it was current. */
  removeWorkload(index: number): ActionResult;
  /** Moves workload `index` to place `to` (the current one stays current). */
  moveWorkload(index: number, to: number): void;
  /** Keeps the form in the current workload's place and opens workload `index` in it. */
  selectWorkload(index: number): void;
  /** Sets workload `index`'s service and sharing options (an empty host or file system name clears it). */
  setWorkloadOptions(index: number, patch: WorkloadOptionsPatch): ActionResult;
  setTheme(theme: PlanState['theme']): void;
  setLocale(locale: PlanState['locale']): void;
  setNotice(notice: Notice | null): void;
  dismissNotice(): void;
}

/** What carries a workload: one service, or the cheapest that fits (`scenario/workloads.ts`). */
export type WorkloadService = ServiceId | 'cheapest';

/** The form's text of a workload left with a field in error: kept, so nothing typed is lost. */
export interface HeldForm {
  readonly drafts: Readonly<Record<string, string>>;
  readonly units: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, FieldError>>;
  readonly demandWay: DemandWay;
}

/** One workload of the plan, as the list holds it. */
export interface WorkloadEntry {
  /** Stable within the session (React keys, accessible names stay on renames). */
  readonly id: string;
  readonly name: string;
  readonly service: WorkloadService;
  /** The last good requirement (for the current workload: as the form last left it; read `liveWorkloads`). */
  readonly requirement: CompareRequirement;
  readonly chosen?: Chosen;
  readonly growth?: Growth;
  readonly dedicatedMountTargets?: boolean;
  readonly host?: string;
  readonly lustreFileSystem?: string;
  /** The form's text when it was left with a field in error. */
  readonly held?: HeldForm;
}

/** A workload's service and how it shares (issue 26). */
export interface WorkloadOptionsPatch {
  readonly service?: WorkloadService;
  readonly dedicatedMountTargets?: boolean;
  readonly host?: string;
  readonly lustreFileSystem?: string;
}

/** What the store holds beyond PlanState: the notice's translation key. */
export interface PlanStateDetails {
  /** The same notice as PlanState.notice, with its translation key. */
  readonly notice: Notice | null;
}

export type PlanStore = PlanState & PlanStateDetails & PlanActions;
